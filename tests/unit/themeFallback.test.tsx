// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPEARANCE_KEY } from '../../theme/appearance/appearance';
import { useThemeState } from '../../theme/appearance/useThemeState';

/** A system that prefers `dark` or not (jsdom has no matchMedia). */
const system = (dark: boolean) => {
  window.matchMedia = vi.fn((query: string) => ({
    matches: dark && query.includes('dark'),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  })) as unknown as typeof window.matchMedia;
};

/** The theme the page shows once the stored choice has been read (after the first effects). */
const shownTheme = () => renderHook(() => useThemeState()).result.current[0];

describe('the theme when the stored choice is missing, invalid or unreadable', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  const cases: [string, () => void][] = [
    ['nothing stored', () => {}],
    ['an invalid value', () => localStorage.setItem(APPEARANCE_KEY, 'purple')],
    ['an empty value', () => localStorage.setItem(APPEARANCE_KEY, '')],
    ['a stored JSON string', () => localStorage.setItem(APPEARANCE_KEY, '"dark"')],
    [
      'storage that throws',
      () =>
        vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
          throw new DOMException('blocked', 'SecurityError');
        }),
    ],
  ];

  for (const [what, store] of cases) {
    for (const dark of [true, false]) {
      const expected = dark ? 'dark' : 'light';
      it(`with ${what}, follows the system (${expected})`, () => {
        system(dark);
        store();
        expect(shownTheme()).toBe(expected);
      });
    }
  }

  it('with a valid choice, shows it against the system', () => {
    system(true);
    localStorage.setItem(APPEARANCE_KEY, 'light');
    expect(shownTheme()).toBe('light');
    system(false);
    localStorage.setItem(APPEARANCE_KEY, 'dark');
    expect(shownTheme()).toBe('dark');
  });
});
