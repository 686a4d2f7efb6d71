/**
 * `npm run search:quality`: the reader-question corpus (tests/support/searchQuestions.ts) against the ranking in
 * Node, on the index the last build wrote. Prints first-result accuracy, top 3, and the misses; and, for the name
 * queries, the listed pages that do not hold the name. The e2e test asks the same through the site's search box; this
 * is the quick loop for tuning theme/search/engine.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CHINESE, type Edition, ENGLISH, EXACT, NAME_QUERIES, QUESTIONS } from '../tests/support/searchQuestions';
import { type SearchDoc, SearchEngine } from '../theme/search/engine';
import { expandIndex } from '../theme/search/indexFormat';
import { suggestionsFor } from '../theme/search/suggestions';

const root = path.join(import.meta.dirname, '..');
const cache = path.join(root, 'node_modules/.cache/patchbay-search');

const engines = new Map<Edition, SearchEngine<SearchDoc>>();
async function engineFor(edition: Edition) {
  let engine = engines.get(edition);
  if (!engine) {
    const docs = expandIndex(
      edition,
      JSON.parse(await readFile(path.join(cache, `doc_build.${edition}`, `${edition}.json`), 'utf8')),
    );
    engine = await SearchEngine.build(docs);
    engines.set(edition, engine);
  }
  return engine;
}

/** The pages of the panel's suggestions for `query`, in order, once each. */
export async function pagesFor(edition: Edition, query: string): Promise<string[]> {
  const engine = await engineFor(edition);
  const pages = suggestionsFor(engine.search(query, 20), query).map((s) => decodeURI(s.link.split('#')[0]));
  return [...new Set(pages)];
}

const verbose = process.argv.includes('--verbose');
let first = 0;
let top3 = 0;
const misses: string[] = [];
for (const question of QUESTIONS) {
  const pages = await pagesFor(question.edition, question.query);
  const rank = pages.findIndex((page) => question.first.includes(page));
  if (rank === 0) first++;
  if (rank >= 0 && rank < 3) top3++;
  if (rank !== 0 || verbose)
    misses.push(
      `${rank === 0 ? 'ok  ' : rank > 0 && rank < 3 ? 'top3' : 'miss'} [${question.kind}] "${question.query}": wanted ${question.first[0]}, got ${pages.slice(0, 3).join(', ') || 'nothing'}`,
    );
}
const pct = (n: number) => `${((n / QUESTIONS.length) * 100).toFixed(1)}%`;
console.log(`${QUESTIONS.length} questions: first ${first} (${pct(first)}), top 3 ${top3} (${pct(top3)})`);
for (const miss of misses) console.log(`  ${miss}`);

const strangers: string[] = [];
for (const { edition, query } of NAME_QUERIES) {
  for (const page of await pagesFor(edition, query)) {
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
    const pages = (await pagesFor(edition, query)).slice(0, 3);
    if (pages.some((page) => wanted.includes(page))) earlier++;
    else earlierMisses.push(`"${query}": wanted ${wanted[0]}, got ${pages.join(', ')}`);
  }
}
console.log(`earlier set: ${earlier}/${ENGLISH.length + CHINESE.length} in the top 3`);
for (const miss of earlierMisses) console.log(`  ${miss}`);
const wrongFirst: string[] = [];
for (const [query, wanted] of EXACT) {
  const [top] = await pagesFor('v2.en', query);
  if (top !== wanted) wrongFirst.push(`"${query}": wanted ${wanted}, got ${top}`);
}
console.log(`exact names: ${EXACT.length - wrongFirst.length}/${EXACT.length} first`);
for (const wrong of wrongFirst) console.log(`  ${wrong}`);
