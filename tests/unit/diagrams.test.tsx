// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiKeysPanel } from '../../components/diagrams/ApiKeysPanel';
import { CanvasSelection } from '../../components/diagrams/CanvasSelection';
import { ConnectionStates } from '../../components/diagrams/ConnectionStates';
import { InterfaceLayout } from '../../components/diagrams/InterfaceLayout';
import { NodeAnatomy } from '../../components/diagrams/NodeAnatomy';
import { NodeStates } from '../../components/diagrams/NodeStates';
import { ShareTab } from '../../components/diagrams/ShareTab';
import { EditionContext } from '../../components/siteContext';
import { PROVIDER_IDS } from '../../data/catalog';
import { FLOW_FILE_SUFFIX } from '../../data/flows/names';
import { resolveFlow } from '../../data/flows/resolve';
import { validateFlow } from '../../data/flows/schema';
import { nodesIn } from '../../data/nodes/localized';

afterEach(cleanup);

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

describe('NodeStates', () => {
  it('draws the three states and the two markers, with the provider message the badge opens', () => {
    render(inEdition('en', 'v2', <NodeStates />));
    const figure = screen.getByRole('img', { name: "A node's three states and its two markers" });
    for (const label of ['Idle', 'Selected', 'Executing', 'Error badge', 'Outdated dot', 'Stop', 'Invalid API key']) {
      expect(figure.textContent).toContain(label);
    }
    expect(figure.closest('figure')?.querySelector('[tabindex="0"]')).not.toBeNull();
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
    expect(screen.getByRole('img').textContent).toContain('Style Training');
    cleanup();
    render(inEdition('en', 'v1', <InterfaceLayout />));
    const v1 = screen.getByRole('img').textContent ?? '';
    expect(v1).not.toContain('Style Training');
    expect(v1).toContain('Node Properties');
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
