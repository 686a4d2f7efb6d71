import { SOCKET_TYPE_INFO, SOCKET_TYPES } from '../data/socketTypes';
import styles from './SocketLegend.module.css';
import { SocketShape } from './SocketShape';

/** Every socket type with its shape and colour, drawn from data/socketTypes.ts. */
export function SocketLegend() {
  return (
    <ul className={styles.legend} aria-label="Socket types">
      {SOCKET_TYPES.map((type) => {
        const { shape, colorName } = SOCKET_TYPE_INFO[type];
        return (
          <li key={type} className={styles.item}>
            <SocketShape type={type} size={20} />
            <span className={styles.name}>{type}</span>
            <span className={styles.look}>
              {colorName} {shape}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
