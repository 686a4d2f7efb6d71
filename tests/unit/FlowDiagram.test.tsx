// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { FlowDiagram } from '../../components/FlowDiagram';
import type { FlowNode } from '../../components/flowLayout';
import { EditionContext } from '../../components/siteContext';
import { resolveFlow } from '../../data/flows/resolve';
import { validateFlow } from '../../data/flows/schema';
import { nodesIn } from '../../data/nodes/localized';

afterEach(cleanup);

const nodes: FlowNode[] = [
  { id: 'prompt', label: 'Text', kind: 'primitive', inputs: [], outputs: [{ name: 'text', type: 'text' }] },
  {
    id: 'flux',
    label: 'FLUX.1 [dev]',
    kind: 'executable',
    inputs: [
      { name: 'prompt', type: 'text' },
      { name: 'image', type: 'image', optional: true },
    ],
    outputs: [{ name: 'image', type: 'image' }],
  },
];
const edges = [{ from: 'prompt.text', to: 'flux.prompt' }];

describe('FlowDiagram', () => {
  it('draws a flow file with the catalogue sockets and the page language label', () => {
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
    const resolved = resolveFlow(checked, 'zh');
    render(
      <EditionContext.Provider value={{ lang: 'zh', version: 'v2', base: '/' }}>
        <FlowDiagram flow="renamed" title="改名的提示词" resolved={resolved} />
      </EditionContext.Provider>,
    );
    const figure = screen.getByRole('img', { name: /改名的提示词/ });
    expect(figure.textContent).toContain('Text：创意');
    // FLUX.1 [dev]'s three inputs come from the data, not from the page.
    for (const socket of ['prompt', 'image', 'style']) expect(screen.getAllByText(socket).length).toBeGreaterThan(0);
  });

  it('says a flow the build did not draw was not drawn, instead of drawing nothing', () => {
    expect(() => renderToString(<FlowDiagram flow="text-to-image" />)).toThrow(/plugins\/flowFiles\.ts/);
  });

  it('is an image named by its title and described in words', () => {
    render(<FlowDiagram title="Text to image" nodes={nodes} edges={edges} />);
    const figure = screen.getByRole('img', { name: /Text to image/ });
    expect(figure).toHaveProperty('tagName', 'svg');
    expect(figure.querySelector('desc')?.textContent).toBe(
      'Text (text) connects to FLUX.1 [dev] (prompt) with a text connection.',
    );
    expect(screen.getByText('FLUX.1 [dev]')).toBeDefined();
  });

  it('uses the author description when given', () => {
    render(<FlowDiagram title="T" description="A prompt becomes a picture." nodes={nodes} edges={edges} />);
    expect(screen.getByRole('img').querySelector('desc')?.textContent).toBe('A prompt becomes a picture.');
  });

  it('colours edges and sockets by type, and outlines optional inputs', () => {
    const { container } = render(<FlowDiagram title="T" nodes={nodes} edges={edges} />);
    const strokes = [...container.querySelectorAll('path')].map((p) => p.getAttribute('stroke'));
    expect(strokes).toContain('var(--pb-socket-text)');
    const optional = [...container.querySelectorAll('path')].find(
      (p) => p.getAttribute('stroke') === 'var(--pb-socket-image)' && p.getAttribute('fill') === 'var(--rp-c-bg)',
    );
    expect(optional).toBeDefined();
  });

  it('draws an optional input that accepts many as two outlined shapes in its colour', () => {
    const styled: FlowNode[] = [
      { id: 'style', label: 'Style', kind: 'primitive', inputs: [], outputs: [{ name: 'style', type: 'style' }] },
      {
        id: 'flux',
        label: 'FLUX.1 [dev]',
        kind: 'executable',
        inputs: [{ name: 'style', type: 'style', optional: true, many: true }],
        outputs: [{ name: 'image', type: 'image' }],
      },
    ];
    const { container } = render(
      <FlowDiagram title="T" nodes={styled} edges={[{ from: 'style.style', to: 'flux.style' }]} />,
    );
    const outlined = [...container.querySelectorAll('path')].filter(
      (p) => p.getAttribute('fill') === 'var(--rp-c-bg)' && p.getAttribute('stroke') === 'var(--pb-socket-style)',
    );
    expect(outlined).toHaveLength(2);
  });

  it('renders on the server without browser APIs', () => {
    expect(renderToString(<FlowDiagram title="T" nodes={nodes} edges={edges} />)).toContain('<svg');
  });
});
