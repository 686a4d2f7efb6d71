/** Every page of the site in the browser, from the list the build defines (config/editions.ts, `SiteRoutes`). */
import { normalizeRoute, routeBit, type SiteRoutes } from '../config/editions';

declare const __SITE_ROUTES__: SiteRoutes;

const site: SiteRoutes = __SITE_ROUTES__;

const bitOf = (path: string) => routeBit(site, path);

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
