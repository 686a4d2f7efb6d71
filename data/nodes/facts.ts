/**
 * A node's facts, as the changelog tracks them: what a reader relies on when setting it up (model, sockets,
 * properties with their defaults, ranges and options, figures, lifecycle). Prose (summary, descriptions) and the
 * source's check date are not facts: rewording a sentence or re-checking a page needs no changelog entry.
 *
 * data/nodes/facts.lock.json holds every node's facts as of its last changelog entry; the build compares the data
 * with it (checkFacts) and `npm run facts:lock` rewrites it once the changes have entries (lockFacts).
 */
import type { HistoryEntry } from './history';
import type { CatalogNode } from './schema';

export type Facts = Record<string, unknown>;

/** The facts of one node, with keys in a fixed order so that equal facts serialise equally. */
export function factsOf(node: CatalogNode): Facts {
  return {
    category: node.category,
    kind: node.kind,
    provider: node.provider,
    vendor: node.vendor ?? null,
    model: node.model ?? null,
    endpoints: (node.source?.docs ?? []).map((d) => d.model ?? null).filter((m) => m !== null),
    inputs: node.inputs.map((s) => ({ name: s.name, type: s.type, required: s.required, many: s.many ?? false })),
    outputs: node.outputs.map((s) => ({ name: s.name, type: s.type, many: s.many ?? false })),
    properties: node.properties.map((p) => ({
      name: p.name,
      type: p.type,
      default: p.default ?? null,
      options: p.options ?? null,
      min: p.min ?? null,
      max: p.max ?? null,
      step: p.step ?? null,
      deprecatedOptions: p.deprecatedOptions ?? null,
    })),
    figures: node.figures,
    lifecycle: node.lifecycle ?? null,
    since: node.since,
  };
}

export interface LockEntry {
  /** How many changelog entries the node had when its facts were locked. */
  entries: number;
  facts: Facts;
}

export type FactsLock = Record<string, LockEntry>;

/** The paths at which two fact values differ: `properties[2].max`, `figures[0]`, `lifecycle`. */
export function differences(before: unknown, after: unknown, path = ''): string[] {
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (Array.isArray(before) && Array.isArray(after)) {
    const named = (list: unknown[]) =>
      list.every((item) => isObject(item) && typeof item.name === 'string')
        ? new Map(list.map((item) => [(item as { name: string }).name, item]))
        : null;
    const a = named(before);
    const b = named(after);
    if (a && b) {
      const names = [...new Set([...a.keys(), ...b.keys()])];
      return names.flatMap((name) => differences(a.get(name), b.get(name), `${path}["${name}"]`));
    }
    if (before.length !== after.length) return [path];
    return before.flatMap((item, i) => differences(item, after[i], `${path}[${i}]`));
  }
  if (isObject(before) && isObject(after) && !Array.isArray(before) && !Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => differences(before[key], after[key], path ? `${path}.${key}` : key));
  }
  return [path || '(the whole node)'];
}

const count = (history: HistoryEntry[], id: string) => history.filter((e) => e.node === id).length;

/** Locked nodes that are gone from the data without a "removed" entry. */
function removedWithoutEntry(nodes: CatalogNode[], history: HistoryEntry[], lock: FactsLock): string[] {
  const known = new Set(nodes.map((n) => n.id));
  return Object.keys(lock).filter(
    (id) => !known.has(id) && !history.some((e) => e.node === id && e.change === 'removed'),
  );
}

/**
 * Every node whose facts differ from the lock, with what differs and whether the changelog has a new entry for it
 * (a node not in the lock is new: it needs its "added" entry).
 */
export function changedFacts(nodes: CatalogNode[], history: HistoryEntry[], lock: FactsLock) {
  return nodes.flatMap((node) => {
    const locked = lock[node.id];
    const facts = factsOf(node);
    const changed = locked ? differences(locked.facts, facts) : ['(new node)'];
    if (changed.length === 0) return [];
    return [{ id: node.id, changed, recorded: count(history, node.id) > (locked?.entries ?? 0), facts }];
  });
}

const HOW =
  'record each change in data/nodes/history.ts (an entry for the node, saying what changed), then run `npm run facts:lock`';

/** The build's check: every fact as locked, or a problem naming the node, what changed and what to do. */
export function checkFacts(nodes: CatalogNode[], history: HistoryEntry[], lock: FactsLock): string[] {
  const problems = changedFacts(nodes, history, lock).map(
    ({ id, changed, recorded }) =>
      `${id}: ${changed.join(', ')} changed since data/nodes/facts.lock.json; ${
        recorded ? 'the changelog has an entry: run `npm run facts:lock`' : HOW
      }`,
  );
  return [
    ...problems,
    ...removedWithoutEntry(nodes, history, lock).map((id) => `${id}: removed from the data; ${HOW}`),
  ];
}

/** The new lock, or the nodes that changed without a changelog entry (the lock is then not written). */
export function lockFacts(
  nodes: CatalogNode[],
  history: HistoryEntry[],
  lock: FactsLock,
): { lock: FactsLock } | { unrecorded: string[] } {
  const unrecorded = [
    ...changedFacts(nodes, history, lock)
      .filter((c) => !c.recorded)
      .map((c) => `${c.id}: ${c.changed.join(', ')}`),
    ...removedWithoutEntry(nodes, history, lock).map((id) => `${id}: removed`),
  ];
  if (unrecorded.length) return { unrecorded };
  return {
    lock: Object.fromEntries(
      nodes.map((node) => [node.id, { entries: count(history, node.id), facts: factsOf(node) }]),
    ),
  };
}

/**
 * Where data/nodes/facts.lock.json is not what `npm run facts:lock` would write although every fact matches: a
 * changelog entry added (or a node removed) since the last lock. Left so, the next change of that node's facts would
 * pass as recorded by the older entry.
 */
export function staleLock(nodes: CatalogNode[], history: HistoryEntry[], lock: FactsLock): string[] {
  const result = lockFacts(nodes, history, lock);
  // Changes without an entry are checkFacts's to report.
  if (!('lock' in result)) return [];
  const fresh = result.lock;
  const run = 'run `npm run facts:lock`';
  return [...new Set([...Object.keys(lock), ...Object.keys(fresh)])].flatMap((id) => {
    if (!fresh[id]) return [`data/nodes/facts.lock.json: ${id} is no longer in the data; ${run}`];
    if (!lock[id]) return [`data/nodes/facts.lock.json: ${id} is not locked yet; ${run}`];
    if (lock[id].entries !== fresh[id].entries) {
      return [
        `data/nodes/facts.lock.json: ${id}: "entries" is ${lock[id].entries}, data/nodes/history.ts has ${fresh[id].entries}; ${run}`,
      ];
    }
    if (differences(lock[id].facts, fresh[id].facts).length)
      return [`data/nodes/facts.lock.json: ${id}: facts differ; ${run}`];
    return [];
  });
}
