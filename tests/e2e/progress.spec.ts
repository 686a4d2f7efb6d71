import { expect, test } from '@playwright/test';
import { gotoReady } from './helpers';

test('a slow navigation shows the progress bar with the spec constants', async ({ page }) => {
  await gotoReady(page, '/guide/');
  // Hold back the next page's code so the navigation takes a while.
  await page.route('**/static/js/async/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.locator('aside.rp-doc-layout__sidebar').getByRole('link', { name: 'Troubleshooting' }).click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeAttached();
  const style = (await bar.getAttribute('style')) ?? '';
  // Starts at the minimum of 0.08 (translated -92%) and animates at 200 ms.
  expect(style).toContain('translate3d(-92%');
  expect(style).toMatch(/transition: (all )?200ms/);
  await expect(page).toHaveURL(/\/guide\/troubleshooting$/);
  await expect(bar).toHaveCount(0, { timeout: 10_000 });
});
