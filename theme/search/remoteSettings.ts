/**
 * Whether the search asks a remote endpoint (remoteSearch.ts), apart from the code that asks it: the panel reads the
 * setting on every page, and the code loads with the rest of the search when the browser is idle (searchModule.ts).
 */
export interface RemoteSearchSettings {
  /** Absolute URL of the search endpoint; empty turns remote search off. */
  endpoint: string;
  /** Index names sent as `searchIndexes` (comma-separated). */
  indexes: string[];
}

/** Set at build time from config/site.ts (rspress.config.ts, source.define). */
declare const __REMOTE_SEARCH__: RemoteSearchSettings | undefined;

/** The build's remote search settings (off in unit tests, where nothing defines them). */
export const REMOTE_SEARCH: RemoteSearchSettings =
  typeof __REMOTE_SEARCH__ === 'undefined' ? { endpoint: '', indexes: [] } : __REMOTE_SEARCH__;
