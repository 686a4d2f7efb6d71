import { expect, test } from '@playwright/test';
import { runAxe } from '../support/axe';
import { gotoReady, PAGE_TYPES, phoneMenu } from './helpers';

/**
 * Pages read in every reader's conditions: the keyboard alone, a 320 px window with classic scrollbars,
 * forced colours and print; menus in sight on a laptop; a 404 page that helps.
 */

test.describe('the skip link', () => {
  for (const [path, name] of [
    ['/guide/quick-start', 'Skip to content'],
    ['/', 'Skip to content'],
    ['/guide/nodesref/FalFluxDevNode', 'Skip to content'],
    ['/zh/guide/quick-start', '跳到正文'],
    ['/guide/no-such-page', 'Skip to content'],
  ] as const) {
    test(`is the first Tab stop of ${path}, shown while focused, and leads past the navbar and sidebar`, async ({
      page,
    }) => {
      await gotoReady(page, path);
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(link).toBeFocused();
      await expect(link).toBeInViewport();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      // The next Tab stop is inside the page's main content, not in the navbar or the sidebar.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
    });
  }
});

test.describe('menus in sight', () => {
  for (const width of [960, 1280]) {
    test(`at ${width} px the language and version menus are in the navbar, one step away`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoReady(page, '/guide/quick-start');
      const nav = page.getByRole('banner');
      await expect(nav.getByRole('button', { name: 'Language: English' })).toBeVisible();
      await expect(nav.getByRole('button', { name: 'Version: v2' })).toBeVisible();
      // Nothing the navbar holds is cut off at its right edge.
      const overflow = await page.evaluate(() => {
        const right = document.querySelector('header')?.getBoundingClientRect().right ?? 0;
        return [...document.querySelectorAll('header button, header a')]
          .filter((element) => element.getClientRects().length > 0)
          .map((element) => element.getBoundingClientRect().right - right)
          .filter((beyond) => beyond > 0.5);
      });
      expect(overflow).toEqual([]);
      // The social overflow says what it holds, in words next to its arrow.
      const social = nav.getByRole('button', { name: width > 1280 ? 'More links' : 'Social links' });
      expect(await social.innerText()).toBe(width > 1280 ? 'More links' : 'Social links');
    });
  }

  test('no button holds links, lists or other buttons, on any width', async ({ page }) => {
    for (const width of [375, 800, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoReady(page, '/guide/quick-start');
      const nested = await page.evaluate(
        () => document.querySelectorAll('button :is(a, ul, ol, li, button, input, select, [role="button"])').length,
      );
      expect(nested, `${width} px`).toBe(0);
    }
  });

  test('the phone menu button says whether the menu is open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await gotoReady(page, '/guide/quick-start');
    const button = page.getByRole('button', { name: 'Site menu', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(phoneMenu(page).getByRole('link', { name: 'Nodes' })).toBeVisible();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

test('no page scrolls sideways in a 320 px window with a classic scrollbar (305 px of page)', async ({ page }) => {
  // Headless Chromium draws overlay scrollbars; a 305 px viewport is what a 320 px window leaves with a 15 px one.
  await page.setViewportSize({ width: 305, height: 700 });
  for (const path of [...PAGE_TYPES, '/guide/no-such-page']) {
    await gotoReady(page, path);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways, path).toBeLessThanOrEqual(0);
  }
});

test.describe('forced colours', () => {
  test.use({ colorScheme: 'light' });
  test('the selected search result, the home page buttons and its feature icons keep a visible form', async ({
    page,
  }) => {
    test.slow();
    await page.emulateMedia({ forcedColors: 'active' });
    await gotoReady(page, '/');
    // A button drawn by its background alone has nothing left in forced colours: it needs a border.
    const quickStart = page.getByRole('main').getByRole('link', { name: 'Quick Start' });
    expect(await quickStart.evaluate((a) => getComputedStyle(a).borderTopStyle)).toBe('solid');
    // The feature icons are masks filled with a background colour, which forced colours would drop.
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main [aria-hidden="true"] span[style*="mask"]')].map(
        (icon) => getComputedStyle(icon).forcedColorAdjust,
      ),
    );
    expect(icons.length).toBeGreaterThan(0);
    expect(new Set(icons)).toEqual(new Set(['none']));

    await page.keyboard.press('Control+k');
    const input = page.getByPlaceholder('Search docs');
    await input.fill('flux');
    const options = page.getByRole('dialog').getByRole('option');
    await expect(options.nth(1)).toBeVisible({ timeout: 45_000 });
    const look = (index: number) =>
      options.nth(index).evaluate((option) => {
        const style = getComputedStyle(option);
        return `${style.backgroundColor} ${style.outlineStyle}`;
      });
    const selected = page.getByRole('dialog').locator('[role="option"][aria-selected="true"]');
    await expect(selected).toHaveCount(1);
    const selectedIndex = await options.evaluateAll((all) =>
      all.findIndex((o) => o.getAttribute('aria-selected') === 'true'),
    );
    expect(await look(selectedIndex)).not.toBe(await look(selectedIndex === 0 ? 1 : 0));
  });

  test('socket glyphs keep their colours', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await gotoReady(page, '/guide/sockets');
    const adjust = await page
      .locator('[data-socket-glyph]')
      .first()
      .evaluate((glyph) => getComputedStyle(glyph).forcedColorAdjust);
    expect(adjust).toBe('none');
  });
});

test.describe('print', () => {
  test('prints the content only, full width, every table column, and external links with their address', async ({
    page,
  }) => {
    await gotoReady(page, '/guide/nodesref/FalFluxDevNode');
    await page.emulateMedia({ media: 'print' });
    for (const chrome of ['banner', 'complementary']) {
      for (const element of await page.getByRole(chrome as 'banner').all()) await expect(element).toBeHidden();
    }
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: /page navigation|Previous|Next/i })).toHaveCount(0);
    const main = await page.getByRole('main').boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(main?.width ?? 0).toBeGreaterThan(width * 0.9);
    // Every column of the Inputs table is on the page.
    const cutOff = await page.evaluate(() => {
      const right = document.querySelector('main')?.getBoundingClientRect().right ?? 0;
      return [...document.querySelectorAll('main th, main td')].filter(
        (cell) => cell.getBoundingClientRect().right > right + 1,
      ).length;
    });
    expect(cutOff).toBe(0);
    const after = await page
      .getByRole('main')
      .locator('a[href^="https://fal.ai"]')
      .first()
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toContain('https://fal.ai');
    // Flow figures print; their buttons do not.
    await expect(page.getByRole('main').locator('figure').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /^Explore / }).first()).toBeHidden();
  });
});

test.describe('the 404 page', () => {
  test('offers search with the address’s words, the guide, the node reference and home', async ({ page }) => {
    test.slow();
    const response = await page.goto('/guide/quick-strat');
    expect(response?.status()).toBe(404);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Read the guide' })).toHaveAttribute('href', '/guide/');
    await expect(main.getByRole('link', { name: 'Browse the node reference' })).toHaveAttribute(
      'href',
      '/guide/nodesref/',
    );
    await expect(main.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', '/');
    await main.getByRole('button', { name: 'Search for “quick strat”' }).click();
    await expect(page.getByPlaceholder('Search docs')).toHaveValue('quick strat');
    await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible({ timeout: 45_000 });
    // The address's words were for that search: the next one starts empty.
    await page.keyboard.press('Escape');
    await expect(page.getByPlaceholder('Search docs')).toBeHidden();
    await page.keyboard.press('Control+k');
    await expect(page.getByPlaceholder('Search docs')).toHaveValue('');
  });

  test('sends an address that spells out the default language to the page it names', async ({ page }) => {
    await page.goto('/en/guide/quick-start');
    await expect(page).toHaveURL(/\/guide\/quick-start$/);
    await expect(page.locator('h1')).toContainText('Quick Start');
  });

  test('speaks the language and version of the address', async ({ page }) => {
    await page.goto('/v1/zh/guide/missing-page');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(main.getByRole('link', { name: '阅读指南' })).toHaveAttribute('href', '/v1/zh/guide/');
    await expect(main.getByRole('link', { name: '浏览节点参考' })).toHaveAttribute('href', '/v1/zh/guide/nodesref/');
    await expect(main.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/v1/zh/');
    await expect(main.getByRole('button', { name: '搜索“missing page”' })).toBeVisible();
  });
});

test.describe('axe in both themes on the new layouts and a lifecycle notice', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`no violation, ${scheme}`, async ({ browser }) => {
      test.slow();
      for (const width of [375, 1280]) {
        const context = await browser.newContext({ colorScheme: scheme, viewport: { width, height: 900 } });
        const page = await context.newPage();
        for (const path of [
          '/guide/nodesref/Sora2Node',
          '/guide/',
          '/guide/playground',
          '/guide/flows',
          '/guide/nodesref/changelog',
          '/guide/no-such-page',
        ]) {
          await gotoReady(page, path);
          const violations = await runAxe(page);
          expect(
            violations.map((v) => `${v.id}: ${v.targets.join('; ')}`),
            `${path} at ${width} px`,
          ).toEqual([]);
        }
        await context.close();
      }
    });
  }
});
