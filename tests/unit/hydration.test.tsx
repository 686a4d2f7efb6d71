// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The hydration flag is module state: each test starts with a page that has not hydrated.
beforeEach(() => {
  vi.resetModules();
  delete document.documentElement.dataset.hydrated;
});

async function load() {
  return import('../../theme/loading/hydration');
}

describe('useLayoutEffectAfterHydration', () => {
  it('skips the hydrating commit, then runs whenever its dependencies change', async () => {
    const { markHydrated, useLayoutEffectAfterHydration } = await load();
    const effect = vi.fn();
    function Probe({ path }: { path: string }) {
      useLayoutEffectAfterHydration(() => effect(path), [path]);
      return null;
    }
    const { rerender } = render(<Probe path="/a" />);
    expect(effect).not.toHaveBeenCalled();

    markHydrated();
    rerender(<Probe path="/a" />);
    expect(effect).not.toHaveBeenCalled();
    rerender(<Probe path="/b" />);
    expect(effect).toHaveBeenCalledExactlyOnceWith('/b');
  });

  it('runs at once in a component that mounts after hydration (a page reached by a link)', async () => {
    const { markHydrated, useLayoutEffectAfterHydration } = await load();
    markHydrated();
    const effect = vi.fn();
    function Probe() {
      useLayoutEffectAfterHydration(effect, []);
      return null;
    }
    render(<Probe />);
    expect(effect).toHaveBeenCalledOnce();
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
