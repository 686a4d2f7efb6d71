import { ScrollableTable } from '@components/ScrollableTable';
import { EditionContext } from '@components/siteContext';
import { useLang, useLocation, useSite, useVersion } from '@rspress/core/runtime';
import {
  DocContent as BasicDocContent,
  Layout as BasicLayout,
  type HomeLayoutProps,
  type LayoutProps,
} from '@rspress/core/theme-original';
import { type ComponentProps, type ComponentType, lazy, memo, Suspense, useEffect, useMemo } from 'react';
import { DEFAULT_LANG, DEFAULT_VERSION } from '../config/editions';
import { DocFooterMessage } from './components/DocFooterMessage';
import { EditionNotice } from './components/EditionNotice';
import { LandmarkNames } from './components/Landmarks';
import { NavTitle } from './components/NavTitle';
import { NoScriptMenu } from './components/NoScriptMenu';
import { NotFoundLayout } from './components/NotFound';
import { OutlineFoot } from './components/OutlineFoot';
import { OutlineToggle } from './components/OutlineToggle';
import { PageErrorBoundary } from './components/PageError';
import { ReportProblem } from './components/ReportProblem';
import { SkipLink, SkipTarget } from './components/SkipLink';
import { SocialLinks } from './components/SocialLinks';
import { ThemeToggle } from './components/ThemeToggle';
import { UnreachableNotice } from './components/UnreachableNotice';
import { useEmbedMode } from './embed/useEmbedMode';
import { useFirstPageDataCached } from './loading/firstPageData';
import { markHydrated } from './loading/hydration';
import { useKeepOpenedScroll } from './loading/keepScroll';
import { quietFailedPrefetches } from './navigation/fallback';
import { useRevealActiveSidebarItem } from './sidebar/revealActiveItem';
import { useSmoothAnchors } from './useSmoothAnchors';
import './index.css';
import './print.css';
import './embed/embed.css';

if (typeof window !== 'undefined') quietFailedPrefetches();

/**
 * The home page's layout (home/HomeLayout.tsx). Only the home page renders it, so in the browser it is a chunk of its
 * own: the home page fetches it while its server HTML stays on screen (React hydrates the boundary once it arrives),
 * and every other page's main script leaves it out. The server and the Markdown copy render it directly: Rspress's
 * renderers expect no component to suspend (they preload the page's own chunk first).
 */
const HomeLayoutOfBuild: ComponentType<HomeLayoutProps> = import.meta.env.SSR
  ? (require('./home/HomeLayout') as typeof import('./home/HomeLayout')).HomeLayout
  : lazy(() => import('./home/HomeLayout').then((module) => ({ default: module.HomeLayout })));

function HomeLayout(props: HomeLayoutProps) {
  return (
    <Suspense fallback={null}>
      <HomeLayoutOfBuild {...props} />
    </Suspense>
  );
}

/**
 * The original layout, given through its public props and slots: the page's language and version for the site's
 * components (components/siteContext.tsx); the home page (home/HomeLayout.tsx); the social links after the nav items
 * (components/SocialLinks.tsx); the edition notices above every doc page and the footer message under it; the
 * outline's collapse button; the phone menu without JavaScript; tables that scroll sideways in a wrapper a keyboard
 * can focus. Around it: no second load of the first page's data (loading/firstPageData.ts), embed mode
 * (embed/embed.ts), the scroll position the browser gave the opened page (loading/keepScroll.ts), smooth anchor scrolling, the phone sidebar centring the current
 * page when it opens (sidebar/revealActiveItem.ts), names for the layout's landmarks, and an error boundary, so a part
 * that fails to render shows why instead of unmounting the page; a page that could not be reached offline says so
 * (navigation/fallback.ts). Once React has hydrated, <html data-hydrated> tells scripts (and the end-to-end tests)
 * the page is interactive.
 */
export function Layout(props: LayoutProps) {
  useFirstPageDataCached();
  useKeepOpenedScroll();
  useRevealActiveSidebarItem();
  useEmbedMode();
  useSmoothAnchors();
  useEffect(markHydrated, []);
  const lang = useLang() || DEFAULT_LANG;
  const version = useVersion() || DEFAULT_VERSION;
  const base = useSite().site.base || '/';
  const edition = useMemo(() => ({ lang, version, base }), [lang, version, base]);
  const components = useMemo(() => ({ table: ScrollableTable, ...props.components }), [props.components]);
  return (
    <EditionContext.Provider value={edition}>
      <LandmarkNames />
      <PageErrorBoundary>
        <BasicLayout
          HomeLayout={HomeLayout}
          NotFoundLayout={NotFoundLayout}
          {...props}
          components={components}
          navTitle={props.navTitle ?? <NavTitle />}
          top={
            <>
              <SkipLink />
              {props.top}
            </>
          }
          beforeDocContent={
            <>
              <SkipTarget />
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
          afterOutline={
            <>
              <OutlineFoot />
              {props.afterOutline}
            </>
          }
          afterRightNavItems={
            <>
              {props.afterRightNavItems}
              <SocialLinks />
            </>
          }
          afterNavMenu={
            <>
              {props.afterNavMenu}
              <ThemeToggle />
              <NoScriptMenu />
            </>
          }
          beforeDocFooter={
            <>
              {props.beforeDocFooter}
              <ReportProblem place="footer" />
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

const MemoDocContent = memo(BasicDocContent);

/**
 * The original page content, memoised: the doc layout re-renders when it first sees its content element, and that
 * must not render the whole page again (the content's props do not change). A page whose content fails to render
 * (its code could not load) shows why in its place, under the page's navbar and sidebar.
 */
export const DocContent = memo(function DocContent(props: ComponentProps<typeof BasicDocContent>) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <MemoDocContent {...props} />
    </PageErrorBoundary>
  );
});

export * from '@rspress/core/theme-original';
export { useThemeState } from './appearance/useThemeState';
export { Link } from './components/Link';
export { Overview } from './components/Overview';
export { ReadPercent } from './components/ReadPercent';
export { Search } from './components/Search';
export { Sidebar } from './components/Sidebar';
export { useHoverGroup } from './components/useHoverGroup';
export { useWatchToc } from './loading/watchToc';
