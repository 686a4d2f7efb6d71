/**
 * A flow file's notices for a page's Markdown copy, which Rspress compiles without the build's flow step: the copy
 * reads the file itself (it is compiled for Node only) and says what the picture lists under it.
 */
import { readFileSync } from 'node:fs';
import { flowFilePath } from './files';
import { flowNoticeSentences } from './notices';

export function flowFileNotices(name: string, lang: string, root = process.cwd()): string[] {
  const file = flowFilePath(root, name);
  return file ? flowNoticeSentences(JSON.parse(readFileSync(file, 'utf8')), lang) : [];
}
