import { expect, test } from '@playwright/test';
import { gotoReady, pauseClock } from './helpers';

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
    const box = await page.locator('header.rp-nav').boundingBox();
    expect(box?.height).toBe(height);
  });
}

test('nav items sit on the right unless configured for the left', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/guide/');
  // The site's pages, then the social links, which open in a new tab.
  const right = page.locator('.rp-nav-menu--right');
  await expect(right.locator('a:not([target="_blank"])')).toHaveText(['Guide', 'Nodes', 'Manifesto']);
  await expect(right.locator('a[target="_blank"]:visible')).toHaveCount(5);
  await expect(page.locator('.rp-nav-menu--left').getByRole('link')).toHaveCount(0);
});

test('a dropdown stays open for 149 ms after the mouse leaves and closes at 150 ms', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.clock.install();
  await gotoReady(page, '/guide/');
  const trigger = page.locator('.rp-nav__others').getByRole('button', { name: 'Language: English' });
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
    const screen = page.locator('.rp-nav-screen');
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
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
    await page.setViewportSize({ width: 767, height: 800 });
    await page.waitForTimeout(300);
    await expect(page.locator('.rp-nav-screen')).toBeVisible();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.locator('.rp-nav-screen')).toBeHidden();
    // Closed, not merely hidden by the wider layout: it stays closed back at phone width.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('button', { name: 'Site menu' })).toBeVisible();
    await expect(page.locator('.rp-nav-screen')).toBeHidden();
  });
});
