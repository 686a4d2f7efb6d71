/**
 * A checked flow as a picture draws it, in one language: each node's name and sockets from the catalogue of the
 * flow's version. Runs at build time (plugins/flowFiles.ts), so a page carries only its own flows' few nodes, not
 * the catalogue.
 */
import type { FlowEdge, FlowNode } from '../../components/flowLayout';
import { getNodeIn } from '../nodes/localized';
import type { CheckedFlow, FlowFileNode } from './schema';

export interface ResolvedFlow {
  /** `label` is the node's name; `renamed` the name the reader gave it, which the picture shows beside it. */
  nodes: (FlowNode & { renamed?: string })[];
  edges: FlowEdge[];
}

function labelIn(label: NonNullable<FlowFileNode['label']>, lang: string): string {
  if (typeof label === 'string') return label;
  return (label as Record<string, string | undefined>)[lang] ?? label.en;
}

export function resolveFlow({ flow }: CheckedFlow, lang: string): ResolvedFlow {
  return {
    nodes: flow.nodes.map((node) => {
      const entry = getNodeIn(node.node, lang, flow.version);
      return {
        id: node.id,
        label: entry.name,
        ...(node.label ? { renamed: labelIn(node.label, lang) } : {}),
        kind: entry.kind,
        inputs: entry.inputs.map((s) => ({ name: s.name, type: s.type, optional: !s.required, many: s.many })),
        outputs: entry.outputs.map((s) => ({ name: s.name, type: s.type })),
      };
    }),
    edges: flow.connections.map(({ from, to }) => ({ from, to })),
  };
}
