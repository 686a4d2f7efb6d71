import { describe, expect, it } from 'vitest';
import { isValidTabIndex, tabIndexForKey } from '../../components/tabKeys';
import { basePathFrom } from '../../config/site';

describe('isValidTabIndex', () => {
  it.each([
    ['0', 2, true],
    ['1', 2, true],
    ['2', 2, false],
    ['-1', 2, false],
    ['1e9', 2, false],
    ['banana', 2, false],
    ['', 2, false],
    [' 1', 2, false],
    [null, 2, false],
  ])('%j of %i tabs → %s', (stored, count, valid) => {
    expect(isValidTabIndex(stored, count)).toBe(valid);
  });
});

describe('tabIndexForKey', () => {
  it('moves with the arrows, wrapping around, and jumps with Home and End', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
    expect(tabIndexForKey('a', 0, 3)).toBeUndefined();
    expect(tabIndexForKey('ArrowRight', 0, 0)).toBeUndefined();
  });
});

describe('basePathFrom', () => {
  it('is / when unset and the given path otherwise', () => {
    expect(basePathFrom({})).toBe('/');
    expect(basePathFrom({ PATCHBAY_BASE: '' })).toBe('/');
    expect(basePathFrom({ PATCHBAY_BASE: '/patchbay-docs/' })).toBe('/patchbay-docs/');
  });

  it.each(['patchbay-docs/', '/patchbay-docs', '/a b/', 'https://x.dev/docs/'])(
    'rejects %j, naming the variable',
    (value) => {
      expect(() => basePathFrom({ PATCHBAY_BASE: value })).toThrow(`PATCHBAY_BASE="${value}" must be a path`);
    },
  );
});
