// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The hydration flag is module state: each test starts with a page that has not hydrated.
beforeEach(() => {
  vi.resetModules();
  delete document.documentElement.dataset.hydrated;
});

async function load() {
  return import('../../theme/loading/hydration');
}

describe('useKeepOpenedScroll', () => {
  // jsdom does not scroll: the window's position is a value the stubbed scrollTo sets.
  let position = { x: 0, y: 0 };
  beforeEach(() => {
    position = { x: 0, y: 0 };
    vi.spyOn(window, 'scrollX', 'get').mockImplementation(() => position.x);
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => position.y);
    vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      position = { x, y };
    }) as typeof window.scrollTo);
  });

  /** Rspress's scroll reset: a layout effect of a component inside the layout. */
  function ResetsScroll({ path }: { path: string }) {
    // biome-ignore lint/correctness/useExhaustiveDependencies: like the original, it runs again when the page changes.
    useLayoutEffect(() => window.scrollTo(0, 0), [path]);
    return null;
  }

  async function layout() {
    const { useKeepOpenedScroll } = await import('../../theme/loading/keepScroll');
    return function Layout({ path }: { path: string }) {
      useKeepOpenedScroll();
      return <ResetsScroll path={path} />;
    };
  }

  it('puts the opened page back where the browser had it after the hydrating commit scrolled it', async () => {
    const Layout = await layout();
    position = { x: 0, y: 1200 };
    render(<Layout path="/a" />);
    expect(position).toEqual({ x: 0, y: 1200 });
  });

  it('leaves later commits to the originals: a new page starts at its top', async () => {
    const { markHydrated } = await load();
    const Layout = await layout();
    position = { x: 0, y: 1200 };
    const { rerender } = render(<Layout path="/a" />);
    markHydrated();
    rerender(<Layout path="/b" />);
    expect(position).toEqual({ x: 0, y: 0 });
  });
});

describe('markHydrated', () => {
  it('marks <html data-hydrated> for scripts and tests', async () => {
    const { markHydrated, isHydrated } = await load();
    expect(isHydrated()).toBe(false);
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
    markHydrated();
    expect(isHydrated()).toBe(true);
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
  });
});
