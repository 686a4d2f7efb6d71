import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  describeFlow,
  edgePath,
  type FlowNode,
  type FlowPlacement,
  fitBreakpoint,
  fitStylesheet,
  fittingVariant,
  fitVariants,
  layoutColumns,
  layoutFlow,
  NODE_WIDTH,
  placementOf,
  socketOffset,
  wrapLayout,
} from '../../components/flowLayout';

const text: FlowNode = {
  id: 'prompt',
  label: 'Text',
  kind: 'primitive',
  inputs: [],
  outputs: [{ name: 'text', type: 'text' }],
};
const flux: FlowNode = {
  id: 'flux',
  label: 'FLUX.1 [dev]',
  kind: 'executable',
  inputs: [
    { name: 'prompt', type: 'text' },
    { name: 'image', type: 'image', optional: true },
  ],
  outputs: [{ name: 'image', type: 'image' }],
};

const placement: FlowPlacement = {
  width: 500,
  height: 120,
  nodes: { prompt: { x: 16, y: 16 }, flux: { x: 264, y: 16 } },
  routes: [
    [
      { x: 192, y: 16 + socketOffset(0) },
      { x: 264, y: 16 + socketOffset(0) },
    ],
  ],
};

describe('layoutFlow', () => {
  it('puts nodes where the placement says and sockets on their sides, in data order', () => {
    const layout = layoutFlow('t', [text, flux], [{ from: 'prompt.text', to: 'flux.prompt' }], placement);
    const [prompt, gen] = layout.nodes;
    expect([gen.x, gen.y]).toEqual([264, 16]);
    expect(gen.placedInputs.map((s) => [s.x, s.y])).toEqual([
      [264, 16 + socketOffset(0)],
      [264, 16 + socketOffset(1)],
    ]);
    expect(prompt.placedOutputs[0].x).toBe(16 + NODE_WIDTH);
    expect([layout.width, layout.height]).toEqual([500, 120]);
    const [edge] = layout.edges;
    expect(edge.from).toBe(prompt.placedOutputs[0]);
    expect(edge.to).toBe(gen.placedInputs[0]);
    expect(edge.route).toEqual(placement.routes[0]);
  });

  it('stands unconnected nodes side by side without a placement', () => {
    const layout = layoutFlow('t', [text, flux], []);
    expect(layout.nodes[0].x).toBeLessThan(layout.nodes[1].x - NODE_WIDTH);
    expect(layout.width).toBeGreaterThan(layout.nodes[1].x + NODE_WIDTH);
  });

  it('describes every connection in words', () => {
    const layout = layoutFlow('t', [text, flux], [{ from: 'prompt.text', to: 'flux.prompt' }], placement);
    expect(describeFlow(layout)).toBe('Text (text) connects to FLUX.1 [dev] (prompt) with a text connection.');
    expect(describeFlow(layoutFlow('t', [text], []))).toBe('Nodes: Text.');
  });

  it.each([
    [[text, flux], [{ from: 'prompt.text', to: 'flux.prompt' }], undefined, 'connections need a flow file'],
    [
      [text, flux],
      [{ from: 'prompt.words', to: 'flux.prompt' }],
      placement,
      'prompt.words → flux.prompt has no socket',
    ],
    [[text, { ...text }], [], undefined, 'node id "prompt" is used twice'],
    [
      [{ ...text, outputs: [{ name: 'x', type: 'smell' }] } as unknown as FlowNode],
      [],
      undefined,
      'unknown type "smell"',
    ],
    [[text, { ...flux, id: 'other' }], [], placement, 'node "other" has no place in the layout'],
  ])('rejects what it cannot draw, naming the diagram and the part (%#)', (nodes, edges, place, message) => {
    expect(() => layoutFlow('Bad', nodes as FlowNode[], edges, place)).toThrow(`FlowDiagram "Bad"`);
    expect(() => layoutFlow('Bad', nodes as FlowNode[], edges, place)).toThrow(message);
  });
});

describe('edgePath', () => {
  const from = { x: 0, y: 0, name: 'a', type: 'text' as const };
  const to = { x: 100, y: 40, name: 'b', type: 'text' as const };

  it('follows a route with rounded corners that stay inside short legs', () => {
    const route = [
      { x: 0, y: 0 },
      { x: 50, y: 0 },
      { x: 50, y: 6 },
      { x: 100, y: 6 },
    ];
    const d = edgePath({ from, to, route });
    // The second leg is 6 long, so the first corner's radius is 3, not 8.
    expect(d.startsWith('M0 0 L47 0 Q50 0 50 3')).toBe(true);
    expect(d.endsWith('L100 6')).toBe(true);
  });

  it('draws a curve between the sockets without a route', () => {
    expect(edgePath({ from, to, route: [] })).toBe('M0 0 C50 0 50 40 100 40');
  });
});

describe('wrapping a wide flow into rows so the diagram fits its column', () => {
  // A chain of four nodes, as ELK lays it out: one node a column, 72 px between columns.
  const chain: FlowNode[] = ['a', 'b', 'c', 'd'].map((id) => ({
    id,
    label: id.toUpperCase(),
    kind: 'executable',
    inputs: [{ name: 'in', type: 'text' }],
    outputs: [{ name: 'out', type: 'text' }],
  }));
  const edges = [
    { from: 'a.out', to: 'b.in' },
    { from: 'b.out', to: 'c.in' },
    { from: 'c.out', to: 'd.in' },
    // A connection that skips a column, into the last row.
    { from: 'a.out', to: 'd.in' },
  ];
  const y = 16 + socketOffset(0);
  const x = (column: number) => 16 + column * (NODE_WIDTH + 72);
  const wide = layoutFlow('chain', chain, edges, {
    width: x(4) - 72 + 16,
    height: 100,
    nodes: Object.fromEntries(chain.map((node, column) => [node.id, { x: x(column), y: 16 }])),
    routes: [
      [
        { x: x(0) + NODE_WIDTH, y },
        { x: x(1), y },
      ],
      [
        { x: x(1) + NODE_WIDTH, y },
        { x: x(2), y },
      ],
      [
        { x: x(2) + NODE_WIDTH, y },
        { x: x(3), y },
      ],
      [
        { x: x(0) + NODE_WIDTH, y },
        { x: x(0) + NODE_WIDTH + 20, y },
        { x: x(0) + NODE_WIDTH + 20, y: 90 },
        { x: x(3) - 20, y: 90 },
        { x: x(3) - 20, y },
        { x: x(3), y },
      ],
    ],
  });

  it('finds the columns of a layout', () => {
    expect(layoutColumns(wide.nodes).map((column) => column.map((node) => node.id))).toEqual([
      ['a'],
      ['b'],
      ['c'],
      ['d'],
    ]);
  });

  it('puts two columns a row: as wide as two nodes, every node below the one before', () => {
    const wrapped = wrapLayout(wide, 2);
    // Two nodes and the gap between them, and room on the right for the turn of a connection to the next row.
    expect(wrapped.width).toBe(16 * 2 + NODE_WIDTH * 2 + 72 + 4);
    const at = Object.fromEntries(wrapped.nodes.map((node) => [node.id, node]));
    expect(at.a.x).toBe(16);
    expect(at.c.x).toBe(16);
    expect(at.b.x).toBe(at.d.x);
    expect(at.c.y).toBeGreaterThan(at.a.y + at.a.height);
    // Every node and every corner of every connection inside the picture.
    for (const node of wrapped.nodes) {
      expect(node.x + node.width).toBeLessThanOrEqual(wrapped.width);
      expect(node.y + node.height).toBeLessThanOrEqual(wrapped.height);
    }
    for (const edge of wrapped.edges) {
      for (const point of edge.route) {
        expect(point.x).toBeGreaterThanOrEqual(0);
        expect(point.x).toBeLessThanOrEqual(wrapped.width);
        expect(point.y).toBeLessThanOrEqual(wrapped.height);
      }
    }
  });

  it('keeps a connection inside a row as the layout routed it, moved with its row', () => {
    const wrapped = wrapLayout(wide, 2);
    const cd = wrapped.edges[2];
    const c = wrapped.nodes.find((node) => node.id === 'c');
    expect(cd.route[0]).toEqual({ x: (c?.x ?? 0) + NODE_WIDTH, y: cd.from.y });
    expect(cd.route.at(-1)).toEqual({ x: cd.to.x, y: cd.to.y });
  });

  it('runs a connection to a later row out of its socket, along the gap between the rows and into its input', () => {
    const wrapped = wrapLayout(wide, 2);
    const bc = wrapped.edges[1];
    const [start, out, down, across, into, end] = bc.route;
    expect(start).toEqual({ x: bc.from.x, y: bc.from.y });
    expect(out.y).toBe(bc.from.y);
    expect(down.x).toBe(out.x);
    const rowOneBottom = Math.max(...wrapped.nodes.filter((n) => ['a', 'b'].includes(n.id)).map((n) => n.y + n.height));
    const rowTwoTop = Math.min(...wrapped.nodes.filter((n) => ['c', 'd'].includes(n.id)).map((n) => n.y));
    expect(down.y).toBeGreaterThan(rowOneBottom);
    expect(down.y).toBeLessThan(rowTwoTop);
    expect(across.y).toBe(down.y);
    expect(into.x).toBe(across.x);
    expect(into.x).toBeLessThan(bc.to.x);
    expect(end).toEqual({ x: bc.to.x, y: bc.to.y });
    // The two connections that cross the same gap run in lanes of their own.
    expect(wrapped.edges[3].route[2].y).not.toBe(down.y);
  });

  it('picks the widest arrangement that reads at 90% in a width, else the narrowest', () => {
    const variants = fitVariants(wide);
    expect(variants.map((v) => v.columns)).toEqual([4, 3, 2, 1]);
    expect(fittingVariant(variants, 0).columns).toBe(4);
    expect(fittingVariant(variants, Math.ceil(wide.width * 0.9)).columns).toBe(4);
    expect(fittingVariant(variants, Math.ceil(wide.width * 0.9) - 1).columns).toBe(3);
    expect(fittingVariant(variants, 100).columns).toBe(1);
    const placement = placementOf(variants[2].layout);
    expect(placement.nodes.c).toEqual({ x: 16, y: expect.any(Number) });
    expect(placement.routes).toHaveLength(edges.length);
  });

  it('leaves a layout that already has that few columns as it is', () => {
    expect(wrapLayout(wide, 4)).toBe(wide);
  });

  it('writes the stylesheet components/flowFit.css holds', () => {
    expect(readFileSync('components/flowFit.css', 'utf8')).toBe(fitStylesheet());
  });

  it('rounds a switch width up to the ladder, within its ends', () => {
    expect(fitBreakpoint(410.4)).toBe(450);
    expect(fitBreakpoint(450)).toBe(450);
    expect(fitBreakpoint(451)).toBe(500);
    expect(fitBreakpoint(10)).toBe(200);
    expect(fitBreakpoint(5000)).toBe(1600);
  });
});
