import { expect, test } from '@playwright/test';
import { sitePages } from '../../support/sitePages';
import { type Finding, watch } from '../../support/watchPage';
import { gotoReady } from '../helpers';

/**
 * Issue 6: every page of the built site (all languages and versions) loads and hydrates in Chromium without console
 * errors, failed requests or requests to another origin. About 5 minutes on two workers, so it runs on its own:
 * `npm run sweep` (Playwright project "sweep").
 */

const PAGES = sitePages();
const CHUNKS = 6;

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const pages = PAGES.filter((_, i) => i % CHUNKS === chunk);
  test(`every page ${chunk + 1}/${CHUNKS} (${pages.length} pages): no console error, failed or third-party request`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000 + pages.length * 5_000);
    const origin = new URL(baseURL ?? '').origin;
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // A remembered visit: the first-visit language redirect would otherwise move some pages.
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const page = await context.newPage();
    // The search index (750 kB, fetched when a page is idle) is checked by the search tests; here it would only
    // make every page slower, so it is answered empty.
    await page.route(/\/static\/search_index\./, (route) => route.fulfill({ json: [] }));
    const findings: Finding[] = [];
    let current = '';
    watch(page, origin, findings, () => current);
    for (const path of pages) {
      current = path;
      await gotoReady(page, path);
    }
    await context.close();
    expect(findings, `${findings.length} problems`).toEqual([]);
  });
}
