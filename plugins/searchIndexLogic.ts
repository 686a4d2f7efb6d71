/**
 * The text Rspress indexes for a page is its MDX with the Markdown removed, so MDX components stay in as code:
 * `<ExampleFlow nodes={[{ id: 'prompt', ... }]} />`. That is noise to search (a query for "prompt" matched every
 * example's props) and a third of the index's weight. Here components are reduced to the words a reader sees in
 * them (their title, description, alt and label texts), and the headings' positions are found again in the
 * cleaned text.
 */

import { editionKey } from '../config/editions';

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
  /** Set on node pages of deprecated or retired nodes (plugins/nodeCatalog.ts). */
  lifecycle?: 'deprecated' | 'retired';
  toc: { id: string; text: string; depth: number; charIndex: number }[];
  frontmatter?: Record<string, unknown>;
}

/** What the site's search (theme/search/) reads of a page. */
export type SearchIndexDoc = Pick<
  IndexedPage,
  'routePath' | 'title' | 'content' | 'toc' | 'description' | 'keywords' | 'lifecycle'
>;

/**
 * The pages of the index by edition (`v2.en`): every page but home pages and those whose frontmatter says
 * `search: false`, with only the fields the search reads.
 */
export function editionIndexes(
  pages: IndexedPage[],
  defaults: { version: string; lang: string },
): Map<string, SearchIndexDoc[]> {
  const byEdition = new Map<string, SearchIndexDoc[]>();
  for (const page of pages) {
    if (page.frontmatter?.pageType === 'home' || page.frontmatter?.search === false) continue;
    const edition = editionKey({ version: page.version || defaults.version, lang: page.lang || defaults.lang });
    const docs = byEdition.get(edition) ?? [];
    docs.push({
      routePath: page.routePath,
      title: page.title,
      content: page.content,
      toc: page.toc.map(({ id, text, depth, charIndex }) => ({ id, text, depth, charIndex })),
      ...(page.description ? { description: page.description } : {}),
      ...(page.keywords?.length ? { keywords: page.keywords } : {}),
      ...(page.lifecycle ? { lifecycle: page.lifecycle } : {}),
    });
    byEdition.set(edition, docs);
  }
  return byEdition;
}
