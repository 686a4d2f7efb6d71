import { expect, test } from '@playwright/test';
import { banner, expectH1 } from './helpers';

/**
 * Without JavaScript the phone's hamburger and sidebar drawer do nothing, so a "Menu" disclosure (a
 * <details> inside <noscript>) offers the navbar's links, the page in the other languages and versions, and the sidebar.
 */

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });

test('a phone reader without JavaScript reaches the navbar and sidebar links through the menu', async ({ page }) => {
  await page.goto('/guide/quick-start');
  // The controls that need scripts are not offered: the navbar shows no menu button (the original's two, for phones and
  // tablets, are in the page, hidden).
  const menuButtons = banner(page).getByRole('button', { name: /hamburger|menu/i, includeHidden: true });
  await expect(menuButtons).toHaveCount(2);
  for (const button of await menuButtons.all()) await expect(button).toBeHidden();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeHidden();
  await page.locator('summary', { hasText: 'Menu' }).click();
  await expect(menu).toBeVisible();
  for (const name of ['Guide', 'Nodes', 'Manifesto', '简体中文', 'v1', 'Core Concepts', 'Troubleshooting']) {
    await expect(menu.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: '简体中文' })).toHaveAttribute('href', '/zh/guide/quick-start');
  await menu.getByRole('link', { name: 'Sockets and Connections' }).click();
  await expectH1(page, 'Sockets and Connections');
  await page.locator('summary', { hasText: 'Menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: 'Nodes', exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/guide\/nodesref\/$/);
});

test('with JavaScript, the menu is not there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/guide/quick-start');
  await expect(page.locator('summary')).toHaveCount(0);
  await expect(banner(page).getByRole('button', { name: 'Site menu' })).toBeVisible();
  await context.close();
});

test('on a wide screen without JavaScript, the navbar and sidebar show as they are', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/guide/quick-start');
  await expect(page.locator('summary', { hasText: 'Menu' })).toBeHidden();
  // The sidebar: without scripts its aside has no name, but it is the one holding the guide's pages.
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Core Concepts' })).toBeVisible();
});
