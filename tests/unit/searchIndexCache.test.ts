import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { indexCode, pluginSearchIndex } from '../../plugins/searchIndex';
import { type IndexedPage, pagesByEdition } from '../../plugins/searchIndex/indexPages';

const page = (routePath: string, lang: string, content: string): IndexedPage => ({
  routePath,
  title: routePath,
  lang,
  version: 'v2',
  content,
  toc: [],
});

describe('the search index, edition by edition', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  const plugin = pluginSearchIndex({ dir, defaults: { version: 'v2', lang: 'en' } });
  const run = (pages: IndexedPage[]) =>
    (plugin.modifySearchIndexData as (pages: unknown[], isProd: boolean) => Promise<void>)(
      structuredClone(pages),
      true,
    );
  const file = (edition: string) => path.join(dir, `${edition}.json`);
  const pages = [
    page('/guide/sockets', 'en', 'Sockets connect nodes of one type.'),
    page('/zh/guide/sockets', 'zh', '插槽连接同一类型的节点。'),
  ];

  test('an unchanged edition is not indexed again; a changed one is', async () => {
    await run(pages);
    expect(JSON.parse(readFileSync(file('v2.en'), 'utf8'))[0].r).toBe('/guide/sockets');
    // Marks on the files show which the next build writes again.
    writeFileSync(file('v2.en'), 'kept');
    writeFileSync(file('v2.zh'), 'kept');
    await run(pages);
    expect(readFileSync(file('v2.en'), 'utf8')).toBe('kept');
    await run([pages[0], { ...pages[1], content: '插槽只连接同一类型的节点。' }]);
    expect(readFileSync(file('v2.en'), 'utf8')).toBe('kept');
    expect(JSON.parse(readFileSync(file('v2.zh'), 'utf8'))[0].r).toBe('/zh/guide/sockets');
  });

  test('the code an index is made by is every file plugins/searchIndex/indexPages.ts imports, and their packages', () => {
    const { files, packages } = indexCode();
    expect(files.map((file) => path.relative(path.resolve(import.meta.dirname, '../..'), file))).toEqual(
      expect.arrayContaining([
        'plugins/searchIndex/indexPages.ts',
        'theme/search/engine.ts',
        'theme/search/queryBounds.ts',
        'config/editions.ts',
      ]),
    );
    expect(packages).toEqual([expect.stringMatching(/^minisearch@/), expect.stringMatching(/^stemmer@/)]);
  });

  test('home pages and pages that ask not to be found are left out of their edition', () => {
    const editions = pagesByEdition(
      [
        ...pages,
        { ...page('/', 'en', 'Welcome.'), frontmatter: { pageType: 'home' } },
        { ...page('/guide/draft', 'en', 'Draft.'), frontmatter: { search: false } },
      ],
      { version: 'v2', lang: 'en' },
    );
    expect([...editions.keys()]).toEqual(['v2.en', 'v2.zh']);
    expect(editions.get('v2.en')?.pages.map((p) => p.routePath)).toEqual(['/guide/sockets']);
  });
});
