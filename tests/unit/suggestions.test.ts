import { describe, expect, it } from 'vitest';
import { type SearchDoc, SearchEngine } from '../../theme/search/engine';
import { expandDoc } from '../../theme/search/indexFormat';
import {
  highlightRanges,
  limitSuggestions,
  MAX_RESULTS,
  type Suggestion,
  suggestionsFor,
} from '../../theme/search/suggestions';

const item = (link: string, title = link.split('#')[0]): Suggestion => ({
  type: 'header',
  title,
  header: title,
  highlights: [],
  link,
});

describe('limitSuggestions', () => {
  it('keeps the first 7 suggestions', () => {
    const list = Array.from({ length: 12 }, (_, i) => item(`/p${i}`));
    expect(MAX_RESULTS).toBe(7);
    expect(limitSuggestions(list).map((s) => s.link)).toEqual(['/p0', '/p1', '/p2', '/p3', '/p4', '/p5', '/p6']);
  });

  it('lets one page take at most 2, grouped by page as the panel shows them', () => {
    const list = ['/a', '/a#x', '/a#y', '/a#z', '/b#1', '/c', '/b#2', '/b#3'].map((link) => item(link));
    // Grouped by page, so arrow keys follow the screen.
    expect(limitSuggestions(list).map((s) => s.link)).toEqual(['/a', '/a#x', '/b#1', '/b#2', '/c']);
  });
});

describe('highlightRanges', () => {
  it('marks whole words that start with a query word or its stem', () => {
    const text = 'Removal of the background removes it';
    const marks = highlightRanges(text, 'remove').map((r) => text.slice(r.start, r.start + r.length));
    expect(marks).toEqual(['Removal', 'removes']);
  });

  it('does not mark a word in the middle of another', () => {
    expect(highlightRanges('unflux FLUX.1', 'flux')).toEqual([{ start: 7, length: 4 }]);
  });

  it('marks Chinese by the query and its character pairs, merging overlaps', () => {
    const text = '删除连线的方法';
    const marks = highlightRanges(text, '删除连接').map((r) => text.slice(r.start, r.start + r.length));
    expect(marks).toEqual(['删除连']);
  });
});

describe('suggestionsFor', async () => {
  const docs: SearchDoc[] = [
    {
      routePath: '/guide/sockets',
      title: 'Sockets and Connections',
      content:
        'Drag from an output to an input.\nDeleting Connections\nTo delete a connection, click it and press Delete.',
      toc: [{ id: 'deleting-connections', text: 'Deleting Connections', depth: 2, charIndex: 33 }],
    },
    { routePath: '/nodes/kling', title: 'Kling 2.X', content: 'Generates video.', toc: [], keywords: ['kling'] },
  ];
  const engine = await SearchEngine.build(docs);

  it('suggests the title and the headings that name the query, linking to the heading', () => {
    const list = suggestionsFor(engine.search('connections'), 'connections');
    expect(list.map((s) => [s.type, s.link])).toEqual([
      ['title', '/guide/sockets'],
      ['header', '/guide/sockets#deleting-connections'],
    ]);
    expect(list[1].header).toBe('Sockets and Connections > Deleting Connections');
  });

  it('shows a snippet around a match in the text, under its section', () => {
    const [suggestion] = suggestionsFor(engine.search('press'), 'press');
    expect(suggestion.type).toBe('content');
    expect(suggestion.link).toBe('/guide/sockets#deleting-connections');
    const statement = suggestion.statement ?? '';
    const [mark] = suggestion.highlights;
    expect(statement.slice(mark.start, mark.start + mark.length)).toBe('press');
  });

  it('still lists a page found by a typo, under its title', () => {
    expect(suggestionsFor(engine.search('klnig'), 'klnig')).toEqual([
      {
        type: 'title',
        title: 'Kling 2.X',
        header: 'Kling 2.X',
        highlights: [],
        statement: 'Generates video.',
        statementHighlights: [],
        link: '/nodes/kling',
      },
    ]);
  });
});

describe('one entry per page, with words from its text', async () => {
  const node = expandDoc({
    r: '/nodes/kling',
    t: 'Kling 2.X',
    d: 'Kling 2.X node: generate 5- or 10-second clips on fal.',
    k: ['FalKling21VideoNode', 'kling', 'kling 2.1', 'kuaishou'],
    b: 'Runs on fal.',
    h: [
      ['tips', 2, 'Tips', 'Kling follows camera words well.'],
      ['outputs', 3, 'Outputs', 'A video.'],
      ['out-of-credits', 2, 'Out of Credits', 'Top up your fal balance.'],
    ],
  });
  const guide: SearchDoc = {
    routePath: '/guide/providers',
    title: 'Providers',
    content: 'Video models on fal: Kling, Hailuo and Veo.',
    toc: [],
  };
  const engine = await SearchEngine.build([node, guide]);

  it("shows a node's summary under its title, never the names it is found by", () => {
    const list = suggestionsFor(engine.search('kling'), 'kling');
    const [first] = list;
    expect(first.type).toBe('title');
    expect(first.statement).toBe('Kling 2.X node: generate 5- or 10-second clips on fal.');
    const mark = first.statementHighlights?.[0];
    expect(first.statement?.slice(mark?.start, (mark?.start ?? 0) + (mark?.length ?? 0))).toBe('Kling');
    for (const item of list) expect(item.statement ?? '').not.toContain('FalKling21VideoNode');
  });

  it('gives a page one entry and at most one section under it, not a title hit and a text hit', () => {
    const list = suggestionsFor(engine.search('kling'), 'kling');
    const ofNode = list.filter((s) => s.link.startsWith('/nodes/kling'));
    expect(ofNode.map((s) => s.type)).toEqual(['title', 'content']);
    expect(ofNode[1].link).toBe('/nodes/kling#tips');
    expect(list.filter((s) => s.link === '/guide/providers').map((s) => s.type)).toEqual(['content']);
  });

  it("leads with the heading that holds the most of the query's words, and shows its section's text", () => {
    const [first] = suggestionsFor(engine.search('out of credits'), 'out of credits');
    expect(first.type).toBe('header');
    expect(first.header).toBe('Kling 2.X > Out of Credits');
    expect(first.statement).toBe('Top up your fal balance.');
  });

  it('starts a snippet at its sentence when that is near, not mid-word or mid-sentence', async () => {
    const page: SearchDoc = {
      routePath: '/guide/x',
      title: 'X',
      content: `${'Filler words. '.repeat(8)}Version 2.1 of the tool. The second one names Zanzibar in it, and more words follow.`,
      toc: [],
    };
    const [hit] = suggestionsFor((await SearchEngine.build([page])).search('zanzibar'), 'zanzibar');
    expect(hit.statement?.startsWith('The second one names Zanzibar')).toBe(true);
  });

  it('marks no stop word: "out of credits" does not mark Outputs', () => {
    expect(highlightRanges('Outputs', 'out of credits')).toEqual([]);
    expect(highlightRanges('Out of Credits', 'out of credits').length).toBe(1);
  });
});
