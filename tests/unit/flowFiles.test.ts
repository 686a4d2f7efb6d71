import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import Ajv2020 from 'ajv/dist/2020';
import remarkGfm from 'remark-gfm';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveFlow } from '../../data/flows/resolve';
import { flowJsonSchema } from '../../data/flows/schema';
import { FLOWS_DIR, loadFlows, pluginFlowFiles, publishedFlow, rehypeFlowFiles } from '../../plugins/flowFiles';
import { prepareMdxSource } from '../../scripts/mdxSource';

const root = path.resolve(import.meta.dirname, '../..');
const docsDir = path.join(root, 'docs');
const flows = loadFlows(root);
const resolved = new Map<string, ReturnType<typeof resolveFlow>>();

function compilePage(page: string, mdx: string) {
  return compile(
    { value: mdx, path: path.join(docsDir, page) },
    {
      remarkPlugins: [remarkGfm],
      rehypePlugins: [
        rehypeFlowFiles({
          docsDir,
          flows: () => flows,
          resolve: (name, lang) => {
            const key = `${name} ${lang}`;
            let result = resolved.get(key);
            if (!result) {
              result = resolveFlow(flows.get(name) as NonNullable<ReturnType<typeof flows.get>>, lang);
              resolved.set(key, result);
            }
            return result;
          },
        }),
      ],
    },
  ).then(String);
}

describe('flow files', () => {
  it('every file in data/flows is a valid flow of its catalogue, and its JSON Schema accepts it', () => {
    const validate = new Ajv2020({ allErrors: true, allowUnionTypes: true }).compile(
      flowJsonSchema('https://docs.example.com'),
    );
    const files = readdirSync(path.join(root, FLOWS_DIR), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.json'),
    );
    expect(files.length).toBeGreaterThan(0);
    expect([...flows.keys()].map((name) => `${name}.json`).sort()).toEqual(files.map((f) => path.basename(f)).sort());
    for (const file of files) {
      const data = JSON.parse(readFileSync(path.join(root, FLOWS_DIR, file), 'utf8'));
      expect(validate(data), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it("every page's flow files resolve in the page's version and language", async () => {
    const pages = readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.mdx?$/.test(f));
    const withFlows = pages.filter((page) =>
      /<(FlowDiagram|NodeAnatomy)[^>]*\sflow="/.test(readFileSync(path.join(docsDir, page), 'utf8')),
    );
    // The guide flows and every node page's example flow (82 v2 and 57 v1 node pages, in two languages).
    expect(withFlows.length).toBeGreaterThan(290);
    for (const page of withFlows) {
      await expect(
        compilePage(page, prepareMdxSource(readFileSync(path.join(docsDir, page), 'utf8'))),
        page,
      ).resolves.toContain('resolved');
    }
  }, 180_000);

  it('draws a page flow from the catalogue in the page language', async () => {
    const out = await compilePage(
      'v2/en/guide/example.mdx',
      '<FlowDiagram flow="text-to-image" title="Text to image" description="A prompt becomes a picture." />',
    );
    expect(out).toContain('resolved');
    // FLUX.1 [dev]'s three inputs come from data/nodes, not from the page.
    for (const socket of ['"prompt"', '"image"', '"style"', '"FLUX.1 [dev]"']) expect(out).toContain(socket);
  });

  it('stops the build on an unknown flow, naming the page and the flow', async () => {
    await expect(
      compilePage('v2/en/guide/example.mdx', '<FlowDiagram flow="no-such-flow" title="T" description="D" />'),
    ).rejects.toThrow(
      'docs/v2/en/guide/example.mdx: <FlowDiagram flow>: no flow file named "no-such-flow.json" under data/flows/',
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

  it('publishes every flow as a file the published JSON Schema accepts, with every node placed', async () => {
    const validate = new Ajv2020({ allErrors: true, allowUnionTypes: true }).compile(
      flowJsonSchema('https://docs.example.com'),
    );
    for (const [name, checked] of flows) {
      const { placement } = await resolveFlow(checked, 'en');
      const file = publishedFlow(checked, placement, 'https://docs.example.com');
      expect(validate(file), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(file.$schema).toBe('https://docs.example.com/flow.schema.json');
      for (const node of file.nodes) expect(node.position, `${name}: ${node.id}`).toBeDefined();
    }
    // Lays out all 162 flows with ELK: about 2 s alone, several times that on a busy two-core machine.
  }, 30_000);
});

describe('loading the flow files (the build does it first)', () => {
  const good = JSON.parse(readFileSync(path.join(root, FLOWS_DIR, 'text-to-image.json'), 'utf8'));
  let scratch = '';
  afterEach(() => rmSync(scratch, { recursive: true, force: true }));

  /** A project root whose data/flows holds these files (a path under it and its text or JSON). */
  function rootWith(files: Record<string, unknown>): string {
    scratch = mkdtempSync(path.join(os.tmpdir(), 'flows-'));
    for (const [file, content] of Object.entries(files)) {
      const target = path.join(scratch, FLOWS_DIR, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, typeof content === 'string' ? content : JSON.stringify(content));
    }
    return scratch;
  }

  it('loads good files', () => {
    expect([...loadFlows(rootWith({ 'text-to-image.json': good })).keys()]).toEqual(['text-to-image']);
  });

  it('stops the build on a bad field, naming the file and the field', () => {
    const bad = { ...good, name: 'fox', runnable: 'yes' };
    const scratchRoot = rootWith({ 'text-to-image.json': good, 'nodes/fox.json': bad });
    expect(() => loadFlows(scratchRoot)).toThrow(
      /^\[patchbay:flow-files\] Invalid flow:\n {2}- data\/flows\/nodes\/fox\.json: runnable: /,
    );
    // The plugin loads them in the hook Rspress calls before it builds anything, not when a page first draws one.
    const { config } = pluginFlowFiles({ root: scratchRoot, siteUrl: 'https://docs.example.com' });
    expect(() => config?.({}, { addPlugin: () => {}, removePlugin: () => {} }, true)).toThrow(
      /^\[patchbay:flow-files\] Invalid flow files \(data\/flows\/\):\n {2}- data\/flows\/nodes\/fox\.json: runnable: /,
    );
  });

  it('stops the build on a property the node does not have, naming the file, the node and the property', () => {
    const bad = { ...good, nodes: [good.nodes[0], { ...good.nodes[1], properties: { sharpness: 3 } }] };
    expect(() => loadFlows(rootWith({ 'text-to-image.json': bad }))).toThrow(
      'data/flows/text-to-image.json: node "flux": FalFluxDevNode has no property "sharpness"',
    );
  });

  it('stops the build on a file that is not JSON, naming it', () => {
    expect(() => loadFlows(rootWith({ 'broken.json': '{ "format": 1,' }))).toThrow(
      /data\/flows\/broken\.json: not valid JSON/,
    );
  });
});
