import { expect, type Page, test } from '@playwright/test';
import { expectH1, gotoReady, mainContent, sidebarLandmark } from './helpers';

/** Pages hide their parts per request (query parameters set to 0) or per page (frontmatter). */

const EMBED_ALL = 'navbar=0&sidebar=0&outline=0&footer=0';

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const navbar = (page: Page) => page.getByRole('button', { name: 'Search' }).first();
const sidebarLink = (page: Page) => page.getByRole('link', { name: 'Core Concepts' }).first();
const outline = (page: Page) => page.getByRole('complementary').getByText('ON THIS PAGE');
/** The doc footer: edit link, last updated, previous and next page. */
const editLink = (page: Page) => page.locator('main footer').getByRole('link', { name: 'Edit this page' });

test.describe('embed mode', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a normal page shows every part', async ({ page }) => {
    await gotoReady(page, '/guide/quick-start');
    await expect(navbar(page)).toBeVisible();
    await expect(page.getByRole('complementary').getByRole('link', { name: 'Core Concepts' })).toBeVisible();
    await expect(outline(page)).toBeVisible();
    await expect(editLink(page)).toBeVisible();
  });

  test('each parameter set to 0 hides its part and only that part', async ({ page }) => {
    const cases = [
      { query: 'navbar=0', hidden: navbar },
      { query: 'sidebar=0', hidden: (p: Page) => sidebarLandmark(p).getByRole('link').first() },
      { query: 'outline=0', hidden: outline },
      { query: 'footer=0', hidden: editLink },
    ];
    for (const { query, hidden } of cases) {
      await gotoReady(page, `/guide/quick-start?${query}`);
      await expect(hidden(page), query).toBeHidden();
      await expectH1(page, 'Quick Start');
      for (const other of cases.filter((c) => c.query !== query)) {
        await expect(other.hidden(page), `${other.query} stays visible with ${query}`).toBeVisible();
      }
    }
  });

  test('hidden before any script of the site runs: no flash, and the page hydrates without a mismatch', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.route('**/static/js/**', (route) => route.abort());
    await page.goto(`/guide/quick-start?${EMBED_ALL}`);
    // Each part is in the page, hidden by the styles alone. Without scripts the two asides have no names: the sidebar
    // is the one with the guide's pages, the outline the one titled "On this page".
    const inPage = { includeHidden: true };
    const parts = {
      navbar: page.getByRole('banner', inPage),
      sidebar: page
        .getByRole('complementary', inPage)
        .filter({ has: page.getByRole('link', { name: 'Core Concepts', ...inPage }) }),
      outline: page.getByRole('complementary', inPage).filter({ hasText: 'ON THIS PAGE' }),
      footer: page.locator('main footer').getByRole('link', { name: 'Edit this page', ...inPage }),
    };
    for (const [part, locator] of Object.entries(parts)) {
      await expect(locator, part).toHaveCount(1);
      await expect(locator, part).toBeHidden();
    }
    await expect(page.locator('h1')).toBeVisible();
    await context.close();

    const hydrated = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    const errors = collectErrors(hydrated);
    await gotoReady(hydrated, `/guide/quick-start?${EMBED_ALL}`);
    await expect(navbar(hydrated)).toBeHidden();
    await expect(editLink(hydrated)).toBeHidden();
    expect(errors, 'console errors (a hydration mismatch logs one)').toEqual([]);
    await hydrated.close();
  });

  test('the text column stays where it is when the sidebar and outline are hidden', async ({ page }) => {
    await gotoReady(page, '/guide/quick-start');
    const normal = await page.locator('h1').boundingBox();
    await gotoReady(page, '/guide/quick-start?sidebar=0&outline=0');
    const embedded = await page.locator('h1').boundingBox();
    expect(embedded?.x).toBeCloseTo(normal?.x ?? -1, 0);
  });

  test('links followed inside an embedded page keep the parameters', async ({ page }) => {
    await gotoReady(page, `/guide/quick-start?${EMBED_ALL}`);
    await mainContent(page).getByRole('link', { name: 'Core Concepts' }).first().click();
    await expect(page).toHaveURL(`/guide/concepts?${EMBED_ALL}`);
    await expectH1(page, 'Core Concepts');
    await expect(navbar(page)).toBeHidden();
    await expect(editLink(page)).toBeHidden();
    await expect(outline(page)).toBeHidden();

    await page.goBack();
    await expect(page).toHaveURL(`/guide/quick-start?${EMBED_ALL}`);
    await expectH1(page, 'Quick Start');
  });

  test('a link opened in a new tab keeps the parameters', async ({ page, context }) => {
    await gotoReady(page, '/guide/quick-start?navbar=0&globalUIComponents=0');
    const link = mainContent(page).getByRole('link', { name: 'Core Concepts' }).first();
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['Control'] })]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe('/guide/concepts');
    expect(new URL(opened.url()).search).toBe('?navbar=0&globalUIComponents=0');
  });

  test('links of a page that is not embedded stay as they are', async ({ page }) => {
    await gotoReady(page, '/guide/quick-start');
    await mainContent(page).getByRole('link', { name: 'Core Concepts' }).first().click();
    await expect(page).toHaveURL('/guide/concepts');
    await expect(navbar(page)).toBeVisible();
  });

  test('frontmatter hides parts per page: the node catalogue has no outline', async ({ page }) => {
    await gotoReady(page, '/guide/nodesref/');
    await expect(page.locator('h1')).toBeVisible();
    await expect(outline(page)).toBeHidden();
    await expect(sidebarLink(page)).toBeVisible();
  });
});
