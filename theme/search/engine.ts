/**
 * The site's search ranking. Rspress v2 finds pages with FlexSearch and keeps only those whose title, a heading or
 * the text contains the query verbatim, in index order. Readers type tasks ("remove background"), model names
 * ("Kling"), other word forms ("removal") and typos ("klnig"), so pages are ranked here instead:
 *
 * - words are lower-cased, reduced to a stem ("removal", "removes" → "remov") and, for Chinese, split into
 *   overlapping character pairs;
 * - each query word matches a page's words exactly, as a prefix (the word being typed) or within one or two typos;
 * - a match counts by where it is (title, then the node catalogue's names and aliases, headings, description,
 *   text) and by how rare the word is across the site;
 * - the whole query found in a title or alias (also with spaces removed: "lip sync" = "lipsync") adds a bonus;
 * - pages that miss more than half of the query's words are left out.
 */

import { boundQuery, MAX_QUERY_WORDS } from './queryBounds';

export interface SearchHeader {
  id: string;
  text: string;
  depth: number;
  charIndex: number;
}

export interface SearchDoc {
  routePath: string;
  title: string;
  content: string;
  toc: SearchHeader[];
  description?: string;
  /** Extra names a page answers to: a node's name, id, aliases, vendor and model. */
  keywords?: string[];
}

export interface SearchHit<D extends SearchDoc = SearchDoc> {
  doc: D;
  score: number;
  /** Where in `doc.content` the best-matching word starts and how long it is (characters), if it occurs there. */
  match?: { start: number; length: number };
}

const FIELDS = ['title', 'keywords', 'headers', 'description', 'content'] as const;
type Field = (typeof FIELDS)[number];
const WEIGHT: Record<Field, number> = { title: 10, keywords: 8, headers: 4, description: 3, content: 1 };
const PHRASE_BONUS: Partial<Record<Field, number>> = { title: 40, keywords: 30, headers: 12, description: 6 };

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/;
const TOKEN = /[\p{L}\p{N}]+/gu;

/** Lower case, full-width forms folded, accents dropped. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** A light English stemmer: enough to make "removal", "removes", "removing" and "remove" one word. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const stripped = word.replace(/(?:ations?|ings?|ions?|ers?|ed|es|al|ly|s|e)$/, '');
  return stripped.length >= 3 ? stripped : word;
}

/** Words of a text: Latin words stemmed, runs of CJK characters as overlapping pairs (a lone character as itself). */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const [raw] of normalize(text).matchAll(TOKEN)) {
    let latin = '';
    const flush = () => {
      if (latin) out.push(stem(latin));
      latin = '';
    };
    let run = '';
    const flushRun = () => {
      if (run.length === 1) out.push(run);
      for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
      run = '';
    };
    for (const ch of raw) {
      if (CJK.test(ch)) {
        flush();
        run += ch;
      } else {
        flushRun();
        latin += ch;
      }
    }
    flush();
    flushRun();
  }
  return out;
}

/** Words too common to tell pages apart; dropped from a query unless it has nothing else. */
const STOP_WORDS = new Set(
  'a an and as at be by can do for from how i in into is it of on or the to with my your'.split(' '),
);

/**
 * The words of a query that count: no stop words or single Latin letters (unless nothing else is left), at most
 * MAX_QUERY_WORDS of them (queryBounds.ts).
 */
export function queryWords(query: string): string[] {
  const all = [...new Set(tokenize(boundQuery(query)))];
  const telling = all.filter((w) => !STOP_WORDS.has(w) && (w.length > 1 || CJK.test(w)));
  return (telling.length ? telling : all).slice(0, MAX_QUERY_WORDS);
}

const compact = (text: string) => normalize(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** Edit distance, giving up (returning max + 1) once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      // Two neighbouring letters swapped count as one typo.
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = prev;
    prev = row;
  }
  return prev[b.length];
}

interface IndexedDoc<D> {
  doc: D;
  terms: Record<Field, Map<string, number>>;
  texts: Record<Exclude<Field, 'content'>, string[]>;
  compactTexts: string[];
  normalizedContent: string;
}

function count(tokens: string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const t of tokens) map.set(t, (map.get(t) ?? 0) + 1);
  return map;
}

/** How well a typed word matches a word of the index: 1 exact, less for a prefix or a typo, 0 not at all. */
function closeness(typed: string, term: string, last: boolean): number {
  if (typed === term) return 1;
  if (CJK.test(typed)) return 0;
  if (term.startsWith(typed) && typed.length >= 2) return last ? 0.9 : 0.7;
  if (typed.startsWith(term) && term.length >= 4) return 0.8;
  const allowed = typed.length >= 8 ? 2 : typed.length >= 4 ? 1 : 0;
  if (!allowed || term.length < 3) return 0;
  const d = editDistance(typed, term, allowed);
  return d <= allowed ? 0.65 - 0.15 * (d - 1) : 0;
}

export class SearchEngine<D extends SearchDoc = SearchDoc> {
  readonly #docs: IndexedDoc<D>[];
  readonly #df = new Map<string, number>();

  constructor(docs: D[]) {
    this.#docs = docs.map((doc) => {
      const headers = doc.toc.map((h) => h.text);
      const texts = {
        title: [doc.title],
        keywords: doc.keywords ?? [],
        headers,
        description: doc.description ? [doc.description] : [],
      };
      const terms = {
        title: count(tokenize(doc.title)),
        keywords: count(texts.keywords.flatMap(tokenize)),
        headers: count(headers.flatMap(tokenize)),
        description: count(tokenize(doc.description ?? '')),
        content: count(tokenize(doc.content)),
      };
      return {
        doc,
        terms,
        texts: {
          title: texts.title.map(normalize),
          keywords: texts.keywords.map(normalize),
          headers: headers.map(normalize),
          description: texts.description.map(normalize),
        },
        compactTexts: [doc.title, ...texts.keywords].map(compact),
        normalizedContent: normalize(doc.content),
      };
    });
    for (const entry of this.#docs) {
      const seen = new Set<string>();
      for (const field of FIELDS) for (const term of entry.terms[field].keys()) seen.add(term);
      for (const term of seen) this.#df.set(term, (this.#df.get(term) ?? 0) + 1);
    }
  }

  get size(): number {
    return this.#docs.length;
  }

  /** For each typed word, the index words it may stand for, with how closely. */
  #expand(typed: string[]): Map<string, number>[] {
    const vocabulary = [...this.#df.keys()];
    return typed.map((word, i) => {
      const last = i === typed.length - 1;
      const found = new Map<string, number>();
      if (this.#df.has(word)) found.set(word, 1);
      for (const term of vocabulary) {
        if (term === word) continue;
        const c = closeness(word, term, last);
        if (c > 0) found.set(term, c);
      }
      return found;
    });
  }

  search(query: string, limit = 10): SearchHit<D>[] {
    const typed = queryWords(query);
    const bounded = boundQuery(query);
    const phrase = normalize(bounded).replace(/\s+/g, ' ').trim();
    const phraseCompact = compact(bounded);
    if (!typed.length || !phraseCompact) return [];
    const expansions = this.#expand(typed);
    const n = this.#docs.length;
    const idf = (term: string) => Math.log(1 + n / (this.#df.get(term) ?? n));
    const hits: SearchHit<D>[] = [];
    for (const entry of this.#docs) {
      let score = 0;
      let matched = 0;
      let best: { term: string; weight: number } | undefined;
      typed.forEach((_, i) => {
        let wordScore = 0;
        for (const [term, close] of expansions[i]) {
          for (const field of FIELDS) {
            const tf = entry.terms[field].get(term);
            if (!tf) continue;
            const s = WEIGHT[field] * close * idf(term) * (field === 'content' ? 1 + Math.log(tf) : 1);
            if (s > wordScore) wordScore = s;
            if (field === 'content' && (!best || close * idf(term) > best.weight))
              best = { term, weight: close * idf(term) };
          }
        }
        if (wordScore > 0) matched++;
        score += wordScore;
      });
      if (!matched) continue;
      const coverage = matched / typed.length;
      if (coverage < 0.5) continue;
      score *= coverage * coverage;
      for (const field of ['title', 'keywords', 'headers', 'description'] as const) {
        if (phrase.length >= 2 && entry.texts[field].some((t) => t.includes(phrase))) score += PHRASE_BONUS[field] ?? 0;
      }
      if (phraseCompact.length >= 3 && entry.compactTexts.some((t) => t.includes(phraseCompact))) score += 20;
      if (entry.texts.title[0] === phrase) score += 40;
      hits.push({ doc: entry.doc, score, match: best && locate(entry.normalizedContent, best.term) });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }
}

/** The first place a (stemmed) word starts in a text. */
function locate(text: string, term: string): { start: number; length: number } | undefined {
  const at = text.indexOf(term);
  if (at < 0) return undefined;
  let end = at + term.length;
  while (end < text.length && /[\p{L}\p{N}]/u.test(text[end]) && !CJK.test(text[end])) end++;
  return { start: at, length: end - at };
}
