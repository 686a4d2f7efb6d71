import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import Ajv2020 from 'ajv/dist/2020';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { flowJsonSchema } from '../../data/flows/schema';
import { FLOWS_DIR, loadFlows, remarkFlowFiles } from '../../plugins/flowFiles';
import { prepareMdxSource } from '../../scripts/mdxSource';

const root = path.resolve(import.meta.dirname, '../..');
const docsDir = path.join(root, 'docs');
const flows = loadFlows(root);

function compilePage(page: string, mdx: string) {
  return compile(
    { value: mdx, path: path.join(docsDir, page) },
    { remarkPlugins: [remarkGfm, remarkFlowFiles({ docsDir, flows: () => flows })] },
  ).then(String);
}

describe('flow files', () => {
  it('every file in data/flows is a valid flow of its catalogue, and its JSON Schema accepts it', () => {
    const validate = new Ajv2020({ allErrors: true, allowUnionTypes: true }).compile(
      flowJsonSchema('https://docs.example.com'),
    );
    const files = readdirSync(path.join(root, FLOWS_DIR)).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    expect([...flows.keys()].map((name) => `${name}.json`).sort()).toEqual(files.sort());
    for (const file of files) {
      const data = JSON.parse(readFileSync(path.join(root, FLOWS_DIR, file), 'utf8'));
      expect(validate(data), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it("every page's flow files resolve in the page's version and language", async () => {
    const pages = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f));
    const withFlows = pages.filter((page) =>
      /<FlowDiagram[^>]*\sflow="/.test(readFileSync(path.join(docsDir, page), 'utf8')),
    );
    expect(withFlows.length).toBeGreaterThan(0);
    for (const page of withFlows) {
      await expect(
        compilePage(page, prepareMdxSource(readFileSync(path.join(docsDir, page), 'utf8'))),
        page,
      ).resolves.toContain('resolved');
    }
  });

  it('draws a page flow from the catalogue in the page language', async () => {
    const out = await compilePage(
      'v2/en/guide/example.mdx',
      '<FlowDiagram flow="text-to-image" title="Text to image" description="A prompt becomes a picture." />',
    );
    expect(out).toContain('resolved');
    // FLUX.1 [dev]'s three inputs come from data/nodes, not from the page.
    for (const socket of ['"prompt"', '"image"', '"style"', '"FLUX.1 [dev]"']) expect(out).toContain(socket);
  });

  it('stops the build on an unknown flow, naming the page and the flows there are', async () => {
    await expect(
      compilePage('v2/en/guide/example.mdx', '<FlowDiagram flow="no-such-flow" title="T" description="D" />'),
    ).rejects.toThrow(
      /docs\/v2\/en\/guide\/example\.mdx: <FlowDiagram flow>: no flow file data\/flows\/no-such-flow\.json \(there are: .*text-to-image/,
    );
  });

  it('stops the build on a flow of another version than the page', async () => {
    await expect(
      compilePage('v1/en/guide/example.mdx', '<FlowDiagram flow="text-to-image" title="T" description="D" />'),
    ).rejects.toThrow(/"text-to-image" names v2 nodes, and this page is in v1/);
  });

  it("asks every page for the flow's title and description in its own language", async () => {
    await expect(
      compilePage('v2/zh/guide/example.mdx', '<FlowDiagram flow="text-to-image" description="一张图" />'),
    ).rejects.toThrow(/give the flow a title in the page's language/);
    await expect(
      compilePage('v2/en/guide/example.mdx', '<FlowDiagram flow="text-to-image" title="Text to image" />'),
    ).rejects.toThrow(/give the flow a description in the page's language/);
    await expect(
      compilePage(
        'v2/zh/guide/example.mdx',
        '<FlowDiagram flow="text-to-image" title="文生图" description="一张图" />',
      ),
    ).resolves.toContain('文生图');
  });
});
