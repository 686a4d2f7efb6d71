import { Launcher } from 'chrome-launcher';
import { CHROMIUM_ARGS } from './browser';

/**
 * chrome-launcher's flags for Lighthouse, except that RenderDocument (a new document host for each navigation) stays
 * at Chromium's default, on, as in readers' browsers. chrome-launcher 1.2.1 turns it off for Lighthouse's own test
 * runs. Off, the first frame of our pages was shown about 1 s after it was painted in most emulated phone runs
 * (Chinese page: 6 of 6 runs, 0 of 6 with it on; the first frame of the next navigation waited on the compositor),
 * which Lighthouse scored as a late first paint with the script work counted before it.
 */
export function chromeFlags(): string[] {
  const flags = Launcher.defaultFlags().map((flag) => {
    if (!flag.startsWith('--disable-features=')) return flag;
    const features = flag.slice('--disable-features='.length).split(',');
    return `--disable-features=${features.filter((feature) => feature !== 'RenderDocument').join(',')}`;
  });
  return [...flags, '--headless=new', ...CHROMIUM_ARGS];
}
