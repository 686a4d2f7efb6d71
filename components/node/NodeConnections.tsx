import { Link } from '@rspress/core/theme';
import { CATEGORIES } from '../../data/catalog';
import { type Connection, connectsFrom, connectsTo } from '../../data/nodes/compat';
import styles from './NodeConnections.module.css';
import { nodeHref, useCatalogNode, useCatalogNodes, useDocsPrefix, useTexts } from './useNodePage';

function ConnectionList({ connections, prefix }: { connections: Connection[]; prefix: string }) {
  const t = useTexts();
  if (connections.length === 0) return <p className={styles.none}>{t('nodes.connectsNone')}</p>;
  return (
    <dl className={styles.groups}>
      {CATEGORIES.map((category) => {
        const inCategory = connections.filter((c) => c.node.category === category.id);
        if (inCategory.length === 0) return null;
        return (
          <div key={category.id} className={styles.group}>
            <dt>{t(category.label)}</dt>
            <dd>
              <ul className={styles.list}>
                {inCategory.map(({ node, types }) => (
                  <li key={node.id}>
                    <Link href={nodeHref(prefix, node.id)}>{node.name}</Link>{' '}
                    <span className={styles.via}>{t('nodes.via', { types: types.join(', ') })}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Nodes whose outputs fit this node's inputs, and nodes its outputs can feed, computed from socket types. */
export function NodeConnections({ node: id }: { node?: string }) {
  const node = useCatalogNode(id);
  const nodes = useCatalogNodes();
  const prefix = useDocsPrefix();
  const t = useTexts();
  return (
    <div className={styles.connections}>
      <section aria-label={t('nodes.connectsFrom')}>
        <p className={styles.heading}>{t('nodes.connectsFrom')}</p>
        <ConnectionList connections={connectsFrom(node, nodes)} prefix={prefix} />
      </section>
      <section aria-label={t('nodes.connectsTo')}>
        <p className={styles.heading}>{t('nodes.connectsTo')}</p>
        <ConnectionList connections={connectsTo(node, nodes)} prefix={prefix} />
      </section>
    </div>
  );
}
