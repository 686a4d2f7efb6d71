import type { RspressPlugin } from '@rspress/core';

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

/**
 * Rspress v2 only knows a per-page `titleSuffix`; this gives every doc page the
 * site's suffix so titles read "Quick Start - Patchbay Docs".
 */
export function pluginTitleSuffix({ suffix }: TitleSuffixOptions): RspressPlugin {
  if (!suffix.trim()) {
    throw new Error('[patchbay:title-suffix] option "suffix" must be a non-empty string');
  }
  return {
    name: 'patchbay:title-suffix',
    extendPageData(pageData) {
      const resolved = resolveTitleSuffix(pageData.frontmatter ?? {}, suffix);
      if (resolved !== undefined) {
        pageData.frontmatter = { ...pageData.frontmatter, titleSuffix: resolved };
      }
    },
  };
}
