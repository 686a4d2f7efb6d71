import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadConfig as loadWithRsbuild } from '@rsbuild/core';
import { afterEach, describe, expect, it } from 'vitest';
import { CONFIG_FILE, loadConfig } from '../../scripts/lib/loadConfig.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const cache = path.join(root, 'node_modules/.cache');

describe("the build's config loader", () => {
  let project = '';
  afterEach(() => rmSync(project, { recursive: true, force: true }));

  it("gives each file its own import.meta, bundles JSON, and keeps packages as the project's", async () => {
    // Under the project's node_modules, so the bundle's packages resolve as the site's do.
    mkdirSync(cache, { recursive: true });
    project = mkdtempSync(path.join(cache, 'load-config-test-'));
    mkdirSync(path.join(project, 'lib'));
    writeFileSync(
      path.join(project, 'lib/where.ts'),
      'export const where: Record<string, string> = { dirname: import.meta.dirname, filename: import.meta.filename, url: import.meta.url };\n',
    );
    writeFileSync(path.join(project, 'lib/texts.json'), '{ "hello": "你好" }\n');
    writeFileSync(
      path.join(project, CONFIG_FILE),
      [
        "import { parseDocument } from 'htmlparser2';",
        "import texts from './lib/texts.json';",
        // Imported both ways, as the site's files do.
        "import sameTexts from './lib/texts.json' with { type: 'json' };",
        "import { where } from './lib/where';",
        'const own: string = import.meta.dirname;',
        "export default { root: 'site', own, where, hello: texts.hello, same: sameTexts.hello, parses: typeof parseDocument };",
        '',
      ].join('\n'),
    );
    const loaded = await loadConfig(project);
    const where = path.join(project, 'lib/where.ts');
    expect(loaded.content).toEqual({
      root: 'site',
      own: project,
      where: { dirname: path.dirname(where), filename: where, url: pathToFileURL(where).href },
      hello: '你好',
      same: '你好',
      parses: 'function',
    });
    expect(loaded.filePath).toBe(path.join(project, CONFIG_FILE));
    expect([...loaded.dependencies].sort()).toEqual(
      [path.join(project, CONFIG_FILE), path.join(project, 'lib/texts.json'), where].sort(),
    );
    // The bundle is removed once imported.
    expect(readdirSync(path.join(project, 'node_modules/.cache/patchbay-config'))).toEqual([]);
  });

  it('names the file and line of a syntax error', async () => {
    mkdirSync(cache, { recursive: true });
    project = mkdtempSync(path.join(cache, 'load-config-test-'));
    writeFileSync(path.join(project, CONFIG_FILE), "import { broken } from './broken';\nexport default { broken };\n");
    writeFileSync(path.join(project, 'broken.ts'), 'export const broken = {;\n');
    await expect(loadConfig(project)).rejects.toThrow(/broken\.ts:1:/);
  });

  it("reads the site's config as Rspress's CLI does (npm run dev starts through it)", async () => {
    const normal = (value: unknown) =>
      JSON.stringify(value, (_key, v) => {
        if (typeof v === 'function') return `function ${v.name}`;
        if (v instanceof RegExp) return String(v);
        return v;
      });
    const ours = await loadConfig(root);
    // Rsbuild's loader adds where the config came from, which the build gets as the result's `filePath`.
    const { _privateMeta, ...cli } = (await loadWithRsbuild({ cwd: root, configFileNames: [CONFIG_FILE] })).content as {
      _privateMeta?: { configFilePath?: string };
    };
    expect(normal(ours.content)).toBe(normal(cli));
    expect(ours.filePath).toBe(_privateMeta?.configFilePath);
    // The files the config is made of, including the plugins and the node data it reads.
    for (const file of ['plugins/builtPages/index.ts', 'data/nodes/image.ts', 'config/editions.ts', 'i18n.json']) {
      expect(ours.dependencies).toContain(path.join(root, file));
    }
    // Each is a file: a name that is not would drop the build cache on every build.
    expect(ours.dependencies.filter((file) => !existsSync(file))).toEqual([]);
  }, 60_000);
});
