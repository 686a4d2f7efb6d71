/**
 * One edition's share of the three modules Rspress generates for the browser with every page of every edition in
 * them (theme/RSPRESS_INTERNALS.md): the route table (`virtual-routes`), the site data with every language's nav and
 * sidebar (`virtual-site-data`) and the page list (`virtual-page-data`). Each is read with a JavaScript parser and
 * written back holding only what a page of `edition` uses; a module not shaped as expected is an error naming it.
 */
import { type Node, parse } from 'acorn';
import { full } from 'acorn-walk';
import {
  DEFAULT_LANG,
  type Edition,
  editionKey,
  type PageTitles,
  type SiteRoutes,
  splitEdition,
} from '../../config/editions';

type AnyNode = Node & Record<string, unknown>;

const program = (code: string, module: string) => {
  try {
    return parse(code, { ecmaVersion: 'latest', sourceType: 'module' }).body as AnyNode[];
  } catch (error) {
    throw new Error(`[patchbay:edition-data] ${module}: Rspress's generated code did not parse (${String(error)})`);
  }
};

const unexpected = (module: string, expected: string): Error =>
  new Error(
    `[patchbay:edition-data] ${module}: Rspress's generated code no longer has ${expected}; see theme/RSPRESS_INTERNALS.md`,
  );

/** The nodes of a type under `roots` (acorn-walk visits every node), in source order. */
function nodesOfType(roots: readonly Node[], type: string): AnyNode[] {
  const found: AnyNode[] = [];
  for (const root of roots) {
    full(root, (node) => {
      if (node.type === type) found.push(node as AnyNode);
    });
  }
  return found.sort((x, y) => x.start - y.start);
}

/** The names the code under `roots` mentions. */
const identifiers = (roots: readonly Node[]) => nodesOfType(roots, 'Identifier').map((node) => node.name as string);

/** A property's value in an object expression, when it is a plain string. */
function stringProperty(object: AnyNode, name: string): string | undefined {
  for (const property of object.properties as AnyNode[]) {
    const key = property.key as AnyNode | undefined;
    const keyName = key?.type === 'Identifier' ? key.name : key?.value;
    const value = property.value as AnyNode | undefined;
    if (keyName === name && value?.type === 'Literal' && typeof value.value === 'string') return value.value;
  }
  return undefined;
}

const sameEdition = (item: { lang?: unknown; version?: unknown }, edition: Edition) =>
  item.lang === edition.lang && item.version === edition.version;

/**
 * The route table with only `edition`'s routes: the `routes` array keeps the entries whose `lang` and `version` are
 * the edition's, and of the declarations before it only those the kept entries use (each page's lazy component and
 * its loader), so the other pages' chunks are no longer referenced.
 */
export function editionRoutesCode(code: string, edition: Edition): string {
  const MODULE = 'virtual-routes';
  const body = program(code, MODULE);
  const exported = body.find((node) => {
    const declaration = node.declaration as AnyNode | undefined;
    const declarator = (declaration?.declarations as AnyNode[] | undefined)?.[0];
    return (
      node.type === 'ExportNamedDeclaration' &&
      (declarator?.id as AnyNode | undefined)?.name === 'routes' &&
      (declarator?.init as AnyNode | undefined)?.type === 'ArrayExpression'
    );
  });
  if (!exported) throw unexpected(MODULE, 'an `export const routes = [...]`');
  const array = ((exported.declaration as AnyNode).declarations as AnyNode[])[0].init as AnyNode;
  const entries = array.elements as AnyNode[];
  const kept = entries.filter((entry) => {
    if (entry?.type !== 'ObjectExpression') throw unexpected(MODULE, 'an object for every route');
    const lang = stringProperty(entry, 'lang');
    const version = stringProperty(entry, 'version');
    if (lang === undefined || version === undefined)
      throw unexpected(MODULE, 'a string `lang` and `version` per route');
    return sameEdition({ lang, version }, edition);
  });
  // Declarations the kept routes reach, directly or through one another (a component through its loader).
  const declared = new Map<string, AnyNode>();
  for (const node of body) {
    if (node.type !== 'VariableDeclaration') continue;
    for (const declarator of node.declarations as AnyNode[])
      declared.set((declarator.id as AnyNode).name as string, node);
  }
  const needed = new Set<AnyNode>();
  const pending = identifiers(kept);
  while (pending.length) {
    const declaration = declared.get(pending.pop() as string);
    if (!declaration || needed.has(declaration)) continue;
    needed.add(declaration);
    pending.push(...identifiers(declaration.declarations as AnyNode[]));
  }
  const slice = (node: AnyNode) => code.slice(node.start, node.end);
  const parts = body.flatMap((node) => {
    if (node === exported) return [`export const routes = [\n${kept.map(slice).join(',\n')}\n];`];
    if (node.type === 'VariableDeclaration') return needed.has(node) ? [withoutChunkNames(node, code)] : [];
    return [slice(node)];
  });
  return `${parts.join('\n')}\n`;
}

/**
 * A declaration's code with its dynamic imports' comments (Rspress names each page's chunk `route-<hash>` in one)
 * left out: an unnamed chunk is named by its short id, and the main script, which maps every chunk to its file,
 * then holds ids instead of 17-character names.
 */
function withoutChunkNames(node: AnyNode, code: string): string {
  let out = '';
  let at = node.start;
  for (const call of nodesOfType([node], 'ImportExpression')) {
    const source = call.source as AnyNode;
    out += `${code.slice(at, call.start)}import(${code.slice(source.start, source.end)})`;
    at = call.end;
  }
  return out + code.slice(at, node.end);
}

/** The JSON value of an exported declaration (`export default {…}` or `export const name = {…}`). */
function exportedJson(body: AnyNode[], code: string, module: string, name: string, object = true): unknown {
  const node = body.find((n) =>
    name === 'default'
      ? n.type === 'ExportDefaultDeclaration'
      : n.type === 'ExportNamedDeclaration' &&
        (
          ((n.declaration as AnyNode | undefined)?.declarations as AnyNode[] | undefined)?.[0]?.id as
            | AnyNode
            | undefined
        )?.name === name,
  );
  const value =
    name === 'default'
      ? (node?.declaration as AnyNode | undefined)
      : (((node?.declaration as AnyNode | undefined)?.declarations as AnyNode[] | undefined)?.[0]?.init as
          | AnyNode
          | undefined);
  if (!value || (object && value.type !== 'ObjectExpression')) {
    throw unexpected(module, `${object ? 'an object' : 'a value'} exported as \`${name}\``);
  }
  try {
    return JSON.parse(code.slice(value.start, value.end));
  } catch {
    throw unexpected(module, `JSON exported as \`${name}\``);
  }
}

interface Locale {
  lang: string;
  nav?: unknown[] | Record<string, unknown[]>;
  sidebar?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The site data with only `edition`'s nav and sidebar (the theme reads the nav of the page's language and version,
 * and the sidebars of its version): every other nav is empty, in the same shape, and every other sidebar gone.
 */
export function editionSiteDataCode(code: string, edition: Edition): string {
  const MODULE = 'virtual-site-data';
  const siteData = exportedJson(program(code, MODULE), code, MODULE, 'default') as {
    themeConfig?: { locales?: Locale[] };
  };
  const locales = siteData.themeConfig?.locales;
  if (!Array.isArray(locales)) throw unexpected(MODULE, 'a `themeConfig.locales` list');
  siteData.themeConfig = {
    ...siteData.themeConfig,
    locales: locales.map((locale) => {
      const own = locale.lang === edition.lang;
      const nav = Array.isArray(locale.nav)
        ? own
          ? locale.nav
          : []
        : Object.fromEntries(
            Object.entries(locale.nav ?? {}).map(([version, items]) => [
              version,
              own && version === edition.version ? items : [],
            ]),
          );
      const sidebar = Object.fromEntries(
        Object.entries(locale.sidebar ?? {}).filter(([key]) => own && splitEdition(key).version === edition.version),
      );
      return { ...locale, nav, sidebar };
    }),
  };
  return `export default ${JSON.stringify(siteData)};\n`;
}

/** The page data with only `edition`'s pages in its list (the search hashes are kept as they are). */
export function editionPageDataCode(code: string, edition: Edition): string {
  const MODULE = 'virtual-page-data';
  const body = program(code, MODULE);
  const pageData = exportedJson(body, code, MODULE, 'pageData') as { pages?: { lang?: unknown; version?: unknown }[] };
  if (!Array.isArray(pageData.pages)) throw unexpected(MODULE, 'a `pageData.pages` list');
  const searchIndexHash = exportedJson(body, code, MODULE, 'searchIndexHash', false);
  const pages = pageData.pages.filter((page) => sameEdition(page, edition));
  return `export const pageData = ${JSON.stringify({ ...pageData, pages })};\nexport const searchIndexHash = ${JSON.stringify(searchIndexHash)};\n`;
}

/**
 * The texts the not-found page shows: one 404.html answers every address, rendered in the default language, and in
 * the browser it changes to the address's language after hydration (theme/components/NotFound.tsx).
 */
const NOT_FOUND_TEXT = /^notFound\./;

/**
 * The UI texts in `edition`'s language only: a page never shows another language's (a switch loads the other
 * edition's page), except the not-found page's, which keep every language. A text without a translation keeps the
 * default language's, which the site shows in its place.
 */
export function editionTextsCode(code: string, edition: Edition): string {
  const MODULE = 'virtual-i18n-text';
  const texts = exportedJson(program(code, MODULE), code, MODULE, 'default') as Record<string, Record<string, string>>;
  const own = Object.fromEntries(
    Object.entries(texts).map(([key, byLang]) => {
      const lang = edition.lang in byLang ? edition.lang : DEFAULT_LANG;
      return [key, lang in byLang && !NOT_FOUND_TEXT.test(key) ? { [lang]: byLang[lang] } : byLang];
    }),
  );
  return `export default ${JSON.stringify(own)};\n`;
}

/**
 * The titles of the pages `edition` lacks (the notice after a switch that missed one names it), each in the
 * edition's language where it has one, else in the one it has.
 */
export function editionTitlesCode(code: string, edition: Edition, site: SiteRoutes): string {
  const MODULE = 'virtual-patchbay-titles';
  const titles = exportedJson(program(code, MODULE), code, MODULE, 'default') as PageTitles;
  const bit = 1 << site.editions.indexOf(editionKey(edition));
  const lacking = Object.entries(titles).flatMap(([route, byLang]) => {
    if (((site.routes[route] ?? 0) & bit) !== 0) return [];
    const lang = edition.lang in byLang ? edition.lang : Object.keys(byLang)[0];
    return lang === undefined ? [] : [[route, { [lang]: byLang[lang] }]];
  });
  return `export default ${JSON.stringify(Object.fromEntries(lacking))};\n`;
}
