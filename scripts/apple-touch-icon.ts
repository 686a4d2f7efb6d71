/**
 * `npx tsx scripts/apple-touch-icon.ts`: draws public/apple-touch-icon.png, the 180×180 icon of a home-screen
 * shortcut, from public/favicon.svg (the tab icon and the one source of both). The phone rounds its corners itself,
 * so the icon is square, filled with the SVG's background colour. Run it again after changing the SVG.
 */
import { readFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/browser';

const SIZE = 180;
const svg = await readFile('public/favicon.svg', 'utf8');
const background = /<rect[^>]*fill="(#[0-9a-f]{3,8})"/i.exec(svg)?.[1];
if (!background) throw new Error('public/favicon.svg: no <rect fill="#…"> to fill the square icon with');

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: SIZE, height: SIZE } });
await page.setContent(
  `<!doctype html><style>html,body{margin:0;background:${background}}svg{display:block;width:${SIZE}px;height:${SIZE}px}</style>${svg}`,
);
await page.screenshot({ path: 'public/apple-touch-icon.png' });
await browser.close();
console.log('Wrote public/apple-touch-icon.png');
