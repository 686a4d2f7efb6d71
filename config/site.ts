/**
 * Site-wide facts in one place. Renaming the product is a one-line change here:
 * pages write the token `%PRODUCT%`, which the build replaces with PRODUCT_NAME
 * in content, titles, frontmatter, sidebar labels and the search index.
 */
export const PRODUCT_NAME = 'Patchbay';

/** The token pages use for the product name; see `replaceRules` in rspress.config.ts. */
export const PRODUCT_TOKEN = '%PRODUCT%';

/** Matches the token except inside inline code (`%PRODUCT%`), where docs show it literally. */
export const PRODUCT_TOKEN_PATTERN = /(?<!`)%PRODUCT%(?!`)/g;

/** Site title: shown in the navbar, and after "404 -" on the not-found page. */
export const SITE_TITLE = PRODUCT_NAME;

/** Appended to every doc page title: "Quick Start - Patchbay Docs". */
export const TITLE_SUFFIX = `${PRODUCT_NAME} Docs`;

export const SITE_DESCRIPTION = `Learn ${PRODUCT_NAME}, the node-based canvas that connects AI providers to generate text, images, video, audio and 3D with your own API keys.`;

/** Where the site is published; absolute links (catalog.json, sitemap) start here. */
export const SITE_ORIGIN = 'https://docs.patchbay.app';

/** The link-preview image of pages whose frontmatter `head` names none (public/; drawn by scripts/og-image.ts). */
export const OG_IMAGE = '/og-image.png';

/** The docs repository. Edit links are REPO_URL/edit/REPO_BRANCH/docs/<page source path>. */
export const REPO_URL = 'https://github.com/patchbay-app/patchbay-docs';
export const REPO_BRANCH = 'main';
export const DOCS_DIR = 'docs';

export const EDIT_LINK_BASE = `${REPO_URL}/edit/${REPO_BRANCH}/${DOCS_DIR}`;

/** Footer HTML, shown on the home page and at the bottom of every doc page. */
export const FOOTER_MESSAGE = `${PRODUCT_NAME} documentation is released under the <a href="${REPO_URL}/blob/${REPO_BRANCH}/LICENSE">MIT License</a>. Found a mistake? Every page has an edit link.`;

/**
 * Remote search (theme/search/remoteSearch.ts) is off unless the build names an endpoint:
 * `PATCHBAY_SEARCH_ENDPOINT=https://search.example.com/api npm run build`. These index names are sent with each query.
 */
export const REMOTE_SEARCH_ENV = 'PATCHBAY_SEARCH_ENDPOINT';
export const REMOTE_SEARCH_INDEXES = ['patchbay-docs'];

/**
 * The path the site is served under, `/` by default. A GitHub Pages project site is served under its repository
 * name: `PATCHBAY_BASE=/patchbay-docs/ npm run build`. It must start and end with a slash.
 */
export const BASE_ENV = 'PATCHBAY_BASE';

/** The base path from the environment, checked; `/` when unset. */
export function basePathFrom(env: Record<string, string | undefined>): string {
  const value = env[BASE_ENV];
  if (value === undefined || value === '') return '/';
  if (!/^\/([A-Za-z0-9._~-]+\/)*$/.test(value)) {
    throw new Error(`${BASE_ENV}="${value}" must be a path that starts and ends with "/", such as /patchbay-docs/`);
  }
  return value;
}

/**
 * The first-visit language redirect, `auto` or `never`. `auto`: on a reader's first visit, a page of the
 * default language moves to the same page in the browser's language when the site has it (never a crawler; see
 * theme/localeRedirect.ts). `never`: every link opens as written, and readers pick their language in the navbar.
 * The site uses `never`: a page that moves its reader by script is a page an agent cannot trust to stay put (the
 * Agent-Friendly Documentation checker fails it, `npm run afdocs`: 94 with `auto`, 97 with `never`), and search
 * engines advise against redirecting by language. A deploy can choose `auto` with PATCHBAY_LOCALE_REDIRECT=auto.
 */
export const LOCALE_REDIRECT: LocaleRedirectMode = 'never';
export type LocaleRedirectMode = 'auto' | 'never';
export const LOCALE_REDIRECT_ENV = 'PATCHBAY_LOCALE_REDIRECT';

/** The redirect mode from the environment, checked; LOCALE_REDIRECT when unset. */
export function localeRedirectFrom(env: Record<string, string | undefined>): LocaleRedirectMode {
  const value = env[LOCALE_REDIRECT_ENV];
  if (value === undefined || value === '') return LOCALE_REDIRECT;
  if (value !== 'auto' && value !== 'never') {
    throw new Error(`${LOCALE_REDIRECT_ENV}="${value}" must be "auto" or "never"`);
  }
  return value;
}
