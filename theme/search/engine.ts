/**
 * The site's search ranking: MiniSearch (BM25 with field boosts, prefix search on the word being typed, fuzzy
 * matching within one or two typos) configured for this site. What the configuration adds:
 *
 * - words are lower-cased, accents dropped, English words reduced to their Porter stem (the `stemmer` package:
 *   "removal", "removes" → "remov") and Chinese split into overlapping character pairs;
 * - fields count by where a reader looks first: title, then the node catalogue's names and aliases, headings,
 *   description, text (and the words of the page's text that the index sends without their sentences);
 * - the query keeps at most MAX_QUERY_WORDS telling words (queryBounds.ts), and pages that miss more than half of
 *   them are left out;
 * - the whole query found in a title or a node's names (also with spaces and punctuation removed, so `FalFluxDevNode`,
 *   `fal-ai/topaz/upscale/video` and "lipsync" find their page) multiplies a page's score: a reader who types a
 *   name exactly means that page.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { stemmer } from 'stemmer';
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
  /** A node page whose model the provider has deprecated or retired: ranked below the rest (its replacement). */
  lifecycle?: 'deprecated' | 'retired';
  /** Words of the page's text whose sentences the index leaves out (plugins/searchIndexLogic.ts): found, not shown. */
  words?: string;
}

/**
 * How much a deprecated or retired node page's score counts: enough that its replacement (which shares its words)
 * ranks above it, not so little that typing its exact name or id misses it.
 */
const LIFECYCLE_WEIGHT = { deprecated: 0.4, retired: 0.25 } as const;

export interface SearchHit<D extends SearchDoc = SearchDoc> {
  doc: D;
  score: number;
  /** Where in `doc.content` the best-matching word starts and how long it is (characters), if it occurs there. */
  match?: { start: number; length: number };
}

const BOOST = { title: 10, keywords: 8, headers: 4, description: 3, content: 1, words: 1 };
type Field = keyof typeof BOOST;
/** Score multipliers when the whole query stands in a field (or is the title itself). */
const PHRASE_BOOST: Partial<Record<Field | 'exactTitle' | 'titleStart' | 'compactName', number>> = {
  exactTitle: 4,
  // A title that starts with the query is the page about it ("sockets": Sockets and Connections, before Audio Sockets).
  titleStart: 2,
  title: 3,
  keywords: 3,
  compactName: 3,
  headers: 1.6,
  description: 1.3,
};

/** Kana, CJK ideographs and Hangul: the scripts searched by character pairs. */
export const CJK_CHARS = '\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af';
export const CJK = new RegExp(`[${CJK_CHARS}]`, 'u');
const TOKEN = /[\p{L}\p{N}]+/gu;

/** Lower case, full-width forms folded, accents dropped. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** The stem of a (normalised) word; words with digits and short words stay as they are. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word) || CJK.test(word)) return word;
  return stemmer(word);
}

/**
 * The words of a text before stemming: Latin words, and runs of CJK characters as overlapping pairs (a lone
 * character as itself). MiniSearch's tokenizer hook; MiniSearch has no tokenizer for Chinese.
 */
function words(text: string): string[] {
  const out: string[] = [];
  for (const [raw] of normalize(text).matchAll(TOKEN)) {
    let latin = '';
    let run = '';
    const flushLatin = () => {
      if (latin) out.push(latin);
      latin = '';
    };
    const flushRun = () => {
      if (run.length === 1) out.push(run);
      for (let i = 0; i + 1 < run.length; i++) out.push(run.slice(i, i + 2));
      run = '';
    };
    for (const ch of raw) {
      if (CJK.test(ch)) {
        flushLatin();
        run += ch;
      } else {
        flushRun();
        latin += ch;
      }
    }
    flushLatin();
    flushRun();
  }
  return out;
}

/** The index terms of a text: its words, stemmed. */
export function tokenize(text: string): string[] {
  return words(text).map(stem);
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

/** Typos allowed by a word's length: none up to 3 letters, one up to 4, two from 5 (a swap of two letters is 2). */
const typos = (term: string) => (CJK.test(term) ? 0 : term.length >= 5 ? 2 : term.length === 4 ? 1 : 0);

interface Entry<D> {
  doc: D;
  texts: Record<Exclude<Field, 'content' | 'words'>, string[]>;
  compactNames: string[];
  normalizedContent: string;
}

export class SearchEngine<D extends SearchDoc = SearchDoc> {
  readonly #entries: Entry<D>[];
  readonly #index = new MiniSearch<{ id: number; doc: D }>({
    fields: Object.keys(BOOST),
    extractField: ({ id, doc }, field) => {
      if (field === 'id') return id;
      if (field === 'headers') return doc.toc.map((h) => h.text).join('\n');
      if (field === 'keywords') return (doc.keywords ?? []).join('\n');
      return doc[field as 'title' | 'description' | 'content' | 'words'] ?? '';
    },
    tokenize: words,
    processTerm: stem,
    searchOptions: {
      boost: BOOST,
      // The query arrives as its telling words, stemmed (queryWords), one per space.
      tokenize: (query) => query.split(' '),
      processTerm: (term) => term,
      prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 2 && !CJK.test(term),
      fuzzy: (term) => typos(term),
      maxFuzzy: 2,
      combineWith: 'OR',
    },
  });

  /**
   * The ranking of `docs`, indexed a few pages at a time with a yield to the browser between them, so building it
   * (about a second of work on a phone for an edition) is never one long task.
   */
  static async build<D extends SearchDoc>(docs: D[]): Promise<SearchEngine<D>> {
    const engine = new SearchEngine(docs);
    await engine.#index.addAllAsync(
      engine.#entries.map(({ doc }, id) => ({ id, doc })),
      { chunkSize: 8 },
    );
    return engine;
  }

  private constructor(docs: D[]) {
    this.#entries = docs.map((doc) => ({
      doc,
      texts: {
        title: [normalize(doc.title)],
        keywords: (doc.keywords ?? []).map(normalize),
        headers: doc.toc.map((h) => normalize(h.text)),
        description: doc.description ? [normalize(doc.description)] : [],
      },
      compactNames: [doc.title, ...(doc.keywords ?? [])].map(compact),
      normalizedContent: normalize(doc.content),
    }));
  }

  search(query: string, limit = 10): SearchHit<D>[] {
    const typed = queryWords(query);
    const bounded = boundQuery(query);
    const phrase = normalize(bounded).replace(/\s+/g, ' ').trim();
    const phraseCompact = compact(bounded);
    if (!typed.length || !phraseCompact) return [];
    const hits: SearchHit<D>[] = [];
    for (const result of this.#index.search(typed.join(' '))) {
      const coverage = result.queryTerms.length / typed.length;
      if (coverage < 0.5) continue;
      const entry = this.#entries[result.id];
      hits.push({
        doc: entry.doc,
        score:
          result.score *
          coverage *
          coverage *
          this.#phraseBoost(entry, phrase, phraseCompact) *
          (entry.doc.lifecycle ? LIFECYCLE_WEIGHT[entry.doc.lifecycle] : 1),
        match: firstContentMatch(entry.normalizedContent, result),
      });
    }
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  #phraseBoost(entry: Entry<D>, phrase: string, phraseCompact: string): number {
    let boost = 1;
    if (phrase.length >= 2) {
      for (const field of ['title', 'keywords', 'headers', 'description'] as const) {
        if (entry.texts[field].some((text) => text.includes(phrase))) boost *= PHRASE_BOOST[field] ?? 1;
      }
      if (entry.texts.title[0] === phrase) boost *= PHRASE_BOOST.exactTitle ?? 1;
      else if (entry.texts.title[0]?.startsWith(`${phrase} `)) boost *= PHRASE_BOOST.titleStart ?? 1;
    }
    if (phraseCompact.length >= 3 && entry.compactNames.some((name) => name.includes(phraseCompact)))
      boost *= PHRASE_BOOST.compactName ?? 1;
    return boost;
  }
}

/** Where the first matched word that occurs in the text stands, extended to the end of its word. */
function firstContentMatch(text: string, result: SearchResult): { start: number; length: number } | undefined {
  let best: { start: number; length: number } | undefined;
  for (const [term, fields] of Object.entries(result.match)) {
    if (!fields.includes('content')) continue;
    const at = text.indexOf(term);
    if (at < 0 || (best && best.start <= at)) continue;
    let end = at + term.length;
    while (end < text.length && /[\p{L}\p{N}]/u.test(text[end]) && !CJK.test(text[end])) end++;
    best = { start: at, length: end - at };
  }
  return best;
}
