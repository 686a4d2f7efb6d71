/**
 * When a page's code cannot load. Moving to another page loads that page's script chunk first; after a deploy
 * replaces the chunks, a tab left open asks for files that are gone (404), and offline every request fails. Either
 * way the page used to go white. The static HTML of every page is complete, so the way out is to load the target as
 * a whole document: a stale tab lands on the new page. Offline that would only show the browser's error page, so the
 * reader stays where they are and is told why (UnreachableNotice).
 */

/** Whether an error is a script or CSS chunk that failed to load (Rspack's ChunkLoadError, or a failed import()). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk \S+ failed/.test(error.message) ||
    /Failed to fetch dynamically imported module|Importing a module script failed/.test(error.message)
  );
}

type Listener = (url: string | null) => void;
const listeners = new Set<Listener>();
let unreachable: string | null = null;

/** The page the reader could not reach while offline (null when there is none to report). */
export function unreachableUrl(): string | null {
  return unreachable;
}

export function onUnreachable(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setUnreachable(url: string | null): void {
  unreachable = url;
  for (const listener of listeners) listener(url);
}

export function dismissUnreachable(): void {
  setUnreachable(null);
}

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Opens `url` as a whole document; offline, reports it instead so the reader keeps the page they are on. */
export function openAsDocument(url: string, assign = (to: string) => window.location.assign(to)): void {
  if (isOffline()) {
    setUnreachable(url);
    return;
  }
  setUnreachable(null);
  assign(url);
}

/**
 * Rspress fetches a page's code ahead when the pointer rests on a link to it, and does not handle a failure: a stale
 * or offline tab logged an uncaught error for every link hovered. Following the link handles it, so the failed
 * prefetch is logged as a warning instead.
 */
export function quietFailedPrefetches(win: Window = window): void {
  win.addEventListener('unhandledrejection', (event) => {
    if (!isChunkLoadError(event.reason)) return;
    event.preventDefault();
    console.warn(`A page's code could not be fetched ahead: ${(event.reason as Error).message}`);
  });
}
