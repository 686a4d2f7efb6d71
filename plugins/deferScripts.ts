import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { deferScripts } from './deferScriptsLogic';

/** After a production build: every page loads its scripts after its first paint (see deferScriptsLogic.ts). */
export function pluginDeferScripts(options: { root: string }): RspressPlugin {
  return {
    name: 'patchbay:defer-scripts',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(options.root, config.outDir ?? 'doc_build');
      const entries = await readdir(outDir, { withFileTypes: true, recursive: true });
      const files = entries
        .filter((e) => e.isFile() && e.name.endsWith('.html'))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) =>
          writeFile(file, deferScripts(await readFile(file, 'utf8'), path.relative(options.root, file))),
        ),
      );
    },
  };
}
