// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ConnectionStates } from '../../components/diagrams/ConnectionStates';
import { NodeAnatomy } from '../../components/diagrams/NodeAnatomy';
import { EditionContext } from '../../components/siteContext';
import { resolveFlow } from '../../data/flows/resolve';
import { validateFlow } from '../../data/flows/schema';
import { nodesIn } from '../../data/nodes/localized';

afterEach(cleanup);

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
