import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leftOutWords, wordsToSend } from '../../plugins/searchIndex/indexPages';
import { normalize, tokenize } from '../../theme/search/engine';

/** The words leftOutWords sends, by the plain rule: the whole text segmented at once, no line passed over. */
const byFullSegmenting: typeof leftOutWords = (text, covered, telling, segmenter) => {
  const out: string[] = [];
  wordsToSend(segmenter.segment(normalize(text)), covered, telling, out);
  return out;
};

/** A fixed pseudo-random choice of telling words, so a failing case can be replayed. */
function tellingBy(seed: number) {
  return (term: string) => {
    let hash = seed;
    for (const ch of term) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) % 1_000_003;
    return hash % 3 !== 0;
  };
}

const docsRoot = path.join(import.meta.dirname, '../../docs');
const docs = readdirSync(docsRoot, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.mdx?$/.test(file))
  .sort()
  .map((file) => ({ file, text: readFileSync(path.join(docsRoot, file), 'utf8') }));

describe('the words a page sends beside its kept sentences', () => {
  it('are those a segmenting of the whole text sends, on every page of the docs in both languages', () => {
    expect(docs.length).toBeGreaterThan(300);
    const segmenters = {
      en: new Intl.Segmenter('en', { granularity: 'word' }),
      zh: new Intl.Segmenter('zh', { granularity: 'word' }),
    };
    docs.forEach(({ file, text }, i) => {
      const segmenter = file.split(path.sep).includes('zh') ? segmenters.zh : segmenters.en;
      const telling = tellingBy(i);
      // Covered: the words of the page's first lines, as the kept sentences cover some of a page.
      const known = tokenize(text.split('\n').slice(0, 20).join('\n'));
      expect(leftOutWords(text, new Set(known), telling, segmenter), file).toEqual(
        byFullSegmenting(text, new Set(known), telling, segmenter),
      );
    });
  });

  const zh = new Intl.Segmenter('zh', { granularity: 'word' });
  const all = () => true;

  it('reads a Chinese line word by word even when the tokenizer finds nothing new in it', () => {
    // "对口型": the segmenter finds one-character words the tokenizer's pairs never hold.
    const text = 'sync\n对口型';
    const covered = new Set(['sync', ...tokenize('对口型')]);
    expect(byFullSegmenting(text, new Set(covered), all, zh)).not.toEqual([]);
    expect(leftOutWords(text, new Set(covered), all, zh)).toEqual(byFullSegmenting(text, new Set(covered), all, zh));
  });

  it('ends a run of Chinese words at a line break', () => {
    // Words sent on two lines go as two stretches, not as one word that never stood in the text.
    const text = '模型\n生成视频';
    const covered = new Set<string>();
    expect(leftOutWords(text, covered, all, zh)).toEqual(byFullSegmenting(text, new Set<string>(), all, zh));
  });

  it('passes over a plain line with nothing to send, and reads one with a new telling word', () => {
    const en = new Intl.Segmenter('en', { granularity: 'word' });
    const covered = new Set(tokenize('the canvas holds nodes'));
    expect(leftOutWords('The canvas holds nodes.\nIt don’t render e.g. sockets', covered, all, en)).toEqual([
      'it',
      'don’t',
      'render',
      'e.g',
      'sockets',
    ]);
  });
});
