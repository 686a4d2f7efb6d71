import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { placeFlow } from '../../data/flows/layout';
import { rspressIndexAssets } from '../../plugins/searchIndex';
import { median } from '../../scripts/lib/buildBench';
import { childrenCpuSeconds } from '../../scripts/lib/measureBuild';
import { stubFiles } from '../../scripts/lib/stockRspress';
import { edges, nodes } from '../support/twoNodeFlow';

test("Rspress's index files are picked out of a build's assets, and nothing else", () => {
  expect(
    rspressIndexAssets([
      'static/search_index.v2.en.0a1b2c3d.json',
      'static/search_index.v1.zh.ffeeddcc.json',
      'static/js/search.1234abcd.js',
      'copies/static/search_index.v2.en.0a1b2c3d.json',
      'index.html',
    ]),
  ).toEqual(['static/search_index.v2.en.0a1b2c3d.json', 'static/search_index.v1.zh.ffeeddcc.json']);
});

describe('the flow layout cache', () => {
  test('a layout is written once and read back, not laid out again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flow-layout-'));
    const laidOut = await placeFlow(nodes, edges, dir);
    expect(laidOut).toEqual(await placeFlow(nodes, edges));
    const [file] = readdirSync(dir);
    expect(readdirSync(dir)).toEqual([file]);
    // A planted layout under the same key comes back: the second call read the file.
    const planted = { ...laidOut, width: 12_345 };
    writeFileSync(path.join(dir, file), JSON.stringify(planted));
    expect(await placeFlow(nodes, edges, dir)).toEqual(planted);
    expect(JSON.parse(readFileSync(path.join(dir, file), 'utf8'))).toEqual(planted);
  });

  test('the same flow laid out several times at once in one process ends as one file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flow-layout-'));
    const layouts = await Promise.all(Array.from({ length: 8 }, () => placeFlow(nodes, edges, dir)));
    expect(new Set(layouts.map((layout) => JSON.stringify(layout))).size).toBe(1);
    expect(readdirSync(dir)).toHaveLength(1);
  });

  test('another input gets its own layout', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flow-layout-'));
    await placeFlow(nodes, edges, dir);
    await placeFlow(nodes, [], dir);
    expect(readdirSync(dir)).toHaveLength(2);
  });
});

test("the CPU time of reaped children is read from /proc's fields 16 and 17, past a command name with spaces", () => {
  // pid (comm) state, then fields 4 to 17: cutime is 250 ticks, cstime 50.
  const stat = '4242 (node (my build)) S 1 2 3 4 5 6 7 8 9 10 11 12 250 50 20 0 1 0';
  expect(childrenCpuSeconds(stat)).toBe(3);
});

test('medians of odd and even counts', () => {
  expect(median([3, 1, 2])).toBe(2);
  expect(median([4, 1, 3, 2])).toBe(2.5);
});

test("the stock site's stubs: a module that is also a folder becomes its index", () => {
  const files = stubFiles(
    new Map([
      ['node', new Set(['NodeCard'])],
      ['node/Sockets', new Set(['Sockets', 'Socket'])],
    ]),
  );
  expect([...files.keys()]).toEqual(['node/index.tsx', 'node/Sockets.tsx']);
  expect(files.get('node/Sockets.tsx')).toMatch(/export const Sockets = .*\nexport const Socket = /);
});
