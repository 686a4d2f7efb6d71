import { createContext, useCallback, useContext } from 'react';
import { DEFAULT_LANG, DEFAULT_VERSION } from '../config/editions';
import texts from '../i18n.json';

/**
 * The language and docs version of the page, for components that do not depend on the Rspress runtime
 * (diagrams, legends), so they render the same on the server, in the browser and in unit tests.
 * theme/index.tsx provides it around every page; outside a provider it is the default edition.
 * `base` is the site's base path (`/`, or e.g. `/patchbay-docs/` for a GitHub Pages project site).
 */
export const EditionContext = createContext({ lang: DEFAULT_LANG, version: DEFAULT_VERSION, base: '/' });

export function useEdition() {
  return useContext(EditionContext);
}

export type TextKey = keyof typeof texts;

/** A table of UI texts: key → language code → text. i18n.json is the site's; a lazily loaded part may bring its own. */
export type TextTable = Record<string, Record<string, string>>;

/** Looks a key of `table` up in the page's language, filling the `{{name}}` placeholders given in `params`. */
export function useTexts<T extends TextTable>(
  table: T,
): (key: keyof T & string, params?: Record<string, string>) => string {
  const { lang } = useEdition();
  return useCallback((key, params) => fillText(textIn(table, key, lang), params), [lang, table]);
}

/** A key's text in `lang`, or in the default language where it has no translation. */
export function textIn(table: TextTable, key: string, lang: string): string {
  const entry = table[key];
  return entry[lang] ?? entry[DEFAULT_LANG];
}

/** Fills the `{{name}}` placeholders of a text given in `params`; others stay as written. */
export function fillText(text: string, params?: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params?.[name] ?? whole);
}

/** Looks a key of i18n.json up in the page's language, filling the `{{name}}` placeholders given in `params`. */
export function useSiteText(): (key: TextKey, params?: Record<string, string>) => string {
  return useTexts(texts as TextTable & typeof texts);
}

/** Turns a path under public/ ("/images/x.svg") into the URL it is served at under the site's base path. */
export function useAssetUrl(): (path: string) => string {
  const { base } = useEdition();
  return useCallback((path) => (path.startsWith('/') ? `${base.replace(/\/$/, '')}${path}` : path), [base]);
}
