import { SOCKET_TYPE_INFO, socketTypesIn } from '../data/socketTypes';
import styles from './SocketLegend.module.css';
import { SocketShape } from './SocketShape';
import { useEdition, useSiteText } from './siteContext';

/** Every socket type of the docs version with its shape and colour, drawn from data/socketTypes.ts. */
export function SocketLegend() {
  const t = useSiteText();
  const { version } = useEdition();
  return (
    <ul className={styles.legend} aria-label={t('diagram.socketTypes')}>
      {socketTypesIn(version).map((type) => {
        const { shape, colorName } = SOCKET_TYPE_INFO[type];
        return (
          <li key={type} className={styles.item}>
            <SocketShape type={type} size={20} />
            <span className={styles.name}>{type}</span>
            <span className={styles.look}>
              {t('diagram.look', { color: t(`diagram.color.${colorName}`), shape: t(`diagram.shape.${shape}`) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
