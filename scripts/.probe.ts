import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../tests/support/browser';
import { startStaticServer } from '../tests/support/staticServer';

const server = await startStaticServer({ root: 'doc_build' });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
const page = await context.newPage();
const CHROME = [
  '.rp-nav',
  '.rp-doc-layout__sidebar',
  '.rp-doc-layout__menu',
  '.rp-doc-layout__outline',
  '.rp-doc-footer',
];
for (const path of [
  '/guide/nodesref/FalKlingVideoNode',
  '/guide/nodesref/FalFluxDevNode',
  '/zh/guide/nodesref/FalVeoNode',
  '/guide/flows',
]) {
  let t = Date.now();
  await page.goto(server.url + path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const load = Date.now() - t;
  t = Date.now();
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const s of CHROME) axe = axe.exclude(s);
  await axe.analyze();
  const full = Date.now() - t;
  t = Date.now();
  let axe2 = new AxeBuilder({ page }).withRules(['color-contrast']);
  for (const s of CHROME) axe2 = axe2.exclude(s);
  await axe2.analyze();
  const cc = Date.now() - t;
  t = Date.now();
  await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .disableRules(['color-contrast'])
    .exclude(CHROME[1])
    .analyze();
  const nocc = Date.now() - t;
  console.log(path, 'load', load, 'axe-content', full, 'contrast-only', cc, 'no-contrast', nocc);
}
await browser.close();
await server.close();
