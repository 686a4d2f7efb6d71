/**
 * A crawl of the built site (issue 6): every internal link of every HTML page must lead to a file the static
 * host serves, and every `#fragment` to an element with that id on the target page. Pure functions over file
 * contents; `scripts/check-links.ts` reads doc_build/ and reports.
 */

export interface PageFacts {
  ids: Set<string>;
  links: string[];
  /** What the page loads: `<script src>`, `<link href>` (styles, icons, preloads), `<img src>`. */
  assets: string[];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The ids of a page's elements, the hrefs of its links, and the URLs of the files it loads. */
export function pageFacts(html: string): PageFacts {
  // Scripts deferred to after the first paint (theme/loading/deferScripts.ts) count as loaded too.
  const scripts = [...html.matchAll(/<script\s[^>]*?(?:data-)?src="([^"]*)"/gi)].map((m) => decodeEntities(m[1]));
  const body = html.replace(/<script[\s\S]*?<\/script>/gi, '');
  const ids = new Set([...body.matchAll(/\sid="([^"]*)"/g)].map((m) => decodeEntities(m[1])));
  const links = [...body.matchAll(/<a\s[^>]*?href="([^"]*)"/gi)].map((m) => decodeEntities(m[1]));
  const loaded = [
    ...body.matchAll(/<link\s[^>]*?href="([^"]*)"/gi),
    ...body.matchAll(/<img\s[^>]*?src="([^"]*)"/gi),
  ].map((m) => decodeEntities(m[1]));
  return { ids, links, assets: [...scripts, ...loaded] };
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
