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

export type { SearchResult };

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
  /** Words of the page's text whose sentences the index leaves out (plugins/searchIndex/indexPages.ts): found, not shown. */
  words?: string;
  /** What the page answers, from its frontmatter's `searchAnswers`: `problems` for Troubleshooting (PROBLEM_BOOST). */
  answers?: 'problems';
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
    // Most words hold no CJK character: one test for the word instead of one per character.
    if (!CJK.test(raw)) {
      out.push(raw);
      continue;
    }
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
  [
    'a an and as at be by can do for from how i in into is it of on or the to with my your',
    // Words of a question or a complaint ("why does the video not play"), which say nothing of what it is about.
    'are was were been does did doe not no will wont cant dont doesnt this that what which when where why should me we you',
    'out off',
  ]
    .join(' ')
    .split(' '),
);

/** Whether a (lower-cased) word is one the ranking leaves out of a query. */
export const isStopWord = (word: string) => STOP_WORDS.has(word);

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

/**
 * Typos allowed by a word's length (stemmed), tried only when the words as typed found too little (FUZZY_BELOW): none
 * up to 3 letters, one at 4, two from 5 (a swap of two letters is 2). Tried always, they drew in neighbours of short
 * names: "kling" is two edits from "long".
 */
const typos = (term: string) => (CJK.test(term) ? 0 : term.length >= 5 ? 2 : term.length === 4 ? 1 : 0);

/**
 * The typos a word found by MiniSearch's fuzzy search may really have: one up to 7 letters, two from 8, where a swap
 * of two neighbouring letters is one ("klnig" is one from "kling"; "long" is two). MiniSearch counts a swap as two, so
 * it is asked for two and its finds are checked here (optimalStringAlignment).
 */
const allowedTypos = (word: string) => (word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0);

/**
 * Edits from `a` to `b`: insertions, deletions, substitutions and swaps of neighbouring letters (each once).
 * Written here: it is a dozen lines, and the packages for it (damerau-levenshtein) add more to the idle-loaded chunk.
 */
export function optimalStringAlignment(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}
/** Typos are tried only when fewer pages than this hold every word of the query as typed (or begun). */
const FUZZY_BELOW = 3;
/**
 * How much a node page counts when the query names nothing of the node itself (its title, names or description), only
 * words of its text: its "Out of Credits" section is about that node, while Troubleshooting answers the question in
 * general, and a guide explains the task.
 */
const MENTION_WEIGHT = 0.3;
const OWN_FIELDS = new Set(['title', 'keywords', 'description']);
/**
 * A query that reports a problem ("video does not play", "invalid API key") counts this much more on the pages that
 * answer problems (frontmatter `searchAnswers: problems`: Troubleshooting), before the page of the thing it names.
 */
const PROBLEM_BOOST = 2;
const PROBLEM =
  /\b(?:out of|not|no|never|cannot|can'?t|won'?t|doesn'?t|don'?t|isn'?t|fails?|failed|failing|errors?|invalid|broken|black|blank|empty|slow|crash\w*|stuck|freez\w*|missing|timeout|timed|exceeded|quota|insufficient|refused|rejected?|rejection|filtered|red)\b|出错|错误|无效|失败|不足|无法|不能|没有|变红|卡顿|崩溃|超时|拒绝|过滤|为空|全黑/iu;

/** Whether the query reads as a problem the reader has (PROBLEM_BOOST). */
export function reportsProblem(query: string): boolean {
  return PROBLEM.test(query);
}
/**
 * A heading that holds two or more of the query's words, most of them, is the section that answers it ("output is
 * black": Troubleshooting's "Output Is Empty or Black"): its page's score is multiplied by up to this much, by the
 * share of the query's words it holds (squared).
 */
const SECTION_BOOST = 4;

interface Entry<D> {
  doc: D;
  texts: Record<Exclude<Field, 'content' | 'words'>, string[]>;
  compactNames: string[];
  normalizedContent: string;
  /** Each heading's words, stemmed. */
  headingTerms: string[][];
}

/** What the ranking keeps of a page besides MiniSearch's index: its texts normalised for the phrase checks. */
function entryOf<D extends SearchDoc>(doc: D): Entry<D> {
  return {
    doc,
    texts: {
      title: [normalize(doc.title)],
      keywords: (doc.keywords ?? []).map(normalize),
      headers: doc.toc.map((h) => normalize(h.text)),
      description: doc.description ? [normalize(doc.description)] : [],
    },
    compactNames: [doc.title, ...(doc.keywords ?? [])].map(compact),
    normalizedContent: normalize(doc.content),
    headingTerms: doc.toc.map((h) => tokenize(h.text)),
  };
}

/** The longest the ranking builds without a pause: a phone at a quarter of a laptop's speed stays under 50 ms. */
const SLICE_MS = 8;

/** A moment the browser has nothing else to do (or the next turn of the event loop, where there is no such call). */
function idleMoment(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 500 });
    else setTimeout(resolve, 0);
  });
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
      fuzzy: false,
      maxFuzzy: 2,
      combineWith: 'OR',
    },
  });

  /**
   * The ranking of `docs`, built page by page in slices of at most SLICE_MS with a yield to the browser between them
   * (`pause`: the browser's idle time), so building it (0.1 to 0.35 s on a laptop, about four times that on a phone)
   * never makes a long task, also on a phone, and never holds up what the reader does.
   */
  static async build<D extends SearchDoc>(
    docs: D[],
    pause: () => Promise<void> = idleMoment,
  ): Promise<SearchEngine<D>> {
    const engine = new SearchEngine<D>();
    let slice = performance.now();
    for (const [id, doc] of docs.entries()) {
      engine.#entries.push(entryOf(doc));
      engine.#index.add({ id, doc });
      if (performance.now() - slice > SLICE_MS) {
        await pause();
        slice = performance.now();
      }
    }
    return engine;
  }

  private constructor() {
    this.#entries = [];
  }

  search(query: string, limit = 10): SearchHit<D>[] {
    const typed = queryWords(query);
    if (!typed.length || !compact(boundQuery(query))) return [];
    let results = this.#index.search(typed.join(' '));
    if (results.filter((r) => r.queryTerms.length === typed.length).length < FUZZY_BELOW) {
      results = this.#index.search(typed.join(' '), { fuzzy: (term) => typos(term) });
    }
    return this.rank(results, query, limit);
  }

  /**
   * The pages found for `query` (MiniSearch's results: page ids, text-match scores, the terms found in which fields),
   * ranked by the site's rules above. Public so that another engine's finds can be ranked the same way
   * (scripts/search-compare.ts, FlexSearch against MiniSearch).
   */
  rank(results: SearchResult[], query: string, limit = 10): SearchHit<D>[] {
    const typed = queryWords(query);
    const bounded = boundQuery(query);
    const phrase = normalize(bounded).replace(/\s+/g, ' ').trim();
    const phraseCompact = compact(bounded);
    if (!typed.length || !phraseCompact) return [];
    const hits: SearchHit<D>[] = [];
    const problem = reportsProblem(bounded);
    for (const found of results) {
      const result = keepCloseTerms(found, typed);
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
          // A node page's sections are about the node, not the question; one that only mentions the query's words
          // counts less than the pages that answer it in general.
          (entry.doc.keywords ? nodeWeight(ownShare(result, typed)) : sectionBoost(entry.headingTerms, typed)) *
          (problem && entry.doc.answers === 'problems' ? PROBLEM_BOOST : 1) *
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

/**
 * The result with only the terms that stand for a query word: the word itself, the word being typed (the last) as a
 * prefix, or the word with as many typos as it may have (allowedTypos); `queryTerms` are the words so found.
 */
function keepCloseTerms(result: SearchResult, typed: string[]): SearchResult {
  const match: SearchResult['match'] = {};
  const words = new Set<string>();
  for (const [term, fields] of Object.entries(result.match)) {
    const word = typed.find(
      (w, i) =>
        term === w ||
        (i === typed.length - 1 && term.startsWith(w)) ||
        optimalStringAlignment(term, w) <= allowedTypos(w),
    );
    if (word === undefined) continue;
    match[term] = fields;
    words.add(word);
  }
  return { ...result, match, queryTerms: [...words] };
}

/** SECTION_BOOST by the best heading's share of the query's words (the last one also as a prefix, as typed). */
function sectionBoost(headings: string[][], typed: string[]): number {
  if (typed.length < 2) return 1;
  let best = 0;
  for (const terms of headings) {
    const held = typed.filter(
      (word, i) => terms.includes(word) || (i === typed.length - 1 && terms.some((t) => t.startsWith(word))),
    ).length;
    if (held >= 2) best = Math.max(best, held / typed.length);
  }
  return best >= 0.5 ? 1 + (SECTION_BOOST - 1) * best * best : 1;
}

/**
 * The share of the query's words that stand in the page's own fields: its title, names or description. A word the
 * reader is still typing counts when it is most of the word it begins ("seedr" for Seedream, not "key" for keyframe).
 */
function ownShare(result: SearchResult, typed: string[]): number {
  let own = 0;
  for (const [term, fields] of Object.entries(result.match)) {
    if (!fields.some((field) => OWN_FIELDS.has(field))) continue;
    // A term no query word begins was found as typed or by a typo.
    const begun = typed.filter((word) => term.startsWith(word));
    if (!begun.length || begun.some((word) => word.length >= term.length * 0.6)) own++;
  }
  return Math.min(1, own / typed.length);
}

/** A node page's weight by how much of the query names the node itself (MENTION_WEIGHT when nothing does). */
const nodeWeight = (share: number) => MENTION_WEIGHT + (1 - MENTION_WEIGHT) * share * share;

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
