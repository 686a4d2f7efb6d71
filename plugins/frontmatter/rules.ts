import { isMap, parseDocument } from 'yaml';

/**
 * Page frontmatter, checked before the build. Rspress itself only warns about YAML it cannot parse and then builds
 * the page with no frontmatter and no content; a typo in a field name or a wrong type goes unnoticed. Here both
 * fail the build with the file, the line where it can, and the field.
 */

type Check = (value: unknown) => string | undefined;

const PAGE_TYPES = ['home', 'doc', 'doc-wide', 'custom', 'blank', '404'];

const nonEmptyString: Check = (v) => (typeof v === 'string' && v.trim() !== '' ? undefined : 'a non-empty string');
const boolean: Check = (v) => (typeof v === 'boolean' ? undefined : 'true or false');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every field a page may set, with what it must hold (Rspress's own fields and none of ours beyond them). */
const FIELDS: Record<string, Check> = {
  title: nonEmptyString,
  description: nonEmptyString,
  titleSuffix: (v) => (typeof v === 'string' ? undefined : 'a string'),
  pageType: (v) => (typeof v === 'string' && PAGE_TYPES.includes(v) ? undefined : `one of ${PAGE_TYPES.join(', ')}`),
  overview: boolean,
  navbar: boolean,
  outline: boolean,
  footer: boolean,
  lineNumbers: boolean,
  search: boolean,
  // What the page answers, for the search's ranking (theme/search/engine.ts, PROBLEM_BOOST).
  searchAnswers: (v) => (v === 'problems' ? undefined : '"problems"'),
  sidebar: (v) => (typeof v === 'boolean' || v === 'placeholder' ? undefined : "true, false or 'placeholder'"),
  overviewHeaders: (v) =>
    Array.isArray(v) && v.every((d) => Number.isInteger(d) && d >= 1 && d <= 6)
      ? undefined
      : 'a list of heading depths from 1 to 6',
  icon: nonEmptyString,
  tag: nonEmptyString,
  context: nonEmptyString,
  head: (v) =>
    Array.isArray(v) && v.every((e) => Array.isArray(e) && typeof e[0] === 'string' && isObject(e[1]))
      ? undefined
      : 'a list of [tag, attributes] pairs',
  hero: (v) => (isObject(v) ? undefined : 'a mapping (name, text, tagline, image, actions)'),
  features: (v) =>
    Array.isArray(v) && v.every((f) => isObject(f) && typeof f.title === 'string')
      ? undefined
      : 'a list of features, each with a title',
};

/** Fields every page must set. */
const REQUIRED = ['description'];

/** Closest known field name to a misspelt one (edit distance at most 2), for the error message. */
function suggestion(key: string): string | undefined {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const current = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = current;
      }
    }
    return row[b.length];
  };
  return Object.keys(FIELDS)
    .map((name) => ({ name, d: distance(key.toLowerCase(), name.toLowerCase()) }))
    .filter(({ d }) => d <= 2)
    .sort((a, b) => a.d - b.d)[0]?.name;
}

/** The YAML between the opening and closing `---`, with the line it starts on; undefined when there is none. */
function frontmatterBlock(source: string): { yaml: string; firstLine: number } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\s*(\r?\n|$)/.exec(source);
  if (!match) return undefined;
  return { yaml: match[1], firstLine: 2 };
}

/** Problems with one page's frontmatter, each naming the file (and line) and the field. */
export function frontmatterProblems(source: string, file: string): string[] {
  const block = frontmatterBlock(source);
  if (!block) {
    if (source.startsWith('---')) return [`${file}: the frontmatter has no closing "---" line`];
    return REQUIRED.map((field) => `${file}: frontmatter field "${field}" is missing`);
  }
  const document = parseDocument(block.yaml, { uniqueKeys: true });
  if (document.errors.length > 0) {
    return document.errors.map((error) => {
      const line = error.linePos?.[0].line;
      const where = line === undefined ? file : `${file}:${line + block.firstLine - 1}`;
      // The parser's own position is relative to the YAML block; the file line is given instead.
      const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
      return `${where}: the frontmatter is not valid YAML (${message})`;
    });
  }
  if (document.contents !== null && !isMap(document.contents)) {
    return [`${file}: the frontmatter must be a list of "field: value" lines`];
  }
  const data = (document.toJS() ?? {}) as Record<string, unknown>;
  const problems: string[] = [];
  for (const [key, value] of Object.entries(data)) {
    const check = FIELDS[key];
    if (!check) {
      const close = suggestion(key);
      problems.push(`${file}: unknown frontmatter field "${key}"${close ? ` (did you mean "${close}"?)` : ''}`);
      continue;
    }
    const expected = check(value);
    if (expected)
      problems.push(`${file}: frontmatter field "${key}" must be ${expected}, not ${JSON.stringify(value)}`);
  }
  for (const field of REQUIRED) {
    if (!(field in data)) problems.push(`${file}: frontmatter field "${field}" is missing`);
  }
  return problems;
}
