import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from 'vitest';
import vnuJar from 'vnu-jar';

/**
 * Every built page is valid HTML by the W3C Nu checker (vnu-jar, run on the machine's Java: `.ci/run` installs Debian's
 * default-jre-headless where there is none). What the checker still reports and the HTML standard allows is listed
 * below with its reason; anything else fails, counted by message with a page where it occurs.
 */
const ALLOWED: { message: RegExp; reason: string }[] = [];

interface Message {
  type: string;
  url: string;
  message: string;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

test('every built page passes the W3C Nu HTML checker', async () => {
  const files = htmlFiles('doc_build');
  expect(files.length).toBeGreaterThan(300);
  let report: string;
  try {
    // The checker writes its JSON report to standard error and exits 1 when it found errors.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-Xss4m', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    report = stderr;
  } catch (error) {
    const failed = error as NodeJS.ErrnoException & { stderr?: string };
    if (failed.code === 'ENOENT') {
      throw new Error('The HTML check needs Java (Debian: apt-get install default-jre-headless; .ci/run installs it).');
    }
    report = failed.stderr ?? '';
  }
  const messages = (JSON.parse(report) as { messages: Message[] }).messages.filter((m) => m.type === 'error');
  const unexplained = new Map<string, { count: number; page: string }>();
  for (const { message, url } of messages) {
    if (ALLOWED.some((allowed) => allowed.message.test(message))) continue;
    const seen = unexplained.get(message) ?? { count: 0, page: url.replace(/^.*doc_build/, '') };
    seen.count++;
    unexplained.set(message, seen);
  }
  expect([...unexplained].map(([message, { count, page }]) => `${count}× ${message} (e.g. ${page})`)).toEqual([]);
});
