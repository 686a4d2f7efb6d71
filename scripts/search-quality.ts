/**
 * `npm run search:quality`: the reader-question corpus (tests/support/searchQuestions.ts) against the ranking in
 * Node, on the index the last build wrote. Prints first-result accuracy, top 3 and the misses; for the name queries,
 * the listed pages that do not hold the name; and the earlier sets (top 3, exact names first). The e2e tests ask the
 * same through the site's search box; this is the quick loop for tuning theme/search/engine.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CHINESE, ENGLISH, EXACT, NAME_QUERIES } from '../tests/support/searchQuestions';
import { corpusScore, percent, sitePages } from './lib/searchQuality';

const root = path.join(import.meta.dirname, '..');

const { questions, first, top3, misses } = await corpusScore();
console.log(
  `${questions} questions: first ${first} (${percent(first, questions)}), top 3 ${top3} (${percent(top3, questions)})`,
);
for (const miss of misses) console.log(`  ${miss}`);

const strangers: string[] = [];
for (const { edition, query } of NAME_QUERIES) {
  for (const page of await sitePages(edition, query)) {
    const file = path.join(root, 'doc_build', page.endsWith('/') ? `${page}index.md` : `${page}.md`);
    const text = (await readFile(file, 'utf8').catch(() => '')).toLowerCase();
    if (!text.includes(query.toLowerCase())) strangers.push(`"${query}" lists ${page}`);
  }
}
console.log(`name queries: ${strangers.length} pages listed that do not hold the name`);
for (const stranger of strangers) console.log(`  ${stranger}`);

let earlier = 0;
const earlierMisses: string[] = [];
for (const [edition, set] of [
  ['v2.en', ENGLISH],
  ['v2.zh', CHINESE],
] as const) {
  for (const [query, wanted] of set) {
    const pages = (await sitePages(edition, query)).slice(0, 3);
    if (pages.some((page) => wanted.includes(page))) earlier++;
    else earlierMisses.push(`"${query}": wanted ${wanted[0]}, got ${pages.join(', ')}`);
  }
}
console.log(`earlier set: ${earlier}/${ENGLISH.length + CHINESE.length} in the top 3`);
for (const miss of earlierMisses) console.log(`  ${miss}`);
const wrongFirst: string[] = [];
for (const [query, wanted] of EXACT) {
  const [top] = await sitePages('v2.en', query);
  if (top !== wanted) wrongFirst.push(`"${query}": wanted ${wanted}, got ${top}`);
}
console.log(`exact names: ${EXACT.length - wrongFirst.length}/${EXACT.length} first`);
for (const wrong of wrongFirst) console.log(`  ${wrong}`);
