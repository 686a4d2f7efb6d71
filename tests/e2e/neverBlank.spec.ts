import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, type Page, test } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/lib/browser';
import { darkenInPlace, runAxe } from '../support/axe';
import { type Finding, watch } from '../support/watchPage';
import {
  banner,
  expectH1,
  gotoReady,
  openSearchWithKeyboard,
  SEARCH_READY,
  searchHits,
  sidebarLandmark,
} from './helpers';

/**
 * A page never goes white. Readers block site data, fill their storage, keep a tab open across a deploy
 * and go offline; each of these once unmounted the page.
 */

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * A Chromium profile that blocks site data, as the privacy setting readers use does: every access to local storage
 * throws a SecurityError.
 */
async function blockedStorageContext(baseURL: string, options: { colorScheme: 'light' | 'dark'; locale?: string }) {
  const profile = mkdtempSync(path.join(tmpdir(), 'pb-blocked-'));
  mkdirSync(path.join(profile, 'Default'));
  writeFileSync(
    path.join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  );
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutable(),
    args: CHROMIUM_ARGS,
    baseURL,
    viewport: { width: 1440, height: 900 },
    ...options,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

function watched(page: Page, baseURL: string | undefined) {
  const findings: Finding[] = [];
  watch(page, new URL(baseURL ?? '').origin, findings, () => page.url());
  return findings;
}

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
const toggle = (page: Page) => banner(page).getByRole('button', { name: /Switch to the/ });

/** What every storage test checks: the page is there, the theme toggle and a tab group work, a link works. */
async function readerCanUse(page: Page, systemDark: boolean) {
  await gotoReady(page, '/guide/canvas');
  await expectH1(page, 'Canvas and Navigation');
  expect(await isDark(page)).toBe(systemDark);
  await toggle(page).click();
  await expect.poll(() => isDark(page)).toBe(!systemDark);
  await toggle(page).click();
  await expect.poll(() => isDark(page)).toBe(systemDark);
  const windows = page.getByRole('tab', { name: 'Windows and Linux' }).first();
  await windows.click();
  await expect(windows).toHaveAttribute('aria-selected', 'true');
  await sidebarLandmark(page).getByRole('link', { name: 'Nodes', exact: true }).click();
  await expectH1(page, 'Nodes');
}

test.describe('with site data blocked', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`every page renders, the theme follows a ${colorScheme} system, and the toggle and tabs work for the visit`, async ({
      baseURL,
    }) => {
      const { context, close } = await blockedStorageContext(baseURL ?? '', { colorScheme });
      const page = context.pages()[0] ?? (await context.newPage());
      const findings = watched(page, baseURL);
      const blocked = await page.goto('/guide/').then(() =>
        page.evaluate(() => {
          try {
            return typeof window.localStorage.length !== 'number';
          } catch {
            return true;
          }
        }),
      );
      expect(blocked, 'the profile blocks local storage').toBe(true);
      await readerCanUse(page, colorScheme === 'dark');
      // Search does not depend on storage either.
      const input = await openSearchWithKeyboard(page);
      await input.fill('quick start');
      await expect(searchHits(page).first()).toBeVisible(SEARCH_READY);
      await close();
      expect(findings).toEqual([]);
    });
  }

  test('a first visit from a Chinese browser is not moved (the visit cannot be remembered)', async ({ baseURL }) => {
    const { context, close } = await blockedStorageContext(baseURL ?? '', { colorScheme: 'light', locale: 'zh-CN' });
    const page = context.pages()[0] ?? (await context.newPage());
    await gotoReady(page, '/guide/');
    expect(new URL(page.url()).pathname).toBe('/guide/');
    await close();
  });
});

test('with local storage full, the page renders and the toggle and tabs still work', async ({ page, baseURL }) => {
  const findings = watched(page, baseURL);
  await gotoReady(page, '/guide/');
  // Fill the origin's quota: every later write throws a QuotaExceededError.
  const full = await page.evaluate(() => {
    localStorage.setItem('rspress-visited', '1');
    let size = 1 << 20;
    for (let i = 0; size >= 1; i++) {
      try {
        localStorage.setItem(`filler-${i}`, 'x'.repeat(size));
      } catch {
        size = Math.floor(size / 2);
      }
    }
    try {
      localStorage.setItem('probe', 'x'.repeat(1024));
      return false;
    } catch (error) {
      return (error as DOMException).name === 'QuotaExceededError';
    }
  });
  expect(full, 'local storage refuses writes').toBe(true);
  await readerCanUse(page, false);
  expect(findings).toEqual([]);
});

/**
 * A deploy replaces the site's code: the chunks an open tab was built against answer 404 from then on. Until the
 * next document loads, every request for code is refused; the new document gets the (same) new code.
 */
async function redeploy(page: Page) {
  let stale = true;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) stale = false;
  });
  await page.route('**/static/**', (route) =>
    stale ? route.fulfill({ status: 404, body: 'Not Found' }) : route.fallback(),
  );
}

/** Marks the window; a whole-document load gives a new window without the mark. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __oldDocument: true }));
const isOldWindow = (page: Page) => page.evaluate(() => '__oldDocument' in window);

test.describe('a tab left open across a deploy', () => {
  test('a link to a page not yet visited loads it as a whole document', async ({ page, baseURL }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoReady(page, '/guide/quick-start');
    await markWindow(page);
    await redeploy(page);
    await sidebarLandmark(page).getByRole('link', { name: 'Core Concepts' }).click();
    await expect(page).toHaveURL(`${baseURL}/guide/concepts`);
    await expectH1(page, 'Core Concepts');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await isOldWindow(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  test('Enter on a search result loads it as a whole document', async ({ page, baseURL }) => {
    test.slow();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoReady(page, '/guide/');
    const input = await openSearchWithKeyboard(page);
    // The index loads first: the deploy happens while the reader is searching.
    await input.fill('sockets');
    await expect(searchHits(page).first()).toBeVisible(SEARCH_READY);
    await markWindow(page);
    await redeploy(page);
    await input.fill('connection states');
    await expect(searchHits(page).first()).toHaveAttribute('href', /^\/guide\/sockets(#|$)/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${baseURL}/guide/sockets`));
    await expectH1(page, 'Sockets and Connections');
    expect(await isOldWindow(page)).toBe(false);
    expect(errors).toEqual([]);
  });

  test('a link in an embedded page (followed without loading ahead) reloads as the target page', async ({
    page,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoReady(page, '/guide/quick-start?navbar=0');
    await markWindow(page);
    await redeploy(page);
    await sidebarLandmark(page).getByRole('link', { name: 'Core Concepts' }).click();
    await expect(page).toHaveURL(`${baseURL}/guide/concepts?navbar=0`);
    await expectH1(page, 'Core Concepts');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await isOldWindow(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});

test.describe('offline', () => {
  let context: BrowserContext;
  test.afterEach(async () => {
    await context?.setOffline(false);
  });

  test('a link to a page not yet visited says the page could not be opened, and the reader keeps theirs', async ({
    page,
  }) => {
    context = page.context();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await gotoReady(page, '/guide/quick-start');
    await markWindow(page);
    await context.setOffline(true);
    await sidebarLandmark(page).getByRole('link', { name: 'Core Concepts' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'You are offline' });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/guide\/quick-start$/);
    await expectH1(page, 'Quick Start');
    expect(await isOldWindow(page)).toBe(true);
    // No progress bar is left running.
    await page.waitForTimeout(600);
    await expect(page.locator('#nprogress')).toHaveCount(0);
    expect(errors).toEqual([]);
    expect(await runAxe(page)).toEqual([]);
    await darkenInPlace(page);
    expect(await runAxe(page, { rules: ['color-contrast'] })).toEqual([]);
    // Back online, "Try again" opens it.
    await context.setOffline(false);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expectH1(page, 'Core Concepts');
    await expect(page).toHaveURL(/\/guide\/concepts$/);
  });

  test('the notice can be dismissed, and a page already loaded still opens offline', async ({ page }) => {
    context = page.context();
    await gotoReady(page, '/guide/quick-start');
    const sidebar = sidebarLandmark(page);
    await sidebar.getByRole('link', { name: 'Core Concepts' }).click();
    await expectH1(page, 'Core Concepts');
    await context.setOffline(true);
    await sidebar.getByRole('link', { name: 'Quick Start' }).click();
    await expectH1(page, 'Quick Start');
    await sidebar.getByRole('link', { name: 'Templates' }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'You are offline' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await expectH1(page, 'Quick Start');
  });

  test('a page followed without loading ahead (embedded) shows why in place of its content, under the navbar', async ({
    page,
  }) => {
    context = page.context();
    await gotoReady(page, '/guide/quick-start?footer=0');
    await context.setOffline(true);
    await sidebarLandmark(page).getByRole('link', { name: 'Core Concepts' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'This page could not be shown' });
    await expect(problem).toBeVisible();
    await expect(problem).toContainText('You are offline');
    await expect(banner(page)).toBeVisible();
    expect(await runAxe(page)).toEqual([]);
    await context.setOffline(false);
    await problem.getByRole('button', { name: 'Reload the page' }).click();
    await expectH1(page, 'Core Concepts');
  });
});
