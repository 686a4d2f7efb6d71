/**
 * The node catalogue as one docs version and language shows it: the shared facts of data/nodes/, only the
 * nodes and socket types of that version, and the prose of data/nodes/{lang}/ (English is the data itself).
 * Translations are validated at build time by plugins/nodeCatalog/index.ts.
 */
import { socketTypesIn } from '../socketTypes';
import { nodesInVersion } from './filter';
import { NODES } from './index';
import { localizeNode } from './localize';
import type { CatalogNode } from './schema';
import type { NodeTranslations } from './translation';
import zh from './zh';

/** Translation files per language other than English, keyed by file path (for error messages). */
export const TRANSLATION_FILES: Record<string, Record<string, NodeTranslations>> = { zh };

const cache = new Map<string, { list: CatalogNode[]; byId: Map<string, CatalogNode> }>();

/** The node without the sockets of types its docs version does not have yet. */
function inVersion(node: CatalogNode, version: string): CatalogNode {
  const types = new Set(socketTypesIn(version));
  if (node.inputs.every((s) => types.has(s.type)) && node.outputs.every((s) => types.has(s.type))) return node;
  return {
    ...node,
    inputs: node.inputs.filter((s) => types.has(s.type)),
    outputs: node.outputs.filter((s) => types.has(s.type)),
  };
}

function catalogue(lang: string, version: string) {
  const key = `${version}/${lang}`;
  let entry = cache.get(key);
  if (!entry) {
    const files = TRANSLATION_FILES[lang];
    const merged: NodeTranslations = files ? Object.assign({}, ...Object.values(files)) : {};
    const list = nodesInVersion(NODES, version).map((node) => inVersion(localizeNode(node, merged[node.id]), version));
    entry = { list, byId: new Map(list.map((n) => [n.id, n])) };
    cache.set(key, entry);
  }
  return entry;
}

/** Every node of `version`, with its prose in `lang` (English where a language has no translation). */
export function nodesIn(lang: string, version: string): CatalogNode[] {
  return catalogue(lang, version).list;
}

/** One node as `version` and `lang` show it; throws naming the id when that version has no such node. */
export function getNodeIn(id: string, lang: string, version: string): CatalogNode {
  const node = catalogue(lang, version).byId.get(id);
  if (!node) throw new Error(`Unknown node "${id}": no entry in data/nodes/ for docs version ${version}`);
  return node;
}
