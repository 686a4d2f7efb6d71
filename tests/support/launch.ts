import type { LaunchOptions } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../scripts/lib/browser';

function executablePath(): string | undefined {
  try {
    return chromiumExecutable();
  } catch (error) {
    // One line, not a stack trace: the message says how to install a browser.
    console.error((error as Error).message);
    process.exit(1);
  }
}

/**
 * How the end-to-end tests launch Chromium. Most tests keep a page for a few seconds: V8's optimising compilers
 * (TurboFan, Maglev) then compile code that never runs long enough to pay back, on the cores the pages share, so
 * they are off (the sweep ran about a fifth faster). Tests that build the search index keep them (`optimised`):
 * the index build ran slower without.
 */
export function launchOptions({ optimised = false } = {}): LaunchOptions {
  return {
    executablePath: executablePath(),
    args: optimised ? CHROMIUM_ARGS : [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'],
  };
}
