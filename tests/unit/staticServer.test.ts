import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRequest, type StaticServer, startStaticServer } from '../support/staticServer';

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

describe('resolveRequest', () => {
  it.each([
    ['/', 'index.html', 200],
    ['/guide/', 'guide/index.html', 200],
    ['/guide/index', 'guide/index.html', 200],
    ['/guide/quick-start', 'guide/quick-start.html', 200],
    ['/guide/quick-start?x=1#y', 'guide/quick-start.html', 200],
    ['/app.js', 'app.js', 200],
    ['/nope', '404.html', 404],
    ['/guide/nope/', '404.html', 404],
    ['/../etc/passwd', '404.html', 404],
    ['/%E0%A4%A', '404.html', 404],
  ])('%s → %s (%i)', async (url, file, status) => {
    expect(await resolveRequest(root, url)).toEqual({ kind: 'file', file: path.join(root, file), status });
  });

  it('redirects a folder without its trailing slash', async () => {
    expect(await resolveRequest(root, '/guide')).toEqual({ kind: 'redirect', location: '/guide/' });
  });

  it('never redirects off the site, whatever the request path names', async () => {
    for (const url of [
      '//evil.example/..%2fguide',
      '//evil.example/../guide',
      '/\\evil.example/..%2fguide',
      '/%2F%2Fevil.example/..%2fguide',
    ]) {
      const resolution = await resolveRequest(root, url);
      if (resolution.kind === 'redirect') expect(resolution.location, url).toBe('/guide/');
    }
    expect(await resolveRequest(root, '/docs//evil.example/..%2fguide', '/docs/')).toEqual({
      kind: 'redirect',
      location: '/docs/guide/',
    });
  });

  it('serves under a base path and 404s outside it', async () => {
    expect(await resolveRequest(root, '/docs/guide/quick-start', '/docs/')).toMatchObject({ status: 200 });
    expect(await resolveRequest(root, '/guide/quick-start', '/docs/')).toMatchObject({ status: 404 });
    expect(await resolveRequest(root, '/docs', '/docs/')).toEqual({ kind: 'redirect', location: '/docs/' });
  });
});

describe('startStaticServer', () => {
  let server: StaticServer;
  beforeAll(async () => {
    server = await startStaticServer({ root });
  });
  afterAll(() => server.close());

  it('answers unknown paths with 404.html and status 404', async () => {
    const response = await fetch(`${server.url}/missing-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('missing');
  });

  it('serves clean URLs as HTML', async () => {
    const response = await fetch(`${server.url}/guide/quick-start`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('quick');
  });

  it('adds the headers from _headers by path, and does not serve that file', async () => {
    const guide = await fetch(`${server.url}/guide/quick-start`);
    expect(guide.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(guide.headers.get('x-test')).toBe('guide');
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(home.headers.get('x-test')).toBeNull();
    expect((await fetch(`${server.url}/_headers`)).status).toBe(404);
  });

  it('gzips text for clients that accept it, and sends it plain to those that do not', async () => {
    const url = `${server.url}/static/app.1234.js`;
    const zipped = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      get(url, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(zipped.encoding).toBe('gzip');
    expect(zipped.body.length).toBeLessThan(100);
    expect(gunzipSync(zipped.body).toString()).toBe('console.log(1);'.repeat(100));
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1);'.repeat(100));
    const png = await fetch(`${server.url}/static/logo.png`, { headers: { 'accept-encoding': 'gzip' } });
    expect(png.headers.get('content-encoding')).toBeNull();
  });

  it('lets browsers keep hashed assets for a year and revalidate pages', async () => {
    const asset = await fetch(`${server.url}/static/app.1234.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${server.url}/guide/quick-start`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
  });
});
