/**
 * The node catalogue: every node's structured facts, one data file per category.
 * Pages, sidebar, landing page, diagrams, search data and catalog.json all read it.
 * Validated at build time by plugins/nodeCatalog/index.ts (see data/nodes/schema.ts).
 */

import audio from './audio';
import basic from './basic';
import chat from './chat';
import image from './image';
import preprocessor from './preprocessor';
import type { CatalogNode } from './schema';
import threeD from './threeD';
import upscaler from './upscaler';
import video from './video';

/** Each data file's entries, keyed by its path (for error messages). */
export const NODE_FILES: Record<string, CatalogNode[]> = {
  'data/nodes/basic.ts': basic,
  'data/nodes/chat.ts': chat,
  'data/nodes/image.ts': image,
  'data/nodes/preprocessor.ts': preprocessor,
  'data/nodes/upscaler.ts': upscaler,
  'data/nodes/video.ts': video,
  'data/nodes/audio.ts': audio,
  'data/nodes/threeD.ts': threeD,
};

export const NODES: CatalogNode[] = Object.values(NODE_FILES).flat();

const BY_ID = new Map(NODES.map((node) => [node.id, node]));

/** The node with this id; throws naming the id when there is none. */
export function getNode(id: string): CatalogNode {
  const node = BY_ID.get(id);
  if (!node) throw new Error(`Unknown node "${id}": no entry in data/nodes/`);
  return node;
}
