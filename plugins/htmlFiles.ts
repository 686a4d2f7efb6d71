import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every HTML file the build wrote under `dir`, as absolute paths. */
export async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}
