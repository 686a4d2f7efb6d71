import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { FLOW_FORMAT, FlowError, flowJsonSchema, validateFlow } from '../../data/flows/schema';
import { nodesIn } from '../../data/nodes/localized';

const FILE = 'data/flows/test.json';
const catalogue = (version: string) => nodesIn('en', version);

/** A runnable two-node flow: a Text node's text feeding FLUX.1 [dev]'s prompt. */
function flow(overrides: Record<string, unknown> = {}) {
  return {
    format: FLOW_FORMAT,
    name: 'text-to-image',
    title: 'Text to image',
    version: 'v2',
    runnable: true,
    nodes: [
      { id: 'prompt', node: 'TextNode', value: 'A red fox in snow' },
      { id: 'flux', node: 'FalFluxDevNode', properties: { 'Image size': 'square HD', 'Inference steps': 28 } },
    ],
    connections: [{ from: 'prompt.text', to: 'flux.prompt' }],
    ...overrides,
  };
}

function problemsOf(input: unknown): string[] {
  try {
    validateFlow(input, FILE, catalogue);
  } catch (error) {
    if (error instanceof FlowError) return error.problems;
    throw error;
  }
  return [];
}

describe('validateFlow', () => {
  it('accepts a valid flow and resolves each connection to catalogue sockets', () => {
    const checked = validateFlow(flow(), FILE, catalogue);
    expect(checked.catalog.get('flux')?.name).toBe('FLUX.1 [dev]');
    expect(checked.connections).toHaveLength(1);
    expect(checked.connections[0].to.socket).toMatchObject({ name: 'prompt', type: 'text', required: true });
  });

  it('names the file and field of a malformed file', () => {
    expect(problemsOf({ ...flow(), format: 2 })).toEqual([expect.stringMatching(/^data\/flows\/test\.json: format: /)]);
    expect(problemsOf({ ...flow(), name: 'Text To Image' })[0]).toMatch(/name: must be lower-case words/);
    expect(problemsOf({ ...flow(), extra: true })[0]).toMatch(/extra/);
    expect(problemsOf(flow({ connections: [{ from: 'prompt', to: 'flux.prompt' }] }))[0]).toMatch(
      /connections\.0\.from: must be "<node id>.<socket name>"/,
    );
  });

  it('rejects an unknown node, naming the flow node and the catalogue version', () => {
    const nodes = [...flow().nodes, { id: 'ghost', node: 'FalGhostNode' }];
    expect(problemsOf(flow({ nodes }))).toEqual([
      `${FILE}: node "ghost": FalGhostNode is not a node of the v2 catalogue`,
    ]);
  });

  it('rejects a node the version does not have yet', () => {
    const nodes = [
      { id: 'style', node: 'StyleNode' },
      { id: 'flux', node: 'FalFluxDevNode' },
    ];
    expect(problemsOf(flow({ version: 'v1', runnable: false, nodes, connections: [] }))).toEqual([
      `${FILE}: node "style": StyleNode is not a node of the v1 catalogue`,
    ]);
  });

  it('rejects unknown sockets, naming the connection and the sockets the node has', () => {
    const problems = problemsOf(flow({ connections: [{ from: 'prompt.words', to: 'flux.caption' }] }));
    expect(problems).toContain(
      `${FILE}: connection prompt.words → flux.caption: TextNode has no output "words" (its outputs: text)`,
    );
    expect(problems).toContain(
      `${FILE}: connection prompt.words → flux.caption: FalFluxDevNode has no input "caption" (its inputs: prompt, image, style)`,
    );
  });

  it('rejects a connection to a node that is not in the flow', () => {
    expect(problemsOf(flow({ connections: [{ from: 'text.text', to: 'flux.prompt' }] }))).toContain(
      `${FILE}: connection text.text → flux.prompt: no node "text" in this flow`,
    );
  });

  it('rejects a type mismatch', () => {
    const nodes = [...flow().nodes, { id: 'picture', node: 'ImageNode' }];
    const connections = [...flow().connections, { from: 'picture.image', to: 'flux.prompt' }];
    expect(problemsOf(flow({ nodes, connections }))).toEqual([
      `${FILE}: connection picture.image → flux.prompt: the types differ: the output carries image, the input takes text`,
    ]);
  });

  it('rejects a second connection into an input that accepts one, and allows it where the input accepts many', () => {
    const nodes = [...flow().nodes, { id: 'second', node: 'TextNode' }];
    expect(
      problemsOf(flow({ nodes, connections: [...flow().connections, { from: 'second.text', to: 'flux.prompt' }] })),
    ).toEqual([
      `${FILE}: connection second.text → flux.prompt: "prompt" of FalFluxDevNode accepts one connection, and another already feeds it`,
    ]);
    const styles = [...flow().nodes, { id: 'a', node: 'StyleNode' }, { id: 'b', node: 'StyleNode' }];
    const intoStyle = [
      ...flow().connections,
      { from: 'a.style', to: 'flux.style' },
      { from: 'b.style', to: 'flux.style' },
    ];
    expect(problemsOf(flow({ nodes: styles, connections: intoStyle }))).toEqual([]);
  });

  it('rejects a cycle, naming the nodes on it', () => {
    const nodes = [
      { id: 'a', node: 'TextNode' },
      { id: 'b', node: 'TextNode' },
    ];
    const connections = [
      { from: 'a.text', to: 'b.text' },
      { from: 'b.text', to: 'a.text' },
    ];
    expect(problemsOf(flow({ nodes, connections, runnable: false }))).toEqual([
      `${FILE}: the connections make a cycle: a → b → a`,
    ]);
  });

  it('rejects a runnable flow with a required input left unconnected, and accepts it when not runnable', () => {
    expect(problemsOf(flow({ connections: [] }))).toEqual([
      `${FILE}: node "flux": required input "prompt" is not connected (the flow says it is runnable)`,
    ]);
    expect(problemsOf(flow({ connections: [], runnable: false }))).toEqual([]);
  });

  it('checks property names and values against the node', () => {
    const withProperties = (properties: Record<string, unknown>) =>
      flow({ nodes: [flow().nodes[0], { id: 'flux', node: 'FalFluxDevNode', properties }] });
    expect(problemsOf(withProperties({ 'Image size': 'huge' }))[0]).toMatch(
      /node "flux": property "Image size": "huge" is not one of its options \(square HD, /,
    );
    expect(problemsOf(withProperties({ 'Inference steps': 80 }))).toEqual([
      `${FILE}: node "flux": property "Inference steps": 80 is above its maximum 50`,
    ]);
    expect(problemsOf(withProperties({ 'Inference steps': 2.5 }))[0]).toMatch(/must be a whole number/);
    expect(problemsOf(withProperties({ Seeds: 1 }))[0]).toMatch(/FalFluxDevNode has no property "Seeds" \(it has: /);
  });

  it('rejects a property the connected inputs leave without effect, and one that acts on an unconnected input', () => {
    // FLUX.1 [dev] as if its Image size did nothing with an image connected, and Seed acted only on the image.
    const tagged = (version: string) =>
      catalogue(version).map((node) =>
        node.id !== 'FalFluxDevNode'
          ? node
          : {
              ...node,
              properties: node.properties.map((p) =>
                p.name === 'Image size'
                  ? { ...p, unusedWith: 'image' }
                  : p.name === 'Inference steps'
                    ? { ...p, onlyWith: 'image' }
                    : p,
              ),
            },
      );
    const check = (input: unknown) => {
      try {
        validateFlow(input, FILE, tagged);
        return [];
      } catch (error) {
        return (error as FlowError).problems;
      }
    };
    const photo = { id: 'photo', node: 'ImageNode' };
    const connected = (properties: Record<string, unknown>) =>
      flow({
        nodes: [flow().nodes[0], photo, { id: 'flux', node: 'FalFluxDevNode', properties }],
        connections: [...flow().connections, { from: 'photo.image', to: 'flux.image' }],
      });
    expect(check(connected({ 'Image size': 'square HD' }))).toEqual([
      `${FILE}: node "flux": property "Image size" does nothing while "image" is connected (FalFluxDevNode ignores it then): leave it out`,
    ]);
    expect(check(connected({ 'Inference steps': 28 }))).toEqual([]);
    expect(
      check(
        flow({
          nodes: [flow().nodes[0], { id: 'flux', node: 'FalFluxDevNode', properties: { 'Image size': 'square HD' } }],
        }),
      ),
    ).toEqual([]);
    expect(
      check(
        flow({
          nodes: [flow().nodes[0], { id: 'flux', node: 'FalFluxDevNode', properties: { 'Inference steps': 28 } }],
        }),
      ),
    ).toEqual([
      `${FILE}: node "flux": property "Inference steps" acts only on "image", which is not connected: leave it out or connect it`,
    ]);
  });

  it('lets only a primitive node hold a value', () => {
    const nodes = [flow().nodes[0], { id: 'flux', node: 'FalFluxDevNode', value: 'hello' }];
    expect(problemsOf(flow({ nodes }))).toEqual([
      `${FILE}: node "flux": only a primitive node holds a value (FalFluxDevNode is executable)`,
    ]);
  });
});

describe('flowJsonSchema', () => {
  const validate = new Ajv2020({ allErrors: true, allowUnionTypes: true }).compile(
    flowJsonSchema('https://docs.example.com'),
  );

  it('is a JSON Schema that a standard validator accepts, with its own address', () => {
    expect(flowJsonSchema('https://docs.example.com/')).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://docs.example.com/flow.schema.json',
    });
    expect(validate(flow()), JSON.stringify(validate.errors)).toBe(true);
  });

  it("rejects what the zod schema rejects in a file's shape", () => {
    for (const bad of [
      { ...flow(), format: 2 },
      { ...flow(), nodes: [] },
      { ...flow(), surprise: 1 },
      flow({ connections: [{ from: 'prompt', to: 'flux.prompt' }] }),
      flow({ nodes: [{ id: 'Prompt', node: 'TextNode' }] }),
    ]) {
      expect(validate(bad), JSON.stringify(bad)).toBe(false);
      expect(problemsOf(bad).length).toBeGreaterThan(0);
    }
  });
});
