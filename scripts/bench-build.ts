/**
 * `npm run bench:build`: what the site's build costs beside stock Rspress building the same Markdown
 * (scripts/lib/stockRspress.ts), cold (no output, no caches) and warm (straight after). The four builds of a round run
 * one after another, interleaved (stock cold, site cold, stock warm, site warm), so a machine that slows down slows
 * both alike; `ROUNDS` rounds (default 2), medians reported. Wall time, CPU seconds (user + system of every process of
 * the build, Linux only: scripts/lib/measureBuild.ts) and peak memory of one process. Writes bench/build.md.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildTable, type Kind, medianMeasure, type Temperature } from './lib/buildBench';
import { type BuildMeasure, measureBuild, measureCommand } from './lib/measureBuild';
import { STOCK_CACHE, writeStockSite } from './lib/stockRspress';

const root = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.ROUNDS ?? 2);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1)
  throw new Error(`[bench:build] ROUNDS must be a whole number from 1, got ${process.env.ROUNDS}`);
// Stock Rspress as its CLI builds, config loading included, in a process set up as the site's build's.
const STOCK_RUNNER = path.join(root, 'scripts/lib/stockBuild.mjs');

const log = (message: string) => console.log(`[bench:build] ${message}`);

/** Runs the rounds; the project's caches and doc_build/ are removed before each cold site build. */
async function benchBuild(rounds: number): Promise<Record<Kind, Record<Temperature, BuildMeasure>>> {
  const stockDir = path.join(os.tmpdir(), `patchbay-stock-${process.pid}`);
  const stockOut = await writeStockSite(root, stockDir);
  const projectCache = path.join(root, 'node_modules/.cache');
  const measures: Record<Kind, Record<Temperature, BuildMeasure[]>> = {
    stock: { cold: [], warm: [] },
    site: { cold: [], warm: [] },
  };
  const stock = () => measureCommand(stockDir, [STOCK_RUNNER]);
  const report = (kind: Kind, t: Temperature, m: BuildMeasure) => {
    measures[kind][t].push(m);
    log(
      `${kind} ${t}: ${m.seconds.toFixed(1)} s, ${m.cpuSeconds.toFixed(1)} CPU s, peak ${Math.round(m.peakMemoryMb)} MB`,
    );
  };
  try {
    for (let round = 1; round <= rounds; round++) {
      log(`round ${round} of ${rounds}`);
      // Cold: no output, no Rspack cache, and none of the project's (the config loader's cache is there, for both).
      await rm(stockOut, { recursive: true, force: true });
      await rm(path.join(stockDir, STOCK_CACHE), { recursive: true, force: true });
      await rm(projectCache, { recursive: true, force: true });
      report('stock', 'cold', await stock());
      await rm(path.join(root, 'doc_build'), { recursive: true, force: true });
      await rm(projectCache, { recursive: true, force: true });
      report('site', 'cold', await measureBuild(root));
      report('stock', 'warm', await stock());
      report('site', 'warm', await measureBuild(root));
    }
  } finally {
    await rm(stockDir, { recursive: true, force: true });
  }
  const medians = (kind: Kind) => ({
    cold: medianMeasure(measures[kind].cold),
    warm: medianMeasure(measures[kind].warm),
  });
  return { stock: medians('stock'), site: medians('site') };
}

const table = buildTable(await benchBuild(ROUNDS), ROUNDS);
await mkdir(path.join(root, 'bench'), { recursive: true });
await writeFile(
  path.join(root, 'bench/build.md'),
  `# Build cost: the site beside stock Rspress\n\nWritten by \`npm run bench:build\` (scripts/bench-build.ts) on ${os.cpus().length} CPUs, ${new Date().toISOString().slice(0, 10)}; not hand-edited.\n\n${table}\n`,
);
console.log(table);
