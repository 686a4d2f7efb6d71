import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { defineConfig } from '@rspress/core';
import { buildName, flowLayoutCache, OUT_DIR_ENV, searchIndexCache } from './config/builds';
import { EDITIONS } from './config/editions';
import { assertRspressVersion } from './config/rspressVersion';
import {
  basePathFrom,
  EDIT_LINK_BASE,
  FOOTER_MESSAGE,
  localeRedirectFrom,
  PRODUCT_NAME,
  PRODUCT_TOKEN_PATTERN,
  REMOTE_SEARCH_ENV,
  REMOTE_SEARCH_INDEXES,
  SITE_DESCRIPTION,
  SITE_ORIGIN,
  SITE_TITLE,
  TITLE_SUFFIX,
} from './config/site';
import { allRoutes, collectSiteRoutes, NOT_PAGES } from './config/siteRoutes';
import { SOCIAL_LINKS } from './config/social';
import {
  buildNav,
  buildSidebar,
  DEFAULT_LANG,
  DEFAULT_VERSION,
  LANGS,
  type PageExists,
  routePrefix,
  VERSIONS,
} from './config/structure';
import { isPublishedFlowFile } from './data/flows/names';
import i18nTexts from './i18n.json';
import { pluginBuiltPages, siteBuiltPagesOptions } from './plugins/builtPages';
import { markdownCopySplit } from './plugins/builtPages/markdownCopies';
import { pluginDevProblems } from './plugins/devProblems';
import { pluginEditionData } from './plugins/editionData';
import { pluginFlowFiles } from './plugins/flowFiles';
import { pluginFrontmatter } from './plugins/frontmatter';
import { pluginLiveCode } from './plugins/liveCode';
import { pluginNodeCatalog } from './plugins/nodeCatalog';
import { pluginNodePageData } from './plugins/nodePageData';
import { pluginSearchIndex } from './plugins/searchIndex';
import { pluginSlimPageData } from './plugins/slimPageData';
import { pluginSocialIcons } from './plugins/socialIcons';
import { pluginTitleSuffix } from './plugins/titleSuffix';
import { pluginTranslationParity } from './plugins/translationParity';
import { headScript } from './theme/headScript';

const root = import.meta.dirname;
// The theme relies on some of Rspress's internals (theme/RSPRESS_INTERNALS.md): another version stops here.
assertRspressVersion(root);
const docsRoot = path.join(root, 'docs');

const remoteSearchEndpoint = process.env[REMOTE_SEARCH_ENV] ?? '';
// The Markdown copies double the build's rendering; the test-only variant builds (scripts/build-variant.ts) skip them.
const withLlms = process.env.PATCHBAY_LLMS !== '0';

const base = basePathFrom(process.env);
const outDir = process.env[OUT_DIR_ENV] ?? 'doc_build';
const build = buildName(outDir);
const siteRoutes = collectSiteRoutes(docsRoot);

// The MDX steps read the node catalogue and the flows (plugins/nodePageData.ts, plugins/flowFiles.ts), which the
// bundler does not see as a page's dependencies: a change there must invalidate the build cache, or a warm build would
// keep pages compiled from the old data.
const dataFiles = readdirSync(path.join(root, 'data'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.join(entry.parentPath, entry.name));
// So do the patches npm's postinstall applies to dependencies (patches/): they change how pages compile.
const patchFiles = readdirSync(path.join(root, 'patches')).map((name) => path.join(root, 'patches', name));

/** A component's import of the site's i18n.json (`../i18n.json`, `../../i18n.json`). */
const I18N_IMPORT = /^(\.\.\/)+i18n\.json$/;

const pageExists: PageExists = (version, lang, page) =>
  ['.md', '.mdx'].some((ext) => existsSync(path.join(docsRoot, version, lang, `${page}${ext}`)));

export default defineConfig({
  root: docsRoot,
  outDir,
  base,
  // Absolute URLs where crawlers and language models need them: hreflang links, llms.txt, the Markdown copies.
  siteOrigin: SITE_ORIGIN,
  // llms.txt and llms-full.txt per language and version, and a Markdown copy of every page.
  llms: withLlms && { remarkSplitMdxOptions: markdownCopySplit },
  title: SITE_TITLE,
  description: SITE_DESCRIPTION,
  icon: pathToFileURL(path.join(root, 'public/favicon.svg')),
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: PRODUCT_NAME,
  lang: DEFAULT_LANG,
  locales: LANGS.map(({ lang, label }) => ({ lang, label })),
  multiVersion: { default: DEFAULT_VERSION, versions: [...VERSIONS] },
  replaceRules: [{ search: PRODUCT_TOKEN_PATTERN, replace: PRODUCT_NAME }],
  // Doc images zoom through the site's ImageZoom, which loads the zoom library only on pages with images.
  mediumZoom: false,
  globalUIComponents: [path.join(root, 'theme/components/ImageZoom.tsx')],
  head: [
    `<script>${headScript({ mode: localeRedirectFrom(process.env), base, defaultLang: DEFAULT_LANG, langs: LANGS.map((l) => l.lang), versions: VERSIONS })}</script>`,
    // Drawn from the favicon by scripts/apple-touch-icon.ts.
    `<link rel="apple-touch-icon" href="${base}apple-touch-icon.png">`,
  ],
  // Pages render in the build's own thread, Rspress's default: its experimental SSG workers each loaded and compiled
  // the whole server bundle again, and cost this site more CPU and memory than they saved.
  route: {
    // The first-visit language redirect is the head script's (theme/localeRedirect.ts): Rspress's reads storage
    // without a guard and also moves explicit /zh/ links.
    localeRedirect: 'never',
    cleanUrls: true,
    exclude: NOT_PAGES.map((folder) => `**/${folder}/**`),
  },
  markdown: {
    link: {
      // The flow files and their schema are files the build writes (plugins/flowFiles.ts), not pages.
      checkDeadLinks: { excludes: (url: string) => isPublishedFlowFile(url) },
      checkAnchors: true,
    },
  },
  themeConfig: {
    // Rspress's theme toggle and theme script are left out: the site's own toggle (a button a keyboard can use,
    // theme/components/ThemeToggle.tsx), head script and theme state give light, dark and auto.
    darkMode: false,
    // Every page writes its own H1 (the README page's comes from the imported README.md).
    fallbackHeadingTitle: false,
    // "Back to top" is the site's (theme/components/BackToTop.tsx, in the outline's slot).
    enableScrollToTop: false,
    // "Copy Markdown" under each doc page's title. Rspress's "open in" menu is left out: it is a button holding
    // links and mouse-only items, which keyboards and screen readers cannot use.
    llmsUI: withLlms ? { placement: 'title', viewOptions: false } : false,
    lastUpdated: true,
    editLink: { docRepoBaseUrl: EDIT_LINK_BASE },
    footer: { message: FOOTER_MESSAGE },
    // No `socialLinks`: the navbar's social links are the site's own (config/social.ts), in a layout slot.
    // A page loads its own edition's sidebar and nav only (plugins/editionData/).
    locales: LANGS.map(({ lang, label }) => ({
      lang,
      label,
      nav: buildNav(lang, pageExists),
      sidebar: buildSidebar(pageExists, lang),
    })),
  },
  builderConfig: {
    // The node data, flows, site structure and texts are read when the config loads (the checks, the sidebar, the
    // flows' layout): a change restarts the dev server, which reads them again, instead of waiting for a manual one.
    dev: {
      watchFiles: [
        {
          paths: ['data', 'config', 'i18n.json', 'components/node/nodeTexts.json'].map((p) => path.join(root, p)),
          type: 'restart',
          events: ['add', 'change', 'unlink'],
        },
      ],
    },
    // Totals only: the table of every file's size filled 2,477 of CI's 2,829 log lines, above any failure. Not
    // compressed: that gzipped the whole output (20 MB with the Markdown copies) to print three totals. The bench
    // measures what pages load, compressed (`npm run bench`).
    performance: {
      printFileSize: { total: true, detail: false, compressed: false },
      buildCache: {
        buildDependencies: [...dataFiles, ...patchFiles],
        // One cache per output: the test variants build at the same time, and in one folder each overwrote the other's
        // packs, and the base-path build came out with pages that the router could not find.
        cacheDirectory: path.join(root, 'node_modules/.cache/rspack', build),
        // What the environment changes in the output: a build under another base path or search setting starts afresh.
        cacheDigest: [base, remoteSearchEndpoint, String(withLlms)],
      },
    },
    tools: {
      // One environment at a time (Rspress's web, node and node_md builds; theme/RSPRESS_INTERNALS.md): in parallel, their
      // peaks add up, and on 2 cores Rspack's threads are busy with one already.
      rspack(config, { rspack }) {
        if (config.name === 'node') config.dependencies = ['web'];
        if (config.name === 'node_md') config.dependencies = ['node'];
        // One copy of the site's texts: Rspress bundles i18n.json already, as the module its useI18n reads
        // (`virtual-i18n-text`, theme/RSPRESS_INTERNALS.md); the components' own import of the file shipped the table
        // a second time (2.9 kB gzip on every page). Tests and scripts still read the file itself.
        config.plugins.push(new rspack.NormalModuleReplacementPlugin(I18N_IMPORT, 'virtual-i18n-text'));
      },
    },
    // Rspress gathers every stylesheet into one `styles` chunk so that a page's CSS is in its HTML; the cache group
    // also took each CSS module's class-name map, so every page loaded every component's (3.6 kB gzip). Only the
    // extracted CSS goes there now; a class-name map travels with its component (theme/RSPRESS_INTERNALS.md).
    splitChunks: {
      cacheGroups: {
        styles: { name: 'styles', minSize: 0, chunks: 'all', type: 'css/mini-extract', priority: 99 },
      },
    },
    // The main script maps each of the site's ~390 async chunks to its hash, on every page, and after gzip that map is
    // mostly incompressible digits: 6 hex digits (3.1 kB → 2.3 kB gzip at 8 → 6). A file's name pairs its id with its
    // hash, so the digits only have to change with its content: a changed file keeps its old name once in 16.7 million.
    output: { filenameHash: 'contenthash:6' },
    server: { publicDir: { name: path.join(root, 'public') } },
    source: {
      define: {
        __SITE_ROUTES__: JSON.stringify({ editions: siteRoutes.editions, routes: siteRoutes.routes }),
        __REMOTE_SEARCH__: JSON.stringify({
          endpoint: remoteSearchEndpoint,
          indexes: REMOTE_SEARCH_INDEXES,
        }),
      },
    },
    resolve: {
      alias: {
        '@components': path.join(root, 'components'),
        '@config': path.join(root, 'config'),
      },
    },
  },
  plugins: [
    pluginFrontmatter({ root }),
    pluginTranslationParity({ root }),
    pluginTitleSuffix({ suffix: TITLE_SUFFIX }),
    // Before the node data step, which reads the components a live example adds.
    pluginLiveCode(),
    pluginFlowFiles({ root, siteUrl: SITE_ORIGIN, layoutCache: flowLayoutCache(root) }),
    pluginNodeCatalog({
      root,
      versions: VERSIONS,
      langs: LANGS.map((l) => l.lang),
      reference: { version: DEFAULT_VERSION, lang: DEFAULT_LANG },
      prefix: routePrefix,
      labels: (lang) =>
        Object.fromEntries(
          Object.entries(i18nTexts as Record<string, Record<string, string>>).map(([key, byLang]) => [
            key,
            byLang[lang],
          ]),
        ),
      siteUrl: SITE_ORIGIN,
    }),
    pluginNodePageData({ root, docsRoot }),
    // After the catalogue, which adds node names to the index text.
    pluginSearchIndex({
      dir: searchIndexCache(root, outDir),
      defaults: { version: DEFAULT_VERSION, lang: DEFAULT_LANG },
    }),
    pluginSlimPageData({ root, dir: path.join(root, 'node_modules/.cache/patchbay-overview', build) }),
    pluginSocialIcons(SOCIAL_LINKS),
    // After the checks, whose problems it shows in the browser in dev.
    pluginDevProblems(root),
    pluginEditionData({ editions: EDITIONS, base, site: siteRoutes }),
    // The page list every page ships is read from docs/: it must be the pages built.
    pluginBuiltPages({ ...siteBuiltPagesOptions(root, process.env), expectedRoutes: () => allRoutes(siteRoutes) }),
  ],
});
