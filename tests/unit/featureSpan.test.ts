import { describe, expect, it } from 'vitest';
import { featureSpanClass } from '../../theme/components/featureSpan';

describe('featureSpanClass', () => {
  it('spans 2, 3, 4 or 6 grid columns, 4 by default', () => {
    expect(featureSpanClass(undefined)).toBe('rp-home-feature__item--span-4');
    for (const span of [2, 3, 4, 6]) expect(featureSpanClass(span)).toBe(`rp-home-feature__item--span-${span}`);
  });

  it('falls back to 4 for any other value', () => {
    expect(featureSpanClass(5)).toBe('rp-home-feature__item--span-4');
  });
});
