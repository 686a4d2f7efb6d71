/**
 * `npm run check`: every content check the build makes, without building, in seconds (scripts/lib/checks.ts): nodes
 * and their pages in every edition, translations, sidebar and nav labels, frontmatter, flows, links and anchors. Prints
 * every problem at once, grouped, each naming its file; exits 1 on any.
 */
import path from 'node:path';
import { runChecks } from './lib/checks';

const start = performance.now();
const results = await runChecks(path.join(import.meta.dirname, '..'));
let count = 0;
for (const { name, sections } of results) {
  for (const { title, problems } of sections) {
    count += problems.length;
    console.error(`[${name}] ${title}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}
const timings = results.map(({ name, ms }) => `${name} ${(ms / 1000).toFixed(1)} s`).join(', ');
const took = `${((performance.now() - start) / 1000).toFixed(1)} s (${timings})`;
if (count) {
  console.error(`\n${count} problem(s) in ${took}. The build stops on each of them.`);
  process.exit(1);
}
console.log(`Every content check passed in ${took}.`);
