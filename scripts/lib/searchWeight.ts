/**
 * What the search fetches when the browser is idle, read from a build's files: each edition's index chunk and the
 * search's code (theme/search/indexLoader.ts), gzip at level 9 as a static host sends them.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface SearchWeight {
  /** Each edition's index (`v2.en`), kB gzip. */
  indexGzipKb: Record<string, number>;
  /** The search's code: its own chunk and the chunk of MiniSearch and the stemmer, kB gzip. */
  engineGzipKb: number;
  /** Those chunks' file names. */
  engineFiles: string[];
}

/** An index chunk, named by its webpackChunkName (`search-index-[request]`): `search-index-v2-en-json.<hash>.js`. */
const INDEX_CHUNK = /^search-index-(.+)-([^-]+)-json\.[0-9a-f]+\.js$/;
const ENGINE_CHUNK = /^search-engine\.[0-9a-f]+\.js$/;
/**
 * The split chunk that holds MiniSearch has no name of its own; its error messages mark it (one that no page's text
 * holds: the README's pages name MiniSearch too).
 */
const MINISEARCH = 'MiniSearch: cannot remove document with';

const gzipKb = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length / 1024;

export async function searchWeight(outDir: string): Promise<SearchWeight> {
  const dir = path.join(outDir, 'static/js/async');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.js')).sort();
  const indexGzipKb: Record<string, number> = {};
  let engineGzipKb = 0;
  const engineFiles: string[] = [];
  for (const file of files) {
    const bytes = await readFile(path.join(dir, file));
    const index = file.match(INDEX_CHUNK);
    if (index) indexGzipKb[`${index[1]}.${index[2]}`] = gzipKb(bytes);
    else if (ENGINE_CHUNK.test(file) || bytes.includes(MINISEARCH)) {
      engineGzipKb += gzipKb(bytes);
      engineFiles.push(file);
    }
  }
  if (!Object.keys(indexGzipKb).length) throw new Error(`${dir}: no search index chunk (search-index-*-json.*.js)`);
  if (!engineFiles.some((file) => ENGINE_CHUNK.test(file))) {
    throw new Error(`${dir}: no search code chunk (search-engine.*.js)`);
  }
  return { indexGzipKb, engineGzipKb, engineFiles };
}
