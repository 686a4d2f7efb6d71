import { usePage } from '@rspress/core/runtime';
import { nodeIdOf, routePrefix } from '../../config/editions';
import type { ConnectionGroup } from '../../data/nodes/compat';
import type {
  CatalogEntry,
  ChangelogData,
  NodeName,
  NodeOnPage,
  PageNode,
  PageNodeData,
} from '../../data/nodes/pageSlices';
import { type SocketSide, type SocketType, socketKey } from '../../data/socketTypes';
import { useEdition } from '../siteContext';
import { built } from './built';

/**
 * Node components get their data from the build: plugins/nodePageData.ts cuts what a page shows from the catalogue,
 * writes it once into the page's module and hands it to each node component as `nodeData`, so a page loads its node
 * and not the catalogue, and the data always belongs to the content being rendered. The Markdown copy is compiled
 * without that step: there `import.meta.env.SSG_MD` is true and the data is cut from the catalogue, which is required
 * inside that branch only. In the other builds the flag is the constant false, the branch is dropped, and the bundler
 * never adds the catalogue to a page's scripts (tests/e2e/pageWeight.spec.ts).
 */
type Catalogue = typeof import('../../data/nodes/pageSlices');

export interface BuiltProps {
  /** Set by the build (plugins/nodePageData.ts); never written in a page. */
  nodeData?: PageNodeData;
}

export interface NodePartProps extends BuiltProps {
  /** The node to show; by default the one whose page this is. */
  node?: string;
}

/** The page's node (or `node`, on a page that shows another node's parts), with its history and connections. */
export function useNodeOnPage({ node: id, nodeData }: NodePartProps): NodeOnPage {
  const { lang, version } = useEdition();
  const { page } = usePage();
  if (import.meta.env.SSG_MD) {
    const nodeId = id ?? nodeIdOf(page.routePath) ?? '';
    return (require('../../data/nodes/pageSlices') as Catalogue).nodeOnPage(nodeId, lang, version);
  }
  const nodeId = id ?? nodeData?.self ?? '';
  return built(nodeData, `node "${nodeId}"`, (data) => data.nodes?.[nodeId]);
}

/** The catalogue entry a component describes: `node` if given, else the node whose page this is. */
export function useCatalogNode(props: NodePartProps): PageNode {
  return useNodeOnPage(props).node;
}

/** Every node of the page's version as the landing page lists it, with prose in the page's language. */
export function useCatalogEntries(nodeData: PageNodeData | undefined): CatalogEntry[] {
  const { lang, version } = useEdition();
  if (import.meta.env.SSG_MD) {
    return (require('../../data/nodes/pageSlices') as Catalogue).catalogEntries(lang, version);
  }
  return built(nodeData, 'the node list', (data) => data.catalog);
}

/** The changelog's releases and the names of the nodes it links. */
export function useChangelog(nodeData: PageNodeData | undefined): ChangelogData {
  const { lang, version } = useEdition();
  if (import.meta.env.SSG_MD) {
    return (require('../../data/nodes/pageSlices') as Catalogue).changelogData(lang, version);
  }
  return built(nodeData, 'the changelog', (data) => data.changelog);
}

/** The nodes of the page's version that produce or consume a socket type. */
export function useSocketTypeNodes(
  side: SocketSide,
  type: SocketType,
  nodeData: PageNodeData | undefined,
): ConnectionGroup<NodeName>[] {
  const { lang, version } = useEdition();
  if (import.meta.env.SSG_MD) {
    return (require('../../data/nodes/pageSlices') as Catalogue).socketTypeNodes(side, type, lang, version);
  }
  return built(nodeData, `the nodes that ${side} ${type}`, (data) => data.socketNodes?.[socketKey(side, type)]);
}

/** The URL prefix of the page being read ('' for v2 English, '/zh', '/v1', '/v1/zh'). */
export function useDocsPrefix(): string {
  const { version, lang } = useEdition();
  return routePrefix(version, lang);
}
