/** What a reader's browser downloads to show a page: JavaScript and CSS bytes as sent gzipped, and the requests. */
import type { Browser, Page, Request } from '@playwright/test';

export interface PageWeight {
  /** Scripts of the page's first load, without the search index and the search's code (fetched when idle). */
  jsGzipKb: number;
  cssGzipKb: number;
  jsFiles: number;
  /** The search index, which the page fetches once the browser is idle (theme/search/indexLoader.ts). */
  idleIndexGzipKb: number;
}

/** The site's search index chunks, named by their webpackChunkName. */
const SEARCH_INDEX = /\/search-index-[^/]*\.js$/;

type Sized = { url: string; type: string; bytes: number };

/** Records the size of every script and stylesheet the page receives until `stop` is called. */
function recordAssets(page: Page): { sizes: Sized[]; stop: () => void } {
  const sizes: Sized[] = [];
  const listener = async (request: Request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const { responseBodySize } = await request.sizes();
    sizes.push({ url: request.url(), type, bytes: responseBodySize });
  };
  page.on('requestfinished', listener);
  return { sizes, stop: () => page.off('requestfinished', listener) };
}

const kb = (list: Sized[]) => list.reduce((n, s) => n + s.bytes, 0) / 1024;

export interface PageScript {
  /** The file's path on the site: `/static/js/index.<hash>.js`. */
  path: string;
  /** As sent, gzip. */
  gzipKb: number;
}

/** `idleFiles`: names of the search's code chunks (searchWeight.ts), which load when the browser is idle. */
export async function pageWeight(browser: Browser, url: string, idleFiles: string[] = []): Promise<PageWeight> {
  const { scripts, sizes } = await loadPage(browser, url, idleFiles);
  return {
    jsGzipKb: kb(scripts),
    cssGzipKb: kb(sizes.filter((s) => s.type === 'stylesheet')),
    jsFiles: scripts.length,
    idleIndexGzipKb: kb(sizes.filter((s) => SEARCH_INDEX.test(s.url))),
  };
}

/** The scripts of a page's first load, each with its size: what pageWeight adds up. */
export async function firstLoadScripts(browser: Browser, url: string, idleFiles: string[] = []): Promise<PageScript[]> {
  const { scripts } = await loadPage(browser, url, idleFiles);
  return scripts.map((s) => ({ path: new URL(s.url).pathname, gzipKb: s.bytes / 1024 }));
}

async function loadPage(browser: Browser, url: string, idleFiles: string[]) {
  const page = await browser.newPage();
  const { sizes } = recordAssets(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.close();
  const idle = (s: Sized) => SEARCH_INDEX.test(s.url) || idleFiles.includes(s.url.split('/').pop() ?? '');
  return { sizes, scripts: sizes.filter((s) => s.type === 'script' && !idle(s)) };
}

export interface ViewOpening {
  /** Scripts and stylesheets fetched after the click, gzip. */
  gzipKb: number;
  /** Median milliseconds from the click to the view's nodes on screen, over the runs. */
  medianMs: number;
  runs: number[];
}

/**
 * Opens a flow's interactive view (FlowDiagram's Explore button) on a fresh page `runs` times: what the click
 * downloads, and how long until the reader sees the nodes.
 */
export async function flowViewOpening(browser: Browser, url: string, runs = 5): Promise<ViewOpening> {
  const times: number[] = [];
  let gzipKb = 0;
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const recorder = recordAssets(page);
    const explore = page.getByRole('button', { name: /^Explore / }).first();
    await explore.scrollIntoViewIfNeeded();
    const started = await page.evaluate(() => performance.now());
    await explore.click();
    await page.getByRole('dialog').getByRole('group').first().waitFor();
    times.push((await page.evaluate(() => performance.now())) - started);
    await page.waitForLoadState('networkidle');
    recorder.stop();
    gzipKb = kb(recorder.sizes);
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { gzipKb, medianMs: sorted[Math.floor(sorted.length / 2)], runs: times };
}
