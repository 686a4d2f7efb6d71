/**
 * `npm run bench:dev`: the dev loop as a contributor meets it, timed in a fresh clone of the project's last commit
 * (its own checkout, the project's installed packages hard-linked, no caches, no doc_build/) beside stock Rspress's
 * dev server on the same Markdown (scripts/lib/stockRspress.ts). A benchmark: it prints what it measured and changes
 * nothing in the project.
 *
 * Steps, each timed from the edit to the change shown in Chromium (reloading every half second):
 * 1. `npm run dev` until the server answers and a page shows (and stock Rspress's `rspress dev` the same way);
 * 2. a new English page without its Chinese copy (the dev server warns, in the terminal and in the browser's panel);
 * 3. a node data edit (a node's summary in data/nodes/image.ts);
 * 4. a structure edit (two guide pages swap places in config/structure.ts).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './lib/browser';
import { writeStockSite } from './lib/stockRspress';

const root = path.resolve(import.meta.dirname, '..');
const SITE_PORT = 4610;
const STOCK_PORT = 4620;
const TIMEOUT_MS = 300_000;

const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `ok` until it holds; throws with the server's log when it never does. */
async function until(what: string, ok: () => Promise<boolean>, log: () => string): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < TIMEOUT_MS) {
    if (await ok().catch(() => false)) return;
    await sleep(500);
  }
  throw new Error(
    `[bench:dev] ${what} did not happen in ${TIMEOUT_MS / 1000} s; the server's log ends:\n${log().slice(-3000)}`,
  );
}

/** Starts a dev server in `cwd` and collects its output. */
function startServer(cwd: string, args: string[]): { server: ChildProcess; log: () => string } {
  let output = '';
  const server = spawn('npx', args, { cwd, detached: true, env: { ...process.env, FORCE_COLOR: '0' } });
  server.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  server.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  return { server, log: () => output };
}

/** Opens `url` and answers whether `check` holds on the page (the dev server renders in the browser). */
const shows = (page: Page, url: string, check: () => Promise<boolean>) => async () => {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(300);
  return check();
};

/** Times a dev server from start to answering and to a page shown; returns the server to stop. */
async function timeStart(name: string, cwd: string, args: string[], port: number, page: Page) {
  const started = performance.now();
  const running = startServer(cwd, args);
  const url = `http://localhost:${port}`;
  await until(`${name} answering`, async () => (await fetch(url)).ok, running.log);
  const answered = seconds(started);
  await until(
    `${name} showing a page`,
    shows(page, `${url}/guide/`, () => page.getByRole('heading', { level: 1 }).first().isVisible()),
    running.log,
  );
  const rspress = [...running.log().matchAll(/built in ([\d.]+ ?m?s)/g)].map((match) => match[1]).join(', ');
  console.log(
    `${name}: answers after ${answered} s, first page shown after ${seconds(started)} s (Rspress: built in ${rspress})`,
  );
  return { ...running, url };
}

const clone = mkdtempSync(path.join(os.tmpdir(), 'patchbay-dev-'));
const stockDir = mkdtempSync(path.join(os.tmpdir(), 'patchbay-stock-dev-'));
const servers: ChildProcess[] = [];
const executablePath = chromiumExecutable();
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  execFileSync('git', ['clone', '--quiet', root, clone]);
  // The installed packages, hard-linked as a fresh `npm ci` would lay them out, without the project's caches.
  execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(clone, 'node_modules')]);
  rmSync(path.join(clone, 'node_modules/.cache'), { recursive: true, force: true });
  const page = await browser.newPage();

  await writeStockSite(clone, stockDir);
  const stock = await timeStart(
    'stock Rspress dev',
    stockDir,
    ['rspress', 'dev', '--port', String(STOCK_PORT)],
    STOCK_PORT,
    page,
  );
  servers.push(stock.server);
  process.kill(-(stock.server.pid ?? 0), 'SIGTERM');

  const site = await timeStart(
    'npm run dev',
    clone,
    ['npm', 'run', 'dev', '--', '--port', String(SITE_PORT)],
    SITE_PORT,
    page,
  );
  servers.push(site.server);

  const newPage = path.join(clone, 'docs/v2/en/guide/dev-loop.md');
  writeFileSync(
    newPage,
    '---\ntitle: Dev loop\ndescription: A page without its translation.\n---\n\n# Dev loop\n\nNo Chinese copy yet.\n',
  );
  let edited = performance.now();
  await until(
    'the new page showing',
    shows(page, `${site.url}/guide/dev-loop`, () =>
      page.getByRole('heading', { name: 'Dev loop', level: 1 }).isVisible(),
    ),
    site.log,
  );
  const panel = await page.getByRole('complementary', { name: /the build will stop on/ }).isVisible();
  console.log(
    `new page without its Chinese copy: shown after ${seconds(edited)} s; terminal warning: ${/dev-loop: missing/.test(site.log())}; browser panel: ${panel}`,
  );

  const dataFile = path.join(clone, 'data/nodes/image.ts');
  const summary = 'Generates detailed, photorealistic images from a prompt';
  const data = readFileSync(dataFile, 'utf8');
  if (!data.includes(summary))
    throw new Error(`[bench:dev] ${dataFile} no longer has the summary "${summary}" to edit`);
  writeFileSync(dataFile, data.replace(summary, 'Draws dev-loop images from a prompt'));
  edited = performance.now();
  await until(
    'the node data edit showing',
    shows(page, `${site.url}/guide/nodesref/FalFluxDevNode`, async () =>
      (await page.locator('body').innerText()).includes('Draws dev-loop images'),
    ),
    site.log,
  );
  console.log(`node data edit: shown after ${seconds(edited)} s`);

  const structureFile = path.join(clone, 'config/structure.ts');
  const order = "  ['templates', 'sidebar.templates'],\n  ['styles', 'sidebar.styles'],";
  const structure = readFileSync(structureFile, 'utf8');
  if (!structure.includes(order))
    throw new Error(`[bench:dev] ${structureFile} no longer lists Templates before Styles`);
  writeFileSync(
    structureFile,
    structure.replace(order, "  ['styles', 'sidebar.styles'],\n  ['templates', 'sidebar.templates'],"),
  );
  edited = performance.now();
  await until(
    'the structure edit showing',
    shows(page, `${site.url}/guide/`, async () => {
      const links = await page.getByRole('link').allInnerTexts();
      const styles = links.indexOf('Style Training');
      return styles >= 0 && styles < links.indexOf('Templates');
    }),
    site.log,
  );
  console.log(`structure edit: shown after ${seconds(edited)} s`);
  console.log(
    `the server still answers: ${(await fetch(site.url)).ok}; ENOENT in its log: ${site.log().includes('ENOENT')}`,
  );
} finally {
  await browser.close();
  for (const server of servers) {
    try {
      process.kill(-(server.pid ?? 0), 'SIGTERM');
    } catch {
      // Already stopped.
    }
  }
  rmSync(clone, { recursive: true, force: true });
  rmSync(stockDir, { recursive: true, force: true });
}
