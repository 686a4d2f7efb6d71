import { describe, expect, it } from 'vitest';
import { NODE_FILES, NODES } from '../../data/nodes';
import { CatalogError, type NodeEntry, validateCatalog } from '../../data/nodes/schema';

const LIFECYCLE_SOURCE = { url: 'https://example.com/deprecations', checked: '2026-11-28' };

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
  source: { checked: '2026-11-27', docs: [{ url: 'https://fal.ai/models/fal-ai/example/api' }] },
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
    // A default on either bound is inside the range.
    for (const bound of [1, 50]) {
      expect(problemsOf({ ...good, properties: [{ ...good.properties[1], default: bound }] })).toEqual([]);
    }
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
    // One step past each bound.
    [
      { ...good, properties: [{ ...good.properties[1], default: 51 }] },
      'FalExampleNode.properties[0].default: default 51 is above max 50',
    ],
    [
      { ...good, properties: [{ ...good.properties[1], default: 0 }] },
      'FalExampleNode.properties[0].default: default 0 is below min 1',
    ],
    [{ ...good, inputs: [good.inputs[0], good.inputs[0]] }, 'FalExampleNode.inputs[1].name: "prompt" is listed twice'],
    [
      { ...good, source: undefined },
      "FalExampleNode.source: an executable node needs its source: the provider's pages its facts come from and the date they were checked",
    ],
    [{ ...good, source: { ...good.source, checked: '27.11.2026' } }, 'FalExampleNode.source.checked: must be a date'],
    [
      { ...good, source: { ...good.source, checked: '2026-13-40' } },
      'FalExampleNode.source.checked: is not a calendar date',
    ],
    [
      { ...good, source: { checked: '2026-11-27', docs: [] } },
      'FalExampleNode.source.docs: give at least one page of the provider',
    ],
    [
      { ...good, source: { checked: '2026-11-27', docs: [{ url: 'http://example.com/api' }] } },
      'FalExampleNode.source.docs[0].url: must be an https URL',
    ],
    [{ ...good, lifecycle: { status: 'gone', date: '2026-11-27' } }, 'FalExampleNode.lifecycle.status:'],
    // A reader can check a "Retired" tag only when the data says where it is stated.
    [{ ...good, lifecycle: { status: 'retired', date: '2026-11-27' } }, 'FalExampleNode.lifecycle.source:'],
    [
      {
        ...good,
        lifecycle: {
          status: 'retired',
          date: '2026-11-27',
          source: { url: 'http://x.example', checked: '2026-11-28' },
        },
      },
      'FalExampleNode.lifecycle.source.url: must be an https URL',
    ],
    [
      {
        ...good,
        lifecycle: {
          status: 'deprecated',
          date: '2026-11-27',
          source: { url: 'https://x.example', checked: '2026-11-28', thirdParty: true },
        },
      },
      'FalExampleNode.lifecycle.source.thirdParty: only a retirement is shown as reported by a third party',
    ],
    [
      {
        ...good,
        properties: [
          {
            ...good.properties[0],
            deprecatedOptions: { medium: { status: 'retired', date: '2026-01-01', source: LIFECYCLE_SOURCE } },
          },
        ],
      },
      'FalExampleNode.properties[0].deprecatedOptions.medium: "medium" is not one of the options',
    ],
    [
      {
        ...good,
        properties: [
          {
            ...good.properties[0],
            deprecatedOptions: {
              small: { status: 'deprecated', date: '2026-01-01', replacement: 'tiny', source: LIFECYCLE_SOURCE },
            },
          },
        ],
      },
      'FalExampleNode.properties[0].deprecatedOptions: replacement "tiny" is not one of the options',
    ],
    // A deprecation says when it was announced or when the model stops; only a deprecation has a stop ahead.
    [
      { ...good, lifecycle: { status: 'deprecated', source: LIFECYCLE_SOURCE } },
      'FalExampleNode.lifecycle.date: a deprecation needs the day it was announced (date) or the day the model stops (shutdown), or both',
    ],
    [
      { ...good, lifecycle: { status: 'retired', shutdown: '2026-12-01', source: LIFECYCLE_SOURCE } },
      'FalExampleNode.lifecycle.date: a retirement needs its date',
    ],
    [
      {
        ...good,
        lifecycle: { status: 'retired', date: '2026-11-01', shutdown: '2026-12-01', source: LIFECYCLE_SOURCE },
      },
      'FalExampleNode.lifecycle.shutdown: only a deprecation has a shutdown ahead',
    ],
    [
      {
        ...good,
        lifecycle: { status: 'deprecated', date: '2026-12-01', shutdown: '2026-12-01', source: LIFECYCLE_SOURCE },
      },
      'FalExampleNode.lifecycle.shutdown: the shutdown comes after the announcement (date)',
    ],
    // A required property has no default; the input a property depends on must exist.
    [
      { ...good, properties: [{ ...good.properties[0], required: true }] },
      'FalExampleNode.properties[0].required: a property with a default is never missing',
    ],
    [
      { ...good, properties: [{ ...good.properties[0], unusedWith: 'mask' }] },
      'FalExampleNode.properties[0].unusedWith: "mask" is not an input of this node (its inputs: ',
    ],
    [
      { ...good, properties: [{ ...good.properties[0], onlyWith: 'mask' }] },
      'FalExampleNode.properties[0].onlyWith: "mask" is not an input of this node',
    ],
  ])('names the file, node and field of a bad entry (%#)', (entry, message) => {
    const problems = problemsOf(entry);
    expect(problems.join('\n')).toContain(message);
  });

  it('accepts a deprecation that gives only the day the model stops', () => {
    const lifecycle = { status: 'deprecated', shutdown: '2026-12-01', source: LIFECYCLE_SOURCE };
    expect(problemsOf({ ...good, lifecycle })).toEqual([]);
  });

  it('accepts a source that says what it could not confirm instead of a page', () => {
    expect(
      problemsOf({ ...good, source: { checked: '2026-11-27', docs: [], unconfirmed: 'No page lists it.' } }),
    ).toEqual([]);
  });

  it("needs a deprecated node's replacement to be a node of the catalogue", () => {
    const old = {
      ...good,
      id: 'FalOldNode',
      lifecycle: { status: 'deprecated', date: '2026-10-01', replacement: 'FalNewNode', source: LIFECYCLE_SOURCE },
    };
    expect(() => validateCatalog({ 'data/nodes/a.ts': [old] })).toThrow(
      'data/nodes/a.ts: FalOldNode.lifecycle.replacement: no node "FalNewNode"',
    );
    expect(validateCatalog({ 'data/nodes/a.ts': [old, { ...good, id: 'FalNewNode' }] })).toHaveLength(2);
  });

  it('every executable node of the catalogue has its source and check date', () => {
    const missing = NODES.filter((n) => n.kind === 'executable' && !n.source?.checked).map((n) => n.id);
    expect(missing).toEqual([]);
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
