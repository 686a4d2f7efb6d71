import path from 'node:path';

/** The site's output folder, relative to the project (default doc_build). */
export const OUT_DIR_ENV = 'PATCHBAY_OUT_DIR';

/**
 * A build's name, which its caches are kept under: its output folder. The test variants build beside the site, each
 * into its own folder, so each has its own caches.
 */
export function buildName(siteOutDir: string): string {
  return path.basename(siteOutDir);
}

/** Where a build keeps its search index files (plugins/searchIndex/), which the search scripts and the bench read. */
export function searchIndexCache(root: string, siteOutDir = 'doc_build'): string {
  return path.join(root, 'node_modules/.cache/patchbay-search', buildName(siteOutDir));
}

/** The flow layouts every build shares (data/flows/layout.ts): a layout depends on its input alone. */
export function flowLayoutCache(root: string): string {
  return path.join(root, 'node_modules/.cache/patchbay-flow-layout');
}
