import { createHash } from 'node:crypto';

/**
 * The site's Content Security Policy. Scripts: the site's own files plus the exact inline scripts the build wrote
 * (by sha256 hash), never 'unsafe-inline'. Styles allow inline `style` attributes, which React renders.
 */

/** Inline `<script>` bodies of an HTML document (scripts with a `src` are skipped). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    if (/\ssrc\s*=/i.test(attributes)) continue;
    // JSON data blocks are not executed and need no hash.
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/i.test(type)) continue;
    scripts.push(match[2]);
  }
  return scripts;
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

/** The `<meta http-equiv>` form of the policy, placed first in `<head>` so it governs every script after it. */
export function withPolicyMeta(html: string, policy: string, file: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}">`;
  const existing = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;
  if (existing.test(html)) return html.replace(existing, tag);
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error(`${file}: no <head> element to put the Content-Security-Policy meta tag in`);
  const at = head.index + head[0].length;
  // After <meta charset>, which must stay within the first 1024 bytes.
  const charset = /^\s*<meta charset=[^>]*>/i.exec(html.slice(at));
  const insertAt = at + (charset ? charset[0].length : 0);
  return html.slice(0, insertAt) + tag + html.slice(insertAt);
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
