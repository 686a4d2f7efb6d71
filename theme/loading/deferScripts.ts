/**
 * Pages paint before their scripts load. A page's HTML is complete without JavaScript, which only makes it
 * interactive (hydration). The build (plugins/deferScripts.ts) turns the page's script tags into inert
 * placeholders and its script preloads into inert links, and puts the loader below after them; it starts them
 * once the document is parsed and has painted, in their original order. On a slow connection the HTML, CSS and
 * images of the first screen no longer share the bandwidth with about 210 kB (gzipped) of scripts.
 */

/** The placeholder a `<script defer src>` becomes. */
export const DEFERRED_SCRIPT_ATTR = 'data-src';
/** The `rel` a script preload becomes. */
export const DEFERRED_PRELOAD_REL = 'pb-preload';

/**
 * Starts the deferred scripts once the parsed page has painted: after the second animation frame, when the first
 * one has been drawn (a timer stands in where animation frames do not run). Starting in the first frame could put
 * the script downloads ahead of the page's largest paint, which then waited for them on a slow phone.
 */
export const DEFER_LOADER = `(function(){var d=document,done=0;function go(){if(done)return;done=1;d.querySelectorAll('link[rel="${DEFERRED_PRELOAD_REL}"]').forEach(function(l){var p=d.createElement('link');p.rel='preload';p.as='script';p.href=l.getAttribute('href');d.head.appendChild(p)});d.querySelectorAll('script[${DEFERRED_SCRIPT_ATTR}]').forEach(function(s){var e=d.createElement('script');e.src=s.getAttribute('${DEFERRED_SCRIPT_ATTR}');e.async=false;d.head.appendChild(e)})}function later(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})});setTimeout(go,1000)}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',later);else later()})();`;
