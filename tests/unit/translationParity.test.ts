import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pluginTranslationParity } from '../../plugins/translationParity';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const TEXTS = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../i18n.json'), 'utf8'));

/** A project with these pages under docs/ and the site's i18n.json (or `texts`). */
function site(pages: Record<string, string>, texts: Record<string, Record<string, string>> = TEXTS): string {
  const root = mkdtempSync(path.join(tmpdir(), 'patchbay-parity-'));
  dirs.push(root);
  writeFileSync(path.join(root, 'i18n.json'), JSON.stringify(texts));
  for (const [file, source] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(root, 'docs', file)), { recursive: true });
    writeFileSync(path.join(root, 'docs', file), source);
  }
  return root;
}

const run = (root: string, isProd = true) =>
  (pluginTranslationParity({ root }).config as (c: object, u: object, p: boolean) => Promise<object>)(
    { title: 'x' },
    {},
    isProd,
  );

describe('the translation check of the build', () => {
  it('stops the build on an English page without its Chinese page, naming the file', async () => {
    const root = site({
      'v2/en/guide/glossary.mdx': '# Glossary\n\n## Terms\n',
      'v2/zh/guide/index.mdx': '# 概览\n\n中文内容。\n',
      'v2/en/guide/index.mdx': '# Overview\n\nText.\n',
    });
    await expect(run(root)).rejects.toThrow('docs/v2/zh/guide/glossary: missing: en/guide/glossary.mdx has no zh page');
  });

  it('lets a site in parity through', async () => {
    const root = site({
      'v2/en/guide/index.mdx': '# Overview\n\nText.\n',
      'v2/zh/guide/index.mdx': '# 概览\n\n中文内容。\n',
    });
    await expect(run(root)).resolves.toEqual({ title: 'x' });
  });

  it('stops the build on a sidebar label without its Chinese text, and only warns in dev', async () => {
    const pages = {
      'v2/en/guide/index.mdx': '# Overview\n\nText.\n',
      'v2/zh/guide/index.mdx': '# 概览\n\n中文内容。\n',
    };
    const texts = { ...TEXTS, 'sidebar.quickStart': { en: 'Quick Start' } };
    await expect(run(site(pages, texts))).rejects.toThrow(
      'i18n.json has no text for these sidebar and nav labels:\n  - i18n.json: sidebar.quickStart (zh)',
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(run(site(pages, texts), false)).resolves.toEqual({ title: 'x' });
    expect(warn.mock.calls[0][0]).toContain('sidebar.quickStart (zh)');
    warn.mockRestore();
  });
});
