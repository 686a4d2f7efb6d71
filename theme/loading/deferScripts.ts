/**
 * Pages paint before their scripts load. A page's HTML is complete without JavaScript, which only makes it
 * interactive (hydration). The build (plugins/builtPages/deferScripts.ts) turns the page's script tags into inert
 * placeholders and its script preloads into inert links, and puts the loader below after them; it starts them
 * once the document is parsed and has painted, in their original order. On a slow connection the HTML, CSS and
 * images of the first screen no longer share the bandwidth with about 210 kB (gzipped) of scripts.
 */

/** The placeholder a `<script defer src>` becomes. */
export const DEFERRED_SCRIPT_ATTR = 'data-src';
/** The `rel` a script preload becomes. */
export const DEFERRED_PRELOAD_REL = 'pb-preload';

/**
 * How long the loader waits for animation frames before it starts the scripts anyway, in ms. Frames do not run in a
 * tab opened in the background, which still hydrates within this time. It is well above one second because a first
 * frame is sometimes shown a second late although it was painted: in Lighthouse's emulated phone runs with
 * chrome-launcher's flags, which turn Chromium's RenderDocument off, it was shown 1.0 to 1.25 s after navigation in
 * a third to all of the runs (scripts/lib/chromeFlags.ts). A one-second timer then started the script downloads just
 * ahead of it, and Lighthouse counted them as work the first paint waited for.
 */
export const DEFER_FALLBACK_MS = 3000;

/**
 * Starts the deferred scripts once the parsed page has painted: after the second animation frame, when the first
 * one has been drawn, or after DEFER_FALLBACK_MS where no frames run. Starting in the first frame could put the
 * script downloads ahead of the page's largest paint, which then waited for them on a slow phone.
 */
export const DEFER_LOADER = `(function(){var d=document,done=0;function go(){if(done)return;done=1;d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){var p=d.createElement('link');p.rel='preload';p.as='script';p.href=l.getAttribute('href');d.head.appendChild(p)});d.querySelectorAll('script[${DEFERRED_SCRIPT_ATTR}]').forEach(function(s){var e=d.createElement('script');e.src=s.getAttribute('${DEFERRED_SCRIPT_ATTR}');e.async=false;d.head.appendChild(e)})}function later(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});setTimeout(go,${DEFER_FALLBACK_MS})}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',later);else later()})();`;
