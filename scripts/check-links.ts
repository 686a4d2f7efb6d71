/**
 * Crawls the built site: `npx tsx scripts/check-links.ts [dir] [base]` (default doc_build and /). Every internal
 * link of every page must lead to a served file and every #fragment to an id on its page. Exits 1 and lists
 * each broken link with the page it is on.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { checkLinks, type LinkProblem } from './lib/links';

export async function crawl(
  dir: string,
  base = '/',
): Promise<{ pages: number; links: number; problems: LinkProblem[] }> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = new Set(
    entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/')),
  );
  const pages = new Map<string, string>();
  for (const file of files) if (file.endsWith('.html')) pages.set(file, await readFile(join(dir, file), 'utf8'));
  const problems = checkLinks(pages, files, base);
  let links = 0;
  for (const html of pages.values()) links += (html.match(/<a\s[^>]*?href="/gi) ?? []).length;
  return { pages: pages.size, links, problems };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'doc_build', base = '/'] = process.argv.slice(2);
  const { pages, links, problems } = await crawl(dir, base);
  for (const p of problems) console.log(`${p.page}: ${p.href}: ${p.message}`);
  console.log(`${pages} pages, ${links} links, ${problems.length} broken.`);
  process.exit(problems.length ? 1 : 0);
}
