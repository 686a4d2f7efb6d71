import { Link } from '@rspress/core/theme';
import { CATEGORIES, PROVIDERS } from '../../data/catalog';
import styles from './NodeSummary.module.css';
import { useCatalogNode, useDocsPrefix, useTexts } from './useNodePage';

/** The node's key facts at the top of its page: what it is, where it runs, which key, since when. */
export function NodeSummary({ node: id }: { node?: string }) {
  const node = useCatalogNode(id);
  const prefix = useDocsPrefix();
  const t = useTexts();
  const category = CATEGORIES.find((c) => c.id === node.category);
  const provider = PROVIDERS[node.provider];
  return (
    <section className={styles.summary} aria-label={node.name}>
      <p className={styles.lead}>{node.summary}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('nodes.fact.id')}</dt>
          <dd>
            <code>{node.id}</code>
          </dd>
        </div>
        <div>
          <dt>{t('nodes.fact.category')}</dt>
          <dd>
            <Link href={`${prefix}/guide/nodesref/?category=${node.category}`}>
              {category ? t(category.label) : node.category}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('nodes.fact.kind')}</dt>
          <dd>{t(`nodes.kind.${node.kind}`)}</dd>
        </div>
        {node.provider !== 'none' && (
          <div>
            <dt>{t('nodes.fact.provider')}</dt>
            <dd>{provider.name}</dd>
          </div>
        )}
        {node.vendor && (
          <div>
            <dt>{t('nodes.fact.vendor')}</dt>
            <dd>{node.vendor}</dd>
          </div>
        )}
        {node.model && (
          <div>
            <dt>{t('nodes.fact.model')}</dt>
            <dd>
              <code>{node.model}</code>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('nodes.fact.apiKey')}</dt>
          <dd>
            {provider.keyAnchor ? (
              <Link href={`${prefix}/guide/api-keys#${provider.keyAnchor}`}>{provider.name}</Link>
            ) : (
              t('nodes.noKey')
            )}
          </dd>
        </div>
        <div>
          <dt>{t('nodes.fact.since')}</dt>
          <dd>{node.since}</dd>
        </div>
      </dl>
      {node.figures.length > 0 && (
        <div className={styles.figures}>
          <strong>{t('nodes.fact.figures')}</strong>
          <ul>
            {node.figures.map((figure) => (
              <li key={figure}>{figure}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
