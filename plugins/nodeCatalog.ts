import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { NODES_DIR, nodeIdOf } from '../config/editions';
import { NODE_FILES } from '../data/nodes';
import { checkFacts, type FactsLock } from '../data/nodes/facts';
import { HISTORY, RELEASES } from '../data/nodes/history';
import { validateHistory } from '../data/nodes/historySchema';
import { nodesIn, TRANSLATION_FILES } from '../data/nodes/localized';
import { CatalogError, type CatalogNode, validateCatalog } from '../data/nodes/schema';
import { validateTranslations } from '../data/nodes/translation';
import { catalogJson, checkNodePages, type NodePage, nodeKeywords, nodeSearchText } from './nodeCatalogLogic';

export interface NodeCatalogOptions {
  /** Project root (holds docs/ and data/). */
  root: string;
  versions: readonly string[];
  langs: readonly string[];
  /** Where every node must have a page. */
  reference: { version: string; lang: string };
  prefix: (version: string, lang: string) => string;
  /** Per language, the i18n texts used for category labels. */
  labels: (lang: string) => Record<string, string>;
  /** Absolute site URL for links in catalog.json, without a trailing slash (may be empty). */
  siteUrl?: string;
}

const NAME = 'patchbay:node-catalog';

/** The pages of the node reference folder that describe no single node: the landing page and the changelog. */
const NOT_NODE_PAGES = new Set(['index', 'changelog']);

function readFactsLock(root: string): FactsLock {
  return JSON.parse(readFileSync(path.join(root, 'data', 'nodes', 'facts.lock.json'), 'utf8')) as FactsLock;
}

function findNodePages(root: string, versions: readonly string[], langs: readonly string[]): NodePage[] {
  const pages: NodePage[] = [];
  for (const version of versions) {
    for (const lang of langs) {
      const dir = path.join(root, 'docs', version, lang, NODES_DIR);
      if (!existsSync(dir)) continue;
      for (const file of readdirSync(dir)) {
        // Every other page of the folder is a node's page, named after the node.
        const match = file.match(/^(.+)\.mdx?$/);
        if (!match || NOT_NODE_PAGES.has(match[1])) continue;
        pages.push({ version, lang, id: match[1], file: `docs/${version}/${lang}/${NODES_DIR}/${file}` });
      }
    }
  }
  return pages;
}

/**
 * Validates data/nodes and its pairing with the node pages (the build stops with
 * every problem named), adds each node's names and aliases to the search index,
 * and writes catalog.json for every version and language.
 */
export function pluginNodeCatalog(options: NodeCatalogOptions): RspressPlugin {
  let nodes: CatalogNode[] = [];
  let pages: NodePage[] = [];
  return {
    name: NAME,
    config(config) {
      try {
        nodes = validateCatalog(NODE_FILES);
      } catch (error) {
        if (error instanceof CatalogError) throw new Error(`[${NAME}] ${error.message}`);
        throw error;
      }
      for (const [lang, files] of Object.entries(TRANSLATION_FILES)) {
        const { problems } = validateTranslations(lang, files, nodes);
        if (problems.length) {
          throw new Error(
            `[${NAME}] Node translations (${lang}) do not match the data:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
          );
        }
      }
      const history = [
        ...validateHistory(
          RELEASES,
          nodes.map((n) => n.id),
        ),
        ...checkFacts(nodes, HISTORY, readFactsLock(options.root)),
      ];
      if (history.length) {
        throw new Error(
          `[${NAME}] The node changelog does not match the data:\n${history.map((p) => `  - ${p}`).join('\n')}`,
        );
      }
      pages = findNodePages(options.root, options.versions, options.langs);
      const problems = checkNodePages(nodes, pages, options.reference);
      if (problems.length) {
        throw new Error(`[${NAME}] Node pages and data do not match:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      }
      return config;
    },
    modifySearchIndexData(pageIndex) {
      for (const page of pageIndex) {
        const id = nodeIdOf(page.routePath);
        const node = id
          ? nodesIn(page.lang || options.reference.lang, page.version || options.reference.version).find(
              (n) => n.id === id,
            )
          : undefined;
        if (!node) continue;
        page.content = `${nodeSearchText(node)}\n\n${page.content}`;
        // Ranked above the text by the site's search (theme/search/engine.ts).
        Object.assign(page, {
          keywords: nodeKeywords(node),
          ...(node.lifecycle ? { lifecycle: node.lifecycle.status } : {}),
        });
      }
    },
    async afterBuild(config) {
      const outDir = path.resolve(options.root, config.outDir ?? 'doc_build');
      for (const version of options.versions) {
        for (const lang of options.langs) {
          const prefix = options.prefix(version, lang);
          const json = catalogJson({
            nodes: nodesIn(lang, version),
            version,
            lang,
            prefix,
            siteUrl: options.siteUrl ?? '',
            labels: options.labels(lang),
            hasPage: (id) => pages.some((p) => p.id === id && p.version === version && p.lang === lang),
          });
          const target = path.join(outDir, prefix, NODES_DIR, 'catalog.json');
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(target, `${JSON.stringify(json, null, 2)}\n`);
        }
      }
    },
  };
}
