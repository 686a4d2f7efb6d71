import { expect, test } from '@playwright/test';

const VISITED = 'rspress-visited';

test.describe('a first visit from a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('goes to the same page in Chinese and remembers the visit', async ({ page }) => {
    await page.goto('/guide/');
    await expect(page).toHaveURL(/\/zh\/guide\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    expect(await page.evaluate((key) => localStorage.getItem(key), VISITED)).toBe('1');
  });

  test('is not redirected again once the visit is remembered', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, '1'), VISITED);
    await page.goto('/guide/');
    await expect(page.locator('h1')).toContainText('Welcome to');
    await expect(page).toHaveURL(/\/guide\/$/);
    expect(new URL(page.url()).pathname).toBe('/guide/');
  });
});

test.describe('a crawler', () => {
  test.use({ locale: 'zh-CN', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('is never redirected', async ({ page }) => {
    await page.goto('/guide/');
    await expect(page.locator('h1')).toContainText('Welcome to');
    expect(new URL(page.url()).pathname).toBe('/guide/');
    expect(await page.evaluate((key) => localStorage.getItem(key), VISITED)).toBeNull();
  });
});

test('a first visit from an English browser to a shared Chinese link stays in Chinese', async ({ page }) => {
  await page.goto('/zh/guide/quick-start');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
  await expect(page.locator('h1')).toContainText('快速开始');
  expect(new URL(page.url()).pathname).toBe('/zh/guide/quick-start');
  expect(await page.evaluate((key) => localStorage.getItem(key), VISITED)).toBe('1');
});

test('an English browser stays on the English page', async ({ page }) => {
  await page.goto('/guide/quick-start');
  await expect(page.locator('h1')).toContainText('Quick Start');
  expect(new URL(page.url()).pathname).toBe('/guide/quick-start');
});
