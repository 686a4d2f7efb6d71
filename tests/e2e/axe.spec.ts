import { expect, test } from '@playwright/test';
import { runAxe } from '../support/axe';
import { type Finding, watch } from '../support/watchPage';
import { gotoReady } from './helpers';

/**
 * Issue 6: axe-core finds no violation of WCAG 2.1 A and AA, in the light and the dark theme, on a sample of every
 * edition and page type, and these pages load without console errors or failed or third-party requests.
 */

// Every page is checked in both themes by the sweep (dark by switching in place); these load in a real dark
// context too, one page of each kind and edition.
const AXE_SAMPLES = ['/', '/404', '/zh/guide/interface'];

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.1 A or AA violation on the sample pages (${colorScheme})`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000 + AXE_SAMPLES.length * 15_000);
    const origin = new URL(baseURL ?? '').origin;
    const context = await browser.newContext({ colorScheme, viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const page = await context.newPage();
    const findings: Finding[] = [];
    let current = '';
    watch(page, origin, findings, () => current);
    for (const path of AXE_SAMPLES) {
      current = path;
      await gotoReady(page, path);
      for (const v of await runAxe(page)) {
        findings.push({ page: path, problem: `axe ${v.id} (${v.impact}): ${v.targets.join('; ')}` });
      }
    }
    await context.close();
    expect(findings, `${findings.length} problems`).toEqual([]);
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no violation on a phone with the menu open (${colorScheme})`, async ({ browser }) => {
    const context = await browser.newContext({ colorScheme, viewport: { width: 375, height: 800 } });
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const page = await context.newPage();
    await gotoReady(page, '/guide/quick-start');
    await page.locator('.rp-nav-hamburger__sm').click();
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
    const violations = await runAxe(page);
    await context.close();
    expect(violations).toEqual([]);
  });
}
