import { expect, test } from '@playwright/test';
import { gotoReady } from './helpers';

/**
 * For machines: each page offers its Markdown copy with a "Copy Markdown" button. The files themselves
 * (llms.txt, the Markdown copies, sitemap.xml, robots.txt, the meta tags) are checked in
 * tests/built/machineReadable.test.ts.
 */

test('"Copy Markdown" puts the page\'s Markdown on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoReady(page, '/guide/sockets');
  const button = page.getByRole('button', { name: 'Copy Markdown' });
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('# Sockets and Connections');
  await gotoReady(page, '/zh/guide/sockets');
  await expect(page.getByRole('button', { name: '复制 Markdown' })).toBeVisible();
});
