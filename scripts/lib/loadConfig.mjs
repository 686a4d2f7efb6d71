import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { bundleRequire } from 'bundle-require';

export const CONFIG_FILE = 'rspress.config.ts';

/**
 * The site's config (rspress.config.ts in `cwd`) for the build, as Rspress's `build` takes it: bundled with esbuild
 * (bundle-require) and imported. Rspress's CLI loads it through jiti, which compiles each TypeScript file the config
 * imports (about 90) with Babel: on a cold build that cost more than the rest of loading the config (bench/build.md).
 * `npm run dev` still starts through the CLI; tests/unit/loadConfig.test.ts checks that both see the same config.
 * `dependencies` lists every file in the bundle, so Rsbuild's build cache is dropped when one changes.
 */
export async function loadConfig(cwd) {
  const filePath = path.join(cwd, CONFIG_FILE);
  // The bundle is written and imported from here, so its packages resolve from the project's node_modules.
  const dir = path.join(cwd, 'node_modules/.cache/patchbay-config');
  await mkdir(dir, { recursive: true });
  const { mod, dependencies } = await bundleRequire({
    filepath: filePath,
    cwd,
    getOutputFile: () => path.join(dir, `${CONFIG_FILE}.${process.pid}.${Date.now()}.mjs`),
    esbuildOptions: {
      logLevel: 'error',
      // bundle-require gives each file its own `import.meta.url`, `__dirname` and `__filename`, but not Node's newer
      // `import.meta.dirname` and `import.meta.filename`: these name its per-file values (its variable names; if they
      // change, loading the config fails with a ReferenceError).
      define: { 'import.meta.dirname': '__injected_dirname__', 'import.meta.filename': '__injected_filename__' },
    },
  });
  // esbuild names a file imported with attributes by both ("texts.json with { type: 'json' }"): Rspack would take that
  // for a file that is missing, and drop its cache on every build.
  const files = new Set(dependencies.map((input) => path.resolve(cwd, input.replace(/ with \{.*\}$/, ''))));
  return { content: mod.default, filePath, dependencies: [...files] };
}
