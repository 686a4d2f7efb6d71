/**
 * The playground's flow as state, and its round trip to a flow file: what the playground stores, opens and exports.
 * Kept apart from the React component so it can be tested (and reused) without a canvas.
 */

import { nodesIn } from '../nodes/localized';
import type { CatalogNode } from '../nodes/schema';
import type { EditedConnection } from './editing';
import { PLAYGROUND_VERSION } from './names';
import { FLOW_FORMAT, FlowError, type FlowFile, type FlowFileNode, validateFlow } from './schema';

/** A node as the flow file has it (label, properties, value kept as opened), always placed. */
export type PlayNode = FlowFileNode & { position: { x: number; y: number } };

export interface PlayState {
  nodes: PlayNode[];
  connections: EditedConnection[];
  /** An opened flow's description and notes, kept so its export loses nothing of it. */
  description?: string;
  notes?: FlowFile['notes'];
}

export const EMPTY_PLAY_STATE: PlayState = { nodes: [], connections: [] };

/** A stored or downloaded flow file as playground state, checked against the catalogue; throws a FlowError. */
export function stateFromFile(data: unknown, file: string): { state: PlayState; title: string } {
  const checked = validateFlow(data, file, (version) => nodesIn('en', version));
  if (checked.flow.version !== PLAYGROUND_VERSION) {
    throw new FlowError([`${file}: version: the playground builds ${PLAYGROUND_VERSION} flows`]);
  }
  const { nodes, connections, description, notes, title } = checked.flow;
  const placed = nodes.map((n, i) => ({
    ...n,
    position: n.position ?? { x: 40 + (i % 4) * 240, y: 40 + Math.floor(i / 4) * 200 },
  }));
  return { state: { nodes: placed, connections, description, notes }, title };
}

/** The state as a flow file of the published format, with what an opened flow set on its nodes. */
export function fileFromState(state: PlayState, name: string, runnable: boolean): FlowFile {
  const ids = new Set(state.nodes.map((n) => n.id));
  // A note about a node the reader removed would no longer validate.
  const notes = state.notes?.filter((note) => note.node === undefined || ids.has(note.node));
  return {
    format: FLOW_FORMAT,
    name,
    title: name,
    ...(state.description ? { description: state.description } : {}),
    version: PLAYGROUND_VERSION,
    runnable,
    nodes: state.nodes.map((n) => ({ ...n, position: { x: Math.round(n.position.x), y: Math.round(n.position.y) } })),
    connections: state.connections,
    ...(notes?.length ? { notes } : {}),
  };
}

/**
 * The catalogue search: every word of the query in the node's name, id, category, summary, aliases or socket types;
 * names that start with the query first, then names that hold it, then the rest, each in catalogue order.
 */
export function findNodes(catalog: CatalogNode[], query: string, type: string): CatalogNode[] {
  const needle = query.trim().toLowerCase();
  const words = needle.split(/\s+/).filter(Boolean);
  const rank = (entry: CatalogNode) => {
    const name = entry.name.toLowerCase();
    return name === needle ? 0 : name.startsWith(needle) ? 1 : name.includes(needle) ? 2 : 3;
  };
  return catalog
    .filter((entry) => {
      const types = [...entry.inputs, ...entry.outputs].map((s) => s.type);
      if (type && !types.includes(type as (typeof types)[number])) return false;
      const haystack = [entry.name, entry.id, entry.category, entry.summary, ...entry.aliases, ...types]
        .join(' ')
        .toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .map((entry, index) => ({ entry, index, rank: rank(entry) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ entry }) => entry);
}
