/**
 * Per-language text of the node catalogue. Structured facts (sockets, types, defaults, ranges,
 * option values, names shown on the canvas) are shared by every language and live in the category
 * files; a translation file gives only the prose: the summary, socket and property descriptions,
 * figures, and extra search words. `validateTranslations` checks that a translation covers exactly
 * the nodes, sockets and properties of the data and names the file, node and field when not.
 */
import { z } from 'zod';
import type { CatalogNode } from './schema';

const text = z.string().trim().min(1);
const byName = z.record(z.string(), text);

export const nodeTranslationSchema = z.strictObject({
  summary: text.max(200),
  /** Socket name (as in the data) → description. */
  inputs: byName.optional(),
  outputs: byName.optional(),
  /** Property name (as in the data) → description. */
  properties: byName.optional(),
  /** One entry per figure of the data, in the same order. */
  figures: z.array(text).optional(),
  /** Words readers of this language type to find the node; added to the data's aliases. */
  aliases: z.array(text).optional(),
  /** The source's modes (as in the data) → this language's words for them. */
  modes: byName.optional(),
  /** The source's `unconfirmed` text, when the data has one. */
  unconfirmed: text.optional(),
});

export type NodeTranslation = z.input<typeof nodeTranslationSchema>;
export type NodeTranslations = Record<string, NodeTranslation>;

function compareKeys(
  problems: string[],
  where: string,
  field: 'inputs' | 'outputs' | 'properties' | 'modes',
  wanted: string[],
  given: Record<string, string> | undefined,
) {
  const got = Object.keys(given ?? {});
  for (const name of wanted) if (!got.includes(name)) problems.push(`${where}.${field}["${name}"]: missing`);
  for (const name of got) {
    if (!wanted.includes(name))
      problems.push(`${where}.${field}["${name}"]: the node has no such ${field.slice(0, -1)}`);
  }
}

/**
 * Checks one language's translation files against the catalogue. `files` maps a file path to its
 * translations; every node must be translated exactly once, and only nodes that exist may appear.
 */
export function validateTranslations(
  lang: string,
  files: Record<string, unknown>,
  nodes: CatalogNode[],
): { problems: string[]; translations: Map<string, z.output<typeof nodeTranslationSchema>> } {
  const problems: string[] = [];
  const translations = new Map<string, z.output<typeof nodeTranslationSchema>>();
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const where = new Map<string, string>();
  for (const [file, value] of Object.entries(files)) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      problems.push(`${file}: must export an object keyed by node id`);
      continue;
    }
    for (const [id, entry] of Object.entries(value)) {
      const at = `${file}: ${id}`;
      const node = byId.get(id);
      if (!node) {
        problems.push(`${at}: no node with this id in data/nodes/`);
        continue;
      }
      if (where.has(id)) {
        problems.push(`${at}: also translated in ${where.get(id)}`);
        continue;
      }
      where.set(id, file);
      const parsed = nodeTranslationSchema.safeParse(entry);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) problems.push(`${at}.${issue.path.join('.')}: ${issue.message}`);
        continue;
      }
      const t = parsed.data;
      compareKeys(
        problems,
        at,
        'inputs',
        node.inputs.map((s) => s.name),
        t.inputs,
      );
      compareKeys(
        problems,
        at,
        'outputs',
        node.outputs.map((s) => s.name),
        t.outputs,
      );
      compareKeys(
        problems,
        at,
        'properties',
        node.properties.map((p) => p.name),
        t.properties,
      );
      compareKeys(
        problems,
        at,
        'modes',
        (node.source?.docs ?? []).flatMap((d) => (d.mode ? [d.mode] : [])),
        t.modes,
      );
      if (Boolean(node.source?.unconfirmed) !== Boolean(t.unconfirmed)) {
        problems.push(
          `${at}.unconfirmed: ${node.source?.unconfirmed ? 'missing (the data has one)' : 'the data has none'}`,
        );
      }
      const figures = t.figures ?? [];
      if (figures.length !== node.figures.length) {
        problems.push(`${at}.figures: has ${figures.length} entries, the node has ${node.figures.length}`);
      }
      translations.set(id, t);
    }
  }
  for (const node of nodes) {
    if (!where.has(node.id)) problems.push(`data/nodes/${lang}/: ${node.id}: not translated`);
  }
  return { problems, translations };
}
