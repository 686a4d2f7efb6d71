/**
 * A flow file's notices for a page's Markdown copy, which Rspress compiles without the build's flow step: the copy
 * reads the file itself (it is compiled for Node only) and says what the picture lists under it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { flowNoticeSentences } from './notices';

const FLOWS_DIR = 'data/flows';

export function flowFileNotices(name: string, lang: string, root = process.cwd()): string[] {
  for (const file of [
    path.join(root, FLOWS_DIR, `${name}.json`),
    path.join(root, FLOWS_DIR, 'nodes', `${name}.json`),
  ]) {
    if (existsSync(file)) return flowNoticeSentences(JSON.parse(readFileSync(file, 'utf8')), lang);
  }
  return [];
}
