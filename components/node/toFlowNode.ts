import type { PageNode } from '../../data/nodes/pageSlices';
import type { FlowNode } from '../flowLayout';

/** A catalogue node as a FlowDiagram node; its sockets are exactly the catalogue's. */
export function toFlowNode(node: PageNode, id: string = node.id, label: string = node.name): FlowNode {
  return {
    id,
    label,
    kind: node.kind,
    inputs: node.inputs.map((s) => ({ name: s.name, type: s.type, optional: !s.required, many: s.many })),
    outputs: node.outputs.map((s) => ({ name: s.name, type: s.type })),
  };
}
