/** What the flow view and the playground draw the same way on their React Flow canvases. */
import { splitEndpoint } from '../../data/flows/editing';
import { SOCKET_TYPE_INFO, type SocketType } from '../../data/socketTypes';
import { socketShapePath } from '../SocketShape';

/** A socket's shape inside a React Flow handle: filled, or outlined when the input is optional. */
export function SocketSvg({ type, optional }: { type: SocketType; optional: boolean }) {
  const color = `var(${SOCKET_TYPE_INFO[type].cssVar})`;
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d={socketShapePath(type)}
        fill={optional ? 'var(--rp-c-bg)' : color}
        stroke={color}
        strokeWidth={optional ? 2 : 0}
      />
    </svg>
  );
}

/** A connection (`node.output` to `node.input`) as React Flow's edge ends. */
export function edgeEnds(from: string, to: string) {
  const a = splitEndpoint(from);
  const b = splitEndpoint(to);
  return { source: a.node, sourceHandle: a.socket, target: b.node, targetHandle: b.socket };
}
