/**
 * `npx tsx scripts/check-nodes.ts`: the build's node checks, alone: the data, the node pages, the Chinese data and the
 * changelog, every problem at once in that order (plugins/nodeCatalog.ts).
 */
import path from 'node:path';
import { DEFAULT_LANG, DEFAULT_VERSION, LANGS, VERSIONS } from '../config/editions';
import { checkNodeCatalog } from '../plugins/nodeCatalog';

const { nodes, sections } = checkNodeCatalog({
  root: path.join(import.meta.dirname, '..'),
  versions: VERSIONS,
  langs: LANGS.map((l) => l.lang),
  reference: { version: DEFAULT_VERSION, lang: DEFAULT_LANG },
});
const report = sections.filter((s) => s.problems.length);
for (const { title, problems } of report) console.error(`${title}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
if (report.length) process.exit(1);
console.log(`OK: ${nodes.length} nodes, their pages, translations and changelog`);
