import path from 'node:path';
import { type Edition, editionKey } from './editions';

/** The edition a build renders alone (`v1.zh`, scripts/build.ts); unset, a build renders every edition. */
export const EDITION_ENV = 'PATCHBAY_EDITION';
/** The site's output folder, relative to the project (default doc_build). */
export const OUT_DIR_ENV = 'PATCHBAY_OUT_DIR';

/**
 * A build's name, which its caches are kept under: the site's output folder, and the edition when it builds one.
 * The test variants build beside the site, each into its own folder, so each has its own caches.
 */
export function buildName(siteOutDir: string, edition?: Edition): string {
  return edition ? `${path.basename(siteOutDir)}.${editionKey(edition)}` : path.basename(siteOutDir);
}

/** Where the build of one edition writes its pages, before scripts/build.ts moves them into the site's folder. */
export function editionOutDir(root: string, siteOutDir: string, edition: Edition): string {
  return path.join(root, 'node_modules/.cache/patchbay-editions', buildName(siteOutDir, edition));
}

/** The flow layouts every build shares (data/flows/layout.ts): a layout depends on its input alone. */
export function flowLayoutCache(root: string): string {
  return path.join(root, 'node_modules/.cache/patchbay-flow-layout');
}
