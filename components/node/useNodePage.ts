import { usePage } from '@rspress/core/runtime';
import { nodeIdOf, routePrefix } from '../../config/editions';
import { getNodeIn, nodesIn } from '../../data/nodes/localized';
import type { CatalogNode } from '../../data/nodes/schema';
import { useEdition } from '../siteContext';

/** Looks nodes up as the page's version and language show them (data/nodes/localized.ts). */
export function useNodeLookup(): (id: string) => CatalogNode {
  const { lang, version } = useEdition();
  return (id) => getNodeIn(id, lang, version);
}

/** Every node of the page's version, with prose in the page's language. */
export function useCatalogNodes(): CatalogNode[] {
  const { lang, version } = useEdition();
  return nodesIn(lang, version);
}

/** The catalogue entry a component describes: `id` if given, else the node whose page this is. */
export function useCatalogNode(id?: string): CatalogNode {
  const { page } = usePage();
  const lookup = useNodeLookup();
  return lookup(id ?? nodeIdOf(page.routePath) ?? '');
}

/** The URL prefix of the page being read ('' for v2 English, '/zh', '/v1', '/v1/zh'). */
export function useDocsPrefix(): string {
  const { version, lang } = useEdition();
  return routePrefix(version, lang);
}
