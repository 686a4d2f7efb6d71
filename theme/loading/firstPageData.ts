import { useLocation, usePage, warmPageData } from '@rspress/core/runtime';
import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps Rspress from loading the first page's data a second time after hydration.
 *
 * Its client entry files the first page's data in the cache slot its App never reads (Rspress 2.0.x:
 * `setCurrentPageData` fills the slot `consumeCachedPageData` skips), so App fetched the data again and stored an
 * equal copy: every component re-rendered, and the page content, not yet hydrated, had to hydrate at once in one
 * long task (about a third of the main-thread work on a phone). Handing App the object React already holds makes
 * its update a no-op. Layout effects run child first, so this runs before App's. Mount only: on a later
 * navigation the page data here is still the previous page's when this would run.
 */
export function useFirstPageDataCached(): void {
  const { pathname } = useLocation();
  const { page } = usePage();
  const first = useRef({ pathname, page });
  useLayoutEffect(() => {
    warmPageData(first.current.pathname, first.current.page);
  }, []);
}
