/**
 * `npm run build`: the site, one edition (version and language) per build, into doc_build/ (or PATCHBAY_OUT_DIR).
 *
 * Each edition is its own Rspress build (`PATCHBAY_EDITION`, rspress.config.ts) into its own folder with its own
 * caches: a build's memory grows with its pages (ten times the pages in one build peaked at 6.8 GB), and a page
 * then ships the list of its own edition's pages, not every edition's. The builds run two side by side while their
 * estimated memory fits the budget, else one after another (scripts/lib/buildPlan.ts); their pages are moved into the site's folder (where two builds wrote one file, the file of the edition it belongs to is
 * kept), then the built-pages step runs once over the whole site
 * (plugins/builtPages/: hreflang links between editions, CSP, sitemap) and the pages are checked against the docs
 * folder. Links between editions load the other edition's page as a document (theme/components/Link.tsx).
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EDITION_ENV, editionOutDir, flowLayoutCache, OUT_DIR_ENV } from '../config/builds';
import { EDITIONS, type Edition, editionKey } from '../config/editions';
import { basePathFrom } from '../config/site';
import { allRoutes, collectSiteRoutes } from '../config/siteRoutes';
import { finishBuiltPages, siteBuiltPagesOptions } from '../plugins/builtPages';
import { routeOfHtmlFile } from '../plugins/builtPages/seo';
import { layOutFlows } from '../plugins/flowFiles';
import { concurrentPeakMb, estimatedPeakMb, MEMORY_BUDGET_MB, runWithinBudget } from './lib/buildPlan';
import { filesUnder, mergeEditions, pageListDifferences } from './lib/mergeEditions';

const root = path.resolve(import.meta.dirname, '..');
const siteOutDir = process.env[OUT_DIR_ENV] ?? 'doc_build';
const site = path.resolve(root, siteOutDir);
const RUNNER = path.join(import.meta.dirname, 'lib/rspress-build.mjs');
const NOT_FOUND = '404.html';

const log = (message: string) => console.log(`[build] ${message}`);

/** One edition's Rspress build; resolves with its peak memory in MB, rejects naming the edition. */
function buildEdition(edition: Edition): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [RUNNER], {
      cwd: root,
      env: { ...process.env, [EDITION_ENV]: editionKey(edition) },
      stdio: ['ignore', 'inherit', 'pipe'],
    });
    let tail = '';
    child.stderr.on('data', (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-500);
      process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(Number(/PEAK_RSS_KB=(\d+)/.exec(tail)?.[1] ?? 0) / 1024)
        : reject(new Error(`[build] the build of ${editionKey(edition)} failed (exit ${code}); its output is above`)),
    );
  });
}

const started = performance.now();
// Once for every edition: each build then reads the layouts (data/flows/layout.ts).
await layOutFlows(root, flowLayoutCache(root));
const siteRoutes = collectSiteRoutes(path.join(root, 'docs'), EDITIONS);
const pagesOf = (edition: Edition) => {
  const bit = 1 << siteRoutes.editions.indexOf(editionKey(edition));
  return Object.values(siteRoutes.routes).filter((bits) => bits & bit).length;
};
const ran = await runWithinBudget(
  EDITIONS.map((edition) => ({
    name: editionKey(edition),
    estimateMb: estimatedPeakMb(pagesOf(edition)),
    run: async () => {
      log(`${editionKey(edition)} (${pagesOf(edition)} pages)...`);
      // Afresh, so a page removed since the last build is not carried into the site.
      await rm(editionOutDir(root, siteOutDir, edition), { recursive: true, force: true });
      return { peakMb: await buildEdition(edition) };
    },
  })),
  { jobs: Math.min(2, os.availableParallelism()), budgetMb: MEMORY_BUDGET_MB },
);
const peaks = ran.map(
  ({ name, result, started: from, ended }) =>
    `${name} ${((ended - from) / 1000).toFixed(1)} s, peak ${Math.round(result.peakMb)} MB`,
);

await mergeEditions(
  site,
  EDITIONS.map((edition) => ({ key: editionKey(edition), dir: editionOutDir(root, siteOutDir, edition) })),
);
await finishBuiltPages(siteBuiltPagesOptions(root, process.env), site, basePathFrom(process.env));

// The page list every build ships (theme/siteRoutes.ts) is read from the docs folder: it must be the pages built.
const expected = new Set(allRoutes(siteRoutes));
const built = new Set(
  (await filesUnder(site)).filter((f) => f.endsWith('.html') && f !== NOT_FOUND).map(routeOfHtmlFile),
);
const differences = pageListDifferences(expected, built);
if (differences.length) {
  throw new Error(
    `[build] the pages built and the pages in docs/ differ (config/siteRoutes.ts), ${differences.length} in all:\n${differences
      .slice(0, 20)
      .map((d) => `  ${d}`)
      .join('\n')}`,
  );
}
const together = concurrentPeakMb(ran);
log(
  `${built.size} pages in ${siteOutDir}/ in ${((performance.now() - started) / 1000).toFixed(1)} s (${peaks.join('; ')}; the builds side by side at most ${Math.round(together)} MB together)`,
);
// For the bench (scripts/lib/measureBuild.ts): the builds that ran side by side, and this process.
process.on('exit', () => {
  process.stderr.write(`\nPEAK_RSS_KB=${Math.round(together * 1024)}\n`);
  process.stderr.write(`\nPEAK_RSS_KB=${process.resourceUsage().maxRSS}\n`);
});
