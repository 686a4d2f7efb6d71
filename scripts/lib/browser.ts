/**
 * Which Chromium the tests drive: CHROMIUM_PATH if set, else a Playwright-installed
 * Chromium (a contributor's laptop), else the system one (/usr/bin/chromium, as on CI).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install one with `apt-get install chromium` (Debian/Ubuntu) or `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium binary.';

/** The executable to launch, or undefined for Playwright's own browser. Throws one line when there is none. */
export function chromiumExecutable(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = existsSync,
  playwrightPath: () => string = () => chromium.executablePath(),
): string | undefined {
  if (env.CHROMIUM_PATH) {
    if (exists(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new Error(`CHROMIUM_PATH is set to ${env.CHROMIUM_PATH}, which does not exist. ${NO_CHROMIUM_MESSAGE}`);
  }
  let bundled = '';
  try {
    bundled = playwrightPath();
  } catch {
    bundled = '';
  }
  if (bundled && exists(bundled)) return undefined;
  const system = SYSTEM_CHROMIUMS.find((file) => exists(file));
  if (system) return system;
  throw new Error(NO_CHROMIUM_MESSAGE);
}
