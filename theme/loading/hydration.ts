import { type DependencyList, useLayoutEffect } from 'react';

let done = false;

/**
 * Called once by the layout in a passive effect of its first commit, the one that hydrates the server-rendered
 * page. Marks <html data-hydrated>, which tells scripts (and the end-to-end tests) that the page is interactive.
 */
export function markHydrated(): void {
  done = true;
  document.documentElement.dataset.hydrated = '';
}

/**
 * Whether the page has hydrated. In the layout effects of the hydrating commit it is still false (passive effects
 * run after them); React runs a commit's passive effects before the next commit, so in every later commit it is
 * true.
 */
export function isHydrated(): boolean {
  return done;
}

/**
 * Like useLayoutEffect, but not in the commit that hydrates the server-rendered page (a component mounted later,
 * by moving to another page, runs it at once). By then the browser has placed the page (at the top, at the `#hash`,
 * or where the reader was before a reload) and the reader may have scrolled: hydration must not move it.
 */
export function useLayoutEffectAfterHydration(effect: () => void, deps: DependencyList): void {
  useLayoutEffect(() => {
    if (isHydrated()) effect();
    // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's dependencies, as with useLayoutEffect
  }, deps);
}
