import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { FrontmatterError, frontmatterProblems } from './frontmatterLogic';

/** Fails the build (and the dev server's start) when any page's frontmatter is broken; see frontmatterLogic.ts. */
export function pluginFrontmatter(options: { root: string }): RspressPlugin {
  return {
    name: 'patchbay:frontmatter',
    async routeGenerated(routes) {
      const problems = (
        await Promise.all(
          routes.map(async (route) =>
            frontmatterProblems(
              await readFile(route.absolutePath, 'utf8'),
              path.relative(options.root, route.absolutePath),
            ),
          ),
        )
      ).flat();
      if (problems.length > 0) throw new FrontmatterError(problems);
    },
  };
}
