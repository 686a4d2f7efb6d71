import { expect, type Page, test } from '@playwright/test';
import { gotoReady, mainContent, outlineLandmark, pauseClock, sidebarLandmark } from './helpers';

/** Smooth anchors, a collapsible outline, code copy and wrap, tabs remembered per group. */

test.use({ viewport: { width: 1440, height: 900 } });

test('Chinese pages name the Chinese system fonts after the Latin ones; English pages do not', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const fontsOf = async (path: string) => {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    return page
      .getByRole('main')
      .locator('p')
      .first()
      .evaluate((el) => getComputedStyle(el).fontFamily);
  };
  // The theme's own list (English pages) with the Chinese families before its final generic family: a change of the
  // default theme's list fails here, so theme/index.css can follow it.
  const en = await fontsOf('/guide/interface');
  expect(en).not.toContain('PingFang SC');
  const cjk = ['"PingFang SC"', '"Hiragino Sans GB"', '"Microsoft YaHei"', '"Noto Sans CJK SC"'];
  const zh = await fontsOf('/zh/guide/interface');
  expect(en.endsWith(', sans-serif')).toBe(true);
  expect(zh.startsWith(`${en.slice(0, -', sans-serif'.length)}, ${cjk.join(', ')}`)).toBe(true);
  expect(zh.endsWith('"Droid Sans Fallback", sans-serif')).toBe(true);
});

test.describe('heading anchors', () => {
  test('an outline link scrolls smoothly to its heading and puts its id in the URL', async ({ page }) => {
    await gotoReady(page, '/guide/canvas');
    const target = page.locator('#keyboard-shortcuts');
    const end = await target.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    // Every scroll position the page passes through; a jump has one, a smooth scroll many.
    await page.evaluate(() => {
      const log: number[] = [];
      (window as unknown as { scrollLog: number[] }).scrollLog = log;
      window.addEventListener('scroll', () => log.push(window.scrollY), { passive: true });
    });
    await outlineLandmark(page).getByRole('link', { name: 'Keyboard shortcuts' }).click();
    await expect(page).toHaveURL(/\/guide\/canvas#keyboard-shortcuts$/);
    await expect(async () => {
      const top = await target.evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(200);
    }).toPass();
    const log = await page.evaluate(() => (window as unknown as { scrollLog: number[] }).scrollLog);
    const between = new Set(log.filter((y) => y > 20 && y < end - 250).map(Math.round));
    expect(between.size).toBeGreaterThanOrEqual(2);
  });

  test("a heading's own anchor link updates the hash", async ({ page }) => {
    await gotoReady(page, '/guide/canvas');
    const heading = page.getByRole('heading', { name: 'Minimap', exact: true });
    await heading.hover();
    // The anchor is hidden from screen readers (the heading is the target), so it is found by its text.
    await heading.getByText('#', { exact: true }).click();
    await expect(page).toHaveURL(/#minimap$/);
  });
});

test.describe('the desktop outline', () => {
  test('collapses, stays collapsed on other pages and after a reload, and expands again', async ({ page }) => {
    await gotoReady(page, '/guide/canvas');
    const toc = outlineLandmark(page).getByRole('link', { name: 'Minimap', exact: true });
    await expect(toc).toBeVisible();
    await page.getByRole('button', { name: 'Collapse the outline' }).click();
    await expect(toc).toBeHidden();
    await expect(page.getByRole('button', { name: 'Expand the outline' })).toHaveAttribute('aria-expanded', 'false');

    await sidebarLandmark(page).getByRole('link', { name: 'Building Flows' }).click();
    await expect(page).toHaveURL(/\/guide\/flows$/);
    await expect(outlineLandmark(page).getByRole('link').first()).toBeHidden();

    await gotoReady(page, '/guide/canvas');
    await expect(toc).toBeHidden();
    await page.getByRole('button', { name: 'Expand the outline' }).click();
    await expect(toc).toBeVisible();
    await page.reload();
    await expect(toc).toBeVisible();
  });

  test('a collapsed outline is collapsed before any script of the site runs (no flash)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('patchbay-outline-collapsed', 'true'));
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto('/guide/canvas');
    await expect(page.locator('h1')).toBeVisible();
    // Without scripts the outline's landmark has no name yet: its entry is found among hidden elements too.
    const entry = page.getByRole('link', { name: 'Minimap', exact: true, includeHidden: true });
    await expect(entry).toHaveCount(1);
    await expect(entry).toBeHidden();
  });

  test('a garbage stored value means expanded', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('patchbay-outline-collapsed', '{"yes":1}'));
    await gotoReady(page, '/guide/canvas');
    await expect(outlineLandmark(page).getByRole('link', { name: 'Minimap', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Collapse the outline' })).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('code blocks', () => {
  const PAGE = '/guide/nodesref/FalPlayaiTtsDialogNode';

  test('copy puts the code on the clipboard and shows success for 2 s: still at 1,999 ms, gone at 2,000', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await gotoReady(page, PAGE);
    await pauseClock(page);
    await mainContent(page).locator('pre').first().hover();
    const copy = page.getByRole('button', { name: 'Copy code' }).first();
    await copy.click();
    // The success tick is the button's class: the icons swap by opacity alone, with no text or state to read.
    await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
      'Speaker 1: Did you catch the launch this morning?',
    );
    await page.clock.runFor(1_999);
    await expect(copy).toHaveClass(/rp-code-copy-button--copied/);
    await page.clock.runFor(1);
    await expect(copy).not.toHaveClass(/rp-code-copy-button--copied/);
  });

  test('wrap toggles long lines between scrolling and wrapping', async ({ page }) => {
    await gotoReady(page, PAGE);
    const code = mainContent(page).locator('pre code').first();
    const whiteSpace = () => code.evaluate((el) => getComputedStyle(el).whiteSpace);
    const before = await whiteSpace();
    await mainContent(page).locator('pre').first().hover();
    await page.getByRole('button', { name: 'Toggle line wrap' }).first().click();
    await expect.poll(whiteSpace).not.toBe(before);
    await page.getByRole('button', { name: 'Toggle line wrap' }).first().click();
    await expect.poll(whiteSpace).toBe(before);
  });
});

test.describe('tabs', () => {
  const tab = (page: Page, name: string) => page.getByRole('tab', { name }).first();
  const shortcutOfPan = (page: Page) =>
    page.getByRole('tabpanel').locator('tr', { hasText: 'Zoom in' }).first().locator('kbd').first();

  test('the choice of a tab group is remembered on other pages and after a reload', async ({ page }) => {
    await gotoReady(page, '/guide/canvas');
    await expect(shortcutOfPan(page)).toHaveText('⌘ Cmd');
    await tab(page, 'Windows and Linux').click();
    await expect(shortcutOfPan(page)).toHaveText('Ctrl');
    await gotoReady(page, '/guide/interface');
    await expect(tab(page, 'Windows and Linux')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'macOS').click();
    await page.reload();
    await expect(tab(page, 'macOS')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Windows and Linux')).toHaveAttribute('aria-selected', 'false');
  });
});

test.describe('reading progress', () => {
  const ringOffset = (page: Page) =>
    outlineLandmark(page)
      .locator('.rp-progress-circle circle')
      .nth(1)
      .evaluate((circle) => Number(circle.getAttribute('stroke-dashoffset')));

  test('the ring fills as the reader scrolls, and "Back to top" appears and returns to the top', async ({ page }) => {
    await gotoReady(page, '/guide/canvas');
    const backToTop = outlineLandmark(page).getByRole('button', { name: 'Back to top' });
    await expect(backToTop).toHaveCount(0);
    const atTop = await ringOffset(page);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await expect(backToTop).toBeVisible();
    await expect.poll(() => ringOffset(page)).toBeLessThan(atTop);

    await backToTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(backToTop).toHaveCount(0);
  });
});
