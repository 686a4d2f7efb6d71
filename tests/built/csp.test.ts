import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { parseHtml } from '../../plugins/builtPages/builtHtml';
import { inlineScripts, scriptHash } from '../../plugins/builtPages/csp';
import { sitePages } from '../../scripts/lib/sitePages';
import { serveBuild } from './serveBuild';

/**
 * The site works under a strict Content Security Policy: scripts from the site itself plus the hashes of
 * its few inline scripts, no 'unsafe-inline'. The build writes the policy into `_headers` and into every page; a static
 * host (here scripts/lib/staticServer.ts) sends `_headers`. That the pages run under it is tested in a browser
 * (tests/e2e/csp.spec.ts).
 */

const policyOf = (header: string | null) => header ?? '';
const get = serveBuild();

test('every response carries the policy, and it allows only the site and its hashed inline scripts', async () => {
  const response = await get('/guide/quick-start');
  const policy = policyOf(response.headers.get('content-security-policy'));
  const scriptSrc =
    policy
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  expect(scriptSrc).not.toContain('unsafe');
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain("object-src 'none'");
  // The 404 page and the assets carry it too.
  expect((await get('/no-such-page')).headers.get('content-security-policy')).toBe(policy);
  expect((await get('/favicon.svg')).headers.get('content-security-policy')).toBe(policy);
});

test('every page has the same policy in a meta tag, listing the hash of each of its inline scripts', async () => {
  const policy = policyOf((await get('/')).headers.get('content-security-policy'));
  const pages = sitePages();
  expect(pages.length).toBeGreaterThan(300);
  const problems: string[] = [];
  for (const path of pages) {
    const file = `doc_build${path.endsWith('/') ? `${path}index` : path}.html`;
    const html = readFileSync(file, 'utf8');
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/.exec(html)?.[1];
    if (meta?.replaceAll('&quot;', '"') !== policy) problems.push(`${file}: meta policy differs or is missing`);
    if (html.indexOf('http-equiv="Content-Security-Policy"') > html.indexOf('<script')) {
      problems.push(`${file}: the meta tag comes after a script`);
    }
    // One script shows the reader's theme: the site's head script (Rspress's own is left out with `darkMode: false`).
    const scripts = inlineScripts(parseHtml(html));
    const themeReaders = scripts.filter((body) => body.includes('rspress-theme-appearance'));
    if (themeReaders.length !== 1) problems.push(`${file}: ${themeReaders.length} inline scripts read the theme`);
    for (const body of scripts) {
      if (!policy.includes(scriptHash(body)))
        problems.push(`${file}: inline script without its hash: ${body.slice(0, 60)}`);
    }
  }
  expect(problems).toEqual([]);
});
