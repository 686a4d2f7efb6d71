import { describe, expect, it } from 'vitest';
import {
  buildNav,
  buildSidebar,
  GUIDE_PAGES,
  lifecycleTag,
  missingLabels,
  type PageExists,
  routePrefix,
} from '../../config/structure';
import texts from '../../i18n.json';

const everything: PageExists = () => true;
const links = (items: unknown[]) =>
  items.map((item) => (item as { link?: string; text: string }).link ?? (item as { text: string }).text);

describe('routePrefix', () => {
  it('drops the default version and language', () => {
    expect(routePrefix('v2', 'en')).toBe('');
    expect(routePrefix('v2', 'zh')).toBe('/zh');
    expect(routePrefix('v1', 'en')).toBe('/v1');
    expect(routePrefix('v1', 'zh')).toBe('/v1/zh');
  });
});

describe('buildSidebar', () => {
  it('lists the guide from Welcome to Sharing in its fixed order, then troubleshooting, the playground, the contributor guide and the Nodes Reference group', () => {
    const sidebar = buildSidebar(everything)['/guide/'];
    // The guide's fixed order, asserted here once; a page added to GUIDE_PAGES may stand anywhere between them.
    const fixedOrder = [
      '/guide/',
      '/guide/quick-start',
      '/guide/concepts',
      '/guide/canvas',
      '/guide/nodes',
      '/guide/sockets',
      '/guide/flows',
      '/guide/interface',
      '/guide/importing-data',
      '/guide/providers',
      '/guide/api-keys',
      '/guide/templates',
      '/guide/styles',
      '/guide/sharing',
    ];
    const listed = links(sidebar);
    expect(listed.filter((link) => fixedOrder.includes(link))).toEqual(fixedOrder);
    expect(listed.slice(-4)).toEqual([
      '/guide/troubleshooting',
      '/guide/playground',
      '/README',
      'sidebar.nodesReference',
    ]);
    const group = sidebar.at(-1) as { collapsible: boolean; collapsed: boolean; items: { link: string }[] };
    expect(group.collapsible).toBe(true);
    expect(group.collapsed).toBe(false);
    expect(group.items[0].link).toBe('/guide/nodesref/');
  });

  it('declares one structure for every version and language, with their prefixes', () => {
    const sidebar = buildSidebar(everything);
    for (const prefix of ['', '/zh', '/v1', '/v1/zh']) {
      expect(links(sidebar[`${prefix}/guide/`])).toEqual([
        ...GUIDE_PAGES.flatMap(([file]) =>
          file === 'sockets' ? [`${prefix}/guide/sockets`, 'sidebar.socketTypes'] : [`${prefix}/guide/${file}`],
        ),
        `${prefix}/README`,
        'sidebar.nodesReference',
      ]);
      expect(sidebar[`${prefix}/public`]).toEqual([]);
    }
  });

  it('leaves out pages a version or language does not have yet', () => {
    const onlyIndex: PageExists = (version, _lang, page) => version === 'v2' || page === 'guide/index';
    const sidebar = buildSidebar(onlyIndex);
    expect(links(sidebar['/v1/guide/'])).toEqual(['/v1/guide/', 'sidebar.nodesReference']);
    expect(links(sidebar['/guide/'])).toHaveLength(GUIDE_PAGES.length + 3);
  });

  it('follows Sockets with a closed group of the socket-type pages', () => {
    const sidebar = buildSidebar(everything)['/zh/guide/'];
    const at = sidebar.findIndex((item) => 'link' in item && item.link === '/zh/guide/sockets');
    const group = sidebar[at + 1] as {
      text: string;
      collapsible?: boolean;
      collapsed?: boolean;
      items: { text: string; link: string }[];
    };
    expect(group.text).toBe('sidebar.socketTypes');
    expect(group.collapsible).toBe(true);
    expect(group.collapsed).toBe(true);
    expect(group.items.map((item) => item.link)).toEqual(
      ['text', 'image', 'video', 'audio', 'mesh', 'style'].map((type) => `/zh/guide/sockets/${type}`),
    );
    expect(group.items[0]).toEqual({
      text: 'sidebar.socketType.text',
      link: '/zh/guide/sockets/text',
      overviewHeaders: [],
    });
    // Without socket-type pages (v1), Sockets is a plain link.
    const noTypePages: PageExists = (_version, _lang, page) => !page.startsWith('guide/sockets/');
    expect(links(buildSidebar(noTypePages)['/guide/'])).not.toContain('sidebar.socketTypes');
  });
});

describe('buildNav', () => {
  it('gives each version its own prefixed links and skips missing targets', () => {
    const noManifestoInV1: PageExists = (version, _lang, page) => !(version === 'v1' && page === 'manifesto');
    const nav = buildNav('zh', noManifestoInV1);
    expect(nav.v2.map((item) => item.link)).toEqual(['/zh/guide/', '/zh/guide/nodesref/', '/zh/manifesto']);
    expect(nav.v1.map((item) => item.link)).toEqual(['/v1/zh/guide/', '/v1/zh/guide/nodesref/']);
  });

  it('does not mark the guide active on node reference pages', () => {
    const [guide] = buildNav('en', everything).v2;
    const active = new RegExp(guide.activeMatch as string);
    expect(active.test('/guide/quick-start')).toBe(true);
    expect(active.test('/guide/nodesref/FalFluxDevNode')).toBe(false);
  });
});

describe('the Nodes Reference group', () => {
  it('lists node pages by category, each section after a dashed divider', async () => {
    const { NODES } = await import('../../data/nodes');
    const { CATEGORIES } = await import('../../data/catalog');
    const group = buildSidebar(everything)['/guide/'].at(-1) as { items: Record<string, string>[] };
    const [all, changelog, ...rest] = group.items;
    expect(all.link).toBe('/guide/nodesref/');
    expect(changelog).toEqual({ text: 'sidebar.nodeChangelog', link: '/guide/nodesref/changelog' });
    const used = CATEGORIES.filter((c) => NODES.some((n) => n.category === c.id));
    expect(rest.filter((i) => i.dividerType === 'dashed')).toHaveLength(used.length);
    expect(rest.filter((i) => i.sectionHeaderText).map((i) => i.sectionHeaderText)).toEqual(used.map((c) => c.label));
    expect(rest.filter((i) => i.link)).toHaveLength(NODES.length);
    expect(rest[0]).toEqual({ dividerType: 'dashed' });
  });

  it('tags the sidebar item of a deprecated or retired node in the page language', () => {
    const group = (lang: string) =>
      (buildSidebar(everything)[lang === 'en' ? '/guide/' : '/zh/guide/'].at(-1) as { items: Record<string, string>[] })
        .items;
    expect(lifecycleTag('retired', 'zh')).toBe('已停用');
    const retired = group('en').find((i) => i.link === '/guide/nodesref/Sora2Node');
    expect(retired?.tag).toBe('Retired');
    expect(group('zh').find((i) => i.link === '/zh/guide/nodesref/Sora2Node')?.tag).toBe('已停用');
    expect(group('en').find((i) => i.link === '/guide/nodesref/FalFluxDevNode')?.tag).toBeUndefined();
  });

  it('leaves out node pages a version does not have', () => {
    const noNodePages: PageExists = (_v, _l, page) => !page.startsWith('guide/nodesref/') || page.endsWith('index');
    const group = buildSidebar(noNodePages)['/v1/guide/'].at(-1) as { items: unknown[] };
    expect(group.items).toEqual([{ text: 'sidebar.allNodes', link: '/v1/guide/nodesref/' }]);
  });
});

describe('missingLabels', () => {
  it('finds none in i18n.json', () => {
    expect(missingLabels(texts as Record<string, Record<string, string>>)).toEqual([]);
  });

  it('names a sidebar label a language lacks, which would show as its raw key', () => {
    const table = { ...(texts as Record<string, Record<string, string>>) };
    table['sidebar.quickStart'] = { en: 'Quick Start' };
    delete table['sidebar.nodesReference'];
    expect(missingLabels(table)).toEqual(['sidebar.quickStart (zh)', 'sidebar.nodesReference (en, zh)']);
  });
});
