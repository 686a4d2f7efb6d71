import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core in the page, run directly: about three times faster per page than @axe-core/playwright's builder,
 * which is what lets the sweep check every page in both themes. The source is evaluated once per page load.
 */

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices: the strictest tag set of the sites we measure against. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  targets: string[];
}

export interface AxeRun {
  /** Run the rules with these tags (default AXE_TAGS), or only these rules. */
  tags?: string[];
  rules?: string[];
  /** Rules to leave out of the run. */
  disable?: string[];
  /** CSS selectors of parts to leave out. */
  exclude?: string[];
}

export async function runAxe(page: Page, run: AxeRun = {}): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern. Not served through page.route:
  // routing a page turns off its HTTP cache, and every page load then fetches and compiles the site's scripts again.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const runOnly = run.rules ? { type: 'rule', values: run.rules } : { type: 'tag', values: run.tags ?? AXE_TAGS };
  return page.evaluate(
    async ({ runOnly, exclude, disable }) => {
      // The page at rest: a transition still running (the search button's key hint fades in after hydration) is
      // measured at its current opacity, and half-faded text fails colour contrast.
      const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      const context = exclude.length ? { exclude: exclude.map((s) => [s]) } : document;
      const rules = Object.fromEntries(disable.map((id) => [id, { enabled: false }]));
      const result = (await axe.run(context, { runOnly, rules, resultTypes: ['violations'], iframes: false })) as {
        violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
      };
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        targets: v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' ')),
      }));
    },
    { runOnly, exclude: run.exclude ?? [], disable: run.disable ?? [] },
  );
}

/** Switches the page to the dark theme the way the theme does (class and color-scheme), transitions off. */
export async function darkenInPlace(page: Page): Promise<void> {
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = '*,*::before,*::after{transition:none!important;animation:none!important}';
    document.head.append(style);
    document.documentElement.classList.add('dark', 'rp-dark');
    document.documentElement.style.colorScheme = 'dark';
  });
}
