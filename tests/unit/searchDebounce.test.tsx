// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Suggestion } from '../../theme/search/suggestions';
import { useSearch } from '../../theme/search/useSearch';

// The ranking stands in for the index and the search's code: each query it is asked is one search run.
const searched = vi.hoisted(() => [] as string[]);
vi.mock('../../theme/search/indexLoader', () => ({
  loadSearchIndex: async () => [{ id: 'page' }],
  loadSearchModule: async () => ({
    SearchEngine: {
      build: () => ({
        search: (query: string) => {
          searched.push(query);
          return [];
        },
      }),
    },
    suggestionsFor: (_ranked: unknown, query: string): Suggestion[] => [
      { type: 'title', title: query, header: query, link: `/${query}`, highlights: [] },
    ],
  }),
}));

const LOCAL = { endpoint: '', indexes: [] };

/** Moves the clock on by `ms` and lets the search that falls due answer. */
const wait = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

describe('useSearch: the search waits 150 ms after the last keystroke', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    searched.length = 0;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('runs no query 149 ms after a keystroke, and the query at 150 ms', async () => {
    const { result } = renderHook(() => useSearch('v2.en', 'en', LOCAL));
    act(() => result.current.setInput('node'));
    expect(result.current.searching).toBe(true);
    await wait(149);
    expect(searched).toEqual([]);
    expect(result.current.answer).toBeNull();
    await wait(1);
    expect(searched).toEqual(['node']);
    expect(result.current.answer?.query).toBe('node');
    expect(result.current.searching).toBe(false);
  });

  it('waits again from each keystroke, and runs only the last query', async () => {
    const { result } = renderHook(() => useSearch('v2.en', 'en', LOCAL));
    act(() => result.current.setInput('n'));
    await wait(149);
    act(() => result.current.setInput('no'));
    await wait(149);
    expect(searched).toEqual([]);
    await wait(1);
    expect(searched).toEqual(['no']);
  });
});
