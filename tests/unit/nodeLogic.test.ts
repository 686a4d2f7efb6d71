import { describe, expect, it } from 'vitest';
import { nodeIdOf } from '../../config/editions';
import { connectsFrom, connectsTo, groupConnections } from '../../data/nodes/compat';
import {
  filterNodes,
  groupByCategory,
  matchesKeyword,
  NO_FILTERS,
  nodesInVersion,
  parseFilters,
  serializeFilters,
} from '../../data/nodes/filter';
import type { CatalogNode } from '../../data/nodes/schema';
import { catalogJson, checkNodePages, nodeSearchText } from '../../plugins/nodeCatalog/catalog';

/** Where a test lifecycle is stated (every lifecycle names its source). */
const LIFECYCLE_SOURCE = { url: 'https://example.com/deprecations', checked: '2026-11-28' };

const node = (partial: Partial<CatalogNode> & Pick<CatalogNode, 'id'>): CatalogNode => ({
  name: partial.id,
  category: 'image',
  kind: 'executable',
  provider: 'fal',
  model: 'fal-ai/x',
  summary: 'Does things.',
  inputs: [],
  outputs: [{ name: 'out', type: 'image', description: 'd' }],
  properties: [],
  figures: [],
  aliases: ['x'],
  since: 'v1',
  ...partial,
});

const text = node({
  id: 'TextNode',
  name: 'Text',
  category: 'basic',
  kind: 'primitive',
  provider: 'none',
  model: undefined,
  outputs: [{ name: 'text', type: 'text', description: 'd' }],
  inputs: [{ name: 'text', type: 'text', required: false, description: 'd' }],
});
const flux = node({
  id: 'FalFluxDevNode',
  name: 'FLUX.1 [dev]',
  inputs: [{ name: 'prompt', type: 'text', required: true, description: 'd' }],
  aliases: ['text to image', 'black-forest-labs'],
});
const kling = node({
  id: 'FalKlingVideoNode',
  name: 'Kling',
  category: 'video',
  inputs: [{ name: 'image', type: 'image', required: true, description: 'd' }],
  outputs: [{ name: 'video', type: 'video', description: 'd' }],
  aliases: ['image to video', 'i2v'],
  since: 'v2',
});
const claude = node({
  id: 'AnthropicChatNode',
  name: 'Claude',
  category: 'chat',
  provider: 'anthropic',
  inputs: [{ name: 'prompt', type: 'text', required: true, description: 'd' }],
  outputs: [{ name: 'text', type: 'text', description: 'd' }],
});
const all = [text, flux, kling, claude];

describe('compatibility', () => {
  it('finds the nodes whose outputs fit an input', () => {
    expect(connectsFrom(flux, all).map((c) => [c.node.id, c.types])).toEqual([
      ['TextNode', ['text']],
      ['AnthropicChatNode', ['text']],
    ]);
  });

  it('finds the nodes an output can feed, never the node itself', () => {
    expect(connectsTo(flux, all).map((c) => c.node.id)).toEqual(['FalKlingVideoNode']);
    expect(connectsTo(text, all).map((c) => c.node.id)).toEqual(['FalFluxDevNode', 'AnthropicChatNode']);
  });

  it('finds nothing when no socket type is shared', () => {
    expect(connectsTo(kling, all)).toEqual([]);
  });

  it('groups connections by category in sidebar order, then by the socket types they share', () => {
    const image = node({ id: 'ImageNode', category: 'basic' });
    const groups = groupConnections([
      { node: claude, types: ['text'] },
      { node: text, types: ['text'] },
      { node: image, types: ['image'] },
      { node: flux, types: ['text', 'image'] },
      { node: kling, types: ['image'] },
      { node: { ...text, id: 'OtherTextNode' }, types: ['text'] },
    ]);
    const summary = groups.map((g) => [g.category, g.label, g.lines.map((l) => [l.types, l.nodes.map((n) => n.id)])]);
    expect(summary).toEqual([
      [
        'basic',
        'nodes.category.basic',
        [
          [['text'], ['TextNode', 'OtherTextNode']],
          [['image'], ['ImageNode']],
        ],
      ],
      ['chat', 'nodes.category.chat', [[['text'], ['AnthropicChatNode']]]],
      ['image', 'nodes.category.image', [[['text', 'image'], ['FalFluxDevNode']]]],
      ['video', 'nodes.category.video', [[['image'], ['FalKlingVideoNode']]]],
    ]);
    expect(groupConnections([])).toEqual([]);
  });
});

describe('filters', () => {
  it('matches keywords case-insensitively, with hyphens as spaces, every word', () => {
    expect(matchesKeyword(flux, 'TEXT-TO-IMAGE')).toBe(true);
    expect(matchesKeyword(flux, 'black forest')).toBe(true);
    expect(matchesKeyword(flux, 'flux video')).toBe(false);
    expect(matchesKeyword(kling, 'i2v')).toBe(true);
  });

  it('combines keyword, category, provider and socket types', () => {
    expect(filterNodes(all, { ...NO_FILTERS, input: 'image', output: 'video' }).map((n) => n.id)).toEqual([
      'FalKlingVideoNode',
    ]);
    expect(filterNodes(all, { ...NO_FILTERS, provider: 'anthropic' }).map((n) => n.id)).toEqual(['AnthropicChatNode']);
    expect(filterNodes(all, { ...NO_FILTERS, category: 'basic', q: 'text' }).map((n) => n.id)).toEqual(['TextNode']);
    expect(filterNodes(all, { ...NO_FILTERS, q: 'nothing like this' })).toEqual([]);
  });

  it('round-trips through the URL and ignores junk', () => {
    const filters = { q: 'lip sync', category: 'video', provider: 'fal', input: 'image', output: 'video' } as const;
    const query = serializeFilters(filters);
    expect(query).toBe('?q=lip+sync&category=video&provider=fal&in=image&out=video');
    expect(parseFilters(query)).toEqual(filters);
    expect(parseFilters('?category=sound&provider=none&in=smell&out=<script>')).toEqual(NO_FILTERS);
    expect(serializeFilters(NO_FILTERS, '?utm=1')).toBe('?utm=1');
  });

  it('groups by category in spec order and puts unknown categories under Others', () => {
    const stray = { ...flux, id: 'StrayNode', category: 'misc' } as unknown as CatalogNode;
    const groups = groupByCategory([kling, flux, stray, text]);
    expect(groups.map((g) => [g.id, g.nodes.map((n) => n.id)])).toEqual([
      ['basic', ['TextNode']],
      ['image', ['FalFluxDevNode']],
      ['video', ['FalKlingVideoNode']],
      ['others', ['StrayNode']],
    ]);
    expect(groups.at(-1)?.label).toBe('nodes.category.others');
  });

  it('keeps v2-only nodes out of v1', () => {
    expect(nodesInVersion(all, 'v1').map((n) => n.id)).not.toContain('FalKlingVideoNode');
    expect(nodesInVersion(all, 'v2')).toHaveLength(4);
  });
});

describe('pages and data', () => {
  const page = (version: string, lang: string, id: string) => ({
    version,
    lang,
    id,
    file: `docs/${version}/${lang}/guide/nodesref/${id}.mdx`,
  });
  const reference = { versions: ['v2'], langs: ['en'] };

  it('passes when every node has its page', () => {
    expect(
      checkNodePages(
        [flux, kling],
        [page('v2', 'en', 'FalFluxDevNode'), page('v2', 'en', 'FalKlingVideoNode')],
        reference,
      ),
    ).toEqual([]);
  });

  it('names a node with data but no page, a page with no data, and a v1 page of a v2 node', () => {
    expect(
      checkNodePages(
        [flux, kling],
        [page('v2', 'en', 'FalFluxDevNode'), page('v2', 'zh', 'GhostNode'), page('v1', 'en', 'FalKlingVideoNode')],
        reference,
      ),
    ).toEqual([
      'FalKlingVideoNode: has data in data/nodes/ but no page docs/v2/en/guide/nodesref/FalKlingVideoNode.mdx',
      'docs/v2/zh/guide/nodesref/GhostNode.mdx: page has no node "GhostNode" in data/nodes/',
      'docs/v1/en/guide/nodesref/FalKlingVideoNode.mdx: FalKlingVideoNode first appears in v2 (field "since"), so it has no v1 page',
    ]);
  });

  it('names every language of every version a node appears in that lacks its page', () => {
    // flux appears from v1, kling from v2.
    expect(
      checkNodePages(
        [flux, kling],
        [page('v2', 'en', 'FalFluxDevNode'), page('v2', 'en', 'FalKlingVideoNode'), page('v1', 'en', 'FalFluxDevNode')],
        { versions: ['v2', 'v1'], langs: ['en', 'zh'] },
      ),
    ).toEqual([
      'FalFluxDevNode: has data in data/nodes/ but no page docs/v2/zh/guide/nodesref/FalFluxDevNode.mdx',
      'FalFluxDevNode: has data in data/nodes/ but no page docs/v1/zh/guide/nodesref/FalFluxDevNode.mdx',
      'FalKlingVideoNode: has data in data/nodes/ but no page docs/v2/zh/guide/nodesref/FalKlingVideoNode.mdx',
    ]);
  });

  it('reads the node of a route', () => {
    expect(nodeIdOf('/guide/nodesref/FalFluxDevNode')).toBe('FalFluxDevNode');
    expect(nodeIdOf('/v1/zh/guide/nodesref/TextNode.html')).toBe('TextNode');
    expect(nodeIdOf('/guide/nodesref/')).toBeNull();
    expect(nodeIdOf('/guide/nodesref/index.html')).toBeNull();
    expect(nodeIdOf('/guide/nodesref/catalog.json')).toBeNull();
  });

  it('adds names and aliases to the search text', () => {
    const searchText = nodeSearchText(kling);
    expect(searchText).toContain('Kling (FalKlingVideoNode)');
    expect(searchText).toContain('image to video, i2v');
  });

  it('publishes one catalogue per version and language', () => {
    const json = catalogJson({
      nodes: all,
      version: 'v1',
      lang: 'zh',
      prefix: '/v1/zh',
      siteUrl: 'https://docs.example',
      labels: { 'nodes.category.video': '视频' },
      hasPage: (id) => id === 'FalFluxDevNode',
    });
    expect(json.nodes.map((n) => n.id)).toEqual(['TextNode', 'FalFluxDevNode', 'AnthropicChatNode']);
    expect(json.nodes[1].url).toBe('https://docs.example/v1/zh/guide/nodesref/FalFluxDevNode');
    expect(json.nodes[0].url).toBeNull();
    expect(json.nodes[1].apiKeyUrl).toBe('https://docs.example/v1/zh/guide/api-keys#fal');
    expect(json.categories.find((c) => c.id === 'video')?.label).toBe('视频');
    expect(json.$comment).toMatch(/Generated/);
  });

  it("carries each node's source and check date, and flags a deprecated node with its replacement", () => {
    const current = {
      ...flux,
      source: { checked: '2026-11-27', docs: [{ url: 'https://fal.ai/models/fal-ai/flux/dev/api' }] },
    };
    const deprecated = {
      ...current,
      id: 'FalOldFluxNode',
      lifecycle: {
        status: 'deprecated' as const,
        date: '2026-10-01',
        replacement: 'FalFluxDevNode',
        source: LIFECYCLE_SOURCE,
      },
    };
    const json = catalogJson({
      nodes: [current, deprecated],
      version: 'v2',
      lang: 'en',
      prefix: '',
      siteUrl: 'https://docs.example',
      labels: {},
      hasPage: () => true,
    });
    const [published, old] = json.nodes;
    expect(published.source).toEqual(current.source);
    expect(published.lifecycle).toBeUndefined();
    expect(old.lifecycle).toEqual({
      status: 'deprecated',
      date: '2026-10-01',
      replacement: 'FalFluxDevNode',
      source: LIFECYCLE_SOURCE,
    });
  });
});
