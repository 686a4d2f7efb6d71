import { expect, test } from '@playwright/test';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { PAGE_TYPES } from './helpers';

/**
 * A smoke run in Firefox ESR (Debian's `firefox-esr`), which Playwright cannot drive: puppeteer-core drives it over
 * WebDriver BiDi, against the same built site. Every page type loads and hydrates without a console error, and the
 * parts a reader uses first work: search, the theme, the language menu, a flow view and the playground. Classic
 * (non-overlay) scrollbars, as on Windows, so the 320 px check sees the width they take.
 */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

let browser: Browser;

test.beforeAll(async () => {
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: {
        'widget.gtk.overlay-scrollbars.enabled': false,
        'widget.non-native-theme.scrollbar.style': 4,
      },
    });
  } catch (error) {
    throw new Error(
      `Firefox ESR is needed at ${FIREFOX} (Debian: apt-get install firefox-esr; .ci/run installs it; FIREFOX_PATH names another): ${(error as Error).message}`,
    );
  }
});

test.afterAll(async () => {
  await browser?.close();
});

/** A new Firefox page that records console errors and uncaught errors. */
async function open(baseURL: string, path: string, width = 1280) {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 900 });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${baseURL}${path}`, { waitUntil: 'load' });
  await page.waitForSelector('html[data-hydrated]', { timeout: 20_000 });
  return { page, errors };
}

const byRole = (page: Page, role: string, name: string) => page.locator(`::-p-aria([name="${name}"][role="${role}"])`);

test.describe('Firefox ESR', () => {
  test.describe.configure({ mode: 'serial' });

  test('every page type loads and hydrates without a console error', async ({ baseURL }) => {
    test.slow();
    for (const path of PAGE_TYPES) {
      const { page, errors } = await open(baseURL ?? '', path);
      expect(errors, path).toEqual([]);
      await page.close();
    }
  });

  test('the 404 page offers its ways on', async ({ baseURL }) => {
    const { page } = await open(baseURL ?? '', '/guide/no-such-page');
    await byRole(page, 'link', 'Read the guide').wait();
    await page.close();
  });

  test('with a classic scrollbar at 1280 px, the schematics read at 11 px and the app window keeps its layout', async ({
    baseURL,
  }) => {
    for (const path of ['/guide/interface', '/guide/nodes', '/guide/canvas']) {
      const { page } = await open(baseURL ?? '', path);
      const figures = await page.$$eval('main figure:not(:has(svg[data-columns]))', (all) =>
        all.map((figure) => {
          const svg = [...figure.querySelectorAll('svg[role="img"]')].find(
            (picture) => getComputedStyle(picture).display !== 'none',
          ) as SVGSVGElement;
          const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
          const box = svg.parentElement as HTMLElement;
          return {
            name: svg.querySelector('title')?.textContent,
            sideBySide: svg.viewBox.baseVal.width > svg.viewBox.baseVal.height,
            smallest: Math.min(
              ...[...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale),
            ),
            overflow: box.scrollWidth - box.clientWidth,
          };
        }),
      );
      expect(figures.length, path).toBeGreaterThan(0);
      for (const figure of figures) {
        expect(figure.smallest, `${path}: ${figure.name}`).toBeGreaterThanOrEqual(10.99);
        expect(figure.overflow, `${path}: ${figure.name}`).toBeLessThanOrEqual(1);
        if (figure.name === 'Main layout of the app window') expect(figure.sideBySide).toBe(true);
      }
      await page.close();
    }
  });

  test('search finds a node from the keyboard shortcut', async ({ baseURL }) => {
    test.slow();
    const { page, errors } = await open(baseURL ?? '', '/guide/quick-start');
    await page.keyboard.down('Control');
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    const input = await page.waitForSelector('input[placeholder="Search docs"]');
    await input?.type('flux dev');
    await page.waitForSelector('dialog [role="option"][href$="/guide/nodesref/FalFluxDevNode"]', { timeout: 45_000 });
    expect(errors).toEqual([]);
    await page.close();
  });

  test('the theme toggle and the language menu work', async ({ baseURL }) => {
    const { page, errors } = await open(baseURL ?? '', '/guide/quick-start');
    const dark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    const before = await dark();
    await byRole(page, 'button', before ? 'Switch to the light theme' : 'Switch to the dark theme').click();
    await page.waitForFunction((was) => document.documentElement.classList.contains('dark') !== was, {}, before);
    await byRole(page, 'button', 'Language: English').click();
    await byRole(page, 'link', '简体中文').click();
    await page.waitForFunction(() => location.pathname === '/zh/guide/quick-start');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent?.includes('快速开始'));
    expect(errors).toEqual([]);
    await page.close();
  });

  test('a flow view opens and the playground takes a node', async ({ baseURL }) => {
    const { page, errors } = await open(baseURL ?? '', '/guide/quick-start');
    await byRole(page, 'button', 'Explore Text to image').click();
    await page.waitForSelector('dialog .react-flow__node');
    await page.close();
    const playground = await open(baseURL ?? '', '/guide/playground');
    await playground.page.locator('input[type="search"]').fill('flux dev');
    await byRole(playground.page, 'button', 'Add FLUX.1 [dev]').click();
    await byRole(playground.page, 'group', 'FLUX.1 [dev] (fal-flux-dev)').wait();
    expect([...errors, ...playground.errors]).toEqual([]);
    await playground.page.close();
  });

  test('no page scrolls sideways in a 320 px window with classic scrollbars', async ({ baseURL }) => {
    for (const path of ['/', '/guide/quick-start', '/guide/nodesref/FalFluxDevNode', '/guide/']) {
      const { page } = await open(baseURL ?? '', path, 320);
      // The scrollbar comes with the first layout of the full page; a check made before it would see none.
      const scrollbar = await page
        .waitForFunction(() => window.innerWidth - document.documentElement.clientWidth, { timeout: 10_000 })
        .then((width) => width.jsonValue())
        .catch(() => 0);
      expect(scrollbar, `${path}: a classic scrollbar takes room`).toBeGreaterThan(0);
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, path).toBeLessThanOrEqual(0);
      await page.close();
    }
  });
});
