import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import {
  headerDepthsFor,
  type ListedPage,
  type OverviewScope,
  type OwnFields,
  overviewScopes,
  sidebarHeaderDepths,
  slimPage,
} from './pageDataLogic';

type PageMeta = { frontmatter?: { description?: unknown }; description?: string } & Record<string, unknown>;

/**
 * Remark plugin: puts what only the page itself shows into the page meta that Rspress ships in the page's own chunk,
 * where the layout finds it once the site-wide list no longer carries it: the frontmatter description (for
 * `<meta name="description">`) and the fields `slimPage` took off the list (the edit link's source path, "Last
 * Updated"), looked up by the page's file. A fragment a page imports is no page and gets none.
 */
export function remarkPageOwnData(this: Processor, own: Map<string, OwnFields>) {
  const meta = () => (this.data() as { pageMeta?: PageMeta }).pageMeta;
  return (_tree: unknown, file: VFile) => {
    const pageMeta = meta();
    if (!pageMeta) return;
    const description = pageMeta.frontmatter?.description;
    if (typeof description === 'string' && description) pageMeta.description = description;
    Object.assign(pageMeta, file.path ? own.get(path.resolve(file.path)) : undefined);
  };
}

/**
 * Keeps the list of all pages that every page loads small (see pageDataLogic.ts). The search index is written
 * before this runs, so it keeps every header. Rspress extends every page's data before it compiles any page, so
 * the remark step finds each page's own fields here. A warm build reuses a compiled page whose file is unchanged,
 * with the last-updated time it was compiled with; a commit that changes the page changes its file.
 */
export function pluginSlimPageData(): RspressPlugin {
  let scopes: OverviewScope[] = [];
  let overrides = new Map<string, number[]>();
  const own = new Map<string, OwnFields>();
  return {
    name: 'patchbay:slim-page-data',
    markdown: { remarkPlugins: [[remarkPageOwnData, own]] },
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
      const fields = slimPage(page as ListedPage, headerDepthsFor(page.routePath, scopes, overrides));
      if (page._filepath) own.set(path.resolve(page._filepath), fields);
    },
  };
}
