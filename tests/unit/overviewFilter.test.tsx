// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Overview } from '../../theme/components/Overview';

const TEXTS: Record<string, string> = {
  'overview.filterNameText': 'Filter',
  'overview.filterPlaceholderText': 'Enter keyword',
  'overview.filterNoResultText': 'No matching API found',
};
vi.mock('@rspress/core/runtime', () => ({
  usePageData: () => ({ page: { title: 'Overview', routePath: '/guide/', frontmatter: {} } }),
  useSidebar: () => [],
  useI18n: () => (key: string) => TEXTS[key],
}));
// The original's group: its name as a heading, each page a link and its headings under it.
vi.mock('@rspress/core/theme-original', () => ({
  FallbackHeading: ({ title }: { title: string }) => <h1>{title}</h1>,
  OverviewGroup: ({
    group,
  }: {
    group: { name: string; items: { text: string; link: string; headers?: { id: string; text: string }[] }[] };
  }) => (
    <section aria-label={group.name}>
      {group.items.map((item) => (
        <div key={item.link}>
          <a href={item.link}>{item.text}</a>
          {item.headers?.map((h) => (
            <a key={h.id} href={`${item.link}#${h.id}`}>
              {h.text}
            </a>
          ))}
        </div>
      ))}
    </section>
  ),
}));
vi.mock('../../theme/components/Overview.css', () => ({}));

const GROUPS = [
  {
    name: 'Getting Started',
    items: [
      { text: 'Quick Start', link: '/guide/quick-start', headers: [{ id: 'install', text: 'Install', depth: 2 }] },
      { text: 'API Keys', link: '/guide/api-keys', headers: [{ id: 'rotate', text: 'Rotate a key', depth: 2 }] },
    ],
  },
  { name: 'Nodes', items: [{ text: 'Image Nodes', link: '/guide/image-nodes', headers: [] }] },
];

const filter = (query: string) =>
  act(() => fireEvent.change(screen.getByRole('searchbox', { name: 'Filter' }), { target: { value: query } }));
const links = () => screen.queryAllByRole('link').map((link) => link.textContent);

describe('the overview filter', () => {
  afterEach(cleanup);

  it('lists every page until something is typed', () => {
    render(<Overview groups={GROUPS} />);
    expect(links()).toEqual(['Quick Start', 'Install', 'API Keys', 'Rotate a key', 'Image Nodes']);
  });

  it('keeps the pages whose title or headings match, whatever the case', () => {
    render(<Overview groups={GROUPS} />);
    filter('api KEYS');
    expect(links()).toEqual(['API Keys', 'Rotate a key']);
    filter('rotate');
    expect(links()).toEqual(['API Keys', 'Rotate a key']);
    expect(screen.queryByRole('region', { name: 'Nodes' })).toBeNull();
  });

  it('says nothing matched, naming the query, and lists nothing', () => {
    render(<Overview groups={GROUPS} />);
    filter('zzqx');
    expect(links()).toEqual([]);
    expect(screen.getByText('No matching API found: zzqx')).not.toBeNull();
  });
});
