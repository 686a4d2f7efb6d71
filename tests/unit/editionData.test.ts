import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  editionPageDataCode,
  editionRoutesCode,
  editionSiteDataCode,
  editionTextsCode,
  editionTitlesCode,
} from '../../plugins/editionData/split';
import { editionOfPath, editionShare } from '../../theme/editionData';

const root = path.resolve(import.meta.dirname, '../..');
const v2en = { version: 'v2', lang: 'en' };
const v1zh = { version: 'v1', lang: 'zh' };

/** A route table as Rspress generates it (node/route/RouteService.js, `generateRoutesCodeByRouteMeta`). */
function routesCode(routes: { path: string; lang: string; version: string }[]): string {
  return `
import React from 'react';
import { lazyWithPreload } from "react-lazy-with-preload";
${routes
  .map(
    (
      route,
      index,
    ) => `const loadRoute${index} = () => import(/* webpackChunkName: "route-${index}abc" */ "/docs${route.path}.mdx")
const Route${index} = lazyWithPreload(loadRoute${index})`,
  )
  .join('\n')}
export const routes = [
${routes
  .map(
    (route, index) =>
      `{ path: '${route.path}', element: React.createElement(Route${index}), filePath: 'x.mdx', preload: async () => {
        await Route${index}.preload();
        return loadRoute${index}();
      }, lang: '${route.lang}', version: '${route.version}' }`,
  )
  .join(',\n')}
];
`;
}

describe("one edition's share of the modules that hold every edition", () => {
  it("generates the route table in the shape the cut reads (Rspress's own template)", async () => {
    const rspress = await readFile(
      path.join(root, 'node_modules/@rspress/core/dist/node/route/RouteService.js'),
      'utf8',
    );
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Rspress's template, read as text
    expect(rspress).toContain("lang: '${route.lang}', version: '${route.version}' }");
    // biome-ignore lint/suspicious/noTemplateCurlyInString: Rspress's template, read as text
    expect(rspress).toContain('const loadRoute${index} = () => import(/* webpackChunkName: "${chunkName}" */');
  });

  it('keeps the routes of the edition, the declarations they use, and no chunk names', () => {
    const cut = editionRoutesCode(
      routesCode([
        { path: '/guide/a', lang: 'en', version: 'v2' },
        { path: '/zh/guide/a', lang: 'zh', version: 'v2' },
        { path: '/v1/guide/a', lang: 'en', version: 'v1' },
        { path: '/guide/b', lang: 'en', version: 'v2' },
      ]),
      v2en,
    );
    expect(cut).toContain("path: '/guide/a'");
    expect(cut).toContain("path: '/guide/b'");
    expect(cut).not.toContain('/zh/guide/a');
    expect(cut).not.toContain('/v1/guide/a');
    // The other routes' loaders and components are gone with them; the kept ones' imports have no chunk name.
    expect(cut).toMatch(/const loadRoute0 = \(\) => import\("\/docs\/guide\/a\.mdx"\)/);
    expect(cut).toContain('const Route3 = lazyWithPreload(loadRoute3)');
    expect(cut).not.toMatch(/loadRoute1|Route2\b/);
    expect(cut).not.toContain('webpackChunkName');
    expect(cut).toContain('import { lazyWithPreload } from "react-lazy-with-preload"');
  });

  it('stops, naming the module, on a route table of another shape', () => {
    expect(() => editionRoutesCode('export const routes = {};', v2en)).toThrow(
      "virtual-routes: Rspress's generated code no longer has an `export const routes = [...]`",
    );
    expect(() => editionRoutesCode("export const routes = [{ path: '/' }];", v2en)).toThrow(
      'a string `lang` and `version` per route',
    );
    expect(() => editionRoutesCode('export const routes = [', v2en)).toThrow(
      "virtual-routes: Rspress's generated code did not parse",
    );
  });

  it("keeps the edition's nav and sidebars; every other nav is empty in the same shape", () => {
    const siteData = {
      title: 'Docs',
      themeConfig: {
        locales: [
          {
            lang: 'en',
            label: 'English',
            nav: { v2: [{ text: 'Guide' }], v1: [{ text: 'Guide' }] },
            sidebar: { '/guide/': [1], '/v1/guide/': [2] },
          },
          {
            lang: 'zh',
            label: '简体中文',
            nav: { v2: [{ text: '指南' }], v1: [{ text: '指南' }] },
            sidebar: { '/zh/guide/': [3], '/v1/zh/guide/': [4] },
          },
        ],
      },
    };
    const cut = editionSiteDataCode(`export default ${JSON.stringify(siteData, null, 2)}`, v1zh);
    const data = JSON.parse(cut.replace(/^export default /, '').replace(/;\n$/, ''));
    expect(data.title).toBe('Docs');
    expect(data.themeConfig.locales).toEqual([
      { lang: 'en', label: 'English', nav: { v2: [], v1: [] }, sidebar: {} },
      { lang: 'zh', label: '简体中文', nav: { v2: [], v1: [{ text: '指南' }] }, sidebar: { '/v1/zh/guide/': [4] } },
    ]);
    expect(() => editionSiteDataCode('export default {"themeConfig": {}}', v1zh)).toThrow(
      "virtual-site-data: Rspress's generated code no longer has a `themeConfig.locales` list",
    );
  });

  it("keeps the edition's pages in the page list, and the search hashes as they are", () => {
    const pages = [
      { routePath: '/guide/', lang: 'en', version: 'v2' },
      { routePath: '/v1/zh/guide/', lang: 'zh', version: 'v1' },
    ];
    const code = `export const pageData = ${JSON.stringify({ pages }, null, 2)};
          export const searchIndexHash = null;`;
    const cut = editionPageDataCode(code, v1zh);
    expect(cut).toContain(JSON.stringify({ pages: [pages[1]] }));
    expect(cut).toContain('export const searchIndexHash = null;');
  });

  it("keeps the texts in the edition's language, the default language's where it has none, and the 404 page's in all", () => {
    const texts = {
      'menu.site': { en: 'Site menu', zh: '站点菜单' },
      'only.en': { en: 'English only' },
      'notFound.title': { en: 'Page not found', zh: '页面不存在' },
    };
    const zh = JSON.parse(editionTextsCode(`export default ${JSON.stringify(texts)}`, v1zh).slice(15, -2));
    expect(zh).toEqual({
      'menu.site': { zh: '站点菜单' },
      'only.en': { en: 'English only' },
      'notFound.title': texts['notFound.title'],
    });
    const en = JSON.parse(editionTextsCode(`export default ${JSON.stringify(texts)}`, v2en).slice(15, -2));
    expect(en['menu.site']).toEqual({ en: 'Site menu' });
  });

  it('keeps the titles of the pages the edition lacks, in its language where it has one', () => {
    const site = { editions: ['v2.en', 'v2.zh', 'v1.en', 'v1.zh'], routes: { '/guide/flows': 0b0011, '/old': 0b0100 } };
    const titles = { '/guide/flows': { en: 'Flows', zh: '流程' }, '/old': { en: 'Old' } };
    const code = `export default ${JSON.stringify(titles)};\n`;
    expect(editionTitlesCode(code, v1zh, site)).toBe(
      `export default ${JSON.stringify({ '/guide/flows': { zh: '流程' }, '/old': { en: 'Old' } })};\n`,
    );
    expect(editionTitlesCode(code, v2en, site)).toBe(`export default ${JSON.stringify({ '/old': { en: 'Old' } })};\n`);
  });
});

describe("the browser's choice of edition", () => {
  const keys = ['v2.en', 'v2.zh', 'v1.en', 'v1.zh'];

  it("reads the address's edition under the site's base, and the default edition elsewhere", () => {
    expect(editionOfPath('/v1/zh/guide/flows', '/', keys)).toBe('v1.zh');
    expect(editionOfPath('/zh/', '/', keys)).toBe('v2.zh');
    expect(editionOfPath('/docs/v1/guide/', '/docs/', keys)).toBe('v1.en');
    expect(editionOfPath('/elsewhere/zh/', '/docs/', keys)).toBe('v2.en');
    expect(editionOfPath('/zh/', '/', ['v2.en'])).toBe('v2.en');
  });

  it("runs the edition's share by id, and names the edition when its chunk did not load", () => {
    const ran: string[] = [];
    const run = (id: string | number) => {
      ran.push(String(id));
      return { m0: { id } };
    };
    const ids = { 'v2.en': 'a', 'v1.zh': 'c' };
    expect(editionShare(ids, '/', { c: 1 }, run, '/v1/zh/guide/')).toEqual({ m0: { id: 'c' } });
    expect(ran).toEqual(['c']);
    expect(() => editionShare(ids, '/', { a: 1 }, run, '/v1/zh/guide/')).toThrow(
      'the routes and page list of the edition v1.zh did not load (module c)',
    );
  });
});
