import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type FlowFileNode,
  type LifecycleNode,
  lifecycleMentionProblems,
  pageProblems,
} from '../../plugins/nodeCatalog/lifecycleMentions';

const NODES: LifecycleNode[] = [
  { id: 'OpenAIGPTImageNode', name: 'GPT Image', lifecycle: { status: 'retired', date: '2026-10-23' } },
  {
    id: 'FalVeoNode',
    name: 'Veo 3',
    lifecycle: { status: 'retired', date: '2026-06-30', source: { thirdParty: true } },
  },
  { id: 'FalFluxDevNode', name: 'FLUX.1 [dev]' },
  { id: 'FalKlingVideoNode', name: 'Kling', lifecycle: { status: 'deprecated', date: '2026-09-01' } },
  {
    id: 'OpenAIChatNode',
    name: 'GPT',
    properties: [
      {
        name: 'Model',
        default: 'gpt-4.1',
        deprecatedOptions: {
          'gpt-4.1': { status: 'deprecated', date: '2026-10-14' },
          'gpt-3': { status: 'retired', date: '2024-01-04' },
        },
      },
    ],
  },
];
const ids = (...nodes: string[]): FlowFileNode[] => nodes.map((node) => ({ node }));
const FLOWS: Record<string, FlowFileNode[]> = {
  'three-models': ids('TextNode', 'FalFluxDevNode', 'OpenAIGPTImageNode'),
  'video-flow': ids('TextNode', 'FalVeoNode'),
  current: ids('TextNode', 'FalFluxDevNode'),
  'old-kling': ids('TextNode', 'FalKlingVideoNode'),
  'default-model': ids('TextNode', 'OpenAIChatNode'),
  'current-model': [{ node: 'OpenAIChatNode', properties: { Model: 'gpt-5.1' } }],
  'retired-model': [{ node: 'OpenAIChatNode', properties: { Model: 'gpt-3' } }],
};
const check = (source: string, file = 'docs/v2/en/guide/x.mdx') =>
  pageProblems(file, source, NODES, (flow) => FLOWS[flow]);
const NODE_PAGE = 'docs/v2/en/guide/nodesref/FalFluxDevNode.mdx';

describe('guides that name retired nodes', () => {
  it('refuses a guide that names a retired node by id or by name without saying so, naming the page and line', () => {
    expect(check('Intro.\n\nTry `OpenAIGPTImageNode` for posters.')).toEqual([
      'docs/v2/en/guide/x.mdx:3: names OpenAIGPTImageNode (GPT Image), which is retired, without saying so; say it in the same paragraph or row, or name a current node',
    ]);
    expect(check('GPT Image draws text well.')).toHaveLength(1);
    expect(check('| Image | `OpenAIGPTImageNode` |')).toHaveLength(1);
  });

  it('lets a paragraph or table row name it where it says the node is retired, in English or Chinese', () => {
    expect(check('`OpenAIGPTImageNode`: retired, OpenAI shut it down on 2026-10-23.')).toEqual([]);
    expect(check('Try `OpenAIGPTImageNode`,\nwhich no longer runs.')).toEqual([]);
    expect(check('| `OpenAIGPTImageNode` | 已停用 |')).toEqual([]);
    // The word must be in the same paragraph: one further down does not cover it.
    expect(check('Try `OpenAIGPTImageNode`.\n\nIt was retired.')).toHaveLength(1);
  });

  it('minds neither current nor deprecated nodes, nor a name inside a longer word', () => {
    expect(check('Use `FalFluxDevNode` or `FalKlingVideoNode`.')).toEqual([]);
    expect(check('See `OpenAIGPTImageNodeX` and GPT Images-like.')).toEqual([]);
  });

  it('refuses a guide flow that runs a retired node, also one only reported retired; a current flow passes', () => {
    expect(check('<FlowDiagram flow="three-models" />')).toEqual([
      'docs/v2/en/guide/x.mdx: the flow "three-models" runs OpenAIGPTImageNode (GPT Image), which is retired; flows run current nodes and models',
    ]);
    expect(check('<FlowDiagram flow="video-flow" />')[0]).toContain('FalVeoNode (Veo 3), which is reported retired');
    expect(check('<FlowDiagram flow="current" />')).toEqual([]);
  });

  it('refuses a guide flow that runs a deprecated node or a deprecated model, set or left at its default', () => {
    expect(check('<FlowDiagram flow="old-kling" />')).toEqual([
      'docs/v2/en/guide/x.mdx: the flow "old-kling" runs FalKlingVideoNode (Kling), which is deprecated; teaching flows use current nodes and models',
    ]);
    expect(check('<FlowDiagram flow="default-model" />')).toEqual([
      'docs/v2/en/guide/x.mdx: the flow "default-model" runs OpenAIChatNode (GPT) with Model "gpt-4.1", which is deprecated; teaching flows use current nodes and models',
    ]);
    expect(check('<FlowDiagram flow="current-model" />')).toEqual([]);
  });

  it("lets a node page's example run a deprecated node or model (its picture says so), never a retired one", () => {
    expect(check('<FlowDiagram flow="old-kling" />', NODE_PAGE)).toEqual([]);
    expect(check('<FlowDiagram flow="default-model" />', NODE_PAGE)).toEqual([]);
    expect(check('<FlowDiagram flow="retired-model" />', NODE_PAGE)).toEqual([
      `${NODE_PAGE}: the flow "retired-model" runs OpenAIChatNode (GPT) with Model "gpt-3", which is retired; flows run current nodes and models`,
    ]);
    expect(check('<FlowDiagram flow="video-flow" />', NODE_PAGE)[0]).toContain('which is reported retired');
  });
});

describe('every page of the docs tree', () => {
  it("lets a node's own page and the changelog name a retired node; other node pages and guides may not", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'lifecycle-'));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    write(
      'docs/v2/en/guide/nodesref/OpenAIGPTImageNode.mdx',
      'GPT Image draws posters.\n\n<FlowDiagram flow="three-models" />',
    );
    write('docs/v2/en/guide/nodesref/changelog.mdx', 'Added `OpenAIGPTImageNode`.');
    write('docs/v2/en/guide/nodesref/FalFluxDevNode.mdx', 'For posters, choose `OpenAIGPTImageNode`.');
    write('docs/v2/zh/guide/quick-start.mdx', '试试 `OpenAIGPTImageNode`。');
    const problems = lifecycleMentionProblems(path.join(root, 'docs'), NODES, (flow) => FLOWS[flow]);
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'docs/v2/en/guide/nodesref/FalFluxDevNode.mdx',
      'docs/v2/zh/guide/quick-start.mdx',
    ]);
  });
});
