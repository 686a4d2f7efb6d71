import { expect, test } from '@playwright/test';
import { PRODUCT_NAME } from '../../config/site';
import { gotoReady } from './helpers';

test('the hero names the product in the page heading and offers the first steps', async ({ page }) => {
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toContainText(PRODUCT_NAME);
  await expect(heading).toContainText('Connect nodes. Generate anything.');
  // Its text keeps the name and the line apart, as a copy of the page or an agent reads it.
  expect(await heading.textContent()).toBe(`${PRODUCT_NAME} Connect nodes. Generate anything.`);
  await expect(page.getByRole('link', { name: 'Quick Start' }).first()).toHaveAttribute('href', '/guide/quick-start');
  await expect(page.getByRole('link', { name: 'Browse Nodes' })).toHaveAttribute('href', '/guide/nodesref/');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the hero shows the ${scheme} flow illustration at 375x375 in the ${scheme} theme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    const image = page.getByRole('img', { name: /A node flow/ }).and(page.locator(':visible'));
    await expect(image).toHaveCount(1);
    await expect(image).toHaveAttribute('src', `/hero/flow-${scheme}.svg`);
    await expect(image).toHaveAttribute('width', '375');
    await expect(image).toHaveAttribute('height', '375');
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(375);
  });
}

test('feature cards are links that work by keyboard, four columns of twelve by default', async ({ page }) => {
  await gotoReady(page, '/');
  const card = page.getByRole('link', { name: /Your keys, your providers/ });
  await expect(card).toHaveAttribute('href', '/guide/api-keys');
  await expect(card.getByRole('heading', { level: 2 })).toHaveText('Your keys, your providers');
  // Six cards of four columns each: two rows of three, of one width.
  const cards = page
    .getByRole('main')
    .getByRole('link')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(6);
  const boxes = await cards.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
  const rows = new Map<number, number[]>();
  for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box.width]);
  expect([...rows.values()].map((widths) => widths.length)).toEqual([3, 3]);
  const widths = boxes.map((box) => Math.round(box.width));
  expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/api-keys$/);
});

test('at 375 px the hero and features fit the screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
