import { expect, type Page, test } from '@playwright/test';
import { SOCIAL_LINKS } from '../../config/social';
import { expectH1, gotoReady, zoomAndSettle } from './helpers';

/**
 * Everything works by keyboard alone, with visible focus: the navbar (search, language and version
 * menus, theme toggle, social links and their overflow), tabs, the node catalogue's filters, image zoom and the
 * outline toggle. Keys only; the mouse is never used here.
 */

test.use({ viewport: { width: 1440, height: 900 } });

// Not /guide/: Rspress's overview page puts the focus in its filter box on load, past the navbar.
const PAGE = '/guide/quick-start';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
});

interface Focused {
  name: string;
  visible: boolean;
}

/** The focused element's accessible-ish name (its label, or the text it renders) and whether a focus indicator is drawn around it. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: '', visible: false };
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    const ring =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none';
    const label = (element as HTMLInputElement).labels?.[0]?.textContent;
    return {
      name: (element.getAttribute('aria-label') ?? label ?? element.innerText ?? '').trim().slice(0, 60),
      visible: ring && box.width > 0 && box.height > 0,
    };
  });
}

/** Presses Tab until the focused element's name matches, returning every stop on the way. */
async function tabTo(page: Page, name: string | RegExp, limit = 60): Promise<Focused[]> {
  const stops: Focused[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const stop = await focused(page);
    stops.push(stop);
    if (typeof name === 'string' ? stop.name === name : name.test(stop.name)) return stops;
  }
  throw new Error(`Tab never reached "${name}"; stops: ${stops.map((s) => s.name).join(' | ')}`);
}

test('Tab reaches every navbar control in order, each with a visible focus ring', async ({ page }) => {
  await gotoReady(page, PAGE);
  const stops = await tabTo(page, 'Switch to the dark theme');
  const names = stops.map((s) => s.name);
  const expected = [
    ...SOCIAL_LINKS.slice(0, 5).map((l) => l.label),
    'More links',
    'Language: English',
    'Version: v2',
    'Switch to the dark theme',
  ];
  expect(names.filter((n) => expected.includes(n))).toEqual(expected);
  const unseen = stops.filter((s) => !s.visible).map((s) => s.name);
  expect(unseen, 'stops without a visible focus indicator').toEqual([]);
});

test('the language menu opens with Enter, closes with Escape, and its link is followed with Enter', async ({
  page,
}) => {
  await gotoReady(page, PAGE);
  const toggle = page.getByRole('button', { name: 'Language: English' });
  const chinese = page.getByRole('link', { name: '简体中文' });
  await tabTo(page, 'Language: English');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(chinese).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(chinese).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chinese).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(chinese).toBeFocused();
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/zh\/guide\/quick-start$/);
  await expectH1(page, '快速开始');
});

test('the version menu closes when focus leaves it, and leads to v1 by keyboard', async ({ page }) => {
  await gotoReady(page, PAGE);
  const toggle = page.getByRole('button', { name: 'Version: v2' });
  const v1 = page.getByRole('link', { name: 'v1', exact: true });
  await tabTo(page, 'Version: v2');
  await page.keyboard.press('Enter');
  await expect(v1).toBeVisible();
  await page.keyboard.press('Shift+Tab');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(v1).toBeHidden();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  // The menu lists v2 (this version) first, then v1.
  await tabTo(page, 'v1', 2);
  await expect(v1).toBeFocused();
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/v1\/guide\/quick-start$/);
});

test('the theme toggle is a button that Enter and Space press', async ({ page }) => {
  await gotoReady(page, PAGE);
  const html = page.locator('html');
  await tabTo(page, 'Switch to the dark theme');
  await page.keyboard.press('Enter');
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to the light theme' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(html).not.toHaveClass(/\bdark\b/);
});

for (const [width, button, first] of [
  [1440, 'More links', SOCIAL_LINKS[5]],
  [1280, 'Social links', SOCIAL_LINKS[0]],
] as const) {
  test(`at ${width} px the social menu "${button}" opens by keyboard and its links can be reached`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoReady(page, PAGE);
    const link = page.getByRole('banner').getByRole('link', { name: first.label });
    await tabTo(page, button);
    await expect(link).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(link).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(link).toHaveAttribute('href', first.content);
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(page.getByRole('button', { name: button })).toBeFocused();
  });
}

test('the search opens from its button with Enter, with the cursor in the query box', async ({ page }) => {
  await gotoReady(page, PAGE);
  await tabTo(page, /^Search/);
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByPlaceholder('Search docs')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByPlaceholder('Search docs')).toBeHidden();
});

test('the shortcut tabs follow the tabs pattern: arrows, Home and End', async ({ page }) => {
  await gotoReady(page, '/guide/canvas');
  const list = page.getByRole('tablist').first();
  const mac = list.getByRole('tab', { name: 'macOS' });
  const windows = list.getByRole('tab', { name: 'Windows and Linux' });
  await expect(mac).toHaveAttribute('aria-selected', 'true');
  await expect(windows).toHaveAttribute('tabindex', '-1');
  await tabTo(page, 'macOS', 300);
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect(windows).toBeFocused();
  await expect(windows).toHaveAttribute('aria-selected', 'true');
  const panel = page.locator(`#${await windows.getAttribute('aria-controls')}`);
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('role', 'tabpanel');
  await expect(panel.locator('kbd', { hasText: 'Ctrl' }).first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(mac).toBeFocused();
  await page.keyboard.press('End');
  await expect(windows).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(mac).toHaveAttribute('aria-selected', 'true');
});

test('the node catalogue filters work by keyboard', async ({ page }) => {
  await gotoReady(page, '/guide/nodesref/');
  const count = page.locator('output');
  const before = await count.textContent();
  await tabTo(page, 'Filter', 300);
  await expect(page.getByRole('searchbox', { name: 'Filter' })).toBeFocused();
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.type('flux');
  await expect(count).not.toHaveText(before ?? '');
  const category = page.getByRole('combobox').first();
  await page.keyboard.press('Tab');
  await expect(category).toBeFocused();
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('ArrowDown');
  await expect(category).not.toHaveValue('');
  await expect(page).toHaveURL(/[?&]category=/);
  await tabTo(page, 'Clear filters');
  await page.keyboard.press('Enter');
  await expect(count).toHaveText(before ?? '');
  await expect(page.getByRole('searchbox')).toHaveValue('');
});

test('an illustration zooms with Enter and closes with Escape', async ({ page }) => {
  await gotoReady(page, '/guide/concepts');
  const button = page.getByRole('button', { name: /^Enlarge the image: / });
  // The zoom attaches 100 ms after the page renders and marks the images it handles.
  await expect(button.locator('img').first()).toHaveClass(/medium-zoom-image/);
  await tabTo(page, /^Enlarge the image: /, 300);
  expect((await focused(page)).visible).toBe(true);
  await zoomAndSettle(page, () => page.keyboard.press('Enter'));
  await expect(page.locator('.medium-zoom-image--opened')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.medium-zoom-image--opened')).toHaveCount(0);
  await expect(button).toBeFocused();
});

test('the outline collapses and expands from the keyboard', async ({ page }) => {
  await gotoReady(page, '/guide/canvas');
  const collapse = page.getByRole('button', { name: 'Collapse the outline' });
  await tabTo(page, 'Collapse the outline', 200);
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  const expand = page.getByRole('button', { name: 'Expand the outline' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(expand).toBeFocused();
  await page.keyboard.press('Space');
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
});
