import { useI18n, useLang, usePage, useVersion } from '@rspress/core/runtime';
import { DEFAULT_LANG, DEFAULT_VERSION, routePrefix } from '../../config/locales';
import { getNodeIn, nodesIn } from '../../data/nodes/localized';
import type { CatalogNode } from '../../data/nodes/schema';
import type siteTexts from '../../i18n.json';

/** The docs version and language of the page being read. */
function usePageEdition(): { lang: string; version: string } {
  return { lang: useLang() || DEFAULT_LANG, version: useVersion() || DEFAULT_VERSION };
}

/** Looks nodes up as the page's version and language show them (data/nodes/localized.ts). */
export function useNodeLookup(): (id: string) => CatalogNode {
  const { lang, version } = usePageEdition();
  return (id) => getNodeIn(id, lang, version);
}

/** Every node of the page's version, with prose in the page's language. */
export function useCatalogNodes(): CatalogNode[] {
  const { lang, version } = usePageEdition();
  return nodesIn(lang, version);
}

/** The catalogue entry a component describes: `id` if given, else the node whose page this is. */
export function useCatalogNode(id?: string): CatalogNode {
  const { page } = usePage();
  const lookup = useNodeLookup();
  return lookup(id ?? page.routePath.split('/').filter(Boolean).at(-1) ?? '');
}

/** The URL prefix of the page being read ('' for v2 English, '/zh', '/v1', '/v1/zh'). */
export function useDocsPrefix(): string {
  return routePrefix(useVersion() || DEFAULT_VERSION, useLang() || DEFAULT_LANG);
}

export function nodeHref(prefix: string, id: string): string {
  return `${prefix}/guide/nodesref/${id}`;
}

/** The site's i18n texts, typed by i18n.json. */
export function useTexts() {
  return useI18n<typeof siteTexts>();
}
