import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { editionIndexes, type IndexedPage, relocateHeaders, stripJsx } from './searchIndexLogic';

export interface SearchIndexOptions {
  /** Where the index files are written for the bundle to import: one folder per build output. */
  dir: string;
  defaults: { version: string; lang: string };
}

/** The import path the site's search loads an edition's index from (theme/search/indexLoader.ts). */
export const SEARCH_INDEX_ALIAS = '@search-index';

const NAME = 'patchbay:search-index';

/**
 * The site's search index. Rspress extracts each page's text before bundling and hands it to this hook; the text is
 * cleaned (see searchIndexLogic.ts), and each edition's pages are written as one JSON file (theme/search/indexFormat.ts, each page's text within
 * TEXT_BUDGET) that the search imports
 * when the browser is idle. Importing makes it a content-hashed chunk, cached for good and loaded like the site's other
 * code, in a dev server too. List this plugin after those that add text to the index, so the headings are found in
 * the final text. The page objects are shared with the site's page list, which other plugins read (the frontmatter,
 * for overviews), so only the indexed text and heading positions change.
 */
export function pluginSearchIndex(options: SearchIndexOptions): RspressPlugin {
  return {
    name: NAME,
    builderConfig: { resolve: { alias: { [SEARCH_INDEX_ALIAS]: options.dir } } },
    async modifySearchIndexData(pages) {
      const indexed = pages as unknown as IndexedPage[];
      for (const page of indexed) {
        page.content = stripJsx(page.content);
        page.toc = relocateHeaders(page.content, page.toc);
      }
      const editions = editionIndexes(indexed, options.defaults);
      await mkdir(options.dir, { recursive: true });
      const wanted = new Set([...editions.keys()].map((edition) => `${edition}.json`));
      for (const file of await readdir(options.dir)) {
        if (!wanted.has(file)) await rm(path.join(options.dir, file));
      }
      await Promise.all(
        [...editions].map(([edition, docs]) =>
          writeFile(path.join(options.dir, `${edition}.json`), JSON.stringify(docs)),
        ),
      );
    },
  };
}
