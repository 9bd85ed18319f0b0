// Browser tests of the crossword player (web/crossword.js): played to the end by keyboard at the
// desktop size and by touch at the phone size, the clue bar, the crossing clue, "Skip filled
// squares", the end of a word, Backspace, arrows, Tab, rebus, pencil (kept over a reload), check
// and reveal (a revealed game is recorded as revealed), hints, long clue lists and tall grids.
// Fill-ins: fillin.test.mjs; imported files' features: crossword-files.test.mjs.
// Run: PS_BINARY=... PS_SOURCE_DIR=... node --test tests/browser/crossword.test.mjs
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
import {
  fresh,
  model,
  cell,
  selected,
  letterAt,
  clueBar,
  message,
  pick,
  menu,
  fillAll,
  phoneFits,
} from './crossword-helpers.mjs';

useServerAndBrowser();

test('crossword by keyboard at 1280x800: clue bar, crossing clue, skip filled squares, end of word, Backspace, arrows, Tab, check, to the end', async () => {
  const page = await newPage(browser, DESKTOP);
  const p = await fresh(page, 'crossword', 5);
  const m = model(p.doc);
  await play(page, base, p.id);
  await shot(page, 'crossword-desktop-start');
  // The longest across entry E, and a square of it that a down entry crosses.
  const E = m.entries.filter((e) => e.direction === 'across').sort((a, b) => b.cells.length - a.cells.length)[0];
  assert.ok(E.cells.length >= 5, 'a long enough across entry');
  const c = E.cells;
  await page.click(cell(c[1]));
  assert.match(
    await clueBar(page),
    new RegExp(`${E.number} Across\\s+${E.clue}`),
    "the clue bar shows the selected entry's clue",
  );
  assert.match(await page.locator('#clues-across li.current').innerText(), new RegExp(E.clue));
  const crossed = c.find((i) => m.at(i, 'down'));
  await page.click(cell(crossed));
  assert.equal(
    await page.locator('#clues-down li.crossing').innerText(),
    `${m.at(crossed, 'down').number} ${m.at(crossed, 'down').clue}`,
    'the crossing clue is highlighted in the other list',
  );
  assert.equal(
    await page.evaluate(() => document.activeElement.id),
    'grid-input',
    'a click gives the grid the keyboard',
  );

  // Skip filled squares (on by default): typing before a filled square jumps over it.
  assert.equal(await page.isChecked('#opt-skip'), true);
  await page.click(cell(c[1]));
  await page.keyboard.type(m.sol[c[1]]);
  assert.equal(await selected(page), c[2]);
  await page.click(cell(c[0]));
  await page.keyboard.type(m.sol[c[0]]);
  assert.equal(await selected(page), c[2], 'the filled square is skipped');
  // Backspace on an empty square walks back and empties the one before.
  await page.keyboard.press('Backspace');
  assert.equal(await selected(page), c[1]);
  assert.equal(await letterAt(page, c[1]), '');
  await page.keyboard.press('Backspace');
  assert.equal(await selected(page), c[0]);
  assert.equal(await letterAt(page, c[0]), '');
  // The setting off: a filled square is typed over, not skipped; the choice is remembered.
  await page.click(cell(c[3]));
  await page.keyboard.type(m.sol[c[3]]);
  await page.uncheck('#opt-skip');
  await page.click(cell(c[2]));
  await page.keyboard.type(m.sol[c[2]]);
  assert.equal(await selected(page), c[3], 'with the setting off, the filled square is not skipped');
  await page.reload();
  await page.waitForSelector('#board .cell');
  assert.equal(await page.isChecked('#opt-skip'), false, 'the setting is kept over a reload');
  await page.check('#opt-skip');
  // The end of the word: on to the next entry (clue order) that has an empty square.
  await page.click(cell(c[0]));
  for (let k = 0; k < 20 && !(await Promise.all(c.map((i) => letterAt(page, i)))).every(Boolean); ++k) {
    const at = await selected(page);
    assert.ok(c.includes(at), `the cursor stays in ${E.number} Across until it is full`);
    await page.keyboard.type(m.sol[at]);
  }
  const next = m.ordered[(m.ordered.indexOf(E) + 1) % m.ordered.length];
  assert.match(
    await clueBar(page),
    new RegExp(`${next.number} ${next.direction === 'across' ? 'Across' : 'Down'}`),
    'a full word jumps to the next clue',
  );
  assert.ok(next.cells.includes(await selected(page)));

  // Arrows: one across the way of typing first turns it; then it moves.
  await page.click(cell(crossed));
  if ((await clueBar(page)).includes('Down')) await page.keyboard.press('Space');
  const down = m.at(crossed, 'down');
  await page.keyboard.press('ArrowDown');
  assert.match(await clueBar(page), new RegExp(`${down.number} Down`), 'ArrowDown turns to down');
  assert.equal(await selected(page), crossed, 'and does not move yet');
  await page.keyboard.press('ArrowDown');
  const below = down.cells[down.cells.indexOf(crossed) + 1];
  if (below !== undefined) assert.equal(await selected(page), below, 'the second ArrowDown moves down');
  // Space and Enter turn; Tab and Shift+Tab go to the next and previous clue.
  await page.click(cell(crossed));
  const before = await clueBar(page);
  await page.keyboard.press('Enter');
  assert.notEqual(await clueBar(page), before, 'Enter switches between across and down');
  await page.keyboard.press('Tab');
  const afterTab = await clueBar(page);
  await page.keyboard.press('Shift+Tab');
  assert.notEqual(afterTab, before);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'grid-input', 'Tab stays in the grid');

  // Check square and check word mark wrong letters in red.
  const F = m.ordered.find((e) => e !== E && e.cells.every((i) => !c.includes(i)) && e.cells.length >= 3);
  const wrongOf = (i) => (m.sol[i] === 'Q' ? 'Z' : 'Q');
  await page.click(cell(F.cells[0]));
  await page.keyboard.type(wrongOf(F.cells[0]));
  await pick(page, F.cells[0], F.direction);
  await menu(page, 'btn-check-letter');
  await page.waitForSelector(`${cell(F.cells[0])}.wrong`);
  // (The words agree with the number: one wrong letter is typed over "it", two over "them".)
  assert.equal(await message(page), '1 wrong letter in this square, in red: type over it.');
  await page.click(cell(F.cells[2]));
  await page.keyboard.type(wrongOf(F.cells[2]));
  await pick(page, F.cells[2], F.direction);
  await menu(page, 'btn-check-word');
  await page.waitForSelector(`${cell(F.cells[2])}.wrong`);
  assert.equal(await message(page), '2 wrong letters in this word, in red: type over them.');
  assert.equal(await page.locator('#board .cell.wrong').count(), 2, 'only the wrong letters are red');
  // Escape leaves the grid: Tab then reaches the buttons.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  assert.match(await page.evaluate(() => document.activeElement.tagName), /BUTTON|SUMMARY|A|INPUT/);
  assert.notEqual(await page.evaluate(() => document.activeElement.id), 'grid-input');

  await fillAll(page, m);
  await solved(page);
  await shot(page, 'crossword-desktop-solved');
  assert.equal((await puzzle(page, p.id)).solved, true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('crossword: rebus puts several letters in a square, pencil letters are grey, both kept over a reload', async () => {
  const page = await newPage(browser, DESKTOP);
  const p = await fresh(page, 'crossword', 6);
  const m = model(p.doc);
  await play(page, base, p.id);
  const E = m.ordered[0],
    [a, b] = E.cells;
  // Rebus: Insert, letters, Enter; Enter ends it: its prompt goes, its box closes, the letters
  // are in the square.
  await pick(page, a, 'across');
  await page.keyboard.press('Insert');
  assert.equal(await page.getAttribute('#btn-rebus', 'aria-pressed'), 'true');
  assert.match(await message(page), /^Rebus: type the letters/);
  await page.keyboard.type('HEART');
  await page.keyboard.press('Enter');
  assert.equal(await letterAt(page, a), 'HEART');
  assert.equal(await selected(page), b, 'Enter ends the rebus and moves on');
  assert.doesNotMatch(await message(page), /Rebus/, 'the rebus prompt is gone after Enter');
  assert.equal(await page.getAttribute('#btn-rebus', 'aria-pressed'), 'false');
  assert.equal(await page.locator('#board .cell.rebus-edit').count(), 0, 'the rebus box is closed');
  const sizes = await page.evaluate(
    ([x, y]) => {
      const r = (i) => document.querySelector(`#board .cell[data-i="${i}"] .ch`).getBoundingClientRect();
      const cellBox = document.querySelector(`#board .cell[data-i="${x}"]`).getBoundingClientRect();
      return {
        rebus: r(x).width,
        square: cellBox.width,
        font: parseFloat(getComputedStyle(document.querySelector(`#board .cell[data-i="${x}"] .ch`)).fontSize),
        normal: parseFloat(getComputedStyle(document.querySelector(`#board .cell[data-i="${y}"]`)).fontSize),
      };
    },
    [a, b],
  );
  assert.ok(sizes.rebus <= sizes.square, `the rebus (${sizes.rebus} px) fits its square (${sizes.square} px)`);
  assert.ok(sizes.font < sizes.normal, 'a rebus is written smaller');
  // The Rebus button does the same, for a touch screen.
  await page.click(cell(b));
  await page.click('#btn-rebus');
  await page.keyboard.type('AB');
  await page.click('#btn-rebus');
  assert.equal(await letterAt(page, b), 'AB');
  assert.doesNotMatch(await message(page), /Rebus/, 'the rebus prompt is gone after the second press');
  // Pencil: the . key (and the button); pencil letters are grey.
  const c3 = E.cells[2];
  await page.click(cell(c3));
  await page.keyboard.press('.');
  assert.equal(await page.getAttribute('#btn-pencil', 'aria-pressed'), 'true');
  await page.keyboard.type(m.sol[c3]);
  await page.click('#btn-pencil');
  assert.equal(await page.getAttribute('#btn-pencil', 'aria-pressed'), 'false');
  const colour = (i) =>
    page.evaluate((j) => getComputedStyle(document.querySelector(`#board .cell[data-i="${j}"]`)).color, i);
  assert.equal(await colour(c3), 'rgb(88, 94, 105)', 'a pencil letter is grey');
  assert.notEqual(await colour(a), await colour(c3), 'an ink letter is not');
  // Kept over a reload.
  await page.click('#btn-save');
  await page.waitForFunction(() => /Game saved/.test(document.querySelector('#message')?.textContent));
  const game = (await page.evaluate(async (i) => (await fetch(`/api/puzzles/${i}/game`)).json(), p.id)).game;
  assert.deepEqual(game.state.pencil, [c3]);
  assert.equal(game.state.rebus[a], 'HEART');
  await page.reload();
  await page.waitForSelector('#board .cell');
  assert.equal(await letterAt(page, a), 'HEART');
  assert.equal(await letterAt(page, c3), m.sol[c3]);
  assert.ok((await page.getAttribute(cell(c3), 'class')).includes('pencil'), 'the pencil letter is still grey');
  await shot(page, 'crossword-desktop-rebus-pencil');
  // The puzzles hold one letter a square: a rebus is never right, so Check marks it.
  await page.click(cell(a));
  await menu(page, 'btn-check-letter');
  await page.waitForSelector(`${cell(a)}.wrong`);
  // Typed over with the right letters (the pencil one kept), the grid is solved.
  await fillAll(page, m);
  await solved(page);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('crossword: reveal word fills the word, and the finished game is recorded as revealed, not solved', async () => {
  const page = await newPage(browser, DESKTOP);
  const p = await fresh(page, 'crossword', 7);
  const m = model(p.doc);
  await play(page, base, p.id);
  const E = m.ordered[1];
  await pick(page, E.cells[0], E.direction);
  await menu(page, 'btn-reveal-word');
  for (const i of E.cells) {
    assert.equal(await letterAt(page, i), m.sol[i]);
    assert.ok((await page.getAttribute(cell(i), 'class')).includes('revealed'));
  }
  // Undo takes the letters away again and the squares take letters (the game stays revealed).
  await page.keyboard.press('Control+z');
  assert.equal(await letterAt(page, E.cells[0]), '');
  await pick(page, E.cells[0], E.direction);
  await page.keyboard.type(m.sol[E.cells[0]]);
  assert.equal(await letterAt(page, E.cells[0]), m.sol[E.cells[0]]);
  await fillAll(page, m);
  await page.waitForFunction(() => /Saved \(revealed\)/.test(document.querySelector('#status')?.textContent), null, {
    timeout: 15000,
  });
  assert.match(await message(page), /revealed, not solved/);
  const after = await puzzle(page, p.id);
  assert.equal(after.solved, false);
  assert.equal(after.revealed, true);
  await page.context().close();
});

test('crossword: Hint names a wrong letter in red before it reveals, then reveals the first empty square', async () => {
  const page = await newPage(browser, DESKTOP);
  const p = await fresh(page, 'crossword', 9);
  const m = model(p.doc);
  await play(page, base, p.id);
  // A wrong letter in the last entry's last square, every other square empty.
  const last = m.ordered[m.ordered.length - 1];
  const at = last.cells[last.cells.length - 1];
  await pick(page, at, last.direction);
  await page.keyboard.type(m.sol[at] === 'Q' ? 'X' : 'Q');
  await page.click('#btn-hint');
  await page.waitForFunction(() => /wrong/.test(document.querySelector('#message')?.textContent));
  assert.match(await message(page), /1 of your letters is wrong \(shown in red\): clear it before/);
  assert.ok((await page.getAttribute(cell(at), 'class')).includes('wrong'), 'the wrong letter is in red');
  // Taken back, the next hint reveals the first empty square in reading order.
  await pick(page, at, last.direction);
  await page.keyboard.press('Backspace');
  await page.click('#btn-hint');
  const first = [...m.sol].findIndex((c) => c !== '#');
  await page.waitForFunction(
    (i) => document.querySelector(`#board .cell[data-i="${i}"] .ch`)?.textContent !== '',
    first,
  );
  assert.equal(await letterAt(page, first), m.sol[first]);
  assert.ok((await page.getAttribute(cell(first), 'class')).includes('revealed'));
  await page.context().close();
});

test('crossword: a long clue list scrolls to the current clue; a tall grid fits the window with its clue bar', async () => {
  const page = await newPage(browser, DESKTOP);
  const words = [
    'apple',
    'banana',
    'cherry',
    'lemon',
    'melon',
    'grape',
    'peach',
    'plum',
    'mango',
    'kiwi',
    'olive',
    'pear',
    'lime',
    'date',
    'fig',
    'guava',
    'papaya',
    'quince',
    'raisin',
    'prune',
    'orange',
    'berry',
    'coconut',
    'apricot',
    'nectarine',
    'tomato',
    'pepper',
    'onion',
    'garlic',
    'carrot',
  ];
  const p = await makeByApi(page, base, 'crossword', {
    words: words.map((wd) => `${wd}: A fruit or vegetable of ${wd.length} letters`).join('\n'),
    seed: 3,
  });
  const m = model(p.doc);
  await play(page, base, p.id);
  const last = m.ordered.filter((e) => e.direction === 'across').pop();
  await pick(page, last.cells[0], 'across');
  const r = await page.evaluate(() => {
    const ol = document.querySelector('#clues-across'),
      li = ol.querySelector('li.current');
    const a = ol.getBoundingClientRect(),
      b = li.getBoundingClientRect();
    const bar = document.querySelector('#clue-bar').getBoundingClientRect(),
      grid = document.querySelector('.cw-main .drawn').getBoundingClientRect();
    return {
      scrolls: ol.scrollHeight > ol.clientHeight,
      top: b.top - a.top,
      bottom: a.bottom - b.bottom,
      bar: bar.top,
      grid: grid.bottom,
      h: window.innerHeight,
    };
  });
  assert.ok(r.scrolls, 'the list is longer than its box');
  assert.ok(r.top >= 0 && r.bottom >= 0, 'the current clue is in view in its list');
  assert.ok(r.bar >= 0 && r.grid <= r.h, `the clue bar and the grid span ${r.bar}..${r.grid} px of ${r.h}`);
  await shot(page, 'crossword-desktop-large');
  await page.context().close();
});

// Is the clue bar with the grid wholly in the phone's window, and nothing scrolls sideways?
test('crossword by touch at 375x740: a tap opens the keyboard, typing goes through the hidden box, to the end', async () => {
  const page = await newPage(browser, PHONE, { touch: true });
  const p = await fresh(page, 'crossword', 5);
  const m = model(p.doc);
  await play(page, base, p.id);
  await noSidewaysScroll(page, 'crossword at 375 px');
  const E = m.ordered[0];
  await pick(page, E.cells[0], 'across', { touch: true });
  // A tap focuses the typing box, a text field on the screen, as a phone needs to open its keyboard.
  const box = await page.evaluate(() => {
    const f = document.activeElement,
      r = f.getBoundingClientRect();
    return {
      id: f.id,
      tag: f.tagName,
      w: r.width,
      h: r.height,
      top: r.top,
      cap: f.getAttribute('autocapitalize'),
      label: f.getAttribute('aria-label'),
    };
  });
  assert.equal(box.tag, 'INPUT');
  assert.equal(box.id, 'grid-input');
  assert.ok(box.w > 10 && box.h > 10 && box.top >= 0, 'the typing box is on the screen');
  assert.equal(box.cap, 'characters');
  assert.match(box.label, new RegExp(`${E.number} Across: ${E.clue}\\. Square 1 of ${E.cells.length}`));
  await phoneFits(page, 'crossword at 375 px');
  assert.match(await clueBar(page), new RegExp(`${E.number} Across\\s+${E.clue}`));
  // A phone's keyboard sends text (no key names): letters go in and move on.
  await page.keyboard.insertText('x');
  assert.equal(await letterAt(page, E.cells[0]), 'X');
  assert.equal(await selected(page), E.cells[1]);
  // Its Backspace deletes the text box's content: the square before is emptied.
  await page.evaluate(() => {
    const f = document.getElementById('grid-input');
    f.value = '';
    f.dispatchEvent(new InputEvent('input', { inputType: 'deleteContentBackward', bubbles: true }));
  });
  assert.equal(await letterAt(page, E.cells[0]), '');
  assert.equal(await selected(page), E.cells[0]);
  await page.keyboard.insertText(E.answer.slice(0, 2).toLowerCase());
  assert.equal(await letterAt(page, E.cells[1]), m.sol[E.cells[1]]);
  // A rebus by touch: the Rebus button, letters from the phone's keyboard, its Enter: the prompt
  // goes and the letters are in the square (typed over with the right letter later).
  const r = E.cells[2];
  await page.tap(cell(r));
  await page.tap('#btn-rebus');
  assert.match(await message(page), /^Rebus: type the letters/);
  await page.keyboard.insertText('ab');
  await page.keyboard.press('Enter');
  assert.equal(await letterAt(page, r), 'AB');
  assert.doesNotMatch(await message(page), /Rebus/, 'the rebus prompt is gone after Enter');
  assert.equal(await page.getAttribute('#btn-rebus', 'aria-pressed'), 'false');
  await shot(page, 'crossword-phone-playing');
  // The clue lists are below the grid.
  const below = await page.evaluate(
    () =>
      document.querySelector('#clues-across').getBoundingClientRect().top -
      document.querySelector('.cw-main .drawn').getBoundingClientRect().bottom,
  );
  assert.ok(below > 0, 'the clue lists come after the grid');
  // The Check / reveal menu stays inside the window.
  await page.tap('#btn-menu');
  await noSidewaysScroll(page, 'the open menu');
  const panel = await page.evaluate(() => {
    const r = document.querySelector('.cw-menu-panel').getBoundingClientRect();
    return [r.left, r.right];
  });
  assert.ok(panel[0] >= 0 && panel[1] <= 375, `the menu spans ${panel}`);
  await shot(page, 'crossword-phone-menu');
  await page.tap(cell(E.cells[0]));
  await fillAll(page, m, { touch: true });
  await solved(page);
  await phoneFits(page, 'solved crossword at 375 px');
  await shot(page, 'crossword-phone-solved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
