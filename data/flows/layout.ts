/**
 * Where a flow's nodes sit and how its connections run, computed at build time with ELK's layered layout (elkjs):
 * the layout library handles layer assignment, crossing reduction and routing around nodes, which the hand-written
 * column layout did not (a connection that skipped a column ran behind the node in it).
 */

import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkNode } from 'elkjs/lib/elk-api';
import {
  type FlowNode,
  type FlowPlacement,
  MARGIN,
  NODE_WIDTH,
  nodeHeight,
  type Point,
  socketOffset,
} from '../../components/flowLayout';

const elk = new ELK();
// Part of a cached layout's key: another ELK may place nodes differently.
const ELK_VERSION = (createRequire(import.meta.url)('elkjs/package.json') as { version: string }).version;

const portId = (node: string, side: 'in' | 'out', socket: string) => `${node}\u0000${side}\u0000${socket}`;

/**
 * Lays out nodes left to right by dependency with orthogonal connections. Sockets sit where the picture draws them
 * (fixed on the node's sides, in data order), so ELK orders nodes to keep the connections from crossing.
 */
export async function placeFlow(
  nodes: FlowNode[],
  connections: { from: string; to: string }[],
  /**
   * A folder of layouts by their input: ELK took a tenth of each edition's build, laying out the same flows in every
   * build. The layout's input is all it depends on, so editions and builds share one folder.
   */
  cacheDir?: string,
): Promise<FlowPlacement> {
  const split = (endpoint: string) => {
    const dot = endpoint.indexOf('.');
    return [endpoint.slice(0, dot), endpoint.slice(dot + 1)] as const;
  };
  const input: ElkNode = {
    id: 'flow',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'RIGHT',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.spacing.nodeNode': '24',
      'elk.layered.spacing.nodeNodeBetweenLayers': '72',
      'elk.layered.spacing.edgeNodeBetweenLayers': '16',
      'elk.spacing.edgeEdge': '8',
      'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
      'elk.padding': `[top=${MARGIN},left=${MARGIN},bottom=${MARGIN},right=${MARGIN}]`,
    },
    children: nodes.map((node) => ({
      id: node.id,
      width: NODE_WIDTH,
      height: nodeHeight(node),
      layoutOptions: { 'elk.portConstraints': 'FIXED_POS' },
      ports: [
        ...node.inputs.map((socket, i) => ({
          id: portId(node.id, 'in', socket.name),
          x: 0,
          y: socketOffset(i),
          width: 0,
          height: 0,
          layoutOptions: { 'elk.port.side': 'WEST' },
        })),
        ...node.outputs.map((socket, i) => ({
          id: portId(node.id, 'out', socket.name),
          x: NODE_WIDTH,
          y: socketOffset(i),
          width: 0,
          height: 0,
          layoutOptions: { 'elk.port.side': 'EAST' },
        })),
      ],
    })),
    edges: connections.map((connection, i) => {
      const [fromNode, output] = split(connection.from);
      const [toNode, input] = split(connection.to);
      return {
        id: `c${i}`,
        sources: [portId(fromNode, 'out', output)],
        targets: [portId(toNode, 'in', input)],
      };
    }),
  };
  if (!cacheDir) return placement(await elk.layout(input));
  const key = createHash('sha256').update(ELK_VERSION).update(JSON.stringify(input)).digest('hex');
  // A flow drawn on several pages is asked for by their compiles all at once, before any has written the file: one
  // layout serves them (without this, a cold build laid out 121 flows 324 times).
  let pending = inFlight.get(key);
  if (!pending) {
    pending = cachedLayout(input, path.join(cacheDir, `${key}.json`), cacheDir).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  // A copy each: the callers keep what they get.
  return structuredClone(await pending);
}

/** The layouts being worked out in this process, by their cache key. */
const inFlight = new Map<string, Promise<FlowPlacement>>();

async function cachedLayout(input: ElkNode, file: string, cacheDir: string): Promise<FlowPlacement> {
  const cached = await readFile(file, 'utf8').catch(() => undefined);
  if (cached !== undefined) return JSON.parse(cached) as FlowPlacement;
  const result = placement(await elk.layout(input));
  // Written aside under a name of its own and renamed into place: two builds side by side never read half a file.
  const partial = `${file}.${process.pid}.${randomUUID()}.tmp`;
  await mkdir(cacheDir, { recursive: true });
  await writeFile(partial, JSON.stringify(result));
  await rename(partial, file);
  return result;
}

function placement(graph: ElkNode): FlowPlacement {
  const round = (point: Point): Point => ({ x: Math.round(point.x), y: Math.round(point.y) });
  return {
    width: Math.round(graph.width ?? 0),
    height: Math.round(graph.height ?? 0),
    nodes: Object.fromEntries(
      (graph.children ?? []).map((child) => [child.id, round({ x: child.x ?? 0, y: child.y ?? 0 })]),
    ),
    routes: (graph.edges ?? []).map((edge) => {
      const section = edge.sections?.[0];
      if (!section) return [];
      return [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(round);
    }),
  };
}
