/**
 * The search index as the build sends it (plugins/searchIndex/indexPages.ts writes it, one file per edition) and its
 * expansion into the pages the ranking reads (engine.ts). The file carries each page's text once: a heading's text
 * stands in its entry only (the expansion puts it back on its own line in the page's text, where the ranking and the
 * snippets found it before), its position is implied by the order, and a node page's names leave out its title.
 */
import type { SearchDoc } from './engine';

/** A heading and the text of its section (up to the next heading): id, depth, heading text, section text. */
export type IndexSection = [id: string, depth: number, text: string, body: string];

export interface IndexDoc {
  /** Route path. */
  r: string;
  /** Title. */
  t: string;
  /** Description, from the frontmatter. */
  d?: string;
  /** The names the page answers to besides its title (node pages: id, aliases, maker, model id). */
  k?: string[];
  /** A deprecated or retired node. */
  l?: 'deprecated' | 'retired';
  /** What the page answers (frontmatter `searchAnswers`): `problems` for Troubleshooting. */
  a?: 'problems';
  /** The text before the first heading. */
  b: string;
  /** The headings, in order, each with its section's text. */
  h: IndexSection[];
  /** The words of the sentences left out of the text, once each: the page is found by every word it holds. */
  w?: string;
}

/** The page the ranking reads: its text with each heading on a line of its own, and the headings' positions in it. */
export function expandDoc(doc: IndexDoc): SearchDoc {
  const names = doc.k ? [doc.t, ...doc.k] : undefined;
  // A node page's names stand in its names field only: its text is what a result shows, never a list of aliases.
  let content = doc.b;
  const toc: SearchDoc['toc'] = [];
  for (const [id, depth, text, body] of doc.h) {
    if (content) content += '\n\n';
    toc.push({ id, text, depth, charIndex: content.length });
    content += text;
    if (body) content += `\n\n${body}`;
  }
  return {
    routePath: doc.r,
    title: doc.t,
    content,
    toc,
    ...(doc.d ? { description: doc.d } : {}),
    // The title is a node page's first name: the ranking holds it among the names too (the whole-name boost).
    ...(names ? { keywords: names } : {}),
    ...(doc.l ? { lifecycle: doc.l } : {}),
    ...(doc.a ? { answers: doc.a } : {}),
    ...(doc.w ? { words: doc.w } : {}),
  };
}

/** The pages of an edition's index file; throws, naming the field, on a file of another shape. */
export function expandIndex(edition: string, docs: unknown): SearchDoc[] {
  if (!Array.isArray(docs)) throw new Error(`The search index ${edition} is not a list of pages`);
  return docs.map((doc: IndexDoc, i) => {
    if (typeof doc?.r !== 'string' || typeof doc.t !== 'string' || typeof doc.b !== 'string' || !Array.isArray(doc.h)) {
      throw new Error(`The search index ${edition}: page ${i} needs "r", "t", "b" and "h"`);
    }
    return expandDoc(doc);
  });
}
