/**
 * The six socket types of the canvas. Every diagram, legend and node table
 * colours and shapes a socket from here, so the Sockets guide and the node
 * reference always agree. Colours are CSS variables defined in theme/index.css
 * (one value per theme).
 */
export const SOCKET_TYPES = ['text', 'image', 'video', 'audio', 'mesh', 'style'] as const;

export type SocketType = (typeof SOCKET_TYPES)[number];

export type SocketShape = 'circle' | 'square' | 'diamond' | 'triangle' | 'hexagon' | 'star';

export interface SocketTypeInfo {
  /** Shape drawn on the node edge; shapes keep types apart without relying on colour. */
  shape: SocketShape;
  /** Human name of the colour, for prose and text alternatives. */
  colorName: string;
  /** CSS custom property holding the colour for the current theme. */
  cssVar: `--pb-socket-${SocketType}`;
}

export const SOCKET_TYPE_INFO: Record<SocketType, SocketTypeInfo> = {
  text: { shape: 'circle', colorName: 'amber', cssVar: '--pb-socket-text' },
  image: { shape: 'square', colorName: 'blue', cssVar: '--pb-socket-image' },
  video: { shape: 'diamond', colorName: 'red', cssVar: '--pb-socket-video' },
  audio: { shape: 'triangle', colorName: 'green', cssVar: '--pb-socket-audio' },
  mesh: { shape: 'hexagon', colorName: 'violet', cssVar: '--pb-socket-mesh' },
  style: { shape: 'star', colorName: 'pink', cssVar: '--pb-socket-style' },
};

export function isSocketType(value: unknown): value is SocketType {
  return typeof value === 'string' && (SOCKET_TYPES as readonly string[]).includes(value);
}
