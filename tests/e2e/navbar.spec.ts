import { expect, test } from '@playwright/test';
import { SOCIAL_LINKS } from '../../config/social';
import { expectH1, gotoReady } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('shows five social links inline and the rest in an overflow menu', async ({ page }) => {
  await gotoReady(page, '/guide/');
  const social = page.locator('.rp-nav__others .rp-social-links');
  const inline = social.locator(':scope > a');
  // Every icon link is named for screen readers.
  for (const link of SOCIAL_LINKS.slice(0, 5)) {
    await expect(social.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.content);
  }
  await expect(inline).toHaveCount(5);
  for (const [index, link] of SOCIAL_LINKS.slice(0, 5).entries()) {
    await expect(inline.nth(index)).toHaveAttribute('href', link.content);
  }
  const hidden = SOCIAL_LINKS.slice(5);
  expect(hidden.length).toBeGreaterThanOrEqual(2);
  for (const link of hidden) {
    await expect(social.locator(`a[href="${link.content}"]`)).toBeHidden();
  }
  await social.getByRole('button', { name: 'More links' }).hover();
  for (const link of hidden) {
    await expect(social.locator(`a[href="${link.content}"]`)).toBeVisible();
  }
});

test('the language menu switches to Chinese', async ({ page }) => {
  await gotoReady(page, '/guide/');
  await page.locator('.rp-nav__others').getByRole('button', { name: 'Language: English' }).hover();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh\/guide\/?$/);
  await expectH1(page, /欢迎使用/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});

test('the version menu switches to v1', async ({ page }) => {
  await gotoReady(page, '/guide/');
  await page.locator('.rp-nav__others').getByRole('button', { name: 'Version: v2' }).hover();
  await page.getByRole('link', { name: 'v1', exact: true }).click();
  await expect(page).toHaveURL(/\/v1\/guide\/?$/);
  await expectH1(page, 'Welcome to Patchbay 1.x');
});

test('nav links lead to the guide, the node reference and the manifesto', async ({ page }) => {
  await page.goto('/');
  const nav = page.locator('.rp-nav');
  await nav.getByRole('link', { name: 'Nodes', exact: true }).click();
  await expectH1(page, 'Nodes Reference');
  await nav.getByRole('link', { name: 'Manifesto' }).click();
  await expect(page).toHaveURL(/\/manifesto$/);
  await nav.getByRole('link', { name: 'Guide' }).click();
  await expect(page).toHaveURL(/\/guide\/$/);
});
