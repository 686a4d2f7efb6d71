import { expect, test } from '@playwright/test';
import { PRODUCT_NAME, TITLE_SUFFIX } from '../../config/site';
import { expectH1 } from './helpers';

/** Every route of the site with the heading a reader sees first. */
const ROUTES: [route: string, heading: string, title?: string][] = [
  ['/guide/', `Welcome to ${PRODUCT_NAME}`],
  ['/guide/index', `Welcome to ${PRODUCT_NAME}`],
  ['/guide/quick-start', 'Quick Start'],
  ['/guide/concepts', 'Core Concepts'],
  ['/guide/canvas', 'Canvas and Navigation'],
  ['/guide/nodes', 'Nodes'],
  ['/guide/sockets', 'Sockets and Connections'],
  ['/guide/flows', 'Building Flows'],
  ['/guide/interface', 'Interface'],
  ['/guide/importing-data', 'Working with Media'],
  ['/guide/providers', 'Providers'],
  ['/guide/api-keys', 'API Keys'],
  ['/guide/templates', 'Templates'],
  ['/guide/styles', 'Style Training'],
  ['/guide/sharing', 'Sharing'],
  ['/guide/troubleshooting', 'Troubleshooting'],
  ['/guide/nodesref/', 'Nodes Reference'],
  ['/manifesto', `The ${PRODUCT_NAME} Manifesto`],
  ['/README', `${PRODUCT_NAME} Docs`, `${PRODUCT_NAME} Docs - Contributor Guide`],
];

// One page for all routes: a fresh browser context per route would fetch and compile the site's scripts each time.
test(`every route answers 200 with its heading and title (${ROUTES.length} routes)`, async ({ page }) => {
  test.setTimeout(30_000 + ROUTES.length * 5_000);
  for (const [route, heading, title = `${heading} - ${TITLE_SUFFIX}`] of ROUTES) {
    await test.step(route, async () => {
      const response = await page.goto(route);
      expect.soft(response?.status(), route).toBe(200);
      await expectH1(page, heading);
      await expect.soft(page, route).toHaveTitle(title);
    });
  }
});

test('the home page shows the hero and links into the guide', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(PRODUCT_NAME);
  await expect(page.getByRole('heading', { level: 1 }).getByText(PRODUCT_NAME, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Quick Start' }).first().click();
  await expect(page).toHaveURL(/\/guide\/quick-start$/);
});

// The product name token reaching a reader is checked on every page by the sweep (sweep/pages.spec.ts).

test('fragments are not routed, but pages that import them show their text', async ({ page, request }) => {
  for (const path of ['/fragments/key-storage', '/fragments/key-storage.html']) {
    expect((await request.get(path)).status()).toBe(404);
  }
  await page.goto('/guide/api-keys');
  await expect(page.getByText('Keys are never included in shared links')).toBeVisible();
});
