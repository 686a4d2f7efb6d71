import { expect, test } from '@playwright/test';
import { banner, gotoReady, pauseClock, phoneMenu } from './helpers';

for (const [width, height] of [
  [375, 56],
  [767, 56],
  [768, 56],
  [769, 72],
  [960, 72],
  [1280, 72],
] as const) {
  test(`the navbar is ${height} px high at ${width} px wide`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/guide/quick-start');
    const box = await banner(page).boundingBox();
    expect(box?.height).toBe(height);
  });
}

test('nav items sit on the right unless configured for the left', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await gotoReady(page, '/guide/');
  // The navbar's list: the site's pages, then the social links, which open in a new tab.
  const items = banner(page).getByRole('list').getByRole('link');
  await expect(items.and(page.locator(':not([target="_blank"])'))).toHaveText(['Guide', 'Nodes', 'Manifesto']);
  await expect(items.and(page.locator('[target="_blank"]'))).toHaveCount(5);
  // None is configured for the left, where they would sit between the home link and the search box.
  const search = await banner(page).getByRole('button', { name: 'Search docs' }).boundingBox();
  const lefts = await items.evaluateAll((links) => links.map((link) => link.getBoundingClientRect().left));
  expect(lefts.filter((left) => left < (search?.x ?? 0) + (search?.width ?? 0))).toEqual([]);
});

test('a dropdown stays open for 149 ms after the mouse leaves and closes at 150 ms', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.clock.install();
  await gotoReady(page, '/guide/');
  const trigger = banner(page).getByRole('button', { name: 'Language: English' });
  const option = page.getByRole('link', { name: '简体中文' });
  await trigger.hover();
  await expect(option).toBeVisible();
  await pauseClock(page);
  await page.mouse.move(700, 600);
  await page.clock.runFor(149);
  // aria-expanded, not visibility: the dropdown's fade runs on real time and would hide an early close.
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(option).toBeVisible();
  await page.clock.runFor(1);
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(option).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hamburger opens a full-screen nav that closes when a link is followed', async ({ page }) => {
    await gotoReady(page, '/guide/');
    await page.getByRole('button', { name: 'Site menu' }).click();
    const screen = phoneMenu(page);
    await expect(screen).toBeVisible();
    const box = await screen.boundingBox();
    expect(box?.width).toBe(375);
    await screen.getByRole('link', { name: 'Manifesto' }).click();
    await expect(page).toHaveURL(/\/manifesto$/);
    await expect(screen).toBeHidden();
  });

  test('the full-screen nav closes when the window grows to 768 px', async ({ page }) => {
    await gotoReady(page, '/guide/');
    await page.getByRole('button', { name: 'Site menu' }).click();
    await expect(phoneMenu(page)).toBeVisible();
    await page.setViewportSize({ width: 767, height: 800 });
    await page.waitForTimeout(300);
    await expect(phoneMenu(page)).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(phoneMenu(page)).toBeHidden();
    // Closed, not merely hidden by the wider layout: it stays closed back at phone width.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('button', { name: 'Site menu' })).toBeVisible();
    await expect(phoneMenu(page)).toBeHidden();
  });
});
