import { Launcher } from 'chrome-launcher';
import { describe, expect, it } from 'vitest';
import { chromiumExecutable, NO_CHROMIUM_MESSAGE } from '../../scripts/lib/browser';
import { chromeFlags } from '../../scripts/lib/chromeFlags';

const has =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);
const bundled = () => '/home/me/.cache/ms-playwright/chromium/chrome';

describe('chromiumExecutable', () => {
  it('prefers CHROMIUM_PATH', () => {
    expect(chromiumExecutable({ CHROMIUM_PATH: '/opt/c' }, has('/opt/c', '/usr/bin/chromium'), bundled)).toBe('/opt/c');
  });

  it("uses Playwright's own Chromium where it is installed", () => {
    expect(chromiumExecutable({}, has(bundled(), '/usr/bin/chromium'), bundled)).toBeUndefined();
  });

  it('falls back to the system Chromium', () => {
    expect(chromiumExecutable({}, has('/usr/bin/chromium'), bundled)).toBe('/usr/bin/chromium');
  });

  it('says in one line how to get a browser when there is none', () => {
    expect(() => chromiumExecutable({}, has(), bundled)).toThrow(NO_CHROMIUM_MESSAGE);
    expect(NO_CHROMIUM_MESSAGE).not.toContain('\n');
  });

  it('names a CHROMIUM_PATH that does not exist', () => {
    expect(() => chromiumExecutable({ CHROMIUM_PATH: '/nope' }, has(), bundled)).toThrow(
      /CHROMIUM_PATH is set to \/nope/,
    );
  });
});

describe("the bench's Chromium flags for Lighthouse", () => {
  it("keep chrome-launcher's flags, with RenderDocument left at Chromium's default, in one --disable-features", () => {
    const flags = chromeFlags();
    const disabled = flags.filter((flag) => flag.startsWith('--disable-features='));
    expect(disabled).toHaveLength(1);
    const features = disabled[0].split('=')[1].split(',');
    expect(features).toContain('Translate');
    expect(features).not.toContain('RenderDocument');
    for (const flag of Launcher.defaultFlags().filter((f) => !f.startsWith('--disable-features='))) {
      expect(flags).toContain(flag);
    }
    expect(flags).toEqual(expect.arrayContaining(['--headless=new', '--no-sandbox']));
  });
});
