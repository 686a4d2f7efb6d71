import { routePrefix } from '../config/editions';
import { type SocketType, socketTypeRoute } from '../data/socketTypes';
import { useSiteHref } from './markdownCopy';
import { SocketShape } from './SocketShape';
import { useEdition } from './siteContext';

/**
 * An inline socket mention in prose: its shape followed by its type name. With `link`, the name leads to the type's
 * page where the docs version has one.
 */
export function Socket({ type, link = false }: { type: SocketType; link?: boolean }) {
  const { lang, version } = useEdition();
  const href = useSiteHref();
  const page = link ? socketTypeRoute(routePrefix(version, lang), version, type) : null;
  const name = page ? <a href={href(page)}>{type}</a> : <strong>{type}</strong>;
  // The copy has no shape to show, and so no space after one.
  if (import.meta.env.SSG_MD) return name;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <SocketShape type={type} size={14} /> {name}
    </span>
  );
}
