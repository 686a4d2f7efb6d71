import { routeKey } from '../../config/editions';
import type { OverviewPage } from './overviewGroups';

/** What an overview page's own module carries: its route and the headers of the pages it lists, by their routes. */
export interface OverviewHeaders {
  route: string;
  headers: Record<string, NonNullable<OverviewPage['toc']>>;
}

/** Where plugins/slimPageData/index.ts writes the overviews' headers files (an alias of its cache folder). */
export const OVERVIEW_HEADERS_ALIAS = '@patchbay-overview';

/** The headers file of the overview at `route`. */
export function overviewHeadersFile(route: string): string {
  return `overview${routeKey(route).replace(/[^a-zA-Z0-9]+/g, '_')}.json`;
}

const registered = new Map<string, OverviewHeaders['headers']>();

/**
 * Called by an overview page's module as it loads (plugins/slimPageData/index.ts writes the call into it), before the page
 * renders: the headers travel with that page instead of with the list of all pages that every page loads.
 */
export function registerOverviewHeaders(data: OverviewHeaders): OverviewHeaders {
  registered.set(routeKey(data.route), data.headers);
  return data;
}

/** The pages an overview lists with their headers, as overviewGroups reads them. */
export function overviewPages(route: string): OverviewPage[] {
  // The Markdown copies are compiled without the site's remark steps, so no page registers its headers there.
  if (import.meta.env.SSG_MD && !registered.has(routeKey(route))) {
    registerOverviewHeaders(require(`@patchbay-overview/${overviewHeadersFile(route)}`) as OverviewHeaders);
  }
  const headers = registered.get(routeKey(route));
  if (!headers) {
    throw new Error(
      `No overview headers for ${route}: plugins/slimPageData/index.ts writes them into each page with overview: true in its frontmatter`,
    );
  }
  return Object.entries(headers).map(([routePath, toc]) => ({ routePath, toc }));
}
