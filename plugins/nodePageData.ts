import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Root } from 'hast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Parent } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { nodeIdOf, VERSIONS } from '../config/editions';
import {
  catalogEntries,
  changelogData,
  nodeOnPage,
  nodeTextShown,
  nodeTextsIn,
  type PageNodeData,
  socketTypeNodes,
} from '../data/nodes/pageSlices';
import { isSocketType, type SocketSide, type SocketType, socketKey } from '../data/socketTypes';
import { esmConst, expressionAttribute } from './shared/mdxEstree';

/** The components that show one node: the page's own, or the one named by a `node` prop. */
const NODE_PARTS = new Set([
  'NodeSummary',
  'NodeInputs',
  'NodeOutputs',
  'NodeProperties',
  'NodeSocketDiagram',
  'NodeApiKey',
  'NodeConnections',
]);

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/** A prop written as a literal string, or undefined when absent; an expression cannot be read at build time. */
function literalProp(element: Jsx, name: string, where: string): string | undefined {
  const attribute = element.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  if (!attribute) return undefined;
  if (typeof attribute.value !== 'string') {
    throw new Error(
      `${where}: <${element.name} ${name}> must be a string literal ("…") so the build can find its data`,
    );
  }
  return attribute.value;
}

/** The docs version, language and route inside the edition of a page file under `docsRoot`. */
export function pageEdition(docsRoot: string, file: string): { version: string; lang: string; route: string } | null {
  const [version, lang, ...rest] = path.relative(docsRoot, file).split(path.sep);
  if (!(VERSIONS as readonly string[]).includes(version) || !lang || rest.length === 0) return null;
  return { version, lang, route: `/${rest.join('/').replace(/\.mdx?$/, '')}` };
}

/** The name of the constant a page's module holds its node data in. */
export const NODE_DATA_CONST = '__nodeData';

/**
 * What the node components written in a page's MDX need, cut from the catalogue (data/nodes/pageSlices.ts), with the
 * node texts of the page's language, and the elements to hand it to. `tree` is the page's Markdown or HTML tree: its
 * JSX elements are the same in both.
 */
export function nodeDataFor(tree: Parent, where: string, edition: { version: string; lang: string; route: string }) {
  const { version, lang } = edition;
  const data: PageNodeData = {};
  const elements: Jsx[] = [];
  const fail = (element: Jsx, message: string): never => {
    throw new Error(`${where}: <${element.name}> ${message}`);
  };
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as Jsx;
    const name = element.name ?? '';
    try {
      if (NODE_PARTS.has(name)) {
        let id = literalProp(element, 'node', where);
        if (!id) {
          id = nodeIdOf(edition.route) ?? fail(element, 'is outside a node page: give it node="<NodeId>"');
          data.self = id;
        }
        data.nodes ??= {};
        data.nodes[id] ??= nodeOnPage(id, lang, version);
      } else if (name === 'NodeCatalog') {
        data.catalog ??= catalogEntries(lang, version);
      } else if (name === 'NodeChangelog') {
        data.changelog ??= changelogData(lang, version);
      } else if (name === 'SocketTypeNodes') {
        const type = literalProp(element, 'type', where) ?? '';
        const side = literalProp(element, 'side', where) ?? '';
        if (!isSocketType(type)) fail(element, `has type="${type}", which is not a socket type`);
        if (side !== 'produces' && side !== 'consumes') fail(element, `has side="${side}": use produces or consumes`);
        data.socketNodes ??= {};
        data.socketNodes[socketKey(side as SocketSide, type as SocketType)] = socketTypeNodes(
          side as SocketSide,
          type as SocketType,
          lang,
          version,
        );
      } else {
        return;
      }
      elements.push(element);
    } catch (error) {
      const message = (error as Error).message;
      throw new Error(message.startsWith(where) ? message : `${where}: <${name}>: ${message}`);
    }
  });
  if (!elements.length) return undefined;
  // Every node component reads the node texts: in the page's language only, the lists' own only with a list, and on a
  // page of nodes only (a node page, an example) the texts that can show about those nodes.
  const lists = Boolean(data.catalog || data.changelog);
  const onlyNodes = !lists && !data.socketNodes && data.nodes;
  data.texts = nodeTextsIn(lang, { lists, ...(onlyNodes ? { shown: nodeTextShown(Object.values(onlyNodes)) } : {}) });
  return { data, elements };
}

/**
 * Rehype step: writes the node data of the page's components once into the page's module
 * (`export const __nodeData = {…}`) and passes it to each of them as `nodeData={__nodeData}`, the way the flow step
 * passes FlowDiagram its `resolved` flow. A node page thus loads its node and not the catalogue, and the data always
 * belongs to the content on screen (page data from `usePage` lags one render behind a client-side navigation). After
 * the Markdown tree, like the flow step (flowFiles.ts): MDX would copy the data's syntax tree into the HTML tree.
 */
export function rehypeNodePageData(options: { docsRoot: string; root: string }) {
  return (tree: Root, file: VFile) => {
    const edition = file.path ? pageEdition(options.docsRoot, file.path) : null;
    if (!edition) return;
    const found = nodeDataFor(tree, path.relative(options.root, file.path), edition);
    if (!found) return;
    for (const element of found.elements) element.attributes.push(expressionAttribute('nodeData', NODE_DATA_CONST));
    tree.children.push(esmConst(NODE_DATA_CONST, found.data));
  };
}

export function pluginNodePageData(options: { root: string; docsRoot: string }): RspressPlugin {
  return {
    name: 'patchbay:node-page-data',
    markdown: { rehypePlugins: [[rehypeNodePageData, options]] },
  };
}
