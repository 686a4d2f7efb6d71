import { describe, expect, it } from 'vitest';
import { NODE_FILES, NODES } from '../../data/nodes';
import { CatalogError, type NodeEntry, validateCatalog } from '../../data/nodes/schema';

const good: NodeEntry = {
  id: 'FalExampleNode',
  name: 'Example',
  category: 'image',
  kind: 'executable',
  provider: 'fal',
  model: 'fal-ai/example',
  summary: 'Makes an example.',
  inputs: [{ name: 'prompt', type: 'text', required: true, description: 'What to make.' }],
  outputs: [{ name: 'image', type: 'image', description: 'The result.' }],
  properties: [
    { name: 'Size', type: 'enum', default: 'small', options: ['small', 'large'], description: 'How big.' },
    { name: 'Steps', type: 'integer', default: 10, min: 1, max: 50, description: 'How long.' },
  ],
  figures: [],
  aliases: ['example'],
  since: 'v1',
};

function problemsOf(entry: unknown, file = 'data/nodes/test.ts'): string[] {
  try {
    validateCatalog({ [file]: [entry] });
    return [];
  } catch (error) {
    if (error instanceof CatalogError) return error.problems;
    throw error;
  }
}

describe('validateCatalog', () => {
  it('accepts a complete entry', () => {
    expect(problemsOf(good)).toEqual([]);
  });

  it.each([
    [{ ...good, inputs: [{ ...good.inputs[0], type: 'smell' }] }, 'data/nodes/test.ts: FalExampleNode.inputs[0].type:'],
    [{ ...good, summary: undefined }, 'data/nodes/test.ts: FalExampleNode.summary:'],
    [{ ...good, id: 'fal-example' }, 'data/nodes/test.ts: fal-example.id: must be PascalCase and end in "Node"'],
    [{ ...good, category: 'sound' }, 'FalExampleNode.category:'],
    [{ ...good, provider: 'none' }, 'FalExampleNode.provider: an executable node needs a provider'],
    [{ ...good, model: undefined }, 'FalExampleNode.model: an executable node needs its model or endpoint id'],
    [{ ...good, outputs: [] }, 'FalExampleNode.outputs: a node needs at least one output'],
    [{ ...good, aliases: [] }, 'FalExampleNode.aliases:'],
    [{ ...good, since: 'v3' }, 'FalExampleNode.since:'],
    [{ ...good, colour: 'red' }, 'FalExampleNode: Unrecognized key: "colour"'],
    [
      { ...good, properties: [{ ...good.properties[0], default: 'huge' }] },
      'FalExampleNode.properties[0].default: default "huge" is not one of the options',
    ],
    [
      { ...good, properties: [{ ...good.properties[1], default: 99 }] },
      'FalExampleNode.properties[0].default: default 99 is above max 50',
    ],
    [{ ...good, inputs: [good.inputs[0], good.inputs[0]] }, 'FalExampleNode.inputs[1].name: "prompt" is listed twice'],
  ])('names the file, node and field of a bad entry (%#)', (entry, message) => {
    const problems = problemsOf(entry);
    expect(problems.join('\n')).toContain(message);
  });

  it('rejects the same id in two files, naming both', () => {
    expect(() => validateCatalog({ 'data/nodes/a.ts': [good], 'data/nodes/b.ts': [good] })).toThrow(
      'data/nodes/b.ts: FalExampleNode: id is also used in data/nodes/a.ts',
    );
  });

  it('accepts the real catalogue', () => {
    expect(validateCatalog(NODE_FILES)).toHaveLength(NODES.length);
  });
});
