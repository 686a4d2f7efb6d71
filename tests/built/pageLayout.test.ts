import { expect, test } from 'vitest';
import { serveBuild } from './serveBuild';

/** A node page's Markdown copy, as served: what the page folds away (tests/e2e/pageLayout.spec.ts) is all in it. */

const get = serveBuild();

test('a node page keeps every source and the history in its Markdown copy', async () => {
  const copy = await (await get('/guide/nodesref/FalKling21VideoNode.md')).text();
  expect(copy).toContain('https://fal.ai/models/fal-ai/kling-video/v2.1/master/text-to-video');
  expect(copy).toContain('**History**');
});
