/**
 * What the search panel lists (SPEC 3, "search suggestion"): for each page the ranking found, its title, the headings
 * that name the query and a snippet of text around the best match, each linking to its place on the page. At most
 * MAX_RESULTS suggestions are shown, at most MAX_PER_PAGE from one page, so the next best pages show too.
 */
import { CJK, CJK_CHARS, normalize, type SearchDoc, type SearchHeader, type SearchHit, stem } from './engine';

/** How many suggestions the panel shows (SPEC 9). */
export const MAX_RESULTS = 7;
/** How many suggestions one page may take. */
export const MAX_PER_PAGE = 2;
/** About how long a text snippet is (SPEC 9). */
export const SNIPPET_LENGTH = 100;

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
  /** For a text match, the snippet around it. */
  statement?: string;
  /** Where the query stands in `statement` (content) or `header` (title and heading). */
  highlights: Range[];
  /** The route path of the page, with the heading's #id. */
  link: string;
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** A run of CJK characters, or a run of other letters and digits. */
const RUN = new RegExp(`[${CJK_CHARS}]+|(?:(?![${CJK_CHARS}])[\\p{L}\\p{N}])+`, 'gu');

/** The query's terms for highlighting, lower-cased: Latin words and their stems, CJK runs and their character pairs. */
function highlightTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const [run] of normalize(query).matchAll(RUN)) {
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
  let start = Math.max(0, match.start - 20);
  while (start > 0 && start < match.start && WORD_CHAR.test(content[start - 1])) start++;
  const end = Math.min(content.length, start + SNIPPET_LENGTH);
  const body = content.slice(start, end).replace(/\s+/g, ' ');
  const before = start > 0 ? '…' : '';
  return { text: `${before}${body}${end < content.length ? '…' : ''}`, offset: before.length - start };
}

/** The suggestions for one ranked page, best first. */
function pageSuggestions(hit: SearchHit<SearchDoc>, query: string): Suggestion[] {
  const { doc, match } = hit;
  const out: Suggestion[] = [];
  const titleRanges = highlightRanges(doc.title, query);
  const shownSections = new Set<string>();
  if (titleRanges.length) {
    out.push({ type: 'title', title: doc.title, header: doc.title, highlights: titleRanges, link: doc.routePath });
  }
  doc.toc.forEach((header, index) => {
    if (!highlightRanges(header.text, query).length) return;
    const path = [doc.title, ...headingPath(doc.toc, index).map((h) => h.text)].join(' > ');
    shownSections.add(header.id);
    out.push({
      type: 'header',
      title: doc.title,
      header: path,
      highlights: highlightRanges(path, query).filter((r) => r.start >= doc.title.length),
      link: `${doc.routePath}#${header.id}`,
    });
  });
  if (match) {
    const section = sectionAt(doc.toc, match.start);
    if (!section || !shownSections.has(section.id)) {
      const { text, offset } = snippet(doc.content, match);
      const marks = highlightRanges(text, query);
      const own = { start: match.start + offset, length: match.length };
      out.push({
        type: 'content',
        title: doc.title,
        header: section?.text ?? doc.title,
        statement: text,
        highlights: marks.length ? marks : [own],
        link: section ? `${doc.routePath}#${section.id}` : doc.routePath,
      });
    }
  }
  // A page found by a typo, another word form or an alias still shows, under its title.
  if (!out.length) {
    out.push({ type: 'title', title: doc.title, header: doc.title, highlights: [], link: doc.routePath });
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
