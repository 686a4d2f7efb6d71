import { expect, type Page, test } from '@playwright/test';
import { HUGE_PASTES } from '../../scripts/lib/hugePastes';
import { MAX_QUERY_LENGTH } from '../../theme/search/queryBounds';
import { launchOptions } from '../support/launch';
import { type Finding, watch } from '../support/watchPage';
import { gotoReady, openSearchWithKeyboard, SEARCH_READY, searchHits } from './helpers';

// These tests build the search index: V8's optimising compilers pay back here.
test.use({ launchOptions: launchOptions({ optimised: true }) });

/**
 * Bad input gets a clear answer and breaks nothing. Hostile search queries raise no exception and inject
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

/** A watched page with the search panel open, its index built by a real query, so what follows meets a ready search. */
async function searchReady(page: Page, baseURL: string | undefined) {
  const findings = watched(page, baseURL);
  await gotoReady(page, '/guide/quick-start');
  const input = await openSearchWithKeyboard(page);
  await input.fill('sockets');
  await expect(searchHits(page).first()).toBeVisible(SEARCH_READY);
  return { findings, input, panel: page.getByRole('dialog') };
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
  const { findings, input, panel } = await searchReady(page, baseURL);
  for (const query of HOSTILE_QUERIES) {
    await input.fill(query);
    // The input keeps the first MAX_QUERY_LENGTH characters of a paste (queryBounds.ts).
    await expect(input).toHaveValue(query.slice(0, MAX_QUERY_LENGTH));
    // Either results or the "No results for" message; never an empty or broken panel.
    await expect(
      searchHits(page).first().or(panel.getByText('No results for')),
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
  await expect(searchHits(page).first()).toBeVisible();
  expect(findings).toEqual([]);
});

test('huge pastes into search get an answer, and the page stays usable', async ({ page, baseURL }) => {
  test.slow();
  const { findings, input, panel } = await searchReady(page, baseURL);
  for (const [name, text] of HUGE_PASTES) {
    await input.fill('');
    await input.focus();
    await page.keyboard.insertText(text);
    // The input keeps the start of the paste, and the panel answers it.
    await expect(input).toHaveValue(text.slice(0, MAX_QUERY_LENGTH));
    await expect(searchHits(page).first().or(panel.getByText('No results for')), name).toBeVisible();
    // Still usable: clearing and a new query work at once.
    await panel.getByRole('button', { name: 'Clear the search' }).click();
    await expect(input).toHaveValue('');
    await input.fill('api key');
    await expect(searchHits(page).first(), `a query after the paste of ${name}`).toBeVisible();
  }
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
      const panel = page.getByRole('tabpanel').first();
      await expect(panel).toBeVisible();
      await expect(panel.locator('kbd', { hasText: 'Cmd' }).first()).toBeVisible();
      // Choosing a tab stores a clean value again.
      await list.getByRole('tab', { name: 'Windows and Linux' }).click();
      expect(await page.evaluate(() => localStorage.getItem('rspress.tabs.os'))).toBe('1');
      expect(findings).toEqual([]);
    });
  }
});
