// Browser tests of the crossword and fill-in player (web/crossword.js): played to the end by
// keyboard at the desktop size and by touch at the phone size, the clue bar, the crossing clue,
// "Skip filled squares", the end of a word, Backspace, arrows, Tab, rebus, pencil (kept over a
// reload), check and reveal (a revealed game is recorded as revealed), a fill-in's word list with
// a word listed twice, a diagramless grid played without its blocks, the phone's layout, contrast
// in both themes, and screenshots.
// Run: PS_BINARY=... PS_SOURCE_DIR=... node --test tests/browser/crossword.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, base, browser, makeByApi, newPage, noSidewaysScroll, play, puzzle, shot, solved, useServerAndBrowser } from './harness.mjs';

const made = {};
const CLUES = 'planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor\nmoon: Natural satellite\nstar: Sun, for one\nnova: Bright star\ncrater: Impact mark';

useServerAndBrowser();

// A fresh crossword (with clues) or fill-in for each test, so that no saved game carries over.
async function fresh(page, kind, seed = 5) {
  return kind === 'crossword'
    ? makeByApi(page, base, 'crossword', { words: CLUES, seed })
    : makeByApi(page, base, 'fillin', { width: 9, height: 9, seed: 4 });
}

// The entries of a puzzle's doc with the squares they cover, in clue order (across, then down).
function model(doc) {
  const w = doc.width, sol = doc.grid.join('');
  const entries = doc.entries.map((e) => ({ ...e, cells: [...e.answer].map((c, k) => (e.direction === 'across' ? e.row * w + e.col + k : (e.row + k) * w + e.col)) }));
  const order = (dr) => entries.filter((e) => e.direction === dr).sort((a, b) => a.number - b.number);
  return { w, sol, entries, ordered: order('across').concat(order('down')), at: (i, dr) => entries.find((e) => e.direction === dr && e.cells.includes(i)) };
}

const cell = (i) => `#board .cell[data-i="${i}"]`;
const selected = (page) => page.evaluate(() => Number(document.querySelector('#board .cell.selected').dataset.i));
const letterAt = (page, i) => page.locator(`${cell(i)} .ch`).textContent();
const clueBar = (page) => page.locator('#clue-bar').innerText();
const message = (page) => page.locator('#message').innerText();
// Selects square i going `dir` (a click on the selected square switches direction).
async function pick(page, i, dir, { touch = false } = {}) {
  for (let k = 0; k < 2; ++k) {
    if (touch) await page.tap(cell(i)); else await page.click(cell(i));
    if (new RegExp(`\\b${dir}\\b`, 'i').test(await clueBar(page))) return;
  }
  throw new Error(`square ${i} has no ${dir} entry`);
}
async function menu(page, id) {
  await page.click('#btn-menu');
  await page.click(`#${id}`);
}
// Fills every empty or wrong square by clicking (or tapping) it and typing its letter. (The
// squares' letters are read once, before: typing in a square changes no other square's letter,
// and every caller then waits for the grid to be solved or revealed.)
async function fillAll(page, m, { touch = false } = {}) {
  const letters = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('#board .cell')].map((c) => [c.dataset.i, c.querySelector('.ch')?.textContent])));
  for (let i = 0; i < m.sol.length; ++i) {
    if (m.sol[i] === '#' || letters[i] === m.sol[i]) continue;
    if (touch) { await page.tap(cell(i)); await page.keyboard.insertText(m.sol[i].toLowerCase()); }
    else { await page.click(cell(i)); await page.keyboard.type(m.sol[i]); }
  }
}

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
  assert.match(await clueBar(page), new RegExp(`${E.number} Across\\s+${E.clue}`), 'the clue bar shows the selected entry\'s clue');
  assert.match(await page.locator('#clues-across li.current').innerText(), new RegExp(E.clue));
  const crossed = c.find((i) => m.at(i, 'down'));
  await page.click(cell(crossed));
  assert.equal(await page.locator('#clues-down li.crossing').innerText(), `${m.at(crossed, 'down').number} ${m.at(crossed, 'down').clue}`, 'the crossing clue is highlighted in the other list');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'grid-input', 'a click gives the grid the keyboard');

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
  assert.match(await clueBar(page), new RegExp(`${next.number} ${next.direction === 'across' ? 'Across' : 'Down'}`), 'a full word jumps to the next clue');
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
  const E = m.ordered[0], [a, b] = E.cells;
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
  const sizes = await page.evaluate(([x, y]) => {
    const r = (i) => document.querySelector(`#board .cell[data-i="${i}"] .ch`).getBoundingClientRect();
    const cellBox = document.querySelector(`#board .cell[data-i="${x}"]`).getBoundingClientRect();
    return { rebus: r(x).width, square: cellBox.width, font: parseFloat(getComputedStyle(document.querySelector(`#board .cell[data-i="${x}"] .ch`)).fontSize), normal: parseFloat(getComputedStyle(document.querySelector(`#board .cell[data-i="${y}"]`)).fontSize) };
  }, [a, b]);
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
  const colour = (i) => page.evaluate((j) => getComputedStyle(document.querySelector(`#board .cell[data-i="${j}"]`)).color, i);
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
  await page.waitForFunction(() => /Saved \(revealed\)/.test(document.querySelector('#status')?.textContent), null, { timeout: 15000 });
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
  await page.waitForFunction((i) => document.querySelector(`#board .cell[data-i="${i}"] .ch`)?.textContent !== '', first);
  assert.equal(await letterAt(page, first), m.sol[first]);
  assert.ok((await page.getAttribute(cell(first), 'class')).includes('revealed'));
  await page.context().close();
});

test('crossword: a long clue list scrolls to the current clue; a tall grid fits the window with its clue bar', async () => {
  const page = await newPage(browser, DESKTOP);
  const words = ['apple', 'banana', 'cherry', 'lemon', 'melon', 'grape', 'peach', 'plum', 'mango', 'kiwi', 'olive', 'pear', 'lime', 'date', 'fig',
    'guava', 'papaya', 'quince', 'raisin', 'prune', 'orange', 'berry', 'coconut', 'apricot', 'nectarine', 'tomato', 'pepper', 'onion', 'garlic', 'carrot'];
  const p = await makeByApi(page, base, 'crossword', { words: words.map((wd) => `${wd}: A fruit or vegetable of ${wd.length} letters`).join('\n'), seed: 3 });
  const m = model(p.doc);
  await play(page, base, p.id);
  const last = m.ordered.filter((e) => e.direction === 'across').pop();
  await pick(page, last.cells[0], 'across');
  const r = await page.evaluate(() => {
    const ol = document.querySelector('#clues-across'), li = ol.querySelector('li.current');
    const a = ol.getBoundingClientRect(), b = li.getBoundingClientRect();
    const bar = document.querySelector('#clue-bar').getBoundingClientRect(), grid = document.querySelector('.cw-main .drawn').getBoundingClientRect();
    return { scrolls: ol.scrollHeight > ol.clientHeight, top: b.top - a.top, bottom: a.bottom - b.bottom, bar: bar.top, grid: grid.bottom, h: window.innerHeight };
  });
  assert.ok(r.scrolls, 'the list is longer than its box');
  assert.ok(r.top >= 0 && r.bottom >= 0, 'the current clue is in view in its list');
  assert.ok(r.bar >= 0 && r.grid <= r.h, `the clue bar and the grid span ${r.bar}..${r.grid} px of ${r.h}`);
  await shot(page, 'crossword-desktop-large');
  await page.context().close();
});

// Is the clue bar with the grid wholly in the phone's window, and nothing scrolls sideways?
async function phoneFits(page, what) {
  await noSidewaysScroll(page, what);
  const r = await page.evaluate(() => {
    const box = (s) => { const b = document.querySelector(s).getBoundingClientRect(); return { top: b.top, bottom: b.bottom, left: b.left, right: b.right }; };
    return { bar: box('#clue-bar'), grid: box('.cw-main .drawn'), w: window.innerWidth, h: window.innerHeight };
  });
  assert.ok(r.grid.left >= 0 && r.grid.right <= r.w, `${what}: the grid spans ${r.grid.left}..${r.grid.right} px of ${r.w}`);
  assert.ok(r.bar.left >= 0 && r.bar.right <= r.w, `${what}: the clue bar spans ${r.bar.left}..${r.bar.right} px`);
  assert.ok(r.bar.top >= 0 && r.grid.bottom <= r.h, `${what}: the clue bar and the grid span ${r.bar.top}..${r.grid.bottom} px of ${r.h}`);
}

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
    const f = document.activeElement, r = f.getBoundingClientRect();
    return { id: f.id, tag: f.tagName, w: r.width, h: r.height, top: r.top, cap: f.getAttribute('autocapitalize'), label: f.getAttribute('aria-label') };
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
  const below = await page.evaluate(() => document.querySelector('#clues-across').getBoundingClientRect().top - document.querySelector('.cw-main .drawn').getBoundingClientRect().bottom);
  assert.ok(below > 0, 'the clue lists come after the grid');
  // The Check / reveal menu stays inside the window.
  await page.tap('#btn-menu');
  await noSidewaysScroll(page, 'the open menu');
  const panel = await page.evaluate(() => { const r = document.querySelector('.cw-menu-panel').getBoundingClientRect(); return [r.left, r.right]; });
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

test('fill-in by touch at 375x740: the clue bar shows the slot\'s pattern, used words struck through, to the end', async () => {
  const page = await newPage(browser, PHONE, { touch: true });
  const p = await fresh(page, 'fillin');
  const m = model(p.doc);
  await play(page, base, p.id);
  await noSidewaysScroll(page, 'fill-in at 375 px');
  const E = m.ordered[0];
  await pick(page, E.cells[0], 'across', { touch: true });
  await phoneFits(page, 'fill-in at 375 px');
  assert.match(await clueBar(page), new RegExp(`${E.cells.length} letters across\\s+${E.cells.map(() => '_').join(' ')}`));
  await page.keyboard.insertText(E.answer.slice(0, 2));
  assert.match(await clueBar(page), new RegExp(`${E.answer[0]} ${E.answer[1]} _`));
  await page.keyboard.insertText(E.answer.slice(2));
  assert.equal(await page.locator(`#word-list li[data-word="${E.answer}"].done`).count(), 1, 'a word in the grid is struck through');
  await shot(page, 'fillin-phone-playing');
  await fillAll(page, m, { touch: true });
  await solved(page);
  assert.equal(await page.locator('#word-list li:not(.done)').count(), 0, 'every word is struck through');
  await phoneFits(page, 'solved fill-in at 375 px');
  await shot(page, 'fillin-phone-solved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('fill-in: a word listed twice is struck through once for each time it is in the grid', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  // A word square: each word is across and down, so the list has each twice.
  const rows = ['CAT', 'ARE', 'TEN'];
  const layout = { width: 3, height: 3, entries: [], notes: 'Fill-in words: CAT CAT ARE ARE TEN TEN' };
  rows.forEach((wd, k) => {
    layout.entries.push({ word: wd, clue: '', row: k, col: 0, direction: 'across', number: k + 1 });
    layout.entries.push({ word: wd, clue: '', row: 0, col: k, direction: 'down', number: k + 1 });
  });
  const r = await page.evaluate(async (t) => (await fetch('/api/import', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: t, format: 'json', title: 'Twice' }) })).json(), JSON.stringify(layout));
  await play(page, base, r.id);
  assert.equal(await page.locator('#word-list li[data-word="CAT"]').count(), 2);
  await pick(page, 0, 'across');
  await page.keyboard.type('CAT');
  assert.equal(await page.locator('#word-list li[data-word="CAT"].done').count(), 1, 'CAT across: one of the two struck through');
  await pick(page, 3, 'down');
  assert.match(await clueBar(page), /3 letters down/);
  await page.keyboard.type('AT');
  assert.equal(await page.locator('#word-list li[data-word="CAT"].done').count(), 2, 'CAT down too: both struck through');
  await page.context().close();
});

test('fill-in at 1280x800 and both in the dark theme: screenshots, labels and text contrast', async () => {
  // The ratio of two colours' luminances, as WCAG reckons it, for text against what is behind it.
  const contrasts = (page) => page.evaluate(() => {
    const rgb = (s) => (s.match(/[\d.]+/g) || []).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }).reduce((s, v, k) => s + v * [0.2126, 0.7152, 0.0722][k], 0);
    const bg = (e) => { for (; e; e = e.parentElement) { const c = rgb(getComputedStyle(e).backgroundColor); if (c.length === 3 || c[3] > 0) return c.slice(0, 3); } return [255, 255, 255]; };
    const out = [];
    for (const e of document.querySelectorAll('#clue-bar span, .cw-step, .cw-options label, .clues li, .clues h2, #word-list h3, .cw-play .cell:not(.block), .toolbar button, .cw-menu summary')) {
      if (!e.textContent.trim()) continue;
      const a = lum(rgb(getComputedStyle(e).color)), b = lum(bg(e));
      out.push({ what: `${e.className || e.tagName} "${e.textContent.trim().slice(0, 20)}"`, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) });
    }
    return out;
  });
  const unlabelled = (page) => page.evaluate(() => [...document.querySelectorAll('button, summary, input')].filter((b) => {
    const name = b.getAttribute('aria-label') || b.textContent.trim() || (b.id && document.querySelector(`label[for="${b.id}"]`)) || b.closest('label');
    return !name;
  }).map((b) => b.outerHTML.slice(0, 80)));
  for (const [kind, scheme] of [['fillin', 'light'], ['crossword', 'dark'], ['fillin', 'dark']]) {
    const page = await newPage(browser, DESKTOP, { colorScheme: scheme });
    const p = await fresh(page, kind, 8);
    const m = model(p.doc);
    await play(page, base, p.id);
    // Some letters, a pencil one, a checked wrong one, a crossing clue.
    const E = m.ordered[0];
    await pick(page, E.cells[0], E.direction);
    await page.keyboard.type(m.sol[E.cells[0]]);
    await page.keyboard.press('.');
    await page.keyboard.type(m.sol[E.cells[1]]);
    await page.keyboard.press('.');
    await page.keyboard.type(m.sol[E.cells[2]] === 'Q' ? 'Z' : 'Q');
    await menu(page, 'btn-check-word');
    await page.click(cell(E.cells[0]));
    for (const c of await contrasts(page)) assert.ok(c.ratio >= 4.5, `${kind}, ${scheme}: ${c.what} has a contrast of ${c.ratio.toFixed(2)}`);
    assert.deepEqual(await unlabelled(page), [], 'every control has a name');
    await shot(page, `${kind}-desktop-${scheme}`);
    if (scheme === 'dark') {
      await page.click('#btn-menu');
      await shot(page, `${kind}-desktop-${scheme}-menu`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
  const phone = await newPage(browser, PHONE, { touch: true, colorScheme: 'dark' });
  const p = await fresh(phone, 'crossword', 9);
  await play(phone, base, p.id);
  await phone.tap(cell(model(p.doc).ordered[0].cells[0]));
  await phoneFits(phone, 'dark crossword at 375 px');
  await shot(phone, 'crossword-phone-dark');
  await phone.context().close();
});

// A puzzle read from a file with a rebus square, circles, a shaded square, a square outside the
// shape, an intro and notes: all drawn, the rebus typed and accepted, the game solved.
test('crossword: an imported ipuz with a rebus, circles, shading and notes plays to the end', async () => {
  const { readFileSync } = await import('node:fs');
  const { join } = await import('node:path');
  const text = readFileSync(join(process.env.PS_SOURCE_DIR, 'tests/data/crossword-features/rebus-circles.ipuz'), 'utf8');
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  const got = await page.evaluate(async (t) => (await fetch('/api/import', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: t }) })).json(), text);
  assert.ok(got.id, JSON.stringify(got));
  const p = await puzzle(page, got.id);
  await play(page, base, p.id);
  // The board drawing under the squares: two circles, one grey square, and no square drawn at r4c1.
  const board = await page.evaluate(() => {
    const svg = document.querySelector('.drawn svg');
    return { circles: svg ? svg.querySelectorAll('circle').length : -1, grey: svg ? svg.querySelectorAll('rect[fill="#cdcdcd"]').length : -1 };
  });
  assert.deepEqual(board, { circles: 2, grey: 1 });
  assert.equal(await page.locator(`${cell(12)}.block`).count(), 1, 'the square outside the shape is not a square to fill');
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
  const check = await page.evaluate(async ([i, st]) => (await fetch(`/api/puzzles/${i}/check`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state: st }) })).json(), [p.id, saved.state]);
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
  const got = await phone.evaluate(async (t) => (await fetch('/api/import', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: t }) })).json(), text);
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
  const got = await page.evaluate(async (t) => (await fetch('/api/import', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: t }) })).json(), text);
  assert.ok(got.id, JSON.stringify(got));
  const p = await puzzle(page, got.id);
  await play(page, base, p.id);
  // Nothing gives the blocks away: no block square, no black square or number in the drawing.
  assert.equal(await page.locator('#board .cell.block').count(), 0);
  assert.equal(await page.locator('#board .cell.solver-block').count(), 0);
  const drawing = await page.evaluate(() => {
    const svg = document.querySelector('.drawn svg');
    return { dark: [...svg.querySelectorAll('rect')].filter((r) => /^#(000|1d2330|000000)$/i.test(r.getAttribute('fill') || '')).length, text: svg.querySelectorAll('text').length };
  });
  assert.deepEqual(drawing, { dark: 0, text: 0 });
  // How to play says what a diagramless grid is and how to put a block.
  assert.match(await page.locator('#how p').textContent(), /diagramless crossword: the grid's blocks are not shown.*Block puts a block/);
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
  const nums = await page.evaluate(() => [...document.querySelectorAll('#board .cell .num')].map((n) => n.textContent).join(','));
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
  const check = async (letters) => page.evaluate(async ([i, l]) => (await fetch(`/api/puzzles/${i}/check`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ state: { letters: l } }) })).json(), [p.id, letters]);
  assert.equal((await check(['AT.', 'BEE', '.AN'])).solved, true);
  assert.deepEqual((await check(['AT#', 'BEE', 'XAN'])).wrong, [6]);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
