/**
 * SPEC 8: when the search index cannot be fetched, the console gets exactly SEARCH_INDEX_ERROR and the
 * panel shows the no-results state. Rspress logs the message but then shows "Error: …" in the panel, and no
 * hook or slot reaches its index loader, so the fetch of the index itself is guarded: a failed or refused
 * request is logged once and answered with an empty index. With remote search on, the local index is not
 * fetched at all (it would not be used) and is empty from the start.
 */
export const SEARCH_INDEX_ERROR = 'Failed to fetch search index, please reload the page and try again.';

/** Rspress's index files: `{base}static/search_index.{version}.{lang}.{hash}.json`. */
export function isSearchIndexUrl(url: string): boolean {
  return /\/static\/search_index(\.[\w-]+)*\.json(\?.*)?$/.test(url);
}

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

type Fetch = typeof fetch;

const emptyIndex = () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });

/**
 * `fetch`, except that a search index request never fails: it logs SEARCH_INDEX_ERROR and yields `[]`.
 * With `skipIndex`, search index requests are answered with `[]` without a request.
 */
export function guardedFetch(
  original: Fetch,
  { skipIndex = false, log = console.error }: { skipIndex?: boolean; log?: (message: string) => void } = {},
): Fetch {
  return async (input, init) => {
    if (!isSearchIndexUrl(urlOf(input))) return original(input, init);
    if (skipIndex) return emptyIndex();
    try {
      const response = await original(input, init);
      if (response.ok) return response;
    } catch {
      // Reported below, once, in the spec's words.
    }
    log(SEARCH_INDEX_ERROR);
    return emptyIndex();
  };
}

/** Installs the guard in the browser (once). */
export function guardSearchIndexFetch(options: { skipIndex: boolean }): void {
  if (typeof window === 'undefined' || (window.fetch as { pbGuarded?: boolean }).pbGuarded) return;
  const guarded = guardedFetch(window.fetch.bind(window), options);
  Object.assign(guarded, { pbGuarded: true });
  window.fetch = guarded;
}
