import type { RspressPlugin } from '@rspress/core';
import type { Processor } from 'unified';
import {
  headerDepthsFor,
  type ListedPage,
  type OverviewScope,
  overviewScopes,
  sidebarHeaderDepths,
  slimPage,
} from './pageDataLogic';

/**
 * Remark plugin: puts the frontmatter description into the page meta that Rspress ships in the page's own chunk,
 * where the layout's `<meta name="description">` finds it once the site-wide list no longer carries it.
 */
export function remarkPageDescription(this: Processor) {
  const meta = () =>
    this.data('pageMeta' as never) as { frontmatter?: { description?: unknown }; description?: string };
  return () => {
    const pageMeta = meta();
    const description = pageMeta?.frontmatter?.description;
    if (pageMeta && typeof description === 'string' && description) pageMeta.description = description;
  };
}

/**
 * Keeps the list of all pages that every page loads small (see pageDataLogic.ts). The search index is written
 * before this runs, so it keeps every header.
 */
export function pluginSlimPageData(): RspressPlugin {
  let scopes: OverviewScope[] = [];
  let overrides = new Map<string, number[]>();
  return {
    name: 'patchbay:slim-page-data',
    markdown: { remarkPlugins: [remarkPageDescription] },
    config(config) {
      const sidebars = (config.themeConfig?.locales ?? []).map((l) => l.sidebar ?? {});
      if (config.themeConfig?.sidebar) sidebars.push(config.themeConfig.sidebar);
      overrides = sidebarHeaderDepths(sidebars as Parameters<typeof sidebarHeaderDepths>[0]);
      return config;
    },
    modifySearchIndexData(pages) {
      scopes = overviewScopes(pages as ListedPage[]);
    },
    extendPageData(page) {
      slimPage(page as ListedPage, headerDepthsFor(page.routePath, scopes, overrides));
    },
  };
}
