import { describe, expect, it, test } from 'vitest';
import { markdownLink, markdownUrl } from '../../components/markdownCopy';
import { SITE_ORIGIN } from '../../config/site';
import { completeLlmsTxt, routeOfMarkdownUrl } from '../../plugins/builtPages/llmsTxt';
import { absoluteMarkdownLinks, absoluteMarkdownLinksInBundle } from '../../plugins/builtPages/markdownLinks';

describe('markdownUrl: every link of a Markdown copy is absolute', () => {
  test('a page becomes its Markdown copy, as Rspress writes the links of the page itself', () => {
    expect(markdownUrl('/guide/api-keys#fal')).toBe(`${SITE_ORIGIN}/guide/api-keys.md#fal`);
    expect(markdownUrl('/zh/guide/nodesref/FalFluxDevNode')).toBe(`${SITE_ORIGIN}/zh/guide/nodesref/FalFluxDevNode.md`);
    expect(markdownUrl('/guide/')).toBe(`${SITE_ORIGIN}/guide/index.md`);
    expect(markdownUrl('/')).toBe(`${SITE_ORIGIN}/index.md`);
    expect(markdownUrl('/v1/guide/nodesref/?category=image')).toBe(
      `${SITE_ORIGIN}/v1/guide/nodesref/index.md?category=image`,
    );
  });

  test('a file keeps its path; another site keeps its URL', () => {
    expect(markdownUrl('/guide/nodesref/catalog.json')).toBe(`${SITE_ORIGIN}/guide/nodesref/catalog.json`);
    expect(markdownUrl('/hero/flow-light.svg')).toBe(`${SITE_ORIGIN}/hero/flow-light.svg`);
    expect(markdownUrl('https://fal.ai/models/fal-ai/flux/dev')).toBe('https://fal.ai/models/fal-ai/flux/dev');
    expect(markdownUrl('mailto:docs@example.com')).toBe('mailto:docs@example.com');
  });

  test('under a base path, the base follows the origin', () => {
    expect(markdownUrl('/guide/flows', { base: '/patchbay-docs/' })).toBe(
      `${SITE_ORIGIN}/patchbay-docs/guide/flows.md`,
    );
    expect(markdownUrl('/flow.schema.json', { base: '/patchbay-docs/' })).toBe(
      `${SITE_ORIGIN}/patchbay-docs/flow.schema.json`,
    );
  });

  test("a heading of the page is placed on the page's copy; without the page, or relative, it is an error", () => {
    expect(markdownUrl('#groq', { page: '/guide/api-keys' })).toBe(`${SITE_ORIGIN}/guide/api-keys.md#groq`);
    expect(() => markdownUrl('#groq')).toThrow(/"#groq" is a heading of this page/);
    expect(() => markdownUrl('guide/flows')).toThrow(/"guide\/flows" is relative/);
  });

  test('markdownLink writes the link', () => {
    expect(markdownLink('FLUX.1 [dev]', '/guide/nodesref/FalFluxDevNode')).toBe(
      `[FLUX.1 [dev]](${SITE_ORIGIN}/guide/nodesref/FalFluxDevNode.md)`,
    );
  });
});

describe('llms.txt: every page of the edition, with its description', () => {
  const pages = new Map([
    ['/', { title: 'Patchbay', description: 'Home of the docs.' }],
    ['/guide/', { title: 'Welcome', description: 'What it is.' }],
    ['/guide/flows', { title: 'Building Flows', description: 'Flows, step by step.' }],
    ['/zh/guide/', { title: '欢迎', description: '是什么。' }],
  ]);
  const options = { origin: SITE_ORIGIN, base: '/', othersTitle: 'Others', file: 'llms.txt' };

  test('an entry gets its page description, and a page left out is added', () => {
    const text = `# Patchbay\n\n> About.\n\n## Guide\n\n- [Welcome](${SITE_ORIGIN}/guide/index.md)\n- [Building Flows](${SITE_ORIGIN}/guide/flows.md): Kept.\n`;
    expect(completeLlmsTxt(text, { version: 'v2', lang: 'en' }, pages, options)).toBe(
      `# Patchbay\n\n> About.\n\n## Guide\n\n- [Welcome](${SITE_ORIGIN}/guide/index.md): What it is.\n- [Building Flows](${SITE_ORIGIN}/guide/flows.md): Kept.\n\n## Others\n\n- [Patchbay](${SITE_ORIGIN}/index.md): Home of the docs.\n`,
    );
  });

  test('a title with brackets is one entry, and pages join a last section of the same name', () => {
    const flux = new Map([
      ...pages,
      ['/guide/nodesref/FalFluxDevNode', { title: 'FLUX.1 [dev]', description: 'Flux.' }],
    ]);
    const text = `# P\n\n## Nodes\n\n- [FLUX.1 [dev]](${SITE_ORIGIN}/guide/nodesref/FalFluxDevNode.md)\n- [Welcome](${SITE_ORIGIN}/guide/index.md)\n- [Building Flows](${SITE_ORIGIN}/guide/flows.md)\n\n## Others\n\n- [Patchbay](${SITE_ORIGIN}/index.md)\n`;
    const done = completeLlmsTxt(text, { version: 'v2', lang: 'en' }, flux, options);
    expect(done).toContain(`- [FLUX.1 [dev]](${SITE_ORIGIN}/guide/nodesref/FalFluxDevNode.md): Flux.\n`);
    expect(done.match(/FalFluxDevNode/g)).toHaveLength(1);
    expect(done.match(/## Others/g)).toHaveLength(1);
  });

  test('a link to no built page is an error naming the file and line', () => {
    const text = `# P\n\n- [Gone](${SITE_ORIGIN}/guide/gone.md)\n`;
    expect(() => completeLlmsTxt(text, { version: 'v2', lang: 'zh' }, pages, options)).toThrow(
      `llms.txt:3: ${SITE_ORIGIN}/guide/gone.md is no built page`,
    );
  });

  test('routes of Markdown URLs', () => {
    expect(routeOfMarkdownUrl(`${SITE_ORIGIN}/zh/guide/index.md`, SITE_ORIGIN, '/')).toBe('/zh/guide/');
    expect(routeOfMarkdownUrl(`${SITE_ORIGIN}/docs/guide/flows.md`, SITE_ORIGIN, '/docs/')).toBe('/guide/flows');
    expect(() => routeOfMarkdownUrl('https://elsewhere.example/a.md', SITE_ORIGIN, '/')).toThrow(/outside the site/);
  });
});

describe('links the copy step left root-relative', () => {
  it('are made absolute, pages as their Markdown copy and files as they are, and nothing else changes', () => {
    const text = [
      'The schema is at [/flow.schema.json](/flow.schema.json) and `[x](/not-a-link)` stays code.',
      '',
      '![Logo](/logo-light.svg "Patchbay") and [the guide](/guide/) and [fal](https://fal.ai/).',
      '',
      '[ref]: /guide/api-keys#fal',
      '',
      '```md',
      '[inside a block](/guide/flows)',
      '```',
    ].join('\n');
    expect(absoluteMarkdownLinks(text, '/')).toBe(
      [
        `The schema is at [/flow.schema.json](${SITE_ORIGIN}/flow.schema.json) and \`[x](/not-a-link)\` stays code.`,
        '',
        `![Logo](${SITE_ORIGIN}/logo-light.svg "Patchbay") and [the guide](${SITE_ORIGIN}/guide/index.md) and [fal](https://fal.ai/).`,
        '',
        `[ref]: ${SITE_ORIGIN}/guide/api-keys.md#fal`,
        '',
        '```md',
        '[inside a block](/guide/flows)',
        '```',
      ].join('\n'),
    );
    expect(absoluteMarkdownLinks('[s](/flow.schema.json)', '/patchbay-docs/')).toBe(
      `[s](${SITE_ORIGIN}/patchbay-docs/flow.schema.json)`,
    );
  });

  it('finds a root-relative target however Markdown lets it be written', () => {
    expect(absoluteMarkdownLinks('[a]( /flow.schema.json )', '/')).toBe(`[a]( ${SITE_ORIGIN}/flow.schema.json )`);
    expect(absoluteMarkdownLinks('[a](</flow.schema.json>)', '/')).toBe(`[a](<${SITE_ORIGIN}/flow.schema.json>)`);
    expect(absoluteMarkdownLinks('[a]:\n   /flow.schema.json', '/')).toBe(`[a]:\n   ${SITE_ORIGIN}/flow.schema.json`);
    expect(absoluteMarkdownLinks('[a\nb](\n/flow.schema.json)', '/')).toBe(`[a\nb](\n${SITE_ORIGIN}/flow.schema.json)`);
    const untouched = 'No links: a path /guide/flows, [brackets], //cdn.example.com and [a](https://fal.ai/).';
    expect(absoluteMarkdownLinks(untouched, '/')).toBe(untouched);
  });

  it('reads llms-full.txt page by page, each as its own copy', () => {
    const page = (url: string, body: string) => `---\nurl: ${SITE_ORIGIN}${url}\n---\n\n${body}\n`;
    const bundle = [
      page('/guide/index.md', '# Welcome\n\n```md\n[kept](/flow.schema.json)\n```'),
      page(
        '/guide/flows.md',
        '# Flows\n\nThe [schema](/flow.schema.json).\n\n---\n\nA rule above, and [a ref][s].\n\n[s]: /flow.schema.json',
      ),
      page('/guide/api-keys.md', '# Keys\n\nSee [fal](#fal).'),
    ].join('');
    expect(absoluteMarkdownLinksInBundle(bundle, '/')).toBe(
      [
        page('/guide/index.md', '# Welcome\n\n```md\n[kept](/flow.schema.json)\n```'),
        page(
          '/guide/flows.md',
          `# Flows\n\nThe [schema](${SITE_ORIGIN}/flow.schema.json).\n\n---\n\nA rule above, and [a ref][s].\n\n[s]: ${SITE_ORIGIN}/flow.schema.json`,
        ),
        page('/guide/api-keys.md', '# Keys\n\nSee [fal](#fal).'),
      ].join(''),
    );
  });
});
