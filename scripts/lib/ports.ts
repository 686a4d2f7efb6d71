/** Ports of the end-to-end test servers (E2E_PORT moves them all). */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 4321);
/** Serves doc_build_variant/ (scripts/build-variant.ts). */
export const VARIANT_PORT = SITE_PORT + 1;
/** The remote search endpoint the variant build calls; tests/e2e/variant/remoteSearch.spec.ts serves it. */
export const REMOTE_SEARCH_PORT = SITE_PORT + 2;
export const REMOTE_SEARCH_ENDPOINT = `http://127.0.0.1:${REMOTE_SEARCH_PORT}/search`;
/** Serves doc_build_base/, the site built for a base path (project "base"). */
export const BASE_PORT = SITE_PORT + 3;
/** The base path of that build: a GitHub Pages project site. */
export const BASE_PATH = '/patchbay-docs/';
