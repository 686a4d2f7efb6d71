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
  type PageTitles,
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
 * Every page of every edition, read from the docs folder (theme/siteRoutes.ts): the language and version menus find
 * a page's translations and versions in it, and a link to another edition's page finds it there. A page some
 * editions lack keeps its title in each language that has it, which the notice after a switch that missed it
 * shows. Such a page without a title is an error naming its file.
 */
export function collectSiteRoutes(docsRoot: string): SiteRoutes & { titles: PageTitles } {
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
  const every = (1 << keys.length) - 1;
  const titles: PageTitles = {};
  const untitled: string[] = [];
  for (const [route, bits] of Object.entries(routes)) {
    if (bits === every) continue;
    const named: Record<string, string> = {};
    for (const { edition, file } of files.get(route) ?? []) {
      const title = pageTitle(readFileSync(file, 'utf8'));
      if (!title) untitled.push(`[patchbay:routes] ${file}: the page has no title (a frontmatter title or an h1)`);
      // The newest version's title, as the version menu lists versions newest first.
      else named[edition.lang] ??= title;
    }
    titles[route] = named;
  }
  if (untitled.length) throw new Error(untitled.join('\n'));
  return { editions: keys, routes, titles };
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
