import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020.js';
import { runAxe } from '../support/axe';
import { gotoReady } from './helpers';

const FLOW = 'Image to video with a voice-over';

async function openView(page: Page, route = '/guide/flows', name = FLOW) {
  await gotoReady(page, route);
  const explore = page.getByRole('button', { name: new RegExp(`^(Explore|交互查看) ${name}`) });
  await explore.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group').first()).toBeVisible();
  return { dialog, explore };
}

/** The canvas's pan (x, y) and zoom, from React Flow's viewport transform. */
async function viewport(page: Page) {
  return page.locator('.react-flow__viewport').evaluate((el) => {
    const matrix = new DOMMatrix(getComputedStyle(el).transform);
    return { zoom: matrix.a, x: matrix.e, y: matrix.f };
  });
}

test.describe('a flow, explored in place', () => {
  test('opens from its picture, pans and zooms by keyboard, buttons and wheel, and closes back to the button', async ({
    page,
  }) => {
    const { dialog, explore } = await openView(page);
    await expect(dialog.getByRole('heading', { name: `${FLOW}: interactive view` })).toBeVisible();
    for (const node of [
      'Text: Scene',
      'FLUX.1 [dev]',
      'Kling 1.6',
      'Text: Script',
      'Audio: Voice sample',
      'F5-TTS',
      'LatentSync',
    ]) {
      await expect(dialog.getByRole('group', { name: node })).toBeInViewport();
    }

    const canvas = dialog.getByRole('region', { name: 'Flow canvas' });
    await canvas.focus();
    const start = await viewport(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await viewport(page)).x).toBeGreaterThan(start.x);
    await page.keyboard.press('+');
    await expect.poll(async () => (await viewport(page)).zoom).toBeGreaterThan(start.zoom);
    await dialog.getByRole('button', { name: 'Zoom out' }).click();
    await dialog.getByRole('button', { name: 'Zoom out' }).click();
    await expect.poll(async () => (await viewport(page)).zoom).toBeLessThan(start.zoom);
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the canvas has no box');
    const before = (await viewport(page)).zoom;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -400);
    await expect.poll(async () => (await viewport(page)).zoom).toBeGreaterThan(before);
    await dialog.getByRole('button', { name: 'Fit view' }).click();
    await expect.poll(async () => (await viewport(page)).zoom).toBeCloseTo(start.zoom, 1);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(explore).toBeFocused();
  });

  test('loads its code and stylesheets only when a reader opens it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => scripts.push(request.url()));
    await gotoReady(page, '/guide/flows');
    const flowRules = () =>
      page.evaluate(() =>
        [...document.styleSheets].some((sheet) => {
          try {
            return [...sheet.cssRules].some((rule) => rule.cssText.includes('.react-flow__'));
          } catch {
            return false;
          }
        }),
      );
    expect(await flowRules()).toBe(false);
    const before = scripts.length;
    await page.getByRole('button', { name: `Explore ${FLOW}` }).click();
    await expect(page.getByRole('dialog').getByRole('group').first()).toBeVisible();
    expect(await flowRules()).toBe(true);
    expect(scripts.slice(before).some((url) => url.endsWith('.css'))).toBe(true);
    expect(scripts.slice(before).some((url) => url.endsWith('.js'))).toBe(true);
  });

  test("tells a socket's name, type and how many connections it takes, on hover and on keyboard focus", async ({
    page,
  }) => {
    const { dialog } = await openView(page);
    const flux = dialog.getByRole('group', { name: 'FLUX.1 [dev]' });
    const style = flux.getByRole('img', { name: 'Input style: type style, optional, accepts many connections' });
    await style.hover();
    await expect(
      dialog.getByRole('tooltip', { name: /Input style: type style, optional, accepts many/ }),
    ).toBeVisible();

    const prompt = flux.getByRole('img', { name: 'Input prompt: type text, required, accepts one connection' });
    await flux.focus();
    await page.keyboard.press('Tab');
    await expect(prompt).toBeFocused();
    const tip = dialog.getByRole('tooltip', { name: 'Input prompt: type text, required, accepts one connection' });
    await expect(tip).toBeVisible();
    await expect(flux.getByRole('img', { name: 'Output image: type image' })).toHaveCount(1);
  });

  test('shows what the flow sets on a node picked by keyboard, and leads to its reference page', async ({ page }) => {
    const { dialog } = await openView(page);
    const details = dialog.getByRole('region', { name: 'Selected node' });
    await expect(details).toContainText('Select a node');
    await dialog.getByRole('group', { name: 'Text: Scene' }).focus();
    await page.keyboard.press('Enter');
    await expect(details.getByRole('heading', { name: 'Text: Scene' })).toBeVisible();
    await expect(details).toContainText('Close-up portrait of an old lighthouse keeper');

    await dialog.getByRole('group', { name: 'FLUX.1 [dev]' }).click();
    await expect(details.getByRole('heading', { name: 'FLUX.1 [dev]' })).toBeVisible();
    await expect(details).toContainText('None: the node keeps its defaults.');
    await details.getByRole('link', { name: 'FLUX.1 [dev] reference' }).click();
    await expect(page).toHaveURL(/\/guide\/nodesref\/FalFluxDevNode$/);
    await expect(page.getByRole('heading', { level: 1, name: 'FLUX.1 [dev]' })).toBeVisible();
  });

  test('lists the property values a flow sets', async ({ page }) => {
    const { dialog } = await openView(page, '/guide/flows', 'One prompt, three image models');
    await dialog.getByRole('group', { name: /^Ideogram/ }).click();
    const details = dialog.getByRole('region', { name: 'Selected node' });
    await expect(details.getByRole('term')).not.toHaveCount(0);
    await expect(details.getByRole('definition').first()).toHaveText(/\S/);
  });

  for (const [scheme, width, route, name] of [
    ['dark', 375, '/zh/guide/flows', '带配音的图生视频'],
    ['light', 1280, '/guide/nodesref/FalFluxKontextNode', 'Edit a photo in two steps'],
  ] as const) {
    test(`reads at ${width} px in the ${scheme} theme and passes axe with the view open (${route})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      const { dialog } = await openView(page, route, name);
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      const nodes = dialog.getByRole('group');
      // Names read at 11 px or more (a node drawn at 90% of its 176 px or more): on a phone the view arranges the flow
      // in fewer columns and starts at its top, to pan from; on a wide screen the whole flow is in view.
      const first = await nodes.first().boundingBox();
      expect((first?.width ?? 0) / 176).toBeGreaterThanOrEqual(0.89);
      if (width > 1000) for (const node of await nodes.all()) await expect(node).toBeInViewport();
      else await expect(nodes.first()).toBeInViewport();
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
      expect(await runAxe(page, { exclude: ['.rp-doc-layout'] })).toEqual([]);
    });
  }
});

test.describe('a flow, taken away', () => {
  const compile = (schema: object) => new Ajv2020({ allErrors: true, allowUnionTypes: true }).compile(schema);

  test('Copy flow and Download give the same file, which the published schema accepts', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoReady(page, '/guide/quick-start');
    const schema = await (await page.request.get('/flow.schema.json')).json();
    const validate = compile(schema);

    await page.getByRole('button', { name: 'Copy flow Text to image' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied text-to-image.patchbay.json' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download text-to-image.patchbay.json' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('text-to-image.patchbay.json');
    const saved = readFileSync(await download.path(), 'utf8');
    expect(saved).toBe(copied);

    const flow = JSON.parse(saved);
    expect(validate(flow), JSON.stringify(validate.errors)).toBe(true);
    expect(flow).toMatchObject({ format: 1, name: 'text-to-image', version: 'v2', runnable: true });
    expect(flow.nodes.map((n: { node: string }) => n.node)).toEqual(['TextNode', 'FalFluxDevNode']);
  });

  test('every flow the build publishes validates against the published schema', async ({ page }) => {
    const validate = compile(await (await page.request.get('/flow.schema.json')).json());
    const dir = path.resolve('doc_build/flows');
    const files = readdirSync(dir);
    expect(files.length).toBeGreaterThan(150);
    for (const file of files) {
      const flow = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
      expect(validate(flow), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(`${flow.name}.patchbay.json`).toBe(file);
    }
  });

  test('a flow in the Markdown copy is its title and description, and the page works without the view', async ({
    page,
  }) => {
    await gotoReady(page, '/guide/nodesref/FalFluxKontextNode');
    const figure = page.getByRole('img', { name: /Edit a photo in two steps/ });
    await expect(figure).toBeVisible();
    const markdown = await (await page.request.get('/guide/nodesref/FalFluxKontextNode.md')).text();
    expect(markdown).toContain('**Edit a photo in two steps.** Image: street photo sends its image output');
  });
});

test.describe('a flow that runs a model on its way out', () => {
  test("lists it under the picture and links the node's page", async ({ page }) => {
    await gotoReady(page, '/guide/nodesref/FalVeoNode');
    const notice = page.getByRole('listitem').filter({ hasText: 'is reported retired since 2026-06-30' });
    await expect(notice).toHaveText(/^Veo 3 is reported retired since 2026-06-30; .* Use Kling 2\.X instead\.$/);
    await notice.getByRole('link', { name: 'Veo 3' }).click();
    await expect(page).toHaveURL(/\/guide\/nodesref\/FalVeoNode$/);
  });
});
