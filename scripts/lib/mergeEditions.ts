/** How scripts/build.ts puts the builds of the editions together into one site folder. */
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { editionKey, splitEdition } from '../../config/editions';

/** Every file under `dir`, relative to it. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** The edition a file of the site belongs to, by its path: 'v1/zh/llms.txt' → 'v1.zh', '404.html' → the default. */
export function ownerOf(file: string): string {
  return editionKey(splitEdition(`/${file.split(path.sep).join('/')}`));
}

/** Files every build writes for every edition, whose content is that build's: the 404 page, the llms files. */
const WRITTEN_BY_EVERY_BUILD = /(^|\/)(404\.html|llms(-full)?\.txt)$/;

/**
 * Empties `site` and moves each build's files into it, in the order given. Every build writes some files of the
 * other editions too (Rspress writes an llms.txt for each, listing none of their pages, and a 404 page): of those,
 * the file of the edition the path belongs to is kept. Any other file two builds wrote (the flow files, shared
 * assets) must be the same in both, or the merge stops naming the file and both builds.
 */
export async function mergeEditions(site: string, builds: { key: string; dir: string }[]): Promise<void> {
  await rm(site, { recursive: true, force: true });
  const owners = new Map<string, string>();
  for (const { key, dir } of builds) {
    if (!existsSync(dir)) throw new Error(`[build] the build of ${key} wrote nothing to ${dir}`);
    for (const file of await filesUnder(dir)) {
      const target = path.join(site, file);
      const earlier = owners.get(file);
      if (earlier !== undefined) {
        if (WRITTEN_BY_EVERY_BUILD.test(file.split(path.sep).join('/'))) {
          if (ownerOf(file) === key) await rename(path.join(dir, file), target);
          continue;
        }
        const [ours, theirs] = await Promise.all([readFile(path.join(dir, file)), readFile(target)]);
        if (ours.equals(theirs)) continue;
        throw new Error(`[build] ${file}: the builds of ${earlier} and ${key} wrote different files at this path`);
      }
      owners.set(file, key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(path.join(dir, file), target);
    }
  }
}

/** The routes read from the docs folder that were not built, and the routes built that it does not list. */
export function pageListDifferences(expected: Set<string>, built: Set<string>): string[] {
  return [
    ...[...expected].filter((route) => !built.has(route)).map((route) => `not built: ${route}`),
    ...[...built].filter((route) => !expected.has(route)).map((route) => `built but not in docs/: ${route}`),
  ];
}
