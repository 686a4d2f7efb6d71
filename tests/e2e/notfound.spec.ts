import { expect, test } from '@playwright/test';
import { SITE_TITLE } from '../../config/site';
import { gotoReady } from './helpers';

test('an unknown path gets the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/guide/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle(`404 - ${SITE_TITLE}`);
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await expect(page.getByRole('link').filter({ hasText: 'Take me home' })).toHaveAttribute('href', '/');
});

test('a client-side navigation to an unknown path shows the 404 page too', async ({ page }) => {
  await gotoReady(page, '/guide/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/guide/missing');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('PAGE NOT FOUND')).toBeVisible();
  await expect(page).toHaveTitle(`404 - ${SITE_TITLE}`);
});
