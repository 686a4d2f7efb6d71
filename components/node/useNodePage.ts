import { useI18n, useLang, usePage, useVersion } from '@rspress/core/runtime';
import { DEFAULT_LANG, DEFAULT_VERSION, routePrefix } from '../../config/locales';
import { getNode } from '../../data/nodes';
import type { CatalogNode } from '../../data/nodes/schema';
import type siteTexts from '../../i18n.json';

/** The catalogue entry a component describes: `id` if given, else the node whose page this is. */
export function useCatalogNode(id?: string): CatalogNode {
  const { page } = usePage();
  if (id) return getNode(id);
  const fromPath = page.routePath.split('/').filter(Boolean).at(-1) ?? '';
  return getNode(fromPath);
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
