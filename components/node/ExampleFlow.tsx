import { FlowDiagram } from '../FlowDiagram';
import type { FlowEdge } from '../flowLayout';
import { toFlowNode } from './toFlowNode';
import { useNodeLookup } from './useNodePage';

export interface ExampleFlowProps {
  title: string;
  description?: string;
  /** Catalogue nodes in the flow: `id` names it in `edges`; `label` overrides the display name. */
  nodes: { id: string; node: string; label?: string }[];
  /** `id.socketName` to `id.socketName`, as in FlowDiagram. */
  edges: FlowEdge[];
}

/** A flow of catalogue nodes: sockets come from data/nodes, so the drawing cannot drift from the data. */
export function ExampleFlow({ title, description, nodes, edges }: ExampleFlowProps) {
  const getNode = useNodeLookup();
  const flowNodes = nodes.map(({ id, node, label }) => {
    try {
      return toFlowNode(getNode(node), id, label);
    } catch (error) {
      throw new Error(`ExampleFlow "${title}": ${(error as Error).message}`);
    }
  });
  return <FlowDiagram title={title} description={description} nodes={flowNodes} edges={edges} />;
}
