/**
 * The site's structure, declared once. Every language and version derives its
 * sidebar and nav from these lists; labels are keys into i18n.json, which
 * Rspress translates per locale.
 */
import type {
  NavItemWithLink,
  Sidebar,
  SidebarDivider,
  SidebarGroup,
  SidebarItem,
  SidebarSectionHeader,
} from '@rspress/core';
import { CATEGORIES } from '../data/catalog';
import { SOCKET_TYPES } from '../data/socketTypes';
import { LANGS, NODES_DIR, nodeRoute, nodesHome, routePrefix, VERSIONS } from './editions';

export { DEFAULT_LANG, DEFAULT_VERSION, LANGS, type Lang, routePrefix, VERSIONS, type Version } from './editions';

import nodeTexts from '../components/node/nodeTexts.json' with { type: 'json' };
import { NODES } from '../data/nodes';
import { lifecycleKind } from '../data/nodes/lifecycleKind';

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
  ['playground', 'sidebar.playground'],
];

/** The contributor guide (the README page), last in the guide's pages: where a reader who wants to fix a page goes. */
const CONTRIBUTING: readonly [string, string] = ['README', 'sidebar.contributing'];

/**
 * Whether a page exists, given its version, language and path below the language
 * folder without extension ('guide/quick-start', 'guide/index', 'manifesto').
 */
export type PageExists = (version: string, lang: string, page: string) => boolean;

function guideSidebar(prefix: string, lang: string, has: (page: string) => boolean): (SidebarGroup | SidebarItem)[] {
  const pages: (SidebarGroup | SidebarItem)[] = GUIDE_PAGES.filter(([file]) => has(`guide/${file || 'index'}`)).flatMap(
    ([file, text]): (SidebarGroup | SidebarItem)[] => {
      const link = `${prefix}/guide/${file}`;
      // The socket types' pages follow Sockets, in a group of their own: a group that is also a link would both open
      // and navigate on one click.
      const types = file === 'sockets' ? SOCKET_TYPES.filter((type) => has(`guide/sockets/${type}`)) : [];
      if (types.length === 0) return [{ text, link }];
      return [
        { text, link },
        {
          text: 'sidebar.socketTypes',
          collapsible: true,
          collapsed: true,
          // One template each: the overview lists them by name, like the node pages.
          items: types.map((type) => ({
            text: `sidebar.socketType.${type}`,
            link: `${link}/${type}`,
            overviewHeaders: [],
          })),
        },
      ];
    },
  );
  const [readme, contributing] = CONTRIBUTING;
  if (has(readme)) pages.push({ text: contributing, link: `${prefix}/${readme}` });
  const nodesReference: SidebarGroup = {
    text: 'sidebar.nodesReference',
    collapsible: true,
    collapsed: false,
    items: [
      { text: 'sidebar.allNodes', link: nodesHome(prefix) },
      ...(has(`${NODES_DIR}/changelog`)
        ? [{ text: 'sidebar.nodeChangelog', link: `${nodesHome(prefix)}changelog` }]
        : []),
      ...nodeSections(prefix, lang, has),
    ],
  };
  return [...pages, nodesReference];
}

/** "Deprecated", "Retired" or "Reported retired" in `lang`, from the node reference's texts. */
export function lifecycleTag(status: 'deprecated' | 'retired' | 'reported', lang: string): string {
  const text = (nodeTexts as Record<string, Record<string, string>>)[`nodes.lifecycle.tag.${status}`];
  return text?.[lang] ?? text?.en ?? status;
}

/** The node pages by category, in the order of CATEGORIES, each category a section after a dashed divider. */
function nodeSections(
  prefix: string,
  lang: string,
  has: (page: string) => boolean,
): (SidebarItem | SidebarDivider | SidebarSectionHeader)[] {
  return CATEGORIES.flatMap((category) => {
    const links: SidebarItem[] = NODES.filter((n) => n.category === category.id && has(`${NODES_DIR}/${n.id}`)).map(
      // Node pages share one template, so an overview lists them without their headings. A deprecated or retired
      // node carries a tag in the page's language (Rspress shows tags as they are).
      (n) => ({
        text: n.name,
        link: nodeRoute(prefix, n.id),
        overviewHeaders: [],
        ...(n.lifecycle ? { tag: lifecycleTag(lifecycleKind(n.lifecycle), lang) } : {}),
      }),
    );
    if (links.length === 0) return [];
    return [{ dividerType: 'dashed' } as const, { sectionHeaderText: category.label }, ...links];
  });
}

/**
 * The sidebar of one language (all languages when `onlyLang` is omitted): a key per
 * version and language prefix, each listing the pages of GUIDE_PAGES that exist there.
 */
export function buildSidebar(exists: PageExists, onlyLang?: string): Sidebar {
  const sidebar: Sidebar = {};
  for (const version of VERSIONS) {
    for (const { lang } of LANGS) {
      if (onlyLang && lang !== onlyLang) continue;
      const prefix = routePrefix(version, lang);
      sidebar[`${prefix}/guide/`] = guideSidebar(prefix, lang, (page) => exists(version, lang, page));
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
      activeMatch: `^${prefix}/guide/(?!${NODES_DIR.split('/').at(-1)})`,
      page: 'guide/index',
    },
    {
      text: 'nav.nodes',
      link: nodesHome(prefix),
      activeMatch: `^${nodesHome(prefix)}`,
      page: `${NODES_DIR}/index`,
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

/** A sidebar or nav text that is an i18n key ("sidebar.quickStart"), not a name shown as it is ("FLUX.1 [dev]"). */
const LABEL_KEY = /^[a-z][a-zA-Z]*(\.[a-zA-Z]+)+$/;

/**
 * The labels the sidebar and nav name that `texts` (i18n.json) lacks in some language, as "key (languages)": Rspress
 * would show the raw key. rspress.config.ts stops the build on any.
 */
export function missingLabels(texts: Record<string, Record<string, string>>): string[] {
  const keys = new Set<string>();
  const collect = (items: unknown[]) => {
    for (const item of items as Record<string, unknown>[]) {
      for (const field of ['text', 'sectionHeaderText'] as const) {
        const value = item[field];
        if (typeof value === 'string' && LABEL_KEY.test(value)) keys.add(value);
      }
      if (Array.isArray(item.items)) collect(item.items);
    }
  };
  for (const items of Object.values(buildSidebar(() => true))) collect(items);
  for (const { lang } of LANGS) for (const items of Object.values(buildNav(lang, () => true))) collect(items);
  return [...keys].flatMap((key) => {
    const missing = LANGS.map((l) => l.lang).filter((lang) => !texts[key]?.[lang]);
    return missing.length ? [`${key} (${missing.join(', ')})`] : [];
  });
}
