/**
 * Runs Lighthouse (mobile, simulated throttling: its defaults) against pages of a served build, in the same
 * Chromium the tests use.
 */
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumExecutable } from './browser';
import { chromeFlags } from './chromeFlags';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  url: string;
  scores: Record<Category, number>;
  /** Milliseconds, except CLS (unitless). */
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Lighthouse's measure of this machine's CPU speed when the run started (higher is faster). */
  benchmarkIndex: number;
  /**
   * Whether the first frame was shown more than LATE_FIRST_FRAME_MS after the load event although the page had
   * painted. With RenderDocument turned off (see chromeFlags.ts) a third to all of the emulated phone runs of a page
   * showed a painted first frame only some 1.0 to 1.25 s after navigation; with Chromium's default, none so far.
   */
  lateFirstFrame: boolean;
  /** Audits in a category that did not pass, with their titles: what to fix when a score is below 1. */
  failing: { category: Category; id: string; title: string; score: number | null }[];
}

/** How far after the load event a first frame counts as late (observed times, unthrottled). */
export const LATE_FIRST_FRAME_MS = 500;

export async function runLighthouse(urls: string[]): Promise<LighthouseResult[]> {
  const chrome = await launch({
    chromePath: chromiumExecutable() ?? chromium.executablePath(),
    ignoreDefaultFlags: true,
    chromeFlags: chromeFlags(),
  });
  const results: LighthouseResult[] = [];
  try {
    for (const url of urls) {
      const runner = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const lhr = runner?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
      const scores = Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? 0])) as Record<
        Category,
        number
      >;
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const failing = CATEGORIES.flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((audit) => audit && audit.score !== null && audit.score < 1)
          .map((audit) => ({ category, id: audit.id, title: audit.title, score: audit.score })),
      );
      const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0];
      if (!observed) throw new Error(`Lighthouse gave no metrics for ${url}`);
      results.push({
        url,
        scores,
        lcp: numeric('largest-contentful-paint'),
        tbt: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        fcp: numeric('first-contentful-paint'),
        benchmarkIndex: lhr.environment.benchmarkIndex,
        lateFirstFrame: observed.observedFirstContentfulPaint - observed.observedLoad > LATE_FIRST_FRAME_MS,
        failing,
      });
    }
  } finally {
    chrome.kill();
  }
  return results;
}
