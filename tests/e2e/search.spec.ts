import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { RSPRESS_INDEX_ASSET } from '../../plugins/searchIndex';
import { launchOptions } from '../support/launch';
import {
  chooseFromNavMenu,
  gotoReady,
  openSearchWithKeyboard,
  SEARCH_READY,
  searchHits,
  searchHrefs,
  settledResults,
} from './helpers';

// These tests build the search index: V8's optimising compilers pay back here.
test.use({ launchOptions: launchOptions({ optimised: true }) });

// One page for the three: the index is built once.
test('Ctrl/Cmd+K opens search, a query finds the quick start, a query without hits says so, Escape closes it, and a chosen result opens its page', async ({
  page,
}) => {
  test.slow();
  await gotoReady(page, '/guide/');
  await expect(page.getByPlaceholder('Search docs')).toHaveCount(0);
  const input = await openSearchWithKeyboard(page);
  await expect(input).toBeFocused();
  await input.fill('quick start');
  const firstHit = searchHits(page).first();
  await expect(firstHit).toBeVisible(SEARCH_READY);
  await expect(firstHit).toHaveAttribute('href', /^\/guide\/quick-start/);
  await input.fill('zzqxjv');
  await expect(page.getByText('No results for "zzqxjv"')).toBeVisible();
  await expect(page.getByText('Please try again with a different keyword')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(input).toHaveCount(0);
  await page.getByRole('button', { name: /Search docs/ }).click();
  await page.getByPlaceholder('Search docs').fill('quick start');
  const hit = searchHits(page).filter({ hasText: 'Quick Start' }).first();
  await expect(hit).toBeVisible(SEARCH_READY);
  await hit.click();
  await expect(page).toHaveURL(/\/guide\/quick-start/);
});

test('on a narrow screen the search button is named "Search"', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoReady(page, '/guide/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByPlaceholder('Search docs')).toBeVisible();
});

test.describe('the search panel', () => {
  test('Ctrl/Cmd+K toggles it, and a click on the backdrop closes it', async ({ page }) => {
    await gotoReady(page, '/guide/');
    const input = await openSearchWithKeyboard(page);
    await page.keyboard.press(process.platform === 'darwin' ? 'Meta+k' : 'Control+k');
    await expect(input).toHaveCount(0);
    await page.getByRole('button', { name: /Search docs/ }).click();
    await expect(input).toBeVisible();
    await page.mouse.click(5, 790);
    await expect(input).toHaveCount(0);
  });

  test('shows at most 7 results, arrow keys move with wraparound and Enter opens the current one', async ({ page }) => {
    test.slow();
    await gotoReady(page, '/guide/');
    const input = await openSearchWithKeyboard(page);
    const items = searchHits(page);
    await input.fill('node');
    await expect(items).toHaveCount(7, SEARCH_READY);
    await settledResults(page);
    const current = (i: number) => expect(items.nth(i)).toHaveAttribute('aria-selected', 'true');
    await current(0);
    await expect(input).toHaveAttribute('aria-activedescendant', (await items.first().getAttribute('id')) ?? '');
    await page.keyboard.press('ArrowUp');
    await current(6);
    await page.keyboard.press('ArrowDown');
    await current(0);
    await page.keyboard.press('ArrowDown');
    await current(1);
    const href = (await items.nth(1).getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await expect(input).toHaveCount(0);
    await expect
      .poll(() => decodeURIComponent(new URL(page.url()).pathname + new URL(page.url()).hash))
      .toBe(decodeURIComponent(href));
  });

  test('on a phone, Cancel closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoReady(page, '/guide/');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.getByPlaceholder('Search docs');
    await expect(input).toBeVisible();
    await page.getByText('Cancel', { exact: true }).click();
    await expect(input).toHaveCount(0);
  });
});

test.describe('the search index', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('is fetched for the current language and version while the browser is idle, before any search', async ({
    page,
  }) => {
    const fetched = page.waitForRequest(/\/static\/js\/async\/search-index-v2-en-json\.\w+\.js$/);
    await page.goto('/guide/quick-start');
    await fetched;
  });

  test('is fetched again when the language or the version changes', async ({ page }) => {
    const en = page.waitForRequest(/search-index-v2-en-json\./);
    await gotoReady(page, '/guide/');
    await en;
    const zh = page.waitForRequest(/search-index-v2-zh-json\./);
    await chooseFromNavMenu(page, 'Language: English', '简体中文');
    await expect(page).toHaveURL(/\/zh\/guide\/?$/);
    await zh;
    const v1 = page.waitForRequest(/search-index-v1-zh-json\./);
    await chooseFromNavMenu(page, '版本: v2', 'v1');
    await expect(page).toHaveURL(/\/v1\/zh\/guide\/?$/);
    await v1;
  });

  test('that cannot be fetched logs the spec message and the panel shows no results', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/\/static\/js\/async\/search-index-/, (route) => route.abort('connectionfailed'));
    await gotoReady(page, '/guide/');
    const input = await openSearchWithKeyboard(page);
    await input.fill('flux');
    await expect(page.getByText('No results for')).toBeVisible(SEARCH_READY);
    await expect(page.getByText(/^Error:/)).toHaveCount(0);
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([
      'Failed to fetch search index, please reload the page and try again.',
    ]);
  });
});

test.describe('search per language and version', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  });

  // The Chinese queries 快速开始, API 密钥 and 删除连接 must each find their page: searchQuality.spec.ts.
  test('a search in v1 finds v1 pages only', async ({ page }) => {
    test.slow();
    await gotoReady(page, '/v1/guide/');
    const input = await openSearchWithKeyboard(page);
    await input.fill('sockets');
    await expect(searchHits(page).first()).toBeVisible(SEARCH_READY);
    const hrefs = await searchHrefs(page);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href).toMatch(/^\/v1\//);
  });
});

test("the site publishes none of Rspress's own search indexes, and its search requests none", async ({ page }) => {
  const published = readdirSync('doc_build', { recursive: true, encoding: 'utf8' }).filter((file) =>
    RSPRESS_INDEX_ASSET.test(file.split(path.sep).join('/')),
  );
  expect(published).toEqual([]);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/search_index/.test(request.url())) requested.push(request.url());
  });
  await gotoReady(page, '/guide/');
  const input = await openSearchWithKeyboard(page);
  await input.fill('quick start');
  await expect(searchHits(page).first()).toBeVisible(SEARCH_READY);
  expect(requested).toEqual([]);
});
