import { usePageData } from '@rspress/core/runtime';
import { normalizeRoute } from '../config/editions';

type PageList = readonly { routePath: string }[];

/** One lookup per list of pages: every link on a page asks (the sidebar alone has about 100). */
const lookups = new WeakMap<PageList, (route: string) => boolean>();

export function routeLookup(pages: PageList): (route: string) => boolean {
  let lookup = lookups.get(pages);
  if (!lookup) {
    const routes = new Set(pages.map((p) => normalizeRoute(p.routePath)));
    lookup = (route: string) => routes.has(route);
    lookups.set(pages, lookup);
  }
  return lookup;
}

/** Whether a route (normalized, config/switching.ts) is a page of this site, across every language and version. */
export function useSiteRoutes(): (route: string) => boolean {
  const { siteData } = usePageData();
  return routeLookup(siteData.pages);
}
