import type { SidebarData } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { overviewGroups } from '../../theme/overview/overviewGroups';

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
      ['Nodes Reference', ['All Nodes', 'Text']],
    ]);
  });

  it('gives each item its depth-2 headers by default, or the depths asked for', () => {
    const [others, nodes] = overviewGroups(sidebar, pages, '/guide/', { othersName: 'Others' });
    expect(others.items[0].headers?.map((h) => h.text)).toEqual(['One', 'Two']);
    expect(nodes.items[1].headers).toEqual([]);
    const deeper = overviewGroups(sidebar, pages, '/guide/', { othersName: 'Others', depths: [2, 3] });
    expect(deeper[0].items[0].headers?.map((h) => h.text)).toEqual(['One', 'One A', 'Two']);
  });

  it('leaves out the overview page itself, dividers, section headers and pages outside its route', () => {
    const groups = overviewGroups(sidebar, pages, '/guide/nodesref/', { othersName: 'Others' });
    expect(groups).toEqual([{ name: 'Nodes Reference', items: [expect.objectContaining({ text: 'Text' })] }]);
  });
});
