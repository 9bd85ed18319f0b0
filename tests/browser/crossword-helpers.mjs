// What the crossword and fill-in browser tests share (crossword.test.mjs, fillin.test.mjs,
// crossword-files.test.mjs): a fresh puzzle of either kind, the puzzle's entries with their
// squares, selecting a square in a direction, the Check / reveal menu, filling the grid, and
// whether a phone shows the clue bar and the grid whole.
import assert from 'node:assert/strict';
import { base, makeByApi, noSidewaysScroll } from './harness.mjs';

export const CLUES =
  'planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor\nmoon: Natural satellite\nstar: Sun, for one\nnova: Bright star\ncrater: Impact mark';

// A fresh crossword (with clues) or fill-in for each test, so that no saved game carries over.
export async function fresh(page, kind, seed = 5) {
  return kind === 'crossword'
    ? makeByApi(page, base, 'crossword', { words: CLUES, seed })
    : makeByApi(page, base, 'fillin', { width: 9, height: 9, seed: 4 });
}

// The entries of a puzzle's doc with the squares they cover, in clue order (across, then down).
export function model(doc) {
  const w = doc.width,
    sol = doc.grid.join('');
  const entries = doc.entries.map((e) => ({
    ...e,
    cells: [...e.answer].map((c, k) => (e.direction === 'across' ? e.row * w + e.col + k : (e.row + k) * w + e.col)),
  }));
  const order = (dr) => entries.filter((e) => e.direction === dr).sort((a, b) => a.number - b.number);
  return {
    w,
    sol,
    entries,
    ordered: order('across').concat(order('down')),
    at: (i, dr) => entries.find((e) => e.direction === dr && e.cells.includes(i)),
  };
}

export const cell = (i) => `#board .cell[data-i="${i}"]`;
export const selected = (page) =>
  page.evaluate(() => Number(document.querySelector('#board .cell.selected').dataset.i));
export const letterAt = (page, i) => page.locator(`${cell(i)} .ch`).textContent();
export const clueBar = (page) => page.locator('#clue-bar').innerText();
export const message = (page) => page.locator('#message').innerText();
// Selects square i going `dir` (a click on the selected square switches direction).
export async function pick(page, i, dir, { touch = false } = {}) {
  for (let k = 0; k < 2; ++k) {
    if (touch) await page.tap(cell(i));
    else await page.click(cell(i));
    if (new RegExp(`\\b${dir}\\b`, 'i').test(await clueBar(page))) return;
  }
  throw new Error(`square ${i} has no ${dir} entry`);
}
export async function menu(page, id) {
  await page.click('#btn-menu');
  await page.click(`#${id}`);
}
// Fills every empty or wrong square by clicking (or tapping) it and typing its letter. (The
// squares' letters are read once, before: typing in a square changes no other square's letter,
// and every caller then waits for the grid to be solved or revealed.)
export async function fillAll(page, m, { touch = false } = {}) {
  const letters = await page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('#board .cell')].map((c) => [c.dataset.i, c.querySelector('.ch')?.textContent]),
    ),
  );
  for (let i = 0; i < m.sol.length; ++i) {
    if (m.sol[i] === '#' || letters[i] === m.sol[i]) continue;
    if (touch) {
      await page.tap(cell(i));
      await page.keyboard.insertText(m.sol[i].toLowerCase());
    } else {
      await page.click(cell(i));
      await page.keyboard.type(m.sol[i]);
    }
  }
}

export async function phoneFits(page, what) {
  await noSidewaysScroll(page, what);
  const r = await page.evaluate(() => {
    const box = (s) => {
      const b = document.querySelector(s).getBoundingClientRect();
      return { top: b.top, bottom: b.bottom, left: b.left, right: b.right };
    };
    return { bar: box('#clue-bar'), grid: box('.cw-main .drawn'), w: window.innerWidth, h: window.innerHeight };
  });
  assert.ok(
    r.grid.left >= 0 && r.grid.right <= r.w,
    `${what}: the grid spans ${r.grid.left}..${r.grid.right} px of ${r.w}`,
  );
  assert.ok(r.bar.left >= 0 && r.bar.right <= r.w, `${what}: the clue bar spans ${r.bar.left}..${r.bar.right} px`);
  assert.ok(
    r.bar.top >= 0 && r.grid.bottom <= r.h,
    `${what}: the clue bar and the grid span ${r.bar.top}..${r.grid.bottom} px of ${r.h}`,
  );
}
