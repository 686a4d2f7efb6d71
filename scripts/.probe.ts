import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/support/browser';
import { startStaticServer } from '../tests/support/staticServer';

const server = await startStaticServer({ root: 'doc_build' });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
await page.route(/\/static\/search_index\./, (route) => route.abort('connectionfailed'));
await page.goto(`${server.url}/guide/`);
await page.waitForTimeout(2000);
await page
  .getByRole('button', { name: /Search/ })
  .first()
  .click();
await page.waitForTimeout(500);
await page.keyboard.type('flux');
await page.waitForTimeout(3000);
console.log((await page.locator('#__rspress_modal_container').innerHTML()).slice(0, 2500));
await browser.close();
await server.close();
