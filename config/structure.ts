/**
 * The site's structure, declared once. Every language and version derives its
 * sidebar and nav from these lists; labels are keys into i18n.json, which
 * Rspress translates per locale.
 */
import type { NavItemWithLink, Sidebar, SidebarGroup, SidebarItem } from '@rspress/core';

export const LANGS = [
  { lang: 'en', label: 'English' },
  { lang: 'zh', label: '简体中文' },
] as const;
export const DEFAULT_LANG = 'en';

export const VERSIONS = ['v2', 'v1'] as const;
export const DEFAULT_VERSION = 'v2';

export type Lang = (typeof LANGS)[number]['lang'];
export type Version = (typeof VERSIONS)[number];

/** Guide pages in sidebar order: [file name under guide/, i18n label key]. */
export const GUIDE_PAGES: ReadonlyArray<readonly [string, string]> = [
  ['', 'sidebar.overview'],
  ['quick-start', 'sidebar.quickStart'],
  ['concepts', 'sidebar.concepts'],
  ['canvas', 'sidebar.canvas'],
  ['nodes', 'sidebar.nodes'],
  ['sockets', 'sidebar.sockets'],
  ['flows', 'sidebar.flows'],
  ['interface', 'sidebar.interface'],
  ['importing-data', 'sidebar.importingData'],
  ['providers', 'sidebar.providers'],
  ['api-keys', 'sidebar.apiKeys'],
  ['templates', 'sidebar.templates'],
  ['styles', 'sidebar.styles'],
  ['sharing', 'sidebar.sharing'],
  ['troubleshooting', 'sidebar.troubleshooting'],
];

/** The URL prefix of a version and language: '' for the defaults, else '/v1', '/zh', '/v1/zh'. */
export function routePrefix(version: string, lang: string): string {
  const v = version === DEFAULT_VERSION ? '' : `/${version}`;
  const l = lang === DEFAULT_LANG ? '' : `/${lang}`;
  return `${v}${l}`;
}

/**
 * Whether a page exists, given its version, language and path below the language
 * folder without extension ('guide/quick-start', 'guide/index', 'manifesto').
 */
export type PageExists = (version: string, lang: string, page: string) => boolean;

function guideSidebar(prefix: string, has: (page: string) => boolean): (SidebarGroup | SidebarItem)[] {
  const pages: SidebarItem[] = GUIDE_PAGES.filter(([file]) => has(`guide/${file || 'index'}`)).map(([file, text]) => ({
    text,
    link: `${prefix}/guide/${file}`,
  }));
  const nodesReference: SidebarGroup = {
    text: 'sidebar.nodesReference',
    collapsible: true,
    collapsed: false,
    items: [{ text: 'sidebar.allNodes', link: `${prefix}/guide/nodesref/` }],
  };
  return [...pages, nodesReference];
}

/**
 * One sidebar for the whole site: a key per version and language prefix, each listing
 * the pages of GUIDE_PAGES that exist in that version and language.
 */
export function buildSidebar(exists: PageExists): Sidebar {
  const sidebar: Sidebar = {};
  for (const version of VERSIONS) {
    for (const { lang } of LANGS) {
      const prefix = routePrefix(version, lang);
      sidebar[`${prefix}/guide/`] = guideSidebar(prefix, (page) => exists(version, lang, page));
      sidebar[`${prefix}/public`] = [];
    }
  }
  return sidebar;
}

function navItems(prefix: string, has: (page: string) => boolean): NavItemWithLink[] {
  const items: (NavItemWithLink & { page: string })[] = [
    {
      text: 'nav.guide',
      link: `${prefix}/guide/`,
      activeMatch: `^${prefix}/guide/(?!nodesref)`,
      page: 'guide/index',
    },
    {
      text: 'nav.nodes',
      link: `${prefix}/guide/nodesref/`,
      activeMatch: `^${prefix}/guide/nodesref/`,
      page: 'guide/nodesref/index',
    },
    { text: 'nav.manifesto', link: `${prefix}/manifesto`, page: 'manifesto' },
  ];
  return items.filter((item) => has(item.page)).map(({ page: _page, ...item }) => item);
}

/** The nav of one language, per version (Rspress picks the entry of the page's version). */
export function buildNav(lang: string, exists: PageExists): Record<string, NavItemWithLink[]> {
  const nav: Record<string, NavItemWithLink[]> = {};
  for (const version of VERSIONS) {
    nav[version] = navItems(routePrefix(version, lang), (page) => exists(version, lang, page));
  }
  return nav;
}
