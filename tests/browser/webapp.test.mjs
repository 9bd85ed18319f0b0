// Browser tests of the web app in real Chromium (Debian's chromium, driven by playwright-core):
// a puzzle of each kind played to completion, a crossword built and played, the grid filler, a
// game saved and restored across a server restart, import, print, and the library.
// Run by ctest (tests/browser/run.sh): node --test tests/browser/webapp.test.mjs BINARY
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const binary = process.env.PS_BINARY;
const sourceDir = process.env.PS_SOURCE_DIR;
const dir = mkdtempSync(join(tmpdir(), 'ps-browser-'));
const db = join(dir, 'library.db');
let server, base, browser, page;

function startServer() {
  return new Promise((resolve, reject) => {
    const p = spawn(binary, ['serve', '--port', '0', '--db', db, '--words',
      join(sourceDir, 'data/crossword/fill/words-scored.dict')], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/serving on (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (m) resolve({ proc: p, url: m[1] });
    });
    p.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}
function stopServer(s) {
  return new Promise((resolve) => { s.proc.removeAllListeners('exit'); s.proc.on('exit', resolve); s.proc.kill('SIGINT'); });
}

before(async () => {
  server = await startServer();
  base = server.url;
  browser = await chromium.launch({ executablePath: process.env.PS_CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox'] });
  page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
  page.on('pageerror', (e) => { throw new Error(`page error: ${e.message}`); });
  page.on('dialog', (d) => d.accept());
});
after(async () => {
  if (browser) await browser.close();
  if (server) await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
});

// Makes a puzzle from the Make page and waits until its play page is open; returns its id.
async function make(kind, fill) {
  await page.goto(`${base}#/make/${kind}`);
  if (fill) await fill();
  await page.click('#btn-make');
  await page.waitForURL(/#\/play\/\d+$/, { timeout: 60000 });
  await page.waitForSelector('#board .cell');
  return Number(page.url().match(/play\/(\d+)/)[1]);
}
const puzzle = (id) => page.evaluate(async (i) => (await fetch(`/api/puzzles/${i}`)).json(), id);
// Waits for the "Solved in" message and for the solved game's save to reach the server.
const solvedMessage = async () => {
  await page.waitForFunction(() => /Solved in/.test(document.querySelector('#message').textContent), null, { timeout: 15000 });
  await page.waitForFunction(() => /Saved \(solved\)/.test(document.querySelector('#status').textContent), null, { timeout: 15000 });
};

// Types every letter of a crossword-like grid, cell by cell.
async function typeGrid(doc) {
  const w = doc.width;
  const sol = doc.grid.join('');
  for (let i = 0; i < sol.length; ++i) {
    if (sol[i] === '#') continue;
    await page.click(`#board .cell[data-i="${i}"]`);
    await page.keyboard.type(sol[i]);
  }
  assert.equal(sol.length, w * doc.height);
}

test('sudoku: a hint explains the next step, undo works, and the puzzle is played to the end', async () => {
  const id = await make('sudoku', async () => {
    await page.waitForSelector('#f-level option[value="easy"]', { state: 'attached' });
    await page.selectOption('#f-level', 'easy');
    await page.fill('#f-seed', '7');
  });
  const p = await puzzle(id);
  assert.equal(p.kind, 'sudoku');
  assert.equal(p.level, 'easy');
  // Hint: names a technique, highlights cells, and Apply places a value.
  await page.click('#btn-hint');
  await page.waitForFunction(() => /single/.test(document.querySelector('#message').textContent));
  assert.ok(await page.locator('#board .cell.hint').count() > 0, 'the hint highlights its cells');
  const before = await page.locator('#board .cell.user').count();
  await page.click('#btn-apply');
  assert.equal(await page.locator('#board .cell.user').count(), before + 1, 'Apply hint places a value');
  // A wrong digit is caught by Check and taken back by Undo.
  const givens = p.doc.givens, sol = p.doc.solution;
  let empty = -1;
  for (let i = 0; i < 81; ++i) if (givens[i] === '.' && (await page.locator(`#board .cell[data-i="${i}"]`).textContent()) === '') { empty = i; break; }
  await page.click(`#board .cell[data-i="${empty}"]`);
  const bad = sol[empty] === '1' ? '2' : '1';
  await page.keyboard.type(bad);
  await page.click('#btn-check');
  await page.waitForSelector(`#board .cell.wrong[data-i="${empty}"]`);
  await page.click('#btn-undo');
  assert.equal(await page.locator(`#board .cell[data-i="${empty}"]`).textContent(), '');
  // Type the rest.
  for (let i = 0; i < 81; ++i) {
    if (givens[i] !== '.') continue;
    const cell = page.locator(`#board .cell[data-i="${i}"]`);
    if ((await cell.textContent()) === sol[i]) continue;
    await cell.click();
    await page.keyboard.type(sol[i]);
  }
  await solvedMessage();
  const again = await puzzle(id);
  assert.equal(again.solved, true, 'the library knows the game is solved');
});

test('star battle: rule breaks show in red, a hint applies, and the puzzle is played to the end', async () => {
  const id = await make('starbattle', async () => {
    await page.fill('#f-size', '6');
    await page.fill('#f-stars', '1');
    await page.fill('#f-seed', '3');
  });
  const p = await puzzle(id);
  const n = p.doc.size;
  // Two touching stars break the rules.
  await page.click('#board .cell[data-i="0"]');
  await page.click('#board .cell[data-i="1"]');
  assert.equal(await page.locator('#board .cell.bad').count(), 2);
  await page.click('#btn-undo');
  await page.click('#btn-undo');
  assert.equal(await page.locator('#board .cell.star').count(), 0);
  await page.click('#btn-hint');
  await page.waitForFunction(() => document.querySelector('#message').textContent.length > 10);
  await page.click('#btn-apply');
  assert.ok(await page.locator('#board .cell.star, #board .cell.dot').count() > 0, 'the hint marked cells');
  // Place the solution's stars (a cell holding a dot takes two clicks to become a star).
  for (let y = 0; y < n; ++y) {
    for (let x = 0; x < n; ++x) {
      if (p.doc.solution[y][x] !== '*') continue;
      const cell = page.locator(`#board .cell[data-i="${y * n + x}"]`);
      for (let k = 0; k < 3 && !(await cell.getAttribute('class')).includes('star'); ++k) await cell.click();
    }
  }
  await solvedMessage();
});

test('fill-in: made, played to the end with its word list', async () => {
  const id = await make('fillin', async () => {
    await page.fill('#f-width', '7');
    await page.fill('#f-height', '7');
    await page.fill('#f-seed', '2');
  });
  const p = await puzzle(id);
  assert.equal(p.kind, 'fillin');
  assert.ok(await page.locator('#word-list li').count() >= 4, 'the word list is shown');
  await typeGrid(p.doc);
  await solvedMessage();
});

test('crossword maker: words and clues in, Make, Next layout, then played to the end', async () => {
  await page.goto(`${base}#/make/crossword`);
  await page.fill('#cw-words', 'planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor with a tail\nmoon across: Natural satellite\nstar: Sun, for one\nnova: Sudden bright star\ncrater: Impact mark');
  await page.click('#btn-make');
  await page.waitForFunction(() => /Layout 1: 7 words/.test(document.querySelector('#make-status').textContent), null, { timeout: 30000 });
  const first = await page.locator('#cw-preview-board').innerHTML();
  await page.click('#btn-next');
  await page.waitForFunction(() => /Layout 2:/.test(document.querySelector('#make-status').textContent), null, { timeout: 30000 });
  assert.notEqual(await page.locator('#cw-preview-board').innerHTML(), first, 'the next layout differs');
  await page.click('#cw-play');
  await page.waitForSelector('#board .cell');
  const id = Number(page.url().match(/play\/(\d+)/)[1]);
  const p = await puzzle(id);
  const moon = p.doc.entries.find((e) => e.answer === 'MOON');
  assert.equal(moon.direction, 'across', 'the across preference is kept');
  assert.ok(await page.locator('#clues-across li', { hasText: 'Natural satellite' }).count() === 1);
  await typeGrid(p.doc);
  await solvedMessage();
});

test('grid filler: a pattern drawn by the user is filled and played', async () => {
  const id = await make('fill', async () => {
    await page.click('#pattern .cell[data-i="4"]');  // with its mirror, cell 20
  });
  const p = await puzzle(id);
  assert.equal(p.doc.grid[0][4], '#');
  assert.equal(p.doc.grid[4][0], '#');
  await typeGrid(p.doc);
  await solvedMessage();
});

test('save and restore: a game in progress survives a reload and a server restart', async () => {
  const id = await make('sudoku', async () => { await page.fill('#f-seed', '11'); });
  const p = await puzzle(id);
  const empties = [];
  for (let i = 0; i < 81 && empties.length < 3; ++i) if (p.doc.givens[i] === '.') empties.push(i);
  for (const i of empties.slice(0, 2)) {
    await page.click(`#board .cell[data-i="${i}"]`);
    await page.keyboard.type(p.doc.solution[i]);
  }
  await page.click(`#board .cell[data-i="${empties[2]}"]`);
  await page.click('#btn-pencil');
  await page.keyboard.type('3');
  await page.keyboard.type('5');
  await page.click('#btn-save');
  await page.waitForFunction(() => /Game saved/.test(document.querySelector('#message').textContent));
  await page.reload();
  await page.waitForSelector('#board .cell');
  await page.waitForFunction(() => /saved game is back/.test(document.querySelector('#message').textContent));
  // Restart the server on the same library.
  await stopServer(server);
  server = await startServer();
  base = server.url;
  await page.goto(`${base}#/play/${id}`);
  await page.waitForSelector('#board .cell');
  for (const i of empties.slice(0, 2)) {
    assert.equal(await page.locator(`#board .cell[data-i="${i}"]`).textContent(), p.doc.solution[i]);
  }
  assert.equal(await page.locator(`#board .cell[data-i="${empties[2]}"] .pencil`).textContent(), '35');
  await page.goto(`${base}#/library`);
  await page.waitForSelector(`#library tr[data-id="${id}"]`);
  assert.match(await page.locator(`#library tr[data-id="${id}"]`).textContent(), /in progress/);
});

test('print: PDF and SVG, with and without the answer key', async () => {
  const list = await page.evaluate(async () => (await fetch('/api/puzzles')).json());
  const kinds = new Set();
  for (const p of list.puzzles) {
    if (kinds.has(p.kind)) continue;
    kinds.add(p.kind);
    await page.goto(`${base}#/play/${p.id}`);
    await page.waitForSelector('#btn-print-pdf');
    for (const answers of [false, true]) {
      await page.setChecked('#print-answers', answers);
      for (const fmt of ['pdf', 'svg']) {
        // The button opens the print in a new tab; what that tab loads is fetched again here
        // (Chromium's PDF viewer wraps the document it shows).
        const [popup] = await Promise.all([page.waitForEvent('popup'), page.click(`#btn-print-${fmt}`)]);
        const url = popup.url();
        assert.ok(url.includes(`/api/puzzles/${p.id}/print?format=${fmt}&answers=${answers ? 1 : 0}`), url);
        await popup.close();
        const resp = await page.request.get(url);
        assert.equal(resp.status(), 200);
        assert.equal(resp.headers()['content-type'], fmt === 'pdf' ? 'application/pdf' : 'image/svg+xml');
        const body = await resp.body();
        if (fmt === 'pdf') {
          assert.equal(body.subarray(0, 5).toString(), '%PDF-');
          const pages = (body.toString('latin1').match(/\/Type\s*\/Page[^s]/g) || []).length;
          assert.ok(answers ? pages >= 2 : pages >= 1, `${p.kind} PDF pages: ${pages}`);
        } else {
          assert.match(body.toString(), /<svg/);
        }
      }
    }
  }
  assert.deepEqual([...kinds].sort(), ['crossword', 'fillin', 'starbattle', 'sudoku']);
});

test('import: a Sudoku line and a puzz.link Star Battle URL open as playable puzzles', async () => {
  await page.goto(`${base}#/import`);
  await page.fill('#import-text', '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
  await page.fill('#import-title', 'Imported sudoku');
  await page.click('#btn-import');
  await page.waitForURL(/#\/play\/\d+$/);
  await page.waitForSelector('#board .cell');
  assert.match(await page.locator('h1').textContent(), /Imported sudoku/);
  await page.goto(`${base}#/import`);
  await page.fill('#import-text', 'https://puzz.link/p?starbattle/6/6/1/4ilbhgdnmhou');
  await page.fill('#import-title', '');
  await page.click('#btn-import');
  await page.waitForURL(/#\/play\/\d+$/);
  await page.waitForSelector('#board .cell');
  assert.equal(await page.locator('#board .cell').count(), 36);
  // Bad input: one clear message, nothing stored.
  await page.goto(`${base}#/import`);
  await page.fill('#import-text', '12345');
  await page.click('#btn-import');
  await page.waitForFunction(() => document.querySelector('#import-status').className.includes('bad'));
});

test('library: search, open and delete', async () => {
  await page.goto(`${base}#/library`);
  await page.waitForSelector('#library tbody tr[data-id]');
  const all = await page.locator('#library tbody tr[data-id]').count();
  assert.ok(all >= 7);
  await page.fill('#search', 'Star Battle');
  await page.waitForFunction(() => [...document.querySelectorAll('#library tbody tr[data-id]')].every((r) => /Star Battle/.test(r.textContent)));
  const row = page.locator('#library tbody tr[data-id]').first();
  const id = await row.getAttribute('data-id');
  await row.locator('button.delete').click();
  await page.waitForFunction((i) => !document.querySelector(`#library tr[data-id="${i}"]`), id);
  const gone = await page.evaluate(async (i) => (await fetch(`/api/puzzles/${i}`)).status, id);
  assert.equal(gone, 404);
});
