import { createServer, type Server, type ServerResponse } from 'node:http';
import { expect, type Page, test } from '@playwright/test';
import { REMOTE_SEARCH_PORT } from '../../../scripts/lib/ports';
import { REMOTE_SEARCH_TIMEOUT_MS } from '../../../theme/search/remoteSearch';
import { gotoReady, openSearchWithKeyboard, SEARCH_READY, searchHits } from '../helpers';

/**
 * The variant build (scripts/build-variant.ts) names a remote search endpoint: queries go to it, its hits
 * replace the local results, and a failure logs the error and shows an empty result. Its hits are another service's
 * words: only routes on this site are shown, an endpoint that never answers times out, and an earlier query's
 * results are never shown under a new one.
 */

type Answer = { status: number; body: unknown } | 'hang';

let server: Server;
let requests: URL[] = [];
let answerFor: (keyword: string) => Answer = () => ({ status: 200, body: [] });
const hanging = new Set<ServerResponse>();

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${REMOTE_SEARCH_PORT}`);
    requests.push(url);
    const answer = answerFor(url.searchParams.get('keyword') ?? '');
    if (answer === 'hang') {
      hanging.add(res);
      return;
    }
    res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(REMOTE_SEARCH_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test.beforeEach(() => {
  requests = [];
});

test.describe.configure({ mode: 'serial' });

const hits = (...list: { title: string; routePath: string; header?: string }[]) => ({
  status: 200,
  body: [{ index: 'patchbay-docs', hits: list }],
});

function consoleOf(page: Page, type: 'error' | 'warning') {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

test('a query is sent to the endpoint and its hits are shown', async ({ page }) => {
  test.slow();
  answerFor = () =>
    hits(
      { title: 'Remote: Sockets and Connections', routePath: '/guide/sockets' },
      { title: 'Remote: Quick Start', routePath: '/guide/quick-start', header: 'Quick Start > Run it' },
    );
  await gotoReady(page, '/guide/');
  const input = await openSearchWithKeyboard(page);
  await input.fill('sockets');
  await expect(page.getByText('Remote: Sockets and Connections')).toBeVisible(SEARCH_READY);
  await expect(searchHits(page)).toHaveCount(2);

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
  answerFor = () => ({ status: 500, body: { message: 'index offline' } });
  const errors = consoleOf(page, 'error');
  await gotoReady(page, '/guide/');
  const input = await openSearchWithKeyboard(page);
  await input.fill('flux');
  await expect(page.getByText('No results for "flux"')).toBeVisible(SEARCH_READY);
  expect(requests.length).toBeGreaterThan(0);
  expect(errors.some((e) => e.includes('Remote search: 500'))).toBe(true);
});

test('hits whose route leaves the site are dropped and logged, so neither a click nor Enter leaves the site', async ({
  page,
  baseURL,
}) => {
  test.slow();
  answerFor = () =>
    hits(
      { title: 'Off site', routePath: 'https://evil.example/guide/sockets' },
      { title: 'Protocol-relative', routePath: '//evil.example/guide/sockets' },
      { title: 'Backslash', routePath: '/\\evil.example/guide/sockets' },
      { title: 'Script', routePath: 'javascript:alert(document.domain)' },
      { title: 'On site: Sockets', routePath: '/guide/sockets' },
    );
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) => route.fulfill({ body: 'left the site' }),
  );
  const warnings = consoleOf(page, 'warning');
  await gotoReady(page, '/guide/');
  const input = await openSearchWithKeyboard(page);
  await input.fill('sockets');
  await expect(searchHits(page)).toHaveCount(1, SEARCH_READY);
  await expect(searchHits(page).first()).toHaveText(/On site: Sockets/);
  for (const title of ['Off site', 'Protocol-relative', 'Backslash', 'Script']) {
    await expect(page.getByText(title, { exact: true })).toHaveCount(0);
    expect(warnings.some((w) => w.includes(`dropped the hit "${title}"`))).toBe(true);
  }
  // Enter on the first result, and a click on it, both stay on the site.
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/guide\/sockets$/);
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
});

test('an endpoint that never answers times out with an empty result, and the earlier results are not shown meanwhile', async ({
  page,
}) => {
  test.setTimeout(60_000 + REMOTE_SEARCH_TIMEOUT_MS);
  answerFor = (keyword) =>
    keyword === 'sockets' ? hits({ title: 'Remote: Sockets', routePath: '/guide/sockets' }) : 'hang';
  const errors = consoleOf(page, 'error');
  await gotoReady(page, '/guide/');
  const input = await openSearchWithKeyboard(page);
  await input.fill('sockets');
  await expect(searchHits(page)).toHaveCount(1, SEARCH_READY);
  await input.fill('flux');
  // Asked, and still waiting: the answer to "sockets" is not offered as the answer to "flux".
  await expect.poll(() => requests.some((r) => r.searchParams.get('keyword') === 'flux')).toBe(true);
  await expect(searchHits(page)).toHaveCount(0);
  await expect(page.getByText('Remote: Sockets')).toHaveCount(0);
  await expect(page.getByRole('dialog').getByText('Searching…')).toBeVisible();
  // Then the request gives up: the error is logged and the panel says there are no results.
  await expect(page.getByText('No results for "flux"')).toBeVisible({ timeout: REMOTE_SEARCH_TIMEOUT_MS + 10_000 });
  expect(errors.some((e) => e.includes(`within ${REMOTE_SEARCH_TIMEOUT_MS / 1000} s`))).toBe(true);
});
