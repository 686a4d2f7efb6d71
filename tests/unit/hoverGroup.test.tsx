// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHoverGroup } from '../../theme/components/useHoverGroup';

// The original dropdown needs Rspress's runtime (router, site data); the hook only hands it `isOpen`, so a list
// that shows its items while open stands in for it.
vi.mock('@rspress/core/theme-original', () => ({
  HoverGroup: ({ items, isOpen }: { items: { text: string; link: string }[]; isOpen: boolean }) =>
    isOpen ? (
      <ul>
        {items.map((item) => (
          <li key={item.link}>
            <a href={item.link}>{item.text}</a>
          </li>
        ))}
      </ul>
    ) : null,
}));

const ITEMS = [
  { text: 'English', link: '/guide/', lang: 'en' },
  { text: '简体中文', link: '/zh/guide/', lang: 'zh' },
];

/** A navbar menu item as the theme's NavMenu renders it: the hook's handlers on the item, its group inside. */
function LanguageMenu() {
  const { hoverGroup, handleMouseEnter, handleMouseLeave } = useHoverGroup({
    items: ITEMS,
    activeMatcher: (item) => item.text === 'English',
  });
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer handlers under test, as the theme wires them.
    <div data-testid="menu" onMouseEnter={handleMouseEnter} onMouseLeave={handleMouseLeave}>
      Language
      {hoverGroup}
    </div>
  );
}

const toggle = () => screen.getByRole('button', { name: 'Language: English' });
const expanded = () => toggle().getAttribute('aria-expanded');
const option = () => screen.queryByRole('link', { name: '简体中文' });

/** Moves the page's clock on by `ms`, running the timers that fall due, and lets React commit. */
const wait = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

describe('useHoverGroup: a navbar dropdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('opens when the pointer enters', () => {
    render(<LanguageMenu />);
    expect(expanded()).toBe('false');
    expect(option()).toBeNull();
    fireEvent.mouseEnter(screen.getByTestId('menu'));
    expect(expanded()).toBe('true');
    expect(option()).not.toBeNull();
  });

  it('is still open 149 ms after the pointer leaves, and closed at 150 ms', () => {
    render(<LanguageMenu />);
    fireEvent.mouseEnter(screen.getByTestId('menu'));
    fireEvent.mouseLeave(screen.getByTestId('menu'));
    wait(149);
    expect(expanded()).toBe('true');
    expect(option()).not.toBeNull();
    wait(1);
    expect(expanded()).toBe('false');
    expect(option()).toBeNull();
  });

  it('is closed 151 ms after the pointer leaves', () => {
    render(<LanguageMenu />);
    fireEvent.mouseEnter(screen.getByTestId('menu'));
    fireEvent.mouseLeave(screen.getByTestId('menu'));
    wait(151);
    expect(option()).toBeNull();
  });

  it('stays open when the pointer comes back within the delay, and waits the full delay after it leaves again', () => {
    render(<LanguageMenu />);
    const menu = screen.getByTestId('menu');
    fireEvent.mouseEnter(menu);
    fireEvent.mouseLeave(menu);
    wait(100);
    fireEvent.mouseEnter(menu);
    wait(500);
    expect(option()).not.toBeNull();
    fireEvent.mouseLeave(menu);
    wait(149);
    expect(option()).not.toBeNull();
    wait(1);
    expect(option()).toBeNull();
  });
});
