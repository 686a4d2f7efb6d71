import { FlowDiagram } from '../FlowDiagram';
import { useNodeText } from './nodeText';
import { toFlowNode } from './toFlowNode';
import { type NodePartProps, useCatalogNode } from './useNodePage';

/** The node drawn with its sockets: inputs left, outputs right, shaped and coloured by type. */
export function NodeSocketDiagram(props: NodePartProps) {
  const node = useCatalogNode(props);
  const t = useNodeText(props.nodeData);
  const inputs = node.inputs.map((s) => {
    const notes = [
      s.type,
      t(s.required ? 'nodes.socketDiagram.required' : 'nodes.socketDiagram.optional'),
      ...(s.many ? [t('nodes.socketDiagram.many')] : []),
    ];
    return `${s.name} (${notes.join(', ')})`;
  });
  const outputs = node.outputs.map((s) => `${s.name} (${s.type})`);
  const description = t('nodes.socketDiagram.sentence', {
    name: node.name,
    inputs: inputs.length
      ? t('nodes.socketDiagram.inputs', { list: inputs.join(', ') })
      : t('nodes.socketDiagram.noInputs'),
    outputs: outputs.join(', '),
  });
  return (
    <FlowDiagram
      title={t('nodes.socketsOf', { name: node.name })}
      description={description}
      nodes={[toFlowNode(node)]}
    />
  );
}
