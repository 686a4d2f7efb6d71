import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertRspressVersion,
  checkRspressVersion,
  INTERNALS_REGISTRY,
  verifiedRspressVersion,
} from '../../config/rspressVersion';

const root = path.resolve(import.meta.dirname, '../..');
const registry = readFileSync(path.join(root, INTERNALS_REGISTRY), 'utf8');

describe('the Rspress version guard', () => {
  it('passes with the installed @rspress/core, which the registry was verified against', () => {
    expect(() => assertRspressVersion(root)).not.toThrow();
    const installed = JSON.parse(readFileSync(path.join(root, 'node_modules/@rspress/core/package.json'), 'utf8'));
    expect(verifiedRspressVersion(registry)).toBe(installed.version);
  });

  it('stops the build with another version, naming the registry and both versions', () => {
    const verified = verifiedRspressVersion(registry);
    expect(() => checkRspressVersion('2.1.0', registry)).toThrow(
      `@rspress/core 2.1.0 is installed, but ${INTERNALS_REGISTRY} was verified against ${verified}`,
    );
  });

  it('names the registry when it has no version line', () => {
    expect(() => checkRspressVersion('2.0.22', '# no version here')).toThrow(
      `${INTERNALS_REGISTRY}: no "Verified against`,
    );
  });

  it('has a row for every file the registry names, and every file it names exists', () => {
    const files = [...registry.matchAll(/`((?:theme|plugins|components)\/[\w./]+\.(?:ts|tsx))`/g)].map((m) => m[1]);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) expect(() => readFileSync(path.join(root, file)), file).not.toThrow();
  });
});
