import { expect, type Page, test } from '@playwright/test';
import { gotoReady } from './helpers';

const KEY = 'rspress-theme-appearance';
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test.use({ viewport: { width: 1440, height: 900 } });

test('the toggle switches the theme and the choice survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await gotoReady(page, '/guide/');
  expect(await isDark(page)).toBe(false);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Switch to the/ })
    .click();
  await expect.poll(() => isDark(page)).toBe(true);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('dark');
  await page.reload();
  expect(await isDark(page)).toBe(true);
  // The toggle answers once the page is hydrated: a click before that changes nothing, and a reader clicks again.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Switch to the/ })
    .click();
  await expect.poll(() => isDark(page)).toBe(false);
  // Back to the system's choice: stored as auto.
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('auto');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`auto follows a ${scheme} system, and an invalid stored value falls back to auto`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.addInitScript((key) => localStorage.setItem(key, 'purple'), KEY);
    await gotoReady(page, '/guide/');
    expect(await isDark(page)).toBe(scheme === 'dark');
  });
}

test('a stored choice wins over the system preference before the page is interactive', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript((key) => localStorage.setItem(key, 'dark'), KEY);
  await page.goto('/guide/', { waitUntil: 'commit' });
  await page.waitForSelector('html.dark', { state: 'attached' });
});

for (const [stored, system] of [
  ['dark', 'light'],
  ['light', 'dark'],
] as const) {
  test(`a reader who chose ${stored} on a ${system} system never sees the ${system} theme while the page loads and hydrates`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: system });
    // Records whether the page is dark at the end of every task that changes <html>'s classes: the states the
    // browser can paint. (Rspress's theme state used to show the system's theme from hydration until it had read
    // the stored choice, a few frames later.)
    await page.addInitScript(
      ([key, choice]) => {
        localStorage.setItem(key, choice);
        const seen: boolean[] = [];
        (window as unknown as { darkSeen: boolean[] }).darkSeen = seen;
        new MutationObserver(() => seen.push(document.documentElement.classList.contains('dark'))).observe(document, {
          attributes: true,
          attributeFilter: ['class'],
          subtree: true,
        });
      },
      [KEY, stored],
    );
    await gotoReady(page, '/guide/');
    // The page lives a moment longer, past the effects that read the stored choice.
    await page.waitForTimeout(300);
    const seen = await page.evaluate(() => (window as unknown as { darkSeen: boolean[] }).darkSeen);
    expect(seen, 'dark at the end of each task that changed the theme classes').toEqual(
      seen.map(() => stored === 'dark'),
    );
    expect(await isDark(page)).toBe(stored === 'dark');
  });
}

for (const [motion, expected] of [
  ['no-preference', 1],
  ['reduce', 0],
] as const) {
  test(`the circular reveal runs ${expected ? 'by default' : 'not at all when reduced motion is asked for'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light', reducedMotion: motion });
    await page.addInitScript(() => {
      const original = document.startViewTransition?.bind(document);
      (window as unknown as { transitions: number }).transitions = 0;
      document.startViewTransition = ((update: () => void) => {
        (window as unknown as { transitions: number }).transitions++;
        return original ? original(update) : update();
      }) as typeof document.startViewTransition;
    });
    await gotoReady(page, '/guide/');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Switch to the/ })
      .click();
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { transitions: number }).transitions)).toBe(expected);
  });
}
