import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Root } from 'mdast';
import type { Processor } from 'unified';
import type { VFile } from 'vfile';
import { routeKey } from '../../config/editions';
import { OVERVIEW_HEADERS_ALIAS, type OverviewHeaders, overviewHeadersFile } from '../../theme/overview/headers';
import { esmNode } from '../shared/mdxEstree';
import {
  type ListedPage,
  lastCommitTimes,
  type OwnFields,
  overviewHeaders,
  overviewScopes,
  sidebarHeaderDepths,
  slimPage,
} from './slim';

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
 * The module code that hands an overview page its headers: the page imports the file `modifySearchIndexData` wrote
 * for it (a change to a listed page's headings rewrites that file, which the bundler sees) and registers it as it
 * loads (theme/overview/headers.ts). MDX takes only imports and exports, so the call is an export's value.
 */
export function overviewHeadersEsm(headersFile: string, registry: string) {
  return esmNode(`import __overviewHeaders from ${JSON.stringify(headersFile)};
import { registerOverviewHeaders as __registerOverviewHeaders } from ${JSON.stringify(registry)};
export const __overview = __registerOverviewHeaders(__overviewHeaders);`);
}

/** Remark plugin: an overview page (a key of `files`, by its file) imports and registers its headers file. */
export function remarkOverviewHeaders(options: { files: Map<string, string>; registry: string }) {
  return (tree: Root, file: VFile) => {
    const headersFile = file.path ? options.files.get(path.resolve(file.path)) : undefined;
    if (headersFile) tree.children.push(overviewHeadersEsm(headersFile, options.registry));
  };
}

/** Rspress's own last-updated step, which this plugin replaces (theme/RSPRESS_INTERNALS.md). */
export const RSPRESS_LAST_UPDATED = '@rspress/plugin-last-updated';

/** Each file's last commit time under `dir` (none outside a git checkout, or for a file never committed). */
export function gitCommitTimes(dir: string): Promise<Map<string, number>> {
  const git = (args: string[]) =>
    new Promise<string>((resolve) =>
      execFile('git', args, { cwd: dir, maxBuffer: 256 * 1024 * 1024 }, (error, stdout) =>
        resolve(error ? '' : stdout),
      ),
    );
  return Promise.all([
    git(['rev-parse', '--show-toplevel']),
    git(['-c', 'core.quotePath=false', 'log', '--format=%x00%at', '--name-only', '--no-renames', '--', '.']),
  ]).then(([top, log]) => (top ? lastCommitTimes(log, top.trim()) : new Map()));
}

/** Writes a file only when its text changes, so that the bundler's cache keeps what imports it. */
async function writeIfChanged(file: string, text: string) {
  const old = await readFile(file, 'utf8').catch(() => null);
  if (old !== text) await writeFile(file, text);
}

/**
 * Keeps the list of all pages that every page loads small (see slim.ts). The search index is written
 * before this runs, so it keeps every header. Rspress extends every page's data before it compiles any page, so
 * the remark steps find each page's own fields and each overview's headers file here. A warm build reuses a compiled
 * page whose file is unchanged, with the last-updated time it was compiled with; a commit that changes the page
 * changes its file.
 */
export function pluginSlimPageData(options: { dir: string; root: string }): RspressPlugin {
  let overrides = new Map<string, number[]>();
  let commitTimes: Promise<Map<string, number>> = Promise.resolve(new Map());
  let lastUpdatedShown = false;
  const own = new Map<string, OwnFields>();
  const overviewFiles = new Map<string, string>();
  const registry = path.join(options.root, 'theme/overview/headers.ts');
  return {
    name: 'patchbay:slim-page-data',
    builderConfig: { resolve: { alias: { [OVERVIEW_HEADERS_ALIAS]: options.dir } } },
    markdown: {
      remarkPlugins: [
        [remarkPageOwnData, own],
        [remarkOverviewHeaders, { files: overviewFiles, registry }],
      ],
    },
    config(config, utils) {
      // The page's last-updated time comes from this plugin's own lookup, straight into the page's own chunk:
      // Rspress's step set it on the list entry after a git lookup, racing the slimming step.
      utils.removePlugin(RSPRESS_LAST_UPDATED);
      lastUpdatedShown = Boolean(config.themeConfig?.lastUpdated);
      const sidebars = (config.themeConfig?.locales ?? []).map((l) => l.sidebar ?? {});
      if (config.themeConfig?.sidebar) sidebars.push(config.themeConfig.sidebar);
      overrides = sidebarHeaderDepths(sidebars as Parameters<typeof sidebarHeaderDepths>[0]);
      return config;
    },
    routeGenerated() {
      // Only when the theme shows the time (themeConfig.lastUpdated), as Rspress's step did.
      commitTimes = lastUpdatedShown ? gitCommitTimes(path.join(options.root, 'docs')) : Promise.resolve(new Map());
    },
    async modifySearchIndexData(pages) {
      const listed = pages as (ListedPage & { _filepath?: string })[];
      await mkdir(options.dir, { recursive: true });
      overviewFiles.clear();
      for (const scope of overviewScopes(listed)) {
        const page = listed.find((p) => routeKey(p.routePath) === scope.self);
        if (!page?._filepath) continue;
        const name = overviewHeadersFile(page.routePath);
        const file = path.join(options.dir, name);
        const data: OverviewHeaders = { route: page.routePath, headers: overviewHeaders(listed, scope, overrides) };
        await writeIfChanged(file, JSON.stringify(data));
        overviewFiles.set(path.resolve(page._filepath), `${OVERVIEW_HEADERS_ALIAS}/${name}`);
      }
    },
    async extendPageData(page) {
      const fields = slimPage(page as ListedPage);
      if (!page._filepath) return;
      const time = (await commitTimes).get(path.resolve(page._filepath));
      // The format Rspress's own step wrote, which the theme shows as it is.
      if (time !== undefined) fields.lastUpdatedTime = new Date(time).toLocaleString(page.lang || 'zh');
      own.set(path.resolve(page._filepath), fields);
    },
  };
}
