import { routePrefix } from '../config/editions';
import { SOCKET_TYPE_INFO, socketTypeRoute, socketTypesIn } from '../data/socketTypes';
import { useSiteHref } from './markdownCopy';
import styles from './SocketLegend.module.css';
import { SocketShape } from './SocketShape';
import { useEdition, useSiteText } from './siteContext';

/** Every socket type of the docs version with its shape and colour, drawn from data/socketTypes.ts. */
export function SocketLegend() {
  const t = useSiteText();
  const { lang, version } = useEdition();
  const href = useSiteHref();
  return (
    <ul className={styles.legend} aria-label={t('diagram.socketTypes')}>
      {socketTypesIn(version).map((type) => {
        const { shape, colorName } = SOCKET_TYPE_INFO[type];
        const page = socketTypeRoute(routePrefix(version, lang), version, type);
        return (
          <li key={type} className={styles.item}>
            <SocketShape type={type} size={20} />
            <span className={styles.name}>{page ? <a href={href(page)}>{type}</a> : type}</span>
            <span className={styles.look}>
              {t('diagram.look', { color: t(`diagram.color.${colorName}`), shape: t(`diagram.shape.${shape}`) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
