import { expect, test } from 'vitest';
import { serveBuild } from './serveBuild';

/**
 * The site's first-visit language redirect is in mode `never` (config/site.ts LOCALE_REDIRECT): no page carries a
 * script that moves its reader. A reader's first visit is tested in a browser (tests/e2e/localeRedirect.spec.ts).
 */

const get = serveBuild();

test('no page carries a script that moves its reader', async () => {
  for (const path of ['/', '/guide/', '/guide/quick-start', '/v1/guide/', '/zh/guide/']) {
    const html = await (await get(path)).text();
    expect(html, path).toContain('<h1');
    expect(html, path).not.toMatch(/location\.(replace|assign)\s*\(|location\.href\s*=(?!=)/);
  }
});
