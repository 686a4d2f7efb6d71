import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginTranslationParity } from '../../plugins/translationParity';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function site(pages: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'patchbay-parity-'));
  dirs.push(root);
  for (const [file, source] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(root, 'docs', file)), { recursive: true });
    writeFileSync(path.join(root, 'docs', file), source);
  }
  return root;
}

const run = (root: string) =>
  (pluginTranslationParity({ root }).config as (c: object) => Promise<object>)({ title: 'x' });

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
});
