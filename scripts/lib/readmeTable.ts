import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const START = '[bench-start]: #';
const END = '[bench-end]: #';

/**
 * Puts `table` between the marker lines `[bench-start]: #` and `[bench-end]: #` of both READMEs: link definitions,
 * which neither GitHub nor MDX (the READMEs are also site pages) shows.
 */
export async function writeBenchTable(root: string, table: string): Promise<void> {
  for (const readme of ['README.md', 'README.zh-CN.md']) {
    const file = path.join(root, readme);
    const text = await readFile(file, 'utf8');
    if (!text.includes(START) || !text.includes(END)) {
      throw new Error(`${readme}: the marker lines "${START}" and "${END}" are missing`);
    }
    const updated = text.replace(/\[bench-start\]: #[\s\S]*?\[bench-end\]: #/, `${START}\n\n${table}\n\n${END}`);
    await writeFile(file, updated);
  }
}
