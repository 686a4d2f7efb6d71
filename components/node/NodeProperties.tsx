import type { NodeProperty } from '../../data/nodes/schema';
import { ScrollableTable } from '../ScrollableTable';
import { useSiteText } from '../siteContext';
import styles from './nodeTable.module.css';
import { useCatalogNode } from './useNodePage';

/** "1 to 50", "0.01 to 1, step 0.01", "square, portrait 4:3, …", or empty. */
export function describeRange(property: NodeProperty): string {
  if (property.options) return property.options.join(', ');
  const { min, max, step } = property;
  let range = '';
  if (min !== undefined && max !== undefined) range = `${min} to ${max}`;
  else if (min !== undefined) range = `${min} or more`;
  else if (max !== undefined) range = `up to ${max}`;
  if (step !== undefined) range = range ? `${range}, step ${step}` : `step ${step}`;
  return range;
}

/** The node's properties as a table, from data/nodes. */
export function NodeProperties({ node: id }: { node?: string }) {
  const node = useCatalogNode(id);
  const t = useSiteText();
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
            <td>
              <strong>{property.name}</strong>
              <span className={styles.detail}>{property.type}</span>
            </td>
            <td>{property.default === undefined ? t('nodes.none') : <code>{String(property.default)}</code>}</td>
            <td>
              {property.description}
              {describeRange(property) && (
                <span className={styles.detail}>
                  {t('nodes.table.range')}: {describeRange(property)}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
