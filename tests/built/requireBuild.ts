import { existsSync } from 'node:fs';

/** Stops the run with the command to type when the build these tests read is missing. */
export default function requireBuild(): void {
  if (!existsSync('doc_build/index.html')) {
    throw new Error('doc_build/ is missing or has no index.html: run `npm run build` before `npm run test:built`');
  }
}
