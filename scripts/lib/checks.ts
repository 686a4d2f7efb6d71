/**
 * Every content check of the site, without a build (`npm run check`, scripts/check.ts). Each calls the function the
 * build calls (its plugin, or the config for the page list); only links and anchors, which Rspress checks
 * while it compiles, have their own reading of the source (scripts/lib/docPages.ts), by Rspress's rules.
 */
import path from 'node:path';
import { DEFAULT_LANG, DEFAULT_VERSION, EDITIONS, LANGS, VERSIONS } from '../../config/editions';
import { collectSiteRoutes, pageFiles } from '../../config/siteRoutes';
import { checkFlows, flowSections } from '../../plugins/flowFiles';
import { checkFrontmatter } from '../../plugins/frontmatter';
import { checkNodeCatalog } from '../../plugins/nodeCatalog';
import type { ProblemSection } from '../../plugins/shared/gate';
import { checkLabels, checkTranslationParity } from '../../plugins/translationParity';

export interface Check {
  name: string;
  run: (root: string) => ProblemSection[] | Promise<ProblemSection[]>;
}

/** The page files of every edition (fragments are parts of pages), absolute. */
function allPages(root: string): string[] {
  return EDITIONS.flatMap(({ version, lang }) => {
    const dir = path.join(root, 'docs', version, lang);
    return pageFiles(dir).map((file) => path.join(dir, file));
  });
}

/** What the build stops on when it lists the pages of every edition (config/siteRoutes.ts), one line each. */
function titleProblems(root: string): string[] {
  try {
    collectSiteRoutes(path.join(root, 'docs'));
    return [];
  } catch (error) {
    return (error as Error).message.split('\n');
  }
}

export const CHECKS: Check[] = [
  {
    // Data, pages in every edition, Chinese data, changelog, the facts lock, retired models in guides.
    name: 'nodes',
    run: (root) =>
      checkNodeCatalog({
        root,
        versions: VERSIONS,
        langs: LANGS.map((l) => l.lang),
        reference: { version: DEFAULT_VERSION, lang: DEFAULT_LANG },
      }).sections,
  },
  { name: 'translations', run: (root) => checkTranslationParity(root) },
  { name: 'labels', run: (root) => checkLabels(root) },
  {
    name: 'frontmatter',
    run: async (root) => [{ title: 'Frontmatter problems', problems: await checkFrontmatter(allPages(root), root) }],
  },
  { name: 'flows', run: (root) => flowSections(checkFlows(root).problems) },
  {
    // Loaded when run: the Markdown parser is most of what `scripts/check-nodes.ts` would otherwise load.
    name: 'pages',
    run: async (root) => {
      const { readDocs, linkProblems, componentProblems } = await import('./docPages');
      const { files, problems } = readDocs(root);
      return [
        { title: 'Pages the build cannot read', problems },
        { title: 'Dead links and anchors between pages', problems: linkProblems(files, root) },
        { title: 'Components the build cannot fill from data', problems: componentProblems(files, root) },
        { title: 'Pages a switch between editions cannot name', problems: titleProblems(root) },
      ];
    },
  },
];

export interface CheckResult {
  name: string;
  /** Sections with at least one problem. */
  sections: ProblemSection[];
  ms: number;
}

/**
 * Runs every check on the project at `root`, each on its own: one that throws (a file that cannot be read) is reported
 * as its problem and the others still run, so a contributor sees everything at once.
 */
export async function runChecks(root: string, checks: Check[] = CHECKS): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const check of checks) {
    const start = performance.now();
    let sections: ProblemSection[];
    try {
      sections = await check.run(root);
    } catch (error) {
      sections = [{ title: `The ${check.name} check stopped`, problems: [(error as Error).message] }];
    }
    results.push({
      name: check.name,
      sections: sections.filter((s) => s.problems.length),
      ms: performance.now() - start,
    });
  }
  return results;
}
