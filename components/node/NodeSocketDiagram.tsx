import { FlowDiagram } from '../FlowDiagram';
import { toFlowNode } from './toFlowNode';
import { useCatalogNode, useTexts } from './useNodePage';

/** The node drawn with its sockets: inputs left, outputs right, shaped and coloured by type. */
export function NodeSocketDiagram({ node: id }: { node?: string }) {
  const node = useCatalogNode(id);
  const t = useTexts();
  const inputs = node.inputs.map(
    (s) => `${s.name} (${s.type}${s.required ? ', required' : ', optional'}${s.many ? ', accepts many' : ''})`,
  );
  const outputs = node.outputs.map((s) => `${s.name} (${s.type})`);
  const description = `${node.name} has ${inputs.length ? `inputs ${inputs.join(', ')}` : 'no inputs'} and outputs ${outputs.join(', ')}.`;
  return (
    <FlowDiagram
      title={t('nodes.socketsOf', { name: node.name })}
      description={description}
      nodes={[toFlowNode(node)]}
      edges={[]}
    />
  );
}
