/**
 * Optional remote search: when REMOTE_SEARCH.endpoint (config/site.ts) names an endpoint, every query is
 * a GET to it with `keyword`, `limit`, `searchIndexes` and `lang`; the answer is a JSON list of hit groups whose hits
 * are the results. On any failure, or no answer within REMOTE_SEARCH_TIMEOUT_MS, the error is logged and the result
 * is empty. A hit is shown only if its route stays on this site: the endpoint is another service, and a route such as
 * `https://…`, `//host/…` or `javascript:…` would take the reader elsewhere (such hits are dropped and logged).
 */
import { boundQuery } from './queryBounds';

import type { RemoteSearchSettings } from './remoteSettings';
import { highlightRanges, type Suggestion } from './suggestions';

export { REMOTE_SEARCH, type RemoteSearchSettings } from './remoteSettings';

/** How long a query waits for the endpoint before it counts as failed. */
export const REMOTE_SEARCH_TIMEOUT_MS = 5000;

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
  url.searchParams.set('keyword', boundQuery(keyword));
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

const PROBE_ORIGIN = 'https://site.invalid';

/**
 * A hit's route as a path on this site (`/guide/sockets#deleting`), or null when it would lead elsewhere: routes are
 * root-relative paths, resolved under the site's base when followed. Anything with a scheme, a host (`//host`, or
 * `/\host`, which browsers read the same way) or control characters is refused.
 */
export function siteRoute(routePath: string): string | null {
  const control = [...routePath].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);
  if (!routePath.startsWith('/') || /^\/[/\\]/.test(routePath) || routePath.includes('\\') || control) return null;
  let url: URL;
  try {
    url = new URL(routePath, PROBE_ORIGIN);
  } catch {
    return null;
  }
  return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * The hits as suggestions, the query highlighted where the title contains it. Hits whose route leaves the site are
 * dropped, each named through `warn`.
 */
export function toSuggestions(
  groups: RemoteHitGroup[],
  keyword: string,
  warn: (message: string) => void = (message) => console.warn(message),
): Suggestion[] {
  return groups.flatMap((group) =>
    group.hits.flatMap((hit) => {
      const link = siteRoute(hit.routePath);
      if (link === null) {
        warn(
          `Remote search: dropped the hit "${hit.title}": its route ${JSON.stringify(hit.routePath)} leaves the site`,
        );
        return [];
      }
      const header = hit.header ?? hit.title;
      return [{ type: 'title' as const, title: hit.title, header, highlights: highlightRanges(header, keyword), link }];
    }),
  );
}

/**
 * Asks the endpoint. Resolves with the suggestions, or with [] after logging what went wrong (a failed request, an
 * HTTP error, an answer of the wrong shape, or no answer in time). `signal` cancels it without a log, when the reader
 * has typed on.
 */
export async function remoteSuggestions(
  settings: RemoteSearchSettings,
  query: string,
  lang: string,
  limit: number,
  signal: AbortSignal,
): Promise<Suggestion[]> {
  const timeout = AbortSignal.timeout(REMOTE_SEARCH_TIMEOUT_MS);
  try {
    const response = await fetch(remoteSearchUrl(settings, query, limit, lang), {
      signal: AbortSignal.any([signal, timeout]),
    });
    if (!response.ok) {
      throw new Error(`Remote search: ${response.status} ${response.statusText} from ${settings.endpoint}`);
    }
    return toSuggestions(parseHitGroups(await response.json()), query);
  } catch (error) {
    if (signal.aborted) return [];
    console.error(
      timeout.aborted
        ? new Error(`Remote search: no answer from ${settings.endpoint} within ${REMOTE_SEARCH_TIMEOUT_MS / 1000} s`)
        : error,
    );
    return [];
  }
}
