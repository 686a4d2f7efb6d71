import { useCallback } from 'react';
import { SITE_ORIGIN } from '../config/site';
import { useAssetUrl, useEdition } from './siteContext';

/**
 * Rspress renders every page a second time into Markdown for llms.txt and "Copy Markdown". There a component
 * returns Markdown text instead of markup: an SVG diagram becomes its title and description, a list of facts a
 * list, where the HTML-to-Markdown step would otherwise run their texts together.
 */
export const IN_MARKDOWN_COPY = Boolean(import.meta.env.SSG_MD);

/** A diagram or image as Markdown: its title in bold, then what it shows. */
export function figureMarkdown(title: string, description: string): string {
  return `\n\n**${title.trim()}.** ${description.trim()}\n\n`;
}

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

/** markdownLink for a component, under the site's base path. */
export function useMarkdownLink(): (text: string, href: string) => string {
  const { base } = useEdition();
  return useCallback((text, href) => markdownLink(text, href, { base }), [base]);
}

/**
 * The href of a plain `<a>` to a page or file of the site (components that do not use the theme's Link): under the
 * base path on the site, absolute in the Markdown copy.
 */
export function useSiteHref(): (path: string) => string {
  const { base } = useEdition();
  const asset = useAssetUrl();
  return useCallback((path) => (IN_MARKDOWN_COPY ? markdownUrl(path, { base }) : asset(path)), [base, asset]);
}
