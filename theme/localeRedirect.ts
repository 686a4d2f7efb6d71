/**
 * The first-visit language redirect, as part of the inline head script in place of Rspress's (turned off
 * with `route.localeRedirect: 'never'`). On a reader's first visit, a page of the default language moves to the
 * same page in the browser's language when the site has it. It differs from Rspress's script in two ways:
 * - a link that names a language (`/zh/…`, `/v1/zh/…`) is honoured: the reader, or whoever shared the link, asked
 *   for that language;
 * - storage that throws (site data blocked) ends the script quietly: with no way to remember the visit, the reader is
 *   never moved, rather than moved on every page.
 * Crawlers are never moved. The visit is remembered under Rspress's key, so a reader's earlier visits still count.
 */
import type { LocaleRedirectMode } from '../config/site';

export const VISITED_KEY = 'rspress-visited';

export interface LocaleRedirectSite {
  /** config/site.ts `LOCALE_REDIRECT` (or PATCHBAY_LOCALE_REDIRECT): with `never` there is no script. */
  mode: LocaleRedirectMode;
  /** The site's base path: '/' or '/docs/'. */
  base: string;
  defaultLang: string;
  langs: readonly string[];
  versions: readonly string[];
}

export function localeRedirectScript({ mode, base, defaultLang, langs, versions }: LocaleRedirectSite): string {
  if (mode === 'never') return '';
  const others = langs.filter((lang) => lang !== defaultLang);
  const b = JSON.stringify(base.replace(/\/$/, ''));
  return `(function(){try{if(/bot|spider|crawl|lighthouse/i.test(navigator.userAgent))return;var k=${JSON.stringify(VISITED_KEY)};if(localStorage.getItem(k))return;localStorage.setItem(k,'1');var b=${b},p=location.pathname;if(p!==b&&p.indexOf(b+'/')!==0)return;var r=p.slice(b.length)||'/',s=r.split('/').filter(Boolean),i=${JSON.stringify(versions)}.indexOf(s[0])>=0?1:0,o=${JSON.stringify(others)};if(o.indexOf(s[i])>=0)return;var t=(navigator.language||'').split('-')[0].toLowerCase();if(o.indexOf(t)<0)return;s.splice(i,0,t);location.replace(b+'/'+s.join('/')+(r.slice(-1)==='/'?'/':'')+location.search+location.hash)}catch(e){}})();`;
}
