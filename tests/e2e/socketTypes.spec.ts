import { expect, test } from '@playwright/test';
import { gotoReady } from './helpers';

interface CatalogEntry {
  id: string;
  name: string;
  inputs: { type: string }[];
  outputs: { type: string }[];
}

test.describe('a page per socket type', () => {
  test('lists every node that gives the type and every node that takes it, from the published catalogue', async ({
    page,
  }) => {
    const catalog = (await (await page.request.get('/guide/nodesref/catalog.json')).json()) as {
      nodes: CatalogEntry[];
    };
    await gotoReady(page, '/guide/sockets/image');
    await expect(page.getByRole('heading', { level: 1, name: 'Image Sockets' })).toBeVisible();
    for (const [heading, side] of [
      ['Nodes that give it', 'outputs'],
      ['Nodes that take it', 'inputs'],
    ] as const) {
      const expected = catalog.nodes.filter((n) => n[side].some((s) => s.type === 'image')).map((n) => n.id);
      const section = page.locator('h2', { hasText: heading }).locator('xpath=following-sibling::*[2]');
      const linked = await section
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => (a.getAttribute('href') ?? '').split('/').at(-1)));
      expect(linked.sort(), heading).toEqual(expected.sort());
    }
    await expect(page.getByRole('img', { name: /Cutout to product shot/ })).toBeVisible();
  });

  test('every type has its page in English and Chinese, which the legend and node pages link to', async ({ page }) => {
    await gotoReady(page, '/guide/sockets');
    const legend = page.getByRole('list', { name: 'Socket types' });
    for (const type of ['text', 'image', 'video', 'audio', 'mesh', 'style']) {
      await expect(legend.getByRole('link', { name: type, exact: true })).toHaveAttribute(
        'href',
        `/guide/sockets/${type}`,
      );
    }
    await gotoReady(page, '/guide/nodesref/FalFluxDevNode');
    await page.getByRole('link', { name: 'text', exact: true }).first().click();
    await expect(page).toHaveURL(/\/guide\/sockets\/text$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Text Sockets' })).toBeVisible();

    await gotoReady(page, '/zh/guide/sockets/style');
    await expect(page.getByRole('heading', { level: 1, name: '风格插槽' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '输出它的节点' })).toBeVisible();
  });

  test('the 1.x docs, which have no such pages, do not link to them', async ({ page }) => {
    await gotoReady(page, '/v1/guide/sockets');
    await expect(page.getByRole('list', { name: 'Socket types' }).getByRole('link')).toHaveCount(0);
  });
});
