import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { AXE_TAGS, runAxe } from '../support/axe';
import { type Finding, watch } from '../support/watchPage';
import { gotoReady, openSearchWithKeyboard, phoneMenu, SEARCH_READY, searchHits } from './helpers';

/**
 * axe-core finds no violation of WCAG 2.0–2.2 A and AA or of its best practices (AXE_TAGS) in real loads of both
 * themes, on a phone (375 px) and a wide screen (1440 px): sample pages of every page type and edition (but at
 * 1440 px in the light theme, where the sweep checks every page), and the states a reader opens: the phone menu,
 * the search panel with results, and the language and version menus.
 */

const SAMPLES = [
  '/',
  '/guide/quick-start',
  '/guide/nodesref/FalFluxDevNode',
  '/guide/nodesref/',
  '/zh/guide/interface',
  '/404',
];

async function openContext(
  browser: Browser,
  colorScheme: 'light' | 'dark',
  width: number,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ colorScheme, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  return { context, page: await context.newPage() };
}

function violationsOf(findings: Finding[], where: string, violations: Awaited<ReturnType<typeof runAxe>>) {
  for (const v of violations)
    findings.push({ page: where, problem: `axe ${v.id} (${v.impact}): ${v.targets.join('; ')}` });
}

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [375, 1440]) {
    // The sweep already runs every rule on every page at 1440 px in the light theme.
    if (!(colorScheme === 'light' && width === 1440))
      test(`no axe violation (${AXE_TAGS.join(', ')}) on the sample pages, ${colorScheme}, ${width} px`, async ({
        browser,
        baseURL,
      }) => {
        test.setTimeout(60_000 + SAMPLES.length * 15_000);
        const { context, page } = await openContext(browser, colorScheme, width);
        const findings: Finding[] = [];
        let current = '';
        watch(page, new URL(baseURL ?? '').origin, findings, () => current);
        for (const path of SAMPLES) {
          current = path;
          await gotoReady(page, path);
          violationsOf(findings, path, await runAxe(page));
        }
        await context.close();
        expect(findings, `${findings.length} problems`).toEqual([]);
      });

    test(`no axe violation with the search panel open on results, ${colorScheme}, ${width} px`, async ({ browser }) => {
      test.slow();
      const { context, page } = await openContext(browser, colorScheme, width);
      await gotoReady(page, '/guide/quick-start');
      const input = await openSearchWithKeyboard(page);
      await input.fill('sockets');
      await expect(searchHits(page).first()).toBeVisible(SEARCH_READY);
      await page.keyboard.press('ArrowDown');
      const findings: Finding[] = [];
      violationsOf(findings, 'search results', await runAxe(page));
      await input.fill('zzqxjv');
      await expect(page.getByText('No results for "zzqxjv"')).toBeVisible();
      violationsOf(findings, 'search without results', await runAxe(page));
      await context.close();
      expect(findings).toEqual([]);
    });
  }

  test(`no axe violation on a phone with the menu open (${colorScheme})`, async ({ browser }) => {
    const { context, page } = await openContext(browser, colorScheme, 375);
    await gotoReady(page, '/guide/quick-start');
    await page.getByRole('button', { name: 'Site menu' }).click();
    await expect(phoneMenu(page)).toBeVisible();
    const violations = await runAxe(page);
    await context.close();
    expect(violations).toEqual([]);
  });

  test(`no axe violation with the language and version menus open (${colorScheme}, 1440 px)`, async ({ browser }) => {
    const { context, page } = await openContext(browser, colorScheme, 1440);
    await gotoReady(page, '/guide/quick-start');
    const findings: Finding[] = [];
    for (const [name, item] of [
      ['Language: English', '简体中文'],
      ['Version: v2', 'v1'],
    ] as const) {
      const toggle = page.getByRole('button', { name });
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('link', { name: item, exact: true })).toBeVisible();
      violationsOf(findings, `${name} open`, await runAxe(page));
      await page.keyboard.press('Escape');
    }
    await context.close();
    expect(findings).toEqual([]);
  });
}
