import { describe, expect, it } from 'vitest';
import { NODES } from '../../data/nodes';
import { TRANSLATION_FILES } from '../../data/nodes/localized';
import { validateTranslations } from '../../data/nodes/translation';
import { checkDocsRoot } from '../../scripts/check-translations';
import { checkHeadingTerms, checkParity, chineseShare, headingIds } from '../../scripts/lib/translations';

const EN = `---
description: Example
---

# Sockets

Sockets are the connection points on a node.

## Socket Types

Each socket has a type.

### Text

\`\`\`md
## Not a heading
\`\`\`
`;

const ZH = `---
description: 示例
---

# 插槽

插槽是节点边缘上的连接点，每个插槽都有自己的类型。

## 插槽类型 {#socket-types}

每个插槽都有一种类型，决定它能和哪些插槽相连。

### 文本 {#text}
`;

describe('translation parity', () => {
  it('reads heading ids as Rspress makes them, with {#custom-id} and without code blocks', () => {
    expect(headingIds(EN)).toEqual(['socket-types', 'text']);
    expect(headingIds(ZH)).toEqual(['socket-types', 'text']);
  });

  it('accepts a translation with the same pages and heading ids, written in Chinese', () => {
    expect(checkParity({ en: { 'guide/sockets.mdx': EN }, zh: { 'guide/sockets.mdx': ZH } })).toEqual([]);
  });

  it('reports a page missing in a language, and a page only one language has', () => {
    const problems = checkParity({ en: { 'guide/sockets.mdx': EN }, zh: { 'guide/flows.mdx': ZH } });
    expect(problems.map((p) => p.message)).toEqual([
      'missing: en/guide/sockets.mdx has no zh page',
      'extra: no en page guide/flows',
    ]);
  });

  it('reports heading ids that differ, so anchors and switching would break', () => {
    const renamed = ZH.replace('{#socket-types}', '{#types}');
    const [problem] = checkParity({ en: { 'a.mdx': EN }, zh: { 'a.mdx': renamed } });
    expect(problem.message).toBe('heading ids differ from en/a.mdx; missing #socket-types; extra #types');
  });

  it('reports a Chinese page that is still mostly English', () => {
    const english = EN.replace('## Socket Types', '## Socket Types {#socket-types}').replace(
      '### Text',
      '### Text {#text}',
    );
    expect(chineseShare(english)).toBeLessThan(0.1);
    expect(chineseShare(ZH)).toBeGreaterThan(0.9);
    const [problem] = checkParity({ en: { 'a.mdx': EN }, zh: { 'a.mdx': english } });
    expect(problem.message).toMatch(/^mostly English: Chinese share 0\.\d\d is below 0\.6$/);
  });

  it('gives one English heading one Chinese wording on every page and version', () => {
    const page = (heading: string) => `# Title\n\n## ${heading}\n\nText.\n`;
    const pages = {
      v2: {
        en: { 'a.mdx': page('Frames'), 'b.mdx': page('Frames'), 'c.mdx': page('Nodes') },
        zh: {
          'a.mdx': page('分组框 {#frames}'),
          'b.mdx': page('框架 {#frames}'),
          'c.mdx': page('Nodes（节点）{#nodes}'),
        },
      },
      v1: { en: { 'c.mdx': page('Nodes') }, zh: { 'c.mdx': page('节点 {#nodes}') } },
    };
    const problems = checkHeadingTerms(pages);
    expect(problems).toHaveLength(1);
    expect(problems[0].message).toBe(
      'the heading "frames" reads 2 ways in zh: "分组框" (v2/zh/a.mdx#frames); "框架" (v2/zh/b.mdx#frames)',
    );
  });

  it('holds for every page of every version of the site', async () => {
    expect(await checkDocsRoot('docs')).toEqual([]);
  });
});

describe('node data translations', () => {
  it('cover every node, socket, property and figure of the data', () => {
    for (const [lang, files] of Object.entries(TRANSLATION_FILES)) {
      expect(validateTranslations(lang, files, NODES).problems).toEqual([]);
    }
  });

  it('name the file, node and field of each mistake', () => {
    const text = NODES.find((n) => n.id === 'TextNode');
    if (!text) throw new Error('TextNode missing from the data');
    const { problems } = validateTranslations(
      'zh',
      {
        'data/nodes/zh/basic.ts': {
          TextNode: { summary: '文本', inputs: { txt: '输入' }, outputs: { text: '输出' }, figures: ['多余'] },
          NoSuchNode: { summary: '无' },
        },
      },
      [text],
    );
    expect(problems).toEqual([
      'data/nodes/zh/basic.ts: TextNode.inputs["text"]: missing',
      'data/nodes/zh/basic.ts: TextNode.inputs["txt"]: the node has no such input',
      'data/nodes/zh/basic.ts: TextNode.figures: has 1 entries, the node has 0',
      'data/nodes/zh/basic.ts: NoSuchNode: no node with this id in data/nodes/',
    ]);
  });
});
