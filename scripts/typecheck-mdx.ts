/**
 * Type-checks every page: compiles each .md/.mdx file under docs/ (and README.md and README.zh-CN.md, which
 * the site imports) to TSX in .mdx-check/, then runs tsc over the result, so a wrong
 * component prop or a missing import fails `npm run lint`. Errors name the source file.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { prepareMdxSource } from './mdxSource';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.mdx-check');

async function listPages(dir: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

const sources = [
  ...(await listPages(path.join(root, 'docs'))),
  path.join(root, 'README.md'),
  path.join(root, 'README.zh-CN.md'),
];
await rm(outDir, { recursive: true, force: true });

let syntaxErrors = 0;
for (const file of sources) {
  const relative = path.relative(root, file);
  const target = path.join(outDir, `${relative}.tsx`);
  try {
    const compiled = await compile(prepareMdxSource(await readFile(file, 'utf8')), {
      jsx: true,
      remarkPlugins: [remarkGfm],
    });
    await mkdir(path.dirname(target), { recursive: true });
    // The pragma comments confuse tsc (jsx settings come from tsconfig); MDX's own wrapper is untyped.
    const code = String(compiled.value)
      .replace(/^\/\*@jsx\w+ \w+\*\/\n/gm, '')
      .replace('function MDXContent(props = {})', 'function MDXContent(props: any = {})');
    await writeFile(target, `// Generated from ${relative} by scripts/typecheck-mdx.ts\n${code}`);
  } catch (error) {
    syntaxErrors++;
    console.error(`${relative}: ${(error as Error).message}`);
  }
}

await writeFile(
  path.join(outDir, 'tsconfig.json'),
  JSON.stringify({
    extends: '../tsconfig.json',
    compilerOptions: { noImplicitAny: false, noUnusedLocals: false, baseUrl: '..' },
    include: ['./**/*.tsx', '../env.d.ts'],
    exclude: [],
  }),
);

let typeErrors = false;
try {
  execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', outDir], {
    cwd: root,
    encoding: 'utf8',
  });
} catch (error) {
  typeErrors = true;
  const output = String((error as { stdout?: string }).stdout ?? error);
  console.error(output.replace(/\.mdx-check\/(.+?)\.tsx\(/g, '$1 (compiled line '));
}

if (syntaxErrors || typeErrors) {
  console.error(`MDX type-check failed (${sources.length} pages checked).`);
  process.exit(1);
}
console.log(`MDX type-check passed: ${sources.length} pages.`);
