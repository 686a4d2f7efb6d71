import { expect, type Locator, type Page } from '@playwright/test';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's one H1 reads `text` (ignoring the "#" of its anchor link, before or after the text). */
export async function expectH1(page: Page, text: string | RegExp) {
  const pattern = typeof text === 'string' ? new RegExp(`^#?\\s*${escapeRegExp(text)}\\s*#?\\s*$`) : text;
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(pattern);
}

/**
 * The page's landmarks as a screen reader lists them. The doc layout's two asides are named by the site once the
 * page has hydrated (theme/components/Landmarks.tsx); the phone menu is a navigation landmark while it is open.
 */
export const sidebarLandmark = (page: Page, name = 'Sidebar') => page.getByRole('complementary', { name, exact: true });
export const outlineLandmark = (page: Page, name = 'On this page') =>
  page.getByRole('complementary', { name, exact: true });
export const banner = (page: Page) => page.getByRole('banner');
export const phoneMenu = (page: Page) => page.getByRole('navigation', { name: 'Site menu', exact: true });
/** The page's content (the doc layout's <main>, which also holds the previous/next links under the text). */
export const mainContent = (page: Page) => page.getByRole('main');

/** Opens a page and waits until React has hydrated it (theme/index.tsx marks <html data-hydrated>). */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
  return response;
}

/**
 * Opens a navbar menu (language, version) by hovering its button and clicks the item named `item`. After a
 * client-side navigation the navbar may render again under a resting pointer, which then gets no hover until it moves:
 * so the pointer leaves and hovers again until the item shows.
 */
export async function chooseFromNavMenu(page: Page, button: string, item: string) {
  const link = page.getByRole('link', { name: item, exact: true });
  await expect(async () => {
    await page.mouse.move(0, 0);
    await banner(page).getByRole('button', { name: button }).hover();
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await link.click();
}

/**
 * Presses Ctrl/Cmd+K until the search panel is open: its key listener is attached a moment
 * after hydration, in the render that mounts the panel.
 */
export async function openSearchWithKeyboard(page: Page, placeholder = 'Search docs') {
  const modifier = process.platform === 'darwin' ? 'Meta' : 'Control';
  const input = page.getByPlaceholder(placeholder);
  await expect(async () => {
    if (!(await input.isVisible())) await page.keyboard.press(`${modifier}+k`);
    await expect(input).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return input;
}

/**
 * How long a first search may take: the index of the whole site is fetched and built
 * in the browser, which on a loaded two-core CI machine can take several seconds.
 * (Speed is measured in the benchmark, not asserted here.) Tests that search call test.slow().
 */
export const SEARCH_READY = { timeout: 45_000 };

/** The search panel's results, in order: links with the option role. */
export function searchHits(page: Page) {
  return page.getByRole('dialog').getByRole('option');
}

/** The hrefs of the search panel's results, in order. */
export function searchHrefs(page: Page, first = Infinity) {
  return searchHits(page).evaluateAll(
    (options, n) => options.slice(0, n).map((o) => o.getAttribute('href') ?? ''),
    first,
  );
}

/**
 * The pages the search panel lists for `query`, in order, once each (a page's entry and its section count once), as
 * route paths without a section. Typing marks the field busy at once (aria-busy), and it stays busy until the answer
 * to exactly this query is shown, so the results read after that are this query's.
 */
export async function answerPages(page: Page, input: Locator, query: string): Promise<string[]> {
  await input.fill(query);
  // Watched in the page rather than polled: polling adds up to a quarter second to each of some eighty queries.
  await input.evaluate(
    (field) =>
      new Promise<void>((resolve) => {
        const settled = () => field.getAttribute('aria-busy') === 'false';
        if (settled()) return resolve();
        const observer = new MutationObserver(() => {
          if (!settled()) return;
          observer.disconnect();
          resolve();
        });
        observer.observe(field, { attributes: true, attributeFilter: ['aria-busy'] });
      }),
  );
  return [...new Set((await searchHrefs(page)).map((href) => decodeURI(href.split('#')[0])))];
}

/** Waits until the search panel is not searching and its results have stayed the same for half a second. */
export async function settledResults(page: Page) {
  const signature = () =>
    page.evaluate(() => {
      const busy = document.querySelector('dialog [role="combobox"][aria-busy="true"]') !== null;
      const items = [...document.querySelectorAll('dialog [role="option"]')].map((a) => a.getAttribute('href'));
      return busy ? `busy ${Math.random()}` : items.join(' ');
    });
  let last = await signature();
  await expect(async () => {
    await page.waitForTimeout(500);
    const now = await signature();
    const same = now === last;
    last = now;
    expect(same, 'search results still changing').toBe(true);
  }).toPass({ timeout: 15_000 });
}

/**
 * Stops the page's clock: from here on no timer of the page fires unless the test moves the clock
 * (`page.clock.runFor`). The clock must have been installed (`page.clock.install()`) before the page loaded, so that
 * the page's timers are the fake ones; until this call it runs freely, and the page loads as usual.
 */
export async function pauseClock(page: Page) {
  // A second ahead of the page's time, so that the time asked for is not already past when the call arrives.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

/**
 * Runs `open` (a click or key press that zooms an image) and waits until medium-zoom has finished opening:
 * it ignores close requests until its opening transition has ended, which on a loaded machine can take well
 * over its nominal 0.3 s. medium-zoom announces the end with a `medium-zoom:opened` event on the image.
 */
export async function zoomAndSettle(page: Page, open: () => Promise<void>) {
  await page.evaluate(() => {
    const opened = new Promise<void>((resolve) =>
      document.addEventListener('medium-zoom:opened', () => resolve(), { capture: true, once: true }),
    );
    (window as unknown as { __zoomOpened: Promise<void> }).__zoomOpened = opened;
  });
  await open();
  await page.evaluate(() => (window as unknown as { __zoomOpened: Promise<void> }).__zoomOpened);
}

/**
 * One page of each type a reader meets: home, the overview, a guide page, a page of flows, the node landing page, a
 * node page, the changelog, a socket-type page, the playground, the contributor guide, Chinese and v1. Tests that
 * sweep page types for one property (the CSP, reflow, Firefox) take these, plus the 404 page where it applies.
 */
export const PAGE_TYPES = [
  '/',
  '/guide/',
  '/guide/quick-start',
  '/guide/flows',
  '/guide/nodesref/',
  '/guide/nodesref/FalKling21VideoNode',
  '/guide/nodesref/changelog',
  '/guide/sockets/image',
  '/guide/playground',
  '/README',
  '/zh/guide/quick-start',
  '/v1/guide/',
];
