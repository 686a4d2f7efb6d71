import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startStaticServer } from '../../scripts/lib/staticServer';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'static-'));
  await mkdir(path.join(root, 'guide'), { recursive: true });
  await writeFile(path.join(root, 'index.html'), 'home');
  await writeFile(path.join(root, '404.html'), 'missing');
  await writeFile(path.join(root, 'guide', 'index.html'), 'guide');
  await writeFile(path.join(root, 'guide', 'quick-start.html'), 'quick');
  await writeFile(path.join(root, 'app.js'), 'js');
  await mkdir(path.join(root, 'static'), { recursive: true });
  await writeFile(path.join(root, 'static', 'app.1234.js'), 'console.log(1);'.repeat(100));
  await writeFile(path.join(root, 'static', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(
    path.join(root, '_headers'),
    "/*\n  Content-Security-Policy: script-src 'self'\n/guide/*\n  X-Test: guide\n",
  );
});

/** One request as a browser would send it, without following redirects. */
function request(url: string, headers: Record<string, string> = {}) {
  return fetch(url, { headers, redirect: 'manual' });
}

describe('the static server', () => {
  let server: StaticServer;
  let docs: StaticServer;
  beforeAll(async () => {
    server = await startStaticServer({ root });
    docs = await startStaticServer({ root, base: '/docs/' });
  });
  afterAll(async () => {
    await server.close();
    await docs.close();
  });

  it.each([
    ['/', 'home', 200],
    ['/guide/', 'guide', 200],
    ['/guide/index', 'guide', 200],
    ['/guide/quick-start', 'quick', 200],
    ['/guide/quick-start?x=1', 'quick', 200],
    ['/app.js', 'js', 200],
    ['/nope', 'missing', 404],
    ['/guide/nope/', 'missing', 404],
    ['/guide/quick-start/', 'missing', 404],
    ['/GUIDE/QUICK-START', 'missing', 404],
    ['/../etc/passwd', 'missing', 404],
    ['/%2e%2e/%2e%2e/etc/passwd', 'missing', 404],
    ['/%E0%A4%A', 'missing', 404],
  ])('%s answers %s (%i)', async (url, body, status) => {
    const response = await request(`${server.url}${url}`);
    expect(response.status).toBe(status);
    expect(await response.text()).toBe(body);
  });

  it('serves clean URLs as HTML', async () => {
    const response = await request(`${server.url}/guide/quick-start`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('never redirects off the site, whatever the request path names', async () => {
    for (const url of ['//evil.example/..%2fguide', '//evil.example/../guide', '/\\evil.example/..%2fguide']) {
      const response = await new Promise<{ status?: number; location?: string }>((resolve, reject) => {
        get({ host: '127.0.0.1', port: new URL(server.url).port, path: url }, (res) => {
          res.resume();
          resolve({ status: res.statusCode, location: res.headers.location });
        }).on('error', reject);
      });
      expect(response.location, url).toBeUndefined();
      expect([200, 404], url).toContain(response.status);
    }
  });

  it('serves under a base path, 404s outside it and adds the slash to the bare base', async () => {
    expect((await request(`${docs.url}/guide/quick-start`)).status).toBe(200);
    const outside = await request(`${new URL(docs.url).origin}/guide/quick-start`);
    expect(outside.status).toBe(404);
    expect(await outside.text()).toBe('missing');
    const bare = await request(`${new URL(docs.url).origin}/docs`);
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/docs/');
  });

  it('adds the headers from _headers by path, also to the 404 page, and does not serve that file', async () => {
    const guide = await request(`${server.url}/guide/quick-start`);
    expect(guide.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(guide.headers.get('x-test')).toBe('guide');
    const home = await request(`${server.url}/`);
    expect(home.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(home.headers.get('x-test')).toBeNull();
    const headersFile = await request(`${server.url}/_headers`);
    expect(headersFile.status).toBe(404);
    expect(headersFile.headers.get('content-security-policy')).toBe("script-src 'self'");
  });

  it('gzips text for clients that accept it (as GitHub Pages does, also for those that take brotli), and sends it plain to those that do not', async () => {
    const url = `${server.url}/static/app.1234.js`;
    const zipped = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(100);
    expect(gunzipSync(zipped.body).toString()).toBe('console.log(1);'.repeat(100));
    const brotli = await new Promise<string | undefined>((resolve, reject) => {
      get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (res) => {
        res.resume();
        resolve(res.headers['content-encoding']);
      }).on('error', reject);
    });
    expect(brotli).toBe('gzip');
    const plain = await request(url, { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1);'.repeat(100));
    const png = await request(`${server.url}/static/logo.png`, { 'accept-encoding': 'gzip' });
    expect(png.headers.get('content-encoding')).toBeNull();
  });

  it('lets browsers keep hashed assets for a year and revalidate pages', async () => {
    const asset = await request(`${server.url}/static/app.1234.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await request(`${server.url}/guide/quick-start`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const underBase = await request(`${docs.url}/static/app.1234.js`);
    expect(underBase.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
