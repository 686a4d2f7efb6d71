import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchDoc, SearchEngine } from './engine';
import { loadSearchIndex, loadSearchModule } from './indexLoader';
import { boundQuery } from './queryBounds';
import { REMOTE_SEARCH, type RemoteSearchSettings } from './remoteSettings';
import type { Suggestion } from './suggestions';

/** The search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 150;
/** How many pages the ranking returns: enough for MAX_RESULTS suggestions at MAX_PER_PAGE per page, and spare. */
const RANKED_PAGES = 20;

const engines = new Map<string, Promise<SearchEngine<SearchDoc> | null>>();

/**
 * The ranking of an edition's pages, built once per page load from its index; null when the index or the search's
 * code could not be fetched (the loader has said so in the console).
 */
function engineFor(edition: string): Promise<SearchEngine<SearchDoc> | null> {
  let engine = engines.get(edition);
  if (!engine) {
    engine = loadSearchIndex(edition).then(async (docs) =>
      docs.length ? (await loadSearchModule()).SearchEngine.build(docs) : null,
    );
    engines.set(edition, engine);
  }
  return engine;
}

/**
 * Loads an edition's index and the search's code when the browser is idle, and builds the ranking from them right
 * after, a few pages at a time (SearchEngine.build), so the first search costs what a later one does.
 * A serialised index would skip the building, but it is 51 kB of gzip for English v2 and 148 kB for Chinese v2 on
 * top of the pages' text, past the 120 kB budget; building takes 0.1 to 0.35 s of work in short tasks.
 */
export function prefetchSearchIndex(edition: string, settings: RemoteSearchSettings = REMOTE_SEARCH): void {
  // A failure shows at the first search, which asks again and logs it.
  if (settings.endpoint) void loadSearchModule().catch(() => {});
  else void engineFor(edition);
}

/** The suggestions for a query: from the edition's ranking, or from the remote endpoint. */
async function answer(
  edition: string,
  lang: string,
  settings: RemoteSearchSettings,
  query: string,
  signal: AbortSignal,
): Promise<Suggestion[]> {
  if (settings.endpoint) {
    let search: Awaited<ReturnType<typeof loadSearchModule>>;
    try {
      search = await loadSearchModule();
    } catch (error) {
      console.error(error);
      return [];
    }
    return search.remoteSuggestions(settings, query, lang, search.MAX_RESULTS, signal);
  }
  const engine = await engineFor(edition);
  if (!engine) return [];
  const { suggestionsFor } = await loadSearchModule();
  return suggestionsFor(engine.search(query, RANKED_PAGES), query);
}

export interface Answer {
  /** The query the results answer (bounded, see queryBounds.ts). */
  query: string;
  results: Suggestion[];
}

export interface SearchState {
  /** What the reader typed. */
  input: string;
  /** The last answer; its query may be an earlier one while a search runs. */
  answer: Answer | null;
  /** Whether a search for the current input is still running. */
  searching: boolean;
}

/**
 * The search panel's state for one edition (`v2.en`): the reader's input, and the answer to it. A query runs
 * SEARCH_DEBOUNCE_MS after the last keystroke; an answer that comes back after the reader typed on is dropped, and a
 * running remote request is cancelled. The results of an earlier query are never shown as the answer to a new one:
 * `answer.query` says which query they answer.
 */
export function useSearch(edition: string, lang: string, settings: RemoteSearchSettings = REMOTE_SEARCH) {
  const [state, setState] = useState<SearchState>({ input: '', answer: null, searching: false });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const inFlight = useRef<AbortController>(undefined);

  const run = useCallback(
    async (id: number, query: string) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const results = await answer(edition, lang, settings, query, controller.signal);
      if (id !== latest.current) return;
      setState((s) => ({ ...s, answer: { query, results }, searching: false }));
    },
    [edition, lang, settings],
  );

  const setInput = useCallback(
    (input: string) => {
      const id = ++latest.current;
      clearTimeout(timer.current);
      const query = boundQuery(input);
      setState((s) => ({ input, answer: query ? s.answer : null, searching: Boolean(query) }));
      if (!query) {
        inFlight.current?.abort();
        return;
      }
      timer.current = setTimeout(() => void run(id, query), SEARCH_DEBOUNCE_MS);
    },
    [run],
  );

  // Another edition (the reader switched language or version), or the panel closing: nothing carries over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the edition changes
  useEffect(() => {
    latest.current++;
    setState({ input: '', answer: null, searching: false });
    return () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    };
  }, [edition]);

  return { ...state, setInput };
}
