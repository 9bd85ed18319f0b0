// Browser tests of the Sudoku player on killer Sudoku (web/sudoku.js with the rules of
// web/sudoku-rules.js read from the record's cages): the rule stated, the board drawn with dashed
// cages and their sums, a digit repeated in a cage (and in no row, column or box) shown as a
// conflict, a cage's sum overshot shown as a conflict, candidates that leave out a cage-mate's
// digit; a killer played to solved by keyboard at 1280x800, and by touch at 375x740 with nothing
// scrolling sideways. Screenshots go to build/screenshots for a person to look at.
// Run: tests/browser/run.sh build/release/puzzlesmith . killer
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  PHONE,
  base,
  browser,
  makeByApi,
  newPage,
  noSidewaysScroll,
  play,
  puzzle,
  shot,
  solved,
  useServerAndBrowser,
} from './harness.mjs';

useServerAndBrowser();

const cell = (i) => `#board .cell[data-i="${i}"]`;
const classes = async (page, i) => (await page.getAttribute(cell(i), 'class')).split(' ');
const n = 9;
const sameLine = (a, b) => Math.floor(a / n) === Math.floor(b / n) || a % n === b % n;
const box = (i) => Math.floor(Math.floor(i / n) / 3) * 3 + Math.floor((i % n) / 3);

test('killer by keyboard: the rule stated, a repeat in a cage and an overshot sum are conflicts, played to solved', async () => {
  const page = await newPage(browser, DESKTOP);
  const p = await makeByApi(page, base, 'sudoku', { variant: 'killer', level: 'medium', seed: 4 });
  assert.equal(p.doc.variant, 'killer');
  assert.ok(p.doc.cages.length > 10, 'cages in the record');
  assert.equal(p.doc.givens, '.'.repeat(81), 'no givens');
  await play(page, base, p.id);
  assert.match(await page.locator('.killer-rules').innerText(), /no digit repeats in a cage/);
  // The board's drawing has the cages' dashes and every sum.
  const texts = await page.evaluate(() => [...document.querySelectorAll('.drawn svg text')].map((t) => t.textContent));
  for (const k of p.doc.cages) assert.ok(texts.includes(String(k.sum)), `the sum ${k.sum} is drawn`);
  await shot(page, 'killer-desktop-start');
  // Two squares of one cage in no row, column or box together: the same digit in both is a
  // conflict that only the cage makes.
  const cage = p.doc.cages.find((k) =>
    k.cells.some((a) => k.cells.some((b) => a !== b && !sameLine(a, b) && box(a) !== box(b))),
  );
  assert.ok(cage, 'a cage with two squares that share no unit');
  const [a, b] = (() => {
    for (const x of cage.cells)
      for (const y of cage.cells) if (x !== y && !sameLine(x, y) && box(x) !== box(y)) return [x, y];
  })();
  await page.click(cell(a));
  await page.keyboard.press('1');
  await page.click(cell(b));
  await page.keyboard.press('1');
  assert.ok((await classes(page, a)).includes('conflict'), 'a digit repeated in a cage is a conflict');
  assert.ok((await classes(page, b)).includes('conflict'));
  await shot(page, 'killer-cage-repeat');
  await page.keyboard.press('Backspace');
  await page.click(cell(a));
  await page.keyboard.press('Backspace');
  assert.ok(!(await classes(page, a)).includes('conflict'));
  // A two-square cage of sum 9 or less holding 9 and 1: its sum overshot, both squares in red.
  const small = p.doc.cages.find((k) => k.sum <= 9 && k.cells.length === 2);
  assert.ok(small, 'a two-square cage of sum 9 or less');
  await page.click(cell(small.cells[0]));
  await page.keyboard.press('9');
  await page.click(cell(small.cells[1]));
  await page.keyboard.press('1');
  assert.ok((await classes(page, small.cells[0])).includes('conflict'), 'a sum overshot is a conflict');
  assert.ok((await classes(page, small.cells[1])).includes('conflict'));
  await shot(page, 'killer-sum-over');
  await page.keyboard.press('Backspace');
  await page.click(cell(small.cells[0]));
  await page.keyboard.press('Backspace');
  assert.ok(!(await classes(page, small.cells[0])).includes('conflict'));
  // Fill candidates knows the cages: a placed digit leaves its cage-mates' candidates.
  const mate = p.doc.cages
    .find((k) => k.cells.includes(a))
    .cells.find((i) => i !== a && !sameLine(i, a) && box(i) !== box(a));
  await page.click(cell(a));
  await page.keyboard.press(p.doc.solution[a]);
  await page.click('#btn-marks');
  const marks = await page.locator(cell(mate)).innerText();
  assert.ok(
    !marks.includes(p.doc.solution[a]),
    `r${Math.floor(mate / 9) + 1}c${(mate % 9) + 1}'s candidates leave out its cage-mate's digit (${marks})`,
  );
  // ... and the cages' sums: a square of a two-square cage keeps only digits some pair of the
  // sum can hold (17 is 8+9: no 1 to 7).
  const pair = p.doc.cages.find((k) => k.cells.length === 2 && !k.cells.includes(a) && (k.sum <= 4 || k.sum >= 16));
  if (pair) {
    const pm = await page.locator(cell(pair.cells[0])).innerText();
    const allowed = pair.sum <= 4 ? ['1', '2', '3'] : ['7', '8', '9'];
    for (const d of pm.replace(/\s/g, '')) assert.ok(allowed.includes(d), `the ${pair.sum}-cage's marks ${pm}`);
  }
  await shot(page, 'killer-candidates');
  // Played to the end by keyboard, with the arrow keys (a square showing its digit already is
  // left: typing its digit again would clear it).
  const shown = await page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('#board .cell')].map((c) => [c.dataset.i, c.textContent])),
  );
  await page.click(cell(0));
  for (let r = 0; r < n; ++r) {
    for (let c = 0; c < n; ++c) {
      if (shown[r * n + c] !== p.doc.solution[r * n + c]) await page.keyboard.press(p.doc.solution[r * n + c]);
      await page.keyboard.press('ArrowRight');
    }
    await page.keyboard.press('ArrowDown');
  }
  await solved(page);
  assert.equal((await puzzle(page, p.id)).solved, true);
  await shot(page, 'killer-solved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('killer by touch at 375x740: the board and the sums fit, a cage conflict shown, played to solved', async () => {
  const page = await newPage(browser, PHONE, { touch: true });
  const p = await makeByApi(page, base, 'sudoku', { variant: 'killer', level: 'easy', seed: 2 });
  await play(page, base, p.id);
  await noSidewaysScroll(page, 'killer at 375 px');
  await page.evaluate(() => document.querySelector('#board').closest('.drawn').scrollIntoView({ block: 'start' }));
  // The sums stay legible: at least 8 px high on the phone's board.
  const sumHeight = await page.evaluate(() => {
    const t = [...document.querySelectorAll('.drawn svg text')].find((e) => /^\d+$/.test(e.textContent));
    return t.getBoundingClientRect().height;
  });
  assert.ok(sumHeight >= 8, `a cage's sum is ${sumHeight} px high`);
  await shot(page, 'killer-phone-board');
  // A repeat in a cage by touch.
  const cage = p.doc.cages.find((k) => k.cells.length >= 2);
  const [a, b] = cage.cells;
  await page.tap(cell(a));
  await page.tap('#numpad button[data-v="5"]');
  await page.tap(cell(b));
  await page.tap('#numpad button[data-v="5"]');
  assert.ok((await classes(page, a)).includes('conflict'), 'the repeat in a cage is shown by touch too');
  await shot(page, 'killer-phone-conflict');
  for (let i = 0; i < 81; ++i) {
    await page.tap(cell(i));
    await page.tap(`#numpad button[data-v="${p.doc.solution[i]}"]`);
  }
  await solved(page);
  await noSidewaysScroll(page, 'solved killer at 375 px');
  await shot(page, 'killer-phone-solved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
