import type { RspressPlugin } from '@rspress/core';
import { relocateHeaders, stripJsx } from './searchIndexLogic';

interface IndexPage {
  content: string;
  toc: { text: string; charIndex: number }[];
}

/**
 * Cleans the search index (see searchIndexLogic.ts). List it after plugins that add text to the index, so the
 * headings are found in the final text. The page objects are shared with the site's page list, which other
 * plugins read (the frontmatter, for overviews), so only the indexed text and heading positions change.
 */
export function pluginSearchIndex(): RspressPlugin {
  return {
    name: 'patchbay:search-index',
    modifySearchIndexData(pages) {
      for (const page of pages as unknown as IndexPage[]) {
        page.content = stripJsx(page.content);
        page.toc = relocateHeaders(page.content, page.toc);
      }
    },
  };
}
