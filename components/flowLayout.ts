import { isSocketType, type SocketType } from '../data/socketTypes';

export interface FlowSocket {
  name: string;
  type: SocketType;
  /** Drawn outlined instead of filled. */
  optional?: boolean;
  /** Accepts several connections (inputs only); drawn as a stacked shape. */
  many?: boolean;
}

export interface FlowNode {
  id: string;
  label: string;
  kind: 'primitive' | 'executable';
  inputs: FlowSocket[];
  outputs: FlowSocket[];
}

export interface FlowEdge {
  /** `nodeId.outputName` */
  from: string;
  /** `nodeId.inputName` */
  to: string;
}

export interface PlacedSocket extends FlowSocket {
  x: number;
  y: number;
}

export interface PlacedNode extends FlowNode {
  x: number;
  y: number;
  width: number;
  height: number;
  column: number;
  placedInputs: PlacedSocket[];
  placedOutputs: PlacedSocket[];
}

export interface PlacedEdge {
  from: PlacedSocket;
  to: PlacedSocket;
  type: SocketType;
  fromLabel: string;
  toLabel: string;
}

export interface FlowLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

export const NODE_WIDTH = 176;
export const HEADER_HEIGHT = 30;
export const ROW_HEIGHT = 24;
const COLUMN_GAP = 72;
const ROW_GAP = 24;
const MARGIN = 16;
const BODY_PADDING = 8;

/** Thrown for a diagram whose data does not make a valid flow; names the diagram and the bad part. */
export class FlowDiagramError extends Error {
  constructor(title: string, detail: string) {
    super(`FlowDiagram "${title}": ${detail}`);
    this.name = 'FlowDiagramError';
  }
}

function splitRef(ref: string): [string, string] {
  const dot = ref.indexOf('.');
  return dot < 0 ? [ref, ''] : [ref.slice(0, dot), ref.slice(dot + 1)];
}

function validate(title: string, nodes: FlowNode[]): Map<string, FlowNode> {
  const byId = new Map<string, FlowNode>();
  for (const node of nodes) {
    if (!node.id) throw new FlowDiagramError(title, `a node has no id (label "${node.label}")`);
    if (byId.has(node.id)) throw new FlowDiagramError(title, `node id "${node.id}" is used twice`);
    if (node.kind !== 'primitive' && node.kind !== 'executable') {
      throw new FlowDiagramError(
        title,
        `node "${node.id}" has kind "${String(node.kind)}"; use "primitive" or "executable"`,
      );
    }
    for (const [side, sockets] of [
      ['inputs', node.inputs],
      ['outputs', node.outputs],
    ] as const) {
      if (!Array.isArray(sockets))
        throw new FlowDiagramError(title, `node "${node.id}" field "${side}" must be a list`);
      for (const socket of sockets) {
        if (!isSocketType(socket.type)) {
          throw new FlowDiagramError(
            title,
            `node "${node.id}" ${side} socket "${socket.name}" has unknown type "${String(socket.type)}"`,
          );
        }
      }
    }
    byId.set(node.id, node);
  }
  return byId;
}

/** Places nodes in columns by dependency depth (sources left) and routes every edge between its sockets. */
export function layoutFlow(title: string, nodes: FlowNode[], edges: FlowEdge[]): FlowLayout {
  const byId = validate(title, nodes);

  const resolved = edges.map((edge) => {
    const [fromId, outName] = splitRef(edge.from);
    const [toId, inName] = splitRef(edge.to);
    const fromNode = byId.get(fromId);
    const toNode = byId.get(toId);
    if (!fromNode) throw new FlowDiagramError(title, `edge ${edge.from} → ${edge.to}: no node "${fromId}"`);
    if (!toNode) throw new FlowDiagramError(title, `edge ${edge.from} → ${edge.to}: no node "${toId}"`);
    const outIndex = fromNode.outputs.findIndex((s) => s.name === outName);
    const inIndex = toNode.inputs.findIndex((s) => s.name === inName);
    if (outIndex < 0)
      throw new FlowDiagramError(title, `edge ${edge.from} → ${edge.to}: node "${fromId}" has no output "${outName}"`);
    if (inIndex < 0)
      throw new FlowDiagramError(title, `edge ${edge.from} → ${edge.to}: node "${toId}" has no input "${inName}"`);
    const outType = fromNode.outputs[outIndex].type;
    const inType = toNode.inputs[inIndex].type;
    if (outType !== inType) {
      throw new FlowDiagramError(
        title,
        `edge ${edge.from} → ${edge.to}: a ${outType} output cannot connect to a ${inType} input`,
      );
    }
    return { fromNode, toNode, outIndex, inIndex, type: outType };
  });

  const seenInputs = new Set<string>();
  for (const { toNode, inIndex } of resolved) {
    const input = toNode.inputs[inIndex];
    const key = `${toNode.id}.${input.name}`;
    if (seenInputs.has(key) && !input.many) {
      throw new FlowDiagramError(
        title,
        `input ${key} has several connections but does not accept many (set many: true)`,
      );
    }
    seenInputs.add(key);
  }

  // Column = longest path from a source; a cycle is an error.
  const column = new Map<string, number>();
  const visiting = new Set<string>();
  const depth = (id: string): number => {
    const known = column.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) throw new FlowDiagramError(title, `the connections form a cycle through node "${id}"`);
    visiting.add(id);
    const parents = resolved.filter((e) => e.toNode.id === id).map((e) => depth(e.fromNode.id) + 1);
    visiting.delete(id);
    const value = Math.max(0, ...parents);
    column.set(id, value);
    return value;
  };
  for (const node of nodes) depth(node.id);

  const columns: FlowNode[][] = [];
  for (const node of nodes) {
    const c = column.get(node.id) ?? 0;
    columns[c] ??= [];
    columns[c].push(node);
  }

  const heightOf = (node: FlowNode) =>
    HEADER_HEIGHT + BODY_PADDING * 2 + Math.max(1, node.inputs.length, node.outputs.length) * ROW_HEIGHT;
  const columnHeight = (list: FlowNode[]) =>
    list.reduce((sum, node) => sum + heightOf(node), 0) + ROW_GAP * Math.max(0, list.length - 1);
  const tallest = Math.max(0, ...columns.map((list) => columnHeight(list ?? [])));

  const placed = new Map<string, PlacedNode>();
  columns.forEach((list, c) => {
    let y = MARGIN + (tallest - columnHeight(list)) / 2;
    const x = MARGIN + c * (NODE_WIDTH + COLUMN_GAP);
    for (const node of list) {
      const height = heightOf(node);
      const socketY = (i: number) => y + HEADER_HEIGHT + BODY_PADDING + i * ROW_HEIGHT + ROW_HEIGHT / 2;
      placed.set(node.id, {
        ...node,
        x,
        y,
        width: NODE_WIDTH,
        height,
        column: c,
        placedInputs: node.inputs.map((s, i) => ({ ...s, x, y: socketY(i) })),
        placedOutputs: node.outputs.map((s, i) => ({ ...s, x: x + NODE_WIDTH, y: socketY(i) })),
      });
      y += height + ROW_GAP;
    }
  });

  const placedEdges: PlacedEdge[] = resolved.map(({ fromNode, toNode, outIndex, inIndex, type }) => {
    const from = placed.get(fromNode.id) as PlacedNode;
    const to = placed.get(toNode.id) as PlacedNode;
    return {
      from: from.placedOutputs[outIndex],
      to: to.placedInputs[inIndex],
      type,
      fromLabel: `${fromNode.label} (${fromNode.outputs[outIndex].name})`,
      toLabel: `${toNode.label} (${toNode.inputs[inIndex].name})`,
    };
  });

  return {
    width: MARGIN * 2 + columns.length * NODE_WIDTH + Math.max(0, columns.length - 1) * COLUMN_GAP,
    height: MARGIN * 2 + tallest,
    nodes: nodes.map((n) => placed.get(n.id) as PlacedNode),
    edges: placedEdges,
  };
}

/** A sentence per connection, for the diagram's text alternative. */
export interface FlowWords {
  /** `{{list}}` of node labels, for a diagram without connections. */
  nodes: string;
  /** One connection: `{{from}}`, `{{to}}`, `{{type}}`. */
  edge: string;
}

const ENGLISH_FLOW_WORDS: FlowWords = {
  nodes: 'Nodes: {{list}}.',
  edge: '{{from}} connects to {{to}} with a {{type}} connection.',
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? name);
}

export function describeFlow(layout: FlowLayout, words: FlowWords = ENGLISH_FLOW_WORDS): string {
  if (layout.edges.length === 0) {
    return fill(words.nodes, { list: layout.nodes.map((n) => n.label).join(', ') });
  }
  return layout.edges.map((e) => fill(words.edge, { from: e.fromLabel, to: e.toLabel, type: e.type })).join(' ');
}
