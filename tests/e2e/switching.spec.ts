import { expect, type Page, test } from '@playwright/test';
import { escapeRegExp, expectH1, gotoReady } from './helpers';

/** Switching language or version keeps the page, or lands on the nearest page and says why. */

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
  // A remembered visit: no first-visit redirect to the browser's language.
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

/** The navbar's menu showing `current` ("Language: English", "Version: v2"): its button, and the list it opens. */
const menu = (page: Page, current: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`: ${escapeRegExp(current)}$`) });

async function menuLinks(page: Page, current: string) {
  const button = menu(page, current);
  await button.hover();
  const links = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`).getByRole('link');
  await expect(links.first()).toBeVisible();
  return Object.fromEntries(
    await links.evaluateAll((as) => as.map((a) => [a.textContent?.trim() ?? '', a.getAttribute('href') ?? ''])),
  ) as Record<string, string>;
}

test('from a page every edition has, both menus point at the same page, in the served HTML too', async ({
  page,
  request,
}) => {
  await gotoReady(page, '/guide/quick-start');
  expect(await menuLinks(page, 'English')).toMatchObject({ 简体中文: '/zh/guide/quick-start' });
  expect(await menuLinks(page, 'v2')).toMatchObject({ v1: '/v1/guide/quick-start', v2: '/guide/quick-start' });

  const html = await (await request.get('/guide/quick-start')).text();
  expect(html).toContain('href="/zh/guide/quick-start"');
  expect(html).toContain('href="/v1/guide/quick-start"');
  expect(html).not.toContain('href="/quick-start"');
});

test('switching language keeps the page', async ({ page }) => {
  await gotoReady(page, '/guide/nodesref/FalKlingVideoNode');
  await menu(page, 'English').hover();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL('/zh/guide/nodesref/FalKlingVideoNode');
  await expectH1(page, 'Kling 1.6');
  await expect(page.getByRole('heading', { name: '功能' })).toBeVisible();
});

test('switching to a version without the page lands on the nearest page and says why', async ({ page }) => {
  await gotoReady(page, '/guide/nodesref/Sora2Node');
  const { v1 } = await menuLinks(page, 'v2');
  expect(decodeURIComponent(v1)).toBe('/v1/guide/nodesref/?from=/v1/guide/nodesref/Sora2Node');
  await page.getByRole('link', { name: 'v1', exact: true }).click();
  await expect(page).toHaveURL(/\/v1\/guide\/nodesref\/\?from=/);
  await expectH1(page, 'Nodes Reference');
  await expect(
    page.getByRole('status').filter({ hasText: '“Sora 2” has no page in these docs (v1 · English)' }),
  ).toBeVisible();
});

test('the Chinese v1 docs say the same in Chinese', async ({ page }) => {
  await gotoReady(page, '/zh/guide/styles');
  await menu(page, 'v2').hover();
  await page.getByRole('link', { name: 'v1', exact: true }).click();
  await expect(page).toHaveURL(/\/v1\/zh\/guide\/\?from=/);
  await expect(
    page.getByRole('status').filter({ hasText: '这份文档（v1 · 简体中文）中没有“风格训练”这一页' }),
  ).toBeVisible();
});

test('every v1 page says it documents the previous release and links to the current page', async ({ page }) => {
  for (const [path, current, text, link] of [
    [
      '/v1/guide/sockets',
      '/guide/sockets',
      'You are reading the docs of Patchbay 1.x',
      'Read this page for the current version',
    ],
    [
      '/v1/zh/guide/nodesref/FalFluxDevNode',
      '/zh/guide/nodesref/FalFluxDevNode',
      '你正在阅读 Patchbay 1.x',
      '查看本页的最新版本',
    ],
  ]) {
    await gotoReady(page, path);
    await expect(page.getByText(text)).toBeVisible();
    await page.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(current);
  }
  await gotoReady(page, '/guide/sockets');
  await expect(page.getByText('You are reading the docs of Patchbay 1.x')).toHaveCount(0);
});
