import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { devProblems } from './shared/gate';

/** The module the dev server's problem panel reads (theme/components/DevProblems.tsx). */
export const DEV_PROBLEMS_MODULE = 'virtual-dev-problems';

/**
 * Shows the problems the dev server let through (plugins/shared/gate.ts) in the browser too, where a contributor looks, not
 * only in a terminal they may not watch: a panel on every page until the problems are fixed. Rsbuild's own overlay
 * shows build errors only. Listed after the checking plugins; their config hooks all run before the modules are made.
 * A build never gets the panel: there the same problems stop it.
 */
export function pluginDevProblems(root: string): RspressPlugin {
  return {
    name: 'patchbay:dev-problems',
    config(config, _utils, isProd) {
      if (isProd !== false) return config;
      return {
        ...config,
        globalUIComponents: [...(config.globalUIComponents ?? []), path.join(root, 'theme/components/DevProblems.tsx')],
      };
    },
    addRuntimeModules() {
      return { [DEV_PROBLEMS_MODULE]: `export default ${JSON.stringify(devProblems())};` };
    },
  };
}
