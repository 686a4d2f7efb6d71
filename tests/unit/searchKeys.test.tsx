// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Search } from '../../theme/components/Search';
import { isSearchShortcut } from '../../theme/components/searchShortcut';
import { nextActive } from '../../theme/search/activeOption';
import type { Suggestion } from '../../theme/search/suggestions';

// Rspress's runtime and theme parts the search uses: the page's edition, links, icons and client navigation.
vi.mock('@rspress/core/runtime', () => ({
  useLang: () => 'en',
  useVersion: () => '',
  withBase: (link: string) => link,
}));
vi.mock('@rspress/core/theme-original', () => {
  const Icon = () => null;
  return {
    IconClose: Icon,
    IconFile: Icon,
    IconHeader: Icon,
    IconJump: Icon,
    IconSearch: Icon,
    IconTitle: Icon,
    SvgWrapper: (): ReactNode => null,
    useLinkNavigate: () => () => {},
  };
});

// Three results for any query, at once: the keys under test act on the list, not on how it is found.
const RESULTS: Suggestion[] = ['Quick Start', 'Sockets', 'Nodes'].map((title) => ({
  type: 'title',
  title,
  header: title,
  link: `/${title}`,
  highlights: [],
}));
vi.mock('../../theme/search/useSearch', () => ({
  prefetchSearchIndex: () => {},
  useSearch: () => ({
    input: 'node',
    answer: { query: 'node', results: RESULTS },
    searching: false,
    setInput: () => {},
  }),
}));
vi.mock('../../theme/search/indexLoader', async () => {
  const { SearchDialog } = await import('../../theme/search/SearchDialog');
  return { loadSearchModule: async () => ({ SearchDialog }) };
});

beforeAll(() => {
  // jsdom has <dialog> without its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

describe('nextActive: the arrow keys in the results list', () => {
  it('moves down and up one option', () => {
    expect(nextActive('ArrowDown', 0, 3)).toBe(1);
    expect(nextActive('ArrowUp', 2, 3)).toBe(1);
  });

  it('wraps from the last option to the first, and from the first to the last', () => {
    expect(nextActive('ArrowDown', 2, 3)).toBe(0);
    expect(nextActive('ArrowUp', 0, 3)).toBe(2);
  });

  it('moves nothing for other keys or an empty list', () => {
    expect(nextActive('Enter', 1, 3)).toBeUndefined();
    expect(nextActive('ArrowDown', 0, 0)).toBeUndefined();
  });
});

describe('isSearchShortcut', () => {
  const key = (code: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey', boolean>>) => ({
    code,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    ...mods,
  });

  it('is Ctrl+K or ⌘K', () => {
    expect(isSearchShortcut(key('KeyK', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('KeyK', { metaKey: true }))).toBe(true);
  });

  it('is not K alone, Alt+Ctrl+K, or Ctrl with another key', () => {
    expect(isSearchShortcut(key('KeyK', {}))).toBe(false);
    expect(isSearchShortcut(key('KeyK', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key('KeyJ', { ctrlKey: true }))).toBe(false);
  });
});

describe('the search panel', () => {
  afterEach(cleanup);

  const panel = () => screen.queryByRole('dialog', { name: 'Search' });
  const shortcut = () => act(() => fireEvent.keyDown(document, { code: 'KeyK', key: 'k', ctrlKey: true }));
  const selected = () => screen.getByRole('option', { selected: true, hidden: true }).textContent;

  it('opens with Ctrl+K and closes with it again', async () => {
    render(<Search />);
    expect(panel()).toBeNull();
    shortcut();
    expect(await screen.findByRole('dialog', { name: 'Search' })).not.toBeNull();
    shortcut();
    expect(panel()).toBeNull();
  });

  it('closes with Escape (the dialog’s cancel)', async () => {
    render(<Search />);
    shortcut();
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    act(() => fireEvent(dialog, new Event('cancel', { cancelable: true })));
    expect(panel()).toBeNull();
  });

  it('moves the selection with the arrows, wrapping at both ends', async () => {
    render(<Search />);
    shortcut();
    const input = await screen.findByRole('combobox', { name: 'Search docs', hidden: true });
    expect(selected()).toBe('Quick Start');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe('Nodes');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe('Quick Start');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe('Sockets');
  });
});
