import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { gotoReady } from './helpers';

/**
 * Nothing moves while a page arrives and hydrates (no layout shift). Lighthouse measures a phone; these
 * cover the wide screen, where the outline is a column and the search button shows its key hint.
 */

const widthOf = (selector: string) =>
  (document.querySelector(selector)?.getBoundingClientRect().width ?? -1).toFixed(1);

/** Where the reader sees the element: its left edge, or null while it is not shown. */
const shownLeftOf = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element || getComputedStyle(element).visibility === 'hidden') return null;
  return element.getBoundingClientRect().left.toFixed(1);
};

/**
 * Serves `path` from the site (at `origin`) as a host on a slow line would: the HTML up to `cut`, then nothing more
 * until `finish()`. The browser parses and lays out what has arrived; every other file comes straight from the site.
 * (Cutting the HTML short in a route would not do: the browser then treats the document as complete.)
 */
async function holdHtmlAt(origin: string, path: string, cut: string) {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const server = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', origin));
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'text/plain' });
    if (new URL(req.url ?? '/', origin).pathname !== path) {
      res.end(body);
      return;
    }
    const html = body.toString('utf8');
    const at = html.indexOf(cut);
    expect(at, `${path} has ${cut}`).toBeGreaterThan(0);
    res.write(html.slice(0, at));
    await finished;
    res.end(html.slice(at));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    release: finish,
    async close() {
      finish();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

interface Hold {
  path: string;
  /** The HTML is sent up to this text, then held. */
  cut: string;
  /** `during` runs once this is parsed (and the stylesheets are in). */
  selector: string;
  viewportWidth: number;
}

/** Runs `during` while the browser has the HTML of `hold.path` only up to `hold.cut` (scripts never run). */
async function whileHeld<T>(
  browser: Browser,
  origin: string,
  hold: Hold,
  during: (page: Page, release: () => void) => Promise<T>,
): Promise<T> {
  const held = await holdHtmlAt(origin, hold.path, hold.cut);
  const context = await browser.newContext({
    viewport: { width: hold.viewportWidth, height: 900 },
    javaScriptEnabled: false,
  });
  try {
    const page = await context.newPage();
    await page.goto(held.url, { waitUntil: 'commit' });
    await expect
      .poll(() =>
        page.evaluate(
          (parsed) =>
            document.readyState === 'loading' &&
            document.querySelector(parsed) !== null &&
            Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
              (link) => link.sheet,
            ),
          hold.selector,
        ),
      )
      .toBe(true);
    return await during(page, held.release);
  } finally {
    await context.close();
    await held.close();
  }
}

/** The names of the paint timing entries so far ('first-paint', 'first-contentful-paint'). */

/** `measure(hold.selector)` in the page while its HTML is held. */
const measureWhileHeld = (browser: Browser, origin: string, hold: Hold, measure: (selector: string) => string | null) =>
  whileHeld(browser, origin, hold, (page) => page.evaluate(measure, hold.selector));

for (const viewportWidth of [1280, 1600]) {
  for (const [path, cut] of [
    ['/guide/concepts', '<aside class="rp-doc-layout__outline'],
    ['/guide/nodesref/', '<aside class="rp-doc-layout__outline-placeholder'],
  ]) {
    test(`${path} at ${viewportWidth} px: the page is as wide before its outline column has arrived as after`, async ({
      page,
      browser,
      baseURL,
    }) => {
      await page.setViewportSize({ width: viewportWidth, height: 900 });
      await gotoReady(page, path);
      const final = await page.evaluate(widthOf, '.rp-doc-layout__doc');
      expect(Number(final)).toBeGreaterThan(300);
      const held = { path, cut, selector: '.rp-doc-layout__doc', viewportWidth };
      expect(await measureWhileHeld(browser, baseURL ?? '', held, widthOf)).toBe(final);
    });
  }
}

test('the search button keeps its width when its key hint appears', async ({ browser, page }) => {
  const serverRendered = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const before = await serverRendered.newPage();
  await before.goto('/guide/concepts');
  const widthBefore = await before.evaluate(widthOf, '[data-search-button="wide"]');
  await serverRendered.close();

  await gotoReady(page, '/guide/concepts');
  await expect(page.locator('[data-search-hotkey]')).toHaveText(/(Ctrl|⌘)\s*K/);
  expect(await page.evaluate(widthOf, '[data-search-button="wide"]')).toBe(widthBefore);
});

test('on a phone, the search button appears where it stays while the nav is still arriving', async ({
  browser,
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoReady(page, '/guide/concepts');
  const final = await page.evaluate(shownLeftOf, '[data-search-button="phone"]');
  expect(Number(final)).toBeGreaterThan(200);
  // The HTML stops just before the phone's menu button, the last thing of the nav's right side a phone shows.
  const held = {
    path: '/guide/concepts',
    cut: '<button aria-label="mobile hamburger" class="rp-nav-hamburger',
    selector: '[data-search-button="phone"]',
    viewportWidth: 375,
  };
  expect([null, final]).toContain(await measureWhileHeld(browser, baseURL ?? '', held, shownLeftOf));
});
