/**
 * Builds the site twice more, with the options a normal build leaves off, for the end-to-end tests:
 * - doc_build_variant/ (project "variant"): remote search, pointed at the test's local endpoint;
 * - doc_build_base/ (project "base"): served under a base path, as a GitHub Pages project site is
 *   (`/patchbay-docs/`), with the local search index and the first-visit language redirect on (`auto`; the site's
 *   own build leaves it off).
 * `npm run build:variant [variant|base]` builds one of them.
 */
import { spawn } from 'node:child_process';
import { BASE_ENV, LOCALE_REDIRECT_ENV, REMOTE_SEARCH_ENV } from '../config/site';
import { BASE_PATH, REMOTE_SEARCH_ENDPOINT } from './lib/ports';

const VARIANTS: Record<string, Record<string, string>> = {
  // Without the Markdown copies (llms), which the main build has and tests.
  variant: { PATCHBAY_OUT_DIR: 'doc_build_variant', PATCHBAY_LLMS: '0', [REMOTE_SEARCH_ENV]: REMOTE_SEARCH_ENDPOINT },
  base: {
    PATCHBAY_OUT_DIR: 'doc_build_base',
    PATCHBAY_LLMS: '0',
    [BASE_ENV]: BASE_PATH,
    [LOCALE_REDIRECT_ENV]: 'auto',
  },
};

const wanted = process.argv[2];
if (wanted && !(wanted in VARIANTS)) {
  console.error(`Unknown variant "${wanted}"; choose one of: ${Object.keys(VARIANTS).join(', ')}`);
  process.exit(2);
}
// The two builds run side by side: much of a build is single-threaded, so together they take less time on two
// cores than one after the other.
const builds = Object.entries(VARIANTS)
  .filter(([name]) => !wanted || name === wanted)
  .map(
    ([name, env]) =>
      new Promise<number>((resolve) => {
        console.log(`Building the "${name}" variant into ${env.PATCHBAY_OUT_DIR}/`);
        const child = spawn(process.execPath, ['scripts/build.mjs'], {
          stdio: 'inherit',
          env: { ...process.env, ...env },
        });
        child.on('exit', (code) => {
          if (code !== 0) console.error(`The "${name}" variant failed to build (exit ${code}).`);
          resolve(code ?? 1);
        });
      }),
  );
const codes = await Promise.all(builds);
process.exit(codes.find((code) => code !== 0) ?? 0);
