import { fillText, textIn } from '@components/siteContext';
import { useLocation, withBase } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { useEffect, useState } from 'react';
import { DEFAULT_LANG, type Edition, inEdition, nodesHome, routePrefix, splitEdition } from '../../config/editions';
import texts from '../../i18n.json';
import { requestSearch } from '../search/searchRequest';
import { siteHasRoute } from '../siteRoutes';
import styles from './NotFound.module.css';
import { SkipTarget } from './SkipLink';

/** Words to search for from a missing page's address: its last segment, hyphens as spaces ('/guide/quick-strat' → 'quick strat'). */
export function wordsOfPath(rest: string): string {
  const last = rest.split('/').filter(Boolean).at(-1) ?? '';
  return decodeURIComponent(last)
    .replace(/\.html$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

/**
 * The 404 page: what happened, the docs' search with the missing address's words, and the ways on (the guide, the
 * node reference, home), in the edition of the address. A static host serves one 404.html for every address, so the
 * server renders the default edition; in the browser the address picks the edition after hydration (an effect, so the
 * first render matches the server's HTML).
 */
export function NotFoundLayout() {
  const { pathname } = useLocation();
  const [where, setWhere] = useState<(Edition & { rest: string }) | null>(null);
  useEffect(() => {
    const base = withBase('/').replace(/\/$/, '');
    const path = pathname.startsWith(base) ? pathname.slice(base.length) || '/' : pathname;
    const edition = splitEdition(path);
    // An address that spells out the default version or language (/en/guide/…, /v2/guide/…) names a page that is
    // served without them: go there, as the original 404 page did for the language.
    const canonical = inEdition(edition.rest, edition);
    if (canonical !== path && siteHasRoute(canonical)) {
      window.location.replace(withBase(canonical) + window.location.search + window.location.hash);
      return;
    }
    setWhere(edition);
  }, [pathname]);
  const lang = where?.lang ?? DEFAULT_LANG;
  const text = (key: keyof typeof texts, params?: Record<string, string>) => fillText(textIn(texts, key, lang), params);
  const prefix = where ? routePrefix(where.version, where.lang) : '';
  const query = where ? wordsOfPath(where.rest) : '';
  return (
    <main lang={where && where.lang !== DEFAULT_LANG ? where.lang : undefined}>
      <SkipTarget />
      <div className={styles.page}>
        <p className={styles.code}>404</p>
        <h1 className={styles.title}>{text('notFound.title')}</h1>
        <p className={styles.lead}>{text('notFound.lead')}</p>
        <button type="button" className={styles.search} onClick={() => requestSearch(query)}>
          {query ? text('notFound.searchFor', { query }) : text('notFound.search')}
        </button>
        <ul className={styles.links}>
          <li>
            <Link href={`${prefix}/guide/`}>{text('notFound.guide')}</Link>
          </li>
          <li>
            <Link href={nodesHome(prefix)}>{text('notFound.nodes')}</Link>
          </li>
          <li>
            <Link href={`${prefix}/`}>{text('notFound.home')}</Link>
          </li>
        </ul>
      </div>
    </main>
  );
}
