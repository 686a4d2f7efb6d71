import { expect, type Page, test } from '@playwright/test';
import { BASE_PATH } from '../../../scripts/lib/ports';
import { type Finding, watch } from '../../support/watchPage';
import {
  banner,
  chooseFromNavMenu,
  expectH1,
  gotoReady,
  mainContent,
  openSearchWithKeyboard,
  SEARCH_READY,
  searchHits,
} from '../helpers';

/**
 * The whole site, search included, works when built for a non-root base path, as a GitHub Pages project
 * site is served (`npm run build:variant` → doc_build_base/, served under /patchbay-docs/). Paths in these tests
 * are relative to the base URL, so `goto('guide/')` opens /patchbay-docs/guide/.
 */

const base = BASE_PATH.replace(/\/$/, '');

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

/** Records problems, plus any request for a path of this site outside the base path. */
function watchUnderBase(page: Page, baseURL: string | undefined, findings: Finding[]) {
  const origin = new URL(baseURL ?? '').origin;
  watch(page, origin, findings, () => page.url());
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && !url.pathname.startsWith(BASE_PATH)) {
      findings.push({ page: page.url(), problem: `request outside the base path: ${url.pathname}` });
    }
  });
}

test('pages of every kind load under the base path with nothing outside it', async ({ page, baseURL }) => {
  test.slow();
  const findings: Finding[] = [];
  watchUnderBase(page, baseURL, findings);
  for (const path of [
    '',
    'guide/',
    'guide/concepts',
    'guide/nodesref/',
    'guide/nodesref/FalFluxDevNode',
    'zh/guide/quick-start',
    'v1/guide/flows',
  ]) {
    await gotoReady(page, path);
    await expect(page.locator('h1').first()).toBeVisible();
  }
  // The illustrations and the logo come from the base path.
  await gotoReady(page, 'guide/concepts');
  const image = page
    .getByRole('button', { name: /^Enlarge the image: / })
    .locator('img')
    .first();
  await expect(image).toHaveAttribute('src', new RegExp(`^${base}/`));
  // Lazy: it loads once scrolled into view.
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(findings).toEqual([]);
});

test('an unknown path under the base gets the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('guide/no-such-page');
  expect(response?.status()).toBe(404);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByText('404', { exact: false }).first()).toBeVisible();
  const home = page.getByRole('link', { name: 'Take me home' });
  await expect(home).toHaveAttribute('href', new RegExp(`^${base}/?$`));
});

test('search finds a page and opens it under the base path', async ({ page }) => {
  test.slow();
  await gotoReady(page, 'guide/');
  const input = await openSearchWithKeyboard(page);
  await input.fill('quick start');
  const hit = searchHits(page).filter({ hasText: 'Quick Start' }).first();
  await expect(hit).toBeVisible(SEARCH_READY);
  await expect(hit).toHaveAttribute('href', new RegExp(`^${base}/guide/quick-start`));
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${base}/guide/quick-start`));
  await expectH1(page, 'Quick Start');
});

test('the language and version menus keep the base path', async ({ page }) => {
  await gotoReady(page, 'guide/quick-start');
  await chooseFromNavMenu(page, 'Language: English', '简体中文');
  await expect(page).toHaveURL(new RegExp(`${base}/zh/guide/quick-start$`));
  await expectH1(page, '快速开始');
  await chooseFromNavMenu(page, '版本: v2', 'v1');
  await expect(page).toHaveURL(new RegExp(`${base}/v1/zh/guide/quick-start$`));
});

test('a v1 page links to the current page under the base path', async ({ page }) => {
  await gotoReady(page, 'v1/guide/flows');
  await page.getByRole('link', { name: 'Read this page for the current version' }).click();
  await expect(page).toHaveURL(new RegExp(`${base}/guide/flows$`));
});

test('an embedded page keeps its parameters on links under the base path', async ({ page }) => {
  await gotoReady(page, 'guide/quick-start?navbar=0&sidebar=0');
  await expect(banner(page)).toBeHidden();
  await mainContent(page).locator('a[href*="/guide/api-keys"]').first().click();
  await expect(page).toHaveURL(new RegExp(`${base}/guide/api-keys\\?navbar=0&sidebar=0`));
  await expect(banner(page)).toBeHidden();
});
