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

export interface Point {
  x: number;
  y: number;
}

/** Where the build's layout (data/flows/layout.ts) put a flow's nodes and routed its connections. */
export interface FlowPlacement {
  width: number;
  height: number;
  /** Top-left corner of each node, by its id in the flow. */
  nodes: Record<string, Point>;
  /** Each connection's route from output to input, corners included, in connection order. */
  routes: Point[][];
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
  placedInputs: PlacedSocket[];
  placedOutputs: PlacedSocket[];
}

export interface PlacedEdge {
  from: PlacedSocket;
  to: PlacedSocket;
  type: SocketType;
  fromLabel: string;
  toLabel: string;
  /** Corner points from output to input; empty when the connection is drawn as a plain curve. */
  route: Point[];
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
export const MARGIN = 16;
const BODY_PADDING = 8;
/** Between nodes drawn side by side without a layout (a node page's lone node has no neighbours). */
const NODE_GAP = 72;

/** A node's height: its header and one row per socket on its longer side. */
export function nodeHeight(node: Pick<FlowNode, 'inputs' | 'outputs'>): number {
  return HEADER_HEIGHT + BODY_PADDING * 2 + Math.max(1, node.inputs.length, node.outputs.length) * ROW_HEIGHT;
}

/** How far below a node's top its socket number `index` (on either side) sits. */
export function socketOffset(index: number): number {
  return HEADER_HEIGHT + BODY_PADDING + index * ROW_HEIGHT + ROW_HEIGHT / 2;
}

/** Thrown for a diagram whose data does not make a valid picture; names the diagram and the bad part. */
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

/**
 * Places a flow's sockets on its nodes. With a placement (every flow file's, from the build) nodes and routes are
 * the layout library's; without one the nodes stand in a row and may not be connected: connected flows are flow
 * files, which the build checks against the catalogue (data/flows/schema.ts).
 */
export function layoutFlow(title: string, nodes: FlowNode[], edges: FlowEdge[], placement?: FlowPlacement): FlowLayout {
  const byId = new Map<string, FlowNode>();
  for (const node of nodes) {
    if (byId.has(node.id)) throw new FlowDiagramError(title, `node id "${node.id}" is used twice`);
    for (const socket of [...node.inputs, ...node.outputs]) {
      if (!isSocketType(socket.type)) {
        throw new FlowDiagramError(
          title,
          `node "${node.id}" socket "${socket.name}" has unknown type "${String(socket.type)}"`,
        );
      }
    }
    byId.set(node.id, node);
  }
  if (!placement && edges.length) {
    throw new FlowDiagramError(
      title,
      'connections need a flow file (data/flows/), which the build lays out and checks',
    );
  }

  const placed = new Map<string, PlacedNode>();
  nodes.forEach((node, index) => {
    const corner = placement ? placement.nodes[node.id] : { x: MARGIN + index * (NODE_WIDTH + NODE_GAP), y: MARGIN };
    if (!corner) throw new FlowDiagramError(title, `node "${node.id}" has no place in the layout`);
    const { x, y } = corner;
    placed.set(node.id, {
      ...node,
      x,
      y,
      width: NODE_WIDTH,
      height: nodeHeight(node),
      placedInputs: node.inputs.map((s, i) => ({ ...s, x, y: y + socketOffset(i) })),
      placedOutputs: node.outputs.map((s, i) => ({ ...s, x: x + NODE_WIDTH, y: y + socketOffset(i) })),
    });
  });

  const placedEdges = edges.map((edge, index): PlacedEdge => {
    const [fromId, outName] = splitRef(edge.from);
    const [toId, inName] = splitRef(edge.to);
    const from = placed.get(fromId)?.placedOutputs.find((s) => s.name === outName);
    const to = placed.get(toId)?.placedInputs.find((s) => s.name === inName);
    if (!from || !to) throw new FlowDiagramError(title, `connection ${edge.from} → ${edge.to} has no socket to join`);
    return {
      from,
      to,
      type: from.type,
      fromLabel: `${byId.get(fromId)?.label} (${outName})`,
      toLabel: `${byId.get(toId)?.label} (${inName})`,
      route: placement?.routes[index] ?? [],
    };
  });

  return {
    width: placement?.width ?? MARGIN * 2 + nodes.length * NODE_WIDTH + Math.max(0, nodes.length - 1) * NODE_GAP,
    height: placement?.height ?? MARGIN * 2 + Math.max(0, ...nodes.map(nodeHeight)),
    nodes: nodes.map((n) => placed.get(n.id) as PlacedNode),
    edges: placedEdges,
  };
}

/** An SVG path along a route's corners, each corner rounded; a plain curve between the sockets without a route. */
export function edgePath(edge: { from: Point; to: Point; route: Point[] }, radius = 8): string {
  const points = edge.route.length >= 2 ? edge.route : [];
  if (!points.length) {
    const dx = Math.max(36, (edge.to.x - edge.from.x) / 2);
    return `M${edge.from.x} ${edge.from.y} C${edge.from.x + dx} ${edge.from.y} ${edge.to.x - dx} ${edge.to.y} ${edge.to.x} ${edge.to.y}`;
  }
  let d = `M${points[0].x} ${points[0].y}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [prev, corner, next] = [points[i - 1], points[i], points[i + 1]];
    // The corner's radius shrinks to half the shorter leg, so short jogs stay inside their segments.
    const r = Math.min(
      radius,
      Math.hypot(corner.x - prev.x, corner.y - prev.y) / 2,
      Math.hypot(next.x - corner.x, next.y - corner.y) / 2,
    );
    const toward = (a: Point, b: Point) => {
      const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
      return { x: a.x + ((b.x - a.x) / length) * r, y: a.y + ((b.y - a.y) / length) * r };
    };
    const start = toward(corner, prev);
    const end = toward(corner, next);
    d += ` L${start.x} ${start.y} Q${corner.x} ${corner.y} ${end.x} ${end.y}`;
  }
  const last = points[points.length - 1];
  return `${d} L${last.x} ${last.y}`;
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

/** The columns of a left-to-right layout: nodes whose horizontal extents overlap stand in one column. */
export function layoutColumns(nodes: PlacedNode[]): PlacedNode[][] {
  const columns: PlacedNode[][] = [];
  let right = -Infinity;
  for (const node of [...nodes].sort((a, b) => a.x - b.x)) {
    if (node.x >= right) {
      columns.push([node]);
      right = node.x + node.width;
    } else {
      columns[columns.length - 1].push(node);
      right = Math.max(right, node.x + node.width);
    }
  }
  return columns;
}

/** Room between two rows of a wrapped layout, and between connections crossing it. */
const ROW_GAP = 24;
const LANE = 10;
/** How far beside a socket a connection to another row turns. */
const TURN = 12;

/**
 * The same picture in rows of `perRow` columns, for a page column too narrow for the flow (hand-written: ELK has no
 * wrapping of layers, and laid out top to bottom it ignores the sockets on the nodes' sides). Each row keeps the
 * layout's own places and routes; a connection to a later row leaves its socket, runs down beside it to the gap below
 * its row, along that gap, and down beside its input into the input from the left; the picture widens to hold the
 * turns beside the last column.
 */
export function wrapLayout(layout: FlowLayout, perRow: number): FlowLayout {
  const columns = layoutColumns(layout.nodes);
  if (perRow >= columns.length) return layout;
  const rowOf = new Map<string, number>();
  columns.forEach((column, index) => {
    for (const node of column) rowOf.set(node.id, Math.floor(index / perRow));
  });
  const rows = Math.ceil(columns.length / perRow);
  const nodeOf = (socket: PlacedSocket) =>
    layout.nodes.find((n) => n.placedInputs.includes(socket) || n.placedOutputs.includes(socket)) as PlacedNode;
  const edgeRows = layout.edges.map((edge) => [
    rowOf.get(nodeOf(edge.from).id) ?? 0,
    rowOf.get(nodeOf(edge.to).id) ?? 0,
  ]);

  // Each row's box in the original layout: its nodes and the routes of the connections inside it.
  const shifts: Point[] = [];
  let top = MARGIN;
  let width = 0;
  const laneY: number[][] = [];
  for (let row = 0; row < rows; row++) {
    const nodes = layout.nodes.filter((n) => rowOf.get(n.id) === row);
    const inside = layout.edges.filter((_, i) => edgeRows[i][0] === row && edgeRows[i][1] === row);
    const ys = [...nodes.flatMap((n) => [n.y, n.y + n.height]), ...inside.flatMap((e) => e.route.map((p) => p.y))];
    const xs = [...nodes.flatMap((n) => [n.x, n.x + n.width]), ...inside.flatMap((e) => e.route.map((p) => p.x))];
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    shifts.push({ x: MARGIN - minX, y: top - minY });
    width = Math.max(width, maxX - minX + MARGIN * 2);
    const leaving = new Set(
      layout.edges.filter((_, i) => edgeRows[i][0] === row && edgeRows[i][1] > row).map((edge) => edge.from),
    ).size;
    const bottom = top + maxY - minY;
    laneY.push(Array.from({ length: leaving }, (_, lane) => bottom + ROW_GAP / 2 + lane * LANE));
    top = bottom + ROW_GAP + Math.max(0, leaving - 1) * LANE;
  }

  const moved = new Map<PlacedSocket, PlacedSocket>();
  const nodes = layout.nodes.map((node): PlacedNode => {
    const shift = shifts[rowOf.get(node.id) ?? 0];
    const move = (socket: PlacedSocket) => {
      const placed = { ...socket, x: socket.x + shift.x, y: socket.y + shift.y };
      moved.set(socket, placed);
      return placed;
    };
    return {
      ...node,
      x: node.x + shift.x,
      y: node.y + shift.y,
      placedInputs: node.placedInputs.map(move),
      placedOutputs: node.placedOutputs.map(move),
    };
  });

  // A lane per output leaving its row: the connections of one output share it, like a bus that branches at each input.
  const lanes = new Map<PlacedSocket, number>();
  const lanesUsed = new Array<number>(rows).fill(0);
  const edges = layout.edges.map((edge, index): PlacedEdge => {
    const [fromRow, toRow] = edgeRows[index];
    const from = moved.get(edge.from) as PlacedSocket;
    const to = moved.get(edge.to) as PlacedSocket;
    if (fromRow === toRow) {
      const shift = shifts[fromRow];
      return { ...edge, from, to, route: edge.route.map((p) => ({ x: p.x + shift.x, y: p.y + shift.y })) };
    }
    const lane = lanes.get(edge.from) ?? lanesUsed[fromRow]++;
    lanes.set(edge.from, lane);
    const y = laneY[fromRow][lane];
    const out = from.x + TURN + lane * (LANE / 2);
    const into = Math.max(MARGIN / 2, to.x - TURN - lane * (LANE / 2));
    return {
      ...edge,
      from,
      to,
      route: [from, { x: out, y: from.y }, { x: out, y }, { x: into, y }, { x: into, y: to.y }, to].map(({ x, y }) => ({
        x,
        y,
      })),
    };
  });
  const bottom = Math.max(...nodes.map((n) => n.y + n.height), ...edges.flatMap((e) => e.route.map((p) => p.y)));
  const right = Math.max(...edges.flatMap((e) => e.route.map((p) => p.x)));
  return { width: Math.max(width, right + MARGIN / 2), height: bottom + MARGIN, nodes, edges };
}

/**
 * The widths at which a flow figure changes from one of its pictures to another (fitRanges), rounded up
 * to a step of a fixed ladder, so one static stylesheet (components/flowFit.css, written by scripts/flow-fit-css.ts)
 * holds a rule for each: no style element per figure.
 */
export const FIT_LADDER = { min: 200, max: 1600, step: 50 } as const;

export function fitBreakpoint(width: number): number {
  const { min, max, step } = FIT_LADDER;
  return Math.min(max, Math.max(min, Math.ceil(width / step) * step));
}

/** The stylesheet of the ladder: a picture shows while its figure's box is at least its `from` and under its `to`. */
export function fitStylesheet(): string {
  const { min, max, step } = FIT_LADDER;
  const lines = [
    '/* Written by scripts/flow-fit-css.ts from FIT_LADDER in components/flowLayout.ts: do not edit by hand. */',
    '.flow-fit {',
    '  container-type: inline-size;',
    '}',
  ];
  for (let width = min; width <= max; width += step) {
    lines.push(
      '',
      `@container (width < ${width}px) {`,
      `  .flow-fit > svg[data-fit-from="${width}"] {`,
      '    display: none;',
      '  }',
      '}',
      `@container (width >= ${width}px) {`,
      `  .flow-fit > svg[data-fit-to="${width}"] {`,
      '    display: none;',
      '  }',
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The smallest a picture is drawn before it is wrapped into fewer columns: 12.5 px names stay 11 px or more. */
export const FIT_SCALE = 0.9;

/** One way to draw a flow: its layout in rows of `columns` of its columns. */
export interface FitVariant {
  columns: number;
  layout: FlowLayout;
}

/**
 * The flow as it is and wrapped into rows of fewer columns, widest first, each narrower than the one before: the
 * figure shows the widest that fits its page column at FIT_SCALE or more (fitRanges, in CSS; the flow view picks one the same way, fittingVariant).
 */
export function fitVariants(layout: FlowLayout): FitVariant[] {
  const count = layoutColumns(layout.nodes).length;
  const variants: FitVariant[] = [{ columns: count, layout }];
  for (let columns = count - 1; columns >= 1; columns--) {
    const wrapped = wrapLayout(layout, columns);
    if (wrapped.width < (variants.at(-1) as FitVariant).layout.width) variants.push({ columns, layout: wrapped });
  }
  return variants;
}

/**
 * From which width of the figure's box a variant shows, and up to which (fitBreakpoint): the widest that fits at
 * FIT_SCALE or more; below the narrowest's, the narrowest (it shrinks to MIN_SCALE, then scrolls).
 */
export function fitRanges(variants: FitVariant[]): { from?: number; to?: number }[] {
  const from = variants.map((variant) => fitBreakpoint(variant.layout.width * FIT_SCALE));
  return variants.map((_, index) => ({
    ...(index < variants.length - 1 ? { from: from[index] } : {}),
    ...(index > 0 ? { to: from[index - 1] } : {}),
  }));
}

/** The widest variant that fits `width` at `scale` or more, else the narrowest; the widest while nothing is measured. */
export function fittingVariant(variants: FitVariant[], width: number, scale = FIT_SCALE): FitVariant {
  if (width <= 0) return variants[0];
  return variants.find((variant) => variant.layout.width * scale <= width) ?? (variants.at(-1) as FitVariant);
}

/** A layout's node corners and connection routes, in the form the build's placement has (for the flow view). */
export function placementOf(layout: FlowLayout): FlowPlacement {
  return {
    width: layout.width,
    height: layout.height,
    nodes: Object.fromEntries(layout.nodes.map((node) => [node.id, { x: node.x, y: node.y }])),
    routes: layout.edges.map((edge) => edge.route),
  };
}
