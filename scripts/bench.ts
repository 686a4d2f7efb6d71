/**
 * `npm run bench`: how fast the site is and how its build grows. A benchmark, not a test: it prints a table,
 * writes it to bench/results.md (and the raw numbers to bench/results.json) and puts it into the READMEs.
 *
 * 1. Cold build (no doc_build/, no build caches) and warm build (straight after) of the whole site, with peak memory.
 * 2. First-load JavaScript and CSS of a doc page and a node page, as sent gzipped by a static host; each edition's
 *    search index and the search code fetched with it; the Agent-Friendly Documentation checker's score (afdocs).
 * 3. Search: keystroke to results on screen in Chromium, over the full index, median and 95th percentile; and the
 *    longest main-thread task after each of the huge pastes (scripts/lib/hugePastes.ts).
 * 4. Lighthouse (mobile, simulated throttling): home, a guide page, a node page, the node landing page and a
 *    Chinese page, each run RUNS times (default 7), in turns (every page once, then again), so that a slow spell of
 *    the machine falls on all pages alike; the run with the median performance score is reported, with every run's
 *    score beside it and the runs whose first frame was shown late marked (scripts/lib/lighthouse.ts).
 * 5. Ten times the pages: a temporary copy of the project whose guide folders are copied nine more times in every
 *    language and version, built the same way. Last: for minutes after a 7 GB build this VM reclaims memory, and
 *    Lighthouse run then measured that (total blocking time up to three times as long).
 *
 * `npm run bench -- --skip-build` reuses doc_build/ and skips steps 1 and 5.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { afdocsBuild } from './lib/afdocs';
import { LIGHTHOUSE_PAGES, SEARCH_QUERIES } from './lib/benchPages';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/browser';
import { HUGE_PASTES } from './lib/hugePastes';
import { LATE_FIRST_FRAME_MS, type LighthouseResult, runLighthouse } from './lib/lighthouse';
import { type BuildMeasure, measureBuild } from './lib/measureBuild';
import { flowViewOpening, pageWeight } from './lib/pageWeight';
import { writeBenchTable } from './lib/readmeTable';
import { corpusScore, percent } from './lib/searchQuality';
import { firstQueryTiming, pasteTiming, searchTiming } from './lib/searchTiming';
import { searchWeight } from './lib/searchWeight';
import { sitePages } from './lib/sitePages';
import { startStaticServer } from './lib/staticServer';

const root = path.resolve(import.meta.dirname, '..');
const skipBuild = process.argv.includes('--skip-build');
const RUNS = Number(process.env.RUNS ?? 7);
const COPIES = 10;

const log = (message: string) => console.log(`[bench] ${message}`);

async function buildSite(): Promise<{ cold: BuildMeasure; warm: BuildMeasure }> {
  await rm(path.join(root, 'doc_build'), { recursive: true, force: true });
  await rm(path.join(root, 'node_modules/.cache'), { recursive: true, force: true });
  log('cold build...');
  const cold = await measureBuild(root);
  log(`cold build ${cold.seconds.toFixed(1)} s; warm build...`);
  const warm = await measureBuild(root);
  return { cold, warm };
}

const TEN_TIMES_OUT = 'doc_build_tenfold';

/** A copy of the project with every edition's guide folder copied COPIES - 1 more times (node_modules linked). */
async function buildTenTimes(): Promise<BuildMeasure & { pages: number }> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'patchbay-bench-'));
  try {
    for (const entry of await readdir(root)) {
      if (['node_modules', '.git', 'test-results', 'bench'].includes(entry) || entry.startsWith('doc_build')) continue;
      await cp(path.join(root, entry), path.join(copy, entry), { recursive: true });
    }
    await symlink(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
    for (const version of await readdir(path.join(copy, 'docs'))) {
      for (const lang of await readdir(path.join(copy, 'docs', version))) {
        const edition = path.join(copy, 'docs', version, lang);
        // Copies keep the `guide/nodesref/` part of a node page's route, which its components read the node id from,
        // and the fragments beside `guide/` that pages import by relative path.
        for (let i = 2; i <= COPIES; i++) {
          for (const folder of ['guide', 'fragments']) {
            const from = path.join(edition, folder);
            if (existsSync(from)) await cp(from, path.join(edition, `copy-${i}`, folder), { recursive: true });
          }
        }
      }
    }
    log(`building ${COPIES}x the pages in ${copy}...`);
    // Its own output folder, so its own build cache (rspress.config.ts): cold, like the cold build it is compared with,
    // and the site's cache is left as it was.
    const measure = await measureBuild(copy, { PATCHBAY_OUT_DIR: TEN_TIMES_OUT });
    return { ...measure, pages: sitePages(path.join(copy, TEN_TIMES_OUT)).length };
  } finally {
    await rm(copy, { recursive: true, force: true });
    // Its caches and edition folders are named after its output folder (config/builds.ts).
    for (const cache of ['rspack', 'patchbay-search', 'patchbay-overview']) {
      const dir = path.join(root, 'node_modules/.cache', cache);
      for (const entry of existsSync(dir) ? await readdir(dir) : []) {
        if (entry.startsWith(TEN_TIMES_OUT)) await rm(path.join(dir, entry), { recursive: true, force: true });
      }
    }
  }
}

function median(results: LighthouseResult[]): LighthouseResult {
  return [...results].sort((a, b) => a.scores.performance - b.scores.performance)[Math.floor(results.length / 2)];
}

const score = (n: number) => n.toFixed(2);
const ms = (n: number) => `${Math.round(n)} ms`;

async function main() {
  const started = new Date();
  const builds = skipBuild ? undefined : await buildSite();
  const pages = sitePages(path.join(root, 'doc_build')).length;

  const searchFiles = await searchWeight(path.join(root, 'doc_build'));
  log('afdocs...');
  const afdocs = await afdocsBuild(path.join(root, 'doc_build'));
  const server = await startStaticServer({ root: path.join(root, 'doc_build') });
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  let weight: Awaited<ReturnType<typeof pageWeight>>;
  let nodeWeight: Awaited<ReturnType<typeof pageWeight>>;
  let flowView: Awaited<ReturnType<typeof flowViewOpening>>;
  let search: Awaited<ReturnType<typeof searchTiming>>;
  let pastes: Awaited<ReturnType<typeof pasteTiming>>;
  let firstQuery: Record<'en' | 'zh', Awaited<ReturnType<typeof firstQueryTiming>>>;
  log('search, reader questions...');
  const corpus = await corpusScore();
  try {
    log('first-load weight...');
    weight = await pageWeight(browser, `${server.url}/guide/quick-start`, searchFiles.engineFiles);
    nodeWeight = await pageWeight(browser, `${server.url}/guide/nodesref/FalFluxDevNode`, searchFiles.engineFiles);
    log('flow view...');
    flowView = await flowViewOpening(browser, `${server.url}/guide/quick-start`);
    log('search timing...');
    search = await searchTiming(browser, `${server.url}/guide/quick-start`, 'Search docs', SEARCH_QUERIES);
    log('search, first query after the idle fetch...');
    firstQuery = {
      en: await firstQueryTiming(
        browser,
        `${server.url}/guide/quick-start`,
        'Search docs',
        ['kling', 'out of credits'],
        1,
      ),
      zh: await firstQueryTiming(browser, `${server.url}/zh/guide/quick-start`, '搜索文档', ['可灵', '额度不足'], 1),
    };
    log('search, huge pastes...');
    pastes = await pasteTiming(browser, `${server.url}/guide/quick-start`, 'Search docs', HUGE_PASTES);
  } finally {
    await browser.close();
  }
  const runsOf = LIGHTHOUSE_PAGES.map((): LighthouseResult[] => []);
  try {
    for (let i = 0; i < RUNS; i++) {
      log(`Lighthouse, round ${i + 1} of ${RUNS}...`);
      for (const [index, [, pagePath]] of LIGHTHOUSE_PAGES.entries()) {
        runsOf[index].push(...(await runLighthouse([`${server.url}${pagePath}`])));
      }
    }
  } finally {
    await server.close();
  }
  const lighthouse = LIGHTHOUSE_PAGES.map(([name, pagePath], index) => ({
    name,
    path: pagePath,
    result: median(runsOf[index]),
    runs: runsOf[index].map((r) => ({ performance: r.scores.performance, lateFirstFrame: r.lateFirstFrame })),
  }));
  // Last and allowed to fail: what was measured before it is still written, with the failure in its row.
  let tenTimes: Awaited<ReturnType<typeof buildTenTimes>> | undefined;
  let tenTimesFailure = '';
  if (!skipBuild) {
    try {
      tenTimes = await buildTenTimes();
    } catch (error) {
      tenTimesFailure =
        (error as Error).message
          .split('\n')
          .find((line) => /×|Error/.test(line))
          ?.trim() ?? 'failed';
      log(`the ${COPIES}x build failed:\n${(error as Error).message}`);
    }
  }

  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}, Node ${process.versions.node}`;
  const indexes = lighthouse.map((l) => l.result.benchmarkIndex).sort((a, b) => a - b);
  const benchmarkIndex = Math.round(indexes[Math.floor(indexes.length / 2)] ?? 0);
  const lateRuns = lighthouse.flatMap((l) => l.runs).filter((run) => run.lateFirstFrame).length;
  const lines = [
    `Measured ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine} (Lighthouse benchmark index ${benchmarkIndex}).`,
    '',
    '| Lighthouse (mobile) | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS | Performance of each run |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...lighthouse.map(
      ({ name, path: p, result: r, runs }) =>
        `| ${name} (\`${p}\`) | ${score(r.scores.performance)} | ${score(r.scores.accessibility)} | ${score(r.scores['best-practices'])} | ${score(r.scores.seo)} | ${ms(r.lcp)} | ${ms(r.tbt)} | ${r.cls.toFixed(3)} | ${runs.map((run) => `${score(run.performance)}${run.lateFirstFrame ? '†' : ''}`).join(', ')} |`,
    ),
    '',
    lateRuns > 0
      ? `† The run's first frame was shown more than ${LATE_FIRST_FRAME_MS} ms after the load event although the page had painted (see the README's Speed section).`
      : `No run showed its first frame more than ${LATE_FIRST_FRAME_MS} ms after the load event (such a run would be marked †; see the README's Speed section).`,
    '',
    '| Measure | Value |',
    '| --- | --- |',
    `| First-load JavaScript of a doc page (gzip) | ${weight.jsGzipKb.toFixed(1)} kB in ${weight.jsFiles} files |`,
    `| First-load JavaScript of a node page (gzip) | ${nodeWeight.jsGzipKb.toFixed(1)} kB in ${nodeWeight.jsFiles} files |`,
    `| First-load CSS of a doc page (gzip) | ${weight.cssGzipKb.toFixed(1)} kB |`,
    // Newest version first, as the site lists them.
    ...Object.entries(searchFiles.indexGzipKb)
      .sort(([a], [b]) => b.split('.')[0].localeCompare(a.split('.')[0]) || a.localeCompare(b))
      .map(
        ([edition, kb]) => `| Search index fetched when the browser is idle (gzip, ${edition}) | ${kb.toFixed(1)} kB |`,
      ),
    `| Search code fetched with the index (gzip: ranking, MiniSearch, stemmer, suggestions) | ${searchFiles.engineGzipKb.toFixed(1)} kB in ${searchFiles.engineFiles.length} files |`,
    `| Agent-Friendly Documentation checker (afdocs, 50 pages) | ${afdocs.score}/100${afdocs.failed.length ? `; failed: ${afdocs.failed.join(', ')}` : ''}${afdocs.warned.length ? `; warned: ${afdocs.warned.join(', ')}` : ''} |`,
    `| Flow view (Explore): code and styles it fetches (gzip), click to nodes on screen | ${flowView.gzipKb.toFixed(1)} kB, median ${ms(flowView.medianMs)} of ${flowView.runs.length} |`,
    `| Search, keystroke to results (${search.queries} queries, English v2 index) | median ${ms(search.medianMs)}, p95 ${ms(search.p95Ms)} (includes the 150 ms debounce) |`,
    `| Search, reader questions (${corpus.questions}, tests/support/searchQuestions.ts): first result right, in the first three | ${percent(corpus.first, corpus.questions)}, ${percent(corpus.top3, corpus.questions)} |`,
    ...(['en', 'zh'] as const).map((lang) => {
      const { firstMs, laterMs } = firstQuery[lang];
      return `| Search, first query after the idle fetch and a later one (${lang} v2, one page load) | ${ms(firstMs[0])} and ${ms(laterMs[0])} (${(firstMs[0] / laterMs[0]).toFixed(2)}×) |`;
    }),
    ...pastes.map(
      (p) =>
        `| Search, longest task after pasting ${p.name} | ${p.longestTaskMs ? ms(p.longestTaskMs) : 'none of 50 ms or more'} |`,
    ),
    ...(builds
      ? [
          `| Cold build, ${pages} pages | ${builds.cold.seconds.toFixed(1)} s, peak ${Math.round(builds.cold.peakMemoryMb)} MB |`,
          `| Warm build, ${pages} pages | ${builds.warm.seconds.toFixed(1)} s (${Math.round((100 * builds.warm.seconds) / builds.cold.seconds)}% of cold), peak ${Math.round(builds.warm.peakMemoryMb)} MB |`,
          tenTimes
            ? `| Build with ${COPIES}× the pages (${tenTimes.pages}) | ${tenTimes.seconds.toFixed(1)} s (${(tenTimes.seconds / builds.cold.seconds).toFixed(1)}× the cold build), peak ${Math.round(tenTimes.peakMemoryMb)} MB |`
            : `| Build with ${COPIES}× the pages | failed: ${tenTimesFailure.replace(/\|/g, '\\|')} (the log has the whole message) |`,
        ]
      : []),
  ];
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  await mkdir(path.join(root, 'bench'), { recursive: true });
  await writeFile(path.join(root, 'bench/results.md'), `# Benchmark results\n\n${table}\n`);
  await writeFile(
    path.join(root, 'bench/results.json'),
    `${JSON.stringify({ machine, date: started.toISOString(), pages, builds, tenTimes, weight, nodeWeight, searchFiles, afdocs, flowView, search, corpus, firstQuery, pastes, lighthouse }, null, 2)}\n`,
  );
  // Only a full run (with the builds) goes into the READMEs.
  if (builds) await writeBenchTable(root, table);
  log('wrote bench/results.md and bench/results.json');
}

await main();
