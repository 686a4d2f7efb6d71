import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { type Edition, editionKey, type PageTitles, type SiteRoutes } from '../../config/editions';
import {
  editionPageDataCode,
  editionRoutesCode,
  editionSiteDataCode,
  editionTextsCode,
  editionTitlesCode,
} from './split';

/** The module the browser reads the page's edition's share from (theme/editionData.ts). */
export const EDITION_MODULE = 'virtual-patchbay-edition';
/** The titles of the pages some editions lack (theme/siteRoutes.ts), a module of this plugin's. */
export const TITLES_MODULE = 'virtual-patchbay-titles';

/**
 * The modules that hold every edition: Rspress's route table, site data (every language's nav and sidebar), page
 * list and UI texts, and the titles above. Each gets a cut to one edition's share (./split.ts) and the names of
 * what it exports, which the browser's module then re-exports from the loaded share.
 */
function modules(site: SiteRoutes) {
  return [
    { name: 'virtual-routes', cut: editionRoutesCode, exports: ['routes'] },
    { name: 'virtual-site-data', cut: editionSiteDataCode, exports: ['default'] },
    { name: 'virtual-page-data', cut: editionPageDataCode, exports: ['pageData', 'searchIndexHash'] },
    { name: 'virtual-i18n-text', cut: editionTextsCode, exports: ['default'] },
    {
      name: TITLES_MODULE,
      cut: (code: string, edition: Edition) => editionTitlesCode(code, edition, site),
      exports: ['default'],
    },
  ];
}

const EDITION_QUERY = /[?&]edition=([^&]+)/;

/** The name of an edition's chunk (`edition-v1-zh`): the built-pages step loads it before the main script. */
export function editionChunkName(edition: Edition): string {
  return `edition-${editionKey(edition).replace('.', '-')}`;
}

/** A module's export as the browser's module re-exports it: `default` under the module's name. */
const exportName = (module: string, name: string) =>
  name === 'default' ? module.replace(/^virtual-/, '').replace(/-(\w)/g, (_, c: string) => c.toUpperCase()) : name;

/**
 * The module the browser reads one edition's share from. Its dynamic imports are never run: they make the bundler
 * put each edition's share (this module with `?edition=`, re-exporting the cut of each module) in a chunk of its own,
 * which the page's HTML loads before the main script (the built-pages step); this module then runs the share of the
 * page's edition, already installed, by its id.
 */
export function editionModuleCode(
  editions: readonly Edition[],
  split: readonly { name: string; exports: string[] }[],
  base: string,
  loader: string,
): string {
  const share = (edition: Edition) => JSON.stringify(`${EDITION_MODULE}?edition=${editionKey(edition)}`);
  const chunks = editions.map(
    (edition) =>
      `  () => import(/* webpackChunkName: ${JSON.stringify(editionChunkName(edition))} */ ${share(edition)}),`,
  );
  const ids = editions.map(
    (edition) => `  ${JSON.stringify(editionKey(edition))}: require.resolveWeak(${share(edition)}),`,
  );
  const reexports = split.flatMap(({ name, exports }, index) =>
    exports.map((e) => `export const ${exportName(name, e)} = share.m${index}[${JSON.stringify(e)}];`),
  );
  return `import { editionShare } from ${JSON.stringify(loader)};
export const editionChunks = [
${chunks.join('\n')}
];
const share = editionShare({
${ids.join('\n')}
}, ${JSON.stringify(base)}, __webpack_modules__, __webpack_require__);
${reexports.join('\n')}
`;
}

/** An edition's share: the cut of each module, re-exported as `m0`, `m1`, … in the order of `split`. */
export function editionShareCode(split: readonly { name: string }[], edition: Edition): string {
  return `${split.map(({ name }, index) => `export * as m${index} from ${JSON.stringify(`${name}?edition=${editionKey(edition)}`)};`).join('\n')}\n`;
}

/**
 * Each page ships its own edition's routes, page list, sidebar and texts, not every edition's: the site is one
 * Rspress build of every edition (scripts/build.mjs), whose generated route table, site data, page list and texts
 * name all 363 pages, every sidebar and both languages, 19 kB gzip on every page. In the browser build each of these
 * modules re-exports from a module that runs one edition's share of each, cut from the module's own code
 * (./split.ts) into a chunk per edition. The server build, which renders every page, keeps them whole; the dev server
 * too (it is not about bytes there).
 */
export function pluginEditionData(options: {
  editions: readonly Edition[];
  base: string;
  site: SiteRoutes & { titles: PageTitles };
}): RspressPlugin {
  const loader = path.join(import.meta.dirname, '../../theme/editionData.ts');
  const split = modules(options.site);
  const rsbuildPlugin: RsbuildPlugin = {
    name: 'patchbay:edition-data-split',
    setup(api) {
      if (api.context.action !== 'build') return;
      const fileOf = (module: string) => new RegExp(`[\\\\/]${module}\\.js$`);
      // After the transform that writes the module's code (Rspress's, or a runtime module's below), in the browser's
      // build only: `module?edition=v1.zh` gets `share(code, edition)`.
      const shareOf = (module: string, share: (code: string, edition: Edition) => string) =>
        api.transform(
          { test: fileOf(module), environments: ['web'], order: 'post', resourceQuery: EDITION_QUERY },
          (context) => {
            const key = new URLSearchParams(context.resourceQuery).get('edition');
            const edition = options.editions.find((e) => editionKey(e) === key);
            if (!edition) throw new Error(`[patchbay:edition-data] ${module}: no edition "${key}"`);
            return { code: share(context.code, edition) };
          },
        );
      for (const { name, cut, exports } of split) {
        const reexport = `export { ${exports.map((e) => `${exportName(name, e)} as ${e}`).join(', ')} } from ${JSON.stringify(EDITION_MODULE)};\n`;
        api.transform(
          { test: fileOf(name), environments: ['web'], order: 'post', resourceQuery: { not: EDITION_QUERY } },
          () => ({ code: reexport }),
        );
        shareOf(name, cut);
      }
      shareOf(EDITION_MODULE, (_code, edition) => editionShareCode(split, edition));
    },
  };
  return {
    name: 'patchbay:edition-data',
    builderConfig: { plugins: [rsbuildPlugin] },
    addRuntimeModules: () => ({
      [TITLES_MODULE]: `export default ${JSON.stringify(options.site.titles)};\n`,
      [EDITION_MODULE]: editionModuleCode(options.editions, split, options.base, loader),
    }),
  };
}
