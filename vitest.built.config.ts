import { defineConfig } from 'vitest/config';
import unit from './vitest.config';

/** Tests of the built site that need no browser: they read doc_build/. Run after `npm run build` (`npm run test:built`). */
export default defineConfig({
  // The same import aliases as the unit tests.
  resolve: unit.resolve,
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/built/requireBuild.ts'],
    // Whole-site sweeps (the HTML checker over every page) take minutes on a loaded machine.
    testTimeout: 180_000,
  },
});
