/**
 * Switching language or version never ends on a 404 (Rspress leaves readers there, rspress#1834
 * and #3137). A switch link goes to the same page in the target edition (version + language); when that page
 * does not exist there, to the nearest page that does (the section's landing page, then the edition's home),
 * with `?from=<the missing path>` so the landing page can say why.
 */
import { inEdition, normalizeRoute, splitEdition } from './editions';

export const FROM_PARAM = 'from';

/** The page itself if it exists, else its closest ancestor landing page that exists, else the edition's home. */
export function nearestExisting(path: string, exists: (route: string) => boolean): string {
  const { rest, ...edition } = splitEdition(path);
  const segments = rest.split('/').filter(Boolean);
  if (exists(normalizeRoute(path))) return normalizeRoute(path);
  for (let keep = segments.length - 1; keep >= 0; keep--) {
    const candidate = inEdition(`/${segments.slice(0, keep).join('/')}${keep ? '/' : ''}`, edition);
    if (exists(candidate)) return candidate;
  }
  return inEdition('/', edition);
}

/**
 * Where a link to `href`, shown on the page `currentRoute`, should lead. Links to existing pages and links that
 * are not site paths are kept. A link to a missing page of another edition (a language or version switch) leads
 * to the current page in that edition, or to the nearest page that exists there, marked with `?from=`.
 */
export function switchTarget(href: string, currentRoute: string, exists: (route: string) => boolean): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const path = href.split(/[?#]/)[0];
  if (/\.[a-z0-9]+$/i.test(path) && !/\.html$/i.test(path)) return href;
  if (exists(normalizeRoute(path))) return href;
  const target = splitEdition(path);
  const same = inEdition(splitEdition(currentRoute).rest, target);
  if (exists(normalizeRoute(same))) return same;
  const nearest = nearestExisting(same, exists);
  return `${nearest}?${FROM_PARAM}=${encodeURIComponent(normalizeRoute(same))}`;
}
