/** Languages and docs versions of the site, and the URL prefix of each combination. */

export const LANGS = [
  { lang: 'en', label: 'English' },
  { lang: 'zh', label: '简体中文' },
] as const;
export const DEFAULT_LANG = 'en';

export const VERSIONS = ['v2', 'v1'] as const;
export const DEFAULT_VERSION = 'v2';

export type Lang = (typeof LANGS)[number]['lang'];
export type Version = (typeof VERSIONS)[number];

/** The URL prefix of a version and language: '' for the defaults, else '/v1', '/zh', '/v1/zh'. */
export function routePrefix(version: string, lang: string): string {
  const v = version === DEFAULT_VERSION ? '' : `/${version}`;
  const l = lang === DEFAULT_LANG ? '' : `/${lang}`;
  return `${v}${l}`;
}
