/**
 * Loads an edition's search index (plugins/searchIndex/index.ts writes one per version and language) and the search's code
 * (searchModule.ts). Both are imported, so they are content-hashed chunks like the site's other code. They
 * are fetched once the page has loaded and the browser is idle (or at the reader's first key or pointer press,
 * whichever comes first), so they never compete with the page's first paint; when they cannot be fetched, the console
 * gets exactly SEARCH_INDEX_ERROR and the search answers with no results, until the reader reloads the page as the
 * message asks (a search per keystroke would otherwise ask again and log again).
 */
import type { SearchDoc } from './engine';

export const SEARCH_INDEX_ERROR = 'Failed to fetch search index, please reload the page and try again.';

type Load = (edition: string) => Promise<SearchDoc[]>;
export type SearchModule = typeof import('./searchModule');

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

let idle: Promise<void> | undefined;
const whenIdle = () => {
  idle ??= whenIdleOrBusy();
  return idle;
};

let code: Promise<SearchModule> | undefined;

/** The search's code, imported once per page when the browser is idle. */
export function loadSearchModule(): Promise<SearchModule> {
  code ??= whenIdle().then(() => import(/* webpackChunkName: "search-engine" */ './searchModule'));
  return code;
}

/** An edition's index file and the code that reads it, fetched side by side. */
const importIndex: Load = async (edition) => {
  const [search, index] = await Promise.all([
    loadSearchModule(),
    import(/* webpackChunkName: "search-index-[request]" */ `@search-index/${edition}.json`),
  ]);
  return search.expandIndex(edition, index.default);
};

/**
 * One loader per page: every search box asks it, and each edition's index is requested once. `ready` says when the
 * first request may start; `load` and `log` are replaced in unit tests.
 */
export function indexLoader({
  ready = () => Promise.resolve(),
  load = importIndex,
  log = (message: string) => console.error(message),
}: {
  ready?: () => Promise<void>;
  load?: Load;
  log?: (message: string) => void;
} = {}): Load {
  const pending = new Map<string, Promise<SearchDoc[]>>();
  return (edition) => {
    let docs = pending.get(edition);
    if (!docs) {
      docs = ready()
        .then(() => load(edition))
        .then((loaded) => {
          if (!Array.isArray(loaded)) throw new Error(`The search index ${edition} is not a list of pages`);
          return loaded;
        })
        .catch(() => {
          log(SEARCH_INDEX_ERROR);
          return [];
        });
      pending.set(edition, docs);
    }
    return docs;
  };
}

let shared: Load | undefined;

/** The page's loader, waiting for the browser to be idle before its first request. */
export function loadSearchIndex(edition: string): Promise<SearchDoc[]> {
  shared ??= indexLoader({ ready: whenIdle });
  return shared(edition);
}
