import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildPolicy, headersFile, scriptHash } from '../../plugins/builtPages/csp';
import { headersFor, parseHeadersFile } from '../../scripts/lib/staticServer';

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
