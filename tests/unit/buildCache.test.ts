import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

describe('the build cache', () => {
  it('is dropped when the data the remark steps read changes', async () => {
    const config = (await import('../../rspress.config')).default;
    const cache = config.builderConfig?.performance?.buildCache;
    const dependencies = typeof cache === 'object' ? (cache.buildDependencies ?? []) : [];
    // The node catalogue (plugins/nodePageData.ts), its Chinese prose and the flows (plugins/flowFiles.ts).
    for (const file of ['data/nodes/image.ts', 'data/nodes/zh/image.ts', 'data/nodes/history.ts', 'data/catalog.ts']) {
      expect(dependencies).toContain(path.join(root, file));
    }
    expect(dependencies.some((file) => file.startsWith(path.join(root, 'data/flows/')))).toBe(true);
  });
});
