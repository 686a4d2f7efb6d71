/**
 * `npm run search:compare`: MiniSearch (the site's engine) against FlexSearch (Rspress's own) on the reader questions
 * of tests/support/searchQuestions.ts. Both read the same built index, tokenise it the same way
 * (theme/search/engine.ts: stems, Chinese character pairs) and rank their finds by the same rules (SearchEngine.rank);
 * only the engine that finds the pages and scores the text match differs: MiniSearch's BM25 with field boosts and typo
 * tolerance, FlexSearch's field result lists (scored by place in the list, field boosts alike; it has no typo tolerance
 * for a custom tokeniser).
 * Prints first-result accuracy, top 3, build time per edition and time per query.
 */
import { Document } from 'flexsearch';
import { QUESTIONS } from '../tests/support/searchQuestions';
import { queryWords, type SearchDoc, SearchEngine, type SearchResult, tokenize } from '../theme/search/engine';
import { docsOf, pagesOf, percent } from './lib/searchQuality';

const FIELDS = ['title', 'keywords', 'headers', 'description', 'content', 'words'] as const;
/** The field boosts of theme/search/engine.ts (BOOST). */
const BOOST: Record<(typeof FIELDS)[number], number> = {
  title: 10,
  keywords: 8,
  headers: 4,
  description: 3,
  content: 1,
  words: 1,
};

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];

function flexIndex(docs: SearchDoc[]) {
  const index = new Document({
    document: {
      id: 'id',
      index: FIELDS.map((field) => ({ field, tokenize: 'forward' as const, encode: tokenize })),
    },
  });
  for (const [id, doc] of docs.entries()) {
    index.add({
      id,
      title: doc.title,
      keywords: (doc.keywords ?? []).join('\n'),
      headers: doc.toc.map((h) => h.text).join('\n'),
      description: doc.description ?? '',
      content: doc.content,
      words: doc.words ?? '',
    });
  }
  return index;
}

/** FlexSearch's finds for each query word, as MiniSearch reports its own: page, score, the words found in which fields. */
function flexResults(index: ReturnType<typeof flexIndex>, query: string): SearchResult[] {
  const found = new Map<number, SearchResult>();
  for (const word of queryWords(query)) {
    for (const { field, result } of index.search(word, { limit: 1000 }) as { field: string; result: number[] }[]) {
      result.forEach((id, place) => {
        const entry = found.get(id) ?? { id, score: 0, terms: [], queryTerms: [], match: {} };
        entry.score += (BOOST[field as keyof typeof BOOST] * 10) / (10 + place);
        entry.match[word] = [...new Set([...(entry.match[word] ?? []), field])];
        if (!entry.queryTerms.includes(word)) entry.queryTerms.push(word);
        found.set(id, entry);
      });
    }
  }
  return [...found.values()].sort((a, b) => b.score - a.score);
}

const score = {
  minisearch: { first: 0, top3: 0, ms: [] as number[] },
  flexsearch: { first: 0, top3: 0, ms: [] as number[] },
};
for (const edition of new Set(QUESTIONS.map((q) => q.edition))) {
  const docs = await docsOf(edition);
  const builds = { minisearch: [] as number[], flexsearch: [] as number[] };
  let mini = await SearchEngine.build(docs, async () => {});
  let flex = flexIndex(docs);
  for (let i = 0; i < 3; i++) {
    let t = performance.now();
    mini = await SearchEngine.build(docs, async () => {});
    builds.minisearch.push(performance.now() - t);
    t = performance.now();
    flex = flexIndex(docs);
    builds.flexsearch.push(performance.now() - t);
  }
  console.log(
    `${edition}: build MiniSearch ${median(builds.minisearch).toFixed(0)} ms, FlexSearch ${median(builds.flexsearch).toFixed(0)} ms`,
  );
  for (const question of QUESTIONS.filter((q) => q.edition === edition)) {
    for (const engine of ['minisearch', 'flexsearch'] as const) {
      const t = performance.now();
      const hits =
        engine === 'minisearch'
          ? mini.search(question.query, 20)
          : mini.rank(flexResults(flex, question.query), question.query, 20);
      score[engine].ms.push(performance.now() - t);
      const rank = pagesOf(hits, question.query).findIndex((page) => question.first.includes(page));
      if (rank === 0) score[engine].first++;
      if (rank >= 0 && rank < 3) score[engine].top3++;
    }
  }
}
for (const [engine, { first, top3, ms }] of Object.entries(score)) {
  console.log(
    `${engine}: first ${first}/${QUESTIONS.length} (${percent(first, QUESTIONS.length)}), top 3 ${top3}/${QUESTIONS.length} (${percent(top3, QUESTIONS.length)}), median ${median(ms).toFixed(2)} ms a query`,
  );
}
