import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { type Finding, watch } from '../support/watchPage';
import { gotoReady } from './helpers';

/**
 * Issue 6: axe-core finds no violation of WCAG 2.1 A and AA, in the light and the dark theme, on a sample of every
 * edition and page type, and these pages load without console errors or failed or third-party requests.
 */

const AXE_SAMPLES = [
  '/',
  '/404',
  '/guide/',
  '/guide/quick-start',
  '/guide/nodesref/',
  '/guide/nodesref/FalFluxDevNode',
  '/zh/',
  '/zh/guide/sockets',
  '/v1/',
  '/v1/guide/flows',
  '/v1/zh/guide/nodesref/TextNode',
  '/README',
  '/manifesto',
  '/zh/guide/interface',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds no WCAG 2.1 A or AA violation on the sample pages (${colorScheme})`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000 + AXE_SAMPLES.length * 15_000);
    const origin = new URL(baseURL ?? '').origin;
    const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const page = await context.newPage();
    const findings: Finding[] = [];
    let current = '';
    watch(page, origin, findings, () => current);
    for (const path of AXE_SAMPLES) {
      current = path;
      await gotoReady(page, path);
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const v of violations) {
        findings.push({
          page: path,
          problem: `axe ${v.id} (${v.impact}): ${v.nodes
            .slice(0, 3)
            .map((n) => n.target.join(' '))
            .join('; ')}`,
        });
      }
    }
    await context.close();
    expect(findings, `${findings.length} problems`).toEqual([]);
  });
}
