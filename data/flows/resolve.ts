/**
 * A checked flow as a picture draws it, in one language: each node's name and sockets from the catalogue of the
 * flow's version, its place from the layout. Runs at build time (plugins/flowFiles.ts), so a page carries only its
 * own flows' few nodes, not the catalogue.
 */
import {
  type FlowEdge,
  type FlowNode,
  type FlowPlacement,
  MARGIN,
  NODE_WIDTH,
  nodeHeight,
} from '../../components/flowLayout';
import { nodeRoute, routePrefix } from '../../config/editions';
import { getNodeIn } from '../nodes/localized';
import { placeFlow } from './layout';
import { flowNodeNotices, type ResolvedNotice, resolveNotice } from './notices';
import type { CheckedFlow, FlowFileNode } from './schema';

export type { ResolvedNotice };

export interface ResolvedNode extends FlowNode {
  /** The catalogue id, such as `FalFluxDevNode`. */
  node: string;
  /** The name the reader gave it, which the picture shows beside the node's name (`label`). */
  renamed?: string;
  /** The node's reference page in the page's edition. */
  href: string;
  /** Property values this flow sets, in the file's order. */
  properties?: [string, string | number | boolean][];
  /** A primitive node's value, such as a Text node's prompt. */
  value?: string;
  /** What of this node is deprecated or retired, as sentences the picture lists under it. */
  notices?: ResolvedNotice[];
}

export interface ResolvedFlow {
  /** The flow file's name: its download is /flows/<name>.patchbay.json. */
  name: string;
  /** The docs version whose catalogue the flow names. */
  version: string;
  nodes: ResolvedNode[];
  edges: FlowEdge[];
  placement: FlowPlacement;
}

function labelIn(label: NonNullable<FlowFileNode['label']>, lang: string): string {
  if (typeof label === 'string') return label;
  return (label as Record<string, string | undefined>)[lang] ?? label.en;
}

/** The flow's own positions when it gives every node one (moved to the picture's margin), else the layout's. */
function fromPositions(flow: CheckedFlow['flow'], nodes: FlowNode[]): FlowPlacement | null {
  const positions = flow.nodes.map((n) => n.position);
  if (positions.some((p) => !p)) return null;
  const minX = Math.min(...positions.map((p) => p?.x ?? 0));
  const minY = Math.min(...positions.map((p) => p?.y ?? 0));
  const corners = Object.fromEntries(
    flow.nodes.map((n) => [n.id, { x: (n.position?.x ?? 0) - minX + MARGIN, y: (n.position?.y ?? 0) - minY + MARGIN }]),
  );
  const right = Math.max(...nodes.map((n) => corners[n.id].x + NODE_WIDTH));
  const bottom = Math.max(...nodes.map((n) => corners[n.id].y + nodeHeight(n)));
  return { width: right + MARGIN, height: bottom + MARGIN, nodes: corners, routes: flow.connections.map(() => []) };
}

/** `layoutCache`: a folder of layouts shared by builds (placeFlow). */
export async function resolveFlow({ flow }: CheckedFlow, lang: string, layoutCache?: string): Promise<ResolvedFlow> {
  const prefix = routePrefix(flow.version, lang);
  const nodes = flow.nodes.map((node): ResolvedNode => {
    const entry = getNodeIn(node.node, lang, flow.version);
    const notices = flowNodeNotices(entry, node.properties).map((n) => resolveNotice(n, lang, flow.version));
    return {
      id: node.id,
      node: node.node,
      label: entry.name,
      ...(node.label ? { renamed: labelIn(node.label, lang) } : {}),
      kind: entry.kind,
      inputs: entry.inputs.map((s) => ({ name: s.name, type: s.type, optional: !s.required, many: s.many })),
      outputs: entry.outputs.map((s) => ({ name: s.name, type: s.type })),
      href: nodeRoute(prefix, node.node),
      ...(node.properties ? { properties: Object.entries(node.properties) } : {}),
      ...(node.value !== undefined ? { value: node.value } : {}),
      ...(notices.length ? { notices } : {}),
    };
  });
  const edges = flow.connections.map(({ from, to }) => ({ from, to }));
  return {
    name: flow.name,
    version: flow.version,
    nodes,
    edges,
    placement: fromPositions(flow, nodes) ?? (await placeFlow(nodes, edges, layoutCache)),
  };
}
