import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

type Config = typeof import('../../rspress.config').default;

describe('the build cache', () => {
  let config: Config;
  // Loading the config loads every plugin and checks the node catalogue: seconds on a busy machine.
  beforeAll(async () => {
    config = (await import('../../rspress.config')).default;
  }, 60_000);

  it('is dropped when the data the remark steps read changes', () => {
    const cache = config.builderConfig?.performance?.buildCache;
    const dependencies = typeof cache === 'object' ? (cache.buildDependencies ?? []) : [];
    // The node catalogue (plugins/nodePageData.ts), its Chinese prose and the flows (plugins/flowFiles.ts).
    for (const file of ['data/nodes/image.ts', 'data/nodes/zh/image.ts', 'data/nodes/history.ts', 'data/catalog.ts']) {
      expect(dependencies).toContain(path.join(root, file));
    }
    expect(dependencies.some((file) => file.startsWith(path.join(root, 'data/flows/')))).toBe(true);
  });

  it('is kept apart per output folder, so builds running side by side do not overwrite each other', () => {
    const cache = config.builderConfig?.performance?.buildCache;
    const folder = typeof cache === 'object' ? cache.cacheDirectory : undefined;
    expect(folder).toBe(path.join(root, 'node_modules/.cache/rspack', path.basename(config.outDir ?? 'doc_build')));
  });

  it('starts afresh under another base path or search setting', () => {
    const cache = config.builderConfig?.performance?.buildCache;
    const digest = typeof cache === 'object' ? cache.cacheDigest : undefined;
    expect(digest).toContain(config.base);
    expect(digest?.length).toBe(3);
  });
});
