/**
 * Page-weight budgets, gzip as a static host sends it. tests/e2e/pageWeight.spec.ts holds the build to
 * them; `npm run bench` reports the figures. Raising one is a decision for the README's Speed section, not a fix.
 */

/**
 * The scripts every page of a language loads whatever it shows: React, the router, Rspress's runtime and theme, the
 * site's entry. A doc page adds its own text and its components' chunks to this, 8 to 15 kB; at 152 kB a page like
 * Quick Start (9 kB of its own) stays within the 160 kB a guide page may weigh.
 */
export const SHARED_SCRIPTS_KB = 152;

/** Each edition's search index, fetched when the browser is idle. */
export const SEARCH_INDEX_KB = 120;
