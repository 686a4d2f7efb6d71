import { describe, expect, it } from 'vitest';
import { featureSpan } from '../../theme/home/featureSpan';

describe('featureSpan', () => {
  it('spans 2, 3, 4 or 6 of 12 grid columns, 4 by default', () => {
    expect(featureSpan(undefined)).toBe(4);
    for (const span of [2, 3, 4, 6]) expect(featureSpan(span)).toBe(span);
  });

  it('falls back to 4 for any other value', () => {
    expect(featureSpan(5)).toBe(4);
    expect(featureSpan(12)).toBe(4);
  });
});
