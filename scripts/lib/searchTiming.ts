/**
 * Time from a keystroke in the search box to the results on screen, in Chromium, for many queries: measured in
 * the page from the `input` event to the moment results (or "no results") are in the page. Includes Rspress's
 * 150 ms debounce, as a reader experiences it.
 */
import type { Browser } from '@playwright/test';

export interface SearchTiming {
  queries: number;
  medianMs: number;
  p95Ms: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

export async function searchTiming(
  browser: Browser,
  url: string,
  placeholder: string,
  queries: string[],
): Promise<SearchTiming> {
  const page = await browser.newPage();
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.keyboard.press(process.platform === 'darwin' ? 'Meta+k' : 'Control+k');
  const input = page.getByPlaceholder(placeholder);
  await input.waitFor();
  // The first query loads and indexes; it is not counted.
  await input.fill('node');
  await page.locator('.rp-suggest-item').first().waitFor({ timeout: 60_000 });
  await page.evaluate(`(() => {
    window.__pbTimes = [];
    let typedAt = 0;
    const answered = () => document.querySelector('.rp-suggest-item, .rp-no-search-result');
    document.addEventListener('input', (event) => { if (event.target.value) typedAt = performance.now(); }, true);
    new MutationObserver(() => {
      if (typedAt && answered()) { window.__pbTimes.push(performance.now() - typedAt); typedAt = 0; }
    }).observe(document.body, { childList: true, subtree: true });
  })()`);
  for (const [i, query] of queries.entries()) {
    await input.fill('');
    await page.waitForFunction(() => !document.querySelector('.rp-suggest-item, .rp-no-search-result'));
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
