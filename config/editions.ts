/**
 * Editions and routes: the site's languages and docs versions, their URL prefixes, and every way a path is read or
 * written (normalising, splitting into edition and page, node pages). Theme, plugins, components, scripts and tests
 * all use these, so a route means the same everywhere.
 */

export const LANGS = [
  { lang: 'en', label: 'English' },
  { lang: 'zh', label: '简体中文' },
] as const;
export const DEFAULT_LANG = 'en';

/** Docs versions, newest first (the version menu's order). */
export const VERSIONS = ['v2', 'v1'] as const;
export const DEFAULT_VERSION = 'v2';

export type Lang = (typeof LANGS)[number]['lang'];
export type Version = (typeof VERSIONS)[number];

export interface Edition {
  version: string;
  lang: string;
}

/** Whether something that first appears in version `since` is in version `version` (v1 things are in v2 too). */
export function appearsIn(since: string, version: string): boolean {
  const at = (v: string) => (VERSIONS as readonly string[]).indexOf(v);
  return at(since) >= 0 && at(version) >= 0 && at(since) >= at(version);
}

/** An edition's key, as the search index files are named: 'v2.en'. */
export function editionKey({ version, lang }: Edition): string {
  return `${version}.${lang}`;
}

/** Every edition, default version first, each version's languages in the language menu's order. */
export const EDITIONS: readonly Edition[] = VERSIONS.flatMap((version) => LANGS.map(({ lang }) => ({ version, lang })));

/** The edition of a key ('v1.zh'), or an error naming where the key came from and the keys there are. */
export function editionOfKey(key: string, where: string): Edition {
  const edition = EDITIONS.find((e) => editionKey(e) === key);
  if (!edition) {
    throw new Error(`${where}: "${key}" is not an edition; the editions are ${EDITIONS.map(editionKey).join(', ')}`);
  }
  return edition;
}

/** The URL prefix of a version and language: '' for the defaults, else '/v1', '/zh', '/v1/zh'. */
export function routePrefix(version: string, lang: string): string {
  const v = version === DEFAULT_VERSION ? '' : `/${version}`;
  const l = lang === DEFAULT_LANG ? '' : `/${lang}`;
  return `${v}${l}`;
}

/** '/guide/' and '/guide/index' and '/guide/index.html' are one route: '/guide/'. Query and hash are dropped. */
export function normalizeRoute(path: string): string {
  const clean = path.split(/[?#]/)[0].replace(/\.html$/, '');
  const folder = clean.replace(/\/index$/, '/');
  return folder === '' ? '/' : folder;
}

/** A route as a key that ignores the trailing slash too: '/guide/index.html', '/guide/' and '/guide' → '/guide'. */
export function routeKey(path: string): string {
  return normalizeRoute(path).replace(/\/+$/, '') || '/';
}

/** The edition of a path and the path inside it: '/v1/zh/guide/flows' → v1, zh, '/guide/flows'. */
export function splitEdition(path: string): Edition & { rest: string } {
  const parts = normalizeRoute(path).split('/');
  let index = 1;
  let version: string = DEFAULT_VERSION;
  let lang: string = DEFAULT_LANG;
  if ((VERSIONS as readonly string[]).includes(parts[index])) version = parts[index++];
  if (LANGS.some((l) => l.lang === parts[index])) lang = parts[index++];
  const rest = `/${parts.slice(index).join('/')}`;
  return { version, lang, rest };
}

/** A path inside an edition, with the edition's prefix: ('/guide/', v1 zh) → '/v1/zh/guide/'. */
export function inEdition(rest: string, edition: Edition): string {
  return `${routePrefix(edition.version, edition.lang)}${rest}` || '/';
}

/** Where node reference pages live in every edition, without slashes: docs/{version}/{lang}/guide/nodesref/. */
export const NODES_DIR = 'guide/nodesref';

/** The node reference landing page of an edition's prefix: '/zh' → '/zh/guide/nodesref/'. */
export function nodesHome(prefix: string): string {
  return `${prefix}/${NODES_DIR}/`;
}

/** A node's page under an edition's prefix: ('/zh', 'FalFluxDevNode') → '/zh/guide/nodesref/FalFluxDevNode'. */
export function nodeRoute(prefix: string, id: string): string {
  return `${prefix}/${NODES_DIR}/${id}`;
}

// Node ids end in "Node" (data/nodes/schema.ts): other pages of the folder, such as the changelog, are not node pages.
const NODE_ROUTE = new RegExp(`/${NODES_DIR}/([A-Z][A-Za-z0-9]*Node)(?:\\.html)?$`);

/** The node id of a node page's route ('/v1/zh/guide/nodesref/FalFluxDevNode' → 'FalFluxDevNode'), else null. */
export function nodeIdOf(routePath: string): string | null {
  return normalizeRoute(routePath).match(NODE_ROUTE)?.[1] ?? null;
}

/**
 * Every page of the site, across every edition: config/siteRoutes.ts collects them from the docs folder, and
 * theme/siteRoutes.ts reads them in the browser, where the page list Rspress ships holds only the page's own edition
 * (plugins/editionData/).
 */
export interface SiteRoutes {
  /** Edition keys ('v2.en'), in the order of the bits below. */
  editions: string[];
  /** Each page's route inside its edition ('/guide/quick-start'), with the bits of the editions that have it. */
  routes: Record<string, number>;
}

/** Titles of the pages not in every edition, by route and language. */
export type PageTitles = Record<string, Record<string, string>>;

/** A path's edition, as its bit in `site` (0 for an edition it does not know), and the route inside the edition. */
export function routeBit(site: SiteRoutes, path: string): { bit: number; rest: string } {
  const { rest, ...edition } = splitEdition(path);
  const at = site.editions.indexOf(editionKey(edition));
  return { bit: at < 0 ? 0 : 1 << at, rest: normalizeRoute(rest) };
}
