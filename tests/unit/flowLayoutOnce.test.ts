import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, vi } from 'vitest';
import { placeFlow } from '../../data/flows/layout';
import { edges, nodes } from '../support/twoNodeFlow';

/** How many layouts ELK has worked out. */
const runs = vi.hoisted(() => ({ count: 0 }));
vi.mock('elkjs/lib/elk.bundled.js', async (importOriginal) => {
  const { default: ELK } = await importOriginal<typeof import('elkjs/lib/elk.bundled.js')>();
  class CountingElk extends ELK {
    override layout: InstanceType<typeof ELK>['layout'] = (graph, args) => {
      runs.count++;
      return super.layout(graph, args);
    };
  }
  return { default: CountingElk };
});

test('a flow asked for by eight pages at once is laid out once, and each gets its own copy', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'flow-layout-'));
  runs.count = 0;
  const layouts = await Promise.all(Array.from({ length: 8 }, () => placeFlow(nodes, edges, dir)));
  expect(runs.count).toBe(1);
  expect(layouts.every((layout) => JSON.stringify(layout) === JSON.stringify(layouts[0]))).toBe(true);
  layouts[0].width = -1;
  expect(layouts[1].width).not.toBe(-1);
  // Settled: a later call reads the file, and another flow is laid out on its own.
  await placeFlow(nodes, edges, dir);
  expect(runs.count).toBe(1);
  await Promise.all([placeFlow(nodes, [], dir), placeFlow(nodes, edges, dir)]);
  expect(runs.count).toBe(2);
});
