import { expect, type Page, test } from '@playwright/test';
import { gotoReady, zoomAndSettle } from './helpers';

/** SPEC 4 and 9: images in the doc area zoom on click and close on click, Escape, resize or a scroll over 40 px. */

const image = (page: Page) => page.locator('.rspress-doc figure img:visible').first();
const overlay = (page: Page) => page.locator('.medium-zoom-overlay');
const opened = (page: Page) => page.locator('.medium-zoom-image--opened');

async function openZoom(page: Page) {
  await image(page).scrollIntoViewIfNeeded();
  // The zoom attaches 100 ms after navigation and marks the images it handles.
  await expect(image(page)).toHaveClass(/medium-zoom-image/);
  await zoomAndSettle(page, () => image(page).click());
  await expect(opened(page)).toHaveCount(1);
  await expect(overlay(page)).toBeVisible();
}

async function expectClosed(page: Page) {
  await expect(opened(page)).toHaveCount(0);
  await expect(overlay(page)).toHaveCount(0);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`image zoom (${colorScheme})`, () => {
    test.use({ colorScheme });

    test('a click zooms the image of the current theme, another click closes it', async ({ page }) => {
      await gotoReady(page, '/guide/concepts');
      await expect(image(page)).toHaveAttribute('src', `/hero/flow-${colorScheme}.svg`);
      await openZoom(page);
      await opened(page).click();
      await expectClosed(page);
    });

    test('Escape closes it', async ({ page }) => {
      await gotoReady(page, '/guide/concepts');
      await openZoom(page);
      await page.keyboard.press('Escape');
      await expectClosed(page);
    });
  });
}

test.describe('image zoom', () => {
  test('opens and closes with a 0.3 s transition', async ({ page }) => {
    await gotoReady(page, '/guide/concepts');
    await openZoom(page);
    const transitions = await page.evaluate(() => ({
      overlay: getComputedStyle(document.querySelector('.medium-zoom-overlay') as Element).transition,
      image: getComputedStyle(document.querySelector('.medium-zoom-image--opened') as Element).transition,
    }));
    expect(transitions.overlay).toContain('0.3s');
    expect(transitions.image).toContain('transform 0.3s');
  });

  test('a scroll of more than 40 px closes it, a smaller one does not', async ({ page }) => {
    await gotoReady(page, '/guide/concepts');
    await openZoom(page);
    await page.evaluate(() => window.scrollBy(0, 30));
    await page.waitForTimeout(400);
    await expect(opened(page)).toHaveCount(1);
    await page.evaluate(() => window.scrollBy(0, 60));
    await expectClosed(page);
  });

  test('resizing the window closes it', async ({ page }) => {
    await gotoReady(page, '/guide/concepts');
    await openZoom(page);
    await page.setViewportSize({ width: 1000, height: 700 });
    await expectClosed(page);
  });

  test('is attached again after a client-side navigation', async ({ page }) => {
    await gotoReady(page, '/guide/');
    await page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Core Concepts' }).click();
    await expect(page).toHaveURL(/\/guide\/concepts$/);
    await openZoom(page);
  });

  test('is off with ?globalUIComponents=0', async ({ page }) => {
    await gotoReady(page, '/guide/concepts?globalUIComponents=0');
    await image(page).scrollIntoViewIfNeeded();
    await image(page).click();
    await page.waitForTimeout(500);
    await expect(opened(page)).toHaveCount(0);
  });
});
