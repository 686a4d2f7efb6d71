import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type CheckResult, runChecks } from '../../scripts/lib/checks';

// `npm run check` on a scratch copy of what the checks read (the docs, the flows, the facts lock, the labels), one
// thing broken at a time: each check must name the file.
let root: string;
const here = path.resolve('.');

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'patchbay-check-'));
  for (const part of [
    'docs',
    'data/flows',
    'data/nodes/facts.lock.json',
    'i18n.json',
    'README.md',
    'README.zh-CN.md',
  ]) {
    cpSync(path.join(here, part), path.join(root, part), { recursive: true });
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const at = (file: string) => path.join(root, file);
const edit = (file: string, change: (text: string) => string) =>
  writeFileSync(at(file), change(readFileSync(at(file), 'utf8')));

/** The problems one check found, flat. */
function problemsOf(results: CheckResult[], name: string): string[] {
  return results.find((r) => r.name === name)?.sections.flatMap((s) => s.problems) ?? [];
}

/** Names of the checks that found something. */
const failing = (results: CheckResult[]) => results.filter((r) => r.sections.length).map((r) => r.name);

describe('npm run check', () => {
  it('passes on the docs as they are', { timeout: 60_000 }, async () => {
    expect((await runChecks(root)).flatMap((r) => r.sections)).toEqual([]);
  });

  it('names a new English page without its Chinese copy', { timeout: 60_000 }, async () => {
    writeFileSync(at('docs/v2/en/guide/new-page.mdx'), '---\ndescription: A new page.\n---\n\n# New page\n');
    const results = await runChecks(root);
    expect(failing(results)).toEqual(['translations']);
    expect(problemsOf(results, 'translations').join('\n')).toContain('guide/new-page.mdx');
  });

  it('names a node page missing in one edition (v1, Chinese)', { timeout: 60_000 }, async () => {
    unlinkSync(at('docs/v1/zh/guide/nodesref/TextNode.mdx'));
    const results = await runChecks(root);
    expect(problemsOf(results, 'nodes')).toEqual([
      'TextNode: has data in data/nodes/ but no page docs/v1/zh/guide/nodesref/TextNode.mdx',
    ]);
  });

  it('names the file and line of a link to no page, and of an anchor to no heading', { timeout: 60_000 }, async () => {
    const page = 'docs/v1/zh/guide/index.mdx';
    const lines = readFileSync(at(page), 'utf8').split('\n').length;
    appendFileSync(
      at(page),
      '\n[gone](/guide/no-such-page)\n\n[key](/guide/api-keys#no-such-heading)\n\n[ok](/guide/api-keys#add-a-key)\n\n[here](#nowhere)\n',
    );
    const results = await runChecks(root);
    expect(failing(results)).toEqual(['pages']);
    expect(problemsOf(results, 'pages')).toEqual([
      `${page}:${lines + 1}: link "/guide/no-such-page" leads to no page (looked for docs/v1/zh/guide/no-such-page)`,
      `${page}:${lines + 3}: link "/guide/api-keys#no-such-heading": docs/v1/zh/guide/api-keys.mdx has no heading with the id "no-such-heading"`,
      `${page}:${lines + 7}: link "#nowhere": ${page} has no heading with the id "nowhere"`,
    ]);
  });

  it('names a flow and a node component that the build cannot fill from data', { timeout: 60_000 }, async () => {
    const page = 'docs/v2/en/guide/index.mdx';
    const lines = readFileSync(at(page), 'utf8').split('\n').length;
    appendFileSync(
      at(page),
      '\n<FlowDiagram flow="no-such-flow" title="A" description="B" />\n\n<NodeSummary node="NoSuchNode" />\n',
    );
    const results = await runChecks(root);
    expect(failing(results)).toEqual(['pages']);
    expect(problemsOf(results, 'pages')).toEqual([
      `${page}:${lines + 1}: <FlowDiagram flow>: no flow file named "no-such-flow.json" under data/flows/`,
      expect.stringMatching(new RegExp(`^${page}: <NodeSummary>.*NoSuchNode`)),
    ]);
  });

  it('names a sidebar label without its text', { timeout: 60_000 }, async () => {
    edit('i18n.json', (text) => {
      const texts = JSON.parse(text);
      delete texts['sidebar.quickStart'].zh;
      return JSON.stringify(texts);
    });
    const results = await runChecks(root);
    expect(failing(results)).toEqual(['labels']);
    expect(problemsOf(results, 'labels')).toEqual(['i18n.json: sidebar.quickStart (zh)']);
  });

  it('names a facts lock that `npm run facts:lock` would write otherwise', { timeout: 60_000 }, async () => {
    edit('data/nodes/facts.lock.json', (text) => {
      const lock = JSON.parse(text);
      lock.TextNode.entries += 1;
      return JSON.stringify(lock);
    });
    const results = await runChecks(root);
    expect(failing(results)).toEqual(['nodes']);
    expect(problemsOf(results, 'nodes').join('\n')).toMatch(
      /^data\/nodes\/facts\.lock\.json: TextNode: "entries" is \d+, data\/nodes\/history\.ts has \d+; run `npm run facts:lock`$/,
    );
  });

  it('names a bad flow file and a page with broken frontmatter', { timeout: 60_000 }, async () => {
    writeFileSync(at('data/flows/broken.json'), '{ "format": 1,');
    edit('docs/v2/en/guide/index.mdx', (text) => text.replace('description:', 'descripton:'));
    const results = await runChecks(root);
    expect(problemsOf(results, 'flows')).toEqual([expect.stringMatching(/^data\/flows\/broken\.json: not valid JSON/)]);
    expect(problemsOf(results, 'frontmatter')).toEqual([
      'docs/v2/en/guide/index.mdx: unknown frontmatter field "descripton" (did you mean "description"?)',
      'docs/v2/en/guide/index.mdx: frontmatter field "description" is missing',
    ]);
  });
});
