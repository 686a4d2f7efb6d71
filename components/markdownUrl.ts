import { SITE_ORIGIN } from '../config/site';

// A scheme ("https:", "mailto:") makes a link absolute already.
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// The last path segment has an extension: a file the site serves as it is (flow files, catalog.json, images).
const FILE = /\/[^/]*\.[a-z\d]+$/i;

/**
 * Where a link of a Markdown copy points: a copy is read away from the site (pasted into a chat, inside
 * llms-full.txt), so every link is absolute. A page's path becomes its own Markdown copy, as Rspress writes the links
 * of the page's Markdown (`/guide/api-keys#fal` → `https://<origin><base>guide/api-keys.md#fal`, `/guide/` →
 * `…/guide/index.md`); a file keeps its path; another site's URL stays as it is. `page`, the route of the page the
 * copy is of, places a link to one of its own headings (`#fal`).
 */
export function markdownUrl(href: string, { base = '/', page }: { base?: string; page?: string } = {}): string {
  if (SCHEME.test(href)) return href;
  if (href.startsWith('#')) {
    if (!page) throw new Error(`markdownUrl: "${href}" is a heading of this page, but no page was given`);
    return markdownUrl(`${page}${href}`, { base });
  }
  if (!href.startsWith('/')) throw new Error(`markdownUrl: "${href}" is relative; give the path from the site's root`);
  const [, path, query = '', hash = ''] = /^([^?#]*)(\?[^#]*)?(#.*)?$/.exec(href) ?? [];
  const file = FILE.test(path) ? path : path.endsWith('/') ? `${path}index.md` : `${path}.md`;
  return `${SITE_ORIGIN}${base.replace(/\/$/, '')}${file}${query}${hash}`;
}

/** A Markdown link whose target is absolute (see markdownUrl). */
export function markdownLink(text: string, href: string, options?: { base?: string; page?: string }): string {
  return `[${text}](${markdownUrl(href, options)})`;
}
