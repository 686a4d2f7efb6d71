/**
 * What the build checks while it compiles the pages, checked on the Markdown source without compiling: `npm run check`
 * runs it in a second or two (on a warm cache), the build minutes later.
 * - Links and anchors, as Rspress checks them (`markdown.link.checkDeadLinks`, `checkAnchors` in rspress.config.ts):
 *   every Markdown link and link definition of a page (or a fragment, or a Markdown file a page imports) leads to a
 *   page of the site or a file the build publishes, and every `#anchor` to a heading id of its target page, with the
 *   ids Rspress gives headings (its own `parseToc`).
 * - The components the build fills from data: each flow a page draws (plugins/flowFiles.ts, `flowUse`) and each
 *   node component's data (plugins/nodePageData.ts, `nodeDataFor`), by the same functions.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { parseToc } from '@rspress/core/dist/node/mdx/remarkPlugins/toc.js';
import type { Definition, Link, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { gfm } from 'micromark-extension-gfm';
import { mdxjs } from 'micromark-extension-mdxjs';
import { visit } from 'unist-util-visit';
import { DEFAULT_LANG, DEFAULT_VERSION, LANGS, routeKey, VERSIONS } from '../../config/editions';
import { NOT_PAGES, routeOfPageFile } from '../../config/siteRoutes';
import { isPublishedFlowFile } from '../../data/flows/names';
import { checkFlows, flowUse, type JsxElement } from '../../plugins/flowFiles';
import { nodeDataFor, pageEdition } from '../../plugins/nodePageData';
import { prepareMdxSource } from '../mdxSource';

/** A Markdown file the site compiles: where it sits, the edition its links are read in, and what it links to. */
interface SourceFile {
  /** Relative to the project, for messages. */
  file: string;
  /** Its edition, for a file under docs/{version}/{lang}/; a file outside docs/ (an imported README) has none. */
  edition?: { version: string; lang: string };
  /** The route of a page (a fragment or an imported file is no page: its own `#anchor` links are not checked). */
  route?: string;
  anchors: Set<string>;
  links: { url: string; line?: number }[];
  /** The page's JSX elements without their children, and each attribute's value only when it is a literal. */
  elements: PageElement[];
}

type PageElement = JsxElement & { line?: number };

const langs = LANGS.map((l) => l.lang) as string[];
const versions = VERSIONS as readonly string[];

/** A URL with a scheme (`https:`, `mailto:`) leaves the site: Rspress's `isExternalUrl`. */
const EXTERNAL = /^[a-zA-Z][a-zA-Z\d+\-.]*:/;

/** Parses one file as Rspress does before its link step: MDX (or Markdown for .md) with GFM, the source prepared. */
function parse(source: string, file: string): Root {
  const mdx = file.endsWith('.mdx');
  return fromMarkdown(prepareMdxSource(source), {
    extensions: mdx ? [mdxjs(), gfm()] : [gfm()],
    mdastExtensions: mdx ? [mdxFromMarkdown(), gfmFromMarkdown()] : [gfmFromMarkdown()],
  });
}

type Parsed = Pick<SourceFile, 'links' | 'elements'> & { anchors: string[] };

/**
 * What parsing found in each file, by a hash of its content and of the code that reads it: parsing is nearly all
 * of the check's time (some 3 s of CPU for the docs), and between two runs few files change.
 */
class ParseCache {
  private readonly file = path.join(import.meta.dirname, '../../node_modules/.cache/patchbay-check/pages.json');
  private readonly salt: string;
  private entries: Record<string, Parsed> = {};
  private used: Record<string, Parsed> = {};
  private changed = false;

  constructor() {
    const code = ['docPages.ts', '../mdxSource.ts'].map((f) => readFileSync(path.join(import.meta.dirname, f), 'utf8'));
    const rspress = readFileSync(
      path.join(import.meta.dirname, '../../node_modules/@rspress/core/package.json'),
      'utf8',
    );
    this.salt = createHash('sha1').update(code.join('\0')).update(rspress).digest('hex');
    try {
      this.entries = JSON.parse(readFileSync(this.file, 'utf8'));
    } catch {
      // No cache yet, or an unreadable one: everything is parsed.
    }
  }

  get(relative: string, source: string): Parsed {
    const key = createHash('sha1').update(this.salt).update(path.extname(relative)).update(source).digest('hex');
    let parsed = this.entries[key];
    if (!parsed) {
      const tree = parse(source, relative);
      const links: SourceFile['links'] = [];
      visit(tree, ['link', 'definition'], (node) => {
        const { url, position } = node as Link | Definition;
        links.push({ url, line: position?.start.line });
      });
      const elements: PageElement[] = [];
      visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
        const { type, name, attributes, position } = node as MdxJsxFlowElement | MdxJsxTextElement;
        // An expression's syntax tree is not needed (the build's steps only tell a literal from an expression).
        // A name and a literal value are all the build's steps read of an attribute: an expression (its syntax tree
        // and all) is kept as its type, and a spread as what it is.
        const kept = attributes.map((a) =>
          a.type === 'mdxJsxExpressionAttribute'
            ? { type: a.type }
            : { type: a.type, name: a.name, value: typeof a.value === 'string' ? a.value : { type: a.value?.type } },
        );
        elements.push({ type, name, attributes: kept, line: position?.start.line });
      });
      parsed = { anchors: parseToc(tree).anchorIds, links, elements };
      this.changed = true;
    }
    this.used[key] = parsed;
    return parsed;
  }

  /** Keeps the entries of this run only, so the file does not grow with every edit. */
  save(): void {
    if (!this.changed && Object.keys(this.used).length === Object.keys(this.entries).length) return;
    // Written whole under a name of its own, then renamed: a check running at the same time reads one file or the other.
    const temporary = `${this.file}.${process.pid}.${threadId}`;
    try {
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(temporary, JSON.stringify(this.used));
      renameSync(temporary, this.file);
    } catch {
      // A cache that cannot be written only makes the next run parse again.
    }
  }
}

function read(
  cache: ParseCache,
  root: string,
  relative: string,
  edition: SourceFile['edition'],
  route?: string,
): SourceFile {
  const { anchors, links, elements } = cache.get(relative, readFileSync(path.join(root, relative), 'utf8'));
  return { file: relative, edition, route, anchors: new Set(anchors), links, elements };
}

/** A link's target page as edition-prefixed route key (`v1/zh/guide/flows`), or undefined for a link that is no page. */
function targetOf(from: SourceFile, pathPart: string, root: string): string | undefined {
  const decoded = safeDecode(pathPart);
  if (decoded.startsWith('/')) {
    // Rspress's `autoPrefix`: a root-relative link without a version is read in the page's version, and without a
    // language too, in the page's language.
    const parts = decoded.split('/').filter(Boolean);
    let version = versions.includes(parts[0]) ? parts.shift() : undefined;
    let lang = langs.includes(parts[0]) ? parts.shift() : undefined;
    if (!version && from.edition) {
      version = from.edition.version;
      lang ??= from.edition.lang;
    }
    const rest = `/${parts.join('/')}${decoded.endsWith('/') ? '/' : ''}`;
    return `${version ?? DEFAULT_VERSION}/${lang ?? DEFAULT_LANG}${routeKey(rest.replace(/\.mdx?$/, ''))}`;
  }
  // A relative link is a file next to this one, under docs/{version}/{lang}/.
  const target = path.relative(path.join(root, 'docs'), path.join(root, path.dirname(from.file), decoded));
  const [version, lang, ...rest] = target.split(path.sep);
  if (target.startsWith('..') || !versions.includes(version) || !langs.includes(lang)) return undefined;
  return `${version}/${lang}${routeKey(routeOfPageFile(rest.join('/')))}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The Markdown files under docs/ (pages and fragments), relative to the project. */
function docsFiles(root: string): string[] {
  return readdirSync(path.join(root, 'docs'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Markdown files outside docs/ that a page imports (`import Readme from '../../../README.md'`): compiled too. */
function importedMarkdown(root: string, file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(/^import\s+\w+\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm)]
    .map((m) => path.relative(root, path.join(root, path.dirname(file), m[1])))
    .filter((imported) => imported.startsWith('..') === false && !imported.startsWith(`docs${path.sep}`));
}

/** Every Markdown file the site compiles, read and parsed; a file that cannot be is a problem naming it. */
export function readDocs(root: string): { files: SourceFile[]; problems: string[] } {
  const problems: string[] = [];
  const files: SourceFile[] = [];
  const cache = new ParseCache();
  const imported = new Set<string>();
  for (const relative of docsFiles(root)) {
    const [, version, lang, ...rest] = relative.split(path.sep);
    const inPage = rest.join('/');
    const isPage = !rest.some((folder) => NOT_PAGES.includes(folder));
    try {
      files.push(read(cache, root, relative, { version, lang }, isPage ? routeOfPageFile(inPage) : undefined));
    } catch (error) {
      problems.push(`${relative}: cannot be read or parsed (${(error as Error).message})`);
      continue;
    }
    for (const other of importedMarkdown(root, relative)) imported.add(other);
  }
  for (const relative of imported) {
    try {
      files.push(read(cache, root, relative, undefined));
    } catch (error) {
      problems.push(`${relative}: cannot be read or parsed (${(error as Error).message})`);
    }
  }
  cache.save();
  return { files, problems };
}

/**
 * Every dead link and dead anchor in the site's Markdown, each naming the file, line and link. A link the build
 * publishes a file for (the flow files and their schema, `isPublishedFlowFile`) is not a page, as in the build's
 * `checkDeadLinks.excludes`.
 */
export function linkProblems(files: SourceFile[], root: string): string[] {
  const problems: string[] = [];
  const pages = new Map<string, SourceFile>();
  for (const file of files) {
    if (file.edition && file.route)
      pages.set(`${file.edition.version}/${file.edition.lang}${routeKey(file.route)}`, file);
  }
  for (const from of files) {
    for (const { url, line } of from.links) {
      if (!url || EXTERNAL.test(url)) continue;
      const where = `${from.file}${line ? `:${line}` : ''}`;
      const [withoutHash, hash = ''] = url.split('#');
      const pathPart = withoutHash.split('?')[0];
      let target: SourceFile | undefined;
      if (pathPart === '') {
        // `#anchor` on the page itself; Rspress cannot tell a fragment's or an imported file's page, nor can this.
        if (!from.route || !from.edition) continue;
        target = from;
      } else {
        if (isPublishedFlowFile(pathPart)) continue;
        const key = targetOf(from, pathPart, root);
        target = key ? pages.get(key) : undefined;
        if (!target) {
          problems.push(`${where}: link "${url}" leads to no page${key ? ` (looked for docs/${key})` : ''}`);
          continue;
        }
      }
      if (hash && !target.anchors.has(safeDecode(hash))) {
        problems.push(`${where}: link "${url}": ${target.file} has no heading with the id "${safeDecode(hash)}"`);
      }
    }
  }
  return problems;
}

/**
 * What the build's MDX steps would stop on in the pages' components, each naming the page and component: a flow
 * without its file, of another version or without its title or description, and a node component without its node.
 */
export function componentProblems(files: SourceFile[], root: string): string[] {
  const problems: string[] = [];
  const docsDir = path.join(root, 'docs');
  const { flows } = checkFlows(root);
  for (const file of files) {
    const absolute = path.join(root, file.file);
    for (const element of file.elements) {
      try {
        flowUse(element, absolute, docsDir, flows);
      } catch (error) {
        problems.push(`${file.file}:${element.line}: ${(error as Error).message.replace(/^\[[^\]]+\] [^:]+: /, '')}`);
      }
    }
    const edition = pageEdition(docsDir, absolute);
    if (!edition) continue;
    try {
      // The elements alone are what the step visits; their attributes are all it reads.
      const children = file.elements.map((element) => ({ ...element, children: [] })) as unknown as Root['children'];
      nodeDataFor({ type: 'root', children }, file.file, edition);
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  return problems;
}
