/**
 * Page-weight budgets, gzip as a static host sends it. tests/e2e/pageWeight.spec.ts holds the build to
 * them; `npm run bench` reports the figures. Raising one is a decision for the README's Speed section, not a fix.
 */

/**
 * The scripts every page of a language loads whatever it shows: React, the router, Rspress's runtime and theme, the
 * site's entry, and the page's edition chunk (plugins/editionData/). A doc page adds its own text and its components'
 * chunks to this, 6 to 16 kB (Quick Start 10.6 kB).
 */
export const SHARED_SCRIPTS_KB = 152;

/** Each edition's search index, fetched when the browser is idle. */
export const SEARCH_INDEX_KB = 120;
