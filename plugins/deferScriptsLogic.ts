import { DEFER_LOADER, DEFERRED_PRELOAD_REL, DEFERRED_SCRIPT_ATTR } from '../theme/loading/deferScripts';

/**
 * The page with its `<script defer src>` tags made inert placeholders, followed by the inline loader that starts
 * them after the first paint, and its script preloads made inert links (theme/loading/deferScripts.ts). Throws,
 * naming the page, when it has no scripts to defer or a script preload in another form: the build's output is not
 * what this step expects.
 */
export function deferScripts(html: string, where: string): string {
  const tags = [...html.matchAll(/<script defer src="([^"]+)"><\/script>/g)];
  if (!tags.length) throw new Error(`${where}: no <script defer src> to load after the first paint`);
  const last = tags[tags.length - 1];
  const end = (last.index ?? 0) + last[0].length;
  const withLoader = `${html.slice(0, end)}<script>${DEFER_LOADER}</script>${html.slice(end)}`;
  const out = withLoader
    .replace(/<script defer src="([^"]+)"><\/script>/g, (_, src: string) => {
      return `<script type="text/plain" ${DEFERRED_SCRIPT_ATTR}="${src}"></script>`;
    })
    .replace(/<link rel="preload" href="([^"]+)" as="script">/g, (_, href: string) => {
      return `<link rel="${DEFERRED_PRELOAD_REL}" href="${href}">`;
    });
  // A script preload in another form would start its download before the first paint, unnoticed.
  const missed = out.match(/<link\b(?=[^>]*\brel="?preload)(?=[^>]*\bas="?script)[^>]*>/);
  if (missed) throw new Error(`${where}: a script preload in a form this step does not know: ${missed[0]}`);
  return out;
}
