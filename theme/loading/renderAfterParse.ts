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
export const RENDER_AFTER_PARSE = '<link rel="expect" href="#__rspress_modal_container" blocking="render">';
