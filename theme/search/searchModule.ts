/**
 * The search's code that no page needs before the reader searches: the panel, the ranking (MiniSearch and the
 * stemmer), the suggestions, the index's expansion and remote search. indexLoader.ts imports it, so it is a chunk of its own,
 * fetched with the index when the browser is idle (or at the reader's first key or pointer press).
 */
export { SearchEngine } from './engine';
export { expandIndex } from './indexFormat';
export { remoteSuggestions } from './remoteSearch';
export { SearchDialog } from './SearchDialog';
export { MAX_RESULTS, suggestionsFor } from './suggestions';
