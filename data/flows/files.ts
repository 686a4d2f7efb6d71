/** Where flow files live on disk (Node only: the build, its checks and the pages' Markdown copies read them). */
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The folder of flow files, from the project root. */
export const FLOWS_DIR = 'data/flows';

/**
 * The file of a flow by its name: a guide flow at the top, a node page's example in nodes/ (one name space, as the site
 * serves them flat); undefined for a name no file has.
 */
export function flowFilePath(root: string, name: string): string | undefined {
  return [path.join(root, FLOWS_DIR, `${name}.json`), path.join(root, FLOWS_DIR, 'nodes', `${name}.json`)].find(
    (file) => existsSync(file),
  );
}
