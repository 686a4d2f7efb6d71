/**
 * Applies a node translation. Kept apart from translation.ts, whose schema needs zod: this runs in the browser,
 * and zod there costs 23 kB gzipped and an eval that the Content-Security-Policy refuses.
 */
import type { CatalogNode } from './schema';
import type { NodeTranslation } from './translation';

/** The node with its prose replaced by a translation; structured facts stay as they are. */
export function localizeNode(node: CatalogNode, t: NodeTranslation | undefined): CatalogNode {
  if (!t) return node;
  return {
    ...node,
    summary: t.summary,
    inputs: node.inputs.map((s) => ({ ...s, description: t.inputs?.[s.name] ?? s.description })),
    outputs: node.outputs.map((s) => ({ ...s, description: t.outputs?.[s.name] ?? s.description })),
    properties: node.properties.map((p) => ({ ...p, description: t.properties?.[p.name] ?? p.description })),
    figures: t.figures ?? node.figures,
    aliases: [...node.aliases, ...(t.aliases ?? [])],
    source: node.source && {
      ...node.source,
      docs: node.source.docs.map((d) => (d.mode ? { ...d, mode: t.modes?.[d.mode] ?? d.mode } : d)),
      unconfirmed: t.unconfirmed ?? node.source.unconfirmed,
    },
  };
}
