import { expect, test } from '@playwright/test';
import { gotoReady } from './helpers';

const modifier = process.platform === 'darwin' ? 'Meta' : 'Control';

test('Ctrl/Cmd+K opens search, a query finds the quick start, Escape closes it', async ({ page }) => {
  await gotoReady(page, '/guide/');
  const input = page.getByPlaceholder('Search docs');
  await expect(input).toHaveCount(0);
  await page.keyboard.press(`${modifier}+k`);
  await expect(input).toBeVisible();
  await expect(input).toBeFocused();
  await input.fill('text to image');
  const firstHit = page.locator('.rp-suggest-item').first();
  await expect(firstHit).toBeVisible();
  await expect(firstHit.getByRole('link')).toHaveAttribute('href', /^\/guide\/quick-start/);
  await page.keyboard.press('Escape');
  await expect(input).toHaveCount(0);
});

test('choosing a result opens its page', async ({ page }) => {
  await gotoReady(page, '/guide/');
  await page.getByRole('button', { name: /Search docs/ }).click();
  await page.getByPlaceholder('Search docs').fill('quick start');
  await page.locator('.rp-suggest-item', { hasText: 'Quick Start' }).first().click();
  await expect(page).toHaveURL(/\/guide\/quick-start/);
});

test('a query with no hits says so in the spec words', async ({ page }) => {
  await gotoReady(page, '/guide/');
  await page.keyboard.press(`${modifier}+k`);
  await page.getByPlaceholder('Search docs').fill('zzqxjv');
  await expect(page.getByText('No results for "zzqxjv"')).toBeVisible();
  await expect(page.getByText('Please try again with a different keyword')).toBeVisible();
});

test('on a narrow screen the search button is named "Search"', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoReady(page, '/guide/');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByPlaceholder('Search docs')).toBeVisible();
});
