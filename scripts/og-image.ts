/**
 * `npx tsx scripts/og-image.ts`: draws public/og-image.png, the 1200×630 link-preview image pages use unless their
 * frontmatter `head` names another (plugins/builtPages/seo.ts). Run it again after changing the product name or tagline.
 */
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { TITLE_SUFFIX } from '../config/site';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/browser';

const logo = await readFile('public/logo-dark.svg', 'utf8');
const tagline = 'Connect nodes. Generate text, images, video, audio and 3D with your own AI provider keys.';
const html = `<!doctype html><html><head><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: center;
    padding: 0 96px; box-sizing: border-box; font-family: system-ui, sans-serif; color: #f8fafc;
    background: radial-gradient(circle at 85% 20%, #4338ca 0, transparent 45%), #0f172a; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .brand svg { width: 112px; height: 112px; }
  h1 { font-size: 84px; margin: 0; letter-spacing: -1px; }
  p { font-size: 38px; line-height: 1.35; color: #cbd5e1; max-width: 960px; margin: 48px 0 0; }
</style></head><body><div class="brand">${logo}<h1>${TITLE_SUFFIX}</h1></div><p>${tagline}</p></body></html>`;

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: 'public/og-image.png' });
await browser.close();
console.log('Wrote public/og-image.png');
