import type { RspressPlugin } from '@rspress/core';
import type { Processor } from 'unified';

export interface TitleSuffixOptions {
  /** Appended to the title of every doc page that does not set its own `titleSuffix`. */
  suffix: string;
}

const DOC_PAGE_TYPES = new Set([undefined, 'doc', 'doc-wide']);

/** The titleSuffix a page ends up with: its own, else the site's (doc pages only). */
export function resolveTitleSuffix(frontmatter: Record<string, unknown>, suffix: string): string | undefined {
  if (typeof frontmatter.titleSuffix === 'string') return frontmatter.titleSuffix;
  return DOC_PAGE_TYPES.has(frontmatter.pageType as string | undefined) ? suffix : undefined;
}

interface PageMeta {
  frontmatter?: Record<string, unknown>;
}

/**
 * Remark plugin: Rspress's MDX loader hands each page's frontmatter to the compiler as
 * `pageMeta` and ships that same object to the browser, so setting `titleSuffix` here is
 * what the page's <title> uses.
 */
export function remarkTitleSuffix(this: Processor, options: TitleSuffixOptions) {
  const readMeta = () => this.data('pageMeta' as never) as PageMeta | undefined;
  return () => {
    const meta = readMeta();
    if (!meta?.frontmatter) return;
    const resolved = resolveTitleSuffix(meta.frontmatter, options.suffix);
    if (resolved !== undefined) meta.frontmatter.titleSuffix = resolved;
  };
}

/**
 * Rspress v2 only knows a per-page `titleSuffix`; this gives every doc page the
 * site's suffix so titles read "Quick Start - Patchbay Docs".
 */
export function pluginTitleSuffix(options: TitleSuffixOptions): RspressPlugin {
  if (!options.suffix.trim()) {
    throw new Error('[patchbay:title-suffix] option "suffix" must be a non-empty string');
  }
  return {
    name: 'patchbay:title-suffix',
    markdown: { remarkPlugins: [[remarkTitleSuffix, options]] },
  };
}
