import { describe, expect, it } from 'vitest';
import {
  describeFlow,
  edgePath,
  type FlowNode,
  type FlowPlacement,
  layoutFlow,
  NODE_WIDTH,
  socketOffset,
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
