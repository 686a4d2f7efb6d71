// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tab, Tabs } from '../../components/Tabs';
import { choiceFor, parseChoice, resolveTheme } from '../../theme/appearance/appearance';
import { useThemeState } from '../../theme/appearance/useThemeState';
import {
  dismissUnreachable,
  isChunkLoadError,
  onUnreachable,
  openAsDocument,
  quietFailedPrefetches,
} from '../../theme/navigation/fallback';
import { readStored, useStored, writeStored } from '../../theme/storage';

/** Makes every access to local storage throw, as a browser does with site data blocked, or every write, as a full one. */
function breakStorage(how: 'blocked' | 'full') {
  const real = window.localStorage;
  const refused = (name: string) => () => {
    throw new DOMException(`${name} refused`, name);
  };
  if (how === 'blocked') {
    Object.defineProperty(window, 'localStorage', { configurable: true, get: refused('SecurityError') });
  } else {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused('QuotaExceededError'));
  }
  return () => {
    Object.defineProperty(window, 'localStorage', { configurable: true, value: real });
    vi.restoreAllMocks();
  };
}

const matchMedia = (dark: boolean) =>
  vi.fn((query: string) => ({
    matches: dark && query.includes('dark'),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));

afterEach(cleanup);

beforeEach(() => {
  localStorage.clear();
  window.matchMedia = matchMedia(false) as unknown as typeof window.matchMedia;
  window.requestAnimationFrame = (callback) => setTimeout(() => callback(0), 0) as unknown as number;
});

for (const how of ['blocked', 'full'] as const) {
  describe(`storage that is ${how}`, () => {
    let restore = () => {};
    beforeEach(() => {
      if (how === 'full') localStorage.setItem('kept', 'yes');
      restore = breakStorage(how);
    });
    afterEach(() => restore());

    it('reads as nothing stored (or what was stored before) and refuses writes without throwing', () => {
      expect(readStored('kept')).toBe(how === 'full' ? 'yes' : null);
      expect(writeStored('x', '1')).toBe(false);
      expect(writeStored('x', null)).toBe(how === 'full');
    });

    it('still holds a value for the visit and shares it with every component showing the key', () => {
      const first = renderHook(() => useStored('k'));
      const second = renderHook(() => useStored('k'));
      act(() => first.result.current[1]('2'));
      expect(first.result.current[0]).toBe('2');
      expect(second.result.current[0]).toBe('2');
    });

    it('lets the theme toggle switch for the visit', () => {
      const { result } = renderHook(() => useThemeState());
      expect(result.current[0]).toBe('light');
      act(() => result.current[1]('dark'));
      expect(result.current[0]).toBe('dark');
      expect(document.documentElement.classList.contains('dark')).toBe(true);
      act(() => result.current[1]('light'));
      expect(document.documentElement.classList.contains('dark')).toBe(false);
    });

    it('lets a tab group switch for the visit', () => {
      render(
        <Tabs groupId="os">
          <Tab label="macOS">Cmd</Tab>
          <Tab label="Windows">Ctrl</Tab>
        </Tabs>,
      );
      fireEvent.click(screen.getByRole('tab', { name: 'Windows' }));
      expect(screen.getByRole('tab', { name: 'Windows' }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByRole('tabpanel').textContent).toBe('Ctrl');
    });
  });
}

describe('the theme choice', () => {
  it('keeps only light, dark and auto; auto follows the system', () => {
    expect(['light', 'dark', 'auto', 'purple', null].map((v) => parseChoice(v))).toEqual([
      'light',
      'dark',
      'auto',
      'auto',
      'auto',
    ]);
    expect(resolveTheme('auto', true)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('stores auto when the reader picks what the system shows', () => {
    expect(choiceFor('dark', true)).toBe('auto');
    expect(choiceFor('dark', false)).toBe('dark');
  });

  it('is stored and read back', () => {
    const { result, unmount } = renderHook(() => useThemeState());
    act(() => result.current[1]('dark'));
    expect(localStorage.getItem('rspress-theme-appearance')).toBe('dark');
    unmount();
    expect(renderHook(() => useThemeState()).result.current[0]).toBe('dark');
  });
});

describe('a page whose code cannot load', () => {
  afterEach(() => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
    dismissUnreachable();
  });

  it('is recognised by the errors chunk loading throws', () => {
    expect(isChunkLoadError(Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Loading CSS chunk route-x failed.\n(/static/css/x.css)'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed.')).toBe(false);
  });

  it('opens as a whole document when online', () => {
    const assign = vi.fn();
    openAsDocument('http://localhost/guide/concepts', assign);
    expect(assign).toHaveBeenCalledWith('http://localhost/guide/concepts');
  });

  it('is reported instead when offline, so the reader keeps the page they are on', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    const assign = vi.fn();
    const seen = vi.fn();
    const stop = onUnreachable(seen);
    openAsDocument('http://localhost/guide/concepts', assign);
    stop();
    expect(assign).not.toHaveBeenCalled();
    expect(seen).toHaveBeenCalledWith('http://localhost/guide/concepts');
  });

  it('fetched ahead and failed is a warning, not an uncaught error', () => {
    const win = new EventTarget() as unknown as Window;
    quietFailedPrefetches(win);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = new Event('unhandledrejection', { cancelable: true });
    Object.assign(failed, { reason: Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }) });
    win.dispatchEvent(failed);
    expect(failed.defaultPrevented).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    const other = new Event('unhandledrejection', { cancelable: true });
    Object.assign(other, { reason: new Error('a real bug') });
    win.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    warn.mockRestore();
  });
});
