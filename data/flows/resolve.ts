/**
 * A checked flow as a picture draws it, in one language: each node's label and sockets from the catalogue of the
 * flow's version. Runs at build time (plugins/flowFiles.ts), so a page carries only its own flows' few nodes.
 */
import type { FlowEdge, FlowNode } from '../../components/flowLayout';
import { getNodeIn } from '../nodes/localized';
import type { CheckedFlow, FlowFile, FlowFileNode } from './schema';

export interface ResolvedFlow {
  /** The flow file as a reader downloads it. */
  file: FlowFile;
  nodes: FlowNode[];
  edges: FlowEdge[];
  /** Catalogue id of each flow node, by its id in the flow (for links to node pages). */
  catalogIds: Record<string, string>;
}

/**
 * `renamed` writes a node the reader renamed, in the page's language: ("Text", "Scene") → "Text: Scene".
 */
function labelIn(label: NonNullable<FlowFileNode['label']>, lang: string): string {
  if (typeof label === 'string') return label;
  return (label as Record<string, string | undefined>)[lang] ?? label.en;
}

export function resolveFlow(
  { flow }: CheckedFlow,
  lang: string,
  renamed: (name: string, label: string) => string,
): ResolvedFlow {
  const nodes = flow.nodes.map((node): FlowNode => {
    const entry = getNodeIn(node.node, lang, flow.version);
    return {
      id: node.id,
      label: node.label ? renamed(entry.name, labelIn(node.label, lang)) : entry.name,
      kind: entry.kind,
      inputs: entry.inputs.map((s) => ({ name: s.name, type: s.type, optional: !s.required, many: s.many })),
      outputs: entry.outputs.map((s) => ({ name: s.name, type: s.type })),
    };
  });
  return {
    file: flow,
    nodes,
    edges: flow.connections.map(({ from, to }) => ({ from, to })),
    catalogIds: Object.fromEntries(flow.nodes.map((n) => [n.id, n.node])),
  };
}
