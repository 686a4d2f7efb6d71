import type { NodeProperty } from '../../data/nodes/schema';
import { ScrollableTable } from '../ScrollableTable';
import styles from './nodeTable.module.css';
import { useNodeText } from './nodeText';
import { describeRange } from './range';
import { type NodePartProps, useCatalogNode } from './useNodePage';

/** The node's properties as a table, from data/nodes. */
export function NodeProperties(props: NodePartProps) {
  const node = useCatalogNode(props);
  const t = useNodeText(props.nodeData);
  const range = (property: NodeProperty) => describeRange(property, t);
  if (node.properties.length === 0) return <p className={styles.empty}>{t('nodes.noProperties')}</p>;
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th>{t('nodes.table.property')}</th>
          <th>{t('nodes.table.default')}</th>
          <th>{t('nodes.table.description')}</th>
        </tr>
      </thead>
      <tbody>
        {node.properties.map((property) => (
          <tr key={property.name}>
            <td className={styles.socket}>
              <strong>{property.name}</strong>
              <span className={styles.detail}>{t(`nodes.type.${property.type}`)}</span>
            </td>
            <td className={styles.flag} data-label={`${t('nodes.table.default')}${t('nodes.colon')}`}>
              {property.default !== undefined ? (
                <code>{String(property.default)}</code>
              ) : property.required ? (
                t('nodes.property.required')
              ) : (
                t('nodes.none')
              )}
            </td>
            <td className={styles.description}>
              {property.description}
              {range(property) && (
                <span className={styles.detail}>{t('nodes.table.range', { range: range(property) })}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
