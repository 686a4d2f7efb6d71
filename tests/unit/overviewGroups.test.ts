import type { SidebarData } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { filterGroups, overviewGroups } from '../../theme/overview/overviewGroups';

const toc = [
  { id: 'one', text: 'One', depth: 2 },
  { id: 'one-a', text: 'One A', depth: 3 },
  { id: 'two', text: 'Two', depth: 2 },
];

const pages = [
  { routePath: '/guide/', toc: [] },
  { routePath: '/guide/quick-start', toc },
  { routePath: '/guide/concepts', toc },
  { routePath: '/guide/nodesref/', toc },
  { routePath: '/guide/nodesref/TextNode', toc },
];

const sidebar: SidebarData = [
  { text: 'Overview', link: '/guide/' },
  { text: 'Quick Start', link: '/guide/quick-start' },
  { text: 'Core Concepts', link: '/guide/concepts' },
  {
    text: 'Nodes Reference',
    collapsible: true,
    collapsed: false,
    items: [
      { text: 'All Nodes', link: '/guide/nodesref/' },
      { dividerType: 'dashed' },
      { sectionHeaderText: 'Basic nodes' },
      { text: 'Text', link: '/guide/nodesref/TextNode', overviewHeaders: [] },
    ],
  },
  { text: 'Elsewhere', link: '/manifesto' },
];

describe('overviewGroups', () => {
  it('lists ungrouped pages under "Others" where the first of them stands, and groups by their names', () => {
    const groups = overviewGroups(sidebar, pages, '/guide/', { othersName: 'Others' });
    expect(groups.map((g) => [g.name, g.items.map((i) => i.text)])).toEqual([
      ['Others', ['Quick Start', 'Core Concepts']],
      ['Nodes Reference', ['All Nodes']],
      ['Basic nodes', ['Text']],
    ]);
  });

  it('gives each item its depth-2 headers by default, or the depths asked for', () => {
    const [others, , basic] = overviewGroups(sidebar, pages, '/guide/', { othersName: 'Others' });
    expect(others.items[0].headers?.map((h) => h.text)).toEqual(['One', 'Two']);
    expect(basic.items[0].headers).toEqual([]);
    const deeper = overviewGroups(sidebar, pages, '/guide/', { othersName: 'Others', depths: [2, 3] });
    expect(deeper[0].items[0].headers?.map((h) => h.text)).toEqual(['One', 'One A', 'Two']);
  });

  it('leaves out the overview page itself, dividers, empty sections and pages outside its route', () => {
    const groups = overviewGroups(sidebar, pages, '/guide/nodesref/', { othersName: 'Others' });
    expect(groups).toEqual([{ name: 'Basic nodes', items: [expect.objectContaining({ text: 'Text' })] }]);
  });
});

describe('filterGroups', () => {
  const groups = overviewGroups(sidebar, pages, '/guide/', { othersName: 'Others' });

  it('keeps a group whose name matches whole, ignoring case and treating hyphens as spaces', () => {
    expect(filterGroups(groups, 'BASIC-nodes')).toEqual([groups[2]]);
  });

  it('keeps the pages whose title matches, and pages with a matching heading with only those headings', () => {
    expect(filterGroups(groups, 'quick').map((g) => g.items.map((i) => i.text))).toEqual([['Quick Start']]);
    // A heading the overview does not list (depth 3) is not searched.
    expect(filterGroups(groups, 'one a')).toEqual([]);
    const [two] = filterGroups(groups, 'two');
    expect(two.items.map((i) => [i.text, i.headers?.map((h) => h.text)])).toEqual([
      ['Quick Start', ['Two']],
      ['Core Concepts', ['Two']],
    ]);
  });

  it('keeps everything for an empty query and nothing for one that matches nothing', () => {
    expect(filterGroups(groups, '  ')).toBe(groups);
    expect(filterGroups(groups, 'zzqxjv')).toEqual([]);
  });
});
