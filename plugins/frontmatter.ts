import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { FrontmatterError, frontmatterProblems } from './frontmatterLogic';

/** Every frontmatter problem of these pages (absolute paths), each naming the file (the build's and `npm run check`'s). */
export async function checkFrontmatter(files: string[], root: string): Promise<string[]> {
  const problems = await Promise.all(
    files.map(async (file) => frontmatterProblems(await readFile(file, 'utf8'), path.relative(root, file))),
  );
  return problems.flat();
}

/** Fails the build (and the dev server's start) when any page's frontmatter is broken; see frontmatterLogic.ts. */
export function pluginFrontmatter(options: { root: string }): RspressPlugin {
  return {
    name: 'patchbay:frontmatter',
    async routeGenerated(routes) {
      const problems = await checkFrontmatter(
        routes.map((route) => route.absolutePath),
        options.root,
      );
      if (problems.length > 0) throw new FrontmatterError(problems);
    },
  };
}
