import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { visit } from 'unist-util-visit';
import { DEFAULT_LANG, splitEdition } from '../config/editions';
import { FLOWS_DIR } from '../data/flows/files';
import { FLOWS_URL_DIR, withSchema } from '../data/flows/names';
import { type ResolvedFlow, resolveFlow } from '../data/flows/resolve';
import {
  type CheckedFlow,
  FLOW_FILE_SUFFIX,
  FLOW_SCHEMA_PATH,
  FlowError,
  flowJsonSchema,
  validateFlow,
} from '../data/flows/schema';
import { nodesIn } from '../data/nodes/localized';
import { gate, type ProblemSection } from './shared/gate';
import { dataAttribute } from './shared/mdxEstree';

const NAME = 'patchbay:flow-files';

export { FLOWS_DIR };

/** Reads and checks every flow file: the valid ones, and every problem of the others, each naming its file. */
export function checkFlows(root: string): { flows: Map<string, CheckedFlow>; problems: string[] } {
  const dir = path.join(root, FLOWS_DIR);
  const flows = new Map<string, CheckedFlow>();
  const problems: string[] = [];
  // Guide flows at the top, node pages' example flows in nodes/; one name space, as the site serves them flat.
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  const seen = new Map<string, string>();
  for (const relative of files) {
    const file = `${FLOWS_DIR}/${relative}`;
    const base = path.posix.basename(relative);
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path.join(dir, relative), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    try {
      const checked = validateFlow(data, file, (version) => nodesIn(DEFAULT_LANG, version));
      if (`${checked.flow.name}.json` !== base) {
        problems.push(`${file}: name: "${checked.flow.name}" must match the file's name`);
        continue;
      }
      const other = seen.get(checked.flow.name);
      if (other) {
        problems.push(`${file}: name: "${checked.flow.name}" is also the name of ${other}`);
        continue;
      }
      seen.set(checked.flow.name, file);
      flows.set(checked.flow.name, checked);
    } catch (error) {
      if (!(error instanceof FlowError)) throw error;
      problems.push(...error.problems);
    }
  }
  return { flows, problems };
}

/** The flow files' problems as the build reports them (its check and `npm run check`'s). */
export function flowSections(problems: string[]): ProblemSection[] {
  return [{ title: 'Invalid flow files (data/flows/)', problems }];
}

/** Every flow file, checked; throws naming each problem (the build's and the tests' entry). */
export function loadFlows(root: string): Map<string, CheckedFlow> {
  const { flows, problems } = checkFlows(root);
  if (problems.length) throw new Error(`[${NAME}] ${new FlowError(problems).message}`);
  return flows;
}

/** The components that draw a flow file: the build passes them the flow, drawn in the page's language. */
const FLOW_COMPONENTS = new Set(['FlowDiagram', 'NodeAnatomy']);

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

export interface JsxElement {
  type: string;
  name?: string | null;
  attributes: JsxAttribute[];
}

/**
 * The flow a page's element draws, in the page's language: undefined for an element that draws none; throws naming the
 * page on a name that has no flow file, a flow of another version than the page's, or a missing title or description
 * (the build's MDX step and `npm run check`).
 */
export function flowUse(
  element: JsxElement,
  page: string,
  docsDir: string,
  flows: Map<string, CheckedFlow>,
): { name: string; lang: string } | undefined {
  if (element.type !== 'mdxJsxFlowElement' || !FLOW_COMPONENTS.has(element.name ?? '')) return undefined;
  const attribute = element.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'flow');
  if (!attribute) return undefined;
  const where = `[${NAME}] ${path.relative(process.cwd(), page)}: <${element.name} flow>`;
  if (typeof attribute.value !== 'string') throw new Error(`${where} must be a flow file's name in quotes`);
  const checked = flows.get(attribute.value);
  if (!checked) throw new Error(`${where}: no flow file named "${attribute.value}.json" under ${FLOWS_DIR}/`);
  // docs/<version>/<lang>/… reads like a route with both prefixes.
  const edition = splitEdition(`/${path.relative(docsDir, page).split(path.sep).join('/')}`);
  if (checked.flow.version !== edition.version) {
    throw new Error(
      `${where}: "${attribute.value}" names ${checked.flow.version} nodes, and this page is in ${edition.version}`,
    );
  }
  // The page's words, in its language; also all its Markdown copy shows of the flow.
  for (const needed of ['title', 'description']) {
    if (!element.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === needed)) {
      throw new Error(`${where}: give the flow a ${needed} in the page's language (${needed}="…")`);
    }
  }
  return { name: attribute.value, lang: edition.lang };
}

/**
 * The MDX step: `<FlowDiagram flow="text-to-image" />` gets the flow drawn in the page's language, as a `resolved`
 * prop written into the page at build time. A name that has no flow file, a flow of another version than the
 * page's, or a missing title or description stops the build naming the page. A rehype step: the page's JSX elements
 * are the same there, and MDX copies each one from the Markdown tree to the HTML tree with all it holds, so the flow
 * is added after the copy.
 */
export function rehypeFlowFiles(options: {
  docsDir: string;
  flows: () => Map<string, CheckedFlow>;
  resolve: (name: string, lang: string) => Promise<ResolvedFlow>;
}) {
  return () => async (tree: unknown, vfile: { path?: string }) => {
    const page = vfile.path ?? '(unknown page)';
    const found: { element: JsxElement; name: string; lang: string }[] = [];
    visit(tree as Parameters<typeof visit>[0], (node) => {
      const element = node as unknown as JsxElement;
      const use = flowUse(element, page, options.docsDir, options.flows());
      if (use) found.push({ element, ...use });
    });
    for (const { element, name, lang } of found) {
      const resolved = await options.resolve(name, lang);
      element.attributes.push(dataAttribute('resolved', resolved));
    }
  };
}

/** A flow file as the site publishes it: the schema's address first, and every node placed where the picture has it. */
export function publishedFlow(checked: CheckedFlow, placement: ResolvedFlow['placement'], siteUrl: string) {
  const { flow } = checked;
  const nodes = flow.nodes.map((node) => ({ ...node, position: node.position ?? placement.nodes[node.id] }));
  return withSchema({ ...flow, nodes }, siteUrl);
}

/**
 * Checks every flow file before the build, draws flows in pages through `rehypeFlowFiles`, and publishes the format's
 * JSON Schema at /flow.schema.json and every flow file at /flows/<name>.patchbay.json.
 */
export function pluginFlowFiles(options: {
  root: string;
  siteUrl: string;
  /** A folder of flow layouts the builds share (data/flows/layout.ts). */
  layoutCache?: string;
}): RspressPlugin {
  let flows: Map<string, CheckedFlow> | undefined;
  // The build checks the flows in `config` (and stops there); a page compiled before it, or in dev, gets the valid ones.
  const load = (isProd = true) => {
    if (!flows) {
      const checked = checkFlows(options.root);
      gate(NAME, flowSections(checked.problems), isProd);
      flows = checked.flows;
    }
    return flows;
  };
  // Each flow is laid out once per language, however many pages and passes draw it.
  const resolved = new Map<string, Promise<ResolvedFlow>>();
  const resolve = (name: string, lang: string) => {
    const key = `${name}\u0000${lang}`;
    let result = resolved.get(key);
    if (!result) {
      result = resolveFlow(load().get(name) as CheckedFlow, lang, options.layoutCache);
      resolved.set(key, result);
    }
    return result;
  };
  return {
    name: NAME,
    config(config, _utils, isProd) {
      flows = undefined;
      load(isProd);
      return config;
    },
    // Rspress runs a plugin's MDX steps when it compiles pages, but not for their Markdown copies: there
    // FlowDiagram is its title and description (RSPRESS_INTERNALS.md).
    markdown: {
      rehypePlugins: [rehypeFlowFiles({ docsDir: path.join(options.root, 'docs'), flows: load, resolve })],
    },
    async afterBuild(config, isProd) {
      // The dev server serves no doc_build/: the files are published by the build only.
      if (!isProd) return;
      const outDir = path.resolve(options.root, config.outDir ?? 'doc_build');
      await writeFile(
        path.join(outDir, FLOW_SCHEMA_PATH),
        `${JSON.stringify(flowJsonSchema(options.siteUrl), null, 2)}\n`,
      );
      await mkdir(path.join(outDir, FLOWS_URL_DIR), { recursive: true });
      for (const [name, checked] of load()) {
        const { placement } = await resolve(name, DEFAULT_LANG);
        await writeFile(
          path.join(outDir, FLOWS_URL_DIR, `${name}${FLOW_FILE_SUFFIX}`),
          `${JSON.stringify(publishedFlow(checked, placement, options.siteUrl), null, 2)}\n`,
        );
      }
    },
  };
}
