/**
 * What search engines and link previews read from the built pages (SPEC 3: title, description and Open Graph
 * tags per page): the canonical URL, og:url and og:image in every page's head, unless the page's frontmatter
 * `head` already sets them, the page's hreflang links, and a sitemap of every page.
 */
import { inEdition, LANGS, normalizeRoute, splitEdition } from '../config/editions';

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

/** Escapes text for an HTML attribute or XML element. */
const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function hasMeta(html: string, property: string): boolean {
  return new RegExp(`<meta[^>]+(?:property|name)="${property.replace(/[.:]/g, '\\$&')}"`, 'i').test(html);
}

/** Whether the page asks not to be indexed. */
export function isNoindex(html: string): boolean {
  return /<meta[^>]+name="robots"[^>]+content="[^"]*noindex/i.test(html);
}

/** The page with its canonical link, og:url, og:image, og:site_name and twitter:card added before `</head>`. */
export function withSocialTags(
  html: string,
  { url, image, siteName, where }: { url: string; image: string; siteName: string; where: string },
): string {
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error(`${where}: no </head> to add the canonical and Open Graph tags to`);
  const tags = [
    /<link[^>]+rel="canonical"/i.test(html) ? '' : `<link rel="canonical" href="${escapeAttribute(url)}">`,
    hasMeta(html, 'og:url') ? '' : `<meta property="og:url" content="${escapeAttribute(url)}">`,
    hasMeta(html, 'og:image') ? '' : `<meta property="og:image" content="${escapeAttribute(image)}">`,
    hasMeta(html, 'og:site_name') ? '' : `<meta property="og:site_name" content="${escapeAttribute(siteName)}">`,
    hasMeta(html, 'twitter:card') ? '' : '<meta name="twitter:card" content="summary_large_image">',
  ].join('');
  return html.slice(0, end) + tags + html.slice(end);
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

const HREFLANG_LINK = /<link rel="alternate" hreflang="[^"]*" href="[^"]*">/g;

/**
 * The page's hreflang links, in place of any it has: each edition is built alone (scripts/build.ts), so Rspress,
 * which links the translations it renders in one build, links none.
 */
export function withLanguageLinks(html: string, links: { lang: string; url: string }[], where: string): string {
  const without = html.replace(HREFLANG_LINK, '');
  const end = without.indexOf('</head>');
  if (end < 0) throw new Error(`${where}: no </head> to add the hreflang links to`);
  const tags = links
    .map(({ lang, url }) => `<link rel="alternate" hreflang="${escapeAttribute(lang)}" href="${escapeAttribute(url)}">`)
    .join('');
  return without.slice(0, end) + tags + without.slice(end);
}

/** sitemap.xml for the given absolute URLs (sitemaps.org protocol), sorted. */
export function sitemapXml(urls: string[]): string {
  const entries = [...new Set(urls)].sort().map((u) => `  <url><loc>${escapeAttribute(u)}</loc></url>`);
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

/** 404.html with the canonical-URL script (notFoundRedirectScript) as the first script of its head. */
export function withNotFoundRedirect(html: string, script: string, where: string): string {
  const head = /<head[^>]*>/i.exec(html);
  if (!head) throw new Error(`${where}: no <head> to add the canonical-URL script to`);
  const at = head.index + head[0].length;
  const charset = /^\s*<meta charset=[^>]*>/i.exec(html.slice(at));
  const insertAt = at + (charset ? charset[0].length : 0);
  return `${html.slice(0, insertAt)}<script>${script}</script>${html.slice(insertAt)}`;
}
