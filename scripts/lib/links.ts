/**
 * A crawl of the built site: every internal link of every HTML page must lead to a file the static
 * host serves, and every `#fragment` to an element with that id on the target page. Pure functions over file
 * contents; `scripts/check-links.ts` reads doc_build/ and reports.
 */

import { Parser } from 'htmlparser2';

export interface PageFacts {
  ids: Set<string>;
  links: string[];
  /** What the page loads: `<script src>`, `<link href>` (styles, icons, preloads), `<img src>`. */
  assets: string[];
}

/**
 * The ids of a page's elements, the hrefs of its links, and the URLs of the files it loads, read with htmlparser2
 * (entities decoded, script contents and comments not taken for markup).
 */
export function pageFacts(html: string): PageFacts {
  const facts: PageFacts = { ids: new Set(), links: [], assets: [] };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (attributes.id !== undefined) facts.ids.add(attributes.id);
        if (name === 'a' && attributes.href !== undefined) facts.links.push(attributes.href);
        // Scripts deferred to after the first paint (theme/loading/deferScripts.ts) name their file in data-src.
        if (name === 'script') {
          const src = attributes.src ?? attributes['data-src'];
          if (src !== undefined) facts.assets.push(src);
        }
        if (name === 'link' && attributes.href !== undefined) facts.assets.push(attributes.href);
        if (name === 'img' && attributes.src !== undefined) facts.assets.push(attributes.src);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return facts;
}

/** The file a static host answers a path with, among `files` (paths relative to the site root, with '/'). */
export function resolveFile(pathname: string, files: Set<string>, base = '/'): string | null {
  if (!pathname.startsWith(base)) return null;
  let path = decodeURIComponent(pathname.slice(base.length));
  path = path.replace(/^\/+/, '');
  const candidates =
    path === '' || path.endsWith('/') ? [`${path}index.html`] : [path, `${path}.html`, `${path}/index.html`];
  return candidates.find((c) => files.has(c)) ?? null;
}

export interface LinkProblem {
  page: string;
  href: string;
  message: string;
}

/** Checks every internal link of every page; `pages` maps a file (`guide/flows.html`) to its HTML. */
export function checkLinks(pages: Map<string, string>, files: Set<string>, base = '/'): LinkProblem[] {
  const facts = new Map([...pages].map(([file, html]) => [file, pageFacts(html)]));
  const problems: LinkProblem[] = [];
  for (const [file, { links, assets }] of facts) {
    const pagePath = `${base}${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
    for (const src of assets) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(src) || src.startsWith('//')) continue;
      if (!resolveFile(new URL(src, `http://site${pagePath}`).pathname, files, base)) {
        problems.push({ page: file, href: src, message: 'no file at this path (loaded by the page)' });
      }
    }
    for (const href of links) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `http://site${pagePath}`);
      const target =
        url.pathname === new URL(`http://site${pagePath}`).pathname && href.startsWith('#')
          ? file
          : resolveFile(url.pathname, files, base);
      if (!target) {
        problems.push({ page: file, href, message: 'no page or file at this path' });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      if (!fragment) continue;
      const targetFacts = facts.get(target);
      if (targetFacts && !targetFacts.ids.has(fragment)) {
        problems.push({ page: file, href, message: `no element with id "${fragment}" on ${target}` });
      }
    }
  }
  return problems;
}
