import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { DomUtils } from 'htmlparser2';
import { EDITIONS, type Edition, editionKey } from '../../config/editions';
import { editionChunkName } from '../editionData';
import { attribute, type Document, elementsNamed, newElement } from './builtHtml';

/** Where the build wrote Rspress's async chunks, under the output folder. */
const ASYNC_DIR = 'static/js/async';

/**
 * The file of each edition's chunk (plugins/editionData/), by edition key, as a path under the output folder. A
 * build without one for some edition wrote pages that cannot start: an error naming the edition and the folder.
 */
export async function editionChunkFiles(outDir: string, editions: readonly Edition[] = EDITIONS) {
  const names = await readdir(path.join(outDir, ASYNC_DIR));
  return new Map(
    editions.map((edition) => {
      const prefix = `${editionChunkName(edition)}.`;
      const found = names.filter((name) => name.startsWith(prefix) && name.endsWith('.js'));
      if (found.length !== 1) {
        throw new Error(
          `[patchbay:built-pages] expected one chunk ${prefix}<hash>.js for the edition ${editionKey(edition)} in ${path.join(outDir, ASYNC_DIR)}, found ${found.length}`,
        );
      }
      return [editionKey(edition), `${ASYNC_DIR}/${found[0]}`];
    }),
  );
}

/**
 * Puts the page's edition chunks (`files`, under the site's `base`) before its first `<script defer src>`: deferred
 * scripts run in document order, so their modules are installed when the main script asks for them.
 */
export function addEditionScripts(document: Document, files: string[], base: string, where: string): void {
  const first = elementsNamed(document, 'script').find(
    (script) => attribute(script, 'defer') !== undefined && attribute(script, 'src') !== undefined,
  );
  if (!first) throw new Error(`${where}: no <script defer src> to load the edition's routes before`);
  for (const file of files) DomUtils.prepend(first, newElement('script', { defer: '', src: `${base}${file}` }));
}
