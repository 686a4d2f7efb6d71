import { expect, type Locator, type Page, test } from '@playwright/test';
import { launchOptions } from '../support/launch';
import { CHINESE, ENGLISH, EXACT, REQUIRED } from '../support/searchQuestions';
import { answerPages, gotoReady, openSearchWithKeyboard, SEARCH_READY, searchHits } from './helpers';

// These tests build the search index: V8's optimising compilers pay back here.
test.use({ launchOptions: launchOptions({ optimised: true }) });

/** The first three pages listed for `query`. */
const topThree = async (page: Page, input: Locator, query: string) =>
  (await answerPages(page, input, query)).slice(0, 3);

/** The earlier set (tests/support/searchQuestions.ts) must pass at 95% or more; misses are printed. */
test('readers find the page they mean among the first three results for 95% of the query set', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const misses: string[] = [];
  const requiredMisses: string[] = [];
  let total = 0;
  for (const [start, placeholder, queries] of [
    ['/guide/quick-start', 'Search docs', ENGLISH],
    ['/zh/guide/quick-start', '搜索文档', CHINESE],
  ] as const) {
    await gotoReady(page, start);
    const input = await openSearchWithKeyboard(page, placeholder);
    await input.fill('node');
    await expect(searchHits(page).first()).toBeVisible(SEARCH_READY);
    for (const [query, pages] of queries) {
      total++;
      const got = await topThree(page, input, query);
      if (got.some((href) => pages.includes(href))) continue;
      const miss = `"${query}": wanted ${pages[0]}, got ${got.join(', ') || 'nothing'}`;
      misses.push(miss);
      if (REQUIRED.has(query)) requiredMisses.push(miss);
    }
  }
  expect(total).toBeGreaterThanOrEqual(40);
  const rate = (total - misses.length) / total;
  console.log(`search query set: ${total - misses.length}/${total} (${(rate * 100).toFixed(1)}%) in the top 3`);
  for (const miss of misses) console.log(`  miss ${miss}`);
  expect(rate, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  expect(requiredMisses).toEqual([]);
});

test("a node's exact id, name or model id puts that node first", async ({ page }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await gotoReady(page, '/guide/quick-start');
  const input = await openSearchWithKeyboard(page, 'Search docs');
  await input.fill('node');
  await expect(searchHits(page).first()).toBeVisible(SEARCH_READY);
  const wrong: string[] = [];
  for (const [query, wanted] of EXACT) {
    const [first] = await topThree(page, input, query);
    if (first !== wanted) wrong.push(`"${query}": wanted ${wanted}, got ${first ?? 'nothing'}`);
  }
  expect(EXACT.length).toBeGreaterThanOrEqual(20);
  expect(wrong, wrong.join('\n')).toEqual([]);
});
