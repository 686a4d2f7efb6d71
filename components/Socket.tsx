import type { SocketType } from '../data/socketTypes';
import { SocketShape } from './SocketShape';

/** An inline socket mention in prose: its shape followed by its type name. */
export function Socket({ type }: { type: SocketType }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <SocketShape type={type} size={14} /> <strong>{type}</strong>
    </span>
  );
}
