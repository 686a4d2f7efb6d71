/**
 * How the site prepares Markdown/MDX source before compiling it, shared by the
 * MDX type-check and tests: the product token is replaced, frontmatter is blanked
 * (keeping line numbers), and custom heading ids `{#id}` are escaped as Rspress does.
 */
import { PRODUCT_NAME, PRODUCT_TOKEN_PATTERN } from '../config/site';

export function prepareMdxSource(source: string): string {
  return source
    .replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, (frontmatter) => frontmatter.replace(/[^\n]/g, ''))
    .replace(/^(#{1,6} .*?)\{#([\w-]+)\}[ \t]*$/gm, '$1\\{#$2}')
    .replace(PRODUCT_TOKEN_PATTERN, PRODUCT_NAME);
}
