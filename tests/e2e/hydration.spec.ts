import { expect, test } from '@playwright/test';
import { RENDER_COUNTER_SCRIPT, type RenderStats } from '../support/renderCounter';
import { gotoReady } from './helpers';

/**
 * Hydration adopts the HTML the server rendered. Rendering the page content or the sidebar's links a second time
 * right after it (Rspress fetched the first page's data twice; its sidebar set its own state again) was most of
 * the script work a phone did on load (theme/loading/firstPageData.ts, theme/components/Sidebar.tsx).
 */
for (const path of [
  '/guide/quick-start',
  '/guide/nodesref/FalFluxDevNode',
  '/guide/nodesref/',
  '/zh/guide/quick-start',
]) {
  test(`${path}: once hydrated, neither the content nor the sidebar renders again`, async ({ page }) => {
    await page.addInitScript(RENDER_COUNTER_SCRIPT);
    await gotoReady(page, path);
    await page.waitForLoadState('networkidle');
    // The second render came after an asynchronous reload of the page data: give it time to show.
    await page.waitForTimeout(1_000);
    const stats = (await page.evaluate('window.__renderStats')) as RenderStats;
    // The counter saw React commit (the hydration and the outline's update at least), so it can see re-renders.
    expect(stats.commits).toBeGreaterThan(1);
    expect(stats.rerendered).toBeGreaterThan(0);
    expect(stats.byRegion.content).toEqual([]);
    expect(stats.byRegion.sidebar).toEqual([]);
  });
}
