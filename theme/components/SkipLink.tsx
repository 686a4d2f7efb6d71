import { useSiteText } from '@components/siteContext';
import type { MouseEvent } from 'react';
import styles from './SkipLink.module.css';

/** The id of the skip link's target: the first element of every page's `<main>` (SkipTarget, the home and 404 layouts). */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content", the first Tab stop of every page (WCAG 2.4.1): without it a keyboard passes some hundred navbar
 * and sidebar links first. Shown only while focused. It moves focus into the page's `<main>` itself, so the next Tab
 * goes on from there in every browser; without scripts, its fragment does the same.
 */
export function SkipLink() {
  const t = useSiteText();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID)?.closest('main');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  };
  return (
    <a className={styles.link} href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t('skip.content')}
    </a>
  );
}

/** Where the skip link leads: an empty marker at the top of a page's `<main>`. */
export function SkipTarget() {
  return <span id={MAIN_CONTENT_ID} className={styles.target} />;
}
