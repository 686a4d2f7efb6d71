/**
 * Serves a build (doc_build/) the way a static host (GitHub Pages, Netlify) does, for `npm run preview`, the
 * end-to-end tests, the bench and the screenshot tool. sirv serves the files (clean URLs: `/guide/quick-start` →
 * `guide/quick-start.html`, `/guide/` → `guide/index.html`; it never redirects, so no request can be sent off the
 * site), compression gzips text for clients that accept it. Around them, only what a host's
 * configuration says: the site's base path, 404.html with status 404 for anything else, the headers the build wrote to `_headers` (the
 * Content-Security-Policy; the file itself is not served), and caching: content-hashed files under `static/` kept
 * for a year, pages revalidated on every visit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

type Rule = { pattern: string; headers: [string, string][] };

/**
 * Reads a `_headers` file (Netlify and Cloudflare Pages' format: a path pattern line, then indented `Name: value`
 * lines). Hand-written: no kept package reads this format, and the build writes only these few lines of it.
 */
export function parseHeadersFile(text: string, file = '_headers'): Rule[] {
  const rules: Rule[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim() || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      return;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (!rule || colon < 0) throw new Error(`${file}:${index + 1}: expected "Name: value" under a path line`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

/** The headers `_headers` gives one request path (`/*` and `/docs/*` match by prefix, other patterns exactly). */
export function headersFor(rules: Rule[], pathname: string): [string, string][] {
  return rules
    .filter(({ pattern }) => (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern))
    .flatMap((rule) => rule.headers);
}

/** What a static host sends as Cache-Control: content-hashed build assets never change; everything else is revalidated. */
export function cacheControlFor(urlPath: string, base = '/'): string {
  return urlPath.startsWith(`${base}static/`)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

/** A request path decoded, or null when it does not decode or climbs out of the site. */
function decodePath(encoded: string): string | null {
  try {
    const decoded = decodeURIComponent(encoded);
    return decoded.split('/').includes('..') ? null : decoded;
  } catch {
    return null;
  }
}

export interface StaticServer {
  url: string;
  server: Server;
  close: () => Promise<void>;
}

export async function startStaticServer(options: {
  root: string;
  port?: number;
  /** The site's base path, e.g. "/" or "/patchbay-docs/". */
  base?: string;
}): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const base = options.base ?? '/';
  const headersPath = path.join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8'), headersPath) : [];
  const notFoundPage = path.join(root, '404.html');

  const setSiteHeaders = (res: ServerResponse, sitePath: string) => {
    for (const [name, value] of headersFor(rules, sitePath)) res.setHeader(name, value);
    res.setHeader('Cache-Control', cacheControlFor(sitePath, base));
  };
  const files = sirv(root, {
    extensions: ['html'],
    dotfiles: false,
    etag: true,
    setHeaders: (res, pathname) => setSiteHeaders(res, `${base}${pathname.replace(/^\//, '')}`),
  });
  const gzip = compression();

  const notFound = async (req: IncomingMessage, res: ServerResponse, sitePath: string) => {
    setSiteHeaders(res, sitePath);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.statusCode = 404;
    res.end(req.method === 'HEAD' ? undefined : await readFile(notFoundPage));
  };

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const sitePath = url.split(/[?#]/)[0];
    if (`${sitePath}/` === base) {
      res.writeHead(301, { Location: base }).end();
      return;
    }
    // GitHub Pages, where the site is deployed, sends gzip, never brotli; the bench's byte counts are gzip's too.
    req.headers['accept-encoding'] = String(req.headers['accept-encoding'] ?? '').replace(/\bbr\b/g, '');
    gzip(req as never, res as never, () => {
      if (!sitePath.startsWith(base) || sitePath.slice(base.length) === '_headers') {
        void notFound(req, res, sitePath);
        return;
      }
      const relative = decodePath(sitePath.slice(base.length));
      // Like GitHub Pages, a path ending in a slash names a folder: only its index.html answers it (sirv would also
      // try `quick-start.html` for `/guide/quick-start/`).
      if (relative === null || (relative.endsWith('/') && !existsSync(path.join(root, relative, 'index.html')))) {
        void notFound(req, res, sitePath);
        return;
      }
      // sirv serves the folder as the site's root: the base path is the host's, not a folder of the build.
      req.url = `/${url.slice(base.length)}`;
      files(req, res, () => void notFound(req, res, sitePath));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base === '/' ? '' : base.replace(/\/$/, '')}`,
    server,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
