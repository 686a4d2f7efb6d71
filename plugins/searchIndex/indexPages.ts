/**
 * The text Rspress indexes for a page is its MDX with the Markdown removed, so MDX components stay in as code:
 * `<ExampleFlow nodes={[{ id: 'prompt', ... }]} />`. That is noise to search (a query for "prompt" matched every
 * example's props) and a third of the index's weight. Here components are reduced to the words a reader sees in
 * them (their title, description, alt and label texts), and the headings' positions are found again in the
 * cleaned text.
 */

import { gzipSync } from 'node:zlib';
import { editionKey } from '../../config/editions';
import { CJK, normalize, tokenize } from '../../theme/search/engine';
import type { IndexDoc } from '../../theme/search/indexFormat';

const READABLE_PROPS = ['title', 'description', 'alt', 'label', 'caption'];

/** The end (exclusive) of a JSX tag starting at `start` (at its `<`), or -1 if it does not close. */
function tagEnd(text: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let i = start + 1; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = '';
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (ch === '>' && depth === 0) return i + 1;
  }
  return -1;
}

function readableProps(tag: string): string[] {
  const texts: string[] = [];
  for (const prop of READABLE_PROPS) {
    const match = tag.match(new RegExp(`\\b${prop}=(?:"([^"]*)"|'([^']*)'|\\{\\s*["'\`]([^"'\`]*)["'\`]\\s*\\})`));
    const value = match?.[1] ?? match?.[2] ?? match?.[3];
    if (value?.trim()) texts.push(value.trim());
  }
  return texts;
}

/** Replaces each MDX component tag (capitalised name) by the readable texts of its props; closing tags go. */
export function stripJsx(content: string): string {
  let out = '';
  let i = 0;
  const opening = /<\/?[A-Z][\w.]*(?=[\s/>])/g;
  for (let match = opening.exec(content); match; match = opening.exec(content)) {
    const start = match.index;
    const end = tagEnd(content, start);
    if (end < 0) break;
    out += content.slice(i, start);
    const texts = match[0].startsWith('</') ? [] : readableProps(content.slice(start, end));
    if (texts.length) out += texts.join('\n');
    i = end;
    opening.lastIndex = end;
  }
  out += content.slice(i);
  return out.replace(/\n{3,}/g, '\n\n').trim();
}

export interface IndexedHeader {
  text: string;
  charIndex: number;
}

/** Sets each heading's charIndex to where its text first stands on a line of its own, in order, after the last. */
export function relocateHeaders<H extends IndexedHeader>(content: string, toc: H[]): H[] {
  let from = 0;
  return toc.map((header) => {
    let at = -1;
    for (let probe = content.indexOf(header.text, from); probe >= 0; probe = content.indexOf(header.text, probe + 1)) {
      const lineStart = probe === 0 || content[probe - 1] === '\n';
      const lineEnd = probe + header.text.length === content.length || content[probe + header.text.length] === '\n';
      if (lineStart && lineEnd) {
        at = probe;
        break;
      }
    }
    if (at < 0) return { ...header, charIndex: Math.min(Math.max(from, 0), content.length) };
    from = at + header.text.length;
    return { ...header, charIndex: at };
  });
}

export interface IndexedPage {
  routePath: string;
  title: string;
  content: string;
  lang?: string;
  version?: string;
  description?: string;
  keywords?: string[];
  /** Set on node pages of deprecated or retired nodes (plugins/nodeCatalog/index.ts). */
  lifecycle?: 'deprecated' | 'retired';
  toc: { id: string; text: string; depth: number; charIndex: number }[];
  frontmatter?: Record<string, unknown>;
}

/**
 * How many bytes of gzip each page's sentences may add to its edition's index: the text the results show. Without a
 * bound, English v2 was 196 kB and Chinese v2 210 kB. Pages with catalogue names (node pages) get less: their name,
 * id, aliases, model and description already find them, and most of their text is a template shared by 83 pages.
 * The words of the sentences left out still find the page (WORD_LIST_MAX_PAGES). With both, every edition is under
 * 120 kB, and a page is found by a word only it or one other page holds as often as with its whole text (offline
 * probe of 404 English and 566 Chinese such words, top three).
 */
export const TEXT_BUDGET = { page: 1500, catalogued: 600 };

/**
 * A word of a left-out sentence goes into the page's word list when at most this many pages of the edition hold it:
 * those words tell the page apart; commoner ones find other pages anyway, and would double Chinese editions.
 */
export const WORD_LIST_MAX_PAGES = 5;

/** A section of a page before slimming: its heading (none for the text before the first) and its sentences. */
export interface Section {
  heading?: IndexedPage['toc'][number];
  paragraphs: string[][];
}

/** The page's text cut at its headings, each section's paragraphs split into sentences (Intl.Segmenter). */
export function sections(page: IndexedPage, segmenter: Intl.Segmenter): Section[] {
  const cuts = [{ heading: undefined, from: 0 }, ...page.toc.map((h) => ({ heading: h, from: h.charIndex }))];
  return cuts.map(({ heading, from }, i) => {
    const start = heading ? from + heading.text.length : 0;
    const end = i + 1 < cuts.length ? cuts[i + 1].from : page.content.length;
    // Lines within a paragraph are the source's wrapping: one paragraph is one line of text.
    const paragraphs = page.content
      .slice(start, end)
      .split(/\n\s*\n/)
      .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
      .filter(Boolean)
      .map((p) => [...segmenter.segment(p)].map((s) => s.segment.trim()).filter(Boolean));
    return { heading, paragraphs };
  });
}

const gzipSize = (text: string) => gzipSync(text, { level: 9 }).length;

/** A page's sentences in page order, each with where it stands, its bytes in the index (and a line break) and words. */
export function sentencesOf(page: Section[]) {
  return page.flatMap((section, s) =>
    section.paragraphs.flatMap((sentences, p) =>
      sentences.map((text, n) => ({
        s,
        p,
        n,
        text,
        bytes: Buffer.byteLength(text) + 1,
        terms: new Set(tokenize(text)),
      })),
    ),
  );
}

interface Candidate {
  gain: number;
  index: number;
  /** How many sentences were kept when `gain` was worked out. */
  round: number;
}

/** A binary heap of candidates, largest gain first, the earliest sentence first among equal gains. */
class MaxQueue {
  private readonly heap: Candidate[] = [];
  constructor(items: Candidate[]) {
    for (const item of items) this.push(item);
  }
  private static above(a: Candidate, b: Candidate): boolean {
    return a.gain > b.gain || (a.gain === b.gain && a.index < b.index);
  }
  push(item: Candidate): void {
    const heap = this.heap;
    heap.push(item);
    let at = heap.length - 1;
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!MaxQueue.above(heap[at], heap[parent])) break;
      [heap[at], heap[parent]] = [heap[parent], heap[at]];
      at = parent;
    }
  }
  pop(): Candidate | undefined {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop();
    if (heap.length && last) {
      heap[0] = last;
      let at = 0;
      for (;;) {
        const left = 2 * at + 1;
        const right = left + 1;
        let next = at;
        if (left < heap.length && MaxQueue.above(heap[left], heap[next])) next = left;
        if (right < heap.length && MaxQueue.above(heap[right], heap[next])) next = right;
        if (next === at) break;
        [heap[at], heap[next]] = [heap[next], heap[at]];
        at = next;
      }
    }
    return top;
  }
}

/**
 * The sentences of a page the index keeps, within `budget` bytes of gzip: first those that add the most telling words
 * (rare words count more, by `weight`) per byte, until none fits or none adds a word. Words in `known` (the headings
 * and a node page's names, which the text holds anyway once expanded) add nothing. Returns the kept sentences in page
 * order, by section and paragraph.
 */
export function keptSentences(
  page: Section[],
  budget: number,
  known: Iterable<string>,
  weight: (term: string) => number,
): string[][][] {
  const all = sentencesOf(page);
  const covered = new Set(known);
  const kept = new Set<(typeof all)[number]>();
  const gainOf = (sentence: (typeof all)[number]) => {
    let gain = 0;
    for (const term of sentence.terms) if (!covered.has(term)) gain += weight(term);
    return gain / sentence.bytes;
  };
  // The best sentence each round, found lazily: a sentence's gain only falls as words are covered, so a gain worked
  // out before the last kept sentence is an upper bound, worked out again only when it reaches the top. The top with
  // a current gain is the sentence a scan of all would pick (the largest gain, the earliest of equals).
  const queue = new MaxQueue(all.map((sentence, index) => ({ gain: gainOf(sentence), index, round: 0 })));
  let text = '';
  for (;;) {
    const top = queue.pop();
    if (!top || top.gain <= 0) break;
    if (top.round !== kept.size) {
      queue.push({ gain: gainOf(all[top.index]), index: top.index, round: kept.size });
      continue;
    }
    const best = all[top.index];
    // Refused: it does not fit, and leaves the running.
    if (gzipSize(`${text}\n${best.text}`) > budget) continue;
    text += `\n${best.text}`;
    kept.add(best);
    for (const term of best.terms) covered.add(term);
  }
  return page.map((section, s) =>
    section.paragraphs.map((sentences, p) =>
      sentences.filter((_, n) => [...kept].some((k) => k.s === s && k.p === p && k.n === n)),
    ),
  );
}

/** How much a word adds to a page's text, from how many pages of the edition hold it. */
function termStats(pages: IndexedPage[]) {
  const df = new Map<string, number>();
  for (const page of pages) for (const term of new Set(tokenize(page.content))) df.set(term, (df.get(term) ?? 0) + 1);
  const weights = new Map<string, number>();
  return {
    // The square root of the inverse document frequency: rare words count more, but not so much that a page loses
    // the common words of a query (a page that misses one of them ranks far lower: theme/search/engine.ts, coverage).
    weight: (term: string) => {
      let weight = weights.get(term);
      if (weight === undefined) {
        weight = Math.sqrt(Math.log(1 + pages.length / (df.get(term) ?? 1)));
        weights.set(term, weight);
      }
      return weight;
    },
    /** How many of the edition's pages hold the word. */
    pagesWith: (term: string) => df.get(term) ?? 0,
  };
}

const normalName = (name: string) => normalize(name).trim();

/**
 * Text in which the word segmenter never splits a run of letters and digits (printable ASCII and tabs, and the quotes
 * and dashes of General Punctuation): its words are the tokenizer's.
 */
const PLAIN = /^[\t\r -~\u2000-\u206f]*$/;

/**
 * The telling words `covered` lacks among a text's word segments, once each, in text order, added to `out`. Chinese
 * words that stood together stay together ("对口型" is three one-character words to the segmenter), and so does a
 * one-character word between two sent ones, so the pairs across them are kept. Adds every word it reads to `covered`.
 */
export function wordsToSend(
  segments: Iterable<Intl.SegmentData>,
  covered: Set<string>,
  telling: (term: string) => boolean,
  out: string[],
): void {
  // The current stretch of Chinese words that stood together: each with whether it is sent.
  let run: { word: string; sent: boolean }[] = [];
  const flush = () => {
    run.forEach((item, i) => {
      if (!item.sent && item.word.length === 1 && run[i - 1]?.sent && run[i + 1]?.sent) item.sent = true;
    });
    let stretch = '';
    for (const { word, sent } of run) {
      if (sent) stretch += word;
      else if (stretch) {
        out.push(stretch);
        stretch = '';
      }
    }
    if (stretch) out.push(stretch);
    run = [];
  };
  for (const { segment, isWordLike } of segments) {
    const chinese = isWordLike && CJK.test(segment);
    if (!chinese) flush();
    if (!isWordLike) continue;
    const terms = tokenize(segment);
    const sent = terms.some((term) => !covered.has(term) && telling(term));
    for (const term of terms) covered.add(term);
    if (chinese) run.push({ word: segment, sent });
    else if (sent) out.push(segment);
  }
  flush();
}

/**
 * The telling words of `text` that `covered` lacks (wordsToSend): the page is still found by them, only not shown
 * there. Words as the language's segmenter finds them (Chinese by dictionary), so a Chinese word goes as itself, not
 * as the overlapping character pairs the ranking makes of it (twice the bytes).
 */
export function leftOutWords(
  text: string,
  covered: Set<string>,
  telling: (term: string) => boolean,
  segmenter: Intl.Segmenter,
): string[] {
  const out: string[] = [];
  // Line by line: no word runs across a line break. A line of plain text with no word to send is passed over
  // unsegmented (segmenting is most of this function's time): in it the segmenter would find the same words the
  // tokenizer does, none of them sent, and words that were not sent change nothing by being covered.
  for (const line of normalize(text).split('\n')) {
    if (PLAIN.test(line) && !tokenize(line).some((term) => !covered.has(term) && telling(term))) continue;
    wordsToSend(segmenter.segment(line), covered, telling, out);
  }
  return out;
}

/** A page as its edition's index file carries it (theme/search/indexFormat.ts), its text within `budget`. */
export function indexDoc(
  page: IndexedPage,
  budget: number,
  weight: (term: string) => number,
  segmenter: Intl.Segmenter,
  telling: (term: string) => boolean = () => true,
  words: Intl.Segmenter = new Intl.Segmenter('en', { granularity: 'word' }),
): IndexDoc {
  const cut = sections(page, segmenter);
  // Names that repeat the title or an earlier name (in another case) say nothing new.
  const seen = new Set([normalName(page.title)]);
  const names = (page.keywords ?? []).filter((name) => {
    const key = normalName(name);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Words the expanded text holds anyway (theme/search/indexFormat.ts): the headings, and a node page's names.
  const known = tokenize(
    [...(page.keywords?.length ? [page.title, ...names] : []), ...page.toc.map((h) => h.text)].join('\n'),
  );
  const kept = keptSentences(cut, budget, known, weight).map((paragraphs) =>
    paragraphs
      .map((sentences) => sentences.join(' '))
      .filter(Boolean)
      .join('\n'),
  );
  const covered = new Set([...known, ...tokenize([page.title, page.description ?? '', ...names, ...kept].join('\n'))]);
  const rest = leftOutWords(page.content, covered, telling, words);
  return {
    r: page.routePath,
    t: page.title,
    ...(page.description ? { d: page.description } : {}),
    ...(page.keywords?.length ? { k: names } : {}),
    ...(page.lifecycle ? { l: page.lifecycle } : {}),
    ...(page.frontmatter?.searchAnswers === 'problems' ? { a: 'problems' as const } : {}),
    b: kept[0],
    h: cut.slice(1).map(({ heading }, i) => [heading?.id ?? '', heading?.depth ?? 0, heading?.text ?? '', kept[i + 1]]),
    ...(rest.length ? { w: rest.join(' ') } : {}),
  };
}

/**
 * The pages of the index by edition (`v2.en`): every page but home pages and those whose frontmatter says
 * `search: false`.
 */
export function pagesByEdition(
  pages: IndexedPage[],
  defaults: { version: string; lang: string },
): Map<string, { lang: string; pages: IndexedPage[] }> {
  const byEdition = new Map<string, { lang: string; pages: IndexedPage[] }>();
  for (const page of pages) {
    if (page.frontmatter?.pageType === 'home' || page.frontmatter?.search === false) continue;
    const lang = page.lang || defaults.lang;
    const edition = editionKey({ version: page.version || defaults.version, lang });
    const entry = byEdition.get(edition) ?? { lang, pages: [] };
    entry.pages.push(page);
    byEdition.set(edition, entry);
  }
  return byEdition;
}

/** One edition's pages as its index file carries them, each page's text within `budget`. */
export function indexEdition(lang: string, inEdition: IndexedPage[], budget = TEXT_BUDGET): IndexDoc[] {
  const { weight, pagesWith } = termStats(inEdition);
  const telling = (term: string) => pagesWith(term) <= WORD_LIST_MAX_PAGES;
  const segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
  const words = new Intl.Segmenter(lang, { granularity: 'word' });
  return inEdition.map((page) =>
    indexDoc(page, page.keywords?.length ? budget.catalogued : budget.page, weight, segmenter, telling, words),
  );
}
