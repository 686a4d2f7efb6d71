import { routePrefix } from '../config/editions';
import { type SocketType, socketTypeRoute } from '../data/socketTypes';
import { SocketShape } from './SocketShape';
import { useAssetUrl, useEdition } from './siteContext';

/**
 * An inline socket mention in prose: its shape followed by its type name. With `link`, the name leads to the type's
 * page where the docs version has one.
 */
export function Socket({ type, link = false }: { type: SocketType; link?: boolean }) {
  const { lang, version } = useEdition();
  const asset = useAssetUrl();
  const page = link ? socketTypeRoute(routePrefix(version, lang), version, type) : null;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <SocketShape type={type} size={14} /> {page ? <a href={asset(page)}>{type}</a> : <strong>{type}</strong>}
    </span>
  );
}
