import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** What the original theme exports, from its type declarations (its code needs Rspress's build to load). */
const originalExports = new Set(
  [...read('node_modules/@rspress/core/dist/theme/index.d.ts').matchAll(/^export \{([^}]+)\}/gm)].flatMap((m) =>
    m[1].split(',').map((name) => name.trim().replace(/^type\s+/, '')),
  ),
);

/** The names theme/index.tsx exports itself, besides `export *` of the original theme. */
function ownExports(source: string): string[] {
  const names = [...source.matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
  for (const m of source.matchAll(/^export \{([^}]+)\} from/gm)) {
    names.push(...m[1].split(',').map((name) => name.trim().replace(/^.*\sas\s+/, '')));
  }
  return names.filter(Boolean);
}

describe('the theme', () => {
  const exports = ownExports(read('theme/index.tsx'));

  it('overrides at most 10 exports of the original theme, each one the original has', () => {
    expect(exports.length).toBeGreaterThan(0);
    expect(exports.length).toBeLessThanOrEqual(10);
    const missing = exports.filter((name) => !originalExports.has(name));
    expect(missing, 'exports that override nothing (renamed or removed upstream?)').toEqual([]);
  });

  it('says in the README why it overrides each one', () => {
    const row = read('README.md')
      .split('\n')
      .find((line) => line.startsWith('| `theme/` |'));
    expect(row).toBeDefined();
    expect(row).toContain(`overrides ${exports.length} of its exports`);
    const unexplained = exports.filter((name) => !row?.includes(`\`${name}\``));
    expect(unexplained).toEqual([]);
  });
});
