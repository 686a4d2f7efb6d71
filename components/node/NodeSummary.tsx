import { Link } from '@rspress/core/theme';
import { nodesHome } from '../../config/editions';
import { CATEGORIES, PROVIDERS } from '../../data/catalog';
import { IN_MARKDOWN_COPY } from '../markdownCopy';
import { useSiteText } from '../siteContext';
import styles from './NodeSummary.module.css';
import { useCatalogNode, useDocsPrefix } from './useNodePage';

/** The node's key facts at the top of its page: what it is, where it runs, which key, since when. */
export function NodeSummary({ node: id }: { node?: string }) {
  const node = useCatalogNode(id);
  const prefix = useDocsPrefix();
  const t = useSiteText();
  const category = CATEGORIES.find((c) => c.id === node.category);
  const provider = PROVIDERS[node.provider];
  if (IN_MARKDOWN_COPY) {
    const facts: [string, string][] = [
      [t('nodes.fact.id'), `\`${node.id}\``],
      [
        t('nodes.fact.category'),
        `[${category ? t(category.label) : node.category}](${nodesHome(prefix)}?category=${node.category})`,
      ],
      [t('nodes.fact.kind'), t(`nodes.kind.${node.kind}`)],
      ...(node.provider !== 'none' ? [[t('nodes.fact.provider'), provider.name] as [string, string]] : []),
      ...(node.vendor ? [[t('nodes.fact.vendor'), node.vendor] as [string, string]] : []),
      ...(node.model ? [[t('nodes.fact.model'), `\`${node.model}\``] as [string, string]] : []),
      [
        t('nodes.fact.apiKey'),
        provider.keyAnchor ? `[${provider.name}](${prefix}/guide/api-keys#${provider.keyAnchor})` : t('nodes.noKey'),
      ],
      [t('nodes.fact.since'), node.since],
    ];
    const figures = node.figures.length
      ? `\n\n**${t('nodes.fact.figures')}**\n\n${node.figures.map((f) => `- ${f}`).join('\n')}`
      : '';
    return `\n\n${node.summary}\n\n${facts.map(([k, v]) => `- **${k}:** ${v}`).join('\n')}${figures}\n\n`;
  }
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
            <Link href={`${nodesHome(prefix)}?category=${node.category}`}>
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
