import { expect, test } from '@playwright/test';
import { expectH1, gotoReady, mainContent } from './helpers';

/** The guide's overview lists its pages in groups, ungrouped ones under "Others", with a filter. */

test.describe('the guide overview', () => {
  test('lists ungrouped pages under "Others" with their level-2 headings, and the node reference as a group', async ({
    page,
  }) => {
    await gotoReady(page, '/guide/');
    await expectH1(page, 'Welcome to Patchbay');
    await expect(page.getByRole('heading', { name: 'Others', level: 2 })).toBeVisible();
    // As a reader meets them: under "Others", each page's link, then the list of its sections.
    await expect(mainContent(page)).toMatchAriaSnapshot(`
      - heading "Others" [level=2]
      - link "Quick Start":
        - /url: /guide/quick-start
      - list:
        - listitem:
          - link "What you build"
      - link "Canvas and Navigation"
      - list:
        - listitem:
          - link "Minimap"
    `);
    // A level-3 heading of that page is not listed.
    await expect(mainContent(page).getByRole('link', { name: 'Zoom to fit and zoom to selection' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Nodes Reference' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Kling 1.6' }).last()).toBeVisible();
  });

  test('filters by keyword, ignoring case and treating hyphens as spaces, and says when nothing matches', async ({
    page,
  }) => {
    await gotoReady(page, '/guide/');
    const filter = page.getByLabel('Filter');
    await expect(filter).toHaveAttribute('placeholder', 'Enter keyword');
    await filter.fill('API-KEYS');
    // A page's sections are listed only in its entry of the overview: they show which pages are left.
    await expect(mainContent(page).getByRole('link', { name: 'How API Keys Work' })).toBeVisible();
    await expect(mainContent(page).getByRole('link', { name: 'What you build' })).toHaveCount(0);
    await filter.fill('zzqxjv');
    await expect(page.getByText('No matching API found: zzqxjv')).toBeVisible();
  });

  test('in Chinese, with the Chinese group name and filter texts', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    await gotoReady(page, '/zh/guide/');
    await expect(page.getByRole('heading', { name: '其他' })).toBeVisible();
    const filter = page.getByLabel('筛选');
    await expect(filter).toHaveAttribute('placeholder', '输入关键词');
    await filter.fill('zzqxjv');
    await expect(page.getByText('没有找到匹配的内容: zzqxjv')).toBeVisible();
  });
});
