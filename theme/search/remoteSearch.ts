/**
 * Optional remote search (SPEC 7, 8), removed from Rspress v2 and brought back through the search hooks:
 * when REMOTE_SEARCH.endpoint (config/site.ts) names an endpoint, every query is a GET to it with `keyword`,
 * `limit`, `searchIndexes` and `lang`; the answer is a JSON list of hit groups whose hits replace the local
 * results. On any failure the error is logged and the result is empty.
 */
import type { DefaultMatchResultItem } from '@rspress/core/theme-original';

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

export interface RemoteHit {
  title: string;
  routePath: string;
  /** Optional heading path or excerpt shown under the title. */
  header?: string;
}

export interface RemoteHitGroup {
  index: string;
  hits: RemoteHit[];
}

export function remoteSearchUrl(settings: RemoteSearchSettings, keyword: string, limit: number, lang: string): string {
  const url = new URL(settings.endpoint);
  url.searchParams.set('keyword', keyword);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('searchIndexes', settings.indexes.join(','));
  url.searchParams.set('lang', lang);
  return url.href;
}

/** Checks the endpoint's answer; throws with what is wrong so the error log says it. */
export function parseHitGroups(body: unknown): RemoteHitGroup[] {
  if (!Array.isArray(body)) throw new Error('Remote search: the answer is not a JSON list of hit groups');
  return body.map((group, g) => {
    const hits = (group as { hits?: unknown })?.hits;
    if (typeof (group as { index?: unknown })?.index !== 'string' || !Array.isArray(hits)) {
      throw new Error(`Remote search: hit group ${g} needs "index" (string) and "hits" (list)`);
    }
    return {
      index: (group as RemoteHitGroup).index,
      hits: hits.map((hit, h) => {
        const { title, routePath, header } = (hit ?? {}) as Partial<RemoteHit>;
        if (typeof title !== 'string' || typeof routePath !== 'string') {
          throw new Error(`Remote search: hit ${h} of group ${g} needs "title" and "routePath" (strings)`);
        }
        return { title, routePath, header: typeof header === 'string' ? header : undefined };
      }),
    };
  });
}

/** The hits as suggestions the search panel renders, the query highlighted where the title contains it. */
export function toSuggestions(groups: RemoteHitGroup[], keyword: string): DefaultMatchResultItem[] {
  const needle = keyword.toLowerCase();
  return groups.flatMap((group) =>
    group.hits.map((hit) => {
      const at = hit.title.toLowerCase().indexOf(needle);
      return {
        type: 'title' as const,
        title: hit.title,
        header: hit.header ?? hit.title,
        link: hit.routePath,
        query: keyword,
        highlightInfoList: at >= 0 ? [{ start: at, length: keyword.length }] : [],
      };
    }),
  );
}
