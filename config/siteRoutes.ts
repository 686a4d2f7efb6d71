import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageTitle } from '../scripts/lib/translations';
import {
  EDITIONS,
  type Edition,
  editionKey,
  editionOfKey,
  inEdition,
  normalizeRoute,
  routeBit,
  type SiteRoutes,
} from './editions';

/** Folders, at any depth of an edition, that hold parts of pages, not pages (the config's `route.exclude`). */
export const NOT_PAGES = ['fragments'];

/** A page file's route inside its edition: 'guide/index.mdx' → '/guide/', 'guide/flows.mdx' → '/guide/flows'. */
export function routeOfPageFile(relative: string): string {
  return normalizeRoute(
    `/${relative
      .split(path.sep)
      .join('/')
      .replace(/\.mdx?$/, '')}`,
  );
}

/** The page files of an edition's folder, relative to it. */
export function pageFiles(editionDir: string): string[] {
  return readdirSync(editionDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(editionDir, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).some((folder) => NOT_PAGES.includes(folder)))
    .sort();
}

/**
 * Every page of every edition, read from the docs folder, for a build that renders only some editions (`built`):
 * its links to the others' pages must still find them (theme/siteRoutes.ts). A page that a built edition lacks keeps
 * its title, which the notice after a switch that missed it shows. Such a page without a title is an error naming
 * its file.
 */
export function collectSiteRoutes(docsRoot: string, built: readonly Edition[]): SiteRoutes {
  const keys = EDITIONS.map(editionKey);
  const routes: Record<string, number> = {};
  const files = new Map<string, { edition: Edition; file: string }[]>();
  EDITIONS.forEach((edition, bit) => {
    const dir = path.join(docsRoot, edition.version, edition.lang);
    for (const file of pageFiles(dir)) {
      const route = routeOfPageFile(file);
      routes[route] = (routes[route] ?? 0) | (1 << bit);
      files.set(route, [...(files.get(route) ?? []), { edition, file: path.join(dir, file) }]);
    }
  });
  const builtBits = built.reduce((mask, edition) => mask | (1 << keys.indexOf(editionKey(edition))), 0);
  const builtLangs = new Set(built.map((edition) => edition.lang));
  // Titles only of the pages a built edition lacks (its notice names the page the reader came from), in the built
  // editions' languages, or in one other where none of them has it.
  const titles: Record<string, Record<string, string>> = {};
  for (const [route, bits] of Object.entries(routes)) {
    if ((bits & builtBits) === builtBits) continue;
    const named: Record<string, string> = {};
    for (const { edition, file } of files.get(route) ?? []) {
      const title = pageTitle(readFileSync(file, 'utf8'));
      if (!title) throw new Error(`[patchbay:routes] ${file}: the page has no title (a frontmatter title or an h1)`);
      // The newest version's title, as the version menu lists versions newest first.
      named[edition.lang] ??= title;
    }
    const kept = Object.entries(named).filter(([lang]) => builtLangs.has(lang));
    titles[route] = Object.fromEntries(kept.length ? kept : Object.entries(named).slice(0, 1));
  }
  return { editions: keys, built: builtBits, routes, titles };
}

/** The config's `route.exclude` globs that leave out every edition but `edition` (paths under the docs root). */
export function otherEditionsExcluded(edition: Edition): string[] {
  return EDITIONS.filter((e) => editionKey(e) !== editionKey(edition)).map((e) => `${e.version}/${e.lang}/**`);
}

/** Whether a link written in a page (`/v1/guide/flows#x`) leads to a page of an edition this build leaves out. */
export function isOtherEditionPage(url: string, site: SiteRoutes): boolean {
  if (!url.startsWith('/')) return false;
  const { bit, rest } = routeBit(site, url);
  return (site.built & bit) === 0 && ((site.routes[rest] ?? 0) & bit) !== 0;
}

/** Every route of the site with its edition's prefix, as the built HTML files name them. */
export function allRoutes(site: SiteRoutes): string[] {
  return Object.entries(site.routes).flatMap(([rest, bits]) =>
    site.editions.flatMap((key, bit) => {
      if ((bits & (1 << bit)) === 0) return [];
      return [normalizeRoute(inEdition(rest, editionOfKey(key, 'the page list')))];
    }),
  );
}
