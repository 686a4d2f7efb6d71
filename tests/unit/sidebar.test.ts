// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { centreActiveItem, revealActiveItemOnOpen, SIDEBAR_OPEN_CLASS } from '../../theme/sidebar/revealActiveItem';

/** A drawer 400 px tall whose current item sits at `itemTop` (viewport coordinates, the drawer starting at 100). */
function drawer(itemTop: number) {
  const aside = document.createElement('aside');
  const item = document.createElement('a');
  item.className = 'rp-sidebar-item--active';
  aside.append(item);
  document.body.append(aside);
  Object.defineProperty(aside, 'clientHeight', { value: 400 });
  aside.getBoundingClientRect = () => ({ top: 100, height: 400 }) as DOMRect;
  item.getBoundingClientRect = () => ({ top: itemTop - aside.scrollTop, height: 40 }) as DOMRect;
  return aside;
}

describe('centreActiveItem', () => {
  it('scrolls the current item to the middle of the drawer', () => {
    const aside = drawer(1500);
    centreActiveItem(aside);
    // Item top 1500 - drawer top 100 - (400 - 40) / 2 = 1220.
    expect(aside.scrollTop).toBe(1220);
  });

  it('never scrolls above the top, and does nothing without a current item', () => {
    const aside = drawer(120);
    centreActiveItem(aside);
    expect(aside.scrollTop).toBe(0);
    const empty = document.createElement('aside');
    expect(() => centreActiveItem(empty)).not.toThrow();
  });
});

describe('revealActiveItemOnOpen', () => {
  it('centres the current item when the drawer opens, not when it closes or changes otherwise', async () => {
    const aside = drawer(1500);
    const stop = revealActiveItemOnOpen(aside);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

    aside.classList.add('rp-scrollbar');
    await settle();
    expect(aside.scrollTop).toBe(0);

    aside.classList.add(SIDEBAR_OPEN_CLASS);
    await settle();
    expect(aside.scrollTop).toBe(1220);

    aside.scrollTop = 0;
    aside.classList.remove(SIDEBAR_OPEN_CLASS);
    await settle();
    expect(aside.scrollTop).toBe(0);

    stop();
    aside.classList.add(SIDEBAR_OPEN_CLASS);
    await settle();
    expect(aside.scrollTop).toBe(0);
  });
});
