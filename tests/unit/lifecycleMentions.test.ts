import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type LifecycleNode, lifecycleMentionProblems, pageProblems } from '../../plugins/lifecycleMentionsLogic';

const NODES: LifecycleNode[] = [
  { id: 'OpenAIGPTImageNode', name: 'GPT Image', lifecycle: { status: 'retired' } },
  { id: 'FalVeoNode', name: 'Veo 3', lifecycle: { status: 'retired', source: { thirdParty: true } } },
  { id: 'FalFluxDevNode', name: 'FLUX.1 [dev]' },
  { id: 'OpenAIChatNode', name: 'GPT', lifecycle: { status: 'deprecated' } },
];
const FLOWS: Record<string, string[]> = {
  'three-models': ['TextNode', 'FalFluxDevNode', 'OpenAIGPTImageNode'],
  'video-flow': ['TextNode', 'FalVeoNode'],
  current: ['TextNode', 'FalFluxDevNode'],
};
const check = (source: string) => pageProblems('docs/v2/en/guide/x.mdx', source, NODES, (flow) => FLOWS[flow]);

describe('guides that name retired nodes (issue 38)', () => {
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
    expect(check('Use `FalFluxDevNode` or `OpenAIChatNode`.')).toEqual([]);
    expect(check('See `OpenAIGPTImageNodeX` and GPT Images-like.')).toEqual([]);
  });

  it('refuses a guide flow that runs a retired node, also one only reported retired; a current flow passes', () => {
    expect(check('<FlowDiagram flow="three-models" />')).toEqual([
      'docs/v2/en/guide/x.mdx: the flow "three-models" runs OpenAIGPTImageNode (GPT Image), which is retired; teaching flows use current nodes',
    ]);
    expect(check('<FlowDiagram flow="video-flow" />')[0]).toContain('FalVeoNode (Veo 3), which is reported retired');
    expect(check('<FlowDiagram flow="current" />')).toEqual([]);
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
