import { expect, type Page, test } from '@playwright/test';
import { gotoReady } from './helpers';

/**
 * Issue 36: every flow figure shows every node and socket inside its page column, without scrolling: the figure picks
 * the widest of its pictures (the flow as laid out, or wrapped into rows of fewer columns) that fits at 90% or more.
 */

const PAGES = [
  '/guide/',
  '/guide/quick-start',
  '/guide/concepts',
  '/guide/sockets',
  '/guide/flows',
  '/guide/importing-data',
  '/guide/providers',
  '/guide/styles',
  '/guide/templates',
  '/guide/nodesref/FalKling21VideoNode',
  '/guide/nodesref/FalLatentSyncNode',
  '/zh/guide/flows',
];

/** For each flow figure: how many pictures show, and how far the shown one reaches past its box (px). */
function fits(page: Page) {
  return page.locator('figure:has(svg[data-columns])').evaluateAll((figures) =>
    figures.map((figure) => {
      const shown = [...figure.querySelectorAll('svg[data-columns]')].filter(
        (svg) => getComputedStyle(svg).display !== 'none',
      );
      const box = (shown[0]?.parentElement as HTMLElement) ?? figure;
      const frame = box.getBoundingClientRect();
      const drawn = shown[0]?.getBoundingClientRect();
      return {
        shown: shown.length,
        beyond: Math.max(0, (drawn?.right ?? 0) - frame.right, box.scrollWidth - box.clientWidth),
        scale: drawn ? drawn.width / Number(shown[0].getAttribute('viewBox')?.split(' ')[2]) : 0,
      };
    }),
  );
}

for (const [width, minScale] of [
  [1280, 0.9],
  [390, 0.9],
] as const) {
  test(`at ${width} px every flow figure shows one picture, whole, at ${minScale * 100}% or more`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await gotoReady(page, path);
      const figures = await fits(page);
      expect(figures.length, path).toBeGreaterThan(0);
      for (const [index, figure] of figures.entries()) {
        const where = `${path} figure ${index + 1}`;
        expect(figure.shown, where).toBe(1);
        expect(figure.beyond, where).toBeLessThanOrEqual(1);
        expect(figure.scale, where).toBeGreaterThanOrEqual(minScale - 0.001);
      }
    }
  });
}

test('a figure changes picture as its column narrows and widens', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoReady(page, '/guide/flows');
  const figure = page.locator('figure:has(svg[data-columns="4"])').first();
  const shown = () =>
    figure.evaluate((f) =>
      [...f.querySelectorAll('svg[data-columns]')]
        .filter((svg) => getComputedStyle(svg).display !== 'none')
        .map((svg) => svg.getAttribute('data-columns')),
    );
  const columnsAt = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    return (await shown()).join();
  };
  const wide = await columnsAt(1440);
  const laptop = await columnsAt(1280);
  const phone = await columnsAt(375);
  expect(Number(phone)).toBeLessThan(Number(laptop));
  expect(Number(laptop)).toBeLessThanOrEqual(Number(wide));
  expect(phone).toBe('1');
  expect(await columnsAt(1280)).toBe(laptop);
});
