// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { fromMarkdown } from 'mdast-util-from-markdown';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LifecycleNotice } from '../../components/node/LifecycleNotice';
import { nodeTextLookup, strongLabel, useNodeText } from '../../components/node/nodeText';
import { describeRange } from '../../components/node/range';
import { EditionContext, useEdition } from '../../components/siteContext';
import { nodeTextsIn } from '../../data/nodes/pageSlices';
import type { NodeProperty } from '../../data/nodes/schema';

/** Where a test lifecycle is stated (every lifecycle names its source). */
const LIFECYCLE_SOURCE = { url: 'https://example.com/deprecations', checked: '2026-11-28' };

afterEach(cleanup);

const Anchor = ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>;

/** The node texts the build gives a page in `lang`, as the components look them up. */
const textIn = (lang: string) => nodeTextLookup(nodeTextsIn(lang), lang);

function inLang(lang: string, children: ReactNode) {
  return <EditionContext.Provider value={{ lang, version: 'v2', base: '/' }}>{children}</EditionContext.Provider>;
}

describe('the lifecycle notice of a node page', () => {
  const deprecated = {
    status: 'deprecated' as const,
    date: '2026-10-01',
    replacement: 'FalNewNode',
    source: LIFECYCLE_SOURCE,
  };

  it('says what the provider did and when, and links the replacement', () => {
    render(
      inLang(
        'en',
        <LifecycleNotice
          t={textIn('en')}
          lifecycle={deprecated}
          provider="fal"
          replacement={{ name: 'New Upscale', href: '/guide/nodesref/FalNewNode' }}
          link={Anchor}
        />,
      ),
    );
    const note = screen.getByRole('note');
    expect(note.textContent).toBe(
      'Deprecated: fal announced on 2026-10-01 that it is phasing this model out. Use New Upscale instead. Source: example.com.',
    );
    expect(screen.getByRole('link', { name: 'New Upscale' }).getAttribute('href')).toBe('/guide/nodesref/FalNewNode');
    // A reader can check the tag: the notice links the page that states it.
    expect(screen.getByRole('link', { name: 'example.com' }).getAttribute('href')).toBe(
      'https://example.com/deprecations',
    );
  });

  it('speaks Chinese on Chinese pages, and names no replacement when there is none', () => {
    render(
      inLang(
        'zh',
        <LifecycleNotice
          lifecycle={{ status: 'retired', date: '2026-09-24', source: LIFECYCLE_SOURCE }}
          provider="OpenAI"
          t={textIn('zh')}
          link={Anchor}
        />,
      ),
    );
    expect(screen.getByRole('note').textContent).toBe(
      '已停用：OpenAI 已于 2026-09-24 停止运行这个模型。来源：example.com。',
    );
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['example.com']);
    cleanup();
    render(
      inLang(
        'zh',
        <LifecycleNotice
          t={textIn('zh')}
          lifecycle={{ status: 'retired', date: '2026-09-24', replacement: 'FalVeoNode', source: LIFECYCLE_SOURCE }}
          provider="OpenAI"
          replacement={{ name: 'Veo 3', href: '/zh/guide/nodesref/FalVeoNode' }}
          link={Anchor}
        />,
      ),
    );
    expect(screen.getByRole('note').textContent).toBe(
      '已停用：OpenAI 已于 2026-09-24 停止运行这个模型。请改用 Veo 3。来源：example.com。',
    );
  });

  it('says a retirement only a third party reports is reported, by whom, and that the provider has not confirmed it', () => {
    render(
      inLang(
        'en',
        <LifecycleNotice
          t={textIn('en')}
          lifecycle={{
            status: 'retired',
            date: '2025-12-31',
            source: { url: 'https://www.inworld.ai/resources/migrate', checked: '2026-11-28', thirdParty: true },
          }}
          provider="fal"
          link={Anchor}
        />,
      ),
    );
    expect(screen.getByRole('note').textContent).toBe(
      'Reported retired: inworld.ai reports that this model stopped running on 2025-12-31; fal has not confirmed it. Source: inworld.ai.',
    );
  });
});

describe('the lifecycle notice of a deprecation with a shutdown ahead', () => {
  it('says the day the model stops, not the announcement', () => {
    const lifecycle = {
      status: 'deprecated' as const,
      date: '2026-09-30',
      shutdown: '2026-11-30',
      source: LIFECYCLE_SOURCE,
    };
    render(inLang('en', <LifecycleNotice t={textIn('en')} lifecycle={lifecycle} provider="Anthropic" link={Anchor} />));
    expect(screen.getByRole('note').textContent).toBe(
      'Deprecated: Anthropic is phasing this model out: it stops running on 2026-11-30. Source: example.com.',
    );
  });
});

describe('the node texts of a page', () => {
  it('name the missing key and where the texts come from', () => {
    const t = nodeTextLookup(nodeTextsIn('en', { lists: false }), 'en');
    expect(t('nodes.fact.provider')).toBe('Runs on');
    expect(() => t('nodes.filter.any')).toThrow(
      /No node text "nodes\.filter\.any" on this page: data\/nodes\/pageSlices\.ts/,
    );
  });

  it("fall back to the site's texts", () => {
    expect(nodeTextLookup({}, 'zh')('nodes.category.image')).toBe('图像生成与编辑');
  });
});

describe("the lifecycle notice's label in the Markdown copy", () => {
  // What CommonMark reads as bold at the start of "label + gap + sentence".
  const boldOf = (markdown: string) => {
    const paragraph = fromMarkdown(markdown).children[0];
    const first = paragraph?.type === 'paragraph' ? paragraph.children[0] : undefined;
    return first?.type === 'strong' && first.children[0]?.type === 'text' ? first.children[0].value : null;
  };

  it('is bold where the label runs on into its sentence (Chinese)', () => {
    expect(strongLabel('已停用：', '')).toBe('**已停用**：');
    expect(boldOf(`${strongLabel('已停用：', '')}OpenAI 已于 2026-09-24 停止运行这个模型。`)).toBe('已停用');
  });

  it('keeps its punctuation inside where a space follows (English)', () => {
    expect(strongLabel('Retired:', ' ')).toBe('**Retired:** ');
    expect(boldOf(`${strongLabel('Retired:', ' ')}OpenAI stopped running this model.`)).toBe('Retired:');
  });
});

describe('property ranges', () => {
  const property = (extra: Partial<NodeProperty>): NodeProperty => ({
    name: 'Steps',
    type: 'integer',
    description: 'How long.',
    ...extra,
  });

  function Range({ of }: { of: NodeProperty }) {
    return <span>{describeRange(of, useNodeText({ texts: nodeTextsIn(useEdition().lang) }))}</span>;
  }

  it.each([
    ['en', property({ min: 1, max: 50 }), '1 to 50'],
    ['en', property({ min: 0.01, max: 1, step: 0.01 }), '0.01 to 1, step 0.01'],
    ['en', property({ min: 1 }), '1 or more'],
    ['en', property({ max: 4 }), 'up to 4'],
    ['zh', property({ min: 1, max: 50 }), '1 到 50'],
    ['zh', property({ min: 0, max: 1, step: 0.05 }), '0 到 1，步长 0.05'],
    ['zh', property({ min: 1 }), '1 或以上'],
    ['zh', property({ max: 4 }), '最大 4'],
    ['zh', property({ type: 'enum', options: ['square', 'portrait'] }), 'square，portrait'],
    [
      'en',
      property({
        type: 'enum',
        options: ['A', 'B', 'C'],
        deprecatedOptions: {
          A: { status: 'deprecated', date: '2026-08-02', replacement: 'B', source: LIFECYCLE_SOURCE },
          C: { status: 'retired', date: '2026-09-01', source: LIFECYCLE_SOURCE },
        },
      }),
      'A (deprecated on 2026-08-02; use B), B, C (retired on 2026-09-01)',
    ],
    [
      'zh',
      property({
        type: 'enum',
        options: ['A', 'B'],
        deprecatedOptions: { A: { status: 'retired', date: '2026-09-01', replacement: 'B', source: LIFECYCLE_SOURCE } },
      }),
      'A（2026-09-01 停用，请改用 B），B',
    ],
    [
      'en',
      property({
        type: 'enum',
        options: ['A', 'B'],
        deprecatedOptions: {
          A: {
            status: 'deprecated',
            date: '2026-09-30',
            shutdown: '2026-11-30',
            replacement: 'B',
            source: LIFECYCLE_SOURCE,
          },
        },
      }),
      'A (deprecated; stops running on 2026-11-30; use B), B',
    ],
    [
      'zh',
      property({
        type: 'enum',
        options: ['A', 'B'],
        deprecatedOptions: { A: { status: 'deprecated', shutdown: '2026-12-01', source: LIFECYCLE_SOURCE } },
      }),
      'A（已弃用，2026-12-01 停止运行），B',
    ],
  ])('reads in the page language (%s: %j)', (lang, of, text) => {
    render(inLang(lang, <Range of={of} />));
    expect(screen.getByText(text)).toBeTruthy();
  });
});
