// Browser tests of variety crosswords in the player (web/crossword.js with crossword-variety.js):
// a rows garden, marching bands and a spiral (tests/data/crossword-features), each imported and
// played to solved by keyboard alone, at the desktop size and at 375 px: typing follows the
// entry's path, Tab goes to the next clue of the list, Space and Enter switch between the entries
// through a square, the arrow keys move along the path; the lists are shown by name, the current
// entry's squares highlighted (looked at in the board's pixels, the squares' colours kept), the
// solved state announced; check, reveal, undo, pencil and rebus on an entry's path. And crosswords
// without their answers (crossword-lock.js): a locked .puz whose key a field unlocks, and an ipuz
// without its solution, both saved as they are played.
// Run: PS_BINARY=... PS_SOURCE_DIR=... node --test tests/browser/variety.test.mjs
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
import { cell, message, menu, phoneFits } from './crossword-helpers.mjs';
import {
  arrowBetween,
  boardPixels,
  clueLabel,
  highlighted,
  importFixture,
  lettersShown,
  near,
  rgb,
  selectedSquare,
  sorted,
  varietyModel,
} from './variety-helpers.mjs';

useServerAndBrowser();

// Types the answer of each square the cursor goes to, until `done()` (run in the page) is true.
async function typeWhereSelected(page, answers, done) {
  for (let guard = 0; guard < answers.length && !(await page.evaluate(done)); ++guard)
    await page.keyboard.type(answers[await selectedSquare(page)]);
  assert.ok(await page.evaluate(done), 'typed to the end');
}

// Each fixture with its lists' names and ids on the page.
const FIXTURES = [
  { file: 'rows-garden.ipuz', lists: ['Rows', 'Blooms'], ids: ['clues-rows', 'clues-blooms'] },
  { file: 'marching-bands.ipuz', lists: ['Rows', 'Bands'], ids: ['clues-rows', 'clues-bands'] },
  { file: 'spiral.ipuz', lists: ['Inward', 'Outward'], ids: ['clues-inward', 'clues-outward'] },
];

// The highlight as the screen shows it: the selected square yellow, the rest of the entry's
// squares the highlight's blue (a square with a colour of its own: changed from that colour), the
// other squares white or their own colour.
async function expectHighlight(page, p, entry, sel, what) {
  const px = await boardPixels(page);
  const colours = p.doc.colors || {};
  const plain = (i) => (colours[i] ? rgb(colours[i]) : [255, 255, 255]);
  const s = px[sel].patch;
  assert.ok(s[0] > 235 && s[1] > 200 && s[2] < 170, `${what}: the selected square ${sel} is yellow, not ${s}`);
  for (let i = 0; i < px.length; ++i) {
    if (i === sel || p.doc.grid.join('')[i] === '#') continue;
    const shown = px[i].patch;
    if (entry.cells.includes(i)) {
      if (colours[i]) assert.ok(!near(shown, plain(i), 12), `${what}: square ${i} of the entry is not highlighted`);
      else assert.ok(near(shown, rgb('#DFE8FB'), 12), `${what}: square ${i} of the entry shows ${shown}`);
    } else {
      assert.ok(near(shown, plain(i), 14), `${what}: square ${i} shows ${shown}, not its colour ${plain(i)}`);
    }
  }
}

// Plays the imported fixture `p` to solved by keyboard alone, checking each move on the way.
async function playByKeyboard(page, p, fx, tag) {
  const m = varietyModel(p.doc);
  const [first, second] = m.lists;
  const name = (e) => e.name;
  // The lists beside the grid, by name, every clue under its label.
  for (const [k, list] of fx.lists.entries()) {
    const box = page.locator(`#${fx.ids[k]}`);
    assert.equal(await box.locator('xpath=preceding-sibling::h2').innerText(), list);
    assert.equal(await box.locator('li').count(), m.lists[k].length, `${list}: every clue listed`);
    assert.match(await box.locator('li').first().innerText(), new RegExp(`^${m.lists[k][0].label}\\s`));
  }
  // The first clue of the first list is selected; typing its answer (nothing focused yet: the
  // first letter takes the grid) fills its path, then goes on to the list's next clue.
  assert.equal(await clueLabel(page), name(first[0]));
  assert.deepEqual(sorted(await highlighted(page)), sorted(first[0].cells));
  await page.keyboard.type(first[0].answer);
  const shown = await lettersShown(page);
  assert.equal(first[0].cells.map((i) => shown[i]).join(''), first[0].answer, 'typed along the path');
  assert.equal(await clueLabel(page), name(first[1]), 'the end of the entry goes on to the next clue');
  assert.equal(await selectedSquare(page), first[1].cells[0]);
  // Tab: the next clue of the list; Shift+Tab back; Tab past the list's end: the next list.
  await page.keyboard.press('Tab');
  assert.equal(await clueLabel(page), name(first[2]));
  await page.keyboard.press('Shift+Tab');
  assert.equal(await clueLabel(page), name(first[1]));
  for (let k = 2; k <= first.length; ++k) {
    await page.keyboard.press('Tab');
    assert.equal(await clueLabel(page), name(k < first.length ? first[k] : second[0]), `Tab ${k - 1}`);
  }
  const E = second[0];
  const at = await selectedSquare(page);
  const k0 = E.cells.indexOf(at);
  assert.ok(k0 >= 0 && !(await lettersShown(page))[at], 'Tab goes to the first empty square of the clue');
  await expectHighlight(page, p, E, at, `${tag}: ${E.name}`);
  // A square in two entries: Space switches to the other, Enter back.
  const other = m.through(at).find((e) => e !== E);
  assert.ok(other, `square ${at} is in two entries`);
  await page.keyboard.press(' ');
  assert.equal(await clueLabel(page), name(other), 'Space switches to the other entry through the square');
  assert.deepEqual(sorted(await highlighted(page)), sorted(other.cells));
  assert.match(await page.locator('li.current').innerText(), new RegExp(`^${other.label}\\s`));
  assert.match(await page.locator('li.crossing').innerText(), new RegExp(`^${E.label}\\s`));
  await shot(page, `variety-${tag}-switched`);
  await page.keyboard.press('Enter');
  assert.equal(await clueLabel(page), name(E), 'Enter switches back');
  // The arrow keys along the path to its end and back: the entry stays the current one.
  for (const [from, to] of [
    [k0, E.cells.length - 1],
    [E.cells.length - 1, k0],
  ]) {
    const step = to > from ? 1 : -1;
    for (let k = from; k !== to; k += step) {
      const key = arrowBetween(m.w, E.cells[k], E.cells[k + step]);
      assert.ok(key, `the path of ${E.name} goes square by square`);
      await page.keyboard.press(key);
      assert.equal(await selectedSquare(page), E.cells[k + step], `${key} along ${E.name}`);
      assert.equal(await clueLabel(page), name(E), `${key} keeps ${E.name}`);
    }
  }
  // Then every clue, in turn: typing its empty squares' letters in path order (the filled ones
  // are skipped over), each entry's end going on to the next with room, to the end.
  for (let guard = 0; guard < 3 * m.entries.length; ++guard) {
    if (/Solved in/.test(await message(page))) break;
    const e = m.named(await clueLabel(page));
    const now = await lettersShown(page);
    const todo = e.cells.filter((i) => !now[i]);
    if (!todo.length) {
      await page.keyboard.press('Tab');
      continue;
    }
    assert.equal(await selectedSquare(page), todo[0], `${e.name}: its first empty square is selected`);
    await page.keyboard.type(todo.map((i) => m.sol[i]).join(''));
  }
  await solved(page);
  assert.equal(await page.locator('#message').getAttribute('role'), 'status', 'the solved state is announced');
  assert.deepEqual((await lettersShown(page)).join(''), m.sol.replace(/#/g, ''));
  // Every square shows its letter on the board.
  const px = await boardPixels(page);
  for (let i = 0; i < px.length; ++i)
    if (m.sol[i] !== '#') assert.ok(px[i].ink > 0.02, `${tag}: square ${i} shows no letter`);
  return m;
}

for (const fx of FIXTURES) {
  const kind = fx.file.replace('.ipuz', '');
  test(`variety: a ${kind} is played to solved by keyboard at 1280x800 (paths, Tab, switching, arrows)`, async () => {
    const page = await newPage(browser, DESKTOP);
    await page.goto(base);
    const p = await importFixture(page, fx.file);
    await play(page, base, p.id);
    await shot(page, `variety-${kind}-desktop-start`);
    await playByKeyboard(page, p, fx, `${kind}-desktop`);
    await shot(page, `variety-${kind}-desktop-solved`);
    // The saved game is solved as the server checks it.
    assert.equal((await puzzle(page, p.id)).solved, true);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });

  test(`variety: a ${kind} is played to solved by keyboard at 375 px; nothing scrolls sideways, every list reachable`, async () => {
    const page = await newPage(browser, PHONE, { touch: true });
    await page.goto(base);
    const p = await importFixture(page, fx.file);
    await play(page, base, p.id);
    await noSidewaysScroll(page, `${kind} at 375 px`);
    await phoneFits(page, `${kind} at 375 px`);
    await shot(page, `variety-${kind}-phone-start`);
    await playByKeyboard(page, p, fx, `${kind}-phone`);
    await noSidewaysScroll(page, `${kind} at 375 px, solved`);
    // Each list in the window's width once scrolled to, and its clues take a tap.
    for (const [k, id] of fx.ids.entries()) {
      const li = page.locator(`#${id} li`).last();
      await li.scrollIntoViewIfNeeded();
      const box = await li.boundingBox();
      assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `${fx.lists[k]}: ${box.x}..${box.x + box.width} px`);
      await li.tap();
      const m = varietyModel(p.doc);
      assert.equal(
        await clueLabel(page),
        m.lists[k][m.lists[k].length - 1].name,
        `a tap on the last ${fx.lists[k]} clue`,
      );
      if (k === fx.ids.length - 1) await shot(page, `variety-${kind}-phone-lists`);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    // A tap on a square in two entries, then again: the second tap switches to the other entry.
    const m = varietyModel(p.doc);
    const shared = m.sol.split('').findIndex((c, i) => c !== '#' && m.through(i).length > 1);
    await page.tap(cell(shared));
    const before = await clueLabel(page);
    await page.tap(cell(shared));
    const after = await clueLabel(page);
    assert.notEqual(after, before, `a second tap on square ${shared} switches entries`);
    assert.deepEqual(
      m
        .through(shared)
        .map((e) => e.name)
        .sort(),
      [before, after].sort(),
    );
    await shot(page, `variety-${kind}-phone-solved`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('variety: check, reveal, undo, pencil and rebus act on the entry along its path, kept over a reload', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  const p = await importFixture(page, 'marching-bands.ipuz');
  const m = varietyModel(p.doc);
  await play(page, base, p.id);
  // The inner band: a ring of squares. Chosen from its list; the cursor at its first square.
  const E = m.lists[1][1];
  await page.click('#clues-bands li:nth-child(2)');
  assert.equal(await clueLabel(page), E.name);
  assert.equal(await selectedSquare(page), E.cells[0]);
  const wrongLetter = E.answer[0] === 'Q' ? 'X' : 'Q';
  await page.keyboard.type(wrongLetter + E.answer.slice(1, 3));
  await menu(page, 'btn-check-word');
  assert.match(await message(page), /1 wrong letter in this word/);
  assert.equal(await page.locator('#board .cell.wrong').count(), 1);
  assert.equal(await page.locator(`${cell(E.cells[0])}.wrong`).count(), 1);
  await menu(page, 'btn-reveal-word');
  assert.match(await message(page), new RegExp(`${E.cells.length - 2} letters revealed`));
  let shown = await lettersShown(page);
  assert.equal(E.cells.map((i) => shown[i]).join(''), E.answer, 'the path revealed in order');
  assert.equal(await page.locator('#board .cell.revealed').count(), E.cells.length - 2);
  // A square's click keeps to the list: Row 1 is chosen from its list.
  await page.click(cell(m.lists[0][0].cells[0]));
  assert.equal(await clueLabel(page), m.lists[1][0].name, 'a click keeps to the list (Bands)');
  await page.click('#clues-rows li:first-child');
  await page.keyboard.press('Control+z');
  shown = await lettersShown(page);
  assert.equal(shown[E.cells[0]], wrongLetter, 'Undo takes the reveal away');
  assert.equal(shown[E.cells[3]], '');
  await page.keyboard.press('Control+y');
  shown = await lettersShown(page);
  assert.equal(E.cells.map((i) => shown[i]).join(''), E.answer, 'Redo puts it back');
  // Pencil (the full stop) and a rebus (Insert, letters, Enter) in Row 1.
  const row = m.lists[0][0];
  assert.equal(await clueLabel(page), row.name);
  await page.keyboard.press('.');
  await page.keyboard.type(row.answer[0]);
  await page.keyboard.press('.');
  assert.equal(await page.locator(`${cell(row.cells[0])}.pencil`).count(), 1);
  assert.equal(await selectedSquare(page), row.cells[1], 'typing went on along the row');
  await page.keyboard.press('Insert');
  await page.keyboard.type('RX');
  await page.keyboard.press('Enter');
  assert.equal((await lettersShown(page))[row.cells[1]], 'RX');
  await page.click('#btn-save');
  await page.waitForFunction(() => /^Saved/.test(document.querySelector('#status')?.textContent));
  await page.reload();
  await page.waitForSelector('#board .cell');
  shown = await lettersShown(page);
  assert.equal(shown[row.cells[1]], 'RX');
  assert.equal(await page.locator(`${cell(row.cells[0])}.pencil`).count(), 1);
  assert.equal(await page.locator('#board .cell.revealed').count(), E.cells.length - 2);
  await shot(page, 'variety-marching-bands-tools');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('variety: a clue without squares of its own is listed with a bullet, and choosing it says so', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  const p = await importFixture(page, 'rows-garden.ipuz', (t) =>
    t.replace('"Blooms": [', '"Blooms": [{"clue": "A bloom the solver places"},'),
  );
  await play(page, base, p.id);
  const li = page.locator('#clues-blooms li').first();
  assert.equal(await li.innerText(), '• A bloom the solver places');
  await li.click();
  assert.match(await message(page), /This Blooms clue has no squares of its own in the grid/);
  assert.equal(await clueLabel(page), 'Rows A', 'the cursor stays');
  await page.keyboard.press('Tab');
  assert.equal(await clueLabel(page), 'Rows B', 'the grid has the keyboard');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a locked .puz: Check and Reveal say why they are off, its key unlocks it, and the game is solved with the key saved', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  const p = await importFixture(page, 'locked-two-keys.puz');
  assert.equal(p.doc.answers_unknown, 'locked');
  await play(page, base, p.id);
  assert.match(await page.locator('#answers-off').innerText(), /answers are locked.*4-digit key/s);
  await shot(page, 'variety-locked-start');
  await page.click('#btn-check');
  assert.match(await message(page), /Check and Reveal are off: this puzzle’s answers are locked/);
  await menu(page, 'btn-reveal-word');
  assert.match(await message(page), /Check and Reveal are off/);
  assert.equal(await page.locator(`${cell(7)} .ch`).textContent(), '', 'nothing revealed');
  await page.fill('#unlock-key', '12');
  await page.press('#unlock-key', 'Enter');
  assert.match(await message(page), /A key is 4 digits/);
  await page.fill('#unlock-key', '1234');
  await page.press('#unlock-key', 'Enter');
  assert.match(await message(page), /The key 1234 does not unlock this puzzle/);
  await page.fill('#unlock-key', '1001');
  await page.press('#unlock-key', 'Enter');
  assert.match(await message(page), /Unlocked: Check and Reveal work now/);
  assert.equal(await page.locator('#answers-off').count(), 0);
  // Checked now: a wrong letter in red. Then the answers (data/crossword/tiny.puz's, which the
  // fixture locks), typed where the cursor goes.
  const answers = ['#C####', '#ATLAS', '#T#O##', '##HOPE', '###K##'].join('');
  const first = await selectedSquare(page);
  await page.keyboard.type('Q');
  await page.click('#btn-check');
  assert.match(await message(page), /1 wrong letter/);
  await page.click(cell(first));
  await typeWhereSelected(page, answers, () => /Solved in/.test(document.querySelector('#message').textContent));
  await solved(page);
  const saved = (await puzzle(page, p.id)).game;
  assert.equal(saved.state.key, '1001', 'the key is kept in the saved game');
  // Opened again, the saved key unlocks it at once.
  await page.reload();
  await page.waitForSelector('#board .cell');
  assert.equal(await page.locator('#answers-off').count(), 0);
  await shot(page, 'variety-locked-solved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an ipuz without its solution is played and saved; Check says why it is off, and a full grid is not called solved', async () => {
  const page = await newPage(browser, PHONE, { touch: true });
  await page.goto(base);
  const p = await importFixture(page, 'spiral.ipuz', (t) => t.replace('"solution"', '"no_solution"'));
  assert.equal(p.doc.answers_unknown, 'none');
  const answers = (await importFixture(page, 'spiral.ipuz')).doc.grid.join('');
  await play(page, base, p.id);
  assert.match(await page.locator('#answers-off').innerText(), /came without its answers/);
  await page.click('#btn-check');
  assert.match(await message(page), /Check and Reveal are off: this puzzle came without its answers/);
  await page.tap(cell(5)); // back to the grid
  await typeWhereSelected(page, answers, () =>
    [...document.querySelectorAll('#board .cell .ch')].every((c) => c.textContent),
  );
  assert.match(await message(page), /Every square is filled\. Check and Reveal are off/);
  await page.waitForFunction(() => /^Saved at/.test(document.querySelector('#status')?.textContent), null, {
    timeout: 15000,
  });
  const saved = await puzzle(page, p.id);
  assert.equal(saved.game.state.letters.join(''), answers, 'the game is saved as played');
  assert.equal(saved.solved, false);
  await noSidewaysScroll(page, 'a puzzle without answers at 375 px');
  await shot(page, 'variety-no-answers-phone');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
