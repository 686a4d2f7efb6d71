import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** Tests of the built site that need no browser: they read doc_build/. Run after `npm run build` (`npm run test:built`). */
export default defineConfig({
  resolve: {
    alias: {
      '@components': path.join(import.meta.dirname, 'components'),
      '@config': path.join(import.meta.dirname, 'config'),
    },
  },
  test: {
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/built/requireBuild.ts'],
    // Whole-site sweeps (the HTML checker over every page) take minutes on a loaded machine.
    testTimeout: 180_000,
  },
});
