import { describe, expect, it, vi } from 'vitest';
import {
  optimalStringAlignment,
  queryWords,
  reportsProblem,
  type SearchDoc,
  SearchEngine,
  stem,
  tokenize,
} from '../../theme/search/engine';
import { MAX_QUERY_LENGTH, MAX_QUERY_WORDS } from '../../theme/search/queryBounds';

const doc = (routePath: string, title: string, content: string, extra: Partial<SearchDoc> = {}): SearchDoc => ({
  routePath,
  title,
  content,
  toc: [],
  ...extra,
});

const DOCS = [
  doc('/guide/quick-start', 'Quick Start', 'Build your first flow: a Text node connected to an image generator.'),
  doc('/nodes/bria', 'Bria Background Remove', 'Cuts the subject out of a photo.', {
    keywords: ['FalBriaBackgroundRemoveNode', 'fal-ai/bria/background/remove', 'rmbg', 'background removal', 'cutout'],
  }),
  doc('/nodes/kling', 'Kling 2.X', 'Generates video from a prompt or a start frame.', {
    keywords: ['kling', 'kuaishou', 'text to video', '可灵'],
  }),
  doc('/nodes/latentsync', 'LatentSync', 'Matches lip movement to a voice track.', {
    keywords: ['lip sync', 'lipsync', 'dubbing'],
  }),
  doc(
    '/guide/sockets',
    'Sockets and Connections',
    'Drag from an output to an input. To delete a connection, click it.',
    {
      toc: [{ id: 'delete', text: 'Delete a connection', depth: 2, charIndex: 40 }],
    },
  ),
  doc('/zh/guide/api-keys', 'API 密钥', '在设置中保存各个服务商的 API 密钥。'),
];

const top = (engine: SearchEngine, query: string) => engine.search(query, 3).map((h) => h.doc.routePath);

describe('the search engine', async () => {
  const engine = await SearchEngine.build(DOCS);

  it('stems English word forms to one word and splits Chinese into character pairs', () => {
    expect(stem('removal')).toBe(stem('remove'));
    expect(stem('removes')).toBe(stem('remove'));
    expect(stem('connections')).toBe(stem('connection'));
    expect(tokenize('API 密钥')).toEqual(['api', '密钥']);
    expect(tokenize('删除连接')).toEqual(['删除', '除连', '连接']);
  });

  it('ignores stop words and lone letters in a query, unless nothing else is left', () => {
    expect(queryWords('how to add a key')).toEqual(['add', 'key']);
    expect(queryWords('<b>zzqxjv</b>')).toEqual(['zzqxjv']);
    expect(queryWords('a')).toEqual(['a']);
  });

  it('puts the node whose name or model id is the whole query above a neighbour that mentions it more', async () => {
    const neighbours = await SearchEngine.build([
      doc(
        '/nodes/kling21',
        'Kling 2.1',
        'Kling 2.1 replaces Kling 1.6. Kling video, Kling motion, Kling 1.6 prompts.',
        {
          keywords: ['kling', 'fal-ai/kling-video/v2.1'],
        },
      ),
      doc('/nodes/kling16', 'Kling 1.6', 'Generates video.', { keywords: ['kling', 'fal-ai/kling-video/v1.6'] }),
    ]);
    expect(top(neighbours, 'Kling 1.6')[0]).toBe('/nodes/kling16');
    expect(top(neighbours, 'fal-ai/kling-video/v1.6')[0]).toBe('/nodes/kling16');
  });

  it('puts the page whose title starts with the query above shorter titles that hold it', async () => {
    const pages = await SearchEngine.build([
      doc('/guide/sockets/audio', 'Audio Sockets', 'Audio sockets carry sound between nodes.'),
      doc('/guide/sockets', 'Sockets and Connections', 'Sockets are where connections start and end.'),
      doc('/guide/sockets/video', 'Video Sockets', 'Video sockets carry clips between nodes.'),
    ]);
    expect(top(pages, 'sockets')[0]).toBe('/guide/sockets');
    expect(top(pages, 'audio sockets')[0]).toBe('/guide/sockets/audio');
  });

  it('names a node by its exact id, name or model id first, punctuation and case aside', () => {
    expect(top(engine, 'FalBriaBackgroundRemoveNode')[0]).toBe('/nodes/bria');
    expect(top(engine, 'fal-ai/bria/background/remove')[0]).toBe('/nodes/bria');
    expect(top(engine, 'kling 2.x')[0]).toBe('/nodes/kling');
  });

  it('finds a node by the task it does, through its aliases, even phrased another way', () => {
    expect(top(engine, 'remove background')[0]).toBe('/nodes/bria');
    expect(top(engine, 'background removal')[0]).toBe('/nodes/bria');
    expect(top(engine, 'lip sync')[0]).toBe('/nodes/latentsync');
    expect(top(engine, 'lipsync')[0]).toBe('/nodes/latentsync');
  });

  it('finds model names, with a typo, and as they are being typed', () => {
    expect(top(engine, 'Kling')[0]).toBe('/nodes/kling');
    expect(top(engine, 'klnig')[0]).toBe('/nodes/kling');
    expect(top(engine, 'kli')[0]).toBe('/nodes/kling');
    expect(top(engine, '可灵')[0]).toBe('/nodes/kling');
  });

  it('ranks a heading match and a Chinese title match', () => {
    expect(top(engine, 'delete a connection')[0]).toBe('/guide/sockets');
    expect(top(engine, 'API 密钥')[0]).toBe('/zh/guide/api-keys');
  });

  it('finds nothing for words that occur nowhere', () => {
    expect(engine.search('zzqxjv')).toEqual([]);
    expect(engine.search('   ')).toEqual([]);
  });

  it('points at where the matching word is in the text, for the highlight', () => {
    const [hit] = engine.search('cuts subject');
    expect(hit.doc.routePath).toBe('/nodes/bria');
    expect(hit.doc.content.slice(hit.match?.start, (hit.match?.start ?? 0) + (hit.match?.length ?? 0))).toMatch(
      /^(cuts|subject)$/i,
    );
  });
});

describe('the bounds on a query', () => {
  it('matches at most MAX_QUERY_WORDS distinct words, the first ones', () => {
    const pasted = Array.from({ length: 500 }, (_, i) => `word${i}x`).join(' ');
    const words = queryWords(pasted);
    expect(words).toHaveLength(MAX_QUERY_WORDS);
    expect(words[0]).toBe('word0x');
  });

  it('reads no further than MAX_QUERY_LENGTH characters, also in Chinese', () => {
    const han = Array.from({ length: 1000 }, (_, i) => String.fromCodePoint(0x4e00 + ((i * 7919) % 20000))).join('');
    expect(queryWords(han).length).toBeLessThanOrEqual(MAX_QUERY_WORDS);
    expect(queryWords(`kling ${'z'.repeat(MAX_QUERY_LENGTH)} sora`)).toEqual([
      'kling',
      'z'.repeat(MAX_QUERY_LENGTH - 6),
    ]);
  });

  it('ranks a deprecated or retired node below its replacement, and still finds it by its own name', async () => {
    const upscalers = [
      doc('/nodes/old-upscale', 'Video Upscale 1', 'Upscales a video with frame interpolation.', {
        keywords: ['FalOldUpscaleNode', 'video upscale', 'upscaler'],
        lifecycle: 'deprecated',
      }),
      doc('/nodes/new-upscale', 'Video Upscale 2', 'Upscales a video, with frame interpolation.', {
        keywords: ['FalNewUpscaleNode', 'video upscale', 'upscaler'],
      }),
      doc('/nodes/gone-upscale', 'Video Upscale 0', 'Upscales a video with frame interpolation.', {
        keywords: ['FalGoneUpscaleNode', 'video upscale', 'upscaler'],
        lifecycle: 'retired',
      }),
    ];
    const search = await SearchEngine.build(upscalers);
    expect(top(search, 'video upscale')).toEqual(['/nodes/new-upscale', '/nodes/old-upscale', '/nodes/gone-upscale']);
    expect(top(search, 'FalOldUpscaleNode')[0]).toBe('/nodes/old-upscale');
    expect(top(search, 'Video Upscale 0')[0]).toBe('/nodes/gone-upscale');
  });
});

describe("ranking for the reader's intent", async () => {
  const node = (id: string, title: string, content: string, toc: SearchDoc['toc'], extra: Partial<SearchDoc> = {}) =>
    doc(`/nodes/${id}`, title, content, { keywords: [id], toc, ...extra });
  const engine = await SearchEngine.build([
    // A node page with its own "Out of Credits" section, short, so BM25 favours it.
    node('lucy', 'Lucy Edit', 'Edits a video from a text instruction.\n\nOut of Credits\n\nTop up.', [
      { id: 'out-of-credits', text: 'Out of Credits', depth: 3, charIndex: 42 },
    ]),
    node('keyframes', 'Luma Ray', 'Animates between keyframes.', [], { description: 'Video from keyframes.' }),
    doc(
      '/guide/troubleshooting',
      'Troubleshooting',
      'Node Execution Issues\n\n"Insufficient credits" or Quota Errors\n\nYour account at the provider has run out of credit. Top up your balance with the provider, then run the node again.\n\nVideos Do Not Play in the Preview\n\nConvert the video to MP4.',
      {
        toc: [
          { id: 'runs', text: 'Node Execution Issues', depth: 2, charIndex: 0 },
          { id: 'credits', text: '"Insufficient credits" or Quota Errors', depth: 3, charIndex: 23 },
          { id: 'videos', text: 'Videos Do Not Play in the Preview', depth: 3, charIndex: 193 },
        ],
        answers: 'problems',
      },
    ),
    node('video', 'Video', 'Holds a video clip and plays it.', [], {
      description: 'Video node: import and play a clip.',
    }),
    doc('/guide/api-keys', 'API Keys', 'Paste each provider key in Settings. Keys are stored in your browser.'),
    doc('/guide/long', 'Long Runs', 'A long run can time out.'),
    node('kling', 'Kling 2.X', 'Video from a prompt.', [], { keywords: ['kling', 'FalKlingNode'] }),
  ]);

  it('sends a symptom to the page that answers it in general, before a node page section with the same words', () => {
    expect(top(engine, 'out of credits')[0]).toBe('/guide/troubleshooting');
    expect(top(engine, 'insufficient credits')[0]).toBe('/guide/troubleshooting');
    expect(top(engine, 'video does not play')[0]).toBe('/guide/troubleshooting');
  });

  it('still puts the node first when the query names it, not a page that only mentions its words', () => {
    expect(top(engine, 'video')[0]).toBe('/nodes/video');
    expect(top(engine, 'lucy edit')[0]).toBe('/nodes/lucy');
  });

  it('does not let a word being typed make a page its own: "key" is not "keyframes"', () => {
    expect(top(engine, 'api key')[0]).toBe('/guide/api-keys');
  });

  it('tries typos only when the words as typed find too little, so a name lists only pages that hold it', () => {
    expect(top(engine, 'kling')).toEqual(['/nodes/kling']);
    expect(top(engine, 'long')).toEqual(['/guide/long']);
    expect(top(engine, 'klnig')[0]).toBe('/nodes/kling');
  });

  it('counts a swap of two neighbouring letters as one edit, as readers mistype', () => {
    expect(optimalStringAlignment('klnig', 'kling')).toBe(1);
    expect(optimalStringAlignment('kling', 'long')).toBe(2);
    expect(optimalStringAlignment('seedrem', 'seedream')).toBe(1);
    expect(optimalStringAlignment('flux', 'flux')).toBe(0);
  });

  it('reads a query as a problem when it says something fails, in English and Chinese', () => {
    for (const query of ['video does not play', 'invalid api key', 'output is black', 'quota exceeded', '额度不足'])
      expect(reportsProblem(query), query).toBe(true);
    for (const query of ['play a video', 'api key', 'kling', '快速开始'])
      expect(reportsProblem(query), query).toBe(false);
  });
});

describe('building the ranking', () => {
  it('pauses for the browser whenever a slice of work passes 8 ms, and ranks the same', async () => {
    const docs = Array.from({ length: 30 }, (_, i) => doc(`/p${i}`, `Page ${i}`, `Words of page ${i}: word${i}.`));
    const clock = 0;
    const now = vi.spyOn(performance, 'now').mockImplementation(() => clock);
    let pauses = 0;
    const engine = await SearchEngine.build(docs, async () => {
      pauses++;
    });
    now.mockRestore();
    // The clock stood still: no slice passed 8 ms, so no pause.
    expect(pauses).toBe(0);
    let ticking = 0;
    const ticks = vi.spyOn(performance, 'now').mockImplementation(() => (ticking += 3));
    pauses = 0;
    const sliced = await SearchEngine.build(docs, async () => {
      pauses++;
    });
    ticks.mockRestore();
    // Each page's work reads 3 ms on the clock: a pause after every third page or so.
    expect(pauses).toBeGreaterThanOrEqual(8);
    expect(pauses).toBeLessThanOrEqual(15);
    expect(top(sliced, 'word17')).toEqual(top(engine, 'word17'));
    expect(top(sliced, 'word17')[0]).toBe('/p17');
  });
});
