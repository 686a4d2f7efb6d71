import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';

// A contributor's slip: the Text node's output names a socket type that does not exist.
vi.mock('../../data/nodes', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../data/nodes')>();
  const [text, ...rest] = real.NODE_FILES['data/nodes/basic.ts'];
  const broken = { ...text, outputs: [{ ...text.outputs[0], type: 'banana' }] };
  return { ...real, NODE_FILES: { ...real.NODE_FILES, 'data/nodes/basic.ts': [broken, ...rest] } };
});

describe('the node catalogue plugin', () => {
  it('stops the build on bad node data, naming the file, the node and the field', async () => {
    const { pluginNodeCatalog } = await import('../../plugins/nodeCatalog');
    const plugin = pluginNodeCatalog({
      root: path.resolve(import.meta.dirname, '../..'),
      versions: ['v2', 'v1'],
      langs: ['en', 'zh'],
      reference: { version: 'v2', lang: 'en' },
      prefix: () => '',
      labels: () => ({}),
    });
    const config = plugin.config;
    if (!config) throw new Error('the plugin has no config hook, which is where it checks the catalogue');
    // The hook Rspress calls with the config before it builds anything.
    expect(() => config({}, { addPlugin: () => {}, removePlugin: () => {} }, true)).toThrow(
      /^\[patchbay:node-catalog\] Invalid node data \(data\/nodes\/\):\n {2}- data\/nodes\/basic\.ts: TextNode\.outputs\[0\]\.type: /,
    );
  });
});
