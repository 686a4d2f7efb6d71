/**
 * Pages that stay honest about retired models: a page that names a retired node, or a page's flow that
 * runs one, sends a reader to a model that no longer runs. A node's own page tells its own lifecycle, so it may name
 * and run its own node (not others); the node changelog, the history of every node, is exempt.
 *
 * A page may name a retired node where the same paragraph (or table row) says so: a word of its lifecycle
 * ("retired", "no longer runs", "已停用" …). No page's flow may run a retired node or model option (reported retired
 * included), other than a node page's own node; a guide's flow runs no deprecated one either: teaching flows use
 * current nodes and models. A node page's example may run a deprecated model: its picture lists it (data/flows/notices.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { flowFilePath } from '../../data/flows/files';
import { flowNodeNotices, type NoticeNode } from '../../data/flows/notices';

export interface LifecycleNode extends NoticeNode {
  id: string;
  name: string;
}

/** A node of a flow file: its catalogue id and the property values the flow sets. */
export interface FlowFileNode {
  node: string;
  properties?: Record<string, string | number | boolean>;
}

/** Words that say, in the paragraph that names a retired node, that it is retired. */
export const RETIRED_MARK =
  /retired|no longer runs?|shut (?:it |them )?down|stopped running|已停用|停止运行|停用|下线/i;

/** The node changelog: the history of every node, retirements included. */
const EXEMPT = /(^|\/)guide\/nodesref\/changelog\.mdx?$/;
/** A node's own page: `guide/nodesref/<NodeId>.mdx`. */
const NODE_PAGE = /(?:^|\/)guide\/nodesref\/([A-Z][A-Za-z0-9]*Node)\.mdx?$/;

/** The paragraphs of an MDX page (blank-line separated; a table row stands alone), with their first line numbers. */
function paragraphs(source: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  let current: string[] = [];
  let start = 0;
  const lines = source.split('\n');
  const flush = () => {
    if (current.length) out.push({ text: current.join('\n'), line: start + 1 });
    current = [];
  };
  lines.forEach((line, i) => {
    if (!line.trim() || line.trimStart().startsWith('|')) {
      flush();
      if (line.trim()) out.push({ text: line, line: i + 1 });
      return;
    }
    if (!current.length) start = i;
    current.push(line);
  });
  flush();
  return out;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The problems of one guide page: each unmarked mention of a retired node, and each flow that runs a retired node. */
export function pageProblems(
  file: string,
  source: string,
  nodes: LifecycleNode[],
  flowNodes: (flow: string) => FlowFileNode[] | undefined,
): string[] {
  const problems: string[] = [];
  const retired = nodes.filter((n) => n.lifecycle?.status === 'retired');
  // The id always names the node; the name too where it is not a common word of the page (two letters or more).
  const patterns = retired.map((node) => ({
    node,
    pattern: new RegExp(`(?<![\\w-])(?:${escapeRegExp(node.id)}|${escapeRegExp(node.name)})(?![\\w-])`),
  }));
  for (const { text, line } of paragraphs(source)) {
    for (const { node, pattern } of patterns) {
      if (pattern.test(text) && !RETIRED_MARK.test(text)) {
        problems.push(
          `${file}:${line}: names ${node.id} (${node.name}), which is retired, without saying so; say it in the same paragraph or row, or name a current node`,
        );
      }
    }
  }
  const guide = !NODE_PAGE.test(file);
  for (const [, flow] of source.matchAll(/\bflow="([^"]+)"/g)) {
    const ran = flowNodes(flow);
    if (!ran) continue;
    for (const { node: id, properties } of ran) {
      const node = nodes.find((n) => n.id === id);
      if (!node) continue;
      for (const notice of flowNodeNotices(node, properties)) {
        const what = notice.option
          ? `${node.id} (${node.name}) with ${notice.option.property} "${notice.option.value}", which is`
          : `${node.id} (${node.name}), which is`;
        const state = notice.kind === 'reported' ? 'reported retired' : notice.kind;
        // Nothing retired runs anywhere; a node page's example may show a deprecated model (its picture says so).
        if (notice.kind !== 'deprecated') {
          problems.push(`${file}: the flow "${flow}" runs ${what} ${state}; flows run current nodes and models`);
        } else if (guide) {
          problems.push(
            `${file}: the flow "${flow}" runs ${what} ${state}; teaching flows use current nodes and models`,
          );
        }
      }
    }
  }
  return problems;
}

/** Every page's problems under `docsRoot` (docs/): all versions and languages, the node changelog aside. */
export function lifecycleMentionProblems(
  docsRoot: string,
  nodes: LifecycleNode[],
  flowNodes: (flow: string) => FlowFileNode[] | undefined,
): string[] {
  const problems: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name)) {
        const file = path.relative(path.dirname(docsRoot), full).split(path.sep).join('/');
        if (EXEMPT.test(file)) continue;
        const own = file.match(NODE_PAGE)?.[1];
        const others = own ? nodes.filter((n) => n.id !== own) : nodes;
        problems.push(...pageProblems(file, readFileSync(full, 'utf8'), others, flowNodes));
      }
    }
  };
  walk(docsRoot);
  return problems;
}

/**
 * The nodes a flow file runs (catalogue id and the property values it sets), by the flow's name; undefined for a name
 * no file has, or a file that is not JSON (the flow files' own check reports those).
 */
export function flowFileNodes(root: string): (flow: string) => FlowFileNode[] | undefined {
  return (flow) => {
    const file = flowFilePath(root, flow);
    if (!file) return undefined;
    try {
      const nodes = (JSON.parse(readFileSync(file, 'utf8')) as { nodes?: FlowFileNode[] }).nodes ?? [];
      return nodes.map(({ node, properties }) => ({ node: String(node), ...(properties ? { properties } : {}) }));
    } catch {
      return undefined;
    }
  };
}
