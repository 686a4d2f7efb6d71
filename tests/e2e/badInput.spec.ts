import { expect, type Page, test } from '@playwright/test';
import { type Finding, watch } from '../support/watchPage';
import { gotoReady, openSearchWithKeyboard, SEARCH_READY } from './helpers';

/**
 * Issue 6: bad input gets a clear answer and breaks nothing. Hostile search queries raise no exception and inject
 * nothing; garbage in local storage falls back to the defaults. (Garbage for the outline: reading.spec.ts; bad
 * frontmatter and node data failing the build: unit tests.)
 */

test.use({ viewport: { width: 1440, height: 900 } });

function watched(page: Page, baseURL: string | undefined) {
  const findings: Finding[] = [];
  watch(page, new URL(baseURL ?? '').origin, findings, () => page.url());
  page.on('dialog', (dialog) => {
    findings.push({ page: page.url(), problem: `dialog opened: ${dialog.message()}` });
    void dialog.dismiss();
  });
  return findings;
}

const HOSTILE_QUERIES = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: regular-expression characters, on purpose.
  '.*+?^${}()|[]\\ /(a+)+$/',
  'x'.repeat(10_000),
  '🎨🔊 🧠 image 🖼️',
  'مرحبا بالعالم שלום',
  '生成 image 图片 video 视频',
  '%00%0d%0a\u0000\u200b',
];

test('hostile search queries render as text, inject nothing and throw nothing', async ({ page, baseURL }) => {
  test.slow();
  const findings = watched(page, baseURL);
  await gotoReady(page, '/guide/quick-start');
  const input = await openSearchWithKeyboard(page);
  // A real query first, so the index is built before the hostile ones.
  await input.fill('sockets');
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible(SEARCH_READY);
  const panel = page.locator('.rp-search-panel__mask');
  for (const query of HOSTILE_QUERIES) {
    await input.fill(query);
    await expect(input).toHaveValue(query);
    // Either results or the "No results for" message; never an empty or broken panel.
    await expect(
      panel.locator('.rp-suggest-item').first().or(panel.getByText('No results for')),
      `answer to ${JSON.stringify(query.slice(0, 40))}`,
    ).toBeVisible();
    // Markup in the query stays text: no element the query describes exists in the panel.
    await expect(panel.locator('img[src="x"], script, svg[onload]')).toHaveCount(0);
    // A long query wraps inside the panel instead of widening the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  // The query is shown back as typed, markup and all (a word nothing matches, so the message shows).
  await input.fill('<b>zzqxjv</b>');
  await expect(panel.getByText('No results for "<b>zzqxjv</b>"')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  // The panel still answers normally afterwards.
  await input.fill('api key');
  await expect(page.locator('.rp-suggest-item').first()).toBeVisible();
  expect(findings).toEqual([]);
});

test.describe('garbage in local storage', () => {
  for (const [scheme, dark] of [
    ['light', false],
    ['dark', true],
  ] as const) {
    test(`a garbage theme falls back to the system's (${scheme}), and the toggle still works`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ colorScheme: scheme, baseURL });
      await context.addInitScript(() => {
        localStorage.setItem('rspress-visited', '1');
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('rspress-theme-appearance', '"}]<script>purple');
          sessionStorage.setItem('seeded', '1');
        }
      });
      const page = await context.newPage();
      const findings = watched(page, baseURL);
      await gotoReady(page, '/guide/quick-start');
      const html = page.locator('html');
      await expect(html).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await page.getByRole('button', { name: dark ? 'Switch to the light theme' : 'Switch to the dark theme' }).click();
      await expect(html).toHaveClass(dark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
      const stored = await page.evaluate(() => localStorage.getItem('rspress-theme-appearance'));
      expect(['light', 'dark', 'auto']).toContain(stored);
      expect(findings).toEqual([]);
      await context.close();
    });
  }

  for (const garbage of ['banana', '7', '-1', '1e9', '']) {
    test(`a garbage tab choice (${JSON.stringify(garbage)}) shows the first tab`, async ({ page, baseURL }) => {
      await page.addInitScript((value) => {
        localStorage.setItem('rspress-visited', '1');
        if (!sessionStorage.getItem('seeded')) {
          localStorage.setItem('rspress.tabs.os', value);
          sessionStorage.setItem('seeded', '1');
        }
      }, garbage);
      const findings = watched(page, baseURL);
      await gotoReady(page, '/guide/canvas');
      const list = page.getByRole('tablist').first();
      await expect(list.getByRole('tab', { name: 'macOS' })).toHaveAttribute('aria-selected', 'true');
      const panel = page.locator('.rp-tabs__content__item--active').first();
      await expect(panel).toBeVisible();
      await expect(panel.locator('kbd', { hasText: 'Cmd' }).first()).toBeVisible();
      // Choosing a tab stores a clean value again.
      await list.getByRole('tab', { name: 'Windows and Linux' }).click();
      expect(await page.evaluate(() => localStorage.getItem('rspress.tabs.os'))).toBe('1');
      expect(findings).toEqual([]);
    });
  }
});
