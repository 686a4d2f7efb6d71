import { type Browser, expect, test } from '@playwright/test';
import { gotoReady } from './helpers';

/**
 * Nothing moves while a page arrives and hydrates (issue 7: no layout shift). Lighthouse measures a phone; these
 * cover the wide screen, where the outline is a column and the search button shows its key hint.
 */

const widthOf = (selector: string) =>
  (document.querySelector(selector)?.getBoundingClientRect().width ?? -1).toFixed(1);

/** The page's column in a browser that has received the HTML only up to `cut` (scripts never run). */
async function columnWidthBefore(browser: Browser, path: string, cut: string, viewportWidth: number) {
  const context = await browser.newContext({
    viewport: { width: viewportWidth, height: 900 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const at = html.indexOf(cut);
      expect(at, `${path} has ${cut}`).toBeGreaterThan(0);
      await route.fulfill({ response, body: html.slice(0, at) });
    },
  );
  await page.goto(path);
  const width = await page.evaluate(widthOf, '.rp-doc-layout__doc');
  await context.close();
  return width;
}

for (const viewportWidth of [1280, 1600]) {
  for (const [path, cut] of [
    ['/guide/concepts', '<aside class="rp-doc-layout__outline'],
    ['/guide/nodesref/', '<aside class="rp-doc-layout__outline-placeholder'],
  ]) {
    test(`${path} at ${viewportWidth} px: the page is as wide before its outline column has arrived as after`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width: viewportWidth, height: 900 });
      await gotoReady(page, path);
      const final = await page.evaluate(widthOf, '.rp-doc-layout__doc');
      expect(Number(final)).toBeGreaterThan(300);
      expect(await columnWidthBefore(browser, path, cut, viewportWidth)).toBe(final);
    });
  }
}

test('the search button keeps its width when its key hint appears', async ({ browser, page }) => {
  const serverRendered = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });
  const before = await serverRendered.newPage();
  await before.goto('/guide/concepts');
  const widthBefore = await before.evaluate(widthOf, '.rp-search-button');
  await serverRendered.close();

  await gotoReady(page, '/guide/concepts');
  await expect(page.locator('.rp-search-button__hotkey')).toHaveText(/(Ctrl|⌘)\s*K/);
  expect(await page.evaluate(widthOf, '.rp-search-button')).toBe(widthBefore);
});
