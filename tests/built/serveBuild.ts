import { afterAll, beforeAll } from 'vitest';
import { type StaticServer, startStaticServer } from '../../scripts/lib/staticServer';

/**
 * Serves a build folder for the tests of one file, as the end-to-end tests' server does (the site's `_headers`, 404
 * page and base path), and returns `get(path)`: a fetch of a path of the site, relative to its base.
 */
export function serveBuild(root = 'doc_build', base = '/') {
  let server: StaticServer | undefined;
  beforeAll(async () => {
    server = await startStaticServer({ root, base });
  });
  afterAll(async () => {
    await server?.close();
  });
  return (path: string) => {
    if (!server) throw new Error(`the server of ${root}/ is not running (serveBuild is used outside a test)`);
    return fetch(`${server.url}${path}`);
  };
}
