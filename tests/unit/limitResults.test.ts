import { describe, expect, it } from 'vitest';
import { limitResults, MAX_RESULTS } from '../../theme/search/limitResults';

const group = (name: string, n: number) => ({
  group: name,
  result: Array.from({ length: n }, (_, i) => `${name}${i}`),
});

describe('limitResults', () => {
  it('keeps the first 7 suggestions across groups and drops emptied groups', () => {
    const groups = [group('a', 4), group('b', 5), group('c', 2)];
    limitResults(groups);
    expect(MAX_RESULTS).toBe(7);
    expect(groups.map((g) => g.result)).toEqual([
      ['a0', 'a1', 'a2', 'a3'],
      ['b0', 'b1', 'b2'],
    ]);
  });

  it('keeps the first group when it is empty, so the panel can say there are no results', () => {
    const groups = [group('a', 0), group('b', 0)];
    limitResults(groups);
    expect(groups).toEqual([group('a', 0)]);
  });

  it('leaves fewer results alone and ignores groups that are not lists', () => {
    const groups = [group('a', 2), { group: 'custom', result: { html: 'x' } }];
    limitResults(groups);
    expect(groups).toEqual([group('a', 2), { group: 'custom', result: { html: 'x' } }]);
  });

  it('lets one page take at most 2 suggestions, so the next pages come up', () => {
    const hit = (link: string) => ({ link, title: link.split('#')[0] });
    const groups = [
      {
        group: 'docs',
        result: [hit('/a'), hit('/a#x'), hit('/a#y'), hit('/a#z'), hit('/b#1'), hit('/c'), hit('/b#2'), hit('/b#3')],
      },
    ];
    limitResults(groups);
    // Grouped by page as the panel shows them, so arrow keys follow the screen.
    expect(groups[0].result.map((r) => r.link)).toEqual(['/a', '/a#x', '/b#1', '/b#2', '/c']);
  });
});
