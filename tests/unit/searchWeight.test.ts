import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { searchWeight } from '../../scripts/lib/searchWeight';

async function build(files: Record<string, string>): Promise<string> {
  const out = await mkdtemp(path.join(os.tmpdir(), 'search-weight-'));
  await mkdir(path.join(out, 'static/js/async'), { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(out, 'static/js/async', name), text);
  return out;
}
const kb = (text: string) => gzipSync(text, { level: 9 }).length / 1024;

describe('the search weight of a build', () => {
  it('sizes each edition index and the idle-loaded search code (its chunk and the one holding MiniSearch)', async () => {
    const files = {
      'search-index-v2-en-json.0a1b2c3d4e.js': 'english '.repeat(500),
      'search-index-v1-zh-json.0a1b2c3d4f.js': '中文 '.repeat(300),
      'search-engine.1234567890.js': 'engine code',
      '0n.abcdef0123.js': 'throw new Error("MiniSearch: cannot remove document with ID " + id)',
      // A page that names MiniSearch in its text is not search code (the README's pages do).
      'cq.abcdef0124.js': 'MiniSearch: first result right 93.8%',
      'route-abc.fedcba9876.js': 'a page',
    };
    const weight = await searchWeight(await build(files));
    expect(weight.indexGzipKb).toEqual({
      'v2.en': kb(files['search-index-v2-en-json.0a1b2c3d4e.js']),
      'v1.zh': kb(files['search-index-v1-zh-json.0a1b2c3d4f.js']),
    });
    expect(weight.engineFiles).toEqual(['0n.abcdef0123.js', 'search-engine.1234567890.js']);
    expect(weight.engineGzipKb).toBeCloseTo(kb(files['search-engine.1234567890.js']) + kb(files['0n.abcdef0123.js']));
  });

  it('names the folder when a build has no index or no search code chunk', async () => {
    await expect(searchWeight(await build({ 'search-engine.1234567890.js': '' }))).rejects.toThrow(
      'no search index chunk',
    );
    await expect(searchWeight(await build({ 'search-index-v2-en-json.0a1b2c3d4e.js': '' }))).rejects.toThrow(
      'no search code chunk',
    );
  });
});
