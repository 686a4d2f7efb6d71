/**
 * The six socket types of the canvas. Every diagram, legend and node table
 * colours and shapes a socket from here, so the Sockets guide and the node
 * reference always agree. Colours are CSS variables defined in theme/index.css
 * (one value per theme).
 */
import { appearsIn, type Version } from '../config/editions';

export const SOCKET_TYPES = ['text', 'image', 'video', 'audio', 'mesh', 'style'] as const;

export type SocketType = (typeof SOCKET_TYPES)[number];

export type SocketShape = 'circle' | 'square' | 'diamond' | 'triangle' | 'hexagon' | 'star';

export type SocketColorName = 'amber' | 'blue' | 'red' | 'green' | 'violet' | 'pink';

export interface SocketTypeInfo {
  /** Shape drawn on the node edge; shapes keep types apart without relying on colour. */
  shape: SocketShape;
  /** Human name of the colour, for prose and text alternatives. */
  colorName: SocketColorName;
  /** CSS custom property holding the colour for the current theme. */
  cssVar: `--pb-socket-${SocketType}`;
  /** The docs version the type first appears in: older versions leave its sockets out. */
  since: Version;
}

export const SOCKET_TYPE_INFO: Record<SocketType, SocketTypeInfo> = {
  text: { shape: 'circle', colorName: 'amber', cssVar: '--pb-socket-text', since: 'v1' },
  image: { shape: 'square', colorName: 'blue', cssVar: '--pb-socket-image', since: 'v1' },
  video: { shape: 'diamond', colorName: 'red', cssVar: '--pb-socket-video', since: 'v1' },
  audio: { shape: 'triangle', colorName: 'green', cssVar: '--pb-socket-audio', since: 'v1' },
  mesh: { shape: 'hexagon', colorName: 'violet', cssVar: '--pb-socket-mesh', since: 'v1' },
  style: { shape: 'star', colorName: 'pink', cssVar: '--pb-socket-style', since: 'v2' },
};

/** The socket types of a docs version. */
export function socketTypesIn(version: string): SocketType[] {
  return SOCKET_TYPES.filter((type) => appearsIn(SOCKET_TYPE_INFO[type].since, version));
}

export function isSocketType(value: unknown): value is SocketType {
  return typeof value === 'string' && (SOCKET_TYPES as readonly string[]).includes(value);
}

/** The docs version with a page per socket type (docs/<version>/<lang>/guide/sockets/<type>.mdx). */
export const SOCKET_PAGES_VERSION = 'v2';

/** A socket type's page under an edition's prefix, or null when the version has none. */
export function socketTypeRoute(prefix: string, version: string, type: SocketType): string | null {
  return version === SOCKET_PAGES_VERSION ? `${prefix}/guide/sockets/${type}` : null;
}

/** A node's side of a socket type: it gives the type (`produces`, an output) or takes it (`consumes`, an input). */
export type SocketSide = 'produces' | 'consumes';

/** The key of a socket type's node list in a page's node data (data/nodes/pageSlices.ts): 'produces:image'. */
export function socketKey(side: SocketSide, type: SocketType): string {
  return `${side}:${type}`;
}
