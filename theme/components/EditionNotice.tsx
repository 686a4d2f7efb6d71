import { useSiteText } from '@components/siteContext';
import { useLocation, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { useEffect, useState } from 'react';
import { DEFAULT_VERSION, inEdition, LANGS, splitEdition } from '../../config/editions';
import { PRODUCT_NAME } from '../../config/site';
import { FROM_PARAM, nearestExisting } from '../../config/switching';
import { siteHasRoute, titleOfMissing } from '../siteRoutes';
import styles from './EditionNotice.module.css';

/**
 * Above the content of a doc page: on every page of an older version, a notice that links to the same page in the
 * current version; after a language or version switch that could not keep the page (config/switching.ts), why
 * the reader is on this page instead.
 */
export function EditionNotice() {
  const t = useSiteText();
  const { page } = usePageData();
  const { search } = useLocation();
  const here = splitEdition(page.routePath);
  const [missing, setMissing] = useState<string | null>(null);

  // The query string exists only in the browser: read it after hydration so the server HTML matches.
  useEffect(() => {
    const from = new URLSearchParams(search).get(FROM_PARAM);
    if (!from) return setMissing(null);
    const rest = splitEdition(from).rest;
    setMissing(titleOfMissing(rest, here.lang) ?? rest);
  }, [search, here.lang]);

  const edition = `${here.version} · ${LANGS.find((l) => l.lang === here.lang)?.label ?? here.lang}`;
  const current =
    here.version === DEFAULT_VERSION
      ? null
      : nearestExisting(inEdition(here.rest, { version: DEFAULT_VERSION, lang: here.lang }), siteHasRoute);

  if (!current && !missing) return null;
  return (
    <div className={styles.notices}>
      {missing ? (
        <p className={styles.notice} role="status">
          {t('edition.missing', { title: missing, edition })}
        </p>
      ) : null}
      {current ? (
        <p className={styles.notice}>
          <span>{t('edition.old', { product: PRODUCT_NAME })}</span>
          <Link href={current} className={styles.link}>
            {t('edition.toCurrent')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
