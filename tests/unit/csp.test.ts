import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPolicy, headersFile, inlineScripts, scriptHash, withPolicyMeta } from '../../plugins/cspLogic';
import { headersFor, parseHeadersFile } from '../../scripts/lib/staticServer';

const PAGE = `<!DOCTYPE html><html><head><meta charset="UTF-8"><script>var a = 1;</script>
<script defer src="/static/js/index.js"></script><script type="application/json">{"x":1}</script>
<script type="module">import "/m.js";</script></head><body><script>
  b()
</script></body></html>`;

describe('inlineScripts', () => {
  it('returns the exact text of inline scripts and skips external and data scripts', () => {
    expect(inlineScripts(PAGE)).toEqual(['var a = 1;', 'import "/m.js";', '\n  b()\n']);
  });
});

describe('scriptHash', () => {
  it('is the base64 sha256 of the exact text, so one changed byte changes it', () => {
    const expected = createHash('sha256').update('var a = 1;').digest('base64');
    expect(scriptHash('var a = 1;')).toBe(`'sha256-${expected}'`);
    expect(scriptHash('var a = 1; ')).not.toBe(scriptHash('var a = 1;'));
  });
});

describe('buildPolicy', () => {
  it("allows scripts from the site and the hashed inline scripts only, never 'unsafe-inline'", () => {
    const policy = buildPolicy({ scriptHashes: ["'sha256-b'", "'sha256-a'", "'sha256-b'"] });
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-a' 'sha256-b'");
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self'");
  });

  it('lets the pages fetch from a configured remote search origin', () => {
    expect(buildPolicy({ scriptHashes: [], connectOrigins: ['https://search.example'] })).toContain(
      "connect-src 'self' https://search.example",
    );
  });
});

describe('withPolicyMeta', () => {
  it('puts the meta tag right after <meta charset>, before the first script', () => {
    const html = withPolicyMeta(PAGE, "script-src 'self'", 'x.html');
    expect(html).toContain(
      `<head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="script-src 'self'"><script>`,
    );
  });

  it('replaces an earlier tag instead of adding a second one', () => {
    const once = withPolicyMeta(PAGE, "script-src 'self'", 'x.html');
    const twice = withPolicyMeta(once, "script-src 'none'", 'x.html');
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toContain(`content="script-src 'none'"`);
  });

  it('names the file when a page has no head', () => {
    expect(() => withPolicyMeta('<p>hi</p>', "script-src 'self'", 'guide/x.html')).toThrow(
      'guide/x.html: no <head> element',
    );
  });
});

describe('_headers', () => {
  it('round-trips through the parser and applies by path prefix under the base', () => {
    const rules = parseHeadersFile(headersFile('/patchbay-docs/', "script-src 'self'"));
    expect(headersFor(rules, '/patchbay-docs/guide/')).toContainEqual(['Content-Security-Policy', "script-src 'self'"]);
    expect(headersFor(rules, '/elsewhere')).toEqual([]);
  });

  it('names the file and line of a header without a path line', () => {
    expect(() => parseHeadersFile('  X-A: b\n', 'doc_build/_headers')).toThrow('doc_build/_headers:1');
  });
});
