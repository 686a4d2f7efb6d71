import { expect, test } from '@playwright/test';
import { gotoReady } from './helpers';

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
  await page.locator('aside.rp-doc-layout__sidebar').getByRole('link', { name: 'Troubleshooting' }).click();
  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeAttached();
  const style = await page.evaluate(() => (window as unknown as { firstBarStyle?: string }).firstBarStyle ?? '');
  // Starts at the minimum of 0.08 (translated -92%) and animates at 200 ms.
  expect(style).toContain('translate3d(-92%');
  expect(style).toMatch(/transition: (all )?200ms/);
  await expect(page).toHaveURL(/\/guide\/troubleshooting$/);
  await expect(bar).toHaveCount(0, { timeout: 10_000 });
});

test('while the next page loads, the bar trickles forward by at most 0.02 every 800 ms', async ({ page }) => {
  await gotoReady(page, '/guide/');
  // The search index loads once the page is idle; let it finish so its parsing does not delay the bar's timer.
  await page.waitForLoadState('networkidle');
  await page.route('**/static/js/async/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue();
  });
  // Record every position of the bar with the time it was set.
  await page.evaluate(() => {
    const log: [number, number][] = [];
    (window as unknown as { barLog: typeof log }).barLog = log;
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('#nprogress .bar');
      const match = bar?.style.transform.match(/translate3d\((-?[\d.]+)%/);
      if (match && Number(match[1]) !== log.at(-1)?.[1]) log.push([performance.now(), Number(match[1])]);
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['style'] });
  });
  await page.locator('aside.rp-doc-layout__sidebar').getByRole('link', { name: 'Troubleshooting' }).click();
  await expect(page).toHaveURL(/\/guide\/troubleshooting$/, { timeout: 10_000 });
  const log = await page.evaluate(() => (window as unknown as { barLog: [number, number][] }).barLog);
  const [start, ...later] = log;
  expect(start[1]).toBe(-92);
  // The trickles before the bar completes: each a step of at most 2 % about 800 ms after the last.
  const trickles = later.filter(([, position]) => position > -100 + 8 && position < 0);
  expect(trickles.length).toBeGreaterThanOrEqual(2);
  let previous = start;
  for (const step of trickles) {
    expect(step[1] - previous[1]).toBeGreaterThan(0);
    expect(step[1] - previous[1]).toBeLessThanOrEqual(2);
    expect(step[0] - previous[0]).toBeGreaterThan(700);
    // Generous above: a loaded two-core CI machine has delayed a timer by half a second.
    expect(step[0] - previous[0]).toBeLessThan(1_500);
    previous = step;
  }
});
