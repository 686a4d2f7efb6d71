/**
 * The rules of the canvas for a flow being built (the playground): whether a connection may be made and why not,
 * and what a flow still lacks before it could run. validateFlow (schema.ts) checks finished files at build time;
 * these answer a reader's every click, so they take no zod and name the problem in words a reader acts on.
 */
import { PROVIDERS, type ProviderId } from '../catalog';
import type { CatalogNode } from '../nodes/schema';

export interface EditedNode {
  /** The node's id in the flow. */
  id: string;
  /** Its catalogue entry. */
  entry: CatalogNode;
}

export interface EditedConnection {
  /** `nodeId.output` */
  from: string;
  /** `nodeId.input` */
  to: string;
}

/** Why a connection was refused; the playground words each one. */
export type Refusal =
  | { reason: 'same-node' }
  | { reason: 'types'; output: string; input: string }
  | { reason: 'accepts-one'; input: string; node: string }
  | { reason: 'exists' }
  | { reason: 'cycle'; path: string[] }
  | { reason: 'unknown'; endpoint: string };

export function splitEndpoint(endpoint: string): { node: string; socket: string } {
  const dot = endpoint.indexOf('.');
  return dot < 0 ? { node: endpoint, socket: '' } : { node: endpoint.slice(0, dot), socket: endpoint.slice(dot + 1) };
}

/** The node ids on a path from `start` to `goal` along the connections, or null when there is none. */
function pathBetween(start: string, goal: string, connections: EditedConnection[]): string[] | null {
  const next = new Map<string, string[]>();
  for (const c of connections) {
    const from = splitEndpoint(c.from).node;
    next.set(from, [...(next.get(from) ?? []), splitEndpoint(c.to).node]);
  }
  const seen = new Set<string>();
  const walk = (id: string, trail: string[]): string[] | null => {
    if (id === goal) return [...trail, id];
    if (seen.has(id)) return null;
    seen.add(id);
    for (const to of next.get(id) ?? []) {
      const found = walk(to, [...trail, id]);
      if (found) return found;
    }
    return null;
  };
  return walk(start, []);
}

/**
 * Whether `from` (an output) may connect to `to` (an input) in this flow, as the canvas decides: the two sockets
 * carry the same type, the input takes another connection, and the connection closes no loop.
 */
export function checkConnection(
  nodes: EditedNode[],
  connections: EditedConnection[],
  from: string,
  to: string,
): Refusal | null {
  const a = splitEndpoint(from);
  const b = splitEndpoint(to);
  const source = nodes.find((n) => n.id === a.node);
  const target = nodes.find((n) => n.id === b.node);
  const output = source?.entry.outputs.find((s) => s.name === a.socket);
  const input = target?.entry.inputs.find((s) => s.name === b.socket);
  if (!output) return { reason: 'unknown', endpoint: from };
  if (!input) return { reason: 'unknown', endpoint: to };
  if (a.node === b.node) return { reason: 'same-node' };
  if (output.type !== input.type) return { reason: 'types', output: output.type, input: input.type };
  if (connections.some((c) => c.from === from && c.to === to)) return { reason: 'exists' };
  if (!input.many && connections.some((c) => c.to === to))
    return { reason: 'accepts-one', input: b.socket, node: b.node };
  // A connection from a to b closes a loop when b already reaches a.
  const loop = pathBetween(b.node, a.node, connections);
  if (loop) return { reason: 'cycle', path: [...loop, b.node] };
  return null;
}

export interface Missing {
  /** Required inputs of executable nodes with nothing connected: node id and input name. */
  inputs: { node: string; input: string; type: string }[];
  /** Providers whose API key the flow's nodes need, in the order the flow first uses them. */
  providers: { id: ProviderId; name: string; keyAnchor: string }[];
}

/** What a flow needs before it could run: its unconnected required inputs, and the API keys its nodes call for. */
export function missingToRun(nodes: EditedNode[], connections: EditedConnection[]): Missing {
  const fed = new Set(connections.map((c) => c.to));
  const inputs = nodes.flatMap(({ id, entry }) =>
    entry.kind !== 'executable'
      ? []
      : entry.inputs
          .filter((s) => s.required && !fed.has(`${id}.${s.name}`))
          .map((s) => ({ node: id, input: s.name, type: s.type })),
  );
  const providers: Missing['providers'] = [];
  for (const { entry } of nodes) {
    const provider = PROVIDERS[entry.provider];
    if (!provider.keyAnchor || providers.some((p) => p.id === entry.provider)) continue;
    providers.push({ id: entry.provider, name: provider.name, keyAnchor: provider.keyAnchor });
  }
  return { inputs, providers };
}

/** A new node id for a catalogue node: its name in lower case words, numbered after the first. */
export function newNodeId(entry: CatalogNode, taken: string[]): string {
  const base =
    entry.id
      .replace(/Node$/, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'node';
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
