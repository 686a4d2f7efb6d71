import { Link } from '@rspress/core/theme';
import { useNodeText } from './nodeText';
import { type NodePartProps, useDocsPrefix, useNodeOnPage } from './useNodePage';

/** Which API key the node needs, linking to its setup and to the provider's overview. */
export function NodeApiKey(props: NodePartProps) {
  const { provider } = useNodeOnPage(props);
  const prefix = useDocsPrefix();
  const t = useNodeText(props.nodeData);
  if (!provider.keyAnchor) return <p>{t('nodes.apiKey.none')}</p>;
  return (
    <p>
      {t('nodes.apiKey.needs', { provider: provider.name })}{' '}
      <Link href={`${prefix}/guide/api-keys#${provider.keyAnchor}`}>{t('nodes.apiKey.setup')}</Link>
      {' · '}
      <Link href={`${prefix}/guide/providers#${provider.aboutAnchor}`}>
        {t('nodes.apiKey.compare', { provider: provider.name })}
      </Link>
    </p>
  );
}
