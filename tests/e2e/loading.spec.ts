import { expect, test } from '@playwright/test';
import { COMPILE_HINT } from '../../plugins/compileHints';
import { gotoReady } from './helpers';

/**
 * Every script a page runs carries V8's compile hint as its first line (plugins/compileHints.ts), so Chromium
 * compiles the bundles while they download instead of function by function on the main thread.
 */
for (const path of ['/guide/quick-start', '/guide/nodesref/FalFluxDevNode', '/']) {
  test(`${path}: every script the page loads asks to be compiled as it downloads`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await gotoReady(page, path);
    await page.waitForLoadState('networkidle');
    // The runtime, React, the router, the theme and this page's own chunk at least.
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const url of scripts) {
      const text = await (await page.request.get(url)).text();
      expect(text.split('\n', 1)[0], url).toBe(COMPILE_HINT);
    }
  });
}
