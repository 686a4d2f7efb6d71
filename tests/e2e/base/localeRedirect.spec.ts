import { expect, test } from '@playwright/test';
import { BASE_PATH } from '../../../scripts/lib/ports';
import { expectH1 } from '../helpers';

/**
 * The first-visit language redirect in mode `auto`, which this build turns on (PATCHBAY_LOCALE_REDIRECT=auto
 * in scripts/build-variant.ts; the site's own build uses `never`, tests/e2e/localeRedirect.spec.ts). Paths are
 * relative to the base URL /patchbay-docs/.
 */

const VISITED = 'rspress-visited';
const base = BASE_PATH.replace(/\/$/, '');

test.describe('a first visit from a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('goes to the same page in Chinese under the base path and remembers the visit', async ({ page }) => {
    await page.goto('guide/quick-start');
    await expect(page).toHaveURL(new RegExp(`${base}/zh/guide/quick-start$`));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectH1(page, '快速开始');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(await page.evaluate((key) => localStorage.getItem(key), VISITED)).toBe('1');
  });

  test('keeps the version of a legacy page', async ({ page }) => {
    await page.goto('v1/guide/');
    await expect(page).toHaveURL(new RegExp(`${base}/v1/zh/guide/$`));
  });

  test('is not redirected again once the visit is remembered', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '1'), VISITED);
    await page.goto('guide/');
    await expect(page.locator('h1')).toContainText('Welcome to');
    expect(new URL(page.url()).pathname).toBe(`${base}/guide/`);
  });
});

test.describe('a crawler', () => {
  test.use({ locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('is never redirected', async ({ page }) => {
    await page.goto('guide/');
    await expect(page.locator('h1')).toContainText('Welcome to');
    expect(new URL(page.url()).pathname).toBe(`${base}/guide/`);
    expect(await page.evaluate((key) => localStorage.getItem(key), VISITED)).toBeNull();
  });
});

test('a first visit from an English browser to a shared Chinese link stays in Chinese', async ({ page }) => {
  await page.goto('zh/guide/quick-start');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.locator('h1')).toContainText('快速开始');
  expect(new URL(page.url()).pathname).toBe(`${base}/zh/guide/quick-start`);
  expect(await page.evaluate((key) => localStorage.getItem(key), VISITED)).toBe('1');
});

test('an English browser stays on the English page', async ({ page }) => {
  await page.goto('guide/quick-start');
  await expect(page.locator('h1')).toContainText('Quick Start');
  expect(new URL(page.url()).pathname).toBe(`${base}/guide/quick-start`);
});
