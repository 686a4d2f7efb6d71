/**
 * `npx tsx scripts/check-nodes.ts`: the node part of `npm run check` alone (plugins/nodeCatalog/index.ts, as the build runs
 * it): the data, a page in every language of every version a node appears in, the Chinese data, the changelog and
 * its facts lock, and retired models named in guides; every problem at once, in that order.
 */
import path from 'node:path';
import { CHECKS, runChecks } from './lib/checks';

const [{ sections }] = await runChecks(
  path.join(import.meta.dirname, '..'),
  CHECKS.filter((check) => check.name === 'nodes'),
);
for (const { title, problems } of sections) console.error(`${title}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
if (sections.length) process.exit(1);
console.log('OK: the nodes, their pages in every edition, translations, changelog and facts lock');
