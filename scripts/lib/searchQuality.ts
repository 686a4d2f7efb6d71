/**
 * The reader-question corpus (tests/support/searchQuestions.ts) scored in Node on the index the last build wrote:
 * for `npm run search:quality`, `npm run search:compare` and the bench.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { searchIndexCache } from '../../config/builds';
import { type Edition, QUESTIONS } from '../../tests/support/searchQuestions';
import { type SearchDoc, SearchEngine, type SearchHit } from '../../theme/search/engine';
import { expandIndex } from '../../theme/search/indexFormat';
import { suggestionsFor } from '../../theme/search/suggestions';

const root = path.join(import.meta.dirname, '../..');

/** An edition's pages as the build indexed them (`npm run build` writes the file). */
export async function docsOf(edition: Edition): Promise<SearchDoc[]> {
  const file = path.join(searchIndexCache(root), `${edition}.json`);
  return expandIndex(edition, JSON.parse(await readFile(file, 'utf8')));
}

/** The pages the panel lists for ranked hits, in order, once each. */
export const pagesOf = (hits: SearchHit[], query: string) => [
  ...new Set(suggestionsFor(hits, query).map((s) => decodeURI(s.link.split('#')[0]))),
];

const engines = new Map<Edition, Promise<SearchEngine>>();

/** The pages the site's search lists for `query` in `edition`. */
export async function sitePages(edition: Edition, query: string): Promise<string[]> {
  let engine = engines.get(edition);
  if (!engine) {
    engine = docsOf(edition).then((docs) => SearchEngine.build(docs, async () => {}));
    engines.set(edition, engine);
  }
  return pagesOf((await engine).search(query, 20), query);
}

export interface CorpusScore {
  questions: number;
  first: number;
  top3: number;
  /** One line per question whose first page is not one it wants. */
  misses: string[];
}

/** How often `pages` lists first (and among the first three) the page each question wants. */
export async function corpusScore(
  pages: (edition: Edition, query: string) => Promise<string[]> = sitePages,
): Promise<CorpusScore> {
  const score: CorpusScore = { questions: QUESTIONS.length, first: 0, top3: 0, misses: [] };
  for (const question of QUESTIONS) {
    const listed = await pages(question.edition, question.query);
    const rank = listed.findIndex((page) => question.first.includes(page));
    if (rank === 0) score.first++;
    if (rank >= 0 && rank < 3) score.top3++;
    if (rank !== 0)
      score.misses.push(
        `${rank > 0 && rank < 3 ? 'top3' : 'miss'} [${question.kind}] "${question.query}": wanted ${question.first[0]}, got ${listed.slice(0, 3).join(', ') || 'nothing'}`,
      );
  }
  return score;
}

export const percent = (n: number, of: number) => `${((n / of) * 100).toFixed(1)}%`;
