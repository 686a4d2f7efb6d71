/** Every page of the site in the browser, from the list the build defines (config/editions.ts, `SiteRoutes`). */
import titles from 'virtual-patchbay-titles';
import { normalizeRoute, routeBit, type SiteRoutes } from '../config/editions';

declare const __SITE_ROUTES__: SiteRoutes;

const site: SiteRoutes = __SITE_ROUTES__;

// Every link of a page asks (the sidebar alone holds hundreds), for the same few hundred paths on every page.
const bits = new Map<string, ReturnType<typeof routeBit>>();
function bitOf(path: string) {
  let known = bits.get(path);
  if (!known) {
    known = routeBit(site, path);
    bits.set(path, known);
  }
  return known;
}

/** Whether a route (normalized, config/switching.ts) is a page of this site, in any language and version. */
export function siteHasRoute(route: string): boolean {
  const { bit, rest } = bitOf(route);
  return ((site.routes[rest] ?? 0) & bit) !== 0;
}

/**
 * Whether a site path belongs to another edition than the page at `here`: the router knows only the page's own
 * edition (plugins/editionData/), so the browser loads such a page as a document.
 */
export function inOtherEdition(path: string, here: string): boolean {
  return bitOf(path).bit !== bitOf(here).bit;
}

/**
 * The title of a page that some editions lack, in `lang` if it has one there, else in any language. In the
 * browser, the titles are those of the pages the page's own edition lacks (plugins/editionData/).
 */
export function titleOfMissing(rest: string, lang: string): string | undefined {
  const named = titles[normalizeRoute(rest)];
  return named?.[lang] ?? (named ? Object.values(named)[0] : undefined);
}
