import { expect, test } from '@playwright/test';
import { expectH1, gotoReady, sidebarLandmark } from './helpers';

/** The node changelog and each node's History, drawn from data/nodes/history.ts. */
test('the changelog lists each release with what changed, and a node page links its History to it', async ({
  page,
}) => {
  await gotoReady(page, '/guide/nodesref/FalTopazUpscaleVideoNode');
  const summary = page.getByRole('region', { name: 'Topaz Video Upscale' });
  // Sources, figures and history are folded under the facts.
  await summary.getByText('Sources, figures and history').click();
  await expect(summary.getByText(/^2026-11-27 · Changed: Upscale factor now goes from 1 to 4/)).toBeVisible();
  await expect(summary.getByRole('link', { name: "fal's API reference" })).toHaveAttribute(
    'href',
    'https://fal.ai/models/fal-ai/topaz/upscale/video/api',
  );
  await summary.getByRole('link', { name: 'All changes' }).click();
  await expectH1(page, 'Node Reference Changelog');
  const release = page.getByRole('region', { name: /^2026-11-27: / });
  await expect(release.getByRole('heading', { name: 'Changed', level: 3 })).toBeVisible();
  await expect(release.getByRole('listitem').filter({ hasText: /^Topaz Video Upscale: / })).toBeVisible();
  await expect(
    release.getByRole('listitem').filter({ hasText: /^Sora 2: OpenAI stopped running this model/ }),
  ).toBeVisible();
  const first = page.getByRole('region', { name: /^2026-11-21: / });
  await expect(first.getByRole('heading', { name: 'Added (81 nodes)' })).toBeVisible();
  await expect(sidebarLandmark(page).getByRole('link', { name: 'Changelog' })).toBeVisible();
});

test('a retirement only a third party reports says so, by whom, and that the provider has not confirmed it', async ({
  page,
}) => {
  await gotoReady(page, '/guide/nodesref/FalVeoNode');
  const note = page.getByRole('note').filter({ hasText: 'Reported retired:' });
  await expect(note).toHaveText(
    'Reported retired: docs.cloud.google.com reports that this model stopped running on 2026-06-30; fal has not confirmed it. Use Kling 2.X instead. Source: docs.cloud.google.com.',
  );
  await gotoReady(page, '/guide/nodesref/');
  await expect(page.getByRole('main').getByText('Reported retired').first()).toBeVisible();
});

test('a retired node says so first, in both languages, and links its replacement', async ({ page }) => {
  await gotoReady(page, '/guide/nodesref/Sora2Node');
  const note = page.getByRole('note').filter({ hasText: 'Retired:' });
  await expect(note).toHaveText(
    'Retired: OpenAI stopped running this model on 2026-09-24. Use Kling 2.X instead. Source: developers.openai.com.',
  );
  await expect(note.getByRole('link', { name: 'Kling 2.X' })).toHaveAttribute(
    'href',
    '/guide/nodesref/FalKling21VideoNode',
  );
  // The reader can check the tag at its source.
  await expect(note.getByRole('link', { name: 'developers.openai.com' })).toHaveAttribute(
    'href',
    'https://developers.openai.com/api/docs/models/sora-2',
  );
  // With the node's other sources, the day the status was checked.
  await page.getByRole('main').getByText('Sources, figures and history').click();
  await expect(page.getByRole('main').getByText('Status: developers.openai.com on 2026-11-28')).toBeVisible();
  await gotoReady(page, '/zh/guide/nodesref/Sora2Node');
  await expect(page.getByRole('note').filter({ hasText: '已停用：' })).toHaveText(
    '已停用：OpenAI 已于 2026-09-24 停止运行这个模型。请改用 Kling 2.X。来源：developers.openai.com。',
  );
  await gotoReady(page, '/zh/guide/nodesref/changelog');
  await expectH1(page, '节点参考变更日志');
  await expect(page.getByRole('heading', { name: /^2026-11-27：/, level: 2 })).toBeVisible();
});
