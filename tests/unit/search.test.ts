import { describe, expect, it, vi } from 'vitest';
import { guardedFetch, isSearchIndexUrl, SEARCH_INDEX_ERROR } from '../../theme/search/indexFetchGuard';
import { parseHitGroups, remoteSearchUrl, toSuggestions } from '../../theme/search/remoteSearch';

const INDEX = '/static/search_index.v2.en.5059ce6d.json';

describe('the search index fetch guard', () => {
  it('recognises the index files of every version and language, and nothing else', () => {
    expect(isSearchIndexUrl(INDEX)).toBe(true);
    expect(isSearchIndexUrl('https://example.com/patchbay-docs/static/search_index.v1.zh.d72f.json')).toBe(true);
    expect(isSearchIndexUrl('/guide/nodesref/catalog.json')).toBe(false);
    expect(isSearchIndexUrl('/static/js/index.js')).toBe(false);
  });

  it('answers a failed index request with an empty index and logs exactly the spec message', async () => {
    const log = vi.fn();
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const response = await guardedFetch(failing as unknown as typeof fetch, { log })(INDEX);
    expect(await response.json()).toEqual([]);
    expect(log.mock.calls).toEqual([[SEARCH_INDEX_ERROR]]);
  });

  it('treats an HTTP error like a network error', async () => {
    const log = vi.fn();
    const notFound = vi.fn(async () => new Response('missing', { status: 404 }));
    const response = await guardedFetch(notFound as unknown as typeof fetch, { log })(INDEX);
    expect(await response.json()).toEqual([]);
    expect(log).toHaveBeenCalledOnce();
  });

  it('passes every other request, and successful index requests, through untouched', async () => {
    const log = vi.fn();
    const ok = new Response('[{"title":"Quick Start"}]', { status: 200 });
    const original = vi.fn(async () => ok);
    const guarded = guardedFetch(original as unknown as typeof fetch, { log });
    expect(await (await guarded(INDEX)).json()).toEqual([{ title: 'Quick Start' }]);
    await guarded('/guide/nodesref/catalog.json');
    expect(original).toHaveBeenCalledTimes(2);
    expect(log).not.toHaveBeenCalled();
  });

  it('asks for each index file once however many search boxes want it, and only when ready', async () => {
    let release = () => {};
    const ready = new Promise<void>((resolve) => {
      release = resolve;
    });
    const original = vi.fn(async () => new Response('[{"title":"Quick Start"}]', { status: 200 }));
    const guarded = guardedFetch(original as unknown as typeof fetch, { ready: () => ready });
    const first = guarded(INDEX);
    const second = guarded(INDEX);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(original).not.toHaveBeenCalled();
    release();
    expect(await (await first).json()).toEqual([{ title: 'Quick Start' }]);
    expect(await (await second).json()).toEqual([{ title: 'Quick Start' }]);
    expect(original).toHaveBeenCalledOnce();
  });

  it('tries a failed index file again on the next request', async () => {
    const original = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValueOnce(new Response('[]', { status: 200 }));
    const guarded = guardedFetch(original as unknown as typeof fetch, { log: vi.fn() });
    await guarded(INDEX);
    await guarded(INDEX);
    expect(original).toHaveBeenCalledTimes(2);
  });

  it('with remote search on, never requests the local index', async () => {
    const original = vi.fn();
    const response = await guardedFetch(original as unknown as typeof fetch, { skipIndex: true })(INDEX);
    expect(await response.json()).toEqual([]);
    expect(original).not.toHaveBeenCalled();
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
        query: 'sockets',
        highlightInfoList: [{ start: 0, length: 7 }],
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
});
