/**
 * `npm run facts:lock`: records every node's facts in data/nodes/facts.lock.json once each change has its entry in
 * data/nodes/history.ts. Refuses, naming the nodes, when a change has none (the build would fail the same way).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NODES } from '../data/nodes';
import { type FactsLock, lockFacts } from '../data/nodes/facts';
import { HISTORY } from '../data/nodes/history';

const file = path.join(import.meta.dirname, '..', 'data', 'nodes', 'facts.lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8')) as FactsLock;
const result = lockFacts(NODES, HISTORY, lock);
if ('unrecorded' in result) {
  console.error(
    `These nodes changed without an entry in data/nodes/history.ts; add one for each, then run this again:\n${result.unrecorded
      .map((line) => `  - ${line}`)
      .join('\n')}`,
  );
  process.exit(1);
}
writeFileSync(file, `${JSON.stringify(result.lock, null, 2)}\n`);
console.log(`data/nodes/facts.lock.json: the facts of ${Object.keys(result.lock).length} nodes recorded.`);
