import { expect, test } from '@playwright/test';
import { expectH1, gotoReady } from './helpers';

/** The node changelog and each node's History, drawn from data/nodes/history.ts (issue 20). */
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
  await expect(page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Changelog' })).toBeVisible();
});

test('a retired node says so first, in both languages, and links its replacement', async ({ page }) => {
  await gotoReady(page, '/guide/nodesref/Sora2Node');
  const note = page.getByRole('note').filter({ hasText: 'Retired:' });
  await expect(note).toHaveText('Retired: OpenAI stopped running this model on 2026-09-24. Use Veo 3 instead.');
  await expect(note.getByRole('link', { name: 'Veo 3' })).toHaveAttribute('href', '/guide/nodesref/FalVeoNode');
  await gotoReady(page, '/zh/guide/nodesref/Sora2Node');
  await expect(page.getByRole('note').filter({ hasText: '已停用：' })).toHaveText(
    '已停用：OpenAI 已于 2026-09-24 停止运行这个模型。请改用 Veo 3。',
  );
  await gotoReady(page, '/zh/guide/nodesref/changelog');
  await expectH1(page, '节点参考变更日志');
  await expect(page.getByRole('heading', { name: /^2026-11-27：/, level: 2 })).toBeVisible();
});
