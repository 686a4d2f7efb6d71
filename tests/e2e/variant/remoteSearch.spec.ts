import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { REMOTE_SEARCH_PORT } from '../../support/ports';
import { gotoReady, openSearchWithKeyboard, SEARCH_READY } from '../helpers';

/**
 * The variant build (scripts/build-variant.ts) names a remote search endpoint: queries go to it, its hits
 * replace the local results, and a failure logs the error and shows an empty result.
 */

let server: Server;
let requests: URL[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: [] };

test.beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(new URL(req.url ?? '/', `http://127.0.0.1:${REMOTE_SEARCH_PORT}`));
    res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(REMOTE_SEARCH_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test.beforeEach(() => {
  requests = [];
});

test.describe.configure({ mode: 'serial' });

test('a query is sent to the endpoint and its hits are shown', async ({ page }) => {
  test.slow();
  answer = {
    status: 200,
    body: [
      {
        index: 'patchbay-docs',
        hits: [
          { title: 'Remote: Sockets and Connections', routePath: '/guide/sockets' },
          { title: 'Remote: Quick Start', routePath: '/guide/quick-start', header: 'Quick Start > Run it' },
        ],
      },
    ],
  };
  await gotoReady(page, '/guide/');
  const input = await openSearchWithKeyboard(page);
  await input.fill('sockets');
  await expect(page.getByText('Remote: Sockets and Connections')).toBeVisible(SEARCH_READY);
  await expect(page.locator('.rp-suggest-item')).toHaveCount(2);

  const sent = requests.at(-1);
  expect(sent?.pathname).toBe('/search');
  expect(Object.fromEntries(sent?.searchParams ?? [])).toEqual({
    keyword: 'sockets',
    limit: '7',
    searchIndexes: 'patchbay-docs',
    lang: 'en',
  });

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/quick-start$/);
});

test('a failing endpoint logs the error and shows an empty result', async ({ page }) => {
  test.slow();
  answer = { status: 500, body: { message: 'index offline' } };
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await gotoReady(page, '/guide/');
  const input = await openSearchWithKeyboard(page);
  await input.fill('flux');
  await expect(page.getByText('No results for "flux"')).toBeVisible(SEARCH_READY);
  expect(requests.length).toBeGreaterThan(0);
  expect(errors.some((e) => e.includes('Remote search: 500'))).toBe(true);
});
