import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leftOutWords } from '../../plugins/searchIndex/indexPages';
import { CJK, normalize, tokenize } from '../../theme/search/engine';

/**
 * The words leftOutWords sends, by the plain rule: segment the whole text at once, send each word that holds a
 * telling word not yet covered; Chinese words that stood together stay together, and so does a one-character word
 * between two sent ones.
 */
function byFullSegmenting(
  text: string,
  covered: Set<string>,
  telling: (term: string) => boolean,
  segmenter: Intl.Segmenter,
): string[] {
  const out: string[] = [];
  let run: { word: string; sent: boolean }[] = [];
  const flush = () => {
    run.forEach((item, i) => {
      if (!item.sent && item.word.length === 1 && run[i - 1]?.sent && run[i + 1]?.sent) item.sent = true;
    });
    let stretch = '';
    for (const { word, sent } of run) {
      if (sent) stretch += word;
      else if (stretch) {
        out.push(stretch);
        stretch = '';
      }
    }
    if (stretch) out.push(stretch);
    run = [];
  };
  for (const { segment, isWordLike } of segmenter.segment(normalize(text))) {
    const chinese = isWordLike && CJK.test(segment);
    if (!chinese) flush();
    if (!isWordLike) continue;
    const terms = tokenize(segment);
    const sent = terms.some((term) => !covered.has(term) && telling(term));
    for (const term of terms) covered.add(term);
    if (chinese) run.push({ word: segment, sent });
    else if (sent) out.push(segment);
  }
  flush();
  return out;
}

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
