/**
 * Screenshots of built pages for looking at them as a reader would:
 *   npx tsx scripts/screenshot.ts /guide/quick-start /  →  .screenshots/<page>-<theme>-<width>.png
 * Serves doc_build/ itself; light and dark, 375 px and 1280 px wide.
 */
import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/browser';
import { startStaticServer } from './lib/staticServer';

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error('usage: npx tsx scripts/screenshot.ts <path> [more paths]');
  process.exit(2);
}
const fullPage = process.env.FULL_PAGE === '1';
const isChinese = (pagePath: string) => /(^|\/)zh(\/|$)/.test(pagePath);

/** Whether fontconfig knows a font with Chinese glyphs; null where there is no fontconfig to ask (macOS, Windows). */
function hasChineseFont(): boolean | null {
  try {
    return execFileSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).trim() !== '';
  } catch {
    return null;
  }
}

// A fresh Linux machine (a CI image, a container) often has no Chinese font: the shots would show boxes for every
// character, which looks like a broken page but is the machine. Readers' systems all have one.
if (paths.some(isChinese) && hasChineseFont() === false) {
  console.warn(
    'No Chinese font on this machine: Chinese text will show as boxes. Install one first ' +
      '(Debian/Ubuntu: apt-get install fonts-noto-cjk).',
  );
}
await mkdir('.screenshots', { recursive: true });
const server = await startStaticServer({ root: 'doc_build' });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
try {
  for (const pagePath of paths) {
    for (const theme of ['light', 'dark'] as const) {
      for (const width of [375, 1280]) {
        // A first visit is redirected to the browser's language, so the browser speaks the page's language.
        const locale = isChinese(pagePath) ? 'zh-CN' : 'en-US';
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme, locale });
        const page = await context.newPage();
        await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
        const name = pagePath.replace(/^\/|\/$/g, '').replace(/[/#?]/g, '_') || 'home';
        const file = `.screenshots/${name}-${theme}-${width}.png`;
        await page.screenshot({ path: file, fullPage });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
