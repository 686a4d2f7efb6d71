import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { deferScripts } from './deferScriptsLogic';
import { htmlFiles } from './htmlFiles';

/** After a production build: every page loads its scripts after its first paint (see deferScriptsLogic.ts). */
export function pluginDeferScripts(options: { root: string }): RspressPlugin {
  return {
    name: 'patchbay:defer-scripts',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(options.root, config.outDir ?? 'doc_build');
      const files = await htmlFiles(outDir);
      await Promise.all(
        files.map(async (file) =>
          writeFile(file, deferScripts(await readFile(file, 'utf8'), path.relative(options.root, file))),
        ),
      );
    },
  };
}
