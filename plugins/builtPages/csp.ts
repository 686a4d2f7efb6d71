import { createHash } from 'node:crypto';
import {
  attribute,
  type Document,
  elementsNamed,
  headOf,
  insertAtHeadStart,
  isKeyword,
  newElement,
  scriptText,
} from './builtHtml';

/**
 * The site's Content Security Policy. Scripts: the site's own files plus the exact inline scripts the build wrote
 * (by sha256 hash), never 'unsafe-inline'. Styles allow inline `style` attributes, which React renders.
 */

// A script of another type is a data block, which is not run and needs no hash.
const RUN_TYPES = /^((text|application)\/(javascript|ecmascript)|module)$/i;

/** The bodies of the page's inline scripts, as written (scripts with a `src` are skipped). */
export function inlineScripts(document: Document): string[] {
  return elementsNamed(document, 'script')
    .filter((script) => script.attribs.src === undefined)
    .filter((script) => {
      const type = attribute(script, 'type')?.trim();
      return !type || RUN_TYPES.test(type);
    })
    .map(scriptText);
}

/** The CSP source expression for one inline script: `'sha256-…'` of its exact text. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

export interface PolicyOptions {
  /** Hash sources of the inline scripts, e.g. from scriptHash. */
  scriptHashes: Iterable<string>;
  /** Origins besides the site's own that the page may fetch from (a remote search endpoint). */
  connectOrigins?: Iterable<string>;
}

/** The policy as one header value, directives in a fixed order and hashes sorted so builds are reproducible. */
export function buildPolicy({ scriptHashes, connectOrigins = [] }: PolicyOptions): string {
  const hashes = [...new Set(scriptHashes)].sort();
  const connect = [...new Set(connectOrigins)].sort();
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connect.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Puts the policy in the page as a `<meta http-equiv>`, first in `<head>` so it governs every script after it, or in
 * place of the one the page has.
 */
export function addPolicyMeta(document: Document, policy: string, where: string): void {
  const tag = newElement('meta', { 'http-equiv': 'Content-Security-Policy', content: policy });
  const existing = elementsNamed(document, 'meta').find((meta) =>
    isKeyword(meta, 'http-equiv', 'content-security-policy'),
  );
  if (existing) existing.attribs = tag.attribs;
  else insertAtHeadStart(headOf(document, where, 'element to put the Content-Security-Policy meta tag in'), tag);
}

/** Extra response headers for every path, in the `_headers` format of Netlify and Cloudflare Pages. */
export function headersFile(base: string, policy: string): string {
  return [
    `${base}*`,
    `  Content-Security-Policy: ${policy}`,
    '  X-Content-Type-Options: nosniff',
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '',
  ].join('\n');
}
