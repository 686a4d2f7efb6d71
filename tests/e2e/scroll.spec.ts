import { expect, type Page, test } from '@playwright/test';
import { expectH1, gotoReady, mainContent } from './helpers';

/**
 * Where the page is scrolled (theme/loading/keepScroll.ts): hydration leaves the page where the browser and the
 * reader put it; moving to another page starts at its top, or at its `#hash` target.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/** Distance from the top of the viewport to the element with this id. */
const topOf = (page: Page, id: string) =>
  page.evaluate((target) => Math.round(document.getElementById(target)?.getBoundingClientRect().top ?? Number.NaN), id);

test('a reader who scrolls before the scripts have run stays where they are, and the links work', async ({ page }) => {
  // Hold every script until the reader has scrolled: a slow phone, or a reader quicker than the network.
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/static\/js\/.+\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/guide/concepts', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 1500));
  expect(await scrollY(page)).toBe(1500);

  release();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(await scrollY(page)).toBe(1500);

  const next = page.getByRole('link', { name: /Next Page/ });
  await next.click();
  await expect(page).toHaveURL(/\/guide\/canvas$/);
  await expectH1(page, 'Canvas and Navigation');
  // A new page starts at its top.
  await expect.poll(() => scrollY(page)).toBe(0);
});

test('a reload keeps the reader where they were', async ({ page }) => {
  await gotoReady(page, '/guide/concepts');
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect.poll(() => scrollY(page)).toBe(1200);
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  expect(await scrollY(page)).toBe(1200);
});

test('opening an address with a #hash shows its heading under the nav, and hydration keeps it there', async ({
  page,
}) => {
  await gotoReady(page, '/guide/sockets#many-to-one');
  await page.waitForLoadState('networkidle');
  const top = await topOf(page, 'many-to-one');
  expect(top).toBeGreaterThan(40);
  expect(top).toBeLessThan(140);
  await expect(page.getByRole('heading', { name: /Many-to-One/i })).toBeInViewport();
});

test('a link to a #hash on another page lands on that heading', async ({ page }) => {
  await gotoReady(page, '/guide/troubleshooting');
  const link = mainContent(page).locator('a[href="/guide/sockets#socket-types"]').first();
  await link.click();
  await expect(page).toHaveURL(/\/guide\/sockets#socket-types$/);
  await expect(page.getByRole('heading', { name: /Socket Types/i })).toBeInViewport();
  await expect.poll(() => topOf(page, 'socket-types')).toBeLessThan(140);
});

test('a #hash on a doc page opened from the home page lands on that heading', async ({ page }) => {
  // The home page has no page content, so the doc page's content mounts after hydration, and must still scroll.
  // The router follows the address the way it follows the back button (a new history entry: no restoring).
  await gotoReady(page, '/');
  await page.evaluate(() => {
    history.pushState(null, '', '/guide/sockets#automatic-updates');
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
  await expectH1(page, /Sockets and Connections/);
  await expect(page.getByRole('heading', { name: /Automatic updates/i })).toBeInViewport();
  await expect.poll(() => topOf(page, 'automatic-updates')).toBeLessThan(140);
});
