import { expect, type Page, test } from '@playwright/test';
import { gotoReady, mainContent, pauseClock, sidebarLandmark, zoomAndSettle } from './helpers';

/** Images in the doc area zoom on click and close on click, Escape, resize or a scroll over 40 px. */

const image = (page: Page) => mainContent(page).locator('figure img:visible').first();
const overlay = (page: Page) => page.locator('.medium-zoom-overlay');
const opened = (page: Page) => page.locator('.medium-zoom-image--opened');

/** Zoomed and not closing: medium-zoom takes the class off the body the moment it starts to close. */
const zooming = (page: Page) => page.locator('body.medium-zoom--opened');
/**
 * Notes each script the page adds from now on; the loader takes a script element out again once it has run, so
 * the element itself cannot be waited for.
 */
async function watchScripts(page: Page) {
  await page.evaluate(() => {
    const added: string[] = [];
    (window as unknown as { addedScripts: string[] }).addedScripts = added;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLScriptElement) added.push(node.src);
    }).observe(document.head, { childList: true });
  });
}

/** Whether the page has asked for the zoom's library, a script of its own fetched when the zoom attaches. */
const zoomLibraryAsked = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { addedScripts: string[] }).addedScripts.some((src) => src.includes('/image-zoom.')),
  );

/** Scrolls the window to `top` at once, and returns once the page has handled the scroll event. */
async function scrollTo(page: Page, top: number) {
  await page.evaluate(
    (y) =>
      new Promise<void>((resolve) => {
        // The zoom listens on the document; the window hears the event after it.
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: y, behavior: 'instant' });
      }),
    top,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(top);
}

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

  test('a scroll of 40 px leaves it open; one of 41 px closes it 150 ms later, not at 149 ms', async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, '/guide/concepts');
    await openZoom(page);
    await pauseClock(page);
    const start = await page.evaluate(() => window.scrollY);
    await scrollTo(page, start + 40);
    await page.clock.runFor(1_000);
    await expect(zooming(page)).toHaveCount(1);
    await scrollTo(page, start + 41);
    await page.clock.runFor(149);
    await expect(zooming(page)).toHaveCount(1);
    await page.clock.runFor(1);
    await expect(zooming(page)).toHaveCount(0);
    await expectClosed(page);
  });

  test('attaches to the images 100 ms after a navigation, not at 99 ms', async ({ page }) => {
    await page.clock.install();
    await gotoReady(page, '/guide/');
    await pauseClock(page);
    await watchScripts(page);
    await sidebarLandmark(page).getByRole('link', { name: 'Core Concepts' }).click();
    await expect(page).toHaveURL(/\/guide\/concepts$/);
    await expect(image(page)).toBeAttached();
    // React runs the zoom's effect, which starts the wait, in a task of its own after the page shows.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    await page.clock.runFor(99);
    // The zoom asks for its library the moment it attaches, well before the images get its class.
    expect(await zoomLibraryAsked(page)).toBe(false);
    await expect(image(page)).not.toHaveClass(/medium-zoom-image/);
    await page.clock.runFor(1);
    expect(await zoomLibraryAsked(page)).toBe(true);
    await expect(image(page)).toHaveClass(/medium-zoom-image/);
  });

  test('resizing the window closes it', async ({ page }) => {
    await gotoReady(page, '/guide/concepts');
    await openZoom(page);
    await page.setViewportSize({ width: 1000, height: 700 });
    await expectClosed(page);
  });

  test('is attached again after a client-side navigation', async ({ page }) => {
    await gotoReady(page, '/guide/');
    await sidebarLandmark(page).getByRole('link', { name: 'Core Concepts' }).click();
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
