// @vitest-environment jsdom

import { readFileSync } from 'node:fs';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiKeysPanel } from '../../components/diagrams/ApiKeysPanel';
import { CanvasSelection } from '../../components/diagrams/CanvasSelection';
import { ConnectionStates } from '../../components/diagrams/ConnectionStates';
import { NARROW_BELOW_PX, READABLE_PX, readableWidth } from '../../components/diagrams/DiagramFigure';
import { InterfaceLayout, WIREFRAME_NODES } from '../../components/diagrams/InterfaceLayout';
import { NodeAnatomy } from '../../components/diagrams/NodeAnatomy';
import { NodeStates } from '../../components/diagrams/NodeStates';
import { ShareTab } from '../../components/diagrams/ShareTab';
import { EditionContext } from '../../components/siteContext';
import { PROVIDER_IDS } from '../../data/catalog';
import { FLOW_FILE_SUFFIX } from '../../data/flows/names';
import { resolveFlow } from '../../data/flows/resolve';
import { validateFlow } from '../../data/flows/schema';
import { NODES } from '../../data/nodes';
import { nodesIn } from '../../data/nodes/localized';

/** jsdom has no ResizeObserver: this one lets a test say when the box was resized. */
let resized: (() => void)[] = [];
beforeEach(() => {
  resized = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private callback: () => void) {}
      observe() {
        resized.push(this.callback);
      }
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function inEdition(lang: string, version: string, children: ReactNode) {
  return <EditionContext.Provider value={{ lang, version, base: '/' }}>{children}</EditionContext.Provider>;
}

describe('DiagramFigure', () => {
  it('gives each figure on a page its own title and description ids', () => {
    render(
      inEdition(
        'en',
        'v2',
        <>
          <ConnectionStates />
          <NodeStates />
          <ConnectionStates />
        </>,
      ),
    );
    const figures = screen.getAllByRole('img');
    expect(figures).toHaveLength(3);
    const ids = figures.map((f) => f.getAttribute('aria-labelledby'));
    expect(new Set(ids).size).toBe(3);
    for (const figure of figures) {
      expect(document.getElementById(figure.getAttribute('aria-describedby') ?? '')?.tagName).toBe('desc');
    }
  });
});

describe('DiagramFigure: readable text', () => {
  it('keeps text at 11 px: a figure scrolls rather than shrink below 11/minFont of its size', () => {
    expect(READABLE_PX).toBe(11);
    expect(readableWidth({ width: 576, minFont: 12 })).toBe(528);
    expect(readableWidth({ width: 420, minFont: 14 })).toBe(330);
    // Text larger than 11 units at full size never asks for more than the full size.
    expect(readableWidth({ width: 300, minFont: 10 })).toBe(300);
  });

  it('switches to the narrow arrangement at the width the CSS says', () => {
    const css = readFileSync('components/diagrams/DiagramFigure.module.css', 'utf8');
    expect(css).toContain(`@container (width < ${NARROW_BELOW_PX}px)`);
  });

  it('says in words that a figure scrolls sideways, fades the hidden side and lets the keyboard in, only while it does', () => {
    render(inEdition('en', 'v2', <ApiKeysPanel />));
    const box = screen.getByRole('img').parentElement as HTMLElement;
    const size = (scroll: number, client: number, left = 0) => {
      Object.defineProperty(box, 'scrollWidth', { value: scroll, configurable: true });
      Object.defineProperty(box, 'clientWidth', { value: client, configurable: true });
      box.scrollLeft = left;
    };
    expect(screen.queryByText('Scroll sideways to see the whole figure.')).toBeNull();
    expect(box.hasAttribute('tabindex')).toBe(false);

    size(422, 342);
    act(() => {
      for (const callback of resized) callback();
    });
    expect(screen.getByText('Scroll sideways to see the whole figure.')).toBeTruthy();
    expect(box.getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('region', { name: 'Settings → API Keys: one key connected, one refused' })).toBe(box);
    expect(box.hasAttribute('data-hidden-end')).toBe(true);
    expect(box.hasAttribute('data-hidden-start')).toBe(false);

    size(422, 342, 80);
    fireEvent.scroll(box);
    expect(box.hasAttribute('data-hidden-end')).toBe(false);
    expect(box.hasAttribute('data-hidden-start')).toBe(true);
    // Within a pixel of the end counts as the end (fractional scroll positions at browser zoom).
    size(422, 342, 79);
    fireEvent.scroll(box);
    expect(box.hasAttribute('data-hidden-end')).toBe(false);
    size(422, 342, 78);
    fireEvent.scroll(box);
    expect(box.hasAttribute('data-hidden-end')).toBe(true);

    size(422, 422);
    act(() => {
      for (const callback of resized) callback();
    });
    expect(screen.queryByText('Scroll sideways to see the whole figure.')).toBeNull();
    expect(box.hasAttribute('tabindex')).toBe(false);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('NodeStates', () => {
  it('draws the three states and the two markers, with the provider message the badge opens', () => {
    render(inEdition('en', 'v2', <NodeStates />));
    const figure = screen.getByRole('img', { name: "A node's three states and its two markers" });
    for (const label of ['Idle', 'Selected', 'Executing', 'Error badge', 'Outdated dot', 'Stop', 'Invalid API key']) {
      expect(figure.textContent).toContain(label);
    }
  });

  it('names the states as the Chinese Nodes page does', () => {
    render(inEdition('zh', 'v1', <NodeStates />));
    const figure = screen.getByRole('img', { name: '节点的三种状态与两种标记' });
    for (const label of ['空闲', '选中', '执行中', '红色错误标记', '过期圆点'])
      expect(figure.textContent).toContain(label);
  });
});

describe('ApiKeysPanel', () => {
  it('draws a key connected and a key refused, and counts the providers it leaves out', () => {
    render(inEdition('en', 'v2', <ApiKeysPanel />));
    const figure = screen.getByRole('img', { name: /API Keys: one key connected, one refused/ });
    const keyed = PROVIDER_IDS.filter((id) => id !== 'none').length;
    expect(figure.textContent).toMatch(/fal.*Connected/);
    expect(figure.textContent).toContain('OpenAI');
    expect(figure.textContent).toContain('Invalid API key');
    expect(figure.textContent).toContain(`and ${keyed - 4} more providers`);
    expect(figure.querySelector('desc')?.textContent).toContain(`(${keyed} in all)`);
  });
});

describe('ShareTab', () => {
  it('draws the Share tab active with its four ways out, and the flow file suffix', () => {
    render(inEdition('zh', 'v2', <ShareTab />));
    const figure = screen.getByRole('img', { name: '右侧栏的 Share 选项卡' });
    for (const label of ['Download outputs', 'Public link', 'Visible prompts', 'Create link', 'Save as template']) {
      expect(figure.textContent).toContain(label);
    }
    expect(figure.textContent).toContain('Download flow file');
    expect(figure.textContent).toContain(FLOW_FILE_SUFFIX);
  });
});

describe('CanvasSelection', () => {
  it('names the frame, the selection box and the minimap in the page language, with how to make each', () => {
    render(inEdition('zh', 'v1', <CanvasSelection />));
    const figure = screen.getByRole('img', { name: '在画布上选择节点和编入分组框' });
    for (const label of ['分组框', '选择框', '小地图', 'Ctrl/Cmd+G', '在空白画布上拖动', 'Image variants']) {
      expect(figure.textContent).toContain(label);
    }
    expect(figure.querySelector('desc')?.textContent).toContain('“Image variants”');
    // The dotted grid is a pattern the figure names itself, so two figures on a page do not share it.
    const pattern = figure.querySelector('pattern');
    expect(figure.innerHTML).toContain(`url(#${pattern?.id})`);
  });
});

describe('InterfaceLayout', () => {
  it('draws the 2.x tabs in the v2 docs and leaves them out of the v1 docs', () => {
    render(inEdition('en', 'v2', <InterfaceLayout />));
    for (const picture of screen.getAllByRole('img')) expect(picture.textContent).toContain('Style Training');
    cleanup();
    render(inEdition('en', 'v1', <InterfaceLayout />));
    for (const picture of screen.getAllByRole('img')) {
      expect(picture.textContent).not.toContain('Style Training');
      expect(picture.textContent).toContain('Node Properties');
    }
  });

  it("draws its nodes' names, sockets and properties as the catalogue has them, so the drawing never drifts from the data", () => {
    for (const drawn of Object.values(WIREFRAME_NODES)) {
      const node = NODES.find((n) => n.id === drawn.id);
      expect(node?.name, drawn.id).toBe(drawn.name);
      const names = (list: { name: string }[] | undefined) => (list ?? []).map((s) => s.name);
      for (const input of drawn.inputs) expect(names(node?.inputs), `${drawn.id} input`).toContain(input);
      for (const output of drawn.outputs) expect(names(node?.outputs), `${drawn.id} output`).toContain(output);
      for (const property of 'properties' in drawn ? drawn.properties : [])
        expect(names(node?.properties), `${drawn.id} property`).toContain(property);
    }
    render(inEdition('en', 'v2', <InterfaceLayout />));
    const [wide] = screen.getAllByRole('img');
    for (const property of WIREFRAME_NODES.generator.properties) expect(wide.textContent).toContain(property);
  });

  it('draws the window twice, as the app lays it out and stacked for a phone, with the same parts', () => {
    render(inEdition('en', 'v2', <InterfaceLayout />));
    const [wide, narrow] = screen.getAllByRole('img');
    const width = (svg: Element) => Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    // The app's layout reads at 11 px in a 1280 px window's page column (515 px with a classic scrollbar); the
    // stacked one down to a 320 px phone's 272.
    expect(readableWidth({ width: width(wide), minFont: 12 })).toBeLessThanOrEqual(NARROW_BELOW_PX);
    expect(readableWidth({ width: width(narrow), minFont: 12 })).toBeLessThanOrEqual(272);
    const words = (svg: Element) => [...svg.querySelectorAll('text')].map((text) => text.textContent).sort();
    expect(words(narrow)).toEqual(words(wide));
    expect(words(wide)).toEqual(expect.arrayContaining(['TOOLBAR', 'LEFT SIDEBAR', 'CANVAS', 'RIGHT SIDEBAR', 'Stop']));
  });
});

describe('ConnectionStates', () => {
  it('draws the four states, named and described in the page language', () => {
    render(
      <EditionContext.Provider value={{ lang: 'zh', version: 'v2', base: '/' }}>
        <ConnectionStates />
      </EditionContext.Provider>,
    );
    const figure = screen.getByRole('img', { name: /连线的四种状态/ });
    for (const state of ['空闲', '选中', '活动', '无效']) expect(figure.textContent).toContain(state);
    // The invalid connection joins a text output to an image input: two different shapes at its ends.
    expect(figure.querySelector('desc')?.textContent).toContain('图像输入');
  });
});

describe('NodeAnatomy', () => {
  async function anatomy(version: 'v1' | 'v2') {
    const name = version === 'v2' ? 'node-anatomy' : 'v1-node-anatomy';
    const { readFileSync } = await import('node:fs');
    const file = JSON.parse(readFileSync(`data/flows/${name}.json`, 'utf8'));
    return resolveFlow(
      validateFlow(file, name, (v) => nodesIn('en', v)),
      'en',
    );
  }

  it("draws the flow's node from the catalogue with its five parts numbered", async () => {
    render(<NodeAnatomy flow="node-anatomy" resolved={await anatomy('v2')} title="Parts" description="A node." />);
    const figure = screen.getByRole('img', { name: /Parts/ });
    for (const part of ['FLUX.1 [dev]', 'prompt', 'style', 'Header', 'Sockets', 'Body', 'Run button', 'Status']) {
      expect(figure.textContent).toContain(part);
    }
    expect(figure.textContent).toContain('Image size: landscape 16:9');
  });

  it('draws the 1.x node without the style socket, which 1.x does not have', async () => {
    render(<NodeAnatomy flow="v1-node-anatomy" resolved={await anatomy('v1')} title="Parts" description="A node." />);
    expect(screen.getByRole('img').textContent).not.toContain('style');
  });

  it('says a flow the build did not draw was not drawn', () => {
    expect(() => renderToString(<NodeAnatomy flow="node-anatomy" title="Parts" description="A node." />)).toThrow(
      /plugins\/flowFiles\.ts/,
    );
  });
});
