import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { EDIT_LINK_BASE, REPO_URL } from '../../config/site';
import { GUIDE_PAGES } from '../../config/structure';
import { expectH1, outlineLandmark } from './helpers';

/** A sidebar label's English text. */
const label = (key: string): string =>
  (JSON.parse(readFileSync('i18n.json', 'utf8')) as Record<string, { en: string }>)[key].en;

test.describe('a doc page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/guide/concepts');
  });

  test('links to the previous and next pages with the spec labels', async ({ page }) => {
    // The neighbours of Core Concepts in the sidebar config/structure.ts declares.
    const at = GUIDE_PAGES.findIndex(([file]) => file === 'concepts');
    const [[before, beforeKey], [after, afterKey]] = [GUIDE_PAGES[at - 1], GUIDE_PAGES[at + 1]];
    const prev = page.getByRole('link', { name: /Previous Page/ });
    const next = page.getByRole('link', { name: /Next Page/ });
    await expect(prev).toContainText(label(beforeKey));
    await expect(prev).toHaveAttribute('href', `/guide/${before}`);
    await expect(next).toContainText(label(afterKey));
    await next.click();
    await expect(page).toHaveURL(new RegExp(`/guide/${after}$`));
    await expectH1(page, label(afterKey));
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

  // Both come with the page's own chunk (plugins/slimPageData/index.ts), not with the list of all pages.
  test('keeps its edit link and last-updated time right after moving to another page in the browser', async ({
    page,
  }) => {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const [next] = GUIDE_PAGES[GUIDE_PAGES.findIndex(([file]) => file === 'concepts') + 1];
    await page.getByRole('link', { name: /Next Page/ }).click();
    await expect(page).toHaveURL(new RegExp(`/guide/${next}$`));
    await expect(page.getByRole('link', { name: 'Edit this page' }).first()).toHaveAttribute(
      'href',
      new RegExp(`/v2/en/guide/${next}\\.mdx?$`),
    );
    await expect(page.getByText(/Last Updated/)).toContainText(/\d/);
  });

  for (const width of [1280, 1440]) {
    test(`titles its outline "ON THIS PAGE" with the reading ring at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const outline = outlineLandmark(page);
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

test('the first page has no previous link and the guide ends with the playground and the contributor guide', async ({
  page,
}) => {
  await page.goto('/guide/');
  await expect(page.getByRole('link', { name: /Previous Page/ })).toHaveCount(0);
  await page.goto('/guide/troubleshooting');
  await expect(page.getByRole('link', { name: /Next Page/ })).toContainText('Flow Playground');
  await page.goto('/guide/playground');
  await expect(page.getByRole('link', { name: /Next Page/ })).toContainText('Contributing to the Docs');
});
