import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { evaluate } from '@mdx-js/mdx';
import type { Root as MdastRoot } from 'mdast';
import { createElement } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { pluginBuiltPages } from '../../plugins/builtPages';
import { parseHtml } from '../../plugins/builtPages/builtHtml';
import { inlineScripts, scriptHash } from '../../plugins/builtPages/csp';
import { absoluteUrl, robotsTxt, routeOfHtmlFile, sitemapXml } from '../../plugins/builtPages/seo';
import {
  type IndexedPage,
  indexEdition,
  relocateHeaders,
  stripJsx,
  WORD_LIST_MAX_PAGES,
} from '../../plugins/searchIndex/indexPages';
import { dataAttribute, esmConst, esmNode, expressionAttribute } from '../../plugins/shared/mdxEstree';
import {
  pluginSlimPageData,
  RSPRESS_LAST_UPDATED,
  remarkOverviewHeaders,
  remarkPageOwnData,
} from '../../plugins/slimPageData';
import {
  headerDepthsFor,
  lastCommitTimes,
  type OwnFields,
  overviewHeaders,
  overviewScopes,
  sidebarHeaderDepths,
  slimPage,
} from '../../plugins/slimPageData/slim';
import { DEFER_LOADER } from '../../theme/loading/deferScripts';
import { SearchEngine } from '../../theme/search/engine';
import { expandIndex, type IndexDoc } from '../../theme/search/indexFormat';

describe('the page list every page ships', () => {
  const toc = [
    { id: 'a', text: 'A', depth: 2, charIndex: 10 },
    { id: 'b', text: 'B', depth: 3, charIndex: 20 },
  ];
  const pages = [
    { routePath: '/guide/', frontmatter: { overview: true } },
    { routePath: '/zh/guide/', frontmatter: { overview: true, overviewHeaders: [2, 3] } },
    { routePath: '/guide/quick-start', toc },
  ];
  const scopes = overviewScopes(pages);
  const overrides = sidebarHeaderDepths([
    {
      '/guide/': [
        { link: '/guide/quick-start' },
        { text: 'Nodes', items: [{ link: '/guide/nodesref/X' }], overviewHeaders: [] },
      ],
    },
  ] as never);

  it('keeps, for pages an overview lists, the headers of the depths it shows, and nothing else', () => {
    expect(headerDepthsFor('/guide/quick-start', scopes, overrides)).toEqual([2]);
    expect(headerDepthsFor('/zh/guide/quick-start', scopes, overrides)).toEqual([2, 3]);
    expect(headerDepthsFor('/guide/', scopes, overrides)).toEqual([]);
    expect(headerDepthsFor('/manifesto', scopes, overrides)).toEqual([]);
    // The sidebar lists node pages without headings (overviewHeaders: [] on their group).
    expect(headerDepthsFor('/guide/nodesref/X', scopes, overrides)).toEqual([]);
  });

  it('drops the frontmatter, the description and the headers', () => {
    const page = {
      routePath: '/guide/quick-start',
      title: 'Quick Start',
      _relativePath: 'v2/en/guide/quick-start.mdx',
      toc,
      frontmatter: { title: 'Q' },
      description: 'D',
      keywords: ['added for search'],
    };
    // What only the page itself shows comes back, for its own chunk.
    expect(slimPage(page)).toEqual({ _relativePath: 'v2/en/guide/quick-start.mdx' });
    expect(page).toEqual({ routePath: '/guide/quick-start', title: 'Quick Start' });
  });

  it("reads each file's last commit from one git log, newest first", () => {
    const log = [
      '\u00001764300000',
      '',
      'docs/v2/en/a.mdx',
      '\u00001764200000',
      '',
      'docs/v2/en/a.mdx',
      'docs/v2/en/b.mdx',
    ];
    expect(lastCommitTimes(log.join('\n'), '/r')).toEqual(
      new Map([
        [path.join('/r', 'docs/v2/en/a.mdx'), 1764300000000],
        [path.join('/r', 'docs/v2/en/b.mdx'), 1764200000000],
      ]),
    );
  });

  it("gives a page its last commit's time in its own chunk, never in the list, in place of Rspress's step", async () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'last-updated-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: repo,
        env: { ...process.env, GIT_AUTHOR_DATE: '2026-11-27T09:00:00Z', GIT_COMMITTER_DATE: '2026-11-27T09:00:00Z' },
      });
    try {
      mkdirSync(path.join(repo, 'docs/v2/en'), { recursive: true });
      writeFileSync(path.join(repo, 'docs/v2/en/a.mdx'), '# A\n');
      git('init', '-q');
      git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '--allow-empty', '-m', 'first');
      git('add', '.');
      git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-q', '-m', 'a');
      const plugin = pluginSlimPageData({ root: repo, dir: path.join(repo, 'cache') });
      const removed: string[] = [];
      await plugin.config?.(
        { themeConfig: { lastUpdated: true } },
        { addPlugin: () => {}, removePlugin: (name) => removed.push(name) },
        true,
      );
      expect(removed).toEqual([RSPRESS_LAST_UPDATED]);
      await plugin.routeGenerated?.([], true);
      const file = path.join(repo, 'docs/v2/en/a.mdx');
      const page = { routePath: '/a', title: 'A', lang: 'en', _filepath: file, _relativePath: 'v2/en/a.mdx' };
      await plugin.extendPageData?.(page as never, true);
      expect(page).toEqual({ routePath: '/a', title: 'A', lang: 'en', _filepath: file });
      // The page's own chunk gets it through the remark step.
      const meta = { toc: [], title: 'A', frontmatter: {} } as Record<string, unknown>;
      const steps = plugin.markdown?.remarkPlugins ?? [];
      const [ownStep, own] = steps[0] as [typeof remarkPageOwnData, Map<string, OwnFields>];
      ownStep.call({ data: () => ({ pageMeta: meta }) } as never, own)(null, { path: file } as never);
      expect(meta.lastUpdatedTime).toBe(new Date('2026-11-27T09:00:00Z').toLocaleString('en'));
      expect(meta._relativePath).toBe('v2/en/a.mdx');
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('gives each overview the headers of the depths it shows, of the pages it lists, without positions', () => {
    const listed = [...pages, { routePath: '/guide/nodesref/X', toc }, { routePath: '/manifesto', toc }];
    const [en, zh] = scopes;
    expect(overviewHeaders(listed, en, overrides)).toEqual({
      '/guide/quick-start': [{ id: 'a', text: 'A', depth: 2 }],
    });
    // The Chinese overview shows depths 2 and 3 and lists no English page.
    expect(overviewHeaders([...listed, { routePath: '/zh/guide/quick-start', toc }], zh, overrides)).toEqual({
      '/zh/guide/quick-start': [
        { id: 'a', text: 'A', depth: 2 },
        { id: 'b', text: 'B', depth: 3 },
      ],
    });
  });

  it("writes an overview's headers file only when its headers change, so a warm build keeps what imports it", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'overview-'));
    const plugin = pluginSlimPageData({ dir, root: '/r' });
    const run = (quickStartToc: typeof toc) =>
      (plugin.modifySearchIndexData as (p: unknown[]) => Promise<void>)([
        { routePath: '/guide/', frontmatter: { overview: true }, _filepath: '/r/docs/v2/en/guide/index.mdx' },
        { routePath: '/guide/quick-start', toc: quickStartToc },
      ]);
    const file = path.join(dir, 'overview_guide.json');
    await run(toc);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      route: '/guide/',
      headers: { '/guide/quick-start': [{ id: 'a', text: 'A', depth: 2 }] },
    });
    const written = (await stat(file)).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await run(toc);
    expect((await stat(file)).mtimeMs).toBe(written);
    await run([{ id: 'c', text: 'C', depth: 2, charIndex: 0 }]);
    expect(JSON.parse(await readFile(file, 'utf8')).headers['/guide/quick-start']).toEqual([
      { id: 'c', text: 'C', depth: 2 },
    ]);
  });

  it('writes into an overview page the import and registration of its headers file, and nothing into others', () => {
    const files = new Map([[path.resolve('/r/docs/v2/en/guide/index.mdx'), '/cache/overview_guide_.json']]);
    const run = (file: string) => {
      const tree = { type: 'root' as const, children: [] };
      remarkOverviewHeaders({ files, registry: '/r/theme/overview/headers.ts' })(tree, new VFile({ path: file }));
      return tree.children as { type: string; value: string }[];
    };
    const [esm] = run('/r/docs/v2/en/guide/index.mdx');
    expect(esm.type).toBe('mdxjsEsm');
    expect(esm.value).toContain('import __overviewHeaders from "/cache/overview_guide_.json"');
    expect(esm.value).toContain('export const __overview = __registerOverviewHeaders(__overviewHeaders)');
    expect(run('/r/docs/v2/en/guide/quick-start.mdx')).toEqual([]);
  });

  it("writes what only the page shows into its own chunk's page meta, found by its file", async () => {
    const own = new Map([
      [path.resolve('/r/docs/v2/en/a.mdx'), { lastUpdatedTime: 'T', _relativePath: 'v2/en/a.mdx' }],
    ]);
    const metaOf = async (file: string, frontmatter: Record<string, unknown> = {}) => {
      const processor = unified().use(remarkParse).use(remarkPageOwnData, own).use(remarkStringify);
      processor.data('pageMeta' as never, { toc: [], title: '', frontmatter } as never);
      await processor.process(new VFile({ path: file, value: '# A' }));
      return (processor.data() as { pageMeta?: Record<string, unknown> }).pageMeta;
    };
    expect(await metaOf('/r/docs/v2/en/a.mdx', { description: 'D' })).toMatchObject({
      description: 'D',
      lastUpdatedTime: 'T',
      _relativePath: 'v2/en/a.mdx',
    });
    // A fragment a page imports is no page of the list.
    expect(await metaOf('/r/docs/v2/en/fragments/f.mdx')).not.toHaveProperty('lastUpdatedTime');
  });

  it('names the page whose overviewHeaders is not a list of depths', () => {
    expect(() =>
      overviewScopes([{ routePath: '/x/', frontmatter: { overview: true, overviewHeaders: 'h2' } }]),
    ).toThrow('/x/: overviewHeaders must be a list of heading depths');
  });
});

describe('code the MDX steps add to a page', () => {
  it('is parsed as MDX parses a page: an ESM block and an attribute expression', () => {
    const esm = esmNode('import a from "./a.json";\nexport const b = f(a);');
    expect(esm.value).toContain('export const b');
    expect(esm.data?.estree?.body.map((n) => n.type)).toEqual(['ImportDeclaration', 'ExportNamedDeclaration']);
    const attribute = expressionAttribute('nodeData', '{"self":"X"}');
    const value = attribute.value as {
      value: string;
      data?: { estree?: { body: { expression?: { type: string } }[] } };
    };
    expect(value.value).toBe('{"self":"X"}');
    expect(value.data?.estree?.body[0].expression?.type).toBe('ObjectExpression');
    expect(() => esmNode('export const = ;')).toThrow();
  });

  it('carries data as its syntax tree, which a compiled page runs to the same value', async () => {
    const data = { self: 'X', 'two-words': [1, -2.5, null, true, 'a "quoted" \u2028 line'], nested: { empty: [] } };
    const esm = esmConst('__nodeData', data);
    expect(esm.value).toBe(`export const __nodeData = ${JSON.stringify(data)};`);
    const attribute = dataAttribute('resolved', data);
    expect((attribute.value as { value: string }).value).toBe(JSON.stringify(data));
    const addBoth = () => (tree: MdastRoot) => {
      (tree.children[0] as unknown as { attributes: unknown[] }).attributes.push(attribute);
      tree.children.push(esm);
    };
    let received: unknown;
    const Probe = ({ resolved }: { resolved: unknown }) => {
      received = resolved;
      return null;
    };
    const page = await evaluate('<Probe />', { ...jsxRuntime, remarkPlugins: [addBoth] });
    renderToStaticMarkup(createElement(page.default, { components: { Probe } }));
    expect(received).toEqual(data);
    expect(page.__nodeData).toEqual(data);
  });
});

describe('the search index text', () => {
  it('reduces MDX components to their readable props and keeps the prose around them', () => {
    const content = [
      'Before.',
      '<FlowDiagram',
      'title="Text to image"',
      'description="A Text node feeds FLUX."',
      "nodes={[{ id: 'a', label: 'x > y', inputs: [] }]}",
      '/>',
      'After <Socket type="text" /> and <Tag>kept text</Tag>.',
    ].join('\n');
    expect(stripJsx(content)).toBe('Before.\nText to image\nA Text node feeds FLUX.\nAfter  and kept text.');
  });

  it('leaves text without components alone, and a tag that never closes', () => {
    expect(stripJsx('a < b and <Broken')).toBe('a < b and <Broken');
  });

  it('finds each heading again on its own line, in order', () => {
    const content = 'Intro mentions Setup inline.\nSetup\nSteps.\nSetup\nAgain.';
    const toc = relocateHeaders(content, [
      { text: 'Setup', charIndex: 0 },
      { text: 'Setup', charIndex: 0 },
    ]);
    expect(toc.map((h) => h.charIndex)).toEqual([content.indexOf('\nSetup') + 1, content.lastIndexOf('Setup')]);
  });
});

describe('the search index file', () => {
  const text = (...paragraphs: string[]) => paragraphs.join('\n\n');
  const guide: IndexedPage = {
    routePath: '/guide/sockets',
    title: 'Sockets',
    description: 'How sockets connect.',
    lang: 'en',
    version: 'v2',
    content: text(
      'Sockets carry data between\nnodes.',
      'Deleting connections',
      'Select a connection and press Delete. Select a connection and press Delete.',
      'Types',
      'Each socket has a type.',
    ),
    toc: [
      { id: 'deleting-connections', text: 'Deleting connections', depth: 2, charIndex: 0 },
      { id: 'types', text: 'Types', depth: 3, charIndex: 0 },
    ],
  };
  const node: IndexedPage = {
    routePath: '/guide/nodesref/FalFluxDevNode',
    title: 'FLUX.1 [dev]',
    lang: 'en',
    version: 'v2',
    keywords: ['FLUX.1 [dev]', 'FalFluxDevNode', 'black forest labs', 'Black Forest Labs', 'fal-ai/flux/dev'],
    lifecycle: 'deprecated',
    content: 'Renders a prompt as an image.',
    toc: [],
  };
  for (const page of [guide, node]) page.toc = relocateHeaders(page.content, page.toc);
  const docs = indexEdition('en', [guide, node]);

  it('carries what the engine reads, each heading once, and expands to the text and positions the ranking reads', () => {
    const [sockets] = expandIndex('v2.en', docs);
    expect(sockets.routePath).toBe('/guide/sockets');
    expect(sockets.description).toBe('How sockets connect.');
    expect(sockets.toc.map(({ id, depth, text: t }) => [id, depth, t])).toEqual([
      ['deleting-connections', 2, 'Deleting connections'],
      ['types', 3, 'Types'],
    ]);
    for (const header of sockets.toc) {
      expect(sockets.content.slice(header.charIndex, header.charIndex + header.text.length)).toBe(header.text);
    }
    // The source's line wrapping goes; the heading stands in the file once, not also in the text.
    expect(sockets.content.startsWith('Sockets carry data between nodes.')).toBe(true);
    expect(JSON.stringify(docs[0]).match(/Deleting connections/g)).toHaveLength(1);
  });

  it('sends no sentence twice and no name the title or another name already gives', () => {
    expect(docs[0].h[0][3]).toBe('Select a connection and press Delete.');
    expect(docs[1]).toEqual<IndexDoc>({
      r: '/guide/nodesref/FalFluxDevNode',
      t: 'FLUX.1 [dev]',
      k: ['FalFluxDevNode', 'black forest labs', 'fal-ai/flux/dev'],
      l: 'deprecated',
      b: 'Renders a prompt as an image.',
      h: [],
    });
    const [, flux] = expandIndex('v2.en', docs);
    expect(flux.keywords).toEqual(['FLUX.1 [dev]', 'FalFluxDevNode', 'black forest labs', 'fal-ai/flux/dev']);
    expect(flux.lifecycle).toBe('deprecated');
    // The names find the page from its names field; its text, which results show, holds none of them.
    expect(flux.content).toBe('Renders a prompt as an image.');
  });

  it('keeps a page within its budget, with sentences that add words not yet sent', () => {
    const long: IndexedPage = {
      ...guide,
      content: text(
        'The canvas holds nodes and sockets.',
        'The canvas holds nodes.',
        ...Array.from({ length: 200 }, (_, i) => `Sentence ${i} names word${i} and zebra${i * 7}.`),
      ),
      toc: [],
    };
    const [doc] = indexEdition('en', [long], { page: 400, catalogued: 400 });
    expect(gzipSync(doc.b, { level: 9 }).length).toBeLessThanOrEqual(400);
    // Once one of these is sent, the other adds no word worth its bytes: one of them, not both.
    const lines = doc.b.split('\n');
    expect(lines.filter((line) => line.startsWith('The canvas holds nodes'))).toHaveLength(1);
    expect(new Set(lines).size).toBe(lines.length);
    expect(doc.b.split('\n').length).toBeGreaterThan(5);
  });

  it('sends the telling words of the sentences it leaves out, once, so the page is still found by them', async () => {
    const long: IndexedPage = {
      ...guide,
      content: text(...Array.from({ length: 200 }, (_, i) => `Sentence ${i} names word${i} and zebra${i * 7}.`)),
      toc: [],
    };
    // Another page shares "sentence" and "names": a word that many pages hold is no reason to send it.
    const others = Array.from({ length: WORD_LIST_MAX_PAGES }, (_, i) => ({
      ...guide,
      routePath: `/guide/other-${i}`,
      content: 'Sentence names.',
      toc: [],
    }));
    const [doc] = indexEdition('en', [long, ...others], { page: 400, catalogued: 400 });
    const words = (doc.w ?? '').split(' ');
    expect(words).toContain('word199');
    expect(words).toContain('zebra1393');
    expect(new Set(words).size).toBe(words.length);
    for (const sent of doc.b.split(/\W+/)) expect(words).not.toContain(sent);
    expect(words).not.toContain('sentence');
    const engine = await SearchEngine.build(expandIndex('v2.en', [doc]));
    expect(engine.search('word199').map((hit) => hit.doc.routePath)).toEqual(['/guide/sockets']);
  });

  it('sends Chinese words as the language writes them, not as character pairs', async () => {
    const rare = ['语音识别', '视频放大', '对口型', '文字转语音', '背景替换', '深度图', '姿态估计', '线稿上色'];
    const page: IndexedPage = {
      ...guide,
      routePath: '/zh/guide/sockets',
      lang: 'zh',
      content: text(...rare.map((word, i) => `第${i}个例子讲的是${word}，这个节点在画布上单独运行。`)),
      toc: [],
    };
    const [doc] = indexEdition('zh', [page], { page: 120, catalogued: 120 });
    const dropped = rare.filter((word) => !doc.b.includes(word));
    expect(dropped.length).toBeGreaterThan(2);
    // 视频放大 goes as itself, not as the pairs 视频 频放 放大 the ranking makes of it.
    expect(doc.w?.split(' ').some((entry) => entry.includes('视频放大'))).toBe(true);
    expect(doc.w).not.toMatch(/\p{Script=Han}(\p{Script=Han}) \1/u);
    const engine = await SearchEngine.build(expandIndex('v2.zh', [doc]));
    for (const word of dropped)
      expect(engine.search(word).map((hit) => hit.doc.routePath)).toEqual(['/zh/guide/sockets']);
  });

  it('names the edition and the page of an index file of another shape', () => {
    expect(() => expandIndex('v2.en', { pages: [] })).toThrow('The search index v2.en is not a list of pages');
    expect(() => expandIndex('v2.zh', [{ r: '/zh/', t: 'T', h: [] }])).toThrow(
      'The search index v2.zh: page 0 needs "r", "t", "b" and "h"',
    );
  });
});

describe('routes, URLs and sitemap', () => {
  it('maps built files to clean routes and absolute URLs', () => {
    expect(routeOfHtmlFile('index.html')).toBe('/');
    expect(routeOfHtmlFile('zh/guide/index.html')).toBe('/zh/guide/');
    expect(routeOfHtmlFile('v1/guide/quick-start.html')).toBe('/v1/guide/quick-start');
    expect(absoluteUrl('https://docs.example.com', '/docs/', '/guide/')).toBe('https://docs.example.com/docs/guide/');
    expect(() => absoluteUrl('docs.example.com/', '/', '/')).toThrow('site origin must be like');
  });

  it('writes a sorted sitemap without duplicates, and robots.txt', () => {
    const xml = sitemapXml(['https://x/b', 'https://x/a?x=1&y=2', 'https://x/b']);
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml.indexOf('https://x/a?x=1&amp;y=2')).toBeLessThan(xml.indexOf('https://x/b'));
    expect(robotsTxt('https://x/sitemap.xml')).toContain('Sitemap: https://x/sitemap.xml');
  });
});

describe('the built pages step', () => {
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><meta name="description" content="About ${title}.">` +
    `<link rel="preload" href="/static/js/index.js" as="script"></head>` +
    `<body><div id="root"></div><script defer src="/static/js/index.js"></script></body></html>`;

  /** The step for a site in `outDir`, checking its pages against `expectedRoutes` when given. */
  const builtPages = (outDir: string, expectedRoutes?: () => string[]) =>
    pluginBuiltPages({
      root: outDir,
      origin: 'https://docs.example.com',
      image: '/og.png',
      siteName: 'Docs',
      expectedRoutes,
    });
  /** The chunk of each edition, as the build names them (plugins/editionData/). */
  async function editionChunks(outDir: string, keys = ['v2-en', 'v2-zh', 'v1-en', 'v1-zh']) {
    await mkdir(path.join(outDir, 'static/js/async'), { recursive: true });
    for (const key of keys) await writeFile(path.join(outDir, `static/js/async/edition-${key}.0a1b2c3d.js`), '');
  }
  /** The scripts a built page starts after its first paint, in their order. */
  const deferred = (html: string) => [...html.matchAll(/data-src="([^"]+)"/g)].map((m) => m[1]);

  it('reads every page once and applies its changes in order: deferred scripts, social tags, then the CSP over the final scripts', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'built-pages-'));
    await editionChunks(outDir);
    await mkdir(path.join(outDir, 'guide'));
    await writeFile(path.join(outDir, 'index.html'), page('Home'));
    await writeFile(path.join(outDir, 'guide', 'quick-start.html'), page('Quick Start'));
    await mkdir(path.join(outDir, 'zh', 'guide'), { recursive: true });
    // As Rspress writes a translation's link in a build of every edition: replaced, not repeated.
    await writeFile(
      path.join(outDir, 'zh', 'guide', 'quick-start.html'),
      page('快速开始').replace('</head>', '<link rel="alternate" hreflang="zh" href="/old"></head>'),
    );
    await writeFile(path.join(outDir, '404.html'), page('Not found'));
    const plugin = builtPages(outDir);
    await plugin.afterBuild?.({ outDir, base: '/' }, true);

    const guide = await readFile(path.join(outDir, 'guide', 'quick-start.html'), 'utf8');
    expect(guide).toContain(`<script>${DEFER_LOADER}</script>`);
    // The page's edition's routes and page list run before the main script; the 404 page, served at any address,
    // has every edition's.
    expect(deferred(guide)).toEqual(['/static/js/async/edition-v2-en.0a1b2c3d.js', '/static/js/index.js']);
    expect(guide).toContain('<link rel="canonical" href="https://docs.example.com/guide/quick-start">');
    // The step links the translations of a page (in the language menu's order).
    const languages =
      '<link rel="alternate" hreflang="en" href="https://docs.example.com/guide/quick-start">' +
      '<link rel="alternate" hreflang="zh" href="https://docs.example.com/zh/guide/quick-start">';
    expect(guide).toContain(languages);
    const zh = await readFile(path.join(outDir, 'zh', 'guide', 'quick-start.html'), 'utf8');
    expect(deferred(zh)[0]).toBe('/static/js/async/edition-v2-zh.0a1b2c3d.js');
    expect(zh).toContain(languages);
    expect(zh.match(/hreflang=/g)).toHaveLength(2);
    // A page with no translation gets none.
    expect(await readFile(path.join(outDir, 'index.html'), 'utf8')).not.toContain('hreflang');
    // No page holds its first paint until its HTML is parsed: an A/B found it did not pay (bench/ab-loading.md).
    expect(guide).not.toContain('blocking="render"');
    const policy = guide.match(/http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1] ?? '';
    // The loader was added by the first change; the policy, added last, covers it.
    expect(policy).toContain(scriptHash(DEFER_LOADER));
    const notFound = await readFile(path.join(outDir, '404.html'), 'utf8');
    expect(deferred(notFound)).toHaveLength(5);
    expect(notFound).not.toContain('rel="canonical"');
    const redirect = inlineScripts(parseHtml(notFound)).find((script) => script.includes('quick-start'));
    expect(redirect && policy.includes(scriptHash(redirect))).toBe(true);
    expect(await readFile(path.join(outDir, 'sitemap.xml'), 'utf8')).toContain(
      'https://docs.example.com/guide/quick-start',
    );
    expect(await readFile(path.join(outDir, '_headers'), 'utf8')).toContain('Content-Security-Policy');
  });

  it('stops the build when the pages built are not the pages of the docs folder', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'built-pages-'));
    await editionChunks(outDir);
    await writeFile(path.join(outDir, '404.html'), page('Not found'));
    await writeFile(path.join(outDir, 'index.html'), page('Home'));
    const missing = builtPages(outDir, () => ['/', '/guide/']);
    await expect(missing.afterBuild?.({ outDir, base: '/' }, true)).rejects.toThrow('not built: /guide/');
    const same = builtPages(outDir, () => ['/']);
    await expect(same.afterBuild?.({ outDir, base: '/' }, true)).resolves.toBeUndefined();
  });

  it('stops the build, naming the edition, when an edition has no chunk', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'built-pages-'));
    await editionChunks(outDir, ['v2-en', 'v2-zh', 'v1-en']);
    await writeFile(path.join(outDir, '404.html'), page('Not found'));
    const plugin = builtPages(outDir);
    await expect(plugin.afterBuild?.({ outDir, base: '/' }, true)).rejects.toThrow(
      'expected one chunk edition-v1-zh.<hash>.js for the edition v1.zh',
    );
  });

  it('stops the build, naming the page, when a page is not what it expects', async () => {
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'built-pages-'));
    await editionChunks(outDir);
    await writeFile(path.join(outDir, '404.html'), page('Not found'));
    await writeFile(path.join(outDir, 'bare.html'), '<html><head></head><body></body></html>');
    const plugin = builtPages(outDir);
    await expect(plugin.afterBuild?.({ outDir, base: '/' }, true)).rejects.toThrow('bare.html: no <script defer src>');
  });
});
