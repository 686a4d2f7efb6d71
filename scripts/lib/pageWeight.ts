/** What a reader's browser downloads to show a page: JavaScript and CSS bytes as sent gzipped, and the requests. */
import type { Browser } from '@playwright/test';

export interface PageWeight {
  jsGzipKb: number;
  cssGzipKb: number;
  jsFiles: number;
}

export async function pageWeight(browser: Browser, url: string): Promise<PageWeight> {
  const page = await browser.newPage();
  const sizes: { type: string; bytes: number }[] = [];
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const { responseBodySize } = await request.sizes();
    sizes.push({ type, bytes: responseBodySize });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await page.close();
  const sum = (type: string) => sizes.filter((s) => s.type === type).reduce((n, s) => n + s.bytes, 0) / 1024;
  return {
    jsGzipKb: sum('script'),
    cssGzipKb: sum('stylesheet'),
    jsFiles: sizes.filter((s) => s.type === 'script').length,
  };
}
