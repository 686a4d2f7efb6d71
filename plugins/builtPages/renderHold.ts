import { splitEdition } from '../../config/editions';
import { appendChild, type Document, headOf, newElement } from './builtHtml';

/**
 * A `<head>` tag that holds the first paint until the page's HTML has been parsed up to the element after the app's
 * root (Rspress's modal container, the last element of the body of every page).
 *
 * Chromium otherwise paints while the HTML is still arriving, and each such paint lays out everything parsed so far,
 * only for the next one to lay it out again with more: on a node page that made layout take some 40% more of the
 * main thread than one layout of the complete page, and every partial paint could move what the reader saw.
 * The HTML of a page is 15 to 30 kB gzipped and arrives with its stylesheet, which blocks the first paint anyway.
 * Browsers without `rel="expect"` ignore the tag; the rules in theme/index.css keep their partial paints in place.
 */
const RENDER_AFTER_PARSE = { rel: 'expect', href: '#__rspress_modal_container', blocking: 'render' };

/**
 * Adds the hold at the end of the page's head, on every page but the home pages. The built-pages step adds it
 * (index.ts): a function in the config's `head` cannot be sent to Rspress's SSG worker threads.
 * A home page is short, so partial paints cost little there, and its largest paint is the hero image, which the hold
 * only delays. In Lighthouse's phone runs (medians of two sets of
 * interleaved runs, 4 and 8 each) leaving the hold off the home page took its largest paint from 1.44 to 1.15 s and
 * from 1.80 to 1.26 s, and its blocking time from 74 to 27 ms and from 699 to 426 ms.
 */
export function addRenderHold(document: Document, route: string, where: string): void {
  if (splitEdition(route).rest === '/') return;
  appendChild(headOf(document, where, 'to add the render hold to'), newElement('link', RENDER_AFTER_PARSE));
}
