/**
 * Completes the llms.txt Rspress writes per edition. Rspress reads each page's description from the page data, which
 * the slim page data step (plugins/slimPageData/slim.ts) empties, and it leaves the home page out: so each entry gets
 * the description of its built page (its `<meta name="description">`), and a page of the edition the file does not
 * list is added under a last section.
 */
import { routePrefix, splitEdition } from '../../config/editions';
import { attribute, type Document, elementsNamed, textOf } from './builtHtml';

export interface BuiltPageInfo {
  title: string;
  description: string;
}

/** The title (without the site's suffix, after " - ") and description of a built page. */
export function pageInfoOf(document: Document, where: string): BuiltPageInfo {
  // The document's title is the first <title>; the icons' SVGs in the body have their own.
  const title = elementsNamed(document, 'title')[0];
  const meta = elementsNamed(document, 'meta').findLast((element) => attribute(element, 'name') === 'description');
  const description = meta && attribute(meta, 'content');
  if (!description) throw new Error(`${where}: no <meta name="description">, which llms.txt lists the page with`);
  return { title: (title ? textOf(title) : '').replace(/ - [^-]+$/, '').trim(), description: description.trim() };
}

/** The route a llms.txt link names: 'https://x/zh/guide/index.md' → '/zh/guide/', '…/guide/flows.md' → '/guide/flows'. */
export function routeOfMarkdownUrl(url: string, origin: string, base: string): string {
  const prefix = `${origin}${base.replace(/\/$/, '')}`;
  if (!url.startsWith(`${prefix}/`)) throw new Error(`llms.txt links ${url}, outside the site (${prefix}/)`);
  const path = url.slice(prefix.length).replace(/\.md$/, '');
  return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
}

// A title may hold brackets ("FLUX.1 [dev]"): it ends where the link's URL starts.
const ENTRY = /^- \[(.*?)\]\((https?:\/\/[^\s)]+)\)(: .*)?$/;

/**
 * The llms.txt of one edition with every entry described and every page of the edition listed. `pages` holds every
 * built page of the site by route; `othersTitle` heads the section of the pages added.
 */
export function completeLlmsTxt(
  text: string,
  edition: { version: string; lang: string },
  pages: Map<string, BuiltPageInfo>,
  options: { origin: string; base: string; othersTitle: string; file: string },
): string {
  const { origin, base } = options;
  const listed = new Set<string>();
  const lines = text.split('\n').map((line, index) => {
    const entry = ENTRY.exec(line);
    if (!entry) return line;
    const route = routeOfMarkdownUrl(entry[2], origin, base);
    const page = pages.get(route);
    if (!page) throw new Error(`${options.file}:${index + 1}: ${entry[2]} is no built page`);
    listed.add(route);
    return entry[3] ? line : `${line}: ${page.description}`;
  });
  const prefix = routePrefix(edition.version, edition.lang);
  const missing = [...pages.keys()]
    .filter((route) => {
      const of = splitEdition(route);
      return of.version === edition.version && of.lang === edition.lang && !listed.has(route);
    })
    .sort();
  if (missing.length === 0) return lines.join('\n');
  const url = (route: string) =>
    `${origin}${base.replace(/\/$/, '')}${route.endsWith('/') ? `${route}index.md` : `${route}.md`}`;
  const added = missing.map((route) => {
    const page = pages.get(route) as BuiltPageInfo;
    return `- [${page.title || route.slice(prefix.length) || '/'}](${url(route)}): ${page.description}`;
  });
  const body = lines.join('\n').trimEnd();
  // Rspress may already end with a section of that name (pages outside the nav): the pages join it.
  const lastHeading = body.split('\n').findLast((line) => line.startsWith('## '));
  if (lastHeading === `## ${options.othersTitle}`) return `${body}\n${added.join('\n')}\n`;
  return `${body}\n\n## ${options.othersTitle}\n\n${added.join('\n')}\n`;
}
