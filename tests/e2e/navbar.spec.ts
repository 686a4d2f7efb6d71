import { expect, test } from '@playwright/test';
import { SOCIAL_LINKS } from '../../config/social';
import { banner, chooseFromNavMenu, expectH1, gotoReady, phoneMenu } from './helpers';

test.use({ viewport: { width: 1440, height: 900 } });

test('shows five social links inline and the rest in an overflow menu', async ({ page }) => {
  await gotoReady(page, '/guide/');
  const nav = page.getByRole('banner');
  // Every icon link is named for screen readers, and the first five show in the navbar in order.
  const shown = SOCIAL_LINKS.slice(0, 5);
  for (const link of shown) {
    await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.content);
  }
  const inline = nav.locator('a[target="_blank"]:visible');
  await expect(inline).toHaveCount(5);
  await expect(nav.getByRole('button', { name: 'Social links' })).toHaveCount(0);
  for (const [index, link] of shown.entries()) {
    await expect(inline.nth(index)).toHaveAttribute('href', link.content);
  }
  const hidden = SOCIAL_LINKS.slice(5);
  expect(hidden.length).toBeGreaterThanOrEqual(2);
  for (const link of hidden) {
    await expect(nav.locator(`a[href="${link.content}"]`)).toBeHidden();
  }
  await nav.getByRole('button', { name: 'More links' }).hover();
  for (const link of hidden) {
    await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
  }
});

test("every social link's icon is drawn from the icon sprite", async ({ page }) => {
  await gotoReady(page, '/guide/');
  const nav = page.getByRole('banner');
  const hrefs = await nav
    .locator('a[target="_blank"] use, button use')
    .evaluateAll((uses) => uses.map((use) => use.getAttribute('href') ?? ''));
  const sprites = new Set(hrefs.map((href) => href.split('#')[0]));
  expect(sprites.size, 'one sprite file').toBe(1);
  const [sprite] = sprites;
  const response = await page.request.get(sprite);
  expect(response.status()).toBe(200);
  const body = await response.text();
  for (const link of SOCIAL_LINKS) {
    expect(hrefs, link.label).toContain(`${sprite}#${link.icon}`);
    expect(body, `the ${link.label} icon`).toMatch(
      new RegExp(`<symbol id="${link.icon}" viewBox="0 0 24 24"><path d="M`),
    );
  }
  // Drawn: the icon has its size, and its shape is the symbol's (a <use> of a missing symbol is an empty box).
  const github = nav.getByRole('link', { name: 'GitHub', exact: true }).locator('svg');
  await expect(github).toHaveCSS('width', '20px');
  const drawn = await github.locator('use').evaluate((use) => (use as SVGGraphicsElement).getBBox().width);
  expect(drawn).toBeGreaterThan(10);
});

for (const width of [769, 1000, 1280]) {
  test(`at ${width} px one "Social links" button in the navbar holds every social link`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, '/guide/');
    const nav = page.getByRole('banner');
    const button = nav.getByRole('button', { name: 'Social links' });
    await expect(button).toBeInViewport({ ratio: 1 });
    await expect(nav.getByRole('button', { name: 'More links' })).toHaveCount(0);
    for (const link of SOCIAL_LINKS)
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeHidden();
    await button.click();
    for (const link of SOCIAL_LINKS) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeInViewport({ ratio: 1 });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}

test('the phone menu lists the social links, and the overflow opens there', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoReady(page, '/guide/');
  await page.getByRole('button', { name: 'Site menu' }).click();
  const menu = phoneMenu(page);
  for (const link of SOCIAL_LINKS.slice(0, 5)) {
    await expect(menu.getByRole('link', { name: link.label, exact: true })).toBeVisible();
  }
  // Outside the navbar's list, the links are not a list item: no list item stands outside a list.
  await expect(menu.locator(':not(ul, ol) > li')).toHaveCount(0);
  const last = SOCIAL_LINKS[SOCIAL_LINKS.length - 1];
  await menu.getByRole('button', { name: 'More links' }).click();
  await expect(menu.getByRole('link', { name: last.label, exact: true })).toBeVisible();
});

test('the language menu switches to Chinese', async ({ page }) => {
  await gotoReady(page, '/guide/');
  await banner(page).getByRole('button', { name: 'Language: English' }).hover();
  await page.getByRole('link', { name: '简体中文' }).click();
  await expect(page).toHaveURL(/\/zh\/guide\/?$/);
  await expectH1(page, /欢迎使用/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
});

test('the version menu switches to v1', async ({ page }) => {
  await gotoReady(page, '/guide/');
  await chooseFromNavMenu(page, 'Version: v2', 'v1');
  await expect(page).toHaveURL(/\/v1\/guide\/?$/);
  await expectH1(page, 'Welcome to Patchbay 1.x');
});

test('nav links lead to the guide, the node reference and the manifesto', async ({ page }) => {
  await page.goto('/');
  const nav = banner(page);
  await nav.getByRole('link', { name: 'Nodes', exact: true }).click();
  await expectH1(page, 'Nodes Reference');
  await nav.getByRole('link', { name: 'Manifesto' }).click();
  await expect(page).toHaveURL(/\/manifesto$/);
  await nav.getByRole('link', { name: 'Guide' }).click();
  await expect(page).toHaveURL(/\/guide\/$/);
});
