import { Link } from '@rspress/core/theme';
import { Fragment } from 'react';
import { nodeRoute } from '../../config/editions';
import type { ConnectionGroup } from '../../data/nodes/compat';
import type { NodeName } from '../../data/nodes/pageSlices';
import type { SocketSide, SocketType } from '../../data/socketTypes';
import styles from './NodeConnections.module.css';
import { type NodeText, useNodeText } from './nodeText';
import { type BuiltProps, type NodePartProps, useDocsPrefix, useNodeOnPage, useSocketTypeNodes } from './useNodePage';

/**
 * One line per category and socket type: "via image: FLUX.1 [dev], Recraft V3, …". A node page can list a hundred
 * nodes here; as running text they take under half the height of one link per line on a phone, and half the elements,
 * which a slow phone has to lay out.
 */
function ConnectionList({ groups, prefix, t }: { groups: ConnectionGroup<NodeName>[]; prefix: string; t: NodeText }) {
  if (groups.length === 0) return <p className={styles.none}>{t('nodes.connectsNone')}</p>;
  const separator = t('nodes.listSeparator');
  return (
    <dl className={styles.groups}>
      {groups.map(({ category, label, lines }) => (
        <div key={category} className={styles.group}>
          <dt>{t(label)}</dt>
          {lines.map(({ types, nodes }) => (
            <dd key={types.join()}>
              {/* The label ends with the space its language puts before the names (none after a full-width colon). */}
              <span className={styles.via}>{t('nodes.via', { types: types.join(', ') })}</span>
              {nodes.map((node, i) => (
                <Fragment key={node.id}>
                  {i > 0 && separator}
                  <Link href={nodeRoute(prefix, node.id)}>{node.name}</Link>
                </Fragment>
              ))}
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

/** Nodes whose outputs fit this node's inputs, and nodes its outputs can feed, computed from socket types. */
export function NodeConnections(props: NodePartProps) {
  const { connectsFrom, connectsTo } = useNodeOnPage(props);
  const prefix = useDocsPrefix();
  const t = useNodeText(props.nodeData);
  return (
    <div className={styles.connections}>
      <section aria-label={t('nodes.connectsFrom')}>
        <p className={styles.heading}>{t('nodes.connectsFrom')}</p>
        <ConnectionList groups={connectsFrom} prefix={prefix} t={t} />
      </section>
      <section aria-label={t('nodes.connectsTo')}>
        <p className={styles.heading}>{t('nodes.connectsTo')}</p>
        <ConnectionList groups={connectsTo} prefix={prefix} t={t} />
      </section>
    </div>
  );
}

/** Every node of the docs version that gives (`produces`, an output) or takes (`consumes`, an input) a socket type. */
export function SocketTypeNodes({ type, side, nodeData }: { type: SocketType; side: SocketSide } & BuiltProps) {
  const groups = useSocketTypeNodes(side, type, nodeData);
  const prefix = useDocsPrefix();
  const t = useNodeText(nodeData);
  return <ConnectionList groups={groups} prefix={prefix} t={t} />;
}
