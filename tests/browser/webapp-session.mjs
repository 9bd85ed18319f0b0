// The session the web app's browser tests share (webapp.test.mjs): a server of their own on a
// library that lasts the whole file (restarted on it by restartServer), one Chromium page at
// 1280x1000 in US English, the helpers that make, type and wait, and what a person sees (a
// failure's screenshot, a board drawn whole, squares on the drawing, no sideways scroll).
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium-args.mjs';

export const binary = process.env.PS_BINARY;
export const sourceDir = process.env.PS_SOURCE_DIR;
export const dir = mkdtempSync(join(tmpdir(), 'ps-browser-'));
export const db = join(dir, 'library.db');
export let server, base, browser, page;

export function startServer() {
  return new Promise((resolve, reject) => {
    const p = spawn(
      binary,
      [
        'serve',
        '--port',
        '0',
        '--db',
        db,
        '--words',
        join(sourceDir, 'data/crossword/fill/words-scored.dict'),
        ...(process.env.PS_WEB_DIR ? ['--web-dir', process.env.PS_WEB_DIR] : []),
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    p.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/serving on (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (m) resolve({ proc: p, url: m[1] });
    });
    p.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}
export function stopServer(s) {
  return new Promise((resolve) => {
    s.proc.removeAllListeners('exit');
    s.proc.on('exit', resolve);
    s.proc.kill('SIGINT');
  });
}

before(async () => {
  server = await startServer();
  base = server.url;
  browser = await chromium.launch({
    executablePath: process.env.PS_CHROMIUM || '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  page = await browser.newPage({ viewport: { width: 1280, height: 1000 }, locale: 'en-US' });
  page.on('pageerror', (e) => {
    throw new Error(`page error: ${e.message}`);
  });
  page.on('dialog', (d) => d.accept());
});
after(async () => {
  if (browser) await browser.close();
  if (server) await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
});

// Makes a puzzle from the Make page and waits until its play page is open; returns its id.
export async function make(kind, fill) {
  await page.goto(`${base}#/make/${kind}`);
  if (fill) await fill();
  await page.click('#btn-make');
  await page.waitForURL(/#\/play\/\d+$/, { timeout: 60000 });
  await page.waitForSelector('#board .cell');
  return Number(page.url().match(/play\/(\d+)/)[1]);
}
export const puzzle = (id) => page.evaluate(async (i) => (await fetch(`/api/puzzles/${i}`)).json(), id);
// Waits for the "Solved in" message and for the solved game's save to reach the server.
export const solvedMessage = async () => {
  await page.waitForFunction(() => /Solved in/.test(document.querySelector('#message')?.textContent), null, {
    timeout: 15000,
  });
  await page.waitForFunction(() => /Saved \(solved\)/.test(document.querySelector('#status')?.textContent), null, {
    timeout: 15000,
  });
};

// Types every letter of a crossword-like grid, cell by cell.
export async function typeGrid(doc) {
  const w = doc.width;
  const sol = doc.grid.join('');
  for (let i = 0; i < sol.length; ++i) {
    if (sol[i] === '#') continue;
    await page.click(`#board .cell[data-i="${i}"]`);
    await page.keyboard.type(sol[i]);
  }
  assert.equal(sol.length, w * doc.height);
}

// Stops the server and starts it again on the same library (its address may change).
export async function restartServer() {
  await stopServer(server);
  server = await startServer();
  base = server.url;
}

// ---- what a person sees, at a desktop and a phone size ----

export const shotDir = process.env.PS_SHOT_DIR || join(tmpdir(), 'ps-browser-shots');
mkdirSync(shotDir, { recursive: true });
// Runs `check`; on failure saves a screenshot of the page and names it in the error.
export async function looking(name, check) {
  try {
    await check();
  } catch (e) {
    const path = join(shotDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
    await page.screenshot({ path, fullPage: true }).catch(() => {});
    e.message = `${e.message}\n(screenshot: ${path})`;
    throw e;
  }
}
// The board is drawn whole: `cells` cells, square, of a readable size, inside the window (at the
// desktop size) or inside its own scrolling box (on a phone).
export async function boardDrawn(selector, cells, minSide) {
  const b = await page.evaluate((sel) => {
    const board = document.querySelector(sel);
    const rects = [...board.querySelectorAll('.cell')].map((c) => c.getBoundingClientRect());
    const r = board.getBoundingClientRect();
    return {
      count: rects.length,
      sides: rects.map((x) => [x.width, x.height]),
      right: r.right,
      width: r.width,
      scroll: board.scrollWidth,
      client: board.clientWidth,
      viewport: window.innerWidth,
    };
  }, selector);
  assert.equal(b.count, cells, `${selector}: ${b.count} cells drawn, ${cells} expected`);
  for (const [w, h] of b.sides) {
    assert.ok(Math.abs(w - h) <= 1.5, `${selector}: a cell of ${w}x${h} px is not square`);
    assert.ok(w >= minSide, `${selector}: cells of ${w} px are too small`);
  }
  assert.ok(b.right <= b.viewport + 0.5, `${selector}: the board reaches ${b.right} px in a ${b.viewport} px window`);
  return b;
}
// The board's drawing (the print's routine, as SVG) is under the squares, which lie exactly on
// its squares: the first and the last square where the drawing's numbers put them.
export async function squaresOnTheDrawing(id) {
  const board = await page.evaluate(async (i) => (await fetch(`/api/puzzles/${i}/board`)).json(), id);
  const m = await page.evaluate(() => {
    const svg = document.querySelector('.drawn .paper svg').getBoundingClientRect();
    const cells = document.querySelectorAll('#board .cell');
    const a = cells[0].getBoundingClientRect(),
      z = cells[cells.length - 1].getBoundingClientRect();
    return { svg: [svg.left, svg.top, svg.width], first: [a.left, a.top], last: [z.right, z.bottom] };
  });
  const W = board.cols * board.cell + 2 * board.margin,
    scale = m.svg[2] / W;
  const at = (u) => u * scale;
  for (const [got, want, what] of [
    [m.first[0] - m.svg[0], at(board.margin), 'left'],
    [m.first[1] - m.svg[1], at(board.margin), 'top'],
    [m.last[0] - m.svg[0], at(board.margin + board.cols * board.cell), 'right'],
    [m.last[1] - m.svg[1], at(board.margin + board.rows * board.cell), 'bottom'],
  ]) {
    assert.ok(
      Math.abs(got - want) <= 1.5,
      `the squares' ${what} edge is at ${got.toFixed(1)} px, the drawing's at ${want.toFixed(1)} px`,
    );
  }
}
export async function noSidewaysScroll(what) {
  const s = await page.evaluate(() => ({
    scroll: document.scrollingElement.scrollWidth,
    client: document.scrollingElement.clientWidth,
  }));
  assert.ok(s.scroll <= s.client, `${what}: the page scrolls sideways (${s.scroll} px of content in ${s.client} px)`);
}

// The pages, each with what shows it drawn: its own content, which the page shown before it has
// not (the app empties the view when the address changes, and draws the new page once its
// module is in).
