/**
 * `npx tsx scripts/ab.ts <build A> <build B> [more builds…]`: an A/B of builds of the site (for example doc_build and
 * a build without a speed patch, `PATCHBAY_OUT_DIR=doc_build_b npm run build`), in Lighthouse's phone runs of the
 * bench's pages. The runs interleave (each build in turn for each page, in a rotating order, round after round), so
 * a slow spell of the machine falls on all alike. ROUNDS (default 5) sets the rounds. Prints each page's medians,
 * every run's score and the range of the runs' blocking times and largest paints: a patch stays only if the build
 * without it is worse by more than the spread between runs of one build. PAGES (a comma-separated list of the bench's
 * page names, e.g. `PAGES="Guide page,Node page"`) narrows it to those pages.
 */
import { LIGHTHOUSE_PAGES } from './lib/benchPages';
import { type LighthouseResult, runLighthouse } from './lib/lighthouse';
import { startStaticServer } from './lib/staticServer';

const dirs = process.argv.slice(2);
if (dirs.length < 2) throw new Error('usage: npx tsx scripts/ab.ts <build A> <build B> [more builds…]');
const rounds = Number(process.env.ROUNDS ?? 5);
const wanted = process.env.PAGES?.split(',').map((name) => name.trim());
const unknown = wanted?.filter((name) => !LIGHTHOUSE_PAGES.some(([page]) => page === name));
if (unknown?.length) {
  throw new Error(
    `PAGES: no bench page is named ${unknown.join(', ')} (${LIGHTHOUSE_PAGES.map(([n]) => n).join(', ')})`,
  );
}
const pages = wanted ? LIGHTHOUSE_PAGES.filter(([name]) => wanted.includes(name)) : LIGHTHOUSE_PAGES;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const servers = await Promise.all(dirs.map((root) => startStaticServer({ root })));
const runs = pages.map(() => dirs.map((): LighthouseResult[] => []));
try {
  for (let round = 0; round < rounds; round++) {
    console.log(`round ${round + 1} of ${rounds}`);
    for (const [page, [, pagePath]] of pages.entries()) {
      for (let turn = 0; turn < dirs.length; turn++) {
        const side = (turn + round) % dirs.length;
        runs[page][side].push(...(await runLighthouse([`${servers[side].url}${pagePath}`])));
      }
    }
  }
} finally {
  for (const server of servers) await server.close();
}

console.log(
  `\n| Page | Build | Performance (median) | TBT | LCP | Performance of each run | TBT range | LCP range |\n| --- | --- | --- | --- | --- | --- | --- | --- |`,
);
for (const [page, [name]] of pages.entries()) {
  for (const [side, dir] of dirs.entries()) {
    const results = runs[page][side];
    const each = results.map((r) => r.scores.performance.toFixed(2)).join(', ');
    const range = (values: number[]) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))} ms`;
    console.log(
      `| ${name} | ${dir} | ${median(results.map((r) => r.scores.performance)).toFixed(2)} | ${Math.round(median(results.map((r) => r.tbt)))} ms | ${Math.round(median(results.map((r) => r.lcp)))} ms | ${each} | ${range(results.map((r) => r.tbt))} | ${range(results.map((r) => r.lcp))} |`,
    );
  }
}
