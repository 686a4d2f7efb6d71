import { ScrollableTable } from '../ScrollableTable';
import { Socket } from '../Socket';
import styles from './nodeTable.module.css';
import { useNodeText } from './nodeText';
import { type NodePartProps, useCatalogNode } from './useNodePage';

/** The node's output sockets as a table, from data/nodes. */
export function NodeOutputs(props: NodePartProps) {
  const node = useCatalogNode(props);
  const t = useNodeText(props.nodeData);
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th>{t('nodes.table.socket')}</th>
          <th>{t('nodes.table.multiple')}</th>
          <th>{t('nodes.table.description')}</th>
        </tr>
      </thead>
      <tbody>
        {node.outputs.map((output) => (
          <tr key={output.name}>
            <td className={styles.socket}>
              <code>{output.name}</code> <Socket type={output.type} link />
            </td>
            <td className={styles.flag} data-label={`${t('nodes.table.multiple')}${t('nodes.colon')}`}>
              {output.many ? t('nodes.yes') : t('nodes.no')}
            </td>
            <td className={styles.description}>{output.description}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
