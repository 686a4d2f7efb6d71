import { EditionContext } from '@components/siteContext';
import { useLang, useSite, useVersion } from '@rspress/core/runtime';
import {
  DocContent as BasicDocContent,
  Layout as BasicLayout,
  getCustomMDXComponent as basicMdxComponents,
  type LayoutProps,
} from '@rspress/core/theme-original';
import { memo, useEffect, useMemo } from 'react';
import { DEFAULT_LANG, DEFAULT_VERSION } from '../config/locales';
import { DocFooterMessage } from './components/DocFooterMessage';
import { EditionNotice } from './components/EditionNotice';
import { ScrollableTable } from './components/ScrollableTable';
import { useEmbedMode } from './embed/useEmbedMode';
import { useFirstPageDataCached } from './loading/firstPageData';
import { markHydrated } from './loading/hydration';
import { guardSearchIndexFetch } from './search/indexFetchGuard';
import { REMOTE_SEARCH } from './search/remoteSearch';
import { useSmoothAnchors } from './useSmoothAnchors';
import './index.css';
import './embed/embed.css';

guardSearchIndexFetch({ skipIndex: Boolean(REMOTE_SEARCH.endpoint) });

/**
 * The original layout, plus: the page's language and version for the site's components
 * (components/siteContext.tsx); the edition notices above every doc page and the footer message under it;
 * embed mode (embed/embed.ts); smooth anchor scrolling; no second load of the first page's data
 * (loading/firstPageData.ts); hydration does not scroll the page (loading/keepScroll.ts). Once React has
 * hydrated, <html data-hydrated> tells scripts (and the end-to-end tests) the page is interactive.
 */
export function Layout(props: LayoutProps) {
  useFirstPageDataCached();
  useEmbedMode();
  useSmoothAnchors();
  useEffect(markHydrated, []);
  const lang = useLang() || DEFAULT_LANG;
  const version = useVersion() || DEFAULT_VERSION;
  const base = useSite().site.base || '/';
  const edition = useMemo(() => ({ lang, version, base }), [lang, version, base]);
  return (
    <EditionContext.Provider value={edition}>
      <BasicLayout
        {...props}
        beforeDocContent={
          <>
            <EditionNotice />
            {props.beforeDocContent}
          </>
        }
        afterDocFooter={
          <>
            {props.afterDocFooter}
            <DocFooterMessage />
          </>
        }
      />
    </EditionContext.Provider>
  );
}

/** The theme's MDX elements, with tables whose sideways-scrolling wrapper can take keyboard focus. */
export function getCustomMDXComponent() {
  return { ...basicMdxComponents(), table: ScrollableTable };
}

/**
 * The original page content, memoised: the doc layout re-renders when it first sees its content element, and that
 * must not render the whole page again (the content's props do not change).
 */
export const DocContent = memo(BasicDocContent);

export * from '@rspress/core/theme-original';
export { HomeFeature } from './components/HomeFeature';
export { HomeHero } from './components/HomeHero';
export { Link } from './components/Link';
export { Outline } from './components/Outline';
export { Overview } from './components/Overview';
export { ReadPercent, useReadPercent } from './components/ReadPercent';
export { SearchButton } from './components/SearchButton';
export { Sidebar } from './components/Sidebar';
export { SocialLinks } from './components/SocialLinks';
export { SwitchAppearance } from './components/SwitchAppearance';
export { Tabs } from './components/Tabs';
export { useHoverGroup } from './components/useHoverGroup';
export { useScrollAfterNav, useScrollReset } from './loading/keepScroll';
export { useThemeState } from './loading/keepTheme';
export { useWatchToc } from './loading/watchToc';
