/**
 * `npm run afdocs`: serves doc_build/ like a static host and scores it with the Agent-Friendly Documentation Spec's
 * checker (scripts/lib/afdocs.ts). Prints the score and every check that did not pass, with its points; exits 1
 * below MIN_SCORE. `npx tsx scripts/afdocs.ts <dir> [base]` checks another build. Needs only a finished build.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afdocsBuild } from './lib/afdocs';

/** The lowest passing score. 97 is the most a static host can reach: it cannot negotiate content (4 of 142 points). */
const MIN_SCORE = 97;

const root = process.argv[2] ?? 'doc_build';
const base = process.argv[3] ?? '/';
if (!existsSync(path.join(root, 'llms.txt'))) {
  console.error(`${root}/llms.txt is missing: build the site first (npm run build).`);
  process.exit(1);
}
const result = await afdocsBuild(root, base);
console.log(`afdocs: ${result.score}/100 (${result.grade})`);
for (const check of result.checks) {
  if (check.status === 'pass' || check.status === 'skip') continue;
  console.log(
    `  ${check.status.toUpperCase()} ${check.id} (${check.earned.toFixed(2)} of ${check.max} points): ${check.message}`,
  );
}
if (result.score < MIN_SCORE) {
  console.error(`afdocs score ${result.score} is below ${MIN_SCORE}.`);
  process.exit(1);
}
