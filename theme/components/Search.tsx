/*
 * The site's search, in place of Rspress's `Search` as a whole (the Rspress and Rsbuild websites replace it too): the
 * original loads its index with an unguarded fetch as soon as a page mounts, shows "Error: …" when that fails (it
 * should give an empty result and a console message), has no bound on a pasted query, follows any route a remote
 * endpoint returns, and keeps the last query's results under a new one while a remote request hangs. This one owns
 * those steps (theme/search/), and its panel is a modal dialog with the WAI-ARIA combobox pattern
 * (theme/search/SearchDialog.tsx).
 */
import { useSiteText } from '@components/siteContext';
import { useLang, useVersion } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { lazy, Suspense, useEffect, useState } from 'react';
import { DEFAULT_LANG, DEFAULT_VERSION, editionKey } from '../../config/editions';
import { loadSearchModule } from '../search/indexLoader';
import { onSearchRequest } from '../search/searchRequest';
import { prefetchSearchIndex } from '../search/useSearch';
import styles from './Search.module.css';
import { isSearchShortcut } from './searchShortcut';

// The panel comes with the search's code (theme/search/searchModule.ts), fetched when the browser is idle or at the
// reader's first key or pointer press: no page needs it before the reader searches.
const SearchDialog = lazy(() => loadSearchModule().then((module) => ({ default: module.SearchDialog })));

/** The search buttons of the navbar: the wide one with its key hint, and the icon on narrow screens. */
function SearchButtons({ onOpen }: { onOpen: () => void }) {
  const text = useSiteText();
  // ⌘ on Apple devices, Ctrl elsewhere: known only in the browser, so its slot is filled after hydration.
  const [modifier, setModifier] = useState<string | null>(null);
  useEffect(() => setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl'), []);
  return (
    <>
      <button type="button" className={styles.wide} onClick={onOpen} data-search-button="wide">
        <span className={styles.wideLabel}>
          <SvgWrapper icon={IconSearch} className={styles.wideIcon} />
          <span>{text('searchPlaceholderText')}</span>
        </span>
        <span className={styles.hotkey} style={{ opacity: modifier ? 1 : 0 }} aria-hidden="true" data-search-hotkey="">
          <span className={styles.modifier}>{modifier}</span>
          <span>K</span>
        </span>
      </button>
      <button
        type="button"
        className={styles.mobile}
        aria-label={text('searchShortText')}
        data-search-button="phone"
        onClick={onOpen}
      >
        <SvgWrapper icon={IconSearch} />
      </button>
    </>
  );
}

export function Search() {
  const [open, setOpen] = useState(false);
  const lang = useLang() || DEFAULT_LANG;
  const version = useVersion() || DEFAULT_VERSION;
  const edition = editionKey({ version, lang });

  useEffect(() => prefetchSearchIndex(edition), [edition]);

  // Another part of the page asks for the panel (the 404 page), with words to search for.
  const [initialQuery, setInitialQuery] = useState('');
  useEffect(
    () =>
      onSearchRequest((query) => {
        setInitialQuery(query);
        setOpen(true);
      }),
    [],
  );

  // Ctrl/Cmd+K opens the panel, and closes it again.
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        setOpen((was) => !was);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <SearchButtons onOpen={() => setOpen(true)} />
      {open ? (
        <Suspense fallback={null}>
          <SearchDialog
            key={edition}
            edition={edition}
            lang={lang}
            initialQuery={initialQuery}
            onClose={() => {
              setOpen(false);
              setInitialQuery('');
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
