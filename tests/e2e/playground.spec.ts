import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020.js';
import { runAxe } from '../support/axe';
import { gotoReady } from './helpers';

const STORAGE_KEY = 'patchbay.playground';

async function openPlayground(page: Page, path = '/guide/playground') {
  await gotoReady(page, path);
  await expect(page.getByRole('region', { name: 'Playground canvas' })).toBeVisible();
}

/** Picks an option of a focused select with the arrow keys, as a keyboard user does. */
async function chooseByKeyboard(page: Page, label: string, option: string) {
  const select = page.getByLabel(label);
  await select.focus();
  const options = await select.locator('option').allTextContents();
  const target = options.indexOf(option);
  expect(target, `${label} offers "${option}" (it has ${options.join(' | ')})`).toBeGreaterThan(0);
  const current = options.indexOf(await select.evaluate((el: HTMLSelectElement) => el.selectedOptions[0].text));
  const key = target > current ? 'ArrowDown' : 'ArrowUp';
  for (let i = 0; i < Math.abs(target - current); i++) await page.keyboard.press(key);
  await expect(select).toHaveValue((await select.locator('option').nth(target).getAttribute('value')) ?? '');
}

test.describe('the flow playground', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('kept')) localStorage.removeItem(key);
    }, STORAGE_KEY);
  });

  test('builds a two-node flow by keyboard alone, refuses a wrong connection with its reason, and exports it', async ({
    page,
  }) => {
    await openPlayground(page);
    const search = page.getByLabel('Find a node');
    await search.focus();
    await page.keyboard.type('text');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add Text' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Added Text as “text”.' })).toBeVisible();

    await search.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.type('flux dev');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add FLUX.1 [dev]' })).toBeFocused();
    await page.keyboard.press('Enter');

    const check = page.getByRole('region', { name: 'Before it can run' });
    await expect(check).toContainText('Connect prompt (text) on FLUX.1 [dev] (fal-flux-dev).');
    await expect(check.getByRole('link', { name: 'How to get one' })).toHaveAttribute('href', '/guide/api-keys#fal');

    await chooseByKeyboard(page, 'From output', 'Text (text) › text (text)');
    await chooseByKeyboard(page, 'To input', 'FLUX.1 [dev] (fal-flux-dev) › image (image)');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Connect', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(
      'Not connected: the output carries text and the input takes image. Sockets join only when their types match.',
    );

    await chooseByKeyboard(page, 'To input', 'FLUX.1 [dev] (fal-flux-dev) › prompt (text)');
    await page.getByRole('button', { name: 'Connect', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Connected text.text to fal-flux-dev.prompt.');
    await expect(check).toContainText('Every required input is connected.');
    await expect(page.locator('.react-flow__edge')).toHaveCount(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download flow file' }).press('Enter'),
    ]);
    expect(download.suggestedFilename()).toBe('my-flow.patchbay.json');
    const flow = JSON.parse(readFileSync(await download.path(), 'utf8'));
    const schema = await (await page.request.get('/flow.schema.json')).json();
    const validate = new Ajv2020({ allErrors: true, allowUnionTypes: true }).compile(schema);
    expect(validate(flow), JSON.stringify(validate.errors)).toBe(true);
    expect(flow).toMatchObject({
      name: 'my-flow',
      version: 'v2',
      runnable: true,
      connections: [{ from: 'text.text', to: 'fal-flux-dev.prompt' }],
    });
    expect(flow.nodes.map((n: { node: string }) => n.node)).toEqual(['TextNode', 'FalFluxDevNode']);
  });

  test('refuses a second connection into an input that accepts one, and a loop', async ({ page }) => {
    await openPlayground(page);
    for (const query of ['openai chat', 'openai chat']) {
      await page.getByLabel('Find a node').fill(query);
      await page
        .getByRole('button', { name: /^Add GPT|^Add OpenAI/ })
        .first()
        .click();
    }
    const [first, second] = await page
      .getByLabel('From output')
      .locator('option')
      .allTextContents()
      .then((o) => o.slice(1));
    const inputs = await page.getByLabel('To input').locator('option').allTextContents();
    const into = (node: string, socket: string) => inputs.find((o) => o.includes(`(${node}) › ${socket} `)) ?? '';
    const connect = async (from: string, to: string) => {
      await page.getByLabel('From output').selectOption({ label: from });
      await page.getByLabel('To input').selectOption({ label: to });
      await page.getByRole('button', { name: 'Connect', exact: true }).click();
    };
    const ids = inputs.slice(1).map((o) => o.match(/\(([^)]+)\) ›/)?.[1] ?? '');
    const [a, b] = [...new Set(ids)];
    await connect(first, into(b, 'prompt'));
    await expect(page.getByRole('status')).toContainText('Connected');
    await connect(second, into(a, 'prompt'));
    await expect(page.getByRole('status')).toContainText('Not connected: it would make a loop');
    await connect(first, into(b, 'system'));
    await expect(page.getByRole('status')).toContainText('Connected');
    await connect(second, into(b, 'prompt'));
    await expect(page.getByRole('status')).toContainText('Not connected: a node cannot feed itself.');
  });

  test('keeps the flow across a reload, and starts empty with a notice when what was stored is unreadable', async ({
    page,
  }) => {
    await openPlayground(page);
    await page.getByLabel('Find a node').fill('flux dev');
    await page.getByRole('button', { name: 'Add FLUX.1 [dev]' }).click();
    await expect(page.getByRole('group', { name: 'FLUX.1 [dev] (fal-flux-dev)' })).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('kept', '1'));
    await page.reload();
    await expect(page.getByRole('group', { name: 'FLUX.1 [dev] (fal-flux-dev)' })).toBeVisible();

    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.evaluate((key) => localStorage.setItem(key, '{"format":1,"nodes":"broken'), STORAGE_KEY);
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('could not be read');
    await expect(page.getByText('Nothing yet: add a node above')).toBeVisible();
    await expect(page.locator('.react-flow__node')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('opens any flow of the guide from under its picture, in the theme the reader picks', async ({ page }) => {
    // Wide enough for the navbar's theme toggle (in the phone menu up to 1280 px).
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoReady(page, '/guide/quick-start');
    await page.getByRole('link', { name: 'Open in playground Text to image' }).click();
    await expect(page).toHaveURL(/\/guide\/playground\?flow=text-to-image$/);
    await expect(page.getByRole('alert')).toHaveText('Opened the flow “Text to image”.');
    await expect(page.getByRole('group', { name: 'FLUX.1 [dev] (flux)' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Before it can run' })).toContainText(
      'Every required input is connected.',
    );
    // The canvas follows the reader's theme while it is open.
    const canvas = page.locator('.react-flow');
    await expect(canvas).toHaveClass(/\blight\b/);
    await page.getByRole('button', { name: 'Switch to the dark theme' }).click();
    await expect(canvas).toHaveClass(/\bdark\b/);
  });

  for (const [scheme, width, path] of [
    ['light', 1280, '/guide/playground?flow=image-to-video-voice-over'],
    ['dark', 375, '/zh/guide/playground?flow=text-to-image'],
  ] as const) {
    test(`passes axe at ${width} px in the ${scheme} theme (${path})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.emulateMedia({ colorScheme: scheme });
      await gotoReady(page, path);
      await expect(page.locator('.react-flow__node').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await runAxe(page)).toEqual([]);
    });
  }
});
