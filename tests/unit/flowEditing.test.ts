import { describe, expect, it } from 'vitest';
import { checkConnection, type EditedNode, missingToRun, newNodeId } from '../../data/flows/editing';
import { getNodeIn } from '../../data/nodes/localized';

const node = (id: string, catalogId: string): EditedNode => ({ id, entry: getNodeIn(catalogId, 'en', 'v2') });
const nodes = [
  node('prompt', 'TextNode'),
  node('other', 'TextNode'),
  node('flux', 'FalFluxDevNode'),
  node('kling', 'FalKlingVideoNode'),
  node('look', 'StyleNode'),
  node('look-2', 'StyleNode'),
  node('chat', 'OpenAIChatNode'),
  node('chat-2', 'OpenAIChatNode'),
];

describe('checkConnection', () => {
  it('joins an output to an input of the same type', () => {
    expect(checkConnection(nodes, [], 'prompt.text', 'flux.prompt')).toBeNull();
    expect(checkConnection(nodes, [], 'flux.image', 'kling.image')).toBeNull();
  });

  it('refuses sockets of different types, naming both types', () => {
    expect(checkConnection(nodes, [], 'prompt.text', 'flux.image')).toEqual({
      reason: 'types',
      output: 'text',
      input: 'image',
    });
  });

  it('refuses a second connection into an input that accepts one, and allows it where the input accepts many', () => {
    const one = [{ from: 'prompt.text', to: 'flux.prompt' }];
    expect(checkConnection(nodes, one, 'other.text', 'flux.prompt')).toEqual({
      reason: 'accepts-one',
      input: 'prompt',
      node: 'flux',
    });
    const many = [{ from: 'look.style', to: 'flux.style' }];
    expect(checkConnection(nodes, many, 'look-2.style', 'flux.style')).toBeNull();
  });

  it('refuses a connection that closes a loop, naming the nodes around it', () => {
    const chain = [{ from: 'chat.text', to: 'chat-2.prompt' }];
    expect(checkConnection(nodes, chain, 'chat-2.text', 'chat.system')).toEqual({
      reason: 'cycle',
      path: ['chat', 'chat-2', 'chat'],
    });
  });

  it('refuses a node connected to itself, the same connection twice, and sockets that do not exist', () => {
    expect(checkConnection(nodes, [], 'chat.text', 'chat.system')).toEqual({ reason: 'same-node' });
    const made = [{ from: 'look.style', to: 'flux.style' }];
    expect(checkConnection(nodes, made, 'look.style', 'flux.style')).toEqual({ reason: 'exists' });
    expect(checkConnection(nodes, [], 'prompt.words', 'flux.prompt')).toEqual({
      reason: 'unknown',
      endpoint: 'prompt.words',
    });
    expect(checkConnection(nodes, [], 'prompt.text', 'gone.prompt')).toEqual({
      reason: 'unknown',
      endpoint: 'gone.prompt',
    });
  });
});

describe('missingToRun', () => {
  it("lists the executable nodes' unconnected required inputs and the keys of their providers, once each", () => {
    const missing = missingToRun(nodes.slice(0, 4), [{ from: 'prompt.text', to: 'flux.prompt' }]);
    expect(missing.inputs).toEqual([{ node: 'kling', input: 'prompt', type: 'text' }]);
    expect(missing.providers).toEqual([{ id: 'fal', name: 'fal', keyAnchor: 'fal' }]);
  });

  it('asks nothing of primitive nodes', () => {
    expect(missingToRun([node('prompt', 'TextNode'), node('look', 'StyleNode')], [])).toEqual({
      inputs: [],
      providers: [],
    });
  });
});

describe('newNodeId', () => {
  it('names a node after its catalogue id and numbers the next of the same kind', () => {
    const flux = getNodeIn('FalFluxDevNode', 'en', 'v2');
    expect(newNodeId(flux, [])).toBe('fal-flux-dev');
    expect(newNodeId(flux, ['fal-flux-dev'])).toBe('fal-flux-dev-2');
    expect(newNodeId(flux, ['fal-flux-dev', 'fal-flux-dev-2'])).toBe('fal-flux-dev-3');
  });
});

describe('the playground', async () => {
  const { fileFromState, findNodes, stateFromFile } = await import('../../data/flows/playState');
  const { nodesIn } = await import('../../data/nodes/localized');
  const catalog = nodesIn('en', 'v2');

  it('finds nodes by name, task words or socket type, and narrows to a socket type', () => {
    expect(findNodes(catalog, 'flux dev', '').map((n) => n.id)).toContain('FalFluxDevNode');
    // A node named as typed comes first, before nodes that only mention the word.
    expect(findNodes(catalog, 'text', '')[0].id).toBe('TextNode');
    expect(findNodes(catalog, 'text', '').length).toBeGreaterThan(10);
    expect(findNodes(catalog, 'upscale', '').length).toBeGreaterThan(1);
    const meshes = findNodes(catalog, '', 'mesh');
    expect(meshes.length).toBeGreaterThan(0);
    for (const entry of meshes) {
      expect(
        [...entry.inputs, ...entry.outputs].some((s) => s.type === 'mesh'),
        entry.id,
      ).toBe(true);
    }
    expect(findNodes(catalog, 'no node is called this', '')).toEqual([]);
  });

  it('reads back the flow file it writes, and refuses files it cannot use, naming the problem', () => {
    const state = {
      nodes: [
        { id: 'prompt', node: 'TextNode', position: { x: 0, y: 0 } },
        { id: 'flux', node: 'FalFluxDevNode', position: { x: 240, y: 0 } },
      ],
      connections: [{ from: 'prompt.text', to: 'flux.prompt' }],
    };
    const file = fileFromState(state, 'my-flow', true);
    expect(stateFromFile(JSON.parse(JSON.stringify(file)), 'saved').state).toEqual(state);
    expect(() => stateFromFile({ ...file, version: 'v1' }, 'saved')).toThrow(/the playground builds v2 flows/);
    expect(() => stateFromFile({ nodes: 'many' }, 'saved')).toThrow(/saved: /);
    expect(() => stateFromFile({ ...file, connections: [{ from: 'prompt.text', to: 'flux.image' }] }, 'saved')).toThrow(
      /the types differ/,
    );
  });

  it('exports an opened flow with everything it set: labels, property values, prompts, description and notes', () => {
    const opened = {
      format: 1,
      name: 'portrait',
      title: 'Portrait',
      description: 'A prompt paints a portrait.',
      version: 'v2',
      runnable: true,
      nodes: [
        { id: 'prompt', node: 'TextNode', label: { en: 'Scene', zh: '场景' }, value: 'a lighthouse keeper' },
        { id: 'flux', node: 'FalFluxDevNode', properties: { 'Image size': 'square' } },
      ],
      connections: [{ from: 'prompt.text', to: 'flux.prompt' }],
      notes: [{ text: 'Try a seed.', node: 'flux' }, { text: 'Runs on fal.' }],
    };
    const { state } = stateFromFile(opened, 'portrait');
    const file = fileFromState(state, 'portrait', true);
    expect(file.description).toBe(opened.description);
    expect(file.nodes[0]).toMatchObject({ label: { en: 'Scene', zh: '场景' }, value: 'a lighthouse keeper' });
    expect(file.nodes[1].properties).toEqual({ 'Image size': 'square' });
    expect(file.notes).toEqual(opened.notes);
    // A note about a node the reader removed goes with it, so the export still validates.
    const without = fileFromState({ ...state, nodes: state.nodes.slice(0, 1), connections: [] }, 'portrait', false);
    expect(without.notes).toEqual([{ text: 'Runs on fal.' }]);
    expect(stateFromFile(without, 'portrait').state.nodes).toHaveLength(1);
  });
});
