/**
 * Type-checks every page: compiles each .md/.mdx file under docs/ (and README.md and README.zh-CN.md, which
 * the site imports) to TSX in .mdx-check/, then runs tsc over the result, so a wrong
 * component prop or a missing import fails `npm run lint`. Errors name the source file.
 *
 * Incremental, so that a lint run after a small change takes seconds: a page whose source has not changed since
 * the last run (its hash is in the generated file's first line) is not compiled again, files of deleted pages
 * are removed, and tsc keeps its build info in .mdx-check/ (gitignored).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { prepareMdxSource } from './mdxSource';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, '.mdx-check');

async function listPages(dir: string): Promise<string[]> {
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
/**
 * The first line of a generated file: the source it came from, and a hash of that source and of the tools that
 * compile it (this script, scripts/mdxSource.ts and the locked package versions).
 */
const tools = createHash('sha256');
for (const tool of [
  import.meta.filename,
  path.join(root, 'scripts/mdxSource.ts'),
  path.join(root, 'package-lock.json'),
]) {
  tools.update(await readFile(tool));
}
const toolsHash = tools.digest('hex');
const header = (relative: string, source: string) =>
  `// Generated from ${relative} by scripts/typecheck-mdx.ts, ${createHash('sha256').update(toolsHash).update(source).digest('hex').slice(0, 16)}\n`;

const existing = new Set(
  (await readdir(outDir, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((e) => e.isFile() && e.name.endsWith('.tsx'))
    .map((e) => path.join(e.parentPath, e.name)),
);

let syntaxErrors = 0;
let compiledCount = 0;
for (const file of sources) {
  const relative = path.relative(root, file);
  const target = path.join(outDir, `${relative}.tsx`);
  existing.delete(target);
  try {
    const source = await readFile(file, 'utf8');
    const firstLine = header(relative, source);
    const previous = await readFile(target, 'utf8').catch(() => '');
    if (previous.startsWith(firstLine)) continue;
    const compiled = await compile(prepareMdxSource(source), {
      jsx: true,
      remarkPlugins: [remarkGfm],
    });
    await mkdir(path.dirname(target), { recursive: true });
    // The pragma comments confuse tsc (jsx settings come from tsconfig); MDX's own wrapper is untyped.
    const code = String(compiled.value)
      .replace(/^\/\*@jsx\w+ \w+\*\/\n/gm, '')
      .replace('function MDXContent(props = {})', 'function MDXContent(props: any = {})');
    await writeFile(target, `${firstLine}${code}`);
    compiledCount++;
  } catch (error) {
    syntaxErrors++;
    // A page that does not compile leaves no stale output behind to pass the type check.
    await rm(target, { force: true });
    console.error(`${relative}: ${(error as Error).message}`);
  }
}
// Pages deleted or renamed since the last run.
await Promise.all([...existing].map((stale) => rm(stale)));

await writeFile(
  path.join(outDir, 'tsconfig.json'),
  JSON.stringify({
    extends: '../tsconfig.json',
    compilerOptions: {
      noImplicitAny: false,
      noUnusedLocals: false,
      baseUrl: '..',
      incremental: true,
      tsBuildInfoFile: './.tsbuildinfo',
    },
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
console.log(`MDX type-check passed: ${sources.length} pages (${compiledCount} compiled again).`);
