import type { RspressPlugin } from '@rspress/core';
import type { Code, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { mdxjs } from 'micromark-extension-mdxjs';
import type { VFile } from 'vfile';

/** The class of the box a live example renders in (theme/index.css). */
export const LIVE_CLASS = 'pb-live';

const isLive = (node: RootContent): node is Code =>
  node.type === 'code' && node.lang === 'mdx' && /(^|\s)live(\s|$)/.test(node.meta ?? '');

/**
 * Remark step for "```mdx live" blocks: the block's MDX is rendered in a box above it, so the example and the code a
 * reader copies are one text (the contributor guide's component gallery). Its imports join the page's; an import
 * written twice on a page is kept once. Hand-written because Rspress's preview plugin adds a device frame and a QR
 * code (about 7 kB) to every page's first load and turns off the build cache, for the one page that shows examples.
 */
export function remarkLiveCode() {
  return (tree: Root, file: VFile) => {
    const imports = new Set(
      tree.children.filter((n): n is MdxjsEsm => n.type === 'mdxjsEsm').map((n) => n.value.trim()),
    );
    const children: RootContent[] = [];
    for (const node of tree.children) {
      if (!isLive(node)) {
        children.push(node);
        continue;
      }
      let parsed: Root;
      try {
        parsed = fromMarkdown(node.value, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });
      } catch (error) {
        const line = node.position?.start.line ?? '?';
        throw new Error(`${file.path}:${line}: the live example does not parse as MDX: ${(error as Error).message}`);
      }
      for (const child of parsed.children) {
        if (child.type !== 'mdxjsEsm') continue;
        if (imports.has(child.value.trim())) continue;
        imports.add(child.value.trim());
        children.push(child);
      }
      children.push({
        type: 'mdxJsxFlowElement',
        name: 'div',
        attributes: [{ type: 'mdxJsxAttribute', name: 'className', value: LIVE_CLASS }],
        children: parsed.children.filter((child) => child.type !== 'mdxjsEsm') as never,
      });
      children.push(node);
    }
    tree.children = children;
  };
}

export function pluginLiveCode(): RspressPlugin {
  return { name: 'patchbay:live-code', markdown: { remarkPlugins: [remarkLiveCode] } };
}
