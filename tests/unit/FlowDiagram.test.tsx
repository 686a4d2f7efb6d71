// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FlowDiagram } from '../../components/FlowDiagram';
import { EditionContext } from '../../components/siteContext';
import { resolveFlow } from '../../data/flows/resolve';
import { validateFlow } from '../../data/flows/schema';
import { nodesIn } from '../../data/nodes/localized';

afterEach(cleanup);

/** A flow as the build draws it, from a flow file's content. */
function drawn(flow: Record<string, unknown>, lang = 'en') {
  const checked = validateFlow(
    { format: 1, name: 'example', title: 'Example', version: 'v2', runnable: false, ...flow },
    'example.json',
    (version) => nodesIn(lang, version),
  );
  return resolveFlow(checked, lang);
}

const textToImage = {
  nodes: [
    { id: 'prompt', node: 'TextNode' },
    { id: 'flux', node: 'FalFluxDevNode' },
  ],
  connections: [{ from: 'prompt.text', to: 'flux.prompt' }],
};

describe('FlowDiagram', () => {
  it('draws a flow file with the catalogue sockets and the page language label', async () => {
    const checked = validateFlow(
      {
        format: 1,
        name: 'renamed',
        title: 'Renamed prompt',
        version: 'v2',
        runnable: true,
        nodes: [
          { id: 'idea', node: 'TextNode', label: { en: 'idea', zh: '创意' } },
          { id: 'flux', node: 'FalFluxDevNode' },
        ],
        connections: [{ from: 'idea.text', to: 'flux.prompt' }],
      },
      'renamed.json',
      (version) => nodesIn('zh', version),
    );
    const resolved = await resolveFlow(checked, 'zh');
    render(
      <EditionContext.Provider value={{ lang: 'zh', version: 'v2', base: '/' }}>
        <FlowDiagram flow="renamed" title="改名的提示词" resolved={resolved} />
      </EditionContext.Provider>,
    );
    // The widest of the figure's pictures (jsdom applies no container queries, so all are there).
    const [figure] = screen.getAllByRole('img', { name: /改名的提示词/ });
    expect(figure.textContent).toContain('Text：创意');
    // FLUX.1 [dev]'s three inputs come from the data, not from the page.
    for (const socket of ['prompt', 'image', 'style']) expect(screen.getAllByText(socket).length).toBeGreaterThan(0);
  });

  it('says a flow the build did not draw was not drawn, instead of drawing nothing', () => {
    expect(() => renderToString(<FlowDiagram flow="text-to-image" />)).toThrow(/plugins\/flowFiles\.ts/);
  });

  it('is an image named by its title and described in words', async () => {
    render(<FlowDiagram title="Text to image" resolved={await drawn(textToImage)} />);
    const [figure] = screen.getAllByRole('img', { name: /Text to image/ });
    expect(figure).toHaveProperty('tagName', 'svg');
    expect(figure.querySelector('desc')?.textContent).toBe(
      'Text (text) connects to FLUX.1 [dev] (prompt) with a text connection.',
    );
    expect(screen.getAllByText('FLUX.1 [dev]').length).toBeGreaterThan(0);
  });

  it('uses the author description when given', async () => {
    render(<FlowDiagram title="T" description="A prompt becomes a picture." resolved={await drawn(textToImage)} />);
    for (const picture of screen.getAllByRole('img')) {
      expect(picture.querySelector('desc')?.textContent).toBe('A prompt becomes a picture.');
    }
  });

  it('colours edges and sockets by type, and outlines optional inputs', async () => {
    const { container } = render(<FlowDiagram title="T" resolved={await drawn(textToImage)} />);
    const strokes = [...container.querySelectorAll('path')].map((p) => p.getAttribute('stroke'));
    expect(strokes).toContain('var(--pb-socket-text)');
    const optional = [...container.querySelectorAll('path')].find(
      (p) => p.getAttribute('stroke') === 'var(--pb-socket-image)' && p.getAttribute('fill') === 'var(--rp-c-bg)',
    );
    expect(optional).toBeDefined();
  });

  it('draws an optional input that accepts many as two outlined shapes in its colour', async () => {
    const styled = await drawn({
      nodes: [
        { id: 'look', node: 'StyleNode' },
        { id: 'flux', node: 'FalFluxDevNode' },
      ],
      connections: [{ from: 'look.style', to: 'flux.style' }],
    });
    const { container } = render(<FlowDiagram title="T" resolved={styled} />);
    const outlined = [...(container.querySelector('svg')?.querySelectorAll('path') ?? [])].filter(
      (p) => p.getAttribute('fill') === 'var(--rp-c-bg)' && p.getAttribute('stroke') === 'var(--pb-socket-style)',
    );
    expect(outlined).toHaveLength(2);
  });

  it('renders on the server without browser APIs', async () => {
    expect(renderToString(<FlowDiagram title="T" resolved={await drawn(textToImage)} />)).toContain('<svg');
  });
});

describe('FlowDiagram notices', () => {
  const renderDrawn = async (flow: Record<string, unknown>, lang = 'en') => {
    const resolved = await drawn(flow, lang);
    render(
      <EditionContext.Provider value={{ lang, version: 'v2', base: '/' }}>
        <FlowDiagram resolved={resolved} title="Example" />
      </EditionContext.Provider>,
    );
    return resolved;
  };

  it('lists a deprecated model a node runs by default, linking the node, and marks the node', async () => {
    // OpenAI's chat node defaults to gpt-4.1, which OpenAI deprecated: it stops on 2027-01-14.
    await renderDrawn({ nodes: [{ id: 'chat', node: 'OpenAIChatNode' }], connections: [] });
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe('GPT with Model gpt-4.1 is deprecated: it stops running on 2027-01-14.');
    expect(screen.getByRole('link', { name: 'GPT' }).getAttribute('href')).toBe('/guide/nodesref/OpenAIChatNode');
    expect(document.querySelectorAll('svg [data-kind="deprecated"]').length).toBeGreaterThan(0);
  });

  it('lists nothing when the flow sets a current model', async () => {
    await renderDrawn({
      nodes: [{ id: 'chat', node: 'OpenAIChatNode', properties: { Model: 'gpt-5.1' } }],
      connections: [],
    });
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(document.querySelector('svg [data-kind]')).toBeNull();
  });

  it('says a retired node is retired and what to use instead, in the page language', async () => {
    await renderDrawn({ nodes: [{ id: 'veo', node: 'FalVeoNode' }], connections: [] }, 'zh');
    const item = screen.getByRole('listitem');
    expect(item.textContent).toMatch(/^据报 Veo 3 已于 2026-06-30 停用；提供方尚未证实。请改用 .+。$/);
    expect(item.getAttribute('data-kind')).toBe('reported');
    expect(document.querySelector('svg [data-kind="retired"]')).not.toBeNull();
  });

  it('names a node the reader renamed as the picture does', async () => {
    await renderDrawn({ nodes: [{ id: 'veo', node: 'FalVeoNode', label: 'shot' }], connections: [] });
    expect(screen.getByRole('listitem').textContent).toMatch(/^Veo 3: shot is reported retired since 2026-06-30;/);
  });

  it('names the option to choose instead of a retired one', async () => {
    const resolved = await drawn({ nodes: [{ id: 'groq', node: 'GroqChatNode' }], connections: [] });
    const [notice] = resolved.nodes[0].notices ?? [];
    expect(`${notice.before}Groq${notice.after}`).toBe(
      'Groq with Model llama-3.3-70b-versatile was retired on 2026-08-16: it no longer runs. Choose openai/gpt-oss-120b instead.',
    );
  });
});

describe('FlowDiagram actions', () => {
  const withEdition = (node: React.ReactNode, base = '/') => (
    <EditionContext.Provider value={{ lang: 'en', version: 'v2', base }}>{node}</EditionContext.Provider>
  );

  it('offers a flow file to explore, copy and download, under the base path', async () => {
    render(withEdition(<FlowDiagram title="Text to image" resolved={await drawn(textToImage)} />, '/docs/'));
    expect(screen.getByRole('button', { name: 'Explore Text to image' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Copy flow Text to image' })).toBeDefined();
    const download = screen.getByRole('link', { name: 'Download example.patchbay.json' });
    expect(download.getAttribute('href')).toBe('/docs/flows/example.patchbay.json');
    expect(download.getAttribute('download')).toBe('example.patchbay.json');
  });

  it('has no actions for a drawing that is not a flow file (a node page socket diagram)', () => {
    render(
      <FlowDiagram title="Sockets" nodes={[{ id: 'a', label: 'A', kind: 'primitive', inputs: [], outputs: [] }]} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('copies the published file and says so, or says why it could not', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('example.patchbay.json')
        ? new Response('{"format":1}', { status: 200 })
        : new Response('', { status: 404, statusText: 'Not Found' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const resolved = await drawn(textToImage);
      const { rerender } = render(withEdition(<FlowDiagram title="T" resolved={resolved} />));
      fireEvent.click(screen.getByRole('button', { name: /Copy flow/ }));
      expect(await screen.findByText('Copied example.patchbay.json to the clipboard.')).toBeDefined();
      expect(fetchMock).toHaveBeenCalledWith('/flows/example.patchbay.json');
      expect(writeText).toHaveBeenCalledWith('{"format":1}');

      rerender(withEdition(<FlowDiagram title="T" resolved={{ ...resolved, name: 'gone' }} />));
      fireEvent.click(screen.getByRole('button', { name: /Copy flow/ }));
      expect(await screen.findByText('Could not copy the flow (404 Not Found). Use Download instead.')).toBeDefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the copy success for 2 s: still there at 1,999 ms, gone at 2,000; a failure stays', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn(async () => {}) } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('example.patchbay.json') ? new Response('{}') : new Response('', { status: 404 }),
      ),
    );
    const resolved = await drawn(textToImage);
    vi.useFakeTimers();
    try {
      const { rerender } = render(withEdition(<FlowDiagram title="T" resolved={resolved} />));
      const status = screen.getByRole('status');
      fireEvent.click(screen.getByRole('button', { name: /Copy flow/ }));
      // The copy resolves in microtasks; no timer moves until the test says so.
      await act(async () => {});
      expect(status.textContent).toBe('Copied example.patchbay.json to the clipboard.');
      act(() => vi.advanceTimersByTime(1_999));
      expect(status.textContent).toBe('Copied example.patchbay.json to the clipboard.');
      act(() => vi.advanceTimersByTime(1));
      expect(status.textContent).toBe('');

      rerender(withEdition(<FlowDiagram title="T" resolved={{ ...resolved, name: 'gone' }} />));
      fireEvent.click(screen.getByRole('button', { name: /Copy flow/ }));
      await act(async () => {});
      act(() => vi.advanceTimersByTime(60_000));
      expect(status.textContent).toMatch(/^Could not copy the flow/);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe('FlowDiagram fitting its column', () => {
  const chain = {
    nodes: [
      { id: 'idea', node: 'TextNode' },
      { id: 'flux', node: 'FalFluxDevNode' },
      { id: 'upscale', node: 'FalEsrganNode' },
    ],
    connections: [
      { from: 'idea.text', to: 'flux.prompt' },
      { from: 'flux.image', to: 'upscale.image' },
    ],
  };

  it('draws a three-column flow three ways, each shown over its own range of widths', async () => {
    const resolved = await drawn(chain);
    const html = renderToString(<FlowDiagram flow="example" resolved={resolved} title="Chain" />);
    const svgs = [...html.matchAll(/<svg[^>]*data-columns="(\d)"[^>]*>/g)].map((m) => m[0]);
    expect(svgs.map((svg) => /data-columns="(\d)"/.exec(svg)?.[1])).toEqual(['3', '2', '1']);
    const attr = (svg: string, name: string) => new RegExp(`${name}="(\\d+)"`).exec(svg)?.[1];
    // Widest: from 90% of its width (704 px → 634 → 650 on the ladder); no upper end.
    expect(attr(svgs[0], 'data-fit-from')).toBe('650');
    expect(attr(svgs[0], 'data-fit-to')).toBeUndefined();
    // Two columns a row: 460 px → 414 → 450, up to where the widest takes over.
    expect(attr(svgs[1], 'data-fit-from')).toBe('450');
    expect(attr(svgs[1], 'data-fit-to')).toBe('650');
    // One column (212 px): below 450, with no lower end, shrinking to 75% before it scrolls.
    expect(attr(svgs[2], 'data-fit-from')).toBeUndefined();
    expect(attr(svgs[2], 'data-fit-to')).toBe('450');
    expect(svgs[2]).toContain('min-width:159px');
    // Each picture has its own name and description (only the one shown is in the accessibility tree).
    expect(new Set([...html.matchAll(/<title id="([^"]+)"/g)].map((m) => m[1])).size).toBe(3);
  });

  it('draws a one-column flow once, without ranges', async () => {
    const single = await drawn({ nodes: [{ id: 'flux', node: 'FalFluxDevNode' }], connections: [] });
    const html = renderToString(<FlowDiagram flow="example" resolved={single} title="T" />);
    expect(html.match(/<svg[^>]*data-columns/g)).toHaveLength(1);
    expect(html).not.toContain('data-fit-');
  });
});
