/**
 * Pastes into the search box that once froze the page for seconds (each query word was compared with the site's whole
 * vocabulary): the end-to-end tests check that the panel still answers them, and the benchmark reports the longest
 * task each causes. Deterministic, so every run pastes the same text.
 */
function randomHan(n: number): string {
  let seed = n;
  return Array.from({ length: n }, () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return String.fromCodePoint(0x4e00 + (seed % 20_000));
  }).join('');
}

export const HUGE_PASTES: [name: string, text: string][] = [
  [
    '10,000 characters of distinct words',
    Array.from({ length: 1500 }, (_, i) => `w${i.toString(36)}x`)
      .join(' ')
      .slice(0, 10_000),
  ],
  ['1,000 random Chinese characters', randomHan(1_000)],
  ['10,000 random Chinese characters', randomHan(10_000)],
];
