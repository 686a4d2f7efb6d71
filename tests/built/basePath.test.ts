import { beforeAll, expect, test } from 'vitest';
import { crawl } from '../../scripts/check-links';
import { BASE_PATH } from '../../scripts/lib/ports';
import { requireBuildOf } from './requireBuild';

/**
 * The site built for a non-root base path (`npm run build:variant` → doc_build_base/, served under /patchbay-docs/ as a
 * GitHub Pages project site is) links only under its base. The pages are loaded in a browser in
 * tests/e2e/base/basePath.spec.ts.
 */

beforeAll(() => requireBuildOf('doc_build_base', 'npm run build:variant base'));

test('every internal link, #fragment and loaded file of the base-path build resolves under the base', async () => {
  const { pages, problems } = await crawl('doc_build_base', BASE_PATH);
  expect(pages).toBeGreaterThan(300);
  expect(problems).toEqual([]);
});
