import { defineConfig, devices } from '@playwright/test';
import { BASE_PATH, BASE_PORT, SITE_PORT, VARIANT_PORT } from './scripts/lib/ports';
import { launchOptions } from './tests/support/launch';

const port = SITE_PORT;
const variantPort = VARIANT_PORT;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace costs about a quarter of the run's time even when it is thrown away, so CI (time-boxed)
    // runs without; a local run keeps the trace of each failure. PW_TRACE=1 records in CI too.
    trace: process.env.CI && !process.env.PW_TRACE ? 'off' : 'retain-on-failure',
    launchOptions: launchOptions(),
  },
  projects: [
    {
      // Every page of the site, loaded one by one (see its file); `npm run sweep` runs it alone.
      // First in the list: its long tests start early, so the two workers finish together.
      name: 'sweep',
      testMatch: 'sweep/**/*.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
    {
      name: 'chromium',
      testIgnore: ['variant/**', 'sweep/**', 'base/**'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'variant',
      testMatch: 'variant/**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${variantPort}`,
      },
    },
    {
      // The site built for the base path /patchbay-docs/ (npm run build:variant).
      name: 'base',
      testMatch: 'base/**/*.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        baseURL: `http://127.0.0.1:${BASE_PORT}${BASE_PATH}`,
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve.ts doc_build`,
      env: { PORT: String(port) },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `npx tsx scripts/serve.ts doc_build_variant`,
      env: { PORT: String(variantPort) },
      url: `http://127.0.0.1:${variantPort}/`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
    {
      command: `npx tsx scripts/serve.ts doc_build_base ${BASE_PATH}`,
      env: { PORT: String(BASE_PORT) },
      url: `http://127.0.0.1:${BASE_PORT}${BASE_PATH}`,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
    },
  ],
});
