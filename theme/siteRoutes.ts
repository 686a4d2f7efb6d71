import { editionKey, normalizeRoute, splitEdition } from '../config/editions';

/**
 * Every page of the site, across every edition (plugins/siteRoutes.ts collects them from the docs folder). Each
 * edition is built on its own (scripts/build.ts), so the page list Rspress ships holds only this build's pages.
 */
export interface SiteRoutes {
  /** Edition keys ('v2.en'), in the order of the bits below. */
  editions: string[];
  /** The editions this build renders, a bit each. */
  built: number;
  /** Each page's route inside its edition ('/guide/quick-start'), with the bits of the editions that have it. */
  routes: Record<string, number>;
  /** Titles of the pages not in every edition, by route and language. */
  titles: Record<string, Record<string, string>>;
}

declare const __SITE_ROUTES__: SiteRoutes;

const site: SiteRoutes = __SITE_ROUTES__;

function bitOf(path: string): { bit: number; rest: string } {
  const { rest, ...edition } = splitEdition(path);
  const at = site.editions.indexOf(editionKey(edition));
  return { bit: at < 0 ? 0 : 1 << at, rest: normalizeRoute(rest) };
}

/** Whether a route (normalized, config/switching.ts) is a page of this site, in any language and version. */
export function siteHasRoute(route: string): boolean {
  const { bit, rest } = bitOf(route);
  return ((site.routes[rest] ?? 0) & bit) !== 0;
}

/** Whether a site path belongs to an edition this build did not render: the browser must load it as a document. */
export function builtElsewhere(path: string): boolean {
  return (site.built & bitOf(path).bit) === 0;
}

/** The title of a page that some editions lack, in `lang` if it has one there, else in any language. */
export function titleOfMissing(rest: string, lang: string): string | undefined {
  const titles = site.titles[normalizeRoute(rest)];
  return titles?.[lang] ?? (titles ? Object.values(titles)[0] : undefined);
}
