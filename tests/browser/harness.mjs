// What every browser test file shares: a server of its own on a free loopback port with a fresh
// library, Debian's chromium (driven by playwright-core), pages at the desktop and phone sizes,
// puzzles made through the API, and screenshots kept for a person to look at.
//
// Environment (set by tests/browser/run.sh): PS_BINARY (the puzzlesmith program), PS_SOURCE_DIR
// (the source tree); optional PS_CHROMIUM (another chromium), PS_WEB_DIR (serve the web app's
// files from this folder instead of the built-in copy, while working on them) and
// PS_SCREENSHOTS (where screenshots go; default build/screenshots in the source tree).
import { spawn } from 'node:child_process';
import { after, before } from 'node:test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

export const binary = process.env.PS_BINARY;
export const sourceDir = process.env.PS_SOURCE_DIR;
export const shotDir = process.env.PS_SCREENSHOTS || join(sourceDir, 'build', 'screenshots');
mkdirSync(shotDir, { recursive: true });

// The two sizes every player is tried at: a desktop window and a phone held upright.
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

// Starts `puzzlesmith serve` with a library of its own; resolves to {proc, url, dir, db}.
export function startServer(dir = mkdtempSync(join(tmpdir(), 'ps-browser-'))) {
  const db = join(dir, 'library.db');
  const args = [
    'serve',
    '--port',
    '0',
    '--db',
    db,
    '--words',
    join(sourceDir, 'data/crossword/fill/words-scored.dict'),
  ];
  if (process.env.PS_WEB_DIR) args.push('--web-dir', process.env.PS_WEB_DIR);
  return new Promise((resolve, reject) => {
    const p = spawn(binary, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/serving on (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (m) resolve({ proc: p, url: m[1], dir, db });
    });
    p.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}
export function stopServer(s) {
  return new Promise((resolve) => {
    s.proc.removeAllListeners('exit');
    s.proc.on('exit', () => {
      rmSync(s.dir, { recursive: true, force: true });
      resolve();
    });
    s.proc.kill('SIGINT');
  });
}

// The server and the browser a test file shares: started before its first test, ended after its
// last. `base` (the server's address) and `browser` are set when the tests run.
export let base, browser;
export function useServerAndBrowser() {
  let shared;
  before(async () => {
    shared = await startServer();
    base = shared.url;
    browser = await launch();
  });
  after(async () => {
    if (browser) await browser.close();
    if (shared) await stopServer(shared);
  });
}

export function launch() {
  return chromium.launch({ executablePath: process.env.PS_CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

// A page of its own (a fresh browser context: no cookies, no storage) at `size`; `touch` makes
// it a phone's (touch events, taps). Any error thrown in the page fails the test; dialogs are
// accepted.
export async function newPage(browser, size = DESKTOP, { touch = false, colorScheme = 'light' } = {}) {
  const context = await browser.newContext({ viewport: size, hasTouch: touch, isMobile: touch, colorScheme });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('dialog', (d) => d.accept());
  page.errors = errors;
  return page;
}

// Makes a puzzle through the API (as the Make page does) and returns its summary with `doc`. The
// page, unless it is on the app already, opens it (the Library) meanwhile, as it did before
// asking: the puzzle is asked for from here, so that the server makes it while the page loads.
export async function makeByApi(page, base, kind, params) {
  const [made] = await Promise.all([makeJob(base, kind, params), page.url().startsWith(base) ? null : page.goto(base)]);
  if (made.status !== 'done') throw new Error(`${kind} not made: ${made.error}`);
  return (await fetch(`${base}api/puzzles/${made.result.id}`)).json();
}
async function makeJob(base, kind, params) {
  const start = await (
    await fetch(`${base}api/make`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ kind, params }),
    })
  ).json();
  if (!start.job) throw new Error(JSON.stringify(start));
  for (;;) {
    const j = await (await fetch(`${base}api/jobs/${start.job}`)).json();
    if (j.status !== 'running') return j;
    await new Promise((r) => setTimeout(r, 20));
  }
}
export const puzzle = (page, id) => page.evaluate(async (i) => (await fetch(`/api/puzzles/${i}`)).json(), id);

// Opens a puzzle's play page and waits for its board.
export async function play(page, base, id) {
  await page.goto(`${base}#/play/${id}`);
  await page.waitForSelector('#board .cell');
}

// Waits for the "Solved in" message and for the solved game's save to reach the server.
export async function solved(page) {
  await page.waitForFunction(() => /Solved in/.test(document.querySelector('#message')?.textContent), null, {
    timeout: 15000,
  });
  await page.waitForFunction(() => /Saved \(solved\)/.test(document.querySelector('#status')?.textContent), null, {
    timeout: 15000,
  });
}

// Resolves once the page is drawn as it is now: its fonts in, and a frame painted since.
export const painted = (page) =>
  page.evaluate(() =>
    document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))),
  );

// Saves a screenshot of the window for a person to look at (build/screenshots/NAME.png).
export async function shot(page, name) {
  const path = join(shotDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
  await page.screenshot({ path });
  return path;
}

// Nothing on the page reaches past the window's right edge.
export async function noSidewaysScroll(page, what) {
  const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  if (over > 0) throw new Error(`${what}: the page scrolls sideways by ${over}px`);
}
