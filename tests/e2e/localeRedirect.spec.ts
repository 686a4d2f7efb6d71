import { expect, test } from '@playwright/test';
import { banner } from './helpers';

/**
 * The site's first-visit language redirect is in mode `never` (config/site.ts LOCALE_REDIRECT): every link opens as
 * written (tests/built/localeRedirect.test.ts finds no script that moves its reader in the pages). Mode `auto` is
 * tested on the base-path build, which turns it on (tests/e2e/base/localeRedirect.spec.ts).
 */

test.describe('a first visit from a Chinese browser', () => {
  test.use({ locale: 'zh-CN' });

  test('stays on the English page it opened, where the navbar offers Chinese', async ({ page }) => {
    await page.goto('/guide/quick-start');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.locator('h1')).toContainText('Quick Start');
    expect(new URL(page.url()).pathname).toBe('/guide/quick-start');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(banner(page).getByText('简体中文', { exact: true }).first()).toBeAttached();
  });
});
