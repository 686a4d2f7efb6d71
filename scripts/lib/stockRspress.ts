/**
 * Stock Rspress on the site's Markdown, for scripts/bench-build.ts to compare the site's build with: Rspress's default
 * theme and no plugins, the same languages and versions, the Markdown copies and llms.txt on (the site publishes
 * them too). The docs import the site's components (`@components/...`); here each becomes a stub that renders its
 * children, so the pages compile without the site's theme.
 */
import { mkdir, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANG, DEFAULT_VERSION, LANGS, VERSIONS } from '../../config/editions';
import { NOT_PAGES } from '../../config/siteRoutes';

/** The stock site's build cache, in its folder. */
export const STOCK_CACHE = '.cache';

/** `import { A, B } from '@components/x/y'` at the start of a line of a page. */
const COMPONENT_IMPORT = /^import \{([^}]*)\} from '@components\/([^']+)'/gm;

/** The names each `@components/...` module is imported with, across the pages under `docsRoot`. */
export async function componentImports(docsRoot: string): Promise<Map<string, Set<string>>> {
  const modules = new Map<string, Set<string>>();
  for (const file of await readdir(docsRoot, { recursive: true })) {
    if (!/\.mdx?$/.test(file)) continue;
    for (const [, names, module] of (await readFile(path.join(docsRoot, file), 'utf8')).matchAll(COMPONENT_IMPORT)) {
      const known = modules.get(module) ?? new Set<string>();
      for (const name of names.split(',').map((n) => n.trim())) if (name) known.add(name);
      modules.set(module, known);
    }
  }
  return modules;
}

/** Each stub module's file, relative to the stubs folder: a module that is also a folder of others is its index. */
export function stubFiles(modules: Map<string, Set<string>>): Map<string, string> {
  const folders = new Set(
    [...modules.keys()].flatMap((m) => {
      const parts = m.split('/');
      return parts.slice(0, -1).map((_, i) => parts.slice(0, i + 1).join('/'));
    }),
  );
  return new Map(
    [...modules].map(([module, names]) => [
      folders.has(module) ? `${module}/index.tsx` : `${module}.tsx`,
      `${[...names].map((n) => `export const ${n} = (props: { children?: unknown }) => (props.children ?? null) as never;`).join('\n')}\n`,
    ]),
  );
}

/** The stock site's config: the site's languages and versions, its excluded folders, llms on. */
export function stockConfig(docsRoot: string, outDir: string): string {
  const locales = LANGS.map(({ lang, label }) => ({ lang, label }));
  return `import path from 'node:path';
import { defineConfig } from '@rspress/core';

export default defineConfig({
  root: ${JSON.stringify(docsRoot)},
  outDir: ${JSON.stringify(outDir)},
  llms: true,
  lang: ${JSON.stringify(DEFAULT_LANG)},
  locales: ${JSON.stringify(locales)},
  multiVersion: { default: ${JSON.stringify(DEFAULT_VERSION)}, versions: ${JSON.stringify(VERSIONS)} },
  // The site's flow files and their schema are files its own build writes.
  markdown: { link: { checkDeadLinks: { excludes: (url: string) => /\\.json$/.test(url) } } },
  route: { exclude: ${JSON.stringify(NOT_PAGES.map((folder) => `**/${folder}/**`))} },
  builderConfig: {
    resolve: { alias: { '@components': path.join(import.meta.dirname, 'stubs') } },
    // Rspress's build cache, in this folder: by default it would share the project's node_modules/.cache (the link).
    performance: { buildCache: { cacheDirectory: path.join(import.meta.dirname, ${JSON.stringify(STOCK_CACHE)}) } },
  },
});
`;
}

/**
 * Writes the stock site into `dir` (emptied first): its config, the stubs, and a link to the project's node_modules.
 * Returns the folder its build writes to.
 */
export async function writeStockSite(root: string, dir: string): Promise<string> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const docsRoot = path.join(root, 'docs');
  const outDir = path.join(dir, 'doc_build');
  for (const [file, text] of stubFiles(await componentImports(docsRoot))) {
    await mkdir(path.dirname(path.join(dir, 'stubs', file)), { recursive: true });
    await writeFile(path.join(dir, 'stubs', file), text);
  }
  await writeFile(path.join(dir, 'rspress.config.ts'), stockConfig(docsRoot, outDir));
  await symlink(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  return outDir;
}
