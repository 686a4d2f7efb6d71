/**
 * What search engines and link previews read from the built pages (SPEC 3: title, description and Open Graph
 * tags per page): the canonical URL, og:url and og:image in every page's head, unless the page's frontmatter
 * `head` already sets them, and a sitemap of every page.
 */

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

/** sitemap.xml for the given absolute URLs (sitemaps.org protocol), sorted. */
export function sitemapXml(urls: string[]): string {
  const entries = [...new Set(urls)].sort().map((u) => `  <url><loc>${escapeAttribute(u)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
