/**
 * Serves doc_build/ the way a static host (GitHub Pages, Netlify) does:
 * `/guide/quick-start` → `guide/quick-start.html`, `/guide/` → `guide/index.html`,
 * a folder without a slash redirects to the slash, anything else gets 404.html with status 404.
 * Like those hosts, it adds the headers the build wrote to `_headers` (the Content-Security-Policy) and does not
 * serve that file itself, gzips text when the client accepts it, and lets browsers keep the hashed files under
 * `static/` for a year while pages are revalidated on every visit.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, parseHeadersFile } from '../../plugins/cspLogic';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml)|image\/svg\+xml)/;

/** What a static host sends as Cache-Control: content-hashed build assets never change; everything else is revalidated. */
export function cacheControlFor(urlPath: string, base = '/'): string {
  return urlPath.startsWith(`${base}static/`)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

export type Resolution = { kind: 'file'; file: string; status: 200 | 404 } | { kind: 'redirect'; location: string };

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function isDirectory(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isDirectory();
  } catch {
    return false;
  }
}

/** Maps a request path to what a static host would answer. `base` is the site's base path, e.g. "/" or "/docs/". */
export async function resolveRequest(root: string, urlPath: string, base = '/'): Promise<Resolution> {
  const notFound: Resolution = { kind: 'file', file: path.join(root, '404.html'), status: 404 };
  let pathname: string;
  try {
    pathname = decodeURIComponent(urlPath.split(/[?#]/)[0]);
  } catch {
    return notFound;
  }
  if (!pathname.startsWith(base)) {
    if (`${pathname}/` === base) return { kind: 'redirect', location: base };
    return notFound;
  }
  const relative = pathname.slice(base.length);
  if (relative === '_headers') return notFound;
  const target = path.join(root, relative);
  if (target !== root && !target.startsWith(root + path.sep)) return notFound;

  if (pathname.endsWith('/')) {
    const index = path.join(target, 'index.html');
    return (await isFile(index)) ? { kind: 'file', file: index, status: 200 } : notFound;
  }
  if (await isFile(target)) return { kind: 'file', file: target, status: 200 };
  if (await isFile(`${target}.html`)) return { kind: 'file', file: `${target}.html`, status: 200 };
  // The location is built from the resolved folder, never from the request: `//host/..%2fguide` would otherwise
  // redirect to `//host/../guide/`, another site.
  if (await isDirectory(target)) {
    return { kind: 'redirect', location: `${base}${path.relative(root, target).split(path.sep).join('/')}/` };
  }
  return notFound;
}

export interface StaticServer {
  url: string;
  server: Server;
  close: () => Promise<void>;
}

export async function startStaticServer(options: {
  root: string;
  port?: number;
  base?: string;
}): Promise<StaticServer> {
  const root = path.resolve(options.root);
  const base = options.base ?? '/';
  const headersPath = path.join(root, '_headers');
  const rules = existsSync(headersPath) ? parseHeadersFile(readFileSync(headersPath, 'utf8'), headersPath) : [];
  const cache = new Map<string, Promise<Buffer>>();
  /**
   * The file's bytes, gzipped once per version of the file and kept, since a test run asks for the same assets
   * thousands of times.
   */
  const bodyOf = async (file: string, gzip: boolean): Promise<Buffer> => {
    const key = `${gzip ? 'gz' : 'id'}:${(await stat(file)).mtimeMs}:${file}`;
    let body = cache.get(key);
    if (!body) {
      body = readFile(file).then((bytes) => (gzip ? gzipSync(bytes, { level: 6 }) : bytes));
      body.catch(() => cache.delete(key));
      cache.set(key, body);
    }
    return body;
  };
  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split(/[?#]/)[0];
    const extra = headersFor(rules, pathname);
    resolveRequest(root, req.url ?? '/', base)
      .then((resolution) => {
        if (resolution.kind === 'redirect') {
          res.writeHead(301, [...extra, ['Location', resolution.location]].flat());
          res.end();
          return;
        }
        const type = CONTENT_TYPES[path.extname(resolution.file)] ?? 'application/octet-stream';
        const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        const headers = [
          ...extra,
          ['Content-Type', type],
          ['Cache-Control', cacheControlFor(pathname, base)],
          ['Vary', 'Accept-Encoding'],
          ...(gzip ? [['Content-Encoding', 'gzip']] : []),
        ];
        return bodyOf(resolution.file, gzip).then((body) => {
          res.writeHead(resolution.status, [...headers, ['Content-Length', String(body.length)]].flat());
          res.end(req.method === 'HEAD' ? undefined : body);
        });
      })
      .catch((error: unknown) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(error));
      });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${base === '/' ? '' : base.replace(/\/$/, '')}`,
    server,
    close: () => new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
