import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NODES } from '../../data/nodes';
import { checkFacts, differences, type FactsLock, factsOf, lockFacts } from '../../data/nodes/facts';
import { HISTORY, type HistoryEntry, RELEASES } from '../../data/nodes/history';
import { validateHistory } from '../../data/nodes/historySchema';
import type { CatalogNode } from '../../data/nodes/schema';

const topaz = NODES.find((n) => n.id === 'FalTopazUpscaleVideoNode') as CatalogNode;
const added: HistoryEntry = { date: '2026-11-21', node: topaz.id, change: 'added' };
const lockOf = (node: CatalogNode, entries = 1): FactsLock => ({ [node.id]: { entries, facts: factsOf(node) } });

/** Topaz with its upscale factor allowed up to `max`. */
const withMax = (max: number): CatalogNode => ({
  ...topaz,
  properties: topaz.properties.map((p) => (p.name === 'Upscale factor' ? { ...p, max } : p)),
});

describe('the node changelog', () => {
  it('is valid, adds every node once, and matches the locked facts (the build checks the same)', () => {
    expect(
      validateHistory(
        RELEASES,
        NODES.map((n) => n.id),
      ),
    ).toEqual([]);
    const lock = JSON.parse(readFileSync('data/nodes/facts.lock.json', 'utf8')) as FactsLock;
    expect(checkFacts(NODES, HISTORY, lock)).toEqual([]);
  });

  it('fails a changed fact without an entry, naming the node, the field and what to do', () => {
    const problems = checkFacts([withMax(8)], [added], lockOf(withMax(4)));
    expect(problems).toEqual([
      expect.stringContaining(
        'FalTopazUpscaleVideoNode: properties["Upscale factor"].max changed since data/nodes/facts.lock.json',
      ),
    ]);
    expect(problems[0]).toContain('record each change in data/nodes/history.ts');
  });

  it('with an entry, asks for the lock; the lock script refuses until the entry exists', () => {
    const entry: HistoryEntry = {
      date: '2026-11-27',
      node: topaz.id,
      change: 'changed',
      what: { en: 'Upscale factor now goes up to 4.', zh: '放大倍数最高为 4。' },
    };
    expect(checkFacts([withMax(4)], [added, entry], lockOf(withMax(8)))[0]).toContain('run `npm run facts:lock`');
    expect(lockFacts([withMax(4)], [added], lockOf(withMax(8)))).toEqual({
      unrecorded: ['FalTopazUpscaleVideoNode: properties["Upscale factor"].max'],
    });
    const locked = lockFacts([withMax(4)], [added, entry], lockOf(withMax(8)));
    expect('lock' in locked && checkFacts([withMax(4)], [added, entry], locked.lock)).toEqual([]);
  });

  it('ignores prose and re-checks: a reworded description or a new check date needs no entry', () => {
    const reworded = {
      ...topaz,
      summary: 'Makes a video larger.',
      source: topaz.source && { ...topaz.source, checked: '2027-01-05' },
    };
    expect(checkFacts([reworded], [added], lockOf(topaz))).toEqual([]);
  });

  it('names what differs by socket and property name, not by position', () => {
    expect(
      differences(
        { properties: [{ name: 'A', max: 1 }, { name: 'B' }] },
        { properties: [{ name: 'B' }, { name: 'A', max: 2 }] },
      ),
    ).toEqual(['properties["A"].max']);
  });

  it('rejects a change without what changed, an unknown node, a node added twice, and releases out of order', () => {
    const what = { en: 'x', zh: 'x' };
    const releases = [
      { date: '2026-11-21', title: what, changes: [{ node: 'TextNode', change: 'added' as const }] },
      {
        date: '2026-11-20',
        title: what,
        changes: [
          { node: 'TextNode', change: 'changed' as const },
          { node: 'NoSuchNode', change: 'deprecated' as const, what },
          { node: 'TextNode', change: 'added' as const },
        ],
      },
    ];
    const problems = validateHistory(releases, ['TextNode', 'ImageNode']).join('\n');
    expect(problems).toContain('RELEASES[1] (2026-11-20).changes.0.what: a "changed" entry says what changed');
    const valid = validateHistory(
      [releases[0], { ...releases[1], changes: releases[1].changes.slice(1) }],
      ['TextNode', 'ImageNode'],
    ).join('\n');
    expect(valid).toContain('RELEASES[1] (2026-11-20).date: not after the release before it');
    expect(valid).toContain('RELEASES[1] (2026-11-20).changes[0].node: no node "NoSuchNode"');
    expect(valid).toContain('data/nodes/history.ts: TextNode: is added more than once');
    expect(valid).toContain('data/nodes/history.ts: ImageNode: has no "added" entry');
  });
});
