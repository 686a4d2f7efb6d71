/**
 * What search engines and link previews read from the built pages (title, description and Open Graph tags per
 * page): the canonical URL, og:url and og:image in every page's head, unless the page's frontmatter `head` already
 * sets them, the page's hreflang links, and a sitemap of every page.
 */
import { inEdition, LANGS, normalizeRoute, splitEdition } from '../../config/editions';
import {
  appendChild,
  attribute,
  type Document,
  type Element,
  elementsNamed,
  hasToken,
  headOf,
  insertAtHeadStart,
  isKeyword,
  newElement,
  removeElement,
} from './builtHtml';

/** The route a built HTML file answers at (clean URLs): `guide/quick-start.html` → `/guide/quick-start`. */
export function routeOfHtmlFile(relative: string): string {
  const posix = relative.split('\\').join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix.replace(/\.html$/, '')}`;
}

/** The absolute URL of a route: origin, then base, then route. */
export function absoluteUrl(origin: string, base: string, route: string): string {
  if (!/^https?:\/\/[^/]+$/.test(origin)) {
    throw new Error(`site origin must be like https://docs.example.com (no trailing slash), got "${origin}"`);
  }
  return `${origin}${base.replace(/\/$/, '')}${route}`;
}

/** Escapes text for an XML element (sitemap.xml). */
const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Whether one of the `<meta>` elements has that property or name (Open Graph uses `property`, Twitter `name`). */
function hasMeta(metas: Element[], key: string): boolean {
  return metas.some((meta) => isKeyword(meta, 'property', key) || isKeyword(meta, 'name', key));
}

/** Whether the page asks not to be indexed. */
export function isNoindex(document: Document): boolean {
  return elementsNamed(document, 'meta').some(
    (meta) => isKeyword(meta, 'name', 'robots') && (attribute(meta, 'content') ?? '').toLowerCase().includes('noindex'),
  );
}

/** Adds the page's canonical link, og:url, og:image, og:site_name and twitter:card at the end of its head. */
export function addSocialTags(
  document: Document,
  { url, image, siteName, where }: { url: string; image: string; siteName: string; where: string },
): void {
  const head = headOf(document, where, 'to add the canonical and Open Graph tags to');
  const canonical = elementsNamed(document, 'link').some((link) => hasToken(link, 'rel', 'canonical'));
  const metas = elementsNamed(document, 'meta');
  const tags = [
    canonical ? null : newElement('link', { rel: 'canonical', href: url }),
    hasMeta(metas, 'og:url') ? null : newElement('meta', { property: 'og:url', content: url }),
    hasMeta(metas, 'og:image') ? null : newElement('meta', { property: 'og:image', content: image }),
    hasMeta(metas, 'og:site_name') ? null : newElement('meta', { property: 'og:site_name', content: siteName }),
    hasMeta(metas, 'twitter:card')
      ? null
      : newElement('meta', { name: 'twitter:card', content: 'summary_large_image' }),
  ];
  for (const tag of tags) if (tag) appendChild(head, tag);
}

/**
 * The page in every language of its version, in the language menu's order (itself included), for its hreflang links;
 * empty when no other language has it.
 */
export function languageVersions(route: string, exists: (route: string) => boolean): { lang: string; route: string }[] {
  const { rest, version } = splitEdition(route);
  const found = LANGS.map(({ lang }) => ({ lang, route: normalizeRoute(inEdition(rest, { version, lang })) })).filter(
    (alternate) => exists(alternate.route),
  );
  return found.length > 1 ? found : [];
}

/**
 * Puts the page's hreflang links in place of any Rspress wrote: the site's link every translation the build wrote,
 * on the site's origin, in the language menu's order.
 */
export function replaceLanguageLinks(document: Document, links: { lang: string; url: string }[], where: string): void {
  const head = headOf(document, where, 'to add the hreflang links to');
  for (const link of elementsNamed(document, 'link')) {
    if (hasToken(link, 'rel', 'alternate') && link.attribs.hreflang !== undefined) removeElement(link);
  }
  for (const { lang, url } of links)
    appendChild(head, newElement('link', { rel: 'alternate', hreflang: lang, href: url }));
}

/** sitemap.xml for the given absolute URLs (sitemaps.org protocol), sorted. */
export function sitemapXml(urls: string[]): string {
  const entries = [...new Set(urls)].sort().map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}

/**
 * The inline script 404.html starts with. A static host answers `/guide/quick-start/` or `/GUIDE/QUICK-START` with
 * the 404 page, although a page differs from it only by a trailing slash or letter case. Before anything is painted,
 * the script finds that page among the site's routes and loads it at its canonical URL, with a real navigation (so the
 * page arrives with its canonical link). Paths that match no page stay on the 404 page.
 */
export function notFoundRedirectScript(routes: string[], base: string): string {
  const b = JSON.stringify(base.replace(/\/$/, ''));
  return `(function(){try{var r=${JSON.stringify([...routes].sort())},b=${b},p=location.pathname;if(p!==b&&p.slice(0,b.length+1)!==b+'/')return;var q=p.slice(b.length)||'/';try{q=decodeURIComponent(q)}catch(e){return}var k=function(s){s=s.toLowerCase().replace(/\\.html$/,'').replace(/\\/index$/,'/');return s.length>1?s.replace(/\\/+$/,''):s},w=k(q);for(var i=0;i<r.length;i++){if(r[i]!==q&&k(r[i])===w){document.documentElement.style.display='none';location.replace(b+r[i]+location.search+location.hash);return}}}catch(e){}})();`;
}

/** Puts the canonical-URL script (notFoundRedirectScript) first in the head of 404.html, after its charset. */
export function addNotFoundRedirect(document: Document, script: string, where: string): void {
  insertAtHeadStart(headOf(document, where, 'to add the canonical-URL script to'), newElement('script', {}, script));
}
