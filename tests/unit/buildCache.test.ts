import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

type Config = typeof import('../../rspress.config').default;

describe('the build cache', () => {
  let config: Config;
  // Loading the config loads every plugin and checks the node catalogue: seconds on a busy machine.
  beforeAll(async () => {
    config = (await import('../../rspress.config')).default;
  }, 60_000);

  it('is dropped when the data the MDX steps read changes', () => {
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

type RspackConfig = { name: string; dependencies?: string[]; plugins: unknown[] };

/** An environment's Rspack config as Rsbuild hands it to `tools.rspack` (the parts the site's function touches). */
const rspackConfigOf = (name: string): RspackConfig => ({
  name,
  plugins: [],
});

describe("the build's environments", () => {
  let config: Config;
  beforeAll(async () => {
    config = (await import('../../rspress.config')).default;
  }, 60_000);

  it('are built one after another: web, then the pages (node), then the Markdown copies (node_md)', async () => {
    const rspress = await readFile(path.join(root, 'node_modules/@rspress/core/dist/node/initRsbuild.js'), 'utf8');
    const chain = config.builderConfig?.tools?.rspack;
    expect(typeof chain).toBe('function');
    const after: Record<string, unknown> = {};
    for (const name of ['web', 'node', 'node_md']) {
      // The names Rspress gives its environments (theme/RSPRESS_INTERNALS.md).
      expect(rspress).toMatch(new RegExp(`\\b${name}: \\{`));
      const rspackConfig = rspackConfigOf(name);
      (chain as (c: typeof rspackConfig, u: unknown) => void)(rspackConfig, { rspack });
      after[name] = rspackConfig.dependencies;
    }
    expect(after).toEqual({ web: undefined, node: ['web'], node_md: ['node'] });
  });

  it("point the components' i18n.json at Rspress's copy", () => {
    const chain = config.builderConfig?.tools?.rspack as (c: RspackConfig, u: unknown) => void;
    const web = rspackConfigOf('web');
    chain(web, { rspack });
    const replacement = web.plugins.find((p) => p instanceof rspack.NormalModuleReplacementPlugin);
    expect(replacement).toBeDefined();
  });

  it("render pages in the build's own thread, without Rspress's SSG workers", () => {
    expect(config.ssg ?? true).toBe(true);
  });
});
