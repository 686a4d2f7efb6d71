/**
 * `npm run build`: the site, one edition (version and language) at a time, into doc_build/ (or PATCHBAY_OUT_DIR).
 *
 * Each edition is its own Rspress build (`PATCHBAY_EDITION`, rspress.config.ts) into its own folder with its own
 * caches: a build's memory grows with its pages (ten times the pages in one build peaked at 6.8 GB), and a page
 * then ships the list of its own edition's pages, not every edition's. The builds run one after another; their
 * pages are moved into the site's folder (where two builds wrote one file, the file of the edition it belongs to is
 * kept), then the built-pages step runs once over the whole site
 * (plugins/builtPages.ts: hreflang links between editions, CSP, sitemap) and the pages are checked against the docs
 * folder. Links between editions load the other edition's page as a document (theme/components/Link.tsx).
 */
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { EDITION_ENV, editionOutDir, OUT_DIR_ENV } from '../config/builds';
import { EDITIONS, type Edition, editionKey } from '../config/editions';
import { basePathFrom } from '../config/site';
import { finishBuiltPages, siteBuiltPagesOptions } from '../plugins/builtPages';
import { routeOfHtmlFile } from '../plugins/seoLogic';
import { allRoutes, collectSiteRoutes } from '../plugins/siteRoutes';
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
const peaks: string[] = [];
for (const edition of EDITIONS) {
  const began = performance.now();
  log(`${editionKey(edition)}...`);
  // Afresh, so a page removed since the last build is not carried into the site.
  await rm(editionOutDir(root, siteOutDir, edition), { recursive: true, force: true });
  const peak = await buildEdition(edition);
  peaks.push(
    `${editionKey(edition)} ${((performance.now() - began) / 1000).toFixed(1)} s, peak ${Math.round(peak)} MB`,
  );
}

await mergeEditions(
  site,
  EDITIONS.map((edition) => ({ key: editionKey(edition), dir: editionOutDir(root, siteOutDir, edition) })),
);
await finishBuiltPages(siteBuiltPagesOptions(root, process.env), site, basePathFrom(process.env));

// The page list every build ships (theme/siteRoutes.ts) is read from the docs folder: it must be the pages built.
const expected = new Set(allRoutes(collectSiteRoutes(path.join(root, 'docs'), EDITIONS)));
const built = new Set(
  (await filesUnder(site)).filter((f) => f.endsWith('.html') && f !== NOT_FOUND).map(routeOfHtmlFile),
);
const differences = pageListDifferences(expected, built);
if (differences.length) {
  throw new Error(
    `[build] the pages built and the pages in docs/ differ (plugins/siteRoutes.ts):\n${differences.map((d) => `  ${d}`).join('\n')}`,
  );
}
log(
  `${built.size} pages in ${siteOutDir}/ in ${((performance.now() - started) / 1000).toFixed(1)} s (${peaks.join('; ')})`,
);
process.on('exit', () => process.stderr.write(`\nPEAK_RSS_KB=${process.resourceUsage().maxRSS}\n`));
