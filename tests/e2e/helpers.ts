import { expect, type Page } from '@playwright/test';

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page's one H1 reads `text` (ignoring the "#" of its anchor link). */
export async function expectH1(page: Page, text: string | RegExp) {
  const pattern = typeof text === 'string' ? new RegExp(`^#?\\s*${escapeRegExp(text)}\\s*$`) : text;
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(pattern);
}

/** Opens a page and waits until the app is hydrated, so keyboard shortcuts and buttons respond. */
export async function gotoReady(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForLoadState('networkidle');
  return response;
}
