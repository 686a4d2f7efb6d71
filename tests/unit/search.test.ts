import { describe, expect, it, vi } from 'vitest';
import type { SearchDoc } from '../../theme/search/engine';
import { indexLoader, SEARCH_INDEX_ERROR } from '../../theme/search/indexLoader';
import { MAX_QUERY_LENGTH } from '../../theme/search/queryBounds';
import { parseHitGroups, remoteSearchUrl, siteRoute, toSuggestions } from '../../theme/search/remoteSearch';

const PAGES: SearchDoc[] = [{ routePath: '/guide/quick-start', title: 'Quick Start', content: '', toc: [] }];

describe('the search index loader', () => {
  it('loads an edition once however many search boxes ask, and only when ready', async () => {
    let release = () => {};
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = vi.fn(async () => PAGES);
    const loader = indexLoader({ ready: () => ready, load });
    const first = loader('v2.en');
    const second = loader('v2.en');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    release();
    expect(await first).toEqual(PAGES);
    expect(await second).toEqual(PAGES);
    expect(load).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledWith('v2.en');
  });

  it('answers a failed load with no pages and logs exactly the spec message', async () => {
    const log = vi.fn();
    const loader = indexLoader({ load: () => Promise.reject(new Error('Loading chunk 12 failed.')), log });
    expect(await loader('v2.en')).toEqual([]);
    expect(log.mock.calls).toEqual([[SEARCH_INDEX_ERROR]]);
  });

  it('treats an index that is not a list as a failure', async () => {
    const log = vi.fn();
    const loader = indexLoader({ load: async () => ({ pages: [] }) as unknown as SearchDoc[], log });
    expect(await loader('v2.en')).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });

  it('does not ask again after a failure, so each keystroke does not log again (the message says to reload)', async () => {
    const log = vi.fn();
    const load = vi.fn().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(PAGES);
    const loader = indexLoader({ load, log });
    expect(await loader('v2.en')).toEqual([]);
    expect(await loader('v2.en')).toEqual([]);
    expect(load).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('remote search', () => {
  const settings = { endpoint: 'https://search.example.com/api?site=docs', indexes: ['patchbay-docs', 'blog'] };

  it('sends keyword, limit, searchIndexes and lang as query parameters', () => {
    const url = new URL(remoteSearchUrl(settings, 'lip sync & more', 7, 'zh'));
    expect(url.origin + url.pathname).toBe('https://search.example.com/api');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      site: 'docs',
      keyword: 'lip sync & more',
      limit: '7',
      searchIndexes: 'patchbay-docs,blog',
      lang: 'zh',
    });
  });

  it('sends no more of a pasted query than the search reads', () => {
    const url = new URL(remoteSearchUrl(settings, 'x'.repeat(10_000), 7, 'en'));
    expect(url.searchParams.get('keyword')).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('reads a list of hit groups and turns the hits into suggestions', () => {
    const groups = parseHitGroups([
      { index: 'patchbay-docs', hits: [{ title: 'Sockets and Connections', routePath: '/guide/sockets' }] },
    ]);
    expect(toSuggestions(groups, 'sockets')).toEqual([
      {
        type: 'title',
        title: 'Sockets and Connections',
        header: 'Sockets and Connections',
        link: '/guide/sockets',
        highlights: [{ start: 0, length: 7 }],
      },
    ]);
  });

  it('rejects answers of the wrong shape, saying what is wrong', () => {
    expect(() => parseHitGroups({ hits: [] })).toThrow('not a JSON list of hit groups');
    expect(() => parseHitGroups([{ index: 'docs' }])).toThrow('hit group 0 needs "index" (string) and "hits" (list)');
    expect(() => parseHitGroups([{ index: 'docs', hits: [{ title: 'No path' }] }])).toThrow(
      'hit 0 of group 0 needs "title" and "routePath"',
    );
  });

  it('keeps only routes that stay on the site', () => {
    expect(siteRoute('/guide/sockets')).toBe('/guide/sockets');
    expect(siteRoute('/guide/sockets#deleting-connections')).toBe('/guide/sockets#deleting-connections');
    expect(siteRoute('/zh/guide/?q=1')).toBe('/zh/guide/?q=1');
    for (const offSite of [
      'https://evil.example/guide',
      '//evil.example/guide',
      '/\\evil.example/guide',
      '\\\\evil.example',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'guide/sockets',
      '',
      '/guide/\nx',
      ' /guide',
    ]) {
      expect(siteRoute(offSite), offSite).toBeNull();
    }
  });

  it('drops hits that would leave the site and says which', () => {
    const warn = vi.fn();
    const groups = parseHitGroups([
      {
        index: 'patchbay-docs',
        hits: [
          { title: 'Evil', routePath: 'https://evil.example/x' },
          { title: 'Also evil', routePath: '//evil.example/x' },
          { title: 'Script', routePath: 'javascript:alert(1)' },
          { title: 'Quick Start', routePath: '/guide/quick-start' },
        ],
      },
    ]);
    expect(toSuggestions(groups, 'x', warn).map((s) => s.link)).toEqual(['/guide/quick-start']);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0][0]).toContain('"https://evil.example/x"');
  });
});
