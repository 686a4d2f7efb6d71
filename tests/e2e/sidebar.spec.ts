import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { GUIDE_PAGES } from '../../config/structure';
import { gotoReady, mainContent, sidebarLandmark } from './helpers';

/** The guide's sidebar labels in order, as config/structure.ts declares them (its unit test holds them to the spec). */
function label(key: string): string {
  const text = (JSON.parse(readFileSync('i18n.json', 'utf8')) as Record<string, { en: string }>)[key]?.en;
  if (!text) throw new Error(`i18n.json has no English label "${key}"`);
  return text;
}

const EXPECTED = [
  ...GUIDE_PAGES.flatMap(([file, key]) =>
    file === 'sockets' ? [label(key), label('sidebar.socketTypes')] : [label(key)],
  ),
  label('sidebar.contributing'),
  label('sidebar.nodesReference'),
  label('sidebar.allNodes'),
];

test('the guide sidebar follows the spec order, with Nodes Reference expanded', async ({ page }) => {
  await gotoReady(page, '/guide/quick-start');
  const sidebar = sidebarLandmark(page);
  // The entries are the pages' links and the labels of the groups without a page of their own.
  const entries = sidebar
    .getByRole('link')
    .or(sidebar.getByText(label('sidebar.socketTypes'), { exact: true }))
    .or(sidebar.getByText(label('sidebar.nodesReference'), { exact: true }));
  // Items of a closed group (the socket types) are laid out in a row of no height: they are not shown.
  const texts = await entries.evaluateAll((items) =>
    items
      .filter((item) => {
        for (let at = item.parentElement; at; at = at.parentElement) {
          if (getComputedStyle(at).gridTemplateRows === '0px') return false;
        }
        return true;
      })
      .map((item) => (item as HTMLElement).innerText),
  );
  // The guide, then the Nodes Reference group (its node sections are checked in nodes.spec.ts).
  expect(texts.map((t) => t.trim()).slice(0, EXPECTED.length)).toEqual(EXPECTED);
  await expect(sidebar.getByRole('link', { name: 'All Nodes' })).toBeVisible();
});

test('the current page is marked in the sidebar', async ({ page }) => {
  await gotoReady(page, '/guide/api-keys');
  const current = sidebarLandmark(page).locator('.rp-sidebar-item--active');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('API Keys');
});

test('a group the reader closes stays closed on the next page, and opens again for a page inside it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await gotoReady(page, '/guide/nodes');
  const sidebar = sidebarLandmark(page);
  const allNodes = sidebar.getByRole('link', { name: 'All Nodes' });
  await expect(allNodes).toBeInViewport();

  await sidebar.getByText('Nodes Reference', { exact: true }).click();
  await expect(allNodes).not.toBeInViewport();

  await sidebar.getByRole('link', { name: 'Sockets and Connections' }).click();
  await expect(page).toHaveURL(/\/guide\/sockets$/);
  await expect(allNodes).not.toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(/\/guide\/nodes$/);
  await mainContent(page).getByRole('link', { name: 'node reference' }).first().click();
  await expect(page).toHaveURL(/\/guide\/nodesref\/$/);
  await expect(allNodes).toBeInViewport();
  await expect(sidebar.locator('.rp-sidebar-item--active')).toContainText('All Nodes');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('the closed sidebar is not rendered, and opening it shows the current page', async ({ page }) => {
    await gotoReady(page, '/guide/nodesref/FalFluxDevNode');
    const sidebar = page.getByRole('complementary', { name: 'Sidebar', exact: true, includeHidden: true });
    await expect(sidebar).toHaveCSS('display', 'none');

    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(sidebar).toBeVisible();
    // FLUX.1 [dev] is about the fortieth entry: far below the drawer's first screen unless it is scrolled to.
    const current = sidebar.locator('.rp-sidebar-item--active');
    await expect(current).toContainText('FLUX.1 [dev]');
    await expect(current).toBeInViewport({ ratio: 1 });
  });
});
