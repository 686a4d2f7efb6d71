/**
 * Embed mode: `?navbar=0`, `?sidebar=0`, `?outline=0` and `?footer=0` hide those parts of a
 * page, and `?globalUIComponents=0` turns off the global UI components (Rspress reads that one itself).
 * The canvas's Learn tab embeds pages this way.
 *
 * To hide without a flash, an inline script in <head> (EMBED_HEAD_SCRIPT) marks <html> with
 * `data-embed-<part>` before the first paint and CSS (embed.css) hides the part; the server-rendered markup is
 * untouched, so hydration matches. While embedded, internal links keep the parameters (useEmbedLinks).
 */

/** Parts hidden by CSS when their parameter is 0. */
export const EMBED_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
/** Every parameter an embedded page carries over to the pages it links to. */
export const EMBED_PARAMS = [...EMBED_PARTS, 'globalUIComponents'] as const;

export type EmbedPart = (typeof EMBED_PARTS)[number];

/** The parts a query string hides: those whose parameter is exactly "0". */
export function hiddenParts(search: string): EmbedPart[] {
  const query = new URLSearchParams(search);
  return EMBED_PARTS.filter((part) => query.get(part) === '0');
}

/** The embed parameters of a query string, in the canonical order, as `navbar=0&footer=0` (or ''). */
export function embedQuery(search: string): string {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of EMBED_PARAMS) if (query.get(name) === '0') kept.set(name, '0');
  return kept.toString();
}

/**
 * `href` (as written in a link on the page at `currentUrl`) with the embed parameters of `currentUrl`
 * added, when it leads to another page of this site; otherwise `null`: external links, files, links
 * within the same page, and pages that are not embedded are left alone. Parameters the link sets win.
 */
export function withEmbedParams(href: string, currentUrl: string): string | null {
  const current = new URL(currentUrl);
  const params = embedQuery(current.search);
  if (!params) return null;
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname) && !/\.html?$/i.test(url.pathname)) return null;
  if (href.startsWith('#')) return null;
  for (const [name, value] of new URLSearchParams(params)) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The inline <head> script: marks <html> with `data-embed-<part>` for each hidden part. It must stay
 * tiny and self-contained (it runs before any bundle); the end-to-end tests check that it matches
 * `hiddenParts`.
 */
export const EMBED_HEAD_SCRIPT = `(function(){try{var q=new URLSearchParams(location.search),d=document.documentElement;${JSON.stringify(EMBED_PARTS)}.forEach(function(p){if(q.get(p)==='0')d.setAttribute('data-embed-'+p,'')})}catch(e){}})();`;
