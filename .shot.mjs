import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const path of paths) for (const theme of ['light','dark']) for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: theme, locale: path.includes('/zh') ? 'zh-CN' : 'en-US' });
  const page = await ctx.newPage();
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  const name = (path.replace(/^\/|\/$/g, '').replace(/[/#?]/g, '_') || 'home') + `-${width}-${theme}`;
  await page.screenshot({ path: `/tmp/shots/all/${name}.png` });
  await ctx.close();
}
await browser.close();
