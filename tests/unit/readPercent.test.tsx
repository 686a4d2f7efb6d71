// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadPercent } from '../../theme/components/ReadPercent';
import { readPercent } from '../../theme/outline/readPercent';

describe('readPercent', () => {
  it('is 0 at the top and 100 once the end of the content is reached', () => {
    expect(readPercent(0, 800, 4000)).toBe(0);
    expect(readPercent(3000, 800, 4000)).toBe(93);
    expect(readPercent(3500, 800, 4000)).toBe(100);
  });

  it('counts up to one screen ahead of the scroll position, less the nav', () => {
    // (1000 - 50 + 800) / 5000
    expect(readPercent(1000, 800, 5000)).toBe(35);
    // Less than a screen scrolled: the scroll position counts twice.
    expect(readPercent(300, 800, 5000)).toBe(11);
  });

  it('is 0 while the content has no height', () => {
    expect(readPercent(500, 800, 0)).toBe(0);
  });
});

describe('ReadPercent', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('draws the share read as the visible part of the ring, and follows the scroll', () => {
    const content = document.createElement('div');
    content.className = 'rspress-doc';
    content.getBoundingClientRect = () => ({ height: 4000 }) as DOMRect;
    document.body.append(content);
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });

    const { container } = render(<ReadPercent size={14} strokeWidth={2} />);
    const ring = container.querySelectorAll('circle')[1];
    const circumference = 2 * Math.PI * 6;
    expect(Number(ring.getAttribute('stroke-dashoffset'))).toBeCloseTo(circumference);

    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 1950, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    // (1950 - 50 + 800) / 4000 = 67 %.
    expect(Number(ring.getAttribute('stroke-dashoffset'))).toBeCloseTo(circumference * 0.33);
  });
});
