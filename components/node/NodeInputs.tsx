import { ScrollableTable } from '../ScrollableTable';
import { Socket } from '../Socket';
import styles from './nodeTable.module.css';
import { useNodeText } from './nodeText';
import { type NodePartProps, useCatalogNode } from './useNodePage';

/** The node's input sockets as a table, from data/nodes. */
export function NodeInputs(props: NodePartProps) {
  const node = useCatalogNode(props);
  const t = useNodeText(props.nodeData);
  if (node.inputs.length === 0) return <p className={styles.empty}>{t('nodes.noInputs')}</p>;
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th>{t('nodes.table.socket')}</th>
          <th>{t('nodes.table.required')}</th>
          <th>{t('nodes.table.many')}</th>
          <th>{t('nodes.table.description')}</th>
        </tr>
      </thead>
      <tbody>
        {node.inputs.map((input) => (
          <tr key={input.name}>
            <td className={styles.socket}>
              <code>{input.name}</code> <Socket type={input.type} link />
            </td>
            <td className={styles.flag} data-label={`${t('nodes.table.required')}${t('nodes.colon')}`}>
              {input.required ? t('nodes.yes') : t('nodes.no')}
            </td>
            <td className={styles.flag} data-label={`${t('nodes.table.many')}${t('nodes.colon')}`}>
              {input.many ? t('nodes.yes') : t('nodes.no')}
            </td>
            <td className={styles.description}>{input.description}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
