/**
 * Pure logic of the node catalogue plugin: pairing data with pages, the search
 * text of a node page, and the machine-readable catalogue. Tested without a build.
 */
import { appearsIn, NODES_DIR, nodeRoute } from '../../config/editions';
import { CATEGORIES, PROVIDERS } from '../../data/catalog';
import { nodesInVersion } from '../../data/nodes/filter';
import type { CatalogNode } from '../../data/nodes/schema';

/** A node page found on disk: docs/{version}/{lang}/guide/nodesref/{id}.mdx */
export interface NodePage {
  version: string;
  lang: string;
  id: string;
  /** Path relative to the project, for messages. */
  file: string;
}

/**
 * Every mismatch between data and pages, as messages naming the node or the file: a node has a page in every language
 * of every version it appears in (`since`), and every page has its node.
 */
export function checkNodePages(
  nodes: CatalogNode[],
  pages: NodePage[],
  editions: { versions: readonly string[]; langs: readonly string[] },
): string[] {
  const problems: string[] = [];
  const byId = new Map(nodes.map((n) => [n.id, n]));
  for (const node of nodes) {
    for (const version of editions.versions.filter((v) => appearsIn(node.since, v))) {
      for (const lang of editions.langs) {
        if (pages.some((p) => p.id === node.id && p.version === version && p.lang === lang)) continue;
        problems.push(
          `${node.id}: has data in data/nodes/ but no page docs/${version}/${lang}/${NODES_DIR}/${node.id}.mdx`,
        );
      }
    }
  }
  for (const page of pages) {
    const node = byId.get(page.id);
    if (!node) {
      problems.push(`${page.file}: page has no node "${page.id}" in data/nodes/`);
      continue;
    }
    if (!appearsIn(node.since, page.version)) {
      problems.push(
        `${page.file}: ${node.id} first appears in ${node.since} (field "since"), so it has no ${page.version} page`,
      );
    }
  }
  return problems;
}

/** Words a reader may search for that the page's prose may not contain: name, summary, aliases, model. */
export function nodeSearchText(node: CatalogNode): string {
  const parts = [
    `${node.name} (${node.id}).`,
    node.summary,
    `Also known as: ${node.aliases.join(', ')}.`,
    node.vendor ? `Model by ${node.vendor}.` : '',
    node.model ? `Model ID ${node.model}.` : '',
    node.provider !== 'none' ? `Runs on ${PROVIDERS[node.provider].name}.` : '',
    `Inputs: ${node.inputs.map((s) => `${s.name} (${s.type})`).join(', ') || 'none'}.`,
    `Outputs: ${node.outputs.map((s) => `${s.name} (${s.type})`).join(', ')}.`,
  ];
  return parts.filter(Boolean).join(' ');
}

/** The names a node's page answers to in search: its name, id, aliases, model maker and model id. */
export function nodeKeywords(node: CatalogNode): string[] {
  return [node.name, node.id, ...node.aliases, node.vendor ?? '', node.model ?? ''].filter(Boolean);
}

export interface CatalogJson {
  $comment: string;
  version: string;
  lang: string;
  categories: { id: string; label: string }[];
  nodes: (CatalogNode & { url: string | null; apiKeyUrl: string | null })[];
}

/** The catalogue of one docs version and language, as published at {prefix}/guide/nodesref/catalog.json. */
export function catalogJson(options: {
  nodes: CatalogNode[];
  version: string;
  lang: string;
  prefix: string;
  siteUrl: string;
  labels: Record<string, string>;
  hasPage: (id: string) => boolean;
}): CatalogJson {
  const { nodes, version, lang, prefix, siteUrl, labels, hasPage } = options;
  const base = `${siteUrl}${prefix}`;
  return {
    $comment: 'Generated from data/nodes/ by plugins/nodeCatalog/index.ts at build time. Do not edit.',
    version,
    lang,
    categories: CATEGORIES.map((c) => ({ id: c.id, label: labels[c.label] ?? c.label })),
    nodes: nodesInVersion(nodes, version).map((node) => {
      const key = PROVIDERS[node.provider].keyAnchor;
      return {
        ...node,
        url: hasPage(node.id) ? nodeRoute(base, node.id) : null,
        apiKeyUrl: key ? `${base}/guide/api-keys#${key}` : null,
      };
    }),
  };
}
