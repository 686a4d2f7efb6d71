import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { DomUtils, Parser, parseDocument } from 'htmlparser2';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { visit } from 'unist-util-visit';
import { expect, test } from 'vitest';
import { LANGS, routePrefix, splitEdition, VERSIONS } from '../../config/editions';
import { SITE_ORIGIN } from '../../config/site';
import { llmsFullPages } from '../../plugins/builtPages/markdownCopies';
import { LIVE_CLASS } from '../../plugins/liveCode';
import { sitePages } from '../../scripts/lib/sitePages';
import { serveBuild } from './serveBuild';

/**
 * For machines: llms.txt and llms-full.txt per language and version, a Markdown copy of every page,
 * sitemap.xml and robots.txt, and per-page description, canonical URL and Open Graph tags, as the build wrote them
 * and a static host serves them. The "Copy Markdown" button is tested in a browser (tests/e2e/machineReadable.spec.ts).
 */

const PAGES = sitePages().filter((p) => p !== '/404');
const fileOf = (route: string, ext: string) => `doc_build${route.endsWith('/') ? `${route}index` : route}${ext}`;
const attr = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const get = serveBuild();

test("llms.txt lists every edition's pages as Markdown links, and llms-full.txt holds their text", async () => {
  for (const [prefix, heading, page] of [
    ['', 'Quick Start', '/guide/quick-start.md'],
    ['/zh', '快速开始', '/zh/guide/quick-start.md'],
    ['/v1', 'Quick Start', '/v1/guide/quick-start.md'],
    ['/v1/zh', '快速开始', '/v1/zh/guide/quick-start.md'],
  ]) {
    const index = await get(`${prefix}/llms.txt`);
    expect(index.status, `${prefix}/llms.txt`).toBe(200);
    const text = await index.text();
    expect(text).toMatch(/^# Patchbay/);
    expect(text).toContain(`[${heading}](${SITE_ORIGIN}${page})`);
    const full = await (await get(`${prefix}/llms-full.txt`)).text();
    expect(full).toContain(`# ${heading}`);
    expect(full.length).toBeGreaterThan(100_000);
  }
});

test('every page has a Markdown copy, and components read as Markdown in it', async () => {
  const missing = PAGES.filter((p) => !existsSync(fileOf(p, '.md')));
  expect(missing).toEqual([]);
  const quickStart = await (await get('/guide/quick-start.md')).text();
  expect(quickStart).toContain('# Quick Start');
  expect(quickStart).toContain('## What you build');
  // The flow diagram is its title and description, not the labels of its SVG run together.
  expect(quickStart).toContain("**Text to image.** A Text node's text output feeds the prompt input");
  const node = await (await get('/guide/nodesref/FalFluxDevNode.md')).text();
  expect(node).toContain('- **Node:** `FalFluxDevNode`');
  expect(node).toContain('- **Model ID:** `fal-ai/flux/dev`');
  expect(node).toContain('| `prompt`');
  // The node landing page: each category's nodes with their facts, not its filters' labels run together.
  const landing = await (await get('/guide/nodesref/index.md')).text();
  expect(landing).toContain(
    `- [FLUX.1 [dev]](${SITE_ORIGIN}/guide/nodesref/FalFluxDevNode.md): Generates detailed, photorealistic images`,
  );
  expect(landing).toContain('(`FalFluxDevNode` · fal)');
  expect(landing).not.toContain('FilterCategory');
  const zh = await (await get('/zh/guide/nodesref/FalFluxDevNode.md')).text();
  expect(zh).toContain('- **节点:** `FalFluxDevNode`');
});

test('sitemap.xml lists every page once by its absolute URL, and robots.txt points to it', async () => {
  const sitemap = await (await get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.length).toBe(new Set(locs).size);
  expect(locs.sort()).toEqual(PAGES.map((p) => `${SITE_ORIGIN}${p}`).sort());
  expect(await (await get('/robots.txt')).text()).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
});

test('every page has its description, canonical URL, Open Graph title, URL and image, and absolute hreflang links to its translations', () => {
  const problems: string[] = [];
  for (const route of PAGES) {
    const html = readFileSync(fileOf(route, '.html'), 'utf8');
    const url = `${SITE_ORIGIN}${route}`;
    const description = attr(html, /<meta name="description" content="([^"]*)"/);
    if (!description || description.length < 25) problems.push(`${route}: description "${description ?? ''}"`);
    if (attr(html, /<link rel="canonical" href="([^"]*)"/) !== url) problems.push(`${route}: canonical`);
    if (attr(html, /<meta property="og:url" content="([^"]*)"/) !== url) problems.push(`${route}: og:url`);
    if (!attr(html, /<meta property="og:title" content="([^"]+)"/)) problems.push(`${route}: og:title`);
    const image = attr(html, /<meta property="og:image" content="([^"]*)"/) ?? '';
    if (!image.startsWith(`${SITE_ORIGIN}/`) || !existsSync(`doc_build${image.slice(SITE_ORIGIN.length)}`)) {
      problems.push(`${route}: og:image "${image}"`);
    }
    // The page in each language of its version that has it, itself included, when any other language has it.
    const { rest, version } = splitEdition(route);
    const translations = LANGS.map(({ lang }) => ({ lang, route: `${routePrefix(version, lang)}${rest}` })).filter(
      (t) => PAGES.includes(t.route),
    );
    const expected = translations.length > 1 ? translations.map((t) => `${t.lang} ${SITE_ORIGIN}${t.route}`) : [];
    const found = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)"/g)].map(
      ([, lang, href]) => `${lang} ${href}`,
    );
    if (found.join() !== expected.join()) problems.push(`${route}: hreflang ${found.join(', ')}`);
  }
  expect(problems).toEqual([]);
});

test('pages name a tab icon and a 180 px home-screen icon, and the site serves both', async () => {
  const html = await (await get('/guide/quick-start')).text();
  const icon = attr(html, /<link rel="icon" href="([^"]+)"/);
  const touchIcon = attr(html, /<link rel="apple-touch-icon" href="([^"]+)"/);
  expect(icon, 'tab icon link').toBe('/favicon.svg');
  expect(touchIcon, 'home-screen icon link').toBe('/apple-touch-icon.png');
  const svg = await get(icon ?? '');
  expect(svg.headers.get('content-type')).toContain('image/svg+xml');
  const png = await get(touchIcon ?? '');
  expect(png.headers.get('content-type')).toContain('image/png');
  // A PNG's size is in its header chunk: width and height as 32-bit numbers from byte 16.
  const bytes = Buffer.from(await png.arrayBuffer());
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([180, 180]);
});

/** Every Markdown copy and llms*.txt file of the build, relative to doc_build/. */
function markdownFiles(): string[] {
  return readdirSync('doc_build', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') || /(^|\/)llms(-full)?\.txt$/.test(file))
    .sort();
}

/** The targets of a Markdown text's links, images and definitions, and of the href and src of its inline HTML. */
function markdownTargets(text: string): string[] {
  const tree = fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const targets: string[] = [];
  // A definition no link uses is not shown (the README's bench table markers, `[bench-start]: #`).
  const used = new Set<string>();
  visit(tree, (node) => {
    if (node.type === 'linkReference' || node.type === 'imageReference') used.add(node.identifier);
  });
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'image') targets.push(node.url);
    if (node.type === 'definition' && used.has(node.identifier)) targets.push(node.url);
    if (node.type === 'html') {
      const parser = new Parser({
        onopentag: (_name, attrs) => targets.push(...[attrs.href, attrs.src].filter((v) => v !== undefined)),
      });
      parser.end(node.value);
    }
  });
  return targets;
}

/**
 * The parts of a text whose links are not already checked elsewhere: a page of llms-full.txt (llmsFullPages) that is
 * exactly the copy it names has the copy's links.
 * Parsing the whole of each llms-full.txt again doubled the test's time.
 */
function partsToCheck(file: string, text: string): string[] {
  if (!file.endsWith('llms-full.txt')) return [text];
  return llmsFullPages(text).filter((part) => {
    const header = /^---\nurl: ([^\n]*)\n---\n\n/.exec(part);
    const copy = header && new URL(header[1]).pathname;
    if (!copy || !existsSync(`doc_build${copy}`)) return part !== '';
    return part.slice(header[0].length).trimEnd() !== readFileSync(`doc_build${copy}`, 'utf8').trimEnd();
  });
}

test('every link in every Markdown copy and llms*.txt is absolute, or to a heading of the same copy', () => {
  const files = markdownFiles();
  expect(files.length).toBeGreaterThan(PAGES.length);
  const problems: string[] = [];
  for (const file of files) {
    const targets = partsToCheck(file, readFileSync(`doc_build/${file}`, 'utf8')).flatMap(markdownTargets);
    for (const target of targets) {
      // A fragment stays with the text it is in: "#fal" is read as a heading of the same copy wherever it goes.
      if (!/^(https?:\/\/|mailto:|#[^#\s]+$)/.test(target)) problems.push(`${file}: ${target}`);
    }
  }
  expect(problems).toEqual([]);
});

/** Text as a reader reads it: whitespace collapsed, and none beside CJK punctuation, which takes no spaces. */
const readable = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/ ?([\u3000-\u303f\uff00-\uffef]) ?/g, '$1')
    .trim();

/** The text of a Markdown copy, its blocks a space apart; code and the tags of inline HTML (`<kbd>`) left out. */
function copyText(markdown: string): string {
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const out: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'code' || node.type === 'html') return 'skip';
    if ('value' in node) out.push(node.value);
    if (node.type === 'break' || node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell') {
      out.push(' ');
    }
  });
  return readable(out.join(''));
}

type Element = ReturnType<typeof DomUtils.findAll>[number];

/** The blocks checked, and the elements that hold blocks (a block holding one is not checked itself). */
const CHECKED = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th', 'dt', 'dd']);
const HOLDS_BLOCKS = new Set([...CHECKED, 'blockquote', 'div']);
const classes = (el: Element) => (el.attribs.class ?? '').split(/\s+/);

/**
 * The blocks the page itself writes, each holding no other block: paragraphs, list items, table cells and headings of
 * the article (heading anchors left out). A component's blocks carry its class and it writes its own Markdown,
 * tested with it; a live example is left out, because the copy has the code under it.
 */
function pageBlocks(html: string): string[] {
  const doc = parseDocument(html);
  const article = DomUtils.findOne((el) => classes(el).includes('rspress-doc'), doc.children, true);
  if (!article) return [];
  const inLive = (el: Element) => {
    for (let up = el.parent; up && 'attribs' in up; up = up.parent) if (classes(up).includes(LIVE_CLASS)) return true;
    return false;
  };
  return DomUtils.findAll((el) => {
    if (!CHECKED.has(el.name)) return false;
    const own = !el.attribs.class || (/^h\d$/.test(el.name) && classes(el).includes('rp-toc-include'));
    return own && !DomUtils.findOne((inner) => HOLDS_BLOCKS.has(inner.name), el.children, true) && !inLive(el);
  }, article.children)
    .map((el) => {
      const text = DomUtils.getChildren(el)
        .filter((child) => !('attribs' in child && classes(child as Element).includes('rp-header-anchor')))
        .map((child) => DomUtils.textContent(child))
        .join('');
      return readable(text);
    })
    .filter((text) => text !== '');
}

test("each Markdown copy keeps every paragraph, list item, table cell and heading of its page's text", () => {
  const problems: string[] = [];
  let checked = 0;
  for (const route of PAGES) {
    const html = fileOf(route, '.html');
    if (!existsSync(html)) continue;
    const copy = copyText(readFileSync(fileOf(route, '.md'), 'utf8'));
    for (const block of pageBlocks(readFileSync(html, 'utf8'))) {
      checked++;
      if (!copy.includes(block)) problems.push(`${fileOf(route, '.md')}: "${block.slice(0, 120)}"`);
    }
  }
  expect(checked).toBeGreaterThan(10_000);
  expect(problems).toEqual([]);
});

test("each edition's llms.txt lists every page of the edition once, with its description", () => {
  const problems: string[] = [];
  for (const version of VERSIONS) {
    for (const { lang } of LANGS) {
      const prefix = routePrefix(version, lang);
      const text = readFileSync(`doc_build${prefix}/llms.txt`, 'utf8');
      const entries = [...text.matchAll(/^- \[.*?\]\((https?:\/\/[^\s)]+)\)(: .+)?$/gm)];
      const routes = entries.map(([, url]) => {
        const path = url.slice(SITE_ORIGIN.length).replace(/\.md$/, '');
        return path.endsWith('/index') ? path.slice(0, -'index'.length) : path;
      });
      const expected = PAGES.filter((p) => {
        const of = splitEdition(p);
        return of.version === version && of.lang === lang;
      });
      expect(routes.sort(), `${prefix}/llms.txt`).toEqual(expected.sort());
      for (const [line, , description] of entries) if (!description) problems.push(`${prefix}/llms.txt: ${line}`);
    }
  }
  expect(problems).toEqual([]);
});
