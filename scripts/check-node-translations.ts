/**
 * Validates the node catalogue's translations: `npx tsx scripts/check-node-translations.ts [lang]`
 * (default zh). Lists every problem with file, node and field; exits 1 when there is one.
 */
import { readdir } from 'node:fs/promises';
import { NODES } from '../data/nodes';
import { validateTranslations } from '../data/nodes/translation';

const lang = process.argv[2] ?? 'zh';
const dir = `data/nodes/${lang}`;
const files: Record<string, unknown> = {};
for (const name of (await readdir(dir)).filter((f) => f.endsWith('.ts') && f !== 'index.ts').sort()) {
  files[`${dir}/${name}`] = (await import(`../${dir}/${name}`)).default;
}
const { problems } = validateTranslations(lang, files, NODES);
for (const p of problems) console.log(p);
console.log(problems.length ? `${problems.length} problem(s)` : `All ${NODES.length} nodes are translated (${lang}).`);
process.exit(problems.length ? 1 : 0);
