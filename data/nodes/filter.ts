/**
 * Filtering the node catalogue (landing page): keyword, category, provider, input
 * and output socket type, with the state kept in the URL query so a filtered list
 * can be shared. Keyword matching ignores case and treats hyphens as spaces.
 */
import { appearsIn } from '../../config/editions';
import { CATEGORIES, type CategoryId, PROVIDERS, type ProviderId } from '../catalog';
import { isSocketType, type SocketType } from '../socketTypes';
import type { CatalogNode } from './schema';

/** What the filters read of a node: the landing page's entries (data/nodes/pageSlices.ts) have just this. */
export type ListedNode = Pick<
  CatalogNode,
  'id' | 'name' | 'summary' | 'category' | 'provider' | 'vendor' | 'model' | 'aliases'
> & { inputs: { type: SocketType }[]; outputs: { type: SocketType }[] };

export interface NodeFilters {
  q: string;
  category: CategoryId | '';
  provider: ProviderId | '';
  input: SocketType | '';
  output: SocketType | '';
}

export const NO_FILTERS: NodeFilters = { q: '', category: '', provider: '', input: '', output: '' };

/** The URL query parameter of each filter. */
const PARAMS: Record<keyof NodeFilters, string> = {
  q: 'q',
  category: 'category',
  provider: 'provider',
  input: 'in',
  output: 'out',
};

export function normalizeText(text: string): string {
  return text.toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
}

function haystack(node: ListedNode): string {
  return normalizeText(
    [
      node.name,
      node.id,
      node.summary,
      node.vendor ?? '',
      node.model ?? '',
      PROVIDERS[node.provider].name,
      ...node.aliases,
    ].join(' | '),
  );
}

export function matchesKeyword(node: ListedNode, query: string): boolean {
  const terms = normalizeText(query).split(' ').filter(Boolean);
  if (terms.length === 0) return true;
  const text = haystack(node);
  return terms.every((term) => text.includes(term));
}

export function filterNodes<N extends ListedNode>(nodes: N[], filters: NodeFilters): N[] {
  return nodes.filter(
    (node) =>
      (!filters.category || node.category === filters.category) &&
      (!filters.provider || node.provider === filters.provider) &&
      (!filters.input || node.inputs.some((s) => s.type === filters.input)) &&
      (!filters.output || node.outputs.some((s) => s.type === filters.output)) &&
      matchesKeyword(node, filters.q),
  );
}

export function isFiltered(filters: NodeFilters): boolean {
  return Object.values(filters).some(Boolean);
}

/** Reads filters from a query string; unknown values are ignored. */
export function parseFilters(search: string): NodeFilters {
  const params = new URLSearchParams(search);
  const category = params.get(PARAMS.category) ?? '';
  const provider = params.get(PARAMS.provider) ?? '';
  const input = params.get(PARAMS.input) ?? '';
  const output = params.get(PARAMS.output) ?? '';
  return {
    q: (params.get(PARAMS.q) ?? '').slice(0, 200),
    category: CATEGORIES.some((c) => c.id === category) ? (category as CategoryId) : '',
    provider: provider in PROVIDERS && provider !== 'none' ? (provider as ProviderId) : '',
    input: isSocketType(input) ? input : '',
    output: isSocketType(output) ? output : '',
  };
}

/** The query string for filters ('' when none is set), keeping other parameters of `base`. */
export function serializeFilters(filters: NodeFilters, base = ''): string {
  const params = new URLSearchParams(base);
  for (const key of Object.keys(PARAMS) as (keyof NodeFilters)[]) {
    const value = filters[key].trim();
    if (value) params.set(PARAMS[key], value);
    else params.delete(PARAMS[key]);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export interface NodeGroup<N> {
  id: string;
  /** i18n key of the group's label. */
  label: string;
  nodes: N[];
}

/** Nodes grouped by category in the sidebar's order (CATEGORIES); nodes of no known category go under "Others". */
export function groupByCategory<N extends { category: string }>(nodes: N[]): NodeGroup<N>[] {
  const groups: NodeGroup<N>[] = CATEGORIES.map((c) => ({
    id: c.id,
    label: c.label,
    nodes: nodes.filter((n) => n.category === c.id),
  }));
  const others = nodes.filter((n) => !CATEGORIES.some((c) => c.id === n.category));
  groups.push({ id: 'others', label: 'nodes.category.others', nodes: others });
  return groups.filter((g) => g.nodes.length > 0);
}

/** Nodes that exist in a docs version (by their `since`). */
export function nodesInVersion(nodes: CatalogNode[], version: string): CatalogNode[] {
  return nodes.filter((n) => appearsIn(n.since, version));
}
