import { expect, test } from 'vitest';
import { SEARCH_INDEX_KB } from '../../scripts/lib/budgets';
import { searchWeight } from '../../scripts/lib/searchWeight';

/** Each edition's search index, as the build wrote it, stays within its budget (scripts/lib/budgets.ts). */

test(`each edition's search index stays within ${SEARCH_INDEX_KB} kB gzip`, async () => {
  const { indexGzipKb } = await searchWeight('doc_build');
  expect(Object.keys(indexGzipKb).sort()).toEqual(['v1.en', 'v1.zh', 'v2.en', 'v2.zh']);
  for (const [edition, kb] of Object.entries(indexGzipKb)) {
    expect(kb, `the ${edition} index: ${kb.toFixed(1)} kB; see scripts/lib/budgets.ts`).toBeLessThanOrEqual(
      SEARCH_INDEX_KB,
    );
  }
});
