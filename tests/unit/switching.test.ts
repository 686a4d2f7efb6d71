import { describe, expect, it } from 'vitest';
import { normalizeRoute, splitEdition } from '../../config/editions';
import { nearestExisting, switchTarget } from '../../config/switching';

const routes = new Set([
  '/',
  '/guide/',
  '/guide/quick-start',
  '/guide/nodesref/',
  '/guide/nodesref/Sora2Node',
  '/zh/',
  '/zh/guide/',
  '/zh/guide/quick-start',
  '/v1/',
  '/v1/guide/',
  '/v1/guide/quick-start',
  '/v1/guide/nodesref/',
  '/v1/zh/',
]);
const exists = (route: string) => routes.has(route);

describe('editions of a path', () => {
  it('reads version and language from the prefix, defaults otherwise', () => {
    expect(splitEdition('/v1/zh/guide/flows')).toEqual({ version: 'v1', lang: 'zh', rest: '/guide/flows' });
    expect(splitEdition('/zh/')).toEqual({ version: 'v2', lang: 'zh', rest: '/' });
    expect(splitEdition('/guide/index.html')).toEqual({ version: 'v2', lang: 'en', rest: '/guide/' });
  });

  it('treats index pages and .html endings as one route', () => {
    expect(normalizeRoute('/v1/index')).toBe('/v1/');
    expect(normalizeRoute('/guide/flows.html#top')).toBe('/guide/flows');
  });
});

describe('nearestExisting', () => {
  it('climbs to the closest landing page that exists, then to the edition home', () => {
    expect(nearestExisting('/v1/guide/nodesref/Sora2Node', exists)).toBe('/v1/guide/nodesref/');
    expect(nearestExisting('/v1/guide/styles', exists)).toBe('/v1/guide/');
    expect(nearestExisting('/v1/zh/guide/styles', exists)).toBe('/v1/zh/');
    expect(nearestExisting('/v1/README', exists)).toBe('/v1/');
  });
});

describe('switchTarget', () => {
  it('keeps links to pages that exist, and links that are not site pages', () => {
    expect(switchTarget('/zh/guide/quick-start', '/guide/quick-start', exists)).toBe('/zh/guide/quick-start');
    expect(switchTarget('https://fal.ai', '/guide/', exists)).toBe('https://fal.ai');
    expect(switchTarget('#top', '/guide/', exists)).toBe('#top');
    expect(switchTarget('/guide/nodesref/catalog.json', '/guide/', exists)).toBe('/guide/nodesref/catalog.json');
  });

  it('repairs a menu link that lost part of the path, when the page exists in that edition', () => {
    // Rspress's version menu links v2 → "/quick-start" from "/guide/quick-start".
    expect(switchTarget('/quick-start', '/guide/quick-start', exists)).toBe('/guide/quick-start');
  });

  it('sends a switch to an edition without the page to the nearest page there, saying where it came from', () => {
    expect(switchTarget('/v1/guide/nodesref/Sora2Node', '/guide/nodesref/Sora2Node', exists)).toBe(
      '/v1/guide/nodesref/?from=%2Fv1%2Fguide%2Fnodesref%2FSora2Node',
    );
  });
});
