import { readFileSync } from 'node:fs';
import { expect, type Page, type Response, test } from '@playwright/test';
import nodeTexts from '../../components/node/nodeTexts.json' with { type: 'json' };
import { nodesIn } from '../../data/nodes/localized';
import siteTexts from '../../i18n.json' with { type: 'json' };
import { SHARED_SCRIPTS_KB } from '../../scripts/lib/budgets';
import { firstLoadScripts, type PageScript } from '../../scripts/lib/pageWeight';
import { searchWeight } from '../../scripts/lib/searchWeight';
import { gotoReady } from './helpers';

/**
 * A page loads the node data it shows and no more (data/nodes/pageSlices.ts, plugins/nodePageData.ts): a node page its
 * own node, the landing page the summaries it lists, a guide page none. The scripts are read as the browser received
 * them, up to the idle search index, which is left out (it holds every page's text by design).
 */
async function loadedScripts(page: Page, path: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  const listener = (response: Response) => {
    if (response.request().resourceType() === 'script' && !/search-index/.test(response.url())) {
      bodies.push(response.text());
    }
  };
  page.on('response', listener);
  await gotoReady(page, path);
  await page.waitForLoadState('networkidle');
  // A script that arrives after this (a route preloaded later) is not read: its body would outlive the test.
  page.off('response', listener);
  return (await Promise.all(bodies)).join('\n');
}

/** How a text stands in a bundled JSON string or object literal: quotes and non-ASCII may be escaped. */
const variants = (text: string) => [
  text,
  JSON.stringify(text).slice(1, -1),
  text.replace(/'/g, "\\'"),
  text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
];
const contains = (scripts: string, text: string) => variants(text).some((v) => scripts.includes(v));

const english = nodesIn('en', 'v2');
const chinese = nodesIn('zh', 'v2');
/** Property descriptions long enough to be the node's own words, not a shared phrase. */
const descriptions = (nodes: typeof english) =>
  nodes.flatMap((n) => n.properties.map((p) => p.description)).filter((d) => d.length > 60);

test('a node page loads its own node, not the catalogue or the other language', async ({ page }) => {
  const own = english.find((n) => n.id === 'FalEsrganNode');
  if (!own) throw new Error('FalEsrganNode is not in the v2 catalogue');
  const scripts = await loadedScripts(page, '/guide/nodesref/FalEsrganNode');
  expect(contains(scripts, own.summary), 'its own summary').toBe(true);
  const others = english.filter((n) => n.id !== own.id && n.summary !== own.summary).map((n) => n.summary);
  expect(others.filter((summary) => contains(scripts, summary))).toEqual([]);
  const ownChinese = chinese.find((n) => n.id === own.id)?.summary ?? '';
  expect(contains(scripts, ownChinese), 'its Chinese summary').toBe(false);
  // Its provider, not the list of every provider (data/catalog.ts): Cohere's overview anchor is another provider's.
  expect(scripts, 'the list of providers').not.toContain('other-chat-providers');
});

test("a node page loads the node reference's texts in its own language only", async ({ page }) => {
  const scripts = await loadedScripts(page, '/guide/nodesref/FalEsrganNode');
  const table = Object.values(nodeTexts as Record<string, Record<string, string>>);
  expect(contains(scripts, 'Runs on'), 'an English node text').toBe(true);
  // The Chinese templates ("{{provider}} 已于 {{date}} …"): the node reference's own, where a short word like "节点"
  // is also in other texts every page loads.
  const chineseTexts = table
    .map((byLang) => byLang.zh)
    .filter((text) => /\p{Script=Han}/u.test(text) && text.includes('{{'));
  expect(chineseTexts.length).toBeGreaterThan(15);
  expect(chineseTexts.filter((text) => contains(scripts, text))).toEqual([]);
});

/** The longest text of i18n.json in a language: it stands nowhere else in the scripts. */
const longestText = (lang: string) =>
  Object.values(siteTexts as Record<string, Record<string, string>>)
    .map((byLang) => byLang[lang] ?? '')
    .sort((a, b) => b.length - a.length)[0];

for (const { lang, other, route } of [
  { lang: 'en', other: 'zh', route: '/guide/quick-start' },
  { lang: 'zh', other: 'en', route: '/zh/guide/quick-start' },
]) {
  test(`a ${lang} page loads the site's texts once, in its own language only`, async ({ page }) => {
    const scripts = await loadedScripts(page, route);
    const count = (text: string) => Math.max(...variants(text).map((v) => scripts.split(v).length - 1));
    expect(count(longestText(lang))).toBe(1);
    expect(count(longestText(other))).toBe(0);
  });
}

test("the main script names no page's chunk", async ({ page }) => {
  // Rspress names each page's chunk "route-<hash>"; the main script's map of chunk files would hold every one.
  const scripts = await loadedScripts(page, '/guide/quick-start');
  expect(scripts.match(/"[a-z]+-[0-9a-f]{12}"/g) ?? []).toEqual([]);
  expect(scripts).toContain('static/js/async/');
});

/** The local class names a CSS module defines (`.frame` → `frame`). */
const moduleClasses = (file: string) =>
  new Set([...readFileSync(file, 'utf8').matchAll(/\.([A-Za-z][A-Za-z0-9]*)\b/g)].map((m) => m[1]));

/**
 * The class names a route's HTML gives the elements of the CSS modules `files` (in the build a module's class `node`
 * is `node-<six-character hash>`) in the part of the page between `from` and `to`, leaving out the local names of
 * `shared` modules. Read from the served HTML, so the markup inside `<noscript>` counts too.
 */
async function builtClasses(
  page: Page,
  route: string,
  part: { from: string; to: string },
  files: string[],
  shared: string[] = [],
): Promise<string[]> {
  const sharedNames = new Set(shared.flatMap((file) => [...moduleClasses(file)]));
  const own = files.flatMap((file) => [...moduleClasses(file)]).filter((c) => !sharedNames.has(c));
  const whole = await (await page.request.get(route)).text();
  const start = whole.indexOf(part.from);
  expect(start, `${route} has ${part.from}`).toBeGreaterThanOrEqual(0);
  const html = whole.slice(start, whole.indexOf(part.to, start));
  const used = new Set([...html.matchAll(/class="([^"]*)"/g)].flatMap((m) => m[1].split(/\s+/)));
  return [...used].filter((c) => own.some((local) => new RegExp(`^${local}-[A-Za-z0-9_-]{6}$`).test(c)));
}

test("a page's scripts carry the class names of the components it shows, not every component's", async ({ page }) => {
  // The Interface page draws the app window (InterfaceLayout); the Quick Start does not. The figure frame around it
  // (DiagramFigure) is shared with the Quick Start's flow diagram, so its names are left out.
  const diagram = await builtClasses(
    page,
    '/guide/interface',
    { from: '<main', to: '</main>' },
    ['components/diagrams/InterfaceLayout.module.css'],
    ['components/diagrams/DiagramFigure.module.css'],
  );
  expect(diagram.length, "the Interface diagram's own classes").toBeGreaterThan(10);
  // The home page's hero and cards: a chunk the home page loads (theme/index.tsx).
  const home = await builtClasses(page, '/', { from: '<main', to: '</main>' }, [
    'theme/home/Hero.module.css',
    'theme/home/Features.module.css',
  ]);
  expect(home.length, "the home page's own classes").toBeGreaterThan(5);
  // The menu for readers without JavaScript, which only the server renders (theme/components/NoScriptMenu.tsx).
  const noScript = await builtClasses(page, '/guide/quick-start', { from: '<noscript>', to: '</noscript>' }, [
    'theme/components/NoScriptMenu.module.css',
  ]);
  expect(noScript.length, "the no-script menu's classes").toBeGreaterThan(2);
  const scripts = await loadedScripts(page, '/guide/quick-start');
  for (const [part, classes] of Object.entries({ diagram, home, noScript })) {
    expect(
      classes.filter((c) => scripts.includes(`"${c}"`)),
      part,
    ).toEqual([]);
  }
});

test("the main script carries no page's last-updated time", async ({ page }) => {
  const scripts = await loadedScripts(page, '/guide/quick-start');
  // The page's own chunk carries its own time (plugins/slimPageData/slim.ts); the page list carries none.
  expect((scripts.match(/lastUpdatedTime:"/g) ?? []).length).toBeLessThanOrEqual(1);
  await expect(page.getByText(/Last Updated: \d{1,2}\/\d{1,2}\/\d{4}/)).toBeVisible();
});

test('the landing page loads the summaries it lists, without properties or the other language', async ({ page }) => {
  const scripts = await loadedScripts(page, '/guide/nodesref/');
  expect(english.filter((n) => !contains(scripts, n.summary)).map((n) => n.id)).toEqual([]);
  expect(descriptions(english).filter((d) => contains(scripts, d))).toEqual([]);
  expect(chinese.filter((n) => contains(scripts, n.summary)).map((n) => n.id)).toEqual([]);
});

test('a guide page loads no node data', async ({ page }) => {
  const scripts = await loadedScripts(page, '/guide/quick-start');
  expect(english.filter((n) => contains(scripts, n.summary)).map((n) => n.id)).toEqual([]);
  expect(descriptions(english).filter((d) => contains(scripts, d))).toEqual([]);
});

test('following a link from one node page to another shows the new node, never an error', async ({ page }) => {
  await gotoReady(page, '/guide/nodesref/FalFluxDevNode');
  const next = english.find((n) => n.id === 'FalEsrganNode');
  await page.getByRole('region', { name: 'Connects to' }).getByRole('link', { name: next?.name, exact: true }).click();
  await expect(page).toHaveURL(/\/guide\/nodesref\/FalEsrganNode$/);
  await expect(page.getByRole('region', { name: next?.name }).getByText(next?.summary ?? '')).toBeVisible();
  await expect(page.getByText('This page could not be shown')).toHaveCount(0);
});

/** Pages of each language whose first loads share the scripts every page of that language loads. */
const SHARED_BY_LANGUAGE = {
  en: ['/guide/quick-start', '/guide/interface', '/guide/nodesref/FalFluxDevNode'],
  zh: ['/zh/guide/quick-start', '/zh/guide/interface'],
};

for (const [lang, paths] of Object.entries(SHARED_BY_LANGUAGE)) {
  test(`the scripts every ${lang} page loads stay within ${SHARED_SCRIPTS_KB} kB gzip`, async ({
    browser,
    baseURL,
  }) => {
    const { engineFiles } = await searchWeight('doc_build');
    const loads: PageScript[][] = [];
    for (const path of paths) loads.push(await firstLoadScripts(browser, `${baseURL}${path}`, engineFiles));
    const shared = loads[0].filter((script) => loads.every((load) => load.some((s) => s.path === script.path)));
    const total = shared.reduce((sum, s) => sum + s.gzipKb, 0);
    const list = shared.map((s) => `${s.path} ${s.gzipKb.toFixed(1)} kB`).join(', ');
    // React and the router are two of them: a list without them measured something else.
    expect(
      shared.some((s) => s.path.includes('lib-react')),
      list,
    ).toBe(true);
    expect(
      total,
      `${total.toFixed(1)} kB shared by ${paths.join(', ')} (${list}); see scripts/lib/budgets.ts and the README's Speed section`,
    ).toBeLessThanOrEqual(SHARED_SCRIPTS_KB);
  });
}
