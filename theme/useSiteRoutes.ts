import { usePageData } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { normalizeRoute } from '../config/switching';

/** Whether a route (normalized, config/switching.ts) is a page of this site, across every language and version. */
export function useSiteRoutes(): (route: string) => boolean {
  const { siteData } = usePageData();
  return useMemo(() => {
    const routes = new Set(siteData.pages.map((p) => normalizeRoute(p.routePath)));
    return (route: string) => routes.has(route);
  }, [siteData.pages]);
}
