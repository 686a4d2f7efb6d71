import { expect, test } from '@playwright/test';
import { launchOptions } from '../support/launch';
import { type Edition, NAME_QUERIES, QUESTIONS } from '../support/searchQuestions';
import { answerPages, gotoReady, openSearchWithKeyboard, SEARCH_READY, searchHits } from './helpers';

// These tests build the search index: V8's optimising compilers pay back here.
test.use({ launchOptions: launchOptions({ optimised: true }) });

/**
 * The reader-question corpus (tests/support/searchQuestions.ts) through the site's own search box. The first
 * page listed is the one the reader wants for 90% of the questions or more, and it is among the first three for 98%;
 * a name lists only pages that hold it. Misses are printed.
 */
const START: Record<Edition, [path: string, placeholder: string]> = {
  'v2.en': ['/guide/quick-start', 'Search docs'],
  'v2.zh': ['/zh/guide/quick-start', '搜索文档'],
  'v1.en': ['/v1/guide/quick-start', 'Search docs'],
  'v1.zh': ['/v1/zh/guide/quick-start', '搜索文档'],
};

async function openEdition(page: import('@playwright/test').Page, edition: Edition) {
  const [path, placeholder] = START[edition];
  await gotoReady(page, path);
  const input = await openSearchWithKeyboard(page, placeholder);
  await input.fill('node');
  await expect(searchHits(page).first()).toBeVisible(SEARCH_READY);
  return input;
}

test('the first result answers 90% of the reader questions, and the first three 98%', async ({ page }) => {
  test.setTimeout(240_000);
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  expect(QUESTIONS.length).toBeGreaterThanOrEqual(60);
  let first = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const edition of new Set(QUESTIONS.map((q) => q.edition))) {
    const input = await openEdition(page, edition);
    for (const question of QUESTIONS.filter((q) => q.edition === edition)) {
      const pages = await answerPages(page, input, question.query);
      const rank = pages.findIndex((p) => question.first.includes(p));
      if (rank === 0) first++;
      if (rank >= 0 && rank < 3) top3++;
      if (rank !== 0)
        misses.push(
          `[${question.kind}] "${question.query}": wanted ${question.first[0]}, got ${pages.slice(0, 3).join(', ')}`,
        );
    }
  }
  const share = (n: number) => n / QUESTIONS.length;
  console.log(`reader questions: first ${first}/${QUESTIONS.length}, top 3 ${top3}/${QUESTIONS.length}`);
  for (const miss of misses) console.log(`  ${miss}`);
  expect(share(first), misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  expect(share(top3), misses.join('\n')).toBeGreaterThanOrEqual(0.98);
});

test('a name lists only pages that hold it', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const strangers: string[] = [];
  const texts = new Map<string, string>();
  const input = await openEdition(page, 'v2.en');
  for (const { query } of NAME_QUERIES) {
    const pages = await answerPages(page, input, query);
    expect(pages.length, query).toBeGreaterThan(0);
    for (const listed of pages) {
      // The page's Markdown copy holds its whole text, as a reader reads it.
      const markdown = listed.endsWith('/') ? `${listed}index.md` : `${listed}.md`;
      if (!texts.has(markdown)) texts.set(markdown, (await (await request.get(markdown)).text()).toLowerCase());
      if (!texts.get(markdown)?.includes(query.toLowerCase())) strangers.push(`"${query}" lists ${listed}`);
    }
  }
  expect(strangers).toEqual([]);
});
