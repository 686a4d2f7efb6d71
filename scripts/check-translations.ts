/**
 * Checks translation parity for every version under a docs root:
 * `npx tsx scripts/check-translations.ts [docsRoot]` (default `docs`). Exits 1 and lists each problem
 * with its file when a page is missing in a language, its heading ids differ, a Chinese page is mostly English, or
 * one English heading reads differently in Chinese on different pages.
 * With two folders, `npx tsx scripts/check-translations.ts docs/v2/en some/dir/zh`, it checks only the
 * pages that exist in the second folder (a translation in progress) against the first.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { checkHeadingTerms, checkParity, type ParityProblem } from './lib/translations';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

export async function checkDocsRoot(root: string): Promise<ParityProblem[]> {
  const problems: ParityProblem[] = [];
  const all: Record<string, Record<string, Record<string, string>>> = {};
  for (const version of (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory())) {
    const pages: Record<string, Record<string, string>> = {};
    for (const lang of (await readdir(join(root, version.name), { withFileTypes: true })).filter((e) =>
      e.isDirectory(),
    )) {
      const dir = join(root, version.name, lang.name);
      pages[lang.name] = {};
      for (const file of await filesUnder(dir)) pages[lang.name][file] = await readFile(join(dir, file), 'utf8');
    }
    for (const p of checkParity(pages)) problems.push({ ...p, page: `${root}/${version.name}/${p.page}` });
    all[version.name] = pages;
  }
  for (const p of checkHeadingTerms(all)) problems.push({ ...p, page: `${root}/${p.page}` });
  return problems;
}

async function checkPartial(referenceDir: string, translatedDir: string): Promise<ParityProblem[]> {
  const lang = translatedDir.replace(/\/+$/, '').split('/').at(-1) ?? 'zh';
  const translated: Record<string, string> = {};
  for (const file of await filesUnder(translatedDir))
    translated[file] = await readFile(join(translatedDir, file), 'utf8');
  const reference: Record<string, string> = {};
  for (const file of await filesUnder(referenceDir)) {
    if (
      file.replace(/\.mdx?$/, '') in
      Object.fromEntries(Object.keys(translated).map((f) => [f.replace(/\.mdx?$/, ''), 1]))
    ) {
      reference[file] = await readFile(join(referenceDir, file), 'utf8');
    }
  }
  return checkParity({ en: reference, [lang]: translated }).map((p) => ({
    ...p,
    page: join(translatedDir, '..', p.page),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [first, second] = process.argv.slice(2);
  const problems = second ? await checkPartial(first, second) : await checkDocsRoot(first ?? 'docs');
  for (const p of problems) console.log(`${p.page}: ${p.message}`);
  console.log(problems.length ? `${problems.length} translation problem(s)` : 'Translations are in parity.');
  process.exit(problems.length ? 1 : 0);
}
