import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LANGS, VERSIONS } from '../../config/editions';
import { LOCALE_REDIRECT, localeRedirectFrom } from '../../config/site';
import { notFoundRedirectScript } from '../../plugins/builtPages/seo';
import { APPEARANCE_KEY, THEME_HEAD_SCRIPT } from '../../theme/appearance/appearance';
import { localeRedirectScript, VISITED_KEY } from '../../theme/localeRedirect';

/**
 * The inline head scripts run before any bundle, so they are plain strings; here each runs in a sandbox whose
 * `location`, `navigator`, storage and document are stand-ins, including a storage that throws as blocked site data
 * does.
 */

type Store = Map<string, string> | 'blocked' | 'full';

function storage(store: Store) {
  const refuse = (name: string) => {
    throw Object.assign(new Error(`${name} refused`), { name });
  };
  if (store === 'blocked') {
    return {
      getItem: () => refuse('SecurityError'),
      setItem: () => refuse('SecurityError'),
      removeItem: () => refuse('SecurityError'),
    };
  }
  const map = store === 'full' ? new Map<string, string>() : store;
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => (store === 'full' ? refuse('QuotaExceededError') : map.set(key, value)),
    removeItem: (key: string) => map.delete(key),
  };
}

interface Run {
  pathname: string;
  base?: string;
  language?: string;
  userAgent?: string;
  store?: Store;
}

/** Runs the locale redirect; returns where it sent the page (null: nowhere) and the storage it left. */
function redirect({
  pathname,
  base = '/',
  language = 'en-US',
  userAgent = 'Mozilla/5.0 Chrome',
  store,
  mode = 'auto',
}: Run & { mode?: 'auto' | 'never' }) {
  const kept = store ?? new Map<string, string>();
  let target: string | null = null;
  const script = localeRedirectScript({
    mode,
    base,
    defaultLang: 'en',
    langs: LANGS.map((l) => l.lang),
    versions: VERSIONS,
  });
  runInNewContext(script, {
    navigator: { userAgent, language },
    location: { pathname, search: '?a=1', hash: '#h', replace: (to: string) => (target = to) },
    localStorage: storage(kept),
  });
  return { target, kept };
}

describe('the first-visit language redirect', () => {
  it('moves a first visit to a default-language page to the browser language, keeping query and hash', () => {
    expect(redirect({ pathname: '/guide/quick-start', language: 'zh-CN' }).target).toBe('/zh/guide/quick-start?a=1#h');
    expect(redirect({ pathname: '/guide/', language: 'zh' }).target).toBe('/zh/guide/?a=1#h');
    expect(redirect({ pathname: '/', language: 'zh-TW' }).target).toBe('/zh/?a=1#h');
    expect(redirect({ pathname: '/v1/guide/flows', language: 'zh-CN' }).target).toBe('/v1/zh/guide/flows?a=1#h');
  });

  it('keeps the base path', () => {
    const run = { pathname: '/patchbay-docs/guide/', base: '/patchbay-docs/', language: 'zh-CN' };
    expect(redirect(run).target).toBe('/patchbay-docs/zh/guide/?a=1#h');
    expect(redirect({ ...run, pathname: '/elsewhere/guide/' }).target).toBeNull();
  });

  it('honours a link that names a language', () => {
    expect(redirect({ pathname: '/zh/guide/quick-start', language: 'en-US' }).target).toBeNull();
    expect(redirect({ pathname: '/v1/zh/guide/', language: 'en-GB' }).target).toBeNull();
    expect(redirect({ pathname: '/zh/guide/', language: 'zh-CN' }).target).toBeNull();
  });

  it('stays for the default language, a language the site lacks, and crawlers', () => {
    expect(redirect({ pathname: '/guide/', language: 'en-US' }).target).toBeNull();
    expect(redirect({ pathname: '/guide/', language: 'fr-FR' }).target).toBeNull();
    expect(redirect({ pathname: '/guide/', language: 'zh-CN', userAgent: 'Googlebot/2.1' }).target).toBeNull();
  });

  it('remembers the visit, and moves no one twice', () => {
    const { kept } = redirect({ pathname: '/guide/', language: 'zh-CN' });
    expect((kept as Map<string, string>).get(VISITED_KEY)).toBe('1');
    expect(redirect({ pathname: '/guide/', language: 'zh-CN', store: kept }).target).toBeNull();
  });

  it('with blocked or full storage, moves no one and throws nothing', () => {
    expect(redirect({ pathname: '/guide/', language: 'zh-CN', store: 'blocked' }).target).toBeNull();
    expect(redirect({ pathname: '/guide/', language: 'zh-CN', store: 'full' }).target).toBeNull();
  });

  it('in mode never, moves no one and remembers nothing', () => {
    const { target, kept } = redirect({ pathname: '/guide/', language: 'zh-CN', mode: 'never' });
    expect(target).toBeNull();
    expect(kept).toEqual(new Map());
    expect(
      localeRedirectScript({ mode: 'never', base: '/', defaultLang: 'en', langs: ['en', 'zh'], versions: VERSIONS }),
    ).toBe('');
  });

  it("takes its mode from PATCHBAY_LOCALE_REDIRECT, the site's when unset, and names the variable on a bad value", () => {
    expect(localeRedirectFrom({})).toBe(LOCALE_REDIRECT);
    expect(localeRedirectFrom({ PATCHBAY_LOCALE_REDIRECT: '' })).toBe(LOCALE_REDIRECT);
    expect(localeRedirectFrom({ PATCHBAY_LOCALE_REDIRECT: 'auto' })).toBe('auto');
    expect(localeRedirectFrom({ PATCHBAY_LOCALE_REDIRECT: 'never' })).toBe('never');
    expect(() => localeRedirectFrom({ PATCHBAY_LOCALE_REDIRECT: 'always' })).toThrow(
      'PATCHBAY_LOCALE_REDIRECT="always" must be "auto" or "never"',
    );
  });
});

/** Runs the theme script; returns the classes and colour scheme it gave <html>. */
function theme(store: Store, systemDark: boolean) {
  const classes = new Set<string>();
  const root = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: '' },
  };
  runInNewContext(THEME_HEAD_SCRIPT, {
    localStorage: storage(store),
    matchMedia: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && systemDark }),
    document: { documentElement: root },
  });
  return { dark: classes.has('dark') && classes.has('rp-dark'), scheme: root.style.colorScheme };
}

describe('the theme head script', () => {
  const stored = (value: string) => new Map([[APPEARANCE_KEY, value]]);

  it('shows the stored choice, whatever the system says', () => {
    expect(theme(stored('dark'), false)).toEqual({ dark: true, scheme: 'dark' });
    expect(theme(stored('light'), true)).toEqual({ dark: false, scheme: 'light' });
  });

  it('follows the system for auto, nothing stored, or garbage', () => {
    for (const store of [stored('auto'), new Map<string, string>(), stored('purple')]) {
      expect(theme(store, true)).toEqual({ dark: true, scheme: 'dark' });
      expect(theme(store, false)).toEqual({ dark: false, scheme: 'light' });
    }
  });

  it('follows the system when storage is blocked', () => {
    expect(theme('blocked', true)).toEqual({ dark: true, scheme: 'dark' });
    expect(theme('blocked', false)).toEqual({ dark: false, scheme: 'light' });
  });
});

describe('the 404 page script', () => {
  const ROUTES = ['/', '/guide/', '/guide/quick-start', '/guide/nodesref/FalFluxDevNode', '/zh/guide/', '/v1/guide/'];

  function from(pathname: string, base = '/') {
    let target: string | null = null;
    const root = { style: { display: '' } };
    runInNewContext(notFoundRedirectScript(ROUTES, base), {
      location: { pathname, search: '?x=1', hash: '#top', replace: (to: string) => (target = to) },
      document: { documentElement: root },
    });
    return { target, hidden: root.style.display === 'none' };
  }

  it('sends a path that differs from a page only by a trailing slash or letter case to that page', () => {
    expect(from('/guide/quick-start/')).toEqual({ target: '/guide/quick-start?x=1#top', hidden: true });
    expect(from('/GUIDE/QUICK-START').target).toBe('/guide/quick-start?x=1#top');
    expect(from('/guide/nodesref/falfluxdevnode/').target).toBe('/guide/nodesref/FalFluxDevNode?x=1#top');
    expect(from('/Guide').target).toBe('/guide/?x=1#top');
    expect(from('/ZH/GUIDE/index.html').target).toBe('/zh/guide/?x=1#top');
    expect(from('/guide/Quick%2DStart').target).toBe('/guide/quick-start?x=1#top');
  });

  it('keeps the base path and ignores paths outside it', () => {
    expect(from('/docs/Guide/', '/docs/').target).toBe('/docs/guide/?x=1#top');
    expect(from('/guide/', '/docs/').target).toBeNull();
  });

  it('leaves unknown paths, and the pages themselves, on the 404 page', () => {
    expect(from('/guide/nope')).toEqual({ target: null, hidden: false });
    expect(from('/guide/quick-start').target).toBeNull();
    expect(from('/%E0%A4%A').target).toBeNull();
  });
});
