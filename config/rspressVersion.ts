import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The registry of what the site assumes about Rspress's internals, relative to the project root. */
export const INTERNALS_REGISTRY = 'theme/RSPRESS_INTERNALS.md';

/** The `@rspress/core` version the registry was checked against: its "Verified against `@rspress/core` X.Y.Z" line. */
export function verifiedRspressVersion(registry: string, file = INTERNALS_REGISTRY): string {
  const match = registry.match(/Verified against `@rspress\/core` (\d+\.\d+\.\d+\S*)/);
  if (!match) throw new Error(`${file}: no "Verified against \`@rspress/core\` X.Y.Z" line`);
  return match[1];
}

/**
 * Throws, naming the registry, when the installed `@rspress/core` is not the version its rows were checked against:
 * an upgrade is then a walk through that file's rows, not a hunt for what broke.
 */
export function checkRspressVersion(installed: string, registry: string, file = INTERNALS_REGISTRY): void {
  const verified = verifiedRspressVersion(registry, file);
  if (installed === verified) return;
  throw new Error(
    `@rspress/core ${installed} is installed, but ${file} was verified against ${verified}. ` +
      `Check each row of ${file} against ${installed} (run its guarding test), then set its "Verified against" line to ${installed}.`,
  );
}

/** The check against the project's installed `@rspress/core` and its registry; runs when the config loads. */
export function assertRspressVersion(root: string): void {
  const manifest = path.join(root, 'node_modules/@rspress/core/package.json');
  const installed = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  checkRspressVersion(installed, readFileSync(path.join(root, INTERNALS_REGISTRY), 'utf8'));
}
