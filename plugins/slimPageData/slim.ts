import path from 'node:path';
import { routeKey } from '../../config/editions';

/**
 * What every page ships about every other page. Rspress puts each page's title, full table of contents and
 * frontmatter into the main bundle for all pages of all languages and versions (about 500 kB, two thirds of the
 * main script), yet a page's own TOC and frontmatter come with its own chunk. Kept: what the client reads about
 * other pages from that list (route, language, version, title). What only the page itself shows (its description,
 * source path and last-updated time) travels with the page's own chunk instead, and so do the headers of the pages
 * an overview lists, with the overview page (plugins/slimPageData/index.ts).
 */

export interface PageHeader {
  id: string;
  text: string;
  depth: number;
  charIndex?: number;
}

export interface ListedPage {
  routePath: string;
  toc?: PageHeader[];
  frontmatter?: Record<string, unknown>;
  description?: string;
}

export interface OverviewScope {
  /** Routes under this prefix are listed by the overview. */
  base: string;
  /** The header depths it lists (its `overviewHeaders`, 2 by default). */
  depths: number[];
  /** The overview page itself. */
  self: string;
}

function depthsOf(value: unknown, where: string): number[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value) || !value.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)) {
    throw new Error(
      `${where}: overviewHeaders must be a list of heading depths (1 to 6), got ${JSON.stringify(value)}`,
    );
  }
  return value;
}

/** The overview pages (frontmatter `overview: true`) and what they list. */
export function overviewScopes(pages: ListedPage[]): OverviewScope[] {
  return pages
    .filter((page) => page.frontmatter?.overview === true)
    .map((page) => ({
      base: page.routePath.endsWith('/') ? page.routePath : page.routePath.replace(/[^/]*$/, ''),
      depths: depthsOf(page.frontmatter?.overviewHeaders, page.routePath) ?? [2],
      self: routeKey(page.routePath),
    }));
}

interface SidebarEntry {
  link?: string;
  items?: SidebarEntry[];
  overviewHeaders?: number[];
}

/** Links whose sidebar entry (or group) sets its own `overviewHeaders`, with those depths. */
export function sidebarHeaderDepths(sidebars: Record<string, SidebarEntry[]>[]): Map<string, number[]> {
  const found = new Map<string, number[]>();
  const walk = (entries: SidebarEntry[], inherited: number[] | undefined) => {
    for (const entry of entries) {
      const own = depthsOf(entry.overviewHeaders, `sidebar entry ${entry.link ?? '(group)'}`) ?? inherited;
      if (entry.link && own) found.set(routeKey(entry.link), own);
      if (entry.items) walk(entry.items, own);
    }
  };
  for (const sidebar of sidebars) for (const entries of Object.values(sidebar)) walk(entries, undefined);
  return found;
}

/** The header depths any overview needs from this page: none unless an overview lists it. */
export function headerDepthsFor(
  routePath: string,
  scopes: OverviewScope[],
  overrides: Map<string, number[]>,
): number[] {
  const route = routeKey(routePath);
  const listing = scopes.filter((s) => routePath.startsWith(s.base) && route !== s.self);
  if (!listing.length) return [];
  const own = overrides.get(route);
  if (own) return own;
  return [...new Set(listing.flatMap((s) => s.depths))];
}

/**
 * The fields kept: what the client reads about other pages from the list, plus those Rspress itself takes off the
 * list afterwards (`_filepath`, `content`, `_flattenContent`). Anything else, such as what plugins add for the search
 * index (`keywords`), goes.
 */
const KEPT = new Set(['routePath', 'title', 'lang', 'version', '_filepath', 'content', '_flattenContent']);

/** Read by the page itself only (the edit link): `slimPage` hands it back for the page's own chunk. */
export const OWN_FIELDS = ['_relativePath'] as const;

/** What the page's own chunk carries: its source path, and its last-updated time (plugins/slimPageData/index.ts). */
export type OwnFields = Partial<Record<(typeof OWN_FIELDS)[number] | 'lastUpdatedTime', unknown>>;

/**
 * Drops what no other page needs: the frontmatter, the description and the TOC; returns the fields the page's own
 * chunk carries instead (OWN_FIELDS). Deleting in `extendPageData` is what that hook is for (Rspress copies the list
 * entry from the page after every such hook).
 */
export function slimPage(page: ListedPage): OwnFields {
  const record = page as unknown as Record<string, unknown>;
  const own: OwnFields = {};
  for (const key of OWN_FIELDS) if (record[key] !== undefined) own[key] = record[key];
  for (const key of Object.keys(page)) if (!KEPT.has(key)) delete record[key];
  return own;
}

/**
 * The time of each file's last commit, in milliseconds, from one `git log` over the files' folder (`log`: its output
 * with the format `%x00%at` and `--name-only`, paths relative to the repository's top). The newest commit comes first,
 * so a file's first mention is its last change.
 */
export function lastCommitTimes(log: string, top: string): Map<string, number> {
  const times = new Map<string, number>();
  let at: number | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith('\0')) at = 1000 * Number(line.slice(1));
    else if (line && at !== undefined) {
      const file = path.join(top, line);
      if (!times.has(file)) times.set(file, at);
    }
  }
  return times;
}

/** The headers an overview page lists, by the route of their page: the depths it shows, without positions. */
export function overviewHeaders(
  pages: ListedPage[],
  scope: OverviewScope,
  overrides: Map<string, number[]>,
): Record<string, PageHeader[]> {
  const headers: Record<string, PageHeader[]> = {};
  for (const page of pages) {
    const depths = headerDepthsFor(page.routePath, [scope], overrides);
    const toc = (page.toc ?? [])
      .filter((h) => depths.includes(h.depth))
      .map(({ id, text, depth }) => ({ id, text, depth }));
    if (toc.length) headers[routeKey(page.routePath)] = toc;
  }
  return headers;
}
