import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keptSentences, type Section, sentencesOf } from '../../plugins/searchIndex/indexPages';

/**
 * The selection keptSentences makes, by the plain rule: each round, scan every sentence still in the running and
 * take the one that adds the most weight of uncovered words per byte (the earliest of equals, and only a gain above
 * zero); keep it if the text stays within the budget after gzip, else drop it from the running.
 */
function byScan(page: Section[], budget: number, known: string[], weight: (term: string) => number): string[][][] {
  const all = sentencesOf(page);
  const covered = new Set(known);
  const out = new Set<(typeof all)[number]>();
  const refused = new Set<(typeof all)[number]>();
  let text = '';
  for (;;) {
    let best: (typeof all)[number] | undefined;
    let bestGain = 0;
    for (const sentence of all) {
      if (out.has(sentence) || refused.has(sentence)) continue;
      let gain = 0;
      for (const term of sentence.terms) if (!covered.has(term)) gain += weight(term);
      gain /= sentence.bytes;
      if (gain > bestGain) {
        bestGain = gain;
        best = sentence;
      }
    }
    if (!best) break;
    if (gzipSync(`${text}\n${best.text}`, { level: 9 }).length > budget) {
      refused.add(best);
      continue;
    }
    text += `\n${best.text}`;
    out.add(best);
    for (const term of best.terms) covered.add(term);
  }
  return page.map((section, s) =>
    section.paragraphs.map((sentences, p) =>
      sentences.filter((_, n) => [...out].some((k) => k.s === s && k.p === p && k.n === n)),
    ),
  );
}

/** A small deterministic random source, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

describe('the sentences an index keeps of a page', () => {
  it('are the ones a scan of every sentence each round would keep, on 200 random pages', () => {
    // Few distinct words and weights from a short list: equal gains and ties between sentences are common.
    const words = [
      'canvas',
      'node',
      'flow',
      'image',
      'video',
      'prompt',
      'model',
      'key',
      'socket',
      'run',
      'text',
      'fal',
    ];
    for (let seed = 1; seed <= 200; seed++) {
      const next = random(seed);
      const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
      const sentence = () =>
        Array.from({ length: 1 + Math.floor(next() * 8) }, () => pick(words))
          .join(' ')
          .concat('.');
      const page: Section[] = Array.from({ length: 1 + Math.floor(next() * 3) }, () => ({
        paragraphs: Array.from({ length: 1 + Math.floor(next() * 4) }, () =>
          Array.from({ length: 1 + Math.floor(next() * 5) }, sentence),
        ),
      }));
      const weights = new Map(words.map((word) => [word, pick([0, 0.5, 1, 1, 2])]));
      const weight = (term: string) => weights.get(term) ?? 1;
      const known = next() < 0.5 ? [pick(words)] : [];
      const budget = pick([40, 60, 90, 150, 400]);
      expect(keptSentences(page, budget, known, weight), `seed ${seed}`).toEqual(byScan(page, budget, known, weight));
    }
  });
});
