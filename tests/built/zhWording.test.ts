import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { expect, test } from 'vitest';
import { sitePages } from '../../scripts/lib/sitePages';

/**
 * No English UI wording on Chinese pages: the labels and range texts the node components render come from
 * components/node/nodeTexts.json and i18n.json in the page's language. Scans the built Chinese node pages' text
 * (outside code and diagrams) for the English texts of the node components' keys.
 */

type Table = Record<string, { en: string; zh: string }>;
const table = {
  ...(JSON.parse(readFileSync('i18n.json', 'utf8')) as Table),
  ...(JSON.parse(readFileSync('components/node/nodeTexts.json', 'utf8')) as Table),
};

/** The English texts the node components render, as patterns (`{{min}}` matches a number). */
const english = Object.entries(table)
  .filter(
    ([key, { en, zh }]) =>
      /^nodes\.(table|type|range|option|source|lifecycle|history)\./.test(key) && en !== zh && /[a-z]{2}/i.test(en),
  )
  .map(([key, { en }]) => {
    // `{{date}}` stands for a date, `{{min}}`, `{{max}}`, `{{step}}` and `{{count}}` for numbers, others for a word.
    const pattern = en
      .split(/(\{\{\w+\}\})/)
      .map((part) =>
        part === '{{date}}'
          ? '\\d{4}-\\d{2}-\\d{2}'
          : /^\{\{(min|max|step|count)\}\}$/.test(part)
            ? '-?\\d[\\d.]*'
            : /^\{\{\w+\}\}$/.test(part)
              ? '\\S+'
              : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    // A one-word label ("number", "Default") is the component's wording only as a table header or a detail line
    // (<th>, <span>): in prose, "text" or "image" in bold is a socket's name, which stays as the canvas shows it.
    const oneWord = !/\s/.test(en);
    return {
      key,
      oneWord,
      pattern: oneWord ? new RegExp(`^${pattern}$`) : new RegExp(`(^|[^A-Za-z])${pattern}($|[^A-Za-z])`),
    };
  });

/** The text a reader sees as UI wording: outside code, scripts and styles, and the diagrams, whose socket names are the canvas labels. */
function visibleTexts(html: string): { text: string; tag: string }[] {
  const found: { text: string; tag: string }[] = [];
  const open: string[] = [];
  const skip = new Set(['code', 'pre', 'script', 'style', 'noscript', 'svg']);
  let depth = 0;
  const parser = new Parser({
    onopentag(name) {
      open.push(name);
      if (depth > 0 || skip.has(name)) depth += 1;
    },
    onclosetag() {
      open.pop();
      if (depth > 0) depth -= 1;
    },
    ontext(text) {
      if (depth === 0 && text.trim()) found.push({ text: text.trim(), tag: open.at(-1) ?? '' });
    },
  });
  parser.write(html);
  parser.end();
  return found;
}

test('Chinese node pages show their labels, types and ranges in Chinese', () => {
  const pages = sitePages().filter((path) => /^\/(v1\/)?zh\/guide\/nodesref\/\w+Node$/.test(path));
  // Every node in v2 and the 1.x nodes in v1.
  expect(pages.length).toBeGreaterThan(120);
  expect(english.map((e) => e.key)).toEqual(
    expect.arrayContaining(['nodes.table.range', 'nodes.range.between', 'nodes.range.atLeast', 'nodes.type.number']),
  );
  const problems: string[] = [];
  for (const path of pages) {
    const html = readFileSync(`doc_build${path}.html`, 'utf8');
    for (const { text, tag } of visibleTexts(html)) {
      const hit = english.find((e) => (!e.oneWord || tag === 'th' || tag === 'span') && e.pattern.test(text));
      if (hit) problems.push(`${path}: "${text.slice(0, 80)}" (English text of ${hit.key})`);
    }
  }
  expect(problems).toEqual([]);
});
