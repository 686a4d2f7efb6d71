import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { gate } from '../shared/gate';
import { frontmatterProblems } from './rules';

const NAME = 'patchbay:frontmatter';

/** Every frontmatter problem of these pages (absolute paths), each naming the file (the build's and `npm run check`'s). */
export async function checkFrontmatter(files: string[], root: string): Promise<string[]> {
  const problems = await Promise.all(
    files.map(async (file) => frontmatterProblems(await readFile(file, 'utf8'), path.relative(root, file))),
  );
  return problems.flat();
}

/** Stops the build (and warns in dev) when any page's frontmatter is broken; see rules.ts. */
export function pluginFrontmatter(options: { root: string }): RspressPlugin {
  return {
    name: NAME,
    async routeGenerated(routes, isProd) {
      const problems = await checkFrontmatter(
        routes.map((route) => route.absolutePath),
        options.root,
      );
      gate(NAME, [{ title: 'Frontmatter problems', problems }], isProd);
    },
  };
}
