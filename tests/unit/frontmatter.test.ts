import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { pluginFrontmatter } from '../../plugins/frontmatter';
import { frontmatterProblems } from '../../plugins/frontmatter/rules';

const page = (yaml: string) => `---\n${yaml}\n---\n\n# Title\n`;

describe('frontmatterProblems', () => {
  it('accepts the frontmatter of every page in docs/', () => {
    const files = readdirSync('docs', { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && /\.mdx?$/.test(e.name) && !e.parentPath.includes('fragments'))
      .map((e) => path.join(e.parentPath, e.name));
    expect(files.length).toBeGreaterThan(300);
    const problems = files.flatMap((file) => frontmatterProblems(readFileSync(file, 'utf8'), file));
    expect(problems).toEqual([]);
  });

  it('accepts a full, valid frontmatter', () => {
    const source = page(
      [
        'title: Quick Start',
        'description: Build a first flow.',
        'pageType: doc',
        'outline: false',
        'sidebar: placeholder',
        'overviewHeaders: [2, 3]',
        'head:',
        '  - [meta, { name: robots, content: noindex }]',
      ].join('\n'),
    );
    expect(frontmatterProblems(source, 'docs/x.mdx')).toEqual([]);
  });

  it.each([
    [
      'title: [unclosed\ndescription: x',
      /^docs\/x\.mdx:3: the frontmatter is not valid YAML \(Flow sequence[^)]*\]\)$/,
    ],
    ['description: x\ndescription: y', /^docs\/x\.mdx:3: the frontmatter is not valid YAML/],
    ['- just\n- a list', /^docs\/x\.mdx: the frontmatter must be a list of "field: value" lines$/],
    ['description: x\npageType: banana', /^docs\/x\.mdx: frontmatter field "pageType" must be one of home, doc/],
    ['description: x\noutline: "no"', /^docs\/x\.mdx: frontmatter field "outline" must be true or false, not "no"$/],
    ['description: x\ntitel: Hello', /^docs\/x\.mdx: unknown frontmatter field "titel" \(did you mean "title"\?\)$/],
    ['description: ""', /^docs\/x\.mdx: frontmatter field "description" must be a non-empty string/],
    ['title: Hello', /^docs\/x\.mdx: frontmatter field "description" is missing$/],
    ['description: x\noverviewHeaders: [2, 9]', /"overviewHeaders" must be a list of heading depths from 1 to 6/],
  ])('names the file and field for %j', (yaml, message) => {
    const problems = frontmatterProblems(page(yaml), 'docs/x.mdx');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('reports a frontmatter that is never closed, and a page without one', () => {
    expect(frontmatterProblems('---\ntitle: x\n\n# Hi\n', 'docs/x.mdx')).toEqual([
      'docs/x.mdx: the frontmatter has no closing "---" line',
    ]);
    expect(frontmatterProblems('# Hi\n', 'docs/x.mdx')).toEqual([
      'docs/x.mdx: frontmatter field "description" is missing',
    ]);
  });

  it('stops the build listing every page with its problem, and only warns in dev', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'frontmatter-'));
    writeFileSync(path.join(dir, 'a.mdx'), '# A\n');
    writeFileSync(path.join(dir, 'b.mdx'), '---\ndescription: B\n---\n# B\n');
    const routes = ['a.mdx', 'b.mdx'].map((file) => ({ absolutePath: path.join(dir, file) })) as never;
    const { routeGenerated } = pluginFrontmatter({ root: dir });
    await expect(routeGenerated?.(routes, true)).rejects.toThrow(
      '[patchbay:frontmatter] Frontmatter problems:\n  - a.mdx: frontmatter field "description" is missing',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(routeGenerated?.(routes, false)).resolves.toBeUndefined();
    expect(warn.mock.calls[0][0]).toContain('a.mdx: frontmatter field "description" is missing');
    warn.mockRestore();
    rmSync(dir, { recursive: true });
  });
});
