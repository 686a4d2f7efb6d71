/**
 * SPEC 8: when the search index cannot be fetched, the console gets exactly SEARCH_INDEX_ERROR and the
 * panel shows the no-results state. Rspress logs the message but then shows "Error: …" in the panel, and no
 * hook or slot reaches its index loader, so the fetch of the index itself is guarded: a failed or refused
 * request is logged once and answered with an empty index. With remote search on, the local index is not
 * fetched at all (it would not be used) and is empty from the start.
 *
 * Rspress asks for the index as soon as a page mounts, once per search box (the navbar has two). The guard makes
 * that one request per file, and holds it until the page has loaded and the browser is idle (SPEC 4), or until
 * the reader presses a key or the pointer, whichever comes first, so the index never competes with the page's
 * first paint.
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
  {
    skipIndex = false,
    log = console.error,
    ready = () => Promise.resolve(),
  }: { skipIndex?: boolean; log?: (message: string) => void; ready?: () => Promise<void> } = {},
): Fetch {
  const pending = new Map<string, Promise<Response>>();
  const load = async (url: string, input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    await ready();
    try {
      const response = await original(input, init);
      if (response.ok) return response;
    } catch {
      // Reported below, once, in the spec's words.
    }
    // Not kept: the next search may try again.
    pending.delete(url);
    log(SEARCH_INDEX_ERROR);
    return emptyIndex();
  };
  return async (input, init) => {
    const url = urlOf(input);
    if (!isSearchIndexUrl(url)) return original(input, init);
    if (skipIndex) return emptyIndex();
    let response = pending.get(url);
    if (!response) {
      response = load(url, input, init);
      pending.set(url, response);
    }
    return (await response).clone();
  };
}

/** Resolves once the page has loaded and the browser is idle, or at the reader's first key or pointer press. */
export function whenIdleOrBusy(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      win.removeEventListener('keydown', done, true);
      win.removeEventListener('pointerdown', done, true);
      resolve();
    };
    win.addEventListener('keydown', done, { capture: true, once: true });
    win.addEventListener('pointerdown', done, { capture: true, once: true });
    const idle = () =>
      typeof win.requestIdleCallback === 'function'
        ? win.requestIdleCallback(done, { timeout: 3000 })
        : setTimeout(done, 300);
    if (win.document.readyState === 'complete') idle();
    else win.addEventListener('load', idle, { once: true });
  });
}

/** Installs the guard in the browser (once). */
export function guardSearchIndexFetch(options: { skipIndex: boolean }): void {
  if (typeof window === 'undefined' || (window.fetch as { pbGuarded?: boolean }).pbGuarded) return;
  let idle: Promise<void> | undefined;
  const guarded = guardedFetch(window.fetch.bind(window), {
    ...options,
    ready: () => {
      idle ??= whenIdleOrBusy();
      return idle;
    },
  });
  Object.assign(guarded, { pbGuarded: true });
  window.fetch = guarded;
}
