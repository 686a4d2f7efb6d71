import type { RspressPlugin } from '@rspress/core';

/**
 * One plugin whose afterBuild runs the given plugins' afterBuild hooks one after another. Rspress runs the
 * afterBuild hooks of separate plugins side by side, so two that rewrite the same HTML files would overwrite
 * each other's changes (the Open Graph tags and the CSP meta tag).
 */
export function afterBuildInOrder(name: string, plugins: RspressPlugin[]): RspressPlugin {
  for (const plugin of plugins) {
    const extra = Object.keys(plugin).filter((key) => key !== 'name' && key !== 'afterBuild');
    if (extra.length) throw new Error(`[${name}] ${plugin.name} has hooks besides afterBuild: ${extra.join(', ')}`);
  }
  return {
    name,
    async afterBuild(config, isProd) {
      for (const plugin of plugins) await plugin.afterBuild?.(config, isProd);
    },
  };
}
