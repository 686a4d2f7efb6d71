import { type SocketShape as Shape, SOCKET_TYPE_INFO, type SocketType } from '../data/socketTypes';

const PATHS: Record<Shape, string> = {
  circle: 'M8 2a6 6 0 1 1 0 12A6 6 0 0 1 8 2z',
  square: 'M2.5 2.5h11v11h-11z',
  diamond: 'M8 1.5 14.5 8 8 14.5 1.5 8z',
  triangle: 'M8 2 14.5 13.5h-13z',
  hexagon: 'M4.5 2h7L15 8l-3.5 6h-7L1 8z',
  star: 'M8 1.2l2 4.3 4.7.5-3.5 3.2 1 4.6L8 11.5l-4.2 2.3 1-4.6L1.3 6l4.7-.5z',
};

export interface SocketShapeProps {
  type: SocketType;
  /** Drawn size in CSS pixels. */
  size?: number;
}

/** The socket's shape in its type colour. Decorative: the type's name is always written next to it. */
export function SocketShape({ type, size = 16 }: SocketShapeProps) {
  const { shape, cssVar } = SOCKET_TYPE_INFO[type];
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      data-socket-glyph=""
      style={{ display: 'inline-block', verticalAlign: '-0.125em', flex: 'none' }}
    >
      <path d={PATHS[shape]} fill={`var(${cssVar})`} />
    </svg>
  );
}

/** SVG path data of a shape in a 16x16 box, for diagrams that draw sockets themselves. */
export function socketShapePath(type: SocketType): string {
  return PATHS[SOCKET_TYPE_INFO[type].shape];
}
