import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { NODES_DIR, nodeIdOf } from '../../config/editions';
import { NODE_FILES } from '../../data/nodes';
import { checkFacts, type FactsLock, staleLock } from '../../data/nodes/facts';
import { HISTORY, RELEASES } from '../../data/nodes/history';
import { validateHistory } from '../../data/nodes/historySchema';
import { nodesIn, TRANSLATION_FILES } from '../../data/nodes/localized';
import { type CatalogNode, checkCatalog } from '../../data/nodes/schema';
import { validateTranslations } from '../../data/nodes/translation';
import { gate } from '../shared/gate';
import { catalogJson, checkNodePages, type NodePage, nodeKeywords, nodeSearchText } from './catalog';
import { flowFileNodes, lifecycleMentionProblems } from './lifecycleMentions';

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
  try {
    return JSON.parse(readFileSync(path.join(root, 'data', 'nodes', 'facts.lock.json'), 'utf8')) as FactsLock;
  } catch (error) {
    throw new Error(`[${NAME}] data/nodes/facts.lock.json: ${(error as Error).message}; run \`npm run facts:lock\``);
  }
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
 * Every problem of the node catalogue at once, in the order the README's "Add a node" takes its steps: the data, the
 * page, the Chinese data, the changelog. The build and `npx tsx scripts/check-nodes.ts` both run it.
 */
export function checkNodeCatalog(options: Pick<NodeCatalogOptions, 'root' | 'versions' | 'langs' | 'reference'>): {
  nodes: CatalogNode[];
  pages: NodePage[];
  sections: { title: string; problems: string[] }[];
} {
  const data = checkCatalog(NODE_FILES);
  // Entries the schema refused still have an id and a version: their pages are checked all the same.
  const refused = Object.values(NODE_FILES)
    .flat()
    .filter(
      (entry): entry is CatalogNode => typeof entry?.id === 'string' && !data.nodes.some((n) => n.id === entry.id),
    );
  const pages = findNodePages(options.root, options.versions, options.langs);
  const translations = Object.entries(TRANSLATION_FILES).flatMap(
    ([lang, files]) => validateTranslations(lang, files, data.nodes).problems,
  );
  const lock = readFactsLock(options.root);
  const facts = data.problems.length ? [] : checkFacts(data.nodes, HISTORY, lock);
  const history = data.problems.length
    ? []
    : [
        ...validateHistory(
          RELEASES,
          data.nodes.map((n) => n.id),
        ),
        ...facts,
        // What `npm run facts:lock` writes must be current; only worth saying once the facts themselves match.
        ...(facts.length ? [] : staleLock(data.nodes, HISTORY, lock)),
      ];
  return {
    nodes: data.nodes,
    pages,
    sections: [
      { title: 'Invalid node data (data/nodes/)', problems: data.problems },
      {
        title: 'Node pages and data do not match',
        problems: checkNodePages([...data.nodes, ...refused], pages, options),
      },
      { title: 'Node translations do not match the data (data/nodes/zh/)', problems: translations },
      { title: 'The node changelog does not match the data (data/nodes/history.ts)', problems: history },
      {
        title: 'Pages send readers to retired models (plugins/nodeCatalog/lifecycleMentions.ts)',
        problems: lifecycleMentionProblems(path.join(options.root, 'docs'), data.nodes, flowFileNodes(options.root)),
      },
    ],
  };
}

/**
 * Validates data/nodes and its pairing with the node pages (the build stops with
 * every problem named), adds each node's names and aliases to the search index,
 * and writes catalog.json for every version and language.
 */
export function pluginNodeCatalog(options: NodeCatalogOptions): RspressPlugin {
  let pages: NodePage[] = [];
  return {
    name: NAME,
    config(config, _utils, isProd) {
      const checked = checkNodeCatalog(options);
      gate(NAME, checked.sections, isProd);
      pages = checked.pages;
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
