/**
 * Translation parity: every page of a version exists in every language, keeps the same heading ids
 * (so `#anchors` and language switching land on the same section), and a Chinese page is written in Chinese.
 * Pure functions over file contents; `scripts/check-translations.ts` and the unit tests call them.
 */
import GithubSlugger from 'github-slugger';
import { parse } from 'yaml';
import { PRODUCT_NAME, PRODUCT_TOKEN } from '../../config/site';

/** Each ATX heading outside code fences, in order: level and the text after the hashes. */
function headingLines(source: string): { level: number; raw: string }[] {
  const found: { level: number; raw: string }[] = [];
  let fence: string | null = null;
  for (const line of stripFrontmatter(source).split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading) found.push({ level: heading[1].length, raw: heading[2] });
  }
  return found;
}

/** A heading's text as a reader sees it: no custom id, link syntax or emphasis marks; the product's name filled in. */
function headingText(raw: string): string {
  return plainHeadingText(raw.replace(/\\?\{#[^}]+\}\s*$/, '')).replaceAll(PRODUCT_TOKEN, PRODUCT_NAME);
}

/** The h2–h6 headings: id and text. A heading written as `## Text {#custom-id}` keeps its id; others get the slug Rspress gives them. */
export function headings(source: string): { id: string; text: string }[] {
  const slugger = new GithubSlugger();
  return headingLines(source)
    .filter(({ level }) => level >= 2)
    .map(({ raw }) => {
      const custom = /\\?\{#([^}]+)\}\s*$/.exec(raw);
      const text = headingText(raw);
      if (!custom) return { id: slugger.slug(text), text };
      slugger.slug(custom[1]);
      return { id: custom[1], text };
    });
}

/** A page's title as Rspress takes it: the frontmatter's `title`, else the text of its first h1; null without either. */
export function pageTitle(source: string): string | null {
  const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(source)?.[1];
  const own: unknown = frontmatter ? parse(frontmatter)?.title : undefined;
  if (typeof own === 'string' && own.trim()) return own.trim().replaceAll(PRODUCT_TOKEN, PRODUCT_NAME);
  const h1 = headingLines(source).find(({ level }) => level === 1);
  return h1 ? headingText(h1.raw) : null;
}

/** Ids of the h2–h6 headings (see headings). */
export function headingIds(source: string): string[] {
  return headings(source).map((h) => h.id);
}

/**
 * One Chinese wording per English heading across every page and version: a heading that reads "Frames" in English
 * must read the same in Chinese wherever it appears (readers meet the term in the sidebar, outlines and search).
 * Headings are paired by id within a page. `pages` is keyed by version, then language, then page path.
 */
export function checkHeadingTerms(
  pages: Record<string, Record<string, Record<string, string>>>,
  reference = 'en',
  lang = 'zh',
): ParityProblem[] {
  const seen = new Map<string, Map<string, string[]>>();
  for (const [version, langs] of Object.entries(pages)) {
    const base = langs[reference] ?? {};
    const other = langs[lang] ?? {};
    for (const [path, source] of Object.entries(base)) {
      const translated = other[path];
      if (translated === undefined) continue;
      const theirs = new Map(headings(translated).map((h) => [h.id, h.text]));
      for (const { id, text } of headings(source)) {
        const wording = theirs.get(id);
        if (wording === undefined) continue;
        // "Nodes（节点）": a label of the app's interface, kept in English, with its Chinese term.
        const zh = /^[\x20-\x7e]+（(.+)）$/.exec(wording)?.[1] ?? wording;
        const key = text.toLowerCase();
        const byWording = seen.get(key) ?? new Map<string, string[]>();
        byWording.set(zh, [...(byWording.get(zh) ?? []), `${version}/${lang}/${path}#${id}`]);
        seen.set(key, byWording);
      }
    }
  }
  const problems: ParityProblem[] = [];
  for (const [english, byWording] of seen) {
    if (byWording.size < 2) continue;
    const variants = [...byWording].map(([zh, where]) => `"${zh}" (${where.join(', ')})`);
    problems.push({
      page: [...byWording.values()][0][0].split('#')[0],
      message: `the heading "${english}" reads ${byWording.size} ways in ${lang}: ${variants.join('; ')}`,
    });
  }
  return problems;
}

function plainHeadingText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .trim();
}

function stripFrontmatter(source: string): string {
  return source.replace(/^---\n[\s\S]*?\n---\n/, '');
}

/**
 * The prose of a page: without frontmatter, imports, code, JSX tags, link targets and HTML, so that
 * only the words a reader reads are counted.
 */
export function proseOf(source: string): string {
  return stripFrontmatter(source)
    .replace(/^(import|export)\s.*$/gm, '')
    .replace(/(```+|~~~+)[\s\S]*?\1/g, '')
    .replace(/`[^`\n]*`/g, '')
    .replace(/<[A-Za-z][\s\S]*?\/?>/g, '')
    .replace(/<\/[A-Za-z][^>]*>/g, '')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/\{#[^}]+\}/g, '')
    .replace(/%PRODUCT%/g, '');
}

/**
 * Share of Chinese in the prose, from 0 to 1. One Han character carries about as much as one English
 * word, so Han characters are weighed against Latin words, not letters.
 */
export function chineseShare(source: string): number {
  const prose = proseOf(source);
  const han = prose.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latinWords = prose.match(/[A-Za-z]{2,}/g)?.length ?? 0;
  if (han + latinWords === 0) return 1;
  return han / (han + latinWords * 1.5);
}

/** Below this share a Chinese page counts as "still mostly English". */
export const MIN_CHINESE_SHARE = 0.6;

export interface ParityProblem {
  page: string;
  message: string;
}

/**
 * Compares the pages of one version across languages. `pages` maps a language to its pages
 * (path relative to the language folder, e.g. `guide/quick-start.mdx`) and their sources.
 */
export function checkParity(pages: Record<string, Record<string, string>>, reference = 'en'): ParityProblem[] {
  const problems: ParityProblem[] = [];
  const base = pages[reference] ?? {};
  const langs = Object.keys(pages).filter((lang) => lang !== reference);
  const withoutExt = (path: string) => path.replace(/\.mdx?$/, '');
  for (const lang of langs) {
    const other = pages[lang];
    const otherByRoute = new Map(Object.keys(other).map((path) => [withoutExt(path), path]));
    const baseByRoute = new Map(Object.keys(base).map((path) => [withoutExt(path), path]));
    for (const [route, path] of baseByRoute) {
      const translated = otherByRoute.get(route);
      if (!translated) {
        problems.push({ page: `${lang}/${route}`, message: `missing: ${reference}/${path} has no ${lang} page` });
        continue;
      }
      const source = other[translated];
      const wanted = headingIds(base[path]);
      const got = headingIds(source);
      const missing = wanted.filter((id) => !got.includes(id));
      const extra = got.filter((id) => !wanted.includes(id));
      if (missing.length || extra.length) {
        problems.push({
          page: `${lang}/${translated}`,
          message: `heading ids differ from ${reference}/${path}${missing.length ? `; missing #${missing.join(', #')}` : ''}${extra.length ? `; extra #${extra.join(', #')}` : ''}`,
        });
      }
      if (lang === 'zh') {
        const share = chineseShare(source);
        if (share < MIN_CHINESE_SHARE) {
          problems.push({
            page: `${lang}/${translated}`,
            message: `mostly English: Chinese share ${share.toFixed(2)} is below ${MIN_CHINESE_SHARE}`,
          });
        }
      }
    }
    for (const [route, path] of otherByRoute) {
      if (!baseByRoute.has(route)) {
        problems.push({ page: `${lang}/${path}`, message: `extra: no ${reference} page ${route}` });
      }
    }
  }
  return problems;
}
