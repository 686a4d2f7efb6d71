import { expect, test } from 'vitest';
import { crawl } from '../../scripts/check-links';

/** A crawl of the output follows every internal link and #fragment of every page. */
test('every internal link and #fragment of the built site resolves', async () => {
  const { pages, links, problems } = await crawl('doc_build');
  expect(pages).toBeGreaterThan(300);
  expect(links).toBeGreaterThan(10_000);
  expect(problems).toEqual([]);
});
