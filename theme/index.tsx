import { ScrollableTable } from '@components/ScrollableTable';
import { EditionContext } from '@components/siteContext';
import { useLang, useLocation, useSite, useVersion } from '@rspress/core/runtime';
import {
  DocContent as BasicDocContent,
  Layout as BasicLayout,
  getCustomMDXComponent as basicMdxComponents,
  type LayoutProps,
} from '@rspress/core/theme-original';
import { type ComponentProps, useEffect, useMemo } from 'react';
import { DEFAULT_LANG, DEFAULT_VERSION } from '../config/editions';
import { DocFooterMessage } from './components/DocFooterMessage';
import { EditionNotice } from './components/EditionNotice';
import { HomeLayout, NotFoundLayout, useLandmarkNames } from './components/Landmarks';
import { NoScriptMenu } from './components/NoScriptMenu';
import { OutlineToggle } from './components/OutlineToggle';
import { PageErrorBoundary } from './components/PageError';
import { UnreachableNotice } from './components/UnreachableNotice';
import { useEmbedMode } from './embed/useEmbedMode';
import { markHydrated } from './loading/hydration';
import { quietFailedPrefetches } from './navigation/fallback';
import { useRevealActiveSidebarItem } from './sidebar/revealActiveItem';
import { useSmoothAnchors } from './useSmoothAnchors';
import './index.css';
import './embed/embed.css';

if (typeof window !== 'undefined') quietFailedPrefetches();

/**
 * The original layout, plus: the page's language and version for the site's components
 * (components/siteContext.tsx); the edition notices above every doc page and the footer message under it;
 * embed mode (embed/embed.ts); smooth anchor scrolling; the phone sidebar centres the current page when it opens
 * (sidebar/revealActiveItem.ts); the outline's collapse button; hydration does not scroll the page
 * (loading/keepScroll.ts); a part that fails to render
 * shows why instead of unmounting the page, and a page that could not be reached offline says so
 * (navigation/fallback.ts). Once React has hydrated, <html data-hydrated> tells scripts (and the end-to-end tests)
 * the page is interactive.
 */
export function Layout(props: LayoutProps) {
  useRevealActiveSidebarItem();
  useEmbedMode();
  useSmoothAnchors();
  useLandmarkNames();
  useEffect(markHydrated, []);
  const lang = useLang() || DEFAULT_LANG;
  const version = useVersion() || DEFAULT_VERSION;
  const base = useSite().site.base || '/';
  const edition = useMemo(() => ({ lang, version, base }), [lang, version, base]);
  return (
    <EditionContext.Provider value={edition}>
      <PageErrorBoundary>
        <BasicLayout
          HomeLayout={HomeLayout}
          NotFoundLayout={NotFoundLayout}
          {...props}
          beforeDocContent={
            <>
              <EditionNotice />
              {props.beforeDocContent}
            </>
          }
          beforeOutline={
            <>
              <OutlineToggle />
              {props.beforeOutline}
            </>
          }
          afterNavMenu={
            <>
              {props.afterNavMenu}
              <NoScriptMenu />
            </>
          }
          afterDocFooter={
            <>
              {props.afterDocFooter}
              <DocFooterMessage />
            </>
          }
        />
      </PageErrorBoundary>
      <UnreachableNotice />
    </EditionContext.Provider>
  );
}

/** The theme's MDX elements, with tables whose sideways-scrolling wrapper can take keyboard focus. */
export function getCustomMDXComponent() {
  return { ...basicMdxComponents(), table: ScrollableTable };
}

/**
 * The original page content. A page whose content fails to render (its code could not load) shows why in its place,
 * under the page's navbar and sidebar.
 */
export function DocContent(props: ComponentProps<typeof BasicDocContent>) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <BasicDocContent {...props} />
    </PageErrorBoundary>
  );
}

export * from '@rspress/core/theme-original';
export { useThemeState } from './appearance/useThemeState';
export { HomeFeature } from './components/HomeFeature';
export { HomeHero } from './components/HomeHero';
export { Link } from './components/Link';
export { Overview } from './components/Overview';
export { Search } from './components/Search';
export { SocialLinks } from './components/SocialLinks';
export { SwitchAppearance } from './components/SwitchAppearance';
export { Tab, Tabs } from './components/Tabs';
export { useHoverGroup } from './components/useHoverGroup';
export { useScrollAfterNav, useScrollReset } from './loading/keepScroll';
