import { expect, type Page, test } from '@playwright/test';
import { LANGS, nodeIdOf, splitEdition, VERSIONS } from '../../../config/editions';
import { PRODUCT_TOKEN } from '../../../config/site';
import { nodesIn } from '../../../data/nodes/localized';
import type { CatalogNode } from '../../../data/nodes/schema';
import { sitePages } from '../../../scripts/lib/sitePages';
import { darkenInPlace, runAxe } from '../../support/axe';
import { type Finding, watch } from '../../support/watchPage';
import { gotoReady } from '../helpers';

/**
 * The sweep. Every page of the built site (all languages and versions) is opened once in Chromium and
 * must:
 * - load and hydrate without console errors, hydration mismatches, failed requests or requests to another origin;
 * - have no axe-core violation of WCAG 2.1 A and AA in the light theme, and no colour-contrast violation in the
 *   dark theme (the other rules do not depend on the theme). The navbar and sidebar are the same on every page of
 *   an edition, so they are checked in full on the first page of each edition and left out on the others. Node
 *   pages are one template filled from data, and data does not choose colours: every rule but the colour rules runs
 *   on every node page, and the colour rules, in both themes, on a sample of node pages that together show every
 *   category, socket type and property type of their edition (with every other page, in full);
 * - never show the product name token;
 * - if it is a node page, show the facts of its node from the data (name, summary, every socket and property,
 *   the diagram and the template's sections), in its own language and version.
 * The same rules in a real dark-theme load run on sample pages in axe.spec.ts.
 */

const PAGES = sitePages();
const CHUNKS = 12;
const CHROME = ['.rp-nav', '.rp-doc-layout__sidebar', '.rp-nav-screen'];
const NODE_SECTIONS = [
  'what-it-does',
  'sockets',
  'inputs',
  'outputs',
  'properties',
  'connects-from-and-to',
  'example-flow',
];

/** The first page of each edition in the list: where the navbar and sidebar get their full check. */
const chromeChecked = new Set(
  VERSIONS.flatMap((version) =>
    LANGS.map(({ lang }) =>
      PAGES.find((p) => {
        const e = splitEdition(p);
        return e.version === version && e.lang === lang && /\/guide\/./.test(p);
      }),
    ),
  ).filter((p): p is string => Boolean(p)),
);

/** The rules whose verdict depends on colours. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The node pages whose colours are checked: in each edition, a node joins the sample when it brings a category,
 * socket type, property type or notice (lifecycle, unconfirmed fact, retired option) no sampled node of that edition
 * has shown yet.
 */
const colourSample = new Set(PAGES.filter((path) => nodeIdOf(path) === null));
for (const version of VERSIONS) {
  for (const { lang } of LANGS) {
    const seen = new Set<string>();
    for (const node of nodesIn(lang, version)) {
      const traits = [
        `category:${node.category}`,
        ...[...node.inputs, ...node.outputs].map((socket) => `socket:${socket.type}`),
        ...node.properties.map((property) => `property:${property.type}`),
        // Notices have colours of their own: a retired or deprecated node, an unconfirmed fact, a retired option.
        ...(node.lifecycle
          ? [`lifecycle:${node.lifecycle.status}:${node.lifecycle.replacement ? 'link' : 'none'}`]
          : []),
        ...(node.source?.unconfirmed ? ['unconfirmed'] : []),
        ...node.properties
          .filter((property) => Object.keys(property.deprecatedOptions ?? {}).length > 0)
          .map(() => 'deprecated-option'),
      ];
      if (traits.every((trait) => seen.has(trait))) continue;
      for (const trait of traits) seen.add(trait);
      const path = PAGES.find((p) => {
        const edition = splitEdition(p);
        return nodeIdOf(p) === node.id && edition.lang === lang && edition.version === version;
      });
      if (path) colourSample.add(path);
    }
  }
}

async function axeFindings(page: Page, path: string, scheme: 'light' | 'dark'): Promise<Finding[]> {
  const colours = colourSample.has(path);
  if (scheme === 'dark' && !colours) return [];
  const violations = await runAxe(page, {
    // In the dark theme only the rules that depend on colours can change their verdict.
    rules: scheme === 'dark' ? COLOUR_RULES : undefined,
    disable: colours ? [] : COLOUR_RULES,
    exclude: chromeChecked.has(path) ? [] : CHROME,
  });
  return violations.map((v) => ({
    page: path,
    problem: `axe ${scheme} ${v.id} (${v.impact}): ${v.targets.join('; ')}`,
  }));
}

/** What a node page shows, read in one pass. */
function readNodePage(page: Page) {
  return page.evaluate(() => {
    const doc = document.querySelector('.rspress-doc');
    const text = (selector: string) =>
      [...(doc?.querySelectorAll(selector) ?? [])].map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim());
    return {
      h1: text('h1')[0]?.replace(/^#\s*|\s*#$/g, '') ?? '',
      body: (doc?.textContent ?? '').replace(/\s+/g, ' '),
      codes: text('table code'),
      strongs: text('td strong'),
      ids: [...(doc?.querySelectorAll('[id]') ?? [])].map((e) => e.id),
      diagrams: doc?.querySelectorAll('svg[role="img"]').length ?? 0,
    };
  });
}

function nodePageFindings(path: string, node: CatalogNode, shown: Awaited<ReturnType<typeof readNodePage>>) {
  const problems: string[] = [];
  if (shown.h1 !== node.name) problems.push(`H1 "${shown.h1}" is not the node's name "${node.name}"`);
  if (!shown.body.includes(node.summary.replace(/\s+/g, ' '))) problems.push('the summary is missing');
  if (shown.diagrams === 0) problems.push('no socket diagram');
  for (const socket of [...node.inputs, ...node.outputs]) {
    if (!shown.codes.includes(socket.name)) problems.push(`socket "${socket.name}" is not in the socket tables`);
  }
  for (const property of node.properties) {
    if (!shown.strongs.includes(property.name)) problems.push(`property "${property.name}" is not in its table`);
  }
  for (const id of NODE_SECTIONS) if (!shown.ids.includes(id)) problems.push(`section #${id} is missing`);
  return problems.map((problem) => ({ page: path, problem: `node page: ${problem}` }));
}

for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const pages = PAGES.filter((_, i) => i % CHUNKS === chunk);
  test(`every page ${chunk + 1}/${CHUNKS} (${pages.length} pages): loads cleanly, passes axe in both themes, shows its data`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000 + pages.length * 12_000);
    const origin = new URL(baseURL ?? '').origin;
    // Wide enough for the navbar's language, version and social menus (hidden up to 1280 px).
    const context = await browser.newContext({
      colorScheme: 'light',
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    // A remembered visit: the first-visit language redirect would otherwise move some pages.
    await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    const page = await context.newPage();
    const findings: Finding[] = [];
    let current = '';
    watch(page, origin, findings, () => current);
    for (const path of pages) {
      current = path;
      await gotoReady(page, path);
      // The product name token (config/site.ts) is replaced everywhere outside code.
      const prose = await page.evaluate(() => {
        const body = document.body.cloneNode(true) as HTMLElement;
        for (const code of body.querySelectorAll('code, pre')) code.remove();
        return body.textContent ?? '';
      });
      if (prose.includes(PRODUCT_TOKEN)) findings.push({ page: path, problem: `the token ${PRODUCT_TOKEN} is shown` });
      const id = nodeIdOf(path);
      if (id) {
        const { lang, version } = splitEdition(path);
        const node = nodesIn(lang, version).find((n) => n.id === id);
        if (!node) findings.push({ page: path, problem: `node page for "${id}", which ${version} does not have` });
        else findings.push(...nodePageFindings(path, node, await readNodePage(page)));
      }
      findings.push(...(await axeFindings(page, path, 'light')));
      if (colourSample.has(path)) {
        await darkenInPlace(page);
        findings.push(...(await axeFindings(page, path, 'dark')));
      }
    }
    await context.close();
    expect(findings, `${findings.length} problems`).toEqual([]);
  });
}
