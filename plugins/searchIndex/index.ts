import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { type IndexedPage, indexEdition, pagesByEdition, relocateHeaders, stripJsx } from './indexPages';

export interface SearchIndexOptions {
  /** Where the index files are written for the bundle to import: one folder per build output. */
  dir: string;
  defaults: { version: string; lang: string };
}

/** The import path the site's search loads an edition's index from (theme/search/indexLoader.ts). */
export const SEARCH_INDEX_ALIAS = '@search-index';

const NAME = 'patchbay:search-index';

/**
 * Rspress's own index files (`static/search_index.<version>.<lang>.<hash>.json`, theme/RSPRESS_INTERNALS.md): its
 * search reads them, the site's does not. `search: false` would drop them, but also the page text this plugin indexes.
 */
export const RSPRESS_INDEX_ASSET = /^static\/search_index\.[^/]*\.json$/;

/** The asset names of a build that are Rspress's search indexes, which the build leaves out. */
export function rspressIndexAssets(names: Iterable<string>): string[] {
  return [...names].filter((name) => RSPRESS_INDEX_ASSET.test(name));
}
const LOGIC = path.join(import.meta.dirname, 'indexPages.ts');

/**
 * What an index is made by: indexPages.ts and the project files it imports, followed import by import (the
 * imports are plain `import … from '…'` lines, so reading them needs no parser), and each package they import, with
 * the version package.json pins.
 */
export function indexCode(entry = LOGIC): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)) {
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec.endsWith('.ts') ? spec : `${spec}.ts`));
      else if (!spec.startsWith('node:'))
        packages.add(spec.startsWith('@') ? spec.split('/', 2).join('/') : spec.split('/')[0]);
    }
  };
  visit(entry);
  const manifest = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const versioned = [...packages].sort().map((name) => {
    const version = manifest.dependencies[name];
    if (!version)
      throw new Error(`[${NAME}] ${name}, which the search index imports, is not a dependency in package.json`);
    return `${name}@${version}`;
  });
  return { files: [...files].sort(), packages: versioned };
}

/** The key of an edition's index: a hash of the code that makes it and of what it reads of each page. */
export function indexKey(code: ReturnType<typeof indexCode>, lang: string, pages: IndexedPage[]): string {
  const hash = createHash('sha256');
  for (const file of code.files) hash.update(readFileSync(file));
  hash.update(
    JSON.stringify([
      code.packages,
      lang,
      pages.map(({ frontmatter, ...read }) => [read, frontmatter?.searchAnswers ?? null]),
    ]),
  );
  return hash.digest('hex');
}

/**
 * The site's search index. Rspress extracts each page's text before bundling and hands it to this hook; the text is
 * cleaned (see indexPages.ts), and each edition's pages are written as one JSON file (theme/search/indexFormat.ts, each page's text within
 * TEXT_BUDGET) that the search imports
 * when the browser is idle. Importing makes it a content-hashed chunk, cached for good and loaded like the site's other
 * code, in a dev server too. List this plugin after those that add text to the index, so the headings are found in
 * the final text. The page objects are shared with the site's page list, which other plugins read (the frontmatter,
 * for overviews), so only the indexed text and heading positions change.
 *
 * An edition whose pages and indexing code are those its file was made from keeps its file (a `.key` beside it):
 * indexing is a tenth of a warm build.
 */
export function pluginSearchIndex(options: SearchIndexOptions): RspressPlugin {
  return {
    name: NAME,
    builderConfig: {
      resolve: { alias: { [SEARCH_INDEX_ALIAS]: options.dir } },
      tools: {
        rspack(config, { rspack }) {
          if (config.name !== 'web') return;
          config.plugins.push({
            apply(compiler: Rspack.Compiler) {
              compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
                // Rspress emits them at the last named stage (`report`): one step later, they are all there.
                compilation.hooks.processAssets.tap(
                  { name: NAME, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
                  (assets) => {
                    for (const name of rspressIndexAssets(Object.keys(assets))) compilation.deleteAsset(name);
                  },
                );
              });
            },
          });
        },
      },
    },
    async modifySearchIndexData(pages) {
      const indexed = pages as unknown as IndexedPage[];
      for (const page of indexed) {
        page.content = stripJsx(page.content);
        page.toc = relocateHeaders(page.content, page.toc);
      }
      const editions = pagesByEdition(indexed, options.defaults);
      await mkdir(options.dir, { recursive: true });
      const wanted = new Set([...editions.keys()].flatMap((edition) => [`${edition}.json`, `${edition}.key`]));
      for (const file of await readdir(options.dir)) {
        if (!wanted.has(file)) await rm(path.join(options.dir, file));
      }
      const code = indexCode();
      await Promise.all(
        [...editions].map(async ([edition, { lang, pages: inEdition }]) => {
          const key = indexKey(code, lang, inEdition);
          const keyFile = path.join(options.dir, `${edition}.key`);
          if ((await readFile(keyFile, 'utf8').catch(() => '')) === key) return;
          await writeFile(path.join(options.dir, `${edition}.json`), JSON.stringify(indexEdition(lang, inEdition)));
          await writeFile(keyFile, key);
        }),
      );
    },
  };
}
