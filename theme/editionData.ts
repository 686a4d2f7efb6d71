/**
 * The browser's half of plugins/editionData/: which edition's routes, page list and sidebar a page runs with. The
 * page's HTML loads that edition's chunk before the main script; its share is run here by its id. The edition
 * is the one of the address the browser opened, read like every other path (config/editions.ts); an address outside
 * the site's base, or of no known edition, gets the default edition's (the not-found page shows there).
 */
import { EDITIONS, editionKey, splitEdition } from '../config/editions';

/** The key of the edition `pathname` belongs to, among `keys`; the default edition's where it belongs to none. */
export function editionOfPath(pathname: string, base: string, keys: readonly string[]): string {
  const inSite = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : '/';
  const { rest: _rest, ...edition } = splitEdition(inSite);
  const key = editionKey(edition);
  return keys.includes(key) ? key : editionKey(EDITIONS[0]);
}

type ModuleId = string | number;

/**
 * The share of the opened page's edition, run by id. A chunk that did not load (its script failed) is an error
 * naming the edition: the page stays as its HTML showed it, without the scripts that make it interactive.
 */
export function editionShare(
  idByEdition: Record<string, ModuleId>,
  base: string,
  installed: Record<ModuleId, unknown>,
  run: (id: ModuleId) => unknown,
  pathname = window.location.pathname,
): Record<string, Record<string, unknown>> {
  const key = editionOfPath(pathname, base, Object.keys(idByEdition));
  const id = idByEdition[key];
  if (!(id in installed)) {
    throw new Error(`[patchbay] the routes and page list of the edition ${key} did not load (module ${id})`);
  }
  return run(id) as Record<string, Record<string, unknown>>;
}
