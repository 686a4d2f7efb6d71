import { compile } from '@mdx-js/mdx';
import type { Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { mdxFromMarkdown } from 'mdast-util-mdx';
import { toHast } from 'mdast-util-to-hast';
import { mdxjs } from 'micromark-extension-mdxjs';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { catalogEntries, nodeOnPage } from '../../data/nodes/pageSlices';
import { LIVE_CLASS, remarkLiveCode } from '../../plugins/liveCode';
import { NODE_DATA_CONST, nodeDataFor, pageEdition, rehypeNodePageData } from '../../plugins/nodePageData';

const mdx = (text: string): Root => fromMarkdown(text, { extensions: [mdxjs()], mdastExtensions: [mdxFromMarkdown()] });

const nodePage = { version: 'v2', lang: 'en', route: '/guide/nodesref/FalEsrganNode' };

describe("a page's node data", () => {
  it("gives a node page its own node, with its history, connections and replacement, in the page's language", () => {
    const data = nodeDataFor(mdx('<NodeSummary />\n\n<NodeConnections />'), 'page.mdx', nodePage)?.data;
    expect(data?.self).toBe('FalEsrganNode');
    expect(Object.keys(data?.nodes ?? {})).toEqual(['FalEsrganNode']);
    expect(data?.catalog).toBeUndefined();
    const zh = nodeOnPage('FalEsrganNode', 'zh', 'v2');
    expect(zh.node.summary).not.toBe(data?.nodes?.FalEsrganNode.node.summary);
    for (const entry of nodeOnPage('FalFluxDevNode', 'zh', 'v2').history) {
      expect(typeof (entry.what ?? '')).toBe('string');
    }
    const retired = nodeOnPage('Sora2Node', 'en', 'v2');
    expect(retired.replacement).toMatchObject({ id: 'FalKling21VideoNode', name: expect.any(String) });
    // Connections name other nodes by id and name only, grouped as the page lists them.
    const first = nodeOnPage('FalEsrganNode', 'en', 'v2').connectsFrom[0];
    expect(Object.keys(first.lines[0].nodes[0]).sort()).toEqual(['id', 'name']);
  });

  it("gives the node texts in the page's language only", () => {
    const texts = (lang: string) =>
      nodeDataFor(mdx('<NodeSummary />'), 'page.mdx', { ...nodePage, lang })?.data.texts ?? {};
    const en: Record<string, string> = texts('en');
    const zh: Record<string, string> = texts('zh');
    expect(en['nodes.fact.provider']).toBe('Runs on');
    expect(zh['nodes.fact.provider']).toBe('运行于');
    expect(Object.keys(zh).sort()).toEqual(Object.keys(en).sort());
    expect(Object.values(en).every((text) => typeof text === 'string')).toBe(true);
    // The landing page's filters and the changelog's headings come only with those lists.
    expect(en).not.toHaveProperty('nodes.filter.any');
    expect(en).not.toHaveProperty('changelog.added');
    const landing = nodeDataFor(mdx('<NodeCatalog />'), 'page.mdx', { ...nodePage, route: '/guide/nodesref/' });
    expect(landing?.data.texts).toHaveProperty('nodes.filter.any', 'Any');
    const changelog = nodeDataFor(mdx('<NodeChangelog />'), 'page.mdx', { ...nodePage, route: '/x' });
    expect(changelog?.data.texts).toHaveProperty('changelog.added');
  });

  it('gives a node page only the texts its node can show, and names its provider and category', () => {
    const texts = (page: string) =>
      nodeDataFor(mdx('<NodeSummary />'), 'page.mdx', { ...nodePage, route: `/guide/nodesref/${page}` })?.data.texts ??
      {};
    // An executable node with properties, a provider and no lifecycle.
    const flux = texts('FalFluxDevNode');
    expect(flux).toHaveProperty('nodes.kind.executable');
    expect(flux).not.toHaveProperty('nodes.kind.primitive');
    expect(flux).not.toHaveProperty('nodes.lifecycle.deprecated');
    expect(flux).toHaveProperty('nodes.type.enum');
    expect(flux).toHaveProperty('nodes.range.between');
    expect(flux).toHaveProperty('nodes.apiKey.setup');
    expect(flux).not.toHaveProperty('nodes.apiKey.none');
    expect(flux).not.toHaveProperty('nodes.noInputs');
    // A retired node, and a primitive node that needs no key.
    expect(texts('Sora2Node')).toHaveProperty('nodes.lifecycle.retired');
    expect(texts('Sora2Node')).toHaveProperty('nodes.lifecycle.useInstead');
    const text = texts('TextNode');
    expect(text).toHaveProperty('nodes.kind.primitive');
    expect(text).toHaveProperty('nodes.apiKey.none');
    expect(text).not.toHaveProperty('nodes.fact.model');
    // Any other page keeps every text its lists do not own.
    const socketPage = nodeDataFor(mdx('<SocketTypeNodes type="image" side="produces" />'), 'page.mdx', {
      ...nodePage,
      route: '/guide/sockets',
    })?.data.texts;
    expect(socketPage).toHaveProperty('nodes.kind.primitive');
    expect(socketPage).toHaveProperty('nodes.lifecycle.retired');
    const flux2 = nodeOnPage('FalFluxDevNode', 'zh', 'v2');
    expect(flux2.provider).toEqual({ name: 'fal', keyAnchor: 'fal', aboutAnchor: 'fal' });
    expect(flux2.categoryLabel).toBe('nodes.category.image');
  });

  it("leaves out what the page does not show: the node's search aliases", () => {
    expect(nodeOnPage('FalFluxDevNode', 'en', 'v2').node).not.toHaveProperty('aliases');
  });

  it('reads another node from a literal node prop, and the lists from the components that show them', () => {
    const tree = mdx(
      '<NodeInputs node="FalFluxDevNode" />\n\n<NodeCatalog />\n\n<NodeChangelog />\n\n<SocketTypeNodes type="image" side="produces" />',
    );
    const data = nodeDataFor(tree, 'README.mdx', { version: 'v2', lang: 'en', route: '/README' })?.data;
    expect(data?.self).toBeUndefined();
    expect(Object.keys(data?.nodes ?? {})).toEqual(['FalFluxDevNode']);
    expect(data?.catalog?.length).toBe(catalogEntries('en', 'v2').length);
    expect(data?.catalog?.[0]).not.toHaveProperty('properties');
    expect(data?.changelog?.releases.length).toBeGreaterThan(0);
    // Grouped by category as a node page's connections are, so the page needs no list of the categories.
    const groups = data?.socketNodes?.['produces:image'] ?? [];
    expect(groups.flatMap((g) => g.lines.flatMap((l) => l.nodes)).length).toBeGreaterThan(5);
    expect(groups.map((g) => g.category)).toContain('image');
  });

  it("writes the data once into the page's module and hands it to each node component", async () => {
    // The HTML tree, as MDX hands it to rehype steps: JSX and ESM pass through from the Markdown tree.
    const tree = toHast(mdx('# ESRGAN\n\n<NodeSummary />\n\n<FlowDiagram flow="x" />\n\n<NodeInputs />'), {
      passThrough: ['mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'],
    }) as HastRoot;
    rehypeNodePageData({ docsRoot: '/r/docs', root: '/r' })(
      tree,
      new VFile({ path: '/r/docs/v2/en/guide/nodesref/FalEsrganNode.mdx' }),
    );
    const esm = tree.children.filter((n) => n.type === 'mdxjsEsm');
    expect(esm).toHaveLength(1);
    expect(esm[0].value).toMatch(new RegExp(`^export const ${NODE_DATA_CONST} = \\{"self":"FalEsrganNode"`));
    const props = tree.children
      .filter((n) => n.type === 'mdxJsxFlowElement')
      .map((n) => [n.name, n.attributes.map((a) => (a.type === 'mdxJsxAttribute' ? a.name : ''))]);
    expect(props).toEqual([
      ['NodeSummary', ['nodeData']],
      ['FlowDiagram', ['flow']],
      ['NodeInputs', ['nodeData']],
    ]);
    // And in the page's module, as MDX compiles it with the step.
    const compiled = String(
      await compile(
        { value: '<NodeSummary />\n\n<NodeInputs />', path: '/r/docs/v2/en/guide/nodesref/FalEsrganNode.mdx' },
        { rehypePlugins: [[rehypeNodePageData, { docsRoot: '/r/docs', root: '/r' }]] },
      ),
    );
    expect(compiled.match(new RegExp(`export const ${NODE_DATA_CONST} = \\{`, 'g'))).toHaveLength(1);
    expect(compiled.match(new RegExp(`nodeData: ${NODE_DATA_CONST}\\b`, 'g'))).toHaveLength(2);
  });

  it('gives a page without node components nothing', () => {
    expect(nodeDataFor(mdx('# Quick Start\n\n<FlowDiagram flow="x" />'), 'a.mdx', nodePage)).toBeUndefined();
  });

  it('stops the build naming the file and component when the data cannot be found', () => {
    const guide = { version: 'v2', lang: 'en', route: '/guide/flows' };
    expect(() => nodeDataFor(mdx('<NodeSummary />'), 'docs/v2/en/guide/flows.mdx', guide)).toThrow(
      'docs/v2/en/guide/flows.mdx: <NodeSummary> is outside a node page: give it node="<NodeId>"',
    );
    expect(() => nodeDataFor(mdx('<NodeSummary node={id} />'), 'docs/x.mdx', guide)).toThrow(
      'docs/x.mdx: <NodeSummary node> must be a string literal',
    );
    expect(() => nodeDataFor(mdx('<NodeSummary node="NoSuchNode" />'), 'docs/x.mdx', guide)).toThrow(
      /docs\/x\.mdx: <NodeSummary>: Unknown node "NoSuchNode"/,
    );
    expect(() => nodeDataFor(mdx('<SocketTypeNodes type="smell" side="produces" />'), 'docs/x.mdx', guide)).toThrow(
      'docs/x.mdx: <SocketTypeNodes> has type="smell", which is not a socket type',
    );
  });

  it("reads a page's edition and route from its file", () => {
    expect(pageEdition('/r/docs', '/r/docs/v1/zh/guide/nodesref/FalFluxDevNode.mdx')).toEqual({
      version: 'v1',
      lang: 'zh',
      route: '/guide/nodesref/FalFluxDevNode',
    });
    expect(pageEdition('/r/docs', '/r/docs/v2/en/fragments')).toEqual({
      version: 'v2',
      lang: 'en',
      route: '/fragments',
    });
    expect(pageEdition('/r/docs', '/r/components/x.mdx')).toBeNull();
  });
});

describe('live examples', () => {
  const run = (text: string) => {
    const tree = mdx(text);
    remarkLiveCode()(tree, new VFile({ path: 'docs/v2/en/README.mdx' }));
    return tree;
  };

  it('renders the block above its code, with its imports once on the page', () => {
    const block = '```mdx live\nimport { Socket } from \'@components/Socket\';\n\n<Socket type="text" />\n```';
    const tree = run(`${block}\n\n${block}\n\n\`\`\`mdx\n<NotLive />\n\`\`\``);
    const kinds = tree.children.map((n) =>
      n.type === 'mdxJsxFlowElement' ? `box:${(n.attributes[0] as { value: string }).value}` : n.type,
    );
    expect(kinds).toEqual(['mdxjsEsm', `box:${LIVE_CLASS}`, 'code', `box:${LIVE_CLASS}`, 'code', 'code']);
  });

  it('names the file and line of a block that is not MDX', () => {
    expect(() => run('text\n\n```mdx live\n<Socket type="text"\n```')).toThrow(
      /^docs\/v2\/en\/README\.mdx:3: the live example does not parse as MDX/,
    );
  });
});
