/**
 * What the search panel lists: for each page the ranking found, its title, the headings
 * that name the query and a snippet of text around the best match, each linking to its place on the page. At most
 * MAX_RESULTS suggestions are shown, at most MAX_PER_PAGE from one page, so the next best pages show too.
 */
import {
  CJK,
  CJK_CHARS,
  isStopWord,
  normalize,
  type SearchDoc,
  type SearchHeader,
  type SearchHit,
  stem,
} from './engine';

/** How many suggestions the panel shows. */
export const MAX_RESULTS = 7;
/** How many suggestions one page may take. */
export const MAX_PER_PAGE = 2;
/** About how long a text snippet is, in characters. */
export const SNIPPET_LENGTH = 100;
/** How far before a match a snippet may start, to start at its sentence. */
const SENTENCE_REACH = 60;

export interface Range {
  start: number;
  length: number;
}

export interface Suggestion {
  type: 'title' | 'header' | 'content';
  /** The page's title: suggestions are grouped under it. */
  title: string;
  /** What the suggestion shows: the title, or the heading path ("Page > Heading > Subheading"). */
  header: string;
  /** For a text match, the snippet around it; for a title or heading, a line of the text it leads to. */
  statement?: string;
  /** Where the query stands in `statement` (content) or `header` (title and heading). */
  highlights: Range[];
  /** A title or heading entry's line of text (the page's summary or the section's words), and its marks. */
  statementHighlights?: Range[];
  /** The route path of the page, with the heading's #id. */
  link: string;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** A run of CJK characters, or a run of other letters and digits. */
const RUN = new RegExp(`[${CJK_CHARS}]+|(?:(?![${CJK_CHARS}])[\\p{L}\\p{N}])+`, 'gu');

/** The query's words as typed (lower-cased), without the stop words the ranking leaves out, unless nothing else is left. */
function queryRuns(query: string): string[] {
  const runs = [...normalize(query).matchAll(RUN)].map(([run]) => run);
  const telling = runs.filter((run) => !isStopWord(run));
  return telling.length ? telling : runs;
}

/** The query's terms for highlighting, lower-cased: Latin words and their stems, CJK runs and their character pairs. */
function highlightTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const run of queryRuns(query)) {
    if (CJK.test(run)) {
      // The ranking matches Chinese by character pairs, so a pair found in the text is marked too.
      terms.add(run);
      for (let i = 0; i + 2 <= run.length; i++) terms.add(run.slice(i, i + 2));
    } else if (run.length >= 2) {
      terms.add(run);
      const stemmed = stem(run);
      if (stemmed.length >= 3) terms.add(stemmed);
    }
  }
  return [...terms];
}

/**
 * Where the query's words stand in `text`: Latin terms where a word starts with them (extended to the word's end, so
 * "remov" marks "removal"), CJK terms wherever they occur. Overlapping ranges are merged.
 */
export function highlightRanges(text: string, query: string): Range[] {
  const lower = text.toLowerCase();
  const ranges: Range[] = [];
  for (const term of highlightTerms(query)) {
    const cjk = CJK.test(term);
    for (let at = lower.indexOf(term); at >= 0; at = lower.indexOf(term, at + 1)) {
      if (!cjk && at > 0 && WORD_CHAR.test(lower[at - 1]) && !CJK.test(lower[at - 1])) continue;
      let end = at + term.length;
      if (!cjk) while (end < lower.length && WORD_CHAR.test(lower[end]) && !CJK.test(lower[end])) end++;
      ranges.push({ start: at, length: end - at });
    }
  }
  ranges.sort((a, b) => a.start - b.start);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.start + last.length) {
      last.length = Math.max(last.length, range.start + range.length - last.start);
    } else merged.push({ ...range });
  }
  return merged;
}

/** The heading path to `toc[index]`: its parent headings (lower depth) before it, and itself. */
function headingPath(toc: SearchHeader[], index: number): SearchHeader[] {
  const path = [toc[index]];
  for (let i = index - 1; i >= 0; i--) {
    if (toc[i].depth < path[0].depth) path.unshift(toc[i]);
  }
  return path;
}

/** The heading whose section holds the character at `at` of the page's text. */
function sectionAt(toc: SearchHeader[], at: number): SearchHeader | undefined {
  let found: SearchHeader | undefined;
  for (const header of toc) {
    if (header.charIndex <= at) found = header;
    else break;
  }
  return found;
}

/** About SNIPPET_LENGTH characters of `content` around `match`, starting at a word, with ellipses where it is cut. */
function snippet(content: string, match: Range): { text: string; offset: number } {
  // From the start of the match's sentence (or line) when that is near, so the snippet reads as a sentence.
  const before = content.slice(Math.max(0, match.start - SENTENCE_REACH), match.start);
  const stop = Math.max(
    before.lastIndexOf('\n'),
    ...[...before.matchAll(/[.!?]\s+|[。！？]/g)].map((m) => m.index + m[0].length - 1),
  );
  let start = stop >= 0 ? match.start - before.length + stop + 1 : Math.max(0, match.start - 20);
  if (match.start - before.length === 0 && stop < 0) start = 0;
  while (start < match.start && /\s/.test(content[start])) start++;
  if (stop < 0) while (start > 0 && start < match.start && WORD_CHAR.test(content[start - 1])) start++;
  const end = Math.min(content.length, start + SNIPPET_LENGTH);
  const body = content.slice(start, end).replace(/\s+/g, ' ');
  const cut = start > 0 && stop < 0 ? '…' : '';
  return { text: `${cut}${body}${end < content.length ? '…' : ''}`, offset: cut.length - start };
}

/** How many of the query's words a text holds, by the highlight's rules. */
const heldWords = (text: string, query: string) =>
  queryRuns(query).filter((run) => highlightRanges(text, run).length).length;

/** A snippet of `text` with the query's words marked: around `match`, or its start. */
function statementOf(text: string, query: string, match: Range = { start: 0, length: 0 }) {
  const { text: statement } = snippet(text, match);
  return { statement, statementHighlights: highlightRanges(statement, query) };
}

/** The text of the section a heading opens, up to the next heading, and where it starts in the page's text. */
function sectionText(doc: SearchDoc, index: number): { text: string; from: number } {
  const header = doc.toc[index];
  const end = doc.toc[index + 1]?.charIndex ?? doc.content.length;
  const raw = doc.content.slice(header.charIndex + header.text.length, end);
  const lead = raw.length - raw.trimStart().length;
  return { text: raw.trim(), from: header.charIndex + header.text.length + lead };
}

/**
 * The suggestions for one ranked page: one entry for the page (its title when the title names the query, else its
 * best heading, else the text around the match), with a line of its text; then its best other section, if any.
 * A node page's entry shows its summary or the sentence that matched, never the names it is found by.
 */
function pageSuggestions(hit: SearchHit<SearchDoc>, query: string): Suggestion[] {
  const { doc, match } = hit;
  const out: Suggestion[] = [];
  const matchSection = match ? sectionAt(doc.toc, match.start) : undefined;
  // Headings by how many of the query's words they hold, most first, then in page order.
  const headings = doc.toc
    .map((header, index) => ({ header, index, held: heldWords(header.text, query) }))
    .filter((h) => h.held > 0)
    .sort((a, b) => b.held - a.held || a.index - b.index);
  const headingEntry = ({ header, index }: (typeof headings)[number]): Suggestion => {
    const path = [doc.title, ...headingPath(doc.toc, index).map((h) => h.text)].join(' > ');
    const { text, from } = sectionText(doc, index);
    const inSection = match && matchSection?.id === header.id && match.start >= from ? match : undefined;
    return {
      type: 'header',
      title: doc.title,
      header: path,
      highlights: highlightRanges(path, query).filter((r) => r.start >= doc.title.length),
      ...(text
        ? statementOf(text, query, inSection ? { start: inSection.start - from, length: inSection.length } : undefined)
        : {}),
      link: `${doc.routePath}#${header.id}`,
    };
  };
  const contentEntry = (): Suggestion | undefined => {
    if (!match) return undefined;
    const { text, offset } = snippet(doc.content, match);
    const marks = highlightRanges(text, query);
    return {
      type: 'content',
      title: doc.title,
      header: matchSection?.text ?? doc.title,
      statement: text,
      highlights: marks.length ? marks : [{ start: match.start + offset, length: match.length }],
      link: matchSection ? `${doc.routePath}#${matchSection.id}` : doc.routePath,
    };
  };

  const titleRanges = highlightRanges(doc.title, query);
  if (titleRanges.length || !(headings.length || match)) {
    // The page by its title, with the sentence that matched, else its summary, else its opening words.
    const lead = match && !matchSection ? statementOf(doc.content, query, match) : undefined;
    const summary = doc.description ? statementOf(doc.description, query) : undefined;
    const opening = doc.content ? statementOf(doc.content, query) : undefined;
    out.push({
      type: 'title',
      title: doc.title,
      header: doc.title,
      highlights: titleRanges,
      ...(lead ?? summary ?? opening ?? {}),
      link: doc.routePath,
    });
    if (headings[0]) out.push(headingEntry(headings[0]));
    else if (matchSection) {
      const section = contentEntry();
      if (section) out.push(section);
    }
  } else if (headings.length) {
    out.push(headingEntry(headings[0]));
    const next = headings[1] ?? undefined;
    if (next) out.push(headingEntry(next));
  } else {
    const only = contentEntry();
    if (only) out.push(only);
  }
  return out;
}

/**
 * Keeps the first `max` suggestions in order, at most `perPage` per page, grouped by page in order of first
 * appearance: the panel shows them under their page's title, and arrow keys walk them in the same order.
 */
export function limitSuggestions(list: Suggestion[], max = MAX_RESULTS, perPage = MAX_PER_PAGE): Suggestion[] {
  const perPageCount = new Map<string, number>();
  const kept = list
    .filter((item) => {
      const page = item.link.split('#')[0];
      const count = perPageCount.get(page) ?? 0;
      perPageCount.set(page, count + 1);
      return count < perPage;
    })
    .slice(0, max);
  const groups = new Map<string, Suggestion[]>();
  for (const item of kept) groups.set(item.title, [...(groups.get(item.title) ?? []), item]);
  return [...groups.values()].flat();
}

/** The panel's suggestions for ranked pages. */
export function suggestionsFor(hits: SearchHit<SearchDoc>[], query: string): Suggestion[] {
  return limitSuggestions(hits.flatMap((hit) => pageSuggestions(hit, query)));
}
