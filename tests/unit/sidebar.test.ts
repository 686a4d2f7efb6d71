// @vitest-environment jsdom
import type { SidebarData } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { openActiveGroups, workingCopy } from '../../theme/sidebar/activeGroups';
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

const site = (): SidebarData => [
  { text: 'Quick Start', link: '/guide/quick-start' },
  {
    text: 'Nodes Reference',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'All Nodes', link: '/guide/nodesref/' },
      { dividerType: 'dashed' },
      { sectionHeaderText: 'Image' },
      {
        text: 'Image nodes',
        collapsible: true,
        collapsed: true,
        items: [{ text: 'FLUX.1 [dev]', link: '/guide/nodesref/FalFluxDevNode' }],
      },
    ],
  },
  { text: 'Other', collapsible: true, collapsed: true, items: [{ text: 'Sharing', link: '/guide/sharing' }] },
];
const at = (path: string) => (link: string) => link === path;
type Group = { collapsed?: boolean; items: Group[] };
const group = (data: SidebarData, ...path: number[]) =>
  path.reduce<Group>((g, i) => g.items[i], { items: data as unknown as Group[] });

describe('openActiveGroups', () => {
  it('opens every group on the way to the current page, and only those', () => {
    const data = openActiveGroups(workingCopy(site()), at('/guide/nodesref/FalFluxDevNode'));
    expect(group(data, 1).collapsed).toBe(false);
    expect(group(data, 1, 3).collapsed).toBe(false);
    expect(group(data, 2).collapsed).toBe(true);
  });

  it('leaves the site data alone and returns a new list, so React renders the change', () => {
    const raw = site();
    const copy = workingCopy(raw);
    const opened = openActiveGroups(copy, at('/guide/sharing'));
    expect(opened).not.toBe(copy);
    expect(group(opened, 2).collapsed).toBe(false);
    expect(group(raw, 2).collapsed).toBe(true);
  });

  it('keeps what the reader changed in the working copy on the next page', () => {
    const copy = workingCopy(site());
    openActiveGroups(copy, at('/guide/nodesref/'));
    group(copy, 1).collapsed = true;
    const next = openActiveGroups(copy, at('/guide/quick-start'));
    expect(group(next, 1).collapsed).toBe(true);
  });
});

describe('workingCopy', () => {
  it('drops empty entries and flattens nested lists as Rspress lists them', () => {
    const raw = [null, [{ text: 'A', link: '/a' }], { text: 'B', link: '/b' }] as unknown as SidebarData;
    expect(workingCopy(raw)).toEqual([
      { text: 'A', link: '/a' },
      { text: 'B', link: '/b' },
    ]);
  });
});
