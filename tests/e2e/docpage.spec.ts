import { expect, test } from '@playwright/test';
import { EDIT_LINK_BASE, REPO_URL } from '../../config/site';
import { expectH1 } from './helpers';

test.describe('a doc page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/guide/concepts');
  });

  test('links to the previous and next pages with the spec labels', async ({ page }) => {
    const prev = page.getByRole('link', { name: /Previous Page/ });
    const next = page.getByRole('link', { name: /Next Page/ });
    await expect(prev).toContainText('Quick Start');
    await expect(prev).toHaveAttribute('href', '/guide/quick-start');
    await expect(next).toContainText('Canvas and Navigation');
    await next.click();
    await expect(page).toHaveURL(/\/guide\/canvas$/);
    await expectH1(page, 'Canvas and Navigation');
  });

  test('has an edit link to its source file in the repository', async ({ page }) => {
    const edit = page.getByRole('link', { name: 'Edit this page' }).first();
    await expect(edit).toHaveAttribute('href', `${EDIT_LINK_BASE}/v2/en/guide/concepts.mdx`);
  });

  test('shows when it was last updated', async ({ page }) => {
    await expect(page.getByText(/Last Updated/)).toBeVisible();
    const text = await page.getByText(/Last Updated/).textContent();
    expect(text).toMatch(/\d/);
  });

  for (const width of [1280, 1440]) {
    test(`titles its outline "ON THIS PAGE" with the reading ring at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const outline = page.locator('.rp-doc-layout__outline');
      const title = outline.getByText('ON THIS PAGE', { exact: true });
      await expect(title).toBeVisible();
      await expect(title.locator('.rp-progress-circle')).toBeVisible();
      await expect(outline.getByRole('link', { name: 'Properties' })).toBeVisible();
    });
  }

  test('ends with the site footer message', async ({ page }) => {
    const footer = page.locator('footer').filter({ hasText: 'MIT License' });
    await expect(footer).toBeVisible();
    await expect(footer.getByRole('link', { name: 'MIT License' })).toHaveAttribute(
      'href',
      `${REPO_URL}/blob/main/LICENSE`,
    );
  });
});

test('the first page has no previous link and the last guide page leads into the node reference', async ({ page }) => {
  await page.goto('/guide/');
  await expect(page.getByRole('link', { name: /Previous Page/ })).toHaveCount(0);
  await page.goto('/guide/troubleshooting');
  await expect(page.getByRole('link', { name: /Next Page/ })).toContainText('All Nodes');
});
