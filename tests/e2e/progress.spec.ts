import { expect, test } from '@playwright/test';
import { gotoReady, pauseClock, sidebarLandmark } from './helpers';

test('a slow navigation shows the progress bar with the spec constants', async ({ page }) => {
  await gotoReady(page, '/guide/');
  // Hold back the next page's code so the navigation takes a while.
  await page.route('**/static/js/async/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // The bar's style when it first appears: read later, a loaded machine may already have seen it trickle on.
  await page.evaluate(() => {
    const seen = new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      if (!bar) return;
      (window as unknown as { firstBarStyle: string }).firstBarStyle = bar.getAttribute('style') ?? '';
      seen.disconnect();
    });
    seen.observe(document.body, { subtree: true, childList: true });
  });
  await sidebarLandmark(page).getByRole('link', { name: 'Troubleshooting' }).click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeAttached();
  const style = await page.evaluate(() => (window as unknown as { firstBarStyle?: string }).firstBarStyle ?? '');
  // Starts at the minimum of 0.08 (translated -92%) and animates at 200 ms.
  expect(style).toContain('translate3d(-92%');
  expect(style).toMatch(/transition: (all )?200ms/);
  await expect(page).toHaveURL(/\/guide\/troubleshooting$/);
  await expect(bar).toHaveCount(0, { timeout: 10_000 });
});

test('the bar shows 200 ms into a slow navigation, trickles 0.02 × random every 800 ms, is gone 400 ms after', async ({
  page,
}) => {
  await page.clock.install();
  await gotoReady(page, '/guide/');
  // The search index loads once the page is idle: let it in before the next page's code is held back.
  await page.waitForLoadState('networkidle');
  await pauseClock(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/async/**', async (route) => {
    await released;
    await route.continue();
  });
  // Each trickle is then exactly half of its largest step.
  await page.evaluate(() => {
    Math.random = () => 0.5;
  });
  const bar = page.locator('#nprogress .bar');
  const position = () =>
    bar.evaluate((element) => Number((element as HTMLElement).style.transform.match(/translate3d\((-?[\d.]+)%/)?.[1]));
  await sidebarLandmark(page).getByRole('link', { name: 'Troubleshooting' }).click();

  await page.clock.runFor(199);
  await expect(bar).toHaveCount(0);
  await page.clock.runFor(1);
  // At its minimum of 0.08, moving at its speed of 200 ms.
  await expect(bar).toHaveCount(1);
  expect(await position()).toBe(-92);
  expect(await bar.evaluate((element) => (element as HTMLElement).style.transitionDuration)).toBe('200ms');

  await page.clock.runFor(799);
  expect(await position()).toBe(-92);
  await page.clock.runFor(1);
  // 0.08 + 0.5 × 0.02
  expect(await position()).toBeCloseTo(-91, 9);
  await page.clock.runFor(800);
  expect(await position()).toBeCloseTo(-90, 9);

  release();
  await expect(page).toHaveURL(/\/guide\/troubleshooting$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Troubleshooting');
  // Done: the bar runs to the end in 200 ms, then fades out in 200 ms and is gone.
  expect(await position()).toBe(0);
  await page.clock.runFor(399);
  await expect(bar).toHaveCount(1);
  await page.clock.runFor(1);
  await expect(bar).toHaveCount(0);
});
