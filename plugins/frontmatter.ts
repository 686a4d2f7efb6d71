import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { frontmatterProblems } from './frontmatterLogic';
import { gate } from './gate';

const NAME = 'patchbay:frontmatter';

/** Stops the build (and warns in dev) when any page's frontmatter is broken; see frontmatterLogic.ts. */
export function pluginFrontmatter(options: { root: string }): RspressPlugin {
  return {
    name: NAME,
    async routeGenerated(routes, isProd) {
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
      gate(NAME, [{ title: 'Frontmatter problems', problems }], isProd);
    },
  };
}
