import { expect, type Locator, test } from '@playwright/test';
import { CATEGORIES } from '../../data/catalog';
import { NODES } from '../../data/nodes';
import { filterNodes, NO_FILTERS } from '../../data/nodes/filter';
import { nodesIn } from '../../data/nodes/localized';
import texts from '../../i18n.json' with { type: 'json' };
import { escapeRegExp, gotoReady, mainContent, SEARCH_READY, searchHits, sidebarLandmark } from './helpers';

const label = (key: string) => (texts as Record<string, { en: string }>)[key].en;

// Every node page of every edition shows its node's facts from the data: checked in the sweep (sweep/pages.spec.ts).

test('a Chinese node page shows the Chinese text of the data; a v1 page leaves out what v1 did not have', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
  const zh = nodesIn('zh', 'v2').find((n) => n.id === 'FalFluxDevNode');
  await gotoReady(page, '/zh/guide/nodesref/FalFluxDevNode');
  await expect(mainContent(page).getByText(zh?.summary ?? 'missing', { exact: true })).toBeVisible();
  await expect(mainContent(page).getByText('此节点运行在 fal 上')).toBeVisible();

  const inputsOf = (p: typeof page) =>
    p
      .getByRole('main')
      .getByRole('heading', { level: 3, name: /Inputs|输入/ })
      .first()
      .locator('xpath=following-sibling::*[1]/descendant-or-self::table[1]');
  await gotoReady(page, '/guide/nodesref/FalFluxDevNode');
  await expect(inputsOf(page).locator('code', { hasText: /^style$/ })).toHaveCount(1);
  await gotoReady(page, '/v1/guide/nodesref/FalFluxDevNode');
  await expect(inputsOf(page).locator('code', { hasText: /^prompt$/ })).toHaveCount(1);
  await expect(inputsOf(page).locator('code', { hasText: /^style$/ })).toHaveCount(0);
});

test('a node page links the key it needs and the nodes it connects to', async ({ page }) => {
  await page.goto('/guide/nodesref/FalFluxDevNode');
  const doc = mainContent(page);
  await expect(doc.getByRole('link', { name: 'Set up the key' })).toHaveAttribute('href', '/guide/api-keys#fal');
  const from = doc.getByRole('region', { name: 'Connects from' });
  await expect(from.getByRole('link', { name: 'Text', exact: true })).toHaveAttribute(
    'href',
    '/guide/nodesref/TextNode',
  );
  const to = doc.getByRole('region', { name: 'Connects to' });
  await to.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/guide\/nodesref\/\w+Node$/);
});

test('a node page lists its connections as one line per category and socket type, in each language', async ({
  page,
}) => {
  const lineAfter = (region: Locator, term: string) =>
    region.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

  await page.goto('/guide/nodesref/FalFluxDevNode');
  const from = mainContent(page).getByRole('region', { name: 'Connects from' });
  const chat = lineAfter(from, 'Chat nodes');
  await expect(chat).toHaveText(/^via text: Claude, Command, DeepSeek, /);
  await expect(chat.getByRole('link', { name: 'Claude', exact: true })).toHaveAttribute(
    'href',
    '/guide/nodesref/AnthropicChatNode',
  );
  // Basic nodes connect through different sockets: a line each.
  const basic = from.getByRole('term').filter({ hasText: 'Basic nodes' }).locator('xpath=following-sibling::dd');
  await expect(basic).toHaveText([/^via text: Text$/, /^via image: Image$/, /^via style: Style$/]);

  await page.goto('/zh/guide/nodesref/FalFluxDevNode');
  const fromZh = mainContent(page).getByRole('region', { name: '可接收自' });
  await expect(lineAfter(fromZh, '对话节点')).toHaveText(/^通过 text：Claude、Command、DeepSeek、/);
});

test.describe('the node reference landing page', () => {
  test('lists every node in the HTML, grouped by category, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/guide/nodesref/');
    for (const category of CATEGORIES) {
      if (NODES.some((n) => n.category === category.id)) {
        await expect(
          page.getByRole('heading', { level: 2, name: new RegExp(`^${escapeRegExp(label(category.label))}`) }),
        ).toBeVisible();
      }
    }
    await expect(mainContent(page).locator('li a[href^="/guide/nodesref/"]')).toHaveCount(NODES.length);
    // A card's facts read apart when copied or read aloud, as in the Markdown copy.
    const flux = mainContent(page).locator('li', {
      has: page.getByRole('link', { name: 'FLUX.1 [dev]', exact: true }),
    });
    await expect(flux.locator('p').last()).toHaveText('FalFluxDevNode · fal');
    // A card's socket shapes are one image to a screen reader, named in the page's language.
    await expect(page.getByRole('img', { name: 'text in, text out', exact: true }).first()).toBeVisible();
    await page.goto('/zh/guide/nodesref/');
    await expect(page.getByRole('img', { name: '输入 text，输出 text', exact: true }).first()).toBeVisible();
    await context.close();
  });

  test('draws the cards near the screen only, and each card as the reader scrolls to it', async ({ page }) => {
    await gotoReady(page, '/guide/nodesref/');
    const names = mainContent(page).locator('li a[href^="/guide/nodesref/"]');
    // checkVisibility's contentVisibilityAuto option: false while the card's content is skipped (not laid out or painted).
    const drawn = (link: Locator) => link.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(names.first())).toBe(true);
    const last = names.last();
    expect(await drawn(last)).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(last)).toBe(true);
    await expect(last).toBeInViewport();
  });

  test('filters by keyword with the spec texts and shows the no-match message', async ({ page }) => {
    await gotoReady(page, '/guide/nodesref/');
    const filter = page.getByLabel('Filter', { exact: true });
    await expect(filter).toHaveAttribute('placeholder', 'Enter keyword');
    await filter.fill('FLUX-1 [DEV]'.replace('-', ' ').toLowerCase());
    await expect(mainContent(page).getByRole('link', { name: 'FLUX.1 [dev]', exact: true })).toBeVisible();
    await filter.fill('zzqx');
    await expect(page.getByText('No matching API found: zzqx')).toBeVisible();
    await expect(page).toHaveURL(/\?q=zzqx$/);
  });

  test('filters image in, video out and round-trips the filters through the URL', async ({ page }) => {
    const expected = filterNodes(NODES, { ...NO_FILTERS, input: 'image', output: 'video' });
    await gotoReady(page, '/guide/nodesref/');
    await page.getByLabel('Input type').selectOption('image');
    await page.getByLabel('Output type').selectOption('video');
    await expect(page).toHaveURL(/\?in=image&out=video$/);
    const links = mainContent(page).locator('li a[href^="/guide/nodesref/"]');
    await expect(links).toHaveCount(expected.length);
    await page.reload();
    await expect(page.getByLabel('Input type')).toHaveValue('image');
    await expect(links).toHaveCount(expected.length);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(links).toHaveCount(NODES.length);
    await expect(page).toHaveURL(/\/guide\/nodesref\/$/);
  });

  test('filters by category and provider from a shared link', async ({ page }) => {
    const expected = filterNodes(NODES, { ...NO_FILTERS, category: 'video', provider: 'fal' });
    await gotoReady(page, '/guide/nodesref/?category=video&provider=fal');
    await expect(page.getByLabel('Category')).toHaveValue('video');
    await expect(mainContent(page).locator('li a[href^="/guide/nodesref/"]')).toHaveCount(expected.length);
  });

  test('links the machine-readable catalogue, which lists every node', async ({ page, request }) => {
    await page.goto('/guide/nodesref/');
    const link = page.getByRole('link', { name: /Machine-readable catalogue/ });
    await expect(link).toHaveAttribute('href', '/guide/nodesref/catalog.json');
    const json = await (await request.get('/guide/nodesref/catalog.json')).json();
    expect(json.nodes.map((n: { id: string }) => n.id).sort()).toEqual(NODES.map((n) => n.id).sort());
    expect(json.version).toBe('v2');
    const v1 = await (await request.get('/v1/guide/nodesref/catalog.json')).json();
    expect(v1.nodes.every((n: { since: string }) => n.since === 'v1')).toBe(true);
    expect((await request.get('/zh/guide/nodesref/catalog.json')).status()).toBe(200);
  });
});

test('the sidebar lists node pages in category sections separated by dashed dividers', async ({ page }) => {
  await page.goto('/guide/nodesref/FalFluxDevNode');
  const sidebar = sidebarLandmark(page);
  const used = CATEGORIES.filter((c) => NODES.some((n) => n.category === c.id));
  await expect(sidebar.locator('.rp-sidebar-divider--dashed')).toHaveCount(used.length);
  await expect(sidebar.locator('.rp-sidebar-section-header')).toHaveText(used.map((c) => label(c.label)));
  await expect(sidebar.getByRole('link', { name: 'FLUX.1 [dev]' })).toHaveAttribute(
    'href',
    '/guide/nodesref/FalFluxDevNode',
  );
});

test('search finds a node by an alias its prose does not use', async ({ page }) => {
  test.slow();
  await gotoReady(page, '/guide/');
  await page.getByRole('button', { name: /Search docs/ }).click();
  await page.getByPlaceholder('Search docs').fill('bfl');
  await expect(searchHits(page).and(page.locator('[href^="/guide/nodesref/FalFluxDevNode"]')).first()).toBeVisible(
    SEARCH_READY,
  );
});

test('a node page says which properties the reader must choose and when a default model stops running', async ({
  page,
}) => {
  await gotoReady(page, '/guide/nodesref/FalF5TtsNode');
  const model = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /^Model/ }) });
  await expect(model).toContainText('none: choose one');
  await gotoReady(page, '/zh/guide/nodesref/AnthropicChatNode');
  await expect(page.getByText('claude-sonnet-4-5（已弃用，2026-11-30 停止运行）')).toBeVisible();
});
