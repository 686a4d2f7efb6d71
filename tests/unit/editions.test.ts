import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { EDITIONS } from '../../config/editions';
import {
  allRoutes,
  collectSiteRoutes,
  isOtherEditionPage,
  otherEditionsExcluded,
  routeOfPageFile,
} from '../../config/siteRoutes';
import { concurrentPeakMb, estimatedPeakMb, runWithinBudget } from '../../scripts/lib/buildPlan';
import { mergeEditions, ownerOf, pageListDifferences } from '../../scripts/lib/mergeEditions';
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

  it('lists each page with its editions, and the titles of the pages the built editions lack', async () => {
    const docs = await docsFolder();
    const site = collectSiteRoutes(docs, [{ version: 'v1', lang: 'zh' }]);
    expect(site.editions).toEqual(['v2.en', 'v2.zh', 'v1.en', 'v1.zh']);
    expect(site.built).toBe(0b1000);
    expect(site.routes).toEqual({ '/': 0b1111, '/guide/': 0b1111, '/guide/flows': 0b0011 });
    // In the built edition's language only; a v2 build, which has the page, carries no title at all.
    expect(site.titles).toEqual({ '/guide/flows': { zh: '流程' } });
    expect(collectSiteRoutes(docs, [{ version: 'v2', lang: 'en' }]).titles).toEqual({});
    expect(collectSiteRoutes(docs, EDITIONS).titles).toEqual({ '/guide/flows': { en: 'Flows', zh: '流程' } });
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
    expect(() => collectSiteRoutes(docs, EDITIONS)).toThrow(/guide\/untitled\.mdx: the page has no title/);
  });

  it('knows a link to a page of an edition the build leaves out, and leaves out every other edition', async () => {
    const site = collectSiteRoutes(await docsFolder(), [{ version: 'v2', lang: 'en' }]);
    expect(isOtherEditionPage('/zh/guide/flows#top', site)).toBe(true);
    expect(isOtherEditionPage('/v1/zh/guide/', site)).toBe(true);
    // Its own pages are checked by the build; a page no edition has stays a dead link.
    expect(isOtherEditionPage('/guide/flows', site)).toBe(false);
    expect(isOtherEditionPage('/v1/guide/flows', site)).toBe(false);
    expect(isOtherEditionPage('guide/flows', site)).toBe(false);
    expect(otherEditionsExcluded({ version: 'v2', lang: 'en' })).toEqual(['v2/zh/**', 'v1/en/**', 'v1/zh/**']);
  });

  it('answers in the browser from the list the build defines', async () => {
    const site = collectSiteRoutes(await docsFolder(), [{ version: 'v1', lang: 'zh' }]);
    vi.stubGlobal('__SITE_ROUTES__', site);
    vi.resetModules();
    const { builtElsewhere, siteHasRoute, titleOfMissing } = await import('../../theme/siteRoutes');
    vi.unstubAllGlobals();
    expect(siteHasRoute('/zh/guide/flows')).toBe(true);
    expect(siteHasRoute('/v1/guide/flows')).toBe(false);
    expect(siteHasRoute('/v1/zh/guide/')).toBe(true);
    expect(builtElsewhere('/v1/zh/guide/')).toBe(false);
    expect(builtElsewhere('/zh/guide/flows')).toBe(true);
    expect(titleOfMissing('/guide/flows', 'zh')).toBe('流程');
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

describe('putting the editions together', () => {
  async function build(files: Record<string, string>): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'edition-build-'));
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), text);
    }
    return dir;
  }

  it('keeps each file of the edition it belongs to, and one copy of the files every build writes alike', async () => {
    const site = path.join(await mkdtemp(path.join(os.tmpdir(), 'site-')), 'doc_build');
    await mkdir(site);
    await writeFile(path.join(site, 'stale.html'), 'from an earlier build');
    const en = await build({
      'index.html': 'home',
      '404.html': 'not found (en)',
      'llms.txt': 'v2 en pages',
      'zh/llms.txt': 'no pages',
      'flows/a.json': 'flow',
    });
    const zh = await build({
      'zh/index.html': '首页',
      '404.html': 'not found (zh)',
      'llms.txt': 'no pages',
      'zh/llms.txt': 'v2 zh pages',
      'flows/a.json': 'flow',
    });
    await mergeEditions(site, [
      { key: 'v2.en', dir: en },
      { key: 'v2.zh', dir: zh },
    ]);
    const read = (file: string) => readFile(path.join(site, file), 'utf8');
    expect(await read('404.html')).toBe('not found (en)');
    expect(await read('llms.txt')).toBe('v2 en pages');
    expect(await read('zh/llms.txt')).toBe('v2 zh pages');
    expect(await read('zh/index.html')).toBe('首页');
    expect(await read('flows/a.json')).toBe('flow');
    expect(existsSync(path.join(site, 'stale.html'))).toBe(false);
    expect(ownerOf(path.join('v1', 'zh', 'llms.txt'))).toBe('v1.zh');
  });

  it('stops, naming the file and both builds, when two builds wrote a shared file differently', async () => {
    const site = path.join(await mkdtemp(path.join(os.tmpdir(), 'site-')), 'doc_build');
    const en = await build({ 'flows/a.json': 'one' });
    const zh = await build({ 'flows/a.json': 'two' });
    await expect(
      mergeEditions(site, [
        { key: 'v2.en', dir: en },
        { key: 'v2.zh', dir: zh },
      ]),
    ).rejects.toThrow('flows/a.json: the builds of v2.en and v2.zh wrote different files at this path');
    await expect(mergeEditions(site, [{ key: 'v1.en', dir: path.join(site, 'nowhere') }])).rejects.toThrow(
      'the build of v1.en wrote nothing',
    );
  });

  it('names the pages built that the docs do not list, and the other way round', () => {
    expect(pageListDifferences(new Set(['/', '/guide/']), new Set(['/', '/old']))).toEqual([
      'not built: /guide/',
      'built but not in docs/: /old',
    ]);
  });
});

describe('running the builds within the memory budget', () => {
  const task = (name: string, estimateMb: number, ms: number, log: string[]) => ({
    name,
    estimateMb,
    run: async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
      return { peakMb: estimateMb };
    },
  });

  it('runs two side by side while they fit, and a large one alone', async () => {
    const log: string[] = [];
    const ran = await runWithinBudget(
      [task('a', 1000, 30, log), task('b', 1000, 10, log), task('big', 3000, 10, log), task('c', 500, 10, log)],
      { jobs: 2, budgetMb: 3500 },
    );
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
    // The large one waits until it fits beside what runs, here until both have ended.
    expect(log.indexOf('start big')).toBeGreaterThan(log.indexOf('end a'));
    expect(log.indexOf('start big')).toBeGreaterThan(log.indexOf('end b'));
    expect(ran).toHaveLength(4);
    // a and b ran together (2,000 MB); big and c together (3,500 MB).
    expect(concurrentPeakMb(ran)).toBe(3500);
    expect(estimatedPeakMb(1000)).toBeGreaterThan(estimatedPeakMb(100));
  });

  it('stops at a failed build, after the one beside it has ended', async () => {
    const log: string[] = [];
    const failing = {
      name: 'bad',
      estimateMb: 100,
      run: async (): Promise<{ peakMb: number }> => {
        throw new Error('the build of bad failed');
      },
    };
    await expect(
      runWithinBudget([task('a', 100, 20, log), failing, task('later', 100, 1, log)], { jobs: 2, budgetMb: 3500 }),
    ).rejects.toThrow('the build of bad failed');
    expect(log).toContain('end a');
    expect(log).not.toContain('start later');
  });
});
