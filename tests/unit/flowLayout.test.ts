import { describe, expect, it } from 'vitest';
import { describeFlow, type FlowNode, layoutFlow } from '../../components/flowLayout';

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
  inputs: [{ name: 'prompt', type: 'text' }],
  outputs: [{ name: 'image', type: 'image' }],
};
const kling: FlowNode = {
  id: 'kling',
  label: 'Kling',
  kind: 'executable',
  inputs: [
    { name: 'prompt', type: 'text' },
    { name: 'image', type: 'image' },
  ],
  outputs: [{ name: 'video', type: 'video' }],
};

describe('layoutFlow', () => {
  it('puts each node one column right of its deepest input', () => {
    const layout = layoutFlow(
      't',
      [kling, flux, text],
      [
        { from: 'prompt.text', to: 'flux.prompt' },
        { from: 'flux.image', to: 'kling.image' },
        { from: 'prompt.text', to: 'kling.prompt' },
      ],
    );
    const column = Object.fromEntries(layout.nodes.map((n) => [n.id, n.column]));
    expect(column).toEqual({ prompt: 0, flux: 1, kling: 2 });
    const x = Object.fromEntries(layout.nodes.map((n) => [n.id, n.x]));
    expect(x.prompt).toBeLessThan(x.flux);
    expect(x.flux).toBeLessThan(x.kling);
  });

  it('starts each edge at the output socket and ends it at the input socket', () => {
    const layout = layoutFlow('t', [text, flux], [{ from: 'prompt.text', to: 'flux.prompt' }]);
    const [edge] = layout.edges;
    const [prompt, gen] = layout.nodes;
    expect(edge.from.x).toBe(prompt.x + prompt.width);
    expect(edge.to.x).toBe(gen.x);
    expect(edge.type).toBe('text');
    expect(layout.width).toBeGreaterThan(gen.x + gen.width);
  });

  it('describes every connection in words', () => {
    const layout = layoutFlow('t', [text, flux], [{ from: 'prompt.text', to: 'flux.prompt' }]);
    expect(describeFlow(layout)).toBe('Text (text) connects to FLUX.1 [dev] (prompt) with a text connection.');
  });

  it.each([
    [
      [text, flux],
      [{ from: 'prompt.text', to: 'nope.prompt' }],
      'FlowDiagram "Bad": edge prompt.text → nope.prompt: no node "nope"',
    ],
    [[text, flux], [{ from: 'prompt.words', to: 'flux.prompt' }], 'node "prompt" has no output "words"'],
    [[text, kling], [{ from: 'prompt.text', to: 'kling.image' }], 'a text output cannot connect to a image input'],
    [[text, { ...text }], [], 'node id "prompt" is used twice'],
    [[{ ...text, outputs: [{ name: 'x', type: 'smell' }] } as unknown as FlowNode], [], 'unknown type "smell"'],
  ])('rejects bad data with the diagram and the part named (%#)', (nodes, edges, message) => {
    expect(() => layoutFlow('Bad', nodes as FlowNode[], edges)).toThrow(message);
  });

  it('rejects cycles', () => {
    const loop: FlowNode = {
      id: 'a',
      label: 'A',
      kind: 'primitive',
      inputs: [{ name: 'in', type: 'text' }],
      outputs: [{ name: 'out', type: 'text' }],
    };
    const loop2: FlowNode = { ...loop, id: 'b', label: 'B' };
    expect(() =>
      layoutFlow(
        'Loop',
        [loop, loop2],
        [
          { from: 'a.out', to: 'b.in' },
          { from: 'b.out', to: 'a.in' },
        ],
      ),
    ).toThrow(/cycle/);
  });
});

describe('inputs that accept one or many connections', () => {
  const source = (id: string): FlowNode => ({ ...text, id, label: id });
  const target = (many: boolean): FlowNode => ({
    id: 'gen',
    label: 'Gen',
    kind: 'executable',
    inputs: [{ name: 'prompt', type: 'text', many }],
    outputs: [],
  });
  const edges = [
    { from: 'a.text', to: 'gen.prompt' },
    { from: 'b.text', to: 'gen.prompt' },
  ];

  it('takes several connections on an input that accepts many', () => {
    expect(layoutFlow('t', [source('a'), source('b'), target(true)], edges).edges).toHaveLength(2);
  });

  it('rejects a second connection on an input that accepts one', () => {
    expect(() => layoutFlow('t', [source('a'), source('b'), target(false)], edges)).toThrow(
      'input gen.prompt has several connections but does not accept many',
    );
  });
});
