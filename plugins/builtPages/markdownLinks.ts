/**
 * The last step for the Markdown copies: a link Rspress's copy step leaves root-relative (a file the site serves, such
 * as `/flow.schema.json`, which it cannot match to a page) is made absolute, as every other link of a copy is
 * (components/markdownCopy.ts), so the copy keeps its links away from the site.
 */
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { markdownUrl } from '../../components/markdownUrl';
import { llmsFullPages } from './markdownCopies';

/**
 * Where a root-relative link, image or definition target could start: `](/`, `](</`, `]: /` (spaces and line breaks
 * allowed where Markdown allows them). A text without one has nothing to change and is not parsed: parsing is the
 * step's whole cost (some 130 kB of Markdown a second), and few copies have such a link.
 */
const CANDIDATE = /\]\(\s*<?\/(?!\/)|^ {0,3}\[[^\]\n]+\]:\s*<?\/(?!\/)/m;

/** `text` with every root-relative link, image and definition target absolute under `base` of the site. */
export function absoluteMarkdownLinks(text: string, base: string): string {
  if (!CANDIDATE.test(text)) return text;
  const tree = fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const edits: { from: number; to: number; url: string }[] = [];
  visit(tree, (node: Nodes) => {
    if (node.type !== 'link' && node.type !== 'image' && node.type !== 'definition') return;
    if (!node.url.startsWith('/') || node.url.startsWith('//')) return;
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    if (start === undefined || end === undefined) return;
    // The target is written after the label: the last occurrence of it in the node's own text.
    const at = text.lastIndexOf(node.url, end);
    if (at < start) return;
    edits.push({ from: at, to: at + node.url.length, url: markdownUrl(node.url, { base }) });
  });
  let out = text;
  for (const { from, to, url } of edits.sort((a, b) => b.from - a.from)) out = out.slice(0, from) + url + out.slice(to);
  return out;
}

/**
 * llms-full.txt with every root-relative link absolute, page by page (markdownCopies.ts). Parsed whole, the file (1.5 MB
 * an edition, 15 MB at ten times the pages) took over 10 s an edition and gigabytes; page by page, only the pages with a
 * candidate link are parsed, and each page's Markdown is read as the page's own copy was.
 */
export function absoluteMarkdownLinksInBundle(text: string, base: string): string {
  return llmsFullPages(text)
    .map((page) => absoluteMarkdownLinks(page, base))
    .join('');
}
