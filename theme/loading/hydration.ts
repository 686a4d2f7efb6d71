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
 * Whether the page has hydrated. In the insertion and layout effects of the hydrating commit it is still false
 * (passive effects run after them); React runs a commit's passive effects before the next commit, so in every later
 * commit it is true.
 */
export function isHydrated(): boolean {
  return done;
}
