/**
 * `npx tsx scripts/ab-firefox.ts <build A> <build B> [more builds…]`: an A/B of builds in Firefox ESR, which
 * Lighthouse cannot drive, on the bench's guide and node pages at a phone's width. Each page of each build loads
 * ROUNDS times (default 10), interleaved in a rotating order as in scripts/ab.ts, each in a fresh browser context with
 * the cache off (cold, as Lighthouse's runs) but unthrottled. Prints the medians and ranges of the first contentful
 * paint, the load event's end and the moment the app hydrated (`<html data-hydrated>`), and what the page transferred.
 */
import puppeteer from 'puppeteer-core';
import { LIGHTHOUSE_PAGES } from './lib/benchPages';
import { startStaticServer } from './lib/staticServer';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const dirs = process.argv.slice(2);
if (dirs.length < 2) throw new Error('usage: npx tsx scripts/ab-firefox.ts <build A> <build B> [more builds…]');
const rounds = Number(process.env.ROUNDS ?? 10);
const pages = LIGHTHOUSE_PAGES.filter(([name]) => ['Guide page', 'Node page'].includes(name));

type Run = { fcp: number; load: number; hydrated: number; transferKb: number };

// Records when the layout marks the page hydrated (theme/loading/hydration.ts), from the navigation's start.
const WATCH_HYDRATION = () => {
  // The document has no root element yet when this runs: the whole tree is watched.
  new MutationObserver((_records, observer) => {
    if (!document.documentElement?.hasAttribute('data-hydrated')) return;
    (window as unknown as { __hydratedAt: number }).__hydratedAt = performance.now();
    observer.disconnect();
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

const servers = await Promise.all(dirs.map((root) => startStaticServer({ root })));
const browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX, headless: true });
const runs = pages.map(() => dirs.map((): Run[] => []));
try {
  // Firefox's first loads after its start are slow whatever the build: one load of each page, not counted.
  for (const [, pagePath] of pages) {
    const page = await browser.newPage();
    await page.goto(`${servers[0].url}${pagePath}`, { waitUntil: 'load' });
    await page.close();
  }
  for (let round = 0; round < rounds; round++) {
    console.log(`round ${round + 1} of ${rounds}`);
    for (const [index, [, pagePath]] of pages.entries()) {
      for (let turn = 0; turn < dirs.length; turn++) {
        const side = (turn + round) % dirs.length;
        const context = await browser.createBrowserContext();
        const page = await context.newPage();
        await page.setCacheEnabled(false);
        await page.setViewport({ width: 412, height: 823 });
        await page.evaluateOnNewDocument(WATCH_HYDRATION);
        await page.goto(`${servers[side].url}${pagePath}`, { waitUntil: 'load' });
        await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
        await page.waitForFunction(() => performance.getEntriesByType('navigation')[0]?.toJSON().loadEventEnd > 0);
        const run = await page.evaluate(() => {
          const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
          const transfer = performance
            .getEntriesByType('resource')
            .reduce((n, r) => n + (r as PerformanceResourceTiming).transferSize, navigation.transferSize);
          return {
            fcp,
            load: navigation.loadEventEnd,
            hydrated: (window as unknown as { __hydratedAt?: number }).__hydratedAt ?? Number.NaN,
            transferKb: transfer / 1024,
          };
        });
        runs[index][side].push(run);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  for (const server of servers) await server.close();
}

console.log(
  '\n| Page | Build | FCP median (range) | loadEventEnd median (range) | Hydrated median (range) | Transferred (median) |\n| --- | --- | --- | --- | --- | --- |',
);
for (const [index, [name]] of pages.entries()) {
  for (const [side, dir] of dirs.entries()) {
    const list = runs[index][side];
    const cell = (key: keyof Run) =>
      `${Math.round(median(list.map((r) => r[key])))} ms (${range(list.map((r) => r[key]))})`;
    console.log(
      `| ${name} | ${dir} | ${cell('fcp')} | ${cell('load')} | ${cell('hydrated')} | ${median(list.map((r) => r.transferKb)).toFixed(0)} kB |`,
    );
  }
}
