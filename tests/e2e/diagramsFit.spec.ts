import { expect, type Page, test } from '@playwright/test';
import { gotoReady } from './helpers';

/**
 * Every flow figure shows every node and socket inside its page column, without scrolling: the figure picks
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

/**
 * The guide's schematics (wireframes of the app, a node's parts and states) and the flow view keep every
 * label at 11 px or more at their default zoom. A schematic too wide for its column draws its narrow arrangement
 * (the Interface window, stacked) or keeps its readable size and scrolls sideways, saying so in words.
 */
const READABLE = 11;
const SCHEMATIC_PAGES = [
  '/guide/interface',
  '/guide/canvas',
  '/guide/nodes',
  '/guide/sockets',
  '/guide/api-keys',
  '/guide/sharing',
  '/guide/troubleshooting',
  '/v1/guide/interface',
  '/zh/guide/interface',
  '/zh/guide/nodes',
];

/** For each schematic: pictures shown, its smallest text on screen (px), how far it scrolls, and its hint. */
function schematics(page: Page) {
  return page.locator('main figure:not(:has(svg[data-columns])):has(svg[role="img"])').evaluateAll((figures) =>
    figures.map((figure) => {
      const shown = [...figure.querySelectorAll('svg[role="img"]')].filter(
        (svg) => getComputedStyle(svg).display !== 'none',
      ) as SVGSVGElement[];
      const svg = shown[0];
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const sizes = [...svg.querySelectorAll('text')].map(
        (text) => parseFloat(getComputedStyle(text).fontSize) * scale,
      );
      const box = svg.parentElement as HTMLElement;
      return {
        name: svg.querySelector('title')?.textContent ?? '',
        shown: shown.length,
        smallest: Math.min(...sizes),
        overflow: box.scrollWidth - box.clientWidth,
        hint: figure.querySelector('p')?.textContent ?? '',
        focusable: box.tabIndex === 0,
      };
    }),
  );
}

for (const width of [1280, 390, 320]) {
  test(`at ${width} px every schematic's labels read at ${READABLE} px or more`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    for (const path of SCHEMATIC_PAGES) {
      await gotoReady(page, path);
      // The hint follows the box's overflow through a ResizeObserver, after the layout settles: read until they agree.
      await expect(async () => {
        const figures = await schematics(page);
        expect(figures.length, path).toBeGreaterThan(0);
        for (const figure of figures) {
          const where = `${path}: ${figure.name}`;
          expect(figure.shown, where).toBe(1);
          expect(figure.smallest, where).toBeGreaterThanOrEqual(READABLE - 0.01);
          // On a laptop nothing scrolls; the app window never does, it is drawn stacked instead.
          if (width >= 1280 || /app window|应用窗口/.test(figure.name))
            expect(figure.overflow, where).toBeLessThanOrEqual(1);
          if (figure.overflow > 1) {
            expect(figure.hint, where).toMatch(/Scroll sideways|左右滑动/);
            expect(figure.focusable, where).toBe(true);
          } else {
            expect(figure.hint, where).toBe('');
          }
        }
      }).toPass({ timeout: 5_000 });
    }
  });
}

test('the Interface window is drawn as the app lays it out on a laptop and stacked on a phone', async ({ page }) => {
  const arrangement = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    return page.getByRole('img', { name: 'Main layout of the app window' }).evaluate((svg: SVGSVGElement) => {
      const { width: w, height: h } = svg.viewBox.baseVal;
      return w > h ? 'side by side' : 'stacked';
    });
  };
  await gotoReady(page, '/guide/interface');
  expect(await arrangement(1280)).toBe('side by side');
  expect(await arrangement(390)).toBe('stacked');
  expect(await arrangement(1280)).toBe('side by side');
});

for (const width of [1280, 390]) {
  test(`at ${width} px the flow view opens with every name at ${READABLE} px or more`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, '/guide/flows');
    await page
      .getByRole('button', { name: /^Explore / })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('group').first()).toBeVisible();
    // Every name sits in the canvas's viewport, scaled by its zoom (the matrix's first entry).
    const smallest = () =>
      dialog.getByRole('group').evaluateAll((nodes) =>
        Math.min(
          ...nodes.flatMap((node) => {
            const viewport = node.closest('.react-flow__viewport') as HTMLElement;
            const zoom = new DOMMatrix(getComputedStyle(viewport).transform).a;
            return [...node.querySelectorAll<HTMLElement>('*')]
              .filter((el) => [...el.childNodes].some((child) => child.nodeType === 3 && child.textContent?.trim()))
              .map((el) => parseFloat(getComputedStyle(el).fontSize) * zoom);
          }),
        ),
      );
    // The view settles its fit over a frame or two.
    await expect.poll(smallest).toBeGreaterThanOrEqual(READABLE - 0.01);
  });
}
