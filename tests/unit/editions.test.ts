import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EDITIONS } from '../../config/editions';
import { allRoutes, collectSiteRoutes, routeOfPageFile } from '../../config/siteRoutes';
import { checkPageList, pageListDifferences } from '../../plugins/builtPages/pageList';
import { pageTitle } from '../../scripts/lib/translations';

const page = (title: string) => `---\ndescription: About ${title}.\n---\n\n# ${title}\n\nText.\n`;

/** A docs folder: every edition has the home page and the guide; v2 adds the flows page; fragments are not pages. */
async function docsFolder(): Promise<string> {
  const docs = await mkdtemp(path.join(os.tmpdir(), 'site-routes-'));
  for (const { version, lang } of EDITIONS) {
    const dir = path.join(docs, version, lang);
    await mkdir(path.join(dir, 'guide'), { recursive: true });
    await mkdir(path.join(dir, 'fragments'), { recursive: true });
    await writeFile(path.join(dir, 'index.md'), '---\ndescription: Home page.\ntitle: Home\n---\n');
    await writeFile(path.join(dir, 'guide', 'index.mdx'), page('Guide'));
    await writeFile(path.join(dir, 'fragments', 'part.mdx'), 'A part.\n');
    await mkdir(path.join(dir, 'guide', 'fragments'), { recursive: true });
    await writeFile(path.join(dir, 'guide', 'fragments', 'deeper.mdx'), 'Another part.\n');
    if (version === 'v2') await writeFile(path.join(dir, 'guide', 'flows.mdx'), page(lang === 'zh' ? '流程' : 'Flows'));
  }
  return docs;
}

describe('the pages of every edition', () => {
  it('routes a page file as Rspress does', () => {
    expect(routeOfPageFile('index.md')).toBe('/');
    expect(routeOfPageFile(path.join('guide', 'index.mdx'))).toBe('/guide/');
    expect(routeOfPageFile(path.join('guide', 'nodesref', 'FalFluxDevNode.mdx'))).toBe(
      '/guide/nodesref/FalFluxDevNode',
    );
  });

  it('lists each page with its editions, and the titles of the pages some editions lack', async () => {
    const docs = await docsFolder();
    const site = collectSiteRoutes(docs);
    expect(site.editions).toEqual(['v2.en', 'v2.zh', 'v1.en', 'v1.zh']);
    expect(site.routes).toEqual({ '/': 0b1111, '/guide/': 0b1111, '/guide/flows': 0b0011 });
    // Every language that has the page; a page every edition has carries no title.
    expect(site.titles).toEqual({ '/guide/flows': { en: 'Flows', zh: '流程' } });
    expect(allRoutes(site).sort()).toEqual(
      [
        '/',
        '/guide/',
        '/guide/flows',
        '/zh/',
        '/zh/guide/',
        '/zh/guide/flows',
        '/v1/',
        '/v1/guide/',
        '/v1/zh/',
        '/v1/zh/guide/',
      ].sort(),
    );
  });

  it('stops on a page some editions lack that has no title, naming its file', async () => {
    const docs = await docsFolder();
    await writeFile(
      path.join(docs, 'v2', 'en', 'guide', 'untitled.mdx'),
      '---\ndescription: No title here.\n---\n\nText.\n',
    );
    await writeFile(path.join(docs, 'v1', 'zh', 'guide', 'bare.mdx'), 'Text.\n');
    // Every such page, one line each.
    expect(() => collectSiteRoutes(docs)).toThrow(
      /guide\/untitled\.mdx: the page has no title[^\n]*\n.*guide\/bare\.mdx: the page has no title/,
    );
  });

  it('answers in the browser from the list the build defines and the titles its edition lacks', async () => {
    const site = collectSiteRoutes(await docsFolder());
    vi.stubGlobal('__SITE_ROUTES__', { editions: site.editions, routes: site.routes });
    vi.resetModules();
    vi.doMock('virtual-patchbay-titles', () => ({ default: site.titles }));
    const { inOtherEdition, siteHasRoute, titleOfMissing } = await import('../../theme/siteRoutes');
    vi.unstubAllGlobals();
    vi.doUnmock('virtual-patchbay-titles');
    expect(siteHasRoute('/zh/guide/flows')).toBe(true);
    expect(siteHasRoute('/v1/guide/flows')).toBe(false);
    expect(siteHasRoute('/v1/zh/guide/')).toBe(true);
    expect(inOtherEdition('/v1/zh/guide/', '/v1/zh/')).toBe(false);
    expect(inOtherEdition('/zh/guide/flows', '/v1/zh/')).toBe(true);
    expect(inOtherEdition('/guide/flows', '/zh/guide/')).toBe(true);
    expect(titleOfMissing('/guide/flows', 'zh')).toBe('流程');
    expect(titleOfMissing('/guide/flows', 'fr')).toBe('Flows');
    expect(titleOfMissing('/guide/missing', 'zh')).toBeUndefined();
  });

  it('takes a page title from the frontmatter, else the first h1 outside code', () => {
    expect(pageTitle('---\ntitle: Own\ndescription: x\n---\n\n# Heading\n')).toBe('Own');
    expect(pageTitle('---\ndescription: x\n---\n\n```md\n# Not this\n```\n\n# The **real** `one`\n')).toBe(
      'The real one',
    );
    expect(pageTitle('---\ndescription: x\n---\n\n## Only a section\n')).toBeNull();
  });
});

describe('the check at the end of the build', () => {
  it('names the pages built that the docs do not list, and the other way round', () => {
    expect(pageListDifferences(new Set(['/', '/guide/']), new Set(['/', '/old']))).toEqual([
      'not built: /guide/',
      'built but not in docs/: /old',
    ]);
    expect(() => checkPageList(['/', '/guide/'], ['/'])).toThrow(
      'the pages built and the pages in docs/ differ (config/siteRoutes.ts), 1 in all:\n  not built: /guide/',
    );
    expect(() => checkPageList(['/'], ['/'])).not.toThrow();
  });
});
