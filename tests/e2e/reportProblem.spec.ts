import { expect, test } from '@playwright/test';
import { expectH1, gotoReady } from './helpers';

/** "Report a problem" beside "Edit this page": a new issue in the docs repository, naming the page. */
for (const [path, name, title, pageTitle] of [
  ['/guide/canvas', 'Report a problem', 'Problem on "Canvas and Navigation"', 'Canvas and Navigation'],
  ['/zh/guide/canvas', '报告问题', '页面问题：“画布与导航”', '画布与导航'],
] as const) {
  test(`${path}: "${name}" opens a new issue with the page's title and address`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoReady(page, path);
    await expectH1(page, pageTitle);
    const links = page.getByRole('link', { name });
    // Under the outline's "Edit this page", and above the footer's.
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) {
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(`${href.origin}${href.pathname}`).toBe('https://github.com/patchbay-app/patchbay-docs/issues/new');
      expect(href.searchParams.get('title')).toBe(title);
      expect(href.searchParams.get('body')).toContain(`https://docs.patchbay.app${path}`);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // Keyboard: the footer's link takes focus and shows a ring.
    const footerLink = links.last();
    await footerLink.focus();
    await expect(footerLink).toBeFocused();
  });
}
