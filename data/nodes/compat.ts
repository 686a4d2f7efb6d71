/**
 * Which nodes fit together, computed from socket types: a node "connects from" the
 * nodes whose outputs fit one of its inputs, and "connects to" the nodes with an
 * input that fits one of its outputs.
 */
import { CATEGORIES, type CategoryId } from '../catalog';
import type { SocketType } from '../socketTypes';
import type { CatalogNode } from './schema';

export interface Connection<N extends { category: CategoryId } = CatalogNode> {
  node: N;
  /** The socket types the two nodes share along this direction. */
  types: SocketType[];
}

function shared(from: CatalogNode, to: CatalogNode): SocketType[] {
  const inputTypes = new Set(to.inputs.map((s) => s.type));
  return [...new Set(from.outputs.map((s) => s.type))].filter((t) => inputTypes.has(t));
}

/** Nodes whose outputs can feed an input of `node`, in catalogue order. */
export function connectsFrom(node: CatalogNode, all: CatalogNode[]): Connection[] {
  return all
    .filter((other) => other.id !== node.id)
    .map((other) => ({ node: other, types: shared(other, node) }))
    .filter((c) => c.types.length > 0);
}

/** Nodes with an input that an output of `node` can feed, in catalogue order. */
export function connectsTo(node: CatalogNode, all: CatalogNode[]): Connection[] {
  return all
    .filter((other) => other.id !== node.id)
    .map((other) => ({ node: other, types: shared(node, other) }))
    .filter((c) => c.types.length > 0);
}

/** The nodes of one category that connect through the same socket types. */
export interface ConnectionLine<N> {
  types: SocketType[];
  nodes: N[];
}

export interface ConnectionGroup<N> {
  category: CategoryId;
  /** Its name's key in i18n.json. */
  label: (typeof CATEGORIES)[number]['label'];
  /** One line per set of shared socket types, in the order the types first appear in the catalogue. */
  lines: ConnectionLine<N>[];
}

/** Connections by category (in sidebar order), then by the socket types they share. */
export function groupConnections<N extends { category: CategoryId }>(
  connections: Connection<N>[],
): ConnectionGroup<N>[] {
  return CATEGORIES.flatMap(({ id, label }) => {
    const lines = new Map<string, ConnectionLine<N>>();
    for (const { node, types } of connections) {
      if (node.category !== id) continue;
      const key = types.join(',');
      const line = lines.get(key) ?? { types, nodes: [] };
      line.nodes.push(node);
      lines.set(key, line);
    }
    return lines.size === 0 ? [] : [{ category: id, label, lines: [...lines.values()] }];
  });
}
