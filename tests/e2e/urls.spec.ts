import { expect, type Page, test } from '@playwright/test';
import { PRODUCT_NAME, SITE_ORIGIN } from '../../config/site';
import { expectH1 } from './helpers';

/**
 * Addresses that are almost right reach the page with a real navigation, and no address sends a reader to
 * another site.
 */

/** Records, per path, whether a document there painted any content (sessionStorage outlives the navigation). */
async function recordContentfulPaints(page: Page) {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === 'first-contentful-paint') sessionStorage.setItem(`painted:${location.pathname}`, '1');
      }
    }).observe({ type: 'paint', buffered: true });
  });
}

const ALMOST: [typed: string, page: string, heading: string][] = [
  ['/guide/quick-start/', '/guide/quick-start', 'Quick Start'],
  ['/GUIDE/QUICK-START', '/guide/quick-start', 'Quick Start'],
  ['/guide/nodesref/falfluxdevnode', '/guide/nodesref/FalFluxDevNode', 'FLUX.1 [dev]'],
  ['/Guide', '/guide/', `Welcome to ${PRODUCT_NAME}`],
  ['/zh/Guide/Quick-Start/', '/zh/guide/quick-start', '快速开始'],
];

for (const [typed, canonical, heading] of ALMOST) {
  test(`${typed} reaches ${canonical} with a real navigation: no 404 painted first, canonical link present`, async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
    await recordContentfulPaints(page);
    const first = await page.goto(typed);
    expect(first?.status()).toBe(404);
    await expect(page).toHaveURL(`${baseURL}${canonical}`);
    await expectH1(page, heading);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}${canonical}`);
    const painted = await page.evaluate((path) => sessionStorage.getItem(`painted:${path}`), typed);
    expect(painted, `the 404 page at ${typed} painted content`).toBeNull();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  });
}

test('a path that matches no page stays on the 404 page', async ({ page }) => {
  const response = await page.goto('/guide/quick-starts/');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/guide/quick-starts/');
});

test('the server never redirects to another site', async ({ page, baseURL }) => {
  let leftTheSite = false;
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => {
      leftTheSite = true;
      return route.fulfill({ body: 'another site' });
    },
  );
  const response = await page.goto(`${baseURL}//evil.example/..%2fguide`);
  // The path climbs out of the site: the host's 404 page answers it, on this site.
  expect(response?.status()).toBe(404);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  expect(leftTheSite).toBe(false);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
});
