/**
 * Time from a keystroke in the search box to the results on screen, in Chromium, for many queries: measured in
 * the page from the `input` event to the moment results (or "no results") are in the page. Includes the search's
 * 150 ms debounce, as a reader experiences it.
 */
import type { Browser, Page } from '@playwright/test';

export interface SearchTiming {
  queries: number;
  medianMs: number;
  p95Ms: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

/**
 * A page of the site with the search panel open and its index loaded and built: the first query does that, and is
 * not counted.
 */
async function openSearchPanel(browser: Browser, url: string, placeholder: string) {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.keyboard.press(process.platform === 'darwin' ? 'Meta+k' : 'Control+k');
  const input = page.getByPlaceholder(placeholder);
  await input.waitFor();
  await input.fill('node');
  await page.locator('dialog [role="option"]').first().waitFor({ timeout: 60_000 });
  return { page, input };
}

/**
 * Records, in the page, the time from each keystroke that leaves text in a field to the moment results (or "no
 * results") are in the page: `window.__pbTimes`, one entry per answer.
 */
async function timeAnswers(page: Page) {
  await page.evaluate(`(() => {
    window.__pbTimes = [];
    let typedAt = 0;
    const answered = () => document.querySelector('dialog [role="option"], dialog [data-no-results]');
    document.addEventListener('input', (event) => { if (event.target.value) typedAt = performance.now(); }, true);
    new MutationObserver(() => {
      if (typedAt && answered()) { window.__pbTimes.push(performance.now() - typedAt); typedAt = 0; }
    }).observe(document.body, { childList: true, subtree: true });
  })()`);
}

export async function searchTiming(
  browser: Browser,
  url: string,
  placeholder: string,
  queries: string[],
): Promise<SearchTiming> {
  const { page, input } = await openSearchPanel(browser, url, placeholder);
  await timeAnswers(page);
  for (const [i, query] of queries.entries()) {
    await input.fill('');
    await page.waitForFunction(() => !document.querySelector('dialog [role="option"], dialog [data-no-results]'));
    await input.fill(query);
    await page.waitForFunction((n) => (window as unknown as { __pbTimes: number[] }).__pbTimes.length > n, i, {
      timeout: 10_000,
    });
  }
  const times = ((await page.evaluate('window.__pbTimes')) as number[]).slice();
  await page.close();
  const sorted = times.sort((a, b) => a - b);
  return { queries: queries.length, medianMs: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95) };
}

export interface PasteTiming {
  name: string;
  /** The longest main-thread task from the paste until the answer has settled, or 0 when none reached 50 ms. */
  longestTaskMs: number;
}

/**
 * For each paste: the search panel open with its index ready, the text pasted into the box, and the longest task
 * (Chromium's long-task entries, 50 ms and over) until the answer is on screen and a second has passed.
 */
export async function pasteTiming(
  browser: Browser,
  url: string,
  placeholder: string,
  pastes: [name: string, text: string][],
): Promise<PasteTiming[]> {
  const { page, input } = await openSearchPanel(browser, url, placeholder);
  await page.evaluate(`(() => {
    window.__pbLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__pbLongTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  })()`);
  const results: PasteTiming[] = [];
  for (const [name, text] of pastes) {
    await input.fill('');
    await page.waitForFunction(() => !document.querySelector('dialog [role="option"], dialog [data-no-results]'));
    await page.waitForTimeout(500);
    await page.evaluate('window.__pbLongTasks.length = 0');
    await input.focus();
    await page.keyboard.insertText(text);
    await page.waitForFunction(() => document.querySelector('dialog [role="option"], dialog [data-no-results]'), null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(1000);
    const tasks = (await page.evaluate('window.__pbLongTasks.slice()')) as number[];
    results.push({ name, longestTaskMs: Math.max(0, ...tasks) });
  }
  await page.close();
  return results;
}

export interface FirstQueryTiming {
  /** Per page load: keystroke to results for the first query typed after the idle fetch. */
  firstMs: number[];
  /** Later queries in the same loads, the same way. */
  laterMs: number[];
}

/**
 * The first query after the idle fetch, as a reader meets it: a fresh page load, left until the network is
 * idle (the index and the search's code fetched), then Ctrl/Cmd+K and a query typed; then a second query. `loads`
 * fresh pages, each in a new context so nothing is cached in memory.
 */
export async function firstQueryTiming(
  browser: Browser,
  url: string,
  placeholder: string,
  queries: [first: string, later: string],
  loads = 5,
): Promise<FirstQueryTiming> {
  const firstMs: number[] = [];
  const laterMs: number[] = [];
  for (let i = 0; i < loads; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await timeAnswers(page);
    await page.keyboard.press(process.platform === 'darwin' ? 'Meta+k' : 'Control+k');
    const input = page.getByPlaceholder(placeholder);
    await input.waitFor();
    for (const [n, query] of queries.entries()) {
      await input.fill('');
      await page.waitForFunction(() => !document.querySelector('dialog [role="option"], dialog [data-no-results]'));
      await input.fill(query);
      await page.waitForFunction((k) => (window as unknown as { __pbTimes: number[] }).__pbTimes.length > k, n, {
        timeout: 20_000,
      });
    }
    const [first, later] = (await page.evaluate('window.__pbTimes')) as number[];
    firstMs.push(first);
    laterMs.push(later);
    await context.close();
  }
  return { firstMs, laterMs };
}
