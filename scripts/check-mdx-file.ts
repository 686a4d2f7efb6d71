/** Compiles single MDX files the way the site does and reports syntax errors: `npx tsx scripts/check-mdx-file.ts <file>…`. */
import { readFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { prepareMdxSource } from './mdxSource';

let failed = 0;
for (const file of process.argv.slice(2)) {
  try {
    await compile(prepareMdxSource(await readFile(file, 'utf8')), { remarkPlugins: [remarkGfm] });
    console.log(`OK ${file}`);
  } catch (error) {
    failed++;
    console.log(`FAIL ${file}: ${(error as Error).message}`);
  }
}
process.exit(failed ? 1 : 0);
