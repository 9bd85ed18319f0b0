// Browser tests of crosswords read from files: an ipuz with a rebus, circles, shading and notes,
// squares whose answers are signs, and a diagramless grid played without its blocks, on a phone.
// Run: PS_BINARY=... PS_SOURCE_DIR=... node --test tests/browser/crossword-files.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  PHONE,
  base,
  browser,
  newPage,
  noSidewaysScroll,
  play,
  puzzle,
  shot,
  solved,
  useServerAndBrowser,
} from './harness.mjs';
import { model, cell, selected, letterAt, clueBar, pick, menu } from './crossword-helpers.mjs';

useServerAndBrowser();

test('crossword: an imported ipuz with a rebus, circles, shading and notes plays to the end', async () => {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const text = readFileSync(
    join(process.env.PS_SOURCE_DIR, 'tests/data/crossword-features/rebus-circles.ipuz'),
    'utf8',
  );
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  const got = await page.evaluate(
    async (t) =>
      (
        await fetch('/api/import', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ text: t }),
        })
      ).json(),
    text,
  );
  assert.ok(got.id, JSON.stringify(got));
  const p = await puzzle(page, got.id);
  await play(page, base, p.id);
  // The board drawing under the squares: two circles, one grey square, and no square drawn at r4c1.
  const board = await page.evaluate(() => {
    const svg = document.querySelector('.drawn svg');
    return {
      circles: svg ? svg.querySelectorAll('circle').length : -1,
      grey: svg ? svg.querySelectorAll('rect[fill="#cdcdcd"]').length : -1,
    };
  });
  assert.deepEqual(board, { circles: 2, grey: 1 });
  assert.equal(
    await page.locator(`${cell(12)}.block`).count(),
    1,
    'the square outside the shape is not a square to fill',
  );
  assert.match(await page.locator('#puzzle-intro').innerText(), /The circled squares spell a bright word\./);
  // The export menu says what a .puz file cannot keep of this puzzle.
  assert.match(await page.locator('#loss-puz').innerText(), /no shaded squares/);
  // Fill every square by keyboard; r2c2 (square 5) takes the rebus STAR.
  const m = model(p.doc);
  for (const i of m.entries.flatMap((e) => e.cells)) {
    if (i === 5) continue;
    await page.click(cell(i));
    await page.keyboard.press(m.sol[i]);
  }
  await page.click(cell(5));
  await page.keyboard.press('Insert');
  await page.keyboard.type('STAR');
  await page.keyboard.press('Enter');
  assert.equal(await letterAt(page, 5), 'STAR');
  await solved(page);
  const saved = await page.evaluate(async (i) => (await (await fetch(`/api/puzzles/${i}`)).json()).game, p.id);
  assert.equal(saved.state.rebus['5'], 'STAR');
  const check = await page.evaluate(
    async ([i, st]) =>
      (
        await fetch(`/api/puzzles/${i}/check`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ state: st }),
        })
      ).json(),
    [p.id, saved.state],
  );
  assert.equal(check.solved, true, JSON.stringify(check));
  await shot(page, 'crossword-rebus-circles-desktop');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Squares whose answer is a sign or a digit (AT&T, @HOW!, &$5O), typed as themselves by keyboard
// and by a phone's keyboard, checked and saved as the server checks them.
test('crossword: squares whose answers are signs take the signs typed, on a phone and by keyboard', async () => {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const text = readFileSync(join(process.env.PS_SOURCE_DIR, 'tests/data/crossword-features/signs.ipuz'), 'utf8');
  // On a phone the keyboard sends text: a sign goes in as a letter does.
  const phone = await newPage(browser, PHONE, { touch: true });
  await phone.goto(base);
  const got = await phone.evaluate(
    async (t) =>
      (
        await fetch('/api/import', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ text: t }),
        })
      ).json(),
    text,
  );
  assert.ok(got.id, JSON.stringify(got));
  await play(phone, base, got.id);
  await phone.tap(cell(12));
  await phone.keyboard.insertText('%');
  assert.equal(await letterAt(phone, 12), '%');
  await phone.tap(cell(12));
  await phone.keyboard.insertText('@');
  assert.equal(await letterAt(phone, 12), '@');
  assert.deepEqual(phone.errors, []);
  await phone.context().close();
  // By keyboard: every square but the rebus (r4c4, square 15: W!), signs included, then the rebus.
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  const p = await puzzle(page, got.id);
  await play(page, base, p.id);
  const m = model(p.doc);
  for (const i of [...new Set(m.entries.flatMap((e) => e.cells))]) {
    if (i === 15) continue;
    await page.click(cell(i));
    await page.keyboard.type(m.sol[i]);
    assert.equal(await letterAt(page, i), m.sol[i], `square ${i} takes '${m.sol[i]}'`);
  }
  await page.click(cell(15));
  await page.keyboard.press('Insert');
  await page.keyboard.type('W!');
  await page.keyboard.press('Enter');
  assert.equal(await letterAt(page, 15), 'W!');
  await solved(page);
  const saved = await page.evaluate(async (i) => (await (await fetch(`/api/puzzles/${i}`)).json()).game, p.id);
  assert.deepEqual(saved.state.letters, ['AT&T', 'S#$#', 'K#5#', '@HO*']);
  assert.equal(saved.state.rebus['15'], 'W!');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('crossword: a diagramless puzzle is played on an open grid, the solver putting the blocks, on a phone', async () => {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  // AT# / BEE / #AN, clues numbered 1 2 / 3 4 / 5 as the answer's grid numbers them.
  const text = readFileSync(join(process.env.PS_SOURCE_DIR, 'tests/data/crossword-features/diagramless.ipuz'), 'utf8');
  const page = await newPage(browser, PHONE, { touch: true });
  await page.goto(base);
  const got = await page.evaluate(
    async (t) =>
      (
        await fetch('/api/import', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ text: t }),
        })
      ).json(),
    text,
  );
  assert.ok(got.id, JSON.stringify(got));
  const p = await puzzle(page, got.id);
  await play(page, base, p.id);
  // Nothing gives the blocks away: no block square, no black square or number in the drawing.
  assert.equal(await page.locator('#board .cell.block').count(), 0);
  assert.equal(await page.locator('#board .cell.solver-block').count(), 0);
  const drawing = await page.evaluate(() => {
    const svg = document.querySelector('.drawn svg');
    return {
      dark: [...svg.querySelectorAll('rect')].filter((r) =>
        /^#(000|1d2330|000000)$/i.test(r.getAttribute('fill') || ''),
      ).length,
      text: svg.querySelectorAll('text').length,
    };
  });
  assert.deepEqual(drawing, { dark: 0, text: 0 });
  // How to play says what a diagramless grid is and how to put a block.
  assert.match(
    await page.locator('#how p').textContent(),
    /diagramless crossword: the grid's blocks are not shown.*Block puts a block/,
  );
  // Type AT along the top row: the number 1 appears, and the clue bar names 1 Across.
  await pick(page, 0, 'across', { touch: true });
  await page.keyboard.insertText('at');
  assert.equal(await selected(page), 2, 'typing moves along the open row');
  assert.equal(await page.locator(`${cell(0)} .num`).textContent(), '1');
  await page.tap(cell(0));
  assert.match(await clueBar(page), /1 Across\s+Near/);
  // A block at r1c3 with the Block button; "Blocks in pairs" puts one at r3c1 too.
  assert.equal(await page.isChecked('#opt-pairs'), true);
  await page.tap(cell(2));
  await page.tap('#btn-block');
  assert.equal(await page.locator('#board .cell.solver-block').count(), 2);
  assert.equal(await page.locator(`${cell(6)}.solver-block`).count(), 1);
  // A wrong block is found by Check: put one at r2c3, check the grid, take it away again.
  await page.tap(cell(5));
  await page.tap('#btn-block');
  await page.tap('#btn-menu');
  await page.tap('#btn-check-all');
  assert.equal(await page.locator(`${cell(5)}.wrong`).count(), 1, 'a block where the answer has a letter is wrong');
  await page.tap(cell(5));
  await page.tap('#btn-block');
  assert.equal(await page.locator(`${cell(5)}.solver-block`).count(), 0);
  // The rest: BEE across the middle, AN along the foot. The numbers follow the answer's.
  await pick(page, 3, 'across', { touch: true });
  await page.keyboard.insertText('bee');
  await pick(page, 7, 'across', { touch: true });
  await page.keyboard.insertText('an');
  const nums = await page.evaluate(() =>
    [...document.querySelectorAll('#board .cell .num')].map((n) => n.textContent).join(','),
  );
  assert.equal(nums, '1,2,,3,,4,,5,');
  await page.tap(cell(1));
  if (!/2 Down/.test(await clueBar(page))) await page.tap(cell(1));
  assert.match(await clueBar(page), /2 Down\s+Drink/);
  await solved(page);
  await noSidewaysScroll(page);
  await shot(page, 'crossword-diagramless-phone');
  // The server checks the saved game the same way: solved, with the blocks put or left empty.
  const saved = await page.evaluate(async (i) => (await (await fetch(`/api/puzzles/${i}`)).json()).game, p.id);
  assert.deepEqual(saved.state.letters, ['AT#', 'BEE', '#AN']);
  const check = async (letters) =>
    page.evaluate(
      async ([i, l]) =>
        (
          await fetch(`/api/puzzles/${i}/check`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ state: { letters: l } }),
          })
        ).json(),
      [p.id, letters],
    );
  assert.equal((await check(['AT.', 'BEE', '.AN'])).solved, true);
  assert.deepEqual((await check(['AT#', 'BEE', 'XAN'])).wrong, [6]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
