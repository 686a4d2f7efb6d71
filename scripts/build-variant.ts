/**
 * Builds the site a second time into doc_build_variant/ with the options a normal build leaves off, so the
 * end-to-end tests (project "variant") can check them: remote search pointed at the test's local endpoint.
 */
import { spawnSync } from 'node:child_process';
import { REMOTE_SEARCH_ENV } from '../config/site';
import { REMOTE_SEARCH_ENDPOINT } from '../tests/support/ports';

const result = spawnSync('npx', ['rspress', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, PATCHBAY_OUT_DIR: 'doc_build_variant', [REMOTE_SEARCH_ENV]: REMOTE_SEARCH_ENDPOINT },
});
process.exit(result.status ?? 1);
