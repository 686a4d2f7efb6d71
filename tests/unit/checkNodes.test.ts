import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// A contributor's first step of "Add a node": the entry is in the data, nothing else yet.
vi.mock('../../data/nodes', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../data/nodes')>();
  const text = real.NODE_FILES['data/nodes/basic.ts'][0];
  const fresh = { ...text, id: 'GlossaryNode', name: 'Glossary' };
  return {
    ...real,
    NODE_FILES: { ...real.NODE_FILES, 'data/nodes/basic.ts': [...real.NODE_FILES['data/nodes/basic.ts'], fresh] },
  };
});

describe('the node check (the build and scripts/check-nodes.ts)', () => {
  it("reports every problem of a new node at once, in the README's order: page, translation, changelog", async () => {
    const { checkNodeCatalog } = await import('../../plugins/nodeCatalog');
    const { sections } = checkNodeCatalog({
      root: path.resolve('.'),
      versions: ['v2', 'v1'],
      langs: ['en', 'zh'],
      reference: { version: 'v2', lang: 'en' },
    });
    const about = (title: string) =>
      sections.find((s) => s.title.startsWith(title))?.problems.filter((p) => p.includes('GlossaryNode')) ?? [];
    expect(sections.map((s) => s.title.split(' (')[0])).toEqual([
      'Invalid node data',
      'Node pages and data do not match',
      'Node translations do not match the data',
      'The node changelog does not match the data',
      'Pages send readers to retired models',
    ]);
    expect(about('Invalid node data')).toEqual([]);
    // Its Chinese page too, which only the build's translation check used to name.
    expect(about('Node pages')).toEqual(
      ['v2/en', 'v2/zh', 'v1/en', 'v1/zh'].map(
        (edition) =>
          `GlossaryNode: has data in data/nodes/ but no page docs/${edition}/guide/nodesref/GlossaryNode.mdx`,
      ),
    );
    expect(about('Node translations')).toEqual(['data/nodes/zh/: GlossaryNode: not translated']);
    expect(about('The node changelog').join('\n')).toContain('GlossaryNode: has no "added" entry');
  });
});
