import { expect, type Locator, test } from '@playwright/test';
import { gotoReady, sidebarLandmark } from './helpers';

/**
 * Pages lead with what a reader came for: a node page's first section in the first screen, tables that read on a
 * phone, an overview whose filter sits by what it filters, a changelog with an outline, and text that keeps its
 * lines together.
 */

/** Whether an element's text wraps inside a word anywhere (a line ends on a letter and the next starts on one). */
function breaksMidWord(element: Locator) {
  return element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    let previous: { top: number; char: string } | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (!rect) continue;
        if (previous && rect.top > previous.top + 2 && /\S/.test(previous.char) && /\S/.test(text[i])) return true;
        previous = { top: rect.top, char: text[i] };
      }
    }
    return false;
  });
}

test.describe('a node page', () => {
  for (const id of ['FalKling21VideoNode', 'FalFluxDevNode', 'Sora2Node']) {
    test(`${id}: "What It Does" is in the first screen at 1280 px, the sources one click away`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await gotoReady(page, `/guide/nodesref/${id}`);
      const heading = page.getByRole('heading', { name: 'What It Does', level: 2 });
      const box = await heading.boundingBox();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(900);
      const more = page.getByRole('main').getByText('Sources, figures and history');
      const history = page.getByRole('main').getByRole('link', { name: 'All changes' });
      await expect(history).toBeHidden();
      await more.click();
      await expect(history).toBeVisible();
    });
  }

  test('on a phone the tables keep every column on screen, each value named', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoReady(page, '/guide/nodesref/FalFluxDevNode');
    const cells = await page
      .getByRole('main')
      .locator('table td')
      .evaluateAll((tds) => tds.map((td) => ({ right: td.getBoundingClientRect().right, text: td.textContent ?? '' })));
    expect(cells.length).toBeGreaterThan(10);
    for (const cell of cells) expect(cell.right, cell.text).toBeLessThanOrEqual(390);
    const required = await page
      .getByRole('main')
      .locator('table td[data-label]')
      .first()
      .evaluate((td) => getComputedStyle(td, '::before').content);
    expect(required).toBe('"Required: "');
  });

  test('on a wide screen the Yes/No columns are narrow and the description has the room', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoReady(page, '/guide/nodesref/FalFluxDevNode');
    const widths = await page
      .getByRole('main')
      .locator('table')
      .first()
      .evaluate((table) => {
        const row = table.querySelector('tbody tr');
        return [...(row?.children ?? [])].map((cell) => cell.getBoundingClientRect().width / table.clientWidth);
      });
    expect(widths).toHaveLength(4);
    expect(widths[1]).toBeLessThan(0.15);
    expect(widths[2]).toBeLessThan(0.15);
    expect(widths[3]).toBeGreaterThan(0.45);
  });
});

test.describe('the guide overview', () => {
  test('reads the welcome text first, then the filter right above the groups, the nodes by category', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoReady(page, '/guide/');
    const filter = page.getByLabel('Filter');
    const firstGroup = page.getByRole('heading', { name: 'Others', level: 2 });
    const [filterBox, groupBox] = [await filter.boundingBox(), await firstGroup.boundingBox()];
    // The filter is below the page's own text (its last section) and right above the first group.
    const lastSection = await page.getByRole('heading', { level: 2 }).filter({ hasText: 'Getting help' }).boundingBox();
    expect(filterBox?.y ?? 0).toBeGreaterThan(lastSection?.y ?? Infinity);
    expect((groupBox?.y ?? 0) - (filterBox?.y ?? 0)).toBeLessThan(200);
    await expect(filter).not.toBeFocused();
    // It stays in sight while the groups scroll by.
    await page.getByRole('main').getByRole('link', { name: 'Hyper3D Rodin', exact: true }).scrollIntoViewIfNeeded();
    await expect(filter).toBeInViewport();
    for (const category of ['Basic nodes', 'Video', '3D']) {
      await expect(page.getByRole('heading', { name: category, level: 2, exact: true })).toBeVisible();
    }
    const bria = page.getByRole('main').getByRole('link', { name: 'Bria Background Remove', exact: true });
    expect(await breaksMidWord(bria)).toBe(false);
    // The groups, from the filter to the last node category, in about five screens (the welcome text is the page's own; the groups took 7,500 px).
    const groupsEnd = await page
      .getByRole('main')
      .getByRole('link', { name: 'Hyper3D Rodin', exact: true })
      .boundingBox();
    expect((groupsEnd?.y ?? Infinity) - (filterBox?.y ?? 0)).toBeLessThan(5000);
  });

  test('on a phone no node name breaks inside a word', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await gotoReady(page, '/guide/');
    for (const name of ['Bria Background Remove', 'Depth Anything V2', 'Recraft Clarity Upscale']) {
      const link = page.getByRole('main').getByRole('link', { name, exact: true });
      if ((await link.count()) === 0) continue;
      expect(await breaksMidWord(link.first()), name).toBe(false);
    }
  });
});

test('the node changelog lists its releases in the outline', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoReady(page, '/guide/nodesref/changelog');
  const outline = page.getByRole('complementary', { name: 'On this page' });
  await expect(outline.getByRole('link', { name: /^2026-11-27/ })).toBeVisible();
  await expect(outline.getByRole('link', { name: /^2026-11-21/ })).toBeVisible();
});

test("a Chinese page names the layout's landmarks and the phone menu button in Chinese", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoReady(page, '/zh/guide/quick-start');
  await expect(sidebarLandmark(page, '侧边栏')).toBeAttached();
  await expect(page.getByRole('complementary', { name: '本页目录', exact: true })).toBeAttached();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('button', { name: '站点菜单', exact: true })).toBeVisible();
});

test('headings keep their wrapped lines together, and callouts read at the body size', async ({ page }) => {
  await gotoReady(page, '/guide/quick-start');
  const heading = await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .first()
    .evaluate(
      (h) => Number.parseFloat(getComputedStyle(h).lineHeight) / Number.parseFloat(getComputedStyle(h).fontSize),
    );
  expect(heading).toBeLessThanOrEqual(1.4);
  const sizes = await page.getByRole('main').evaluate((main) => {
    const callout = main.querySelector('.rp-callout p');
    const paragraph = main.querySelector('h1 ~ p');
    return [callout, paragraph].map((p) => (p ? getComputedStyle(p).fontSize : ''));
  });
  expect(sizes[0]).toBe(sizes[1]);
});

test('the page-end links stand together: "Report a problem" right above "Edit this page"', async ({ page }) => {
  await gotoReady(page, '/guide/sharing');
  const main = page.getByRole('main');
  const report = await main.getByRole('link', { name: 'Report a problem' }).boundingBox();
  const edit = await main.getByRole('link', { name: 'Edit this page' }).boundingBox();
  const gap = (edit?.y ?? 0) - ((report?.y ?? 0) + (report?.height ?? 0));
  expect(gap).toBeGreaterThanOrEqual(0);
  expect(gap).toBeLessThanOrEqual(24);
});

test.describe('the playground, a tool page', () => {
  test('starts with the tool, its controls beside the canvas, and keeps every node in view as nodes are added', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoReady(page, '/guide/playground');
    const canvas = page.getByRole('region', { name: 'Playground canvas' });
    const canvasBox = await canvas.boundingBox();
    expect(canvasBox?.y ?? Infinity).toBeLessThan(450);
    const add = await page.getByRole('heading', { name: 'Add a node' }).boundingBox();
    expect(add?.x ?? 0).toBeGreaterThan((canvasBox?.x ?? 0) + (canvasBox?.width ?? 0));
    for (const [query, name] of [
      ['text', 'Add Text'],
      ['flux dev', 'Add FLUX.1 [dev]'],
      ['esrgan', 'Add ESRGAN Upscale'],
      ['kling 2', 'Add Kling 2.X'],
    ]) {
      await page.getByLabel('Find a node').fill(query);
      await page.getByRole('button', { name, exact: true }).click();
    }
    const groups = canvas.getByRole('group');
    await expect(groups).toHaveCount(4);
    await expect(async () => {
      const frame = (await canvas.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
      for (const box of await groups.evaluateAll((all) => all.map((g) => g.getBoundingClientRect().toJSON()))) {
        expect(box.left).toBeGreaterThanOrEqual(frame.x - 1);
        expect(box.right).toBeLessThanOrEqual(frame.x + frame.width + 1);
        expect(box.top).toBeGreaterThanOrEqual(frame.y - 1);
        expect(box.bottom).toBeLessThanOrEqual(frame.y + frame.height + 1);
      }
    }).toPass({ timeout: 5_000 });
    const howTo = page.getByRole('link', { name: 'How to get one' }).first();
    expect(await howTo.evaluate((a) => getComputedStyle(a).textDecorationLine)).toBe('underline');
  });
});
