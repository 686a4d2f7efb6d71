import { expect, test } from '@playwright/test';
import { type Finding, watch } from '../support/watchPage';
import { gotoReady, PAGE_TYPES } from './helpers';

/**
 * The site works under a strict Content Security Policy: scripts from the site itself plus the hashes of
 * its few inline scripts, no 'unsafe-inline'. The build writes the policy into `_headers` and into every page; the
 * test server applies `_headers` the way Netlify or Cloudflare Pages do, so every end-to-end test runs under it. The
 * policy as served and written into every page is checked without a browser (tests/built/csp.test.ts).
 */

test('the inline scripts run under the policy: theme, embed flags and outline state apply before paint', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ colorScheme: 'dark' });
  await context.addInitScript(() => {
    localStorage.setItem('rspress-visited', '1');
    localStorage.setItem('patchbay-outline-collapsed', 'true');
  });
  const page = await context.newPage();
  const findings: Finding[] = [];
  watch(page, new URL(baseURL ?? '').origin, findings, () => page.url());
  // Only the HTML: with every script file blocked, what is set on <html> came from the inline scripts.
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(`${baseURL}/guide/quick-start?navbar=0`);
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).toHaveAttribute('data-embed-navbar', '');
  await expect(html).toHaveAttribute('data-outline-collapsed', '');
  expect(findings.filter((f) => /Content Security Policy/i.test(f.problem))).toEqual([]);
  await context.close();
});

test('a script injected into a page is refused and reported', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.route('**/guide/quick-start', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('</head>', '<script>window.__injected = 1</script></head>');
    await route.fulfill({ response, body });
  });
  await gotoReady(page, '/guide/quick-start');
  expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
  expect(violations.length).toBeGreaterThan(0);
  // The page itself still works: it hydrated (gotoReady) and shows its content.
  await expect(page.locator('h1')).toContainText('Quick Start');
});

/**
 * A policy violation that the page's code catches (zod's `new Function("")` probe in the playground) logs
 * nothing in Chromium, but the browser still fires `securitypolicyviolation`. Every page type, with its interactive
 * parts used, fires none.
 */
test('no page type breaks the policy, with the playground and a flow view in use', async ({ page }) => {
  test.slow();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  const pages = [...PAGE_TYPES, '/guide/nodesref/FalFluxDevNode', '/zh/guide/flows', '/guide/no-such-page'];
  for (const path of pages) {
    await gotoReady(page, path);
    expect(await violations(), path).toEqual([]);
  }

  await gotoReady(page, '/guide/quick-start');
  await page
    .getByRole('button', { name: /^Explore / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await violations(), 'flow view').toEqual([]);

  await gotoReady(page, '/guide/playground');
  await page.getByLabel('Find a node').fill('flux dev');
  await page.getByRole('button', { name: 'Add FLUX.1 [dev]' }).click();
  await expect(page.getByRole('group', { name: 'FLUX.1 [dev] (fal-flux-dev)' })).toBeVisible();
  expect(await violations(), 'playground').toEqual([]);
});
