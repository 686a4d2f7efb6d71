/**
 * What a page's node components show, cut from the catalogue at build time so that a page ships only that: a node
 * page its own node (with its history, replacement and the names of the nodes it connects to), the landing page the
 * summaries it lists, the changelog the names it links, a socket page the nodes of its type. plugins/nodePageData.ts
 * puts it into the page's own data (the chunk Rspress loads for that page only); components/node/useNodePage.ts reads
 * it there, or calls these functions directly when the page is rendered into its Markdown copy, which the plugin's
 * step does not reach.
 */

import nodeTexts from '../../components/node/nodeTexts.json' with { type: 'json' };
import { DEFAULT_LANG } from '../../config/editions';
import { CATEGORIES, type CategoryId, PROVIDERS, type ProviderId } from '../catalog';
import type { SocketSide, SocketType } from '../socketTypes';
import { type ConnectionGroup, connectsFrom, connectsTo, groupConnections } from './compat';
import { type HistoryEntry, historyOf, RELEASES, type Release } from './history';
import { getNodeIn, nodesIn } from './localized';
import type { CatalogNode, NodeLifecycle } from './schema';

/** A node as another page names and links it. */
export interface NodeLink {
  id: string;
  name: string;
  category: CategoryId;
}

/** A node as a list of links names it. */
export type NodeName = Pick<NodeLink, 'id' | 'name'>;

/** A history entry with its text in the page's language. */
export type HistoryLine = Omit<HistoryEntry, 'what'> & { what?: string };

/** A node as its page shows it: the search's aliases are left out. */
export type PageNode = Omit<CatalogNode, 'aliases'>;

/** Who runs a node, as its page names and links them (data/catalog.ts). */
export type NodeProvider = (typeof PROVIDERS)[ProviderId];

/** Everything a node's own page shows about it. */
export interface NodeOnPage {
  node: PageNode;
  /** Its provider, and its category's name (a key of i18n.json): the page needs no list of every one. */
  provider: NodeProvider;
  categoryLabel: (typeof CATEGORIES)[number]['label'];
  history: HistoryLine[];
  replacement?: NodeLink;
  /** The nodes it connects from and to, grouped as the page lists them (data/nodes/compat.ts). */
  connectsFrom: ConnectionGroup<NodeName>[];
  connectsTo: ConnectionGroup<NodeName>[];
}

/** A node as the landing page lists and filters it. */
export interface CatalogEntry {
  id: string;
  name: string;
  summary: string;
  category: CategoryId;
  provider: ProviderId;
  vendor?: string;
  model?: string;
  aliases: string[];
  lifecycle?: NodeLifecycle;
  inputs: { name: string; type: SocketType }[];
  outputs: { name: string; type: SocketType }[];
}

/** The node data of one page, in its language and docs version: only the parts its components use. */
export interface PageNodeData {
  /** On a node page, its node's id. */
  self?: string;
  /** Node pages and component examples, by node id. */
  nodes?: Record<string, NodeOnPage>;
  /** The landing page's list. */
  catalog?: CatalogEntry[];
  /** The changelog: its releases, and the names of the nodes it links by id. */
  changelog?: ChangelogData;
  /** Socket pages: the nodes that produce or consume a type, keyed `produces:image`, grouped by category. */
  socketNodes?: Record<string, ConnectionGroup<NodeName>[]>;
  /** The node reference's UI texts (components/node/nodeTexts.json) in the page's language only. */
  texts?: NodeTexts;
}

export type NodeTextKey = keyof typeof nodeTexts;
export type NodeTexts = Partial<Record<NodeTextKey, string>>;

/** Texts that only the landing page's list and the changelog show (filters, cards, release headings). */
const LIST_TEXTS = /^(nodes\.filter\.|nodes\.catalog|nodes\.lifecycle\.tag\.|changelog\.)/;
/** Texts the build writes into a flow's picture (data/flows/resolve.ts): no page looks them up. */
const BUILD_TEXTS = /^flow\./;

/**
 * Whether the node components can show `key` about these nodes: the texts of what none of them has (another kind, a
 * lifecycle, a kind of history entry, a property type, a range, a source, a retired option, a fact, an API key or
 * none, an empty list) are not. Every other text can show. A component that asks for a text left out stops the build, naming it (components/node/nodeText.ts).
 */
export function nodeTextShown(nodes: NodeOnPage[]): (key: string) => boolean {
  const shown = nodes.map((n) => n.node);
  const properties = shown.flatMap((n) => n.properties);
  const changes = new Set(nodes.flatMap((n) => n.history.map((entry) => entry.change)));
  const types = new Set(properties.map((p) => p.type));
  const has = (test: (p: (typeof properties)[number]) => boolean) => properties.some(test);
  const rules: [RegExp, (name: string) => boolean][] = [
    [/^nodes\.kind\.(.+)$/, (kind) => shown.some((n) => n.kind === kind)],
    [/^nodes\.lifecycle\.(.+)$/, () => shown.some((n) => n.lifecycle)],
    [/^nodes\.history\.(added|changed|deprecated|retired|removed)$/, (change) => changes.has(change as never)],
    [/^nodes\.source\.(.+)$/, () => shown.some((n) => n.source)],
    [/^nodes\.option\.(.+)$/, () => has((p) => Boolean(p.deprecatedOptions))],
    [/^nodes\.property\.(required)$/, () => has((p) => Boolean(p.required))],
    [/^nodes\.type\.(.+)$/, (type) => types.has(type as never)],
    [/^nodes\.range\.(separator)$/, () => properties.length > 0],
    [/^nodes\.range\.(between)$/, () => has((p) => p.min !== undefined && p.max !== undefined)],
    [/^nodes\.range\.(atLeast)$/, () => has((p) => p.min !== undefined && p.max === undefined)],
    [/^nodes\.range\.(atMost)$/, () => has((p) => p.max !== undefined && p.min === undefined)],
    [/^nodes\.range\.(step)$/, () => has((p) => p.step !== undefined)],
    [/^nodes\.(apiKey\.none|noKey)$/, () => nodes.some((n) => !n.provider.keyAnchor)],
    [/^nodes\.apiKey\.(needs|setup|compare)$/, () => nodes.some((n) => n.provider.keyAnchor)],
    [/^nodes\.(noInputs|socketDiagram\.noInputs)$/, () => shown.some((n) => n.inputs.length === 0)],
    [/^nodes\.(noProperties)$/, () => properties.length === 0 || shown.some((n) => n.properties.length === 0)],
    [/^nodes\.(connectsNone)$/, () => nodes.some((n) => !n.connectsFrom.length || !n.connectsTo.length)],
    [/^nodes\.fact\.(provider)$/, () => shown.some((n) => n.provider !== 'none')],
    [/^nodes\.fact\.(vendor|model)$/, (fact) => shown.some((n) => n[fact as 'vendor' | 'model'])],
    [/^nodes\.fact\.(figures)$/, () => shown.some((n) => n.figures.length > 0)],
    [/^nodes\.fact\.(checked)$/, () => shown.some((n) => n.source)],
  ];
  return (key) => {
    for (const [pattern, applies] of rules) {
      const match = pattern.exec(key);
      if (match) return applies(match[1]);
    }
    return true;
  };
}

/**
 * The node reference's UI texts in one language (the default language's where a text has no translation); without
 * `lists`, those of the landing page's list and the changelog are left out; with `shown`, those it rejects.
 */
export function nodeTextsIn(
  lang: string,
  { lists = true, shown = () => true }: { lists?: boolean; shown?: (key: string) => boolean } = {},
): NodeTexts {
  const table = nodeTexts as Record<NodeTextKey, Record<string, string>>;
  return Object.fromEntries(
    Object.entries(table)
      .filter(([key]) => !BUILD_TEXTS.test(key) && (lists || !LIST_TEXTS.test(key)) && shown(key))
      .map(([key, byLang]) => [key, byLang[lang] ?? byLang[DEFAULT_LANG]]),
  );
}

const link = ({ id, name, category }: CatalogNode): NodeLink => ({ id, name, category });

function categoryOf(node: CatalogNode): (typeof CATEGORIES)[number] {
  const category = CATEGORIES.find((c) => c.id === node.category);
  if (!category) throw new Error(`node "${node.id}": category "${node.category}" is not in data/catalog.ts`);
  return category;
}

/** Grouped by category and shared socket types, each node by id and name only. */
const grouped = (connections: { node: CatalogNode; types: SocketType[] }[]): ConnectionGroup<NodeName>[] =>
  groupConnections(connections).map((group) => ({
    ...group,
    lines: group.lines.map(({ types, nodes }) => ({ types, nodes: nodes.map(({ id, name }) => ({ id, name })) })),
  }));

export function nodeOnPage(id: string, lang: string, version: string): NodeOnPage {
  const node = getNodeIn(id, lang, version);
  const all = nodesIn(lang, version);
  const replacementId = node.lifecycle?.replacement;
  const { aliases: _, ...shown } = node;
  return {
    node: shown,
    provider: PROVIDERS[node.provider],
    categoryLabel: categoryOf(node).label,
    history: historyOf(id).map(({ what, ...entry }) => ({
      ...entry,
      ...(what ? { what: what[lang as keyof typeof what] ?? what.en } : {}),
    })),
    ...(replacementId ? { replacement: link(getNodeIn(replacementId, lang, version)) } : {}),
    connectsFrom: grouped(connectsFrom(node, all)),
    connectsTo: grouped(connectsTo(node, all)),
  };
}

export function catalogEntries(lang: string, version: string): CatalogEntry[] {
  return nodesIn(lang, version).map((node) => ({
    id: node.id,
    name: node.name,
    summary: node.summary,
    category: node.category,
    provider: node.provider,
    ...(node.vendor ? { vendor: node.vendor } : {}),
    ...(node.model ? { model: node.model } : {}),
    aliases: node.aliases,
    ...(node.lifecycle ? { lifecycle: node.lifecycle } : {}),
    inputs: node.inputs.map(({ name, type }) => ({ name, type })),
    outputs: node.outputs.map(({ name, type }) => ({ name, type })),
  }));
}

export interface ChangelogData {
  releases: Release[];
  names: Record<string, string>;
}

/** The releases, and the names of the nodes they mention that this version has. */
export function changelogData(lang: string, version: string): ChangelogData {
  const mentioned = new Set(RELEASES.flatMap((release) => release.changes.map((change) => change.node)));
  const names = Object.fromEntries(
    nodesIn(lang, version)
      .filter((node) => mentioned.has(node.id))
      .map((node) => [node.id, node.name]),
  );
  return { releases: RELEASES, names };
}

/**
 * Every node of the version that gives (`produces`, an output) or takes (`consumes`, an input) a socket type, grouped
 * as a node page's connections are.
 */
export function socketTypeNodes(
  side: SocketSide,
  type: SocketType,
  lang: string,
  version: string,
): ConnectionGroup<NodeName>[] {
  const nodes = nodesIn(lang, version).filter((node) =>
    (side === 'produces' ? node.outputs : node.inputs).some((socket) => socket.type === type),
  );
  return grouped(nodes.map((node) => ({ node, types: [type] })));
}
