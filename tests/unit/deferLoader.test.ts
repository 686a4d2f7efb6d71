// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFER_FALLBACK_MS, DEFER_LOADER } from '../../theme/loading/deferScripts';

describe('the deferred-script loader', () => {
  let frames: FrameRequestCallback[] = [];
  const nextFrame = () => {
    const run = frames;
    frames = [];
    for (const callback of run) callback(performance.now());
  };
  const started = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    document.head.innerHTML =
      '<link rel="pb-preload" href="/static/js/index.js">' +
      '<script type="text/plain" data-src="/static/js/lib-react.js"></script>' +
      '<script type="text/plain" data-src="/static/js/index.js"></script>';
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts the scripts, in order, only once the first frame has been drawn', () => {
    new Function(DEFER_LOADER)();
    vi.advanceTimersByTime(0);
    expect(started()).toEqual([]);
    nextFrame();
    vi.advanceTimersByTime(0);
    expect(started()).toEqual([]);
    nextFrame();
    vi.advanceTimersByTime(0);
    expect(started()).toEqual(['/static/js/lib-react.js', '/static/js/index.js']);
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('href')).toBe('/static/js/index.js');
  });

  it('waits well over a second for a frame that is late to show', () => {
    new Function(DEFER_LOADER)();
    vi.advanceTimersByTime(1500);
    expect(started()).toEqual([]);
    nextFrame();
    nextFrame();
    vi.advanceTimersByTime(0);
    expect(started()).toHaveLength(2);
  });

  it('starts them after the fallback time where no frames are drawn, and only once', () => {
    new Function(DEFER_LOADER)();
    vi.advanceTimersByTime(DEFER_FALLBACK_MS - 1);
    expect(started()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(started()).toHaveLength(2);
    nextFrame();
    nextFrame();
    vi.advanceTimersByTime(0);
    expect(started()).toHaveLength(2);
  });
});
