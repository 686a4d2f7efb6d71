import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Puts `table` between the `<!-- bench:start -->` and `<!-- bench:end -->` markers of both READMEs. */
export async function writeBenchTable(root: string, table: string): Promise<void> {
  for (const readme of ['README.md', 'README.zh-CN.md']) {
    const file = path.join(root, readme);
    const text = await readFile(file, 'utf8');
    if (!text.includes('<!-- bench:start -->') || !text.includes('<!-- bench:end -->')) {
      throw new Error(`${readme}: the <!-- bench:start --> and <!-- bench:end --> markers are missing`);
    }
    const updated = text.replace(
      /<!-- bench:start -->[\s\S]*?<!-- bench:end -->/,
      `<!-- bench:start -->\n${table}\n<!-- bench:end -->`,
    );
    await writeFile(file, updated);
  }
}
