// Browser tests of the crossword constructor (web/construct.js, #/construct): a 15x15 built by
// keyboard alone (blocks with 180° symmetry, typed entries, Tab, Space, rebus, undo and redo), a
// reload that loses nothing, the draft listed in the Library; Autofill's ghost letters accepted;
// clues typed in Clue mode, saved as a crossword and exported as .puz, which an outside parser
// (puzjs) reads with its clues; bars; a .puz file and a crossword of the Library opened to edit; and the
// same editor on a 375x740 phone. Word suggestions from the server (POST /api/fill/candidates),
// and the panel against that endpoint's contract.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  base,
  sourceDir,
  browser,
  useServerAndBrowser,
  newPage,
  DESKTOP,
  PHONE,
  makeByApi,
  shot,
  noSidewaysScroll,
} from './harness.mjs';
import { letters } from './construct-page.mjs';

useServerAndBrowser();
const require = createRequire(import.meta.url);

const cellText = (page, i) => page.locator(`#cx-grid .cell[data-i="${i}"] .ch`).textContent();
const isBlock = (page, i) =>
  page.locator(`#cx-grid .cell[data-i="${i}"]`).evaluate((c) => c.classList.contains('block'));
const saved = (page) =>
  page.waitForFunction(() => /Draft no\. \d+ saved/.test(document.querySelector('#cx-save-state')?.textContent), null, {
    timeout: 10000,
  });

test('a 15x15 by keyboard alone: symmetric blocks, entries, Tab, Space, rebus, undo; a reload loses nothing', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${base}#/construct`);
  await page.waitForSelector('#cx-grid .cell');
  assert.equal(await page.locator('#cx-grid .cell').count(), 225);
  assert.equal(await page.inputValue('#cx-symmetry'), '180');
  // The keyboard reaches the grid: with nothing focused, keys go to it.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight'); // row 1, column 4
  await page.keyboard.press('.');
  assert.ok(await isBlock(page, 3), 'the full stop puts a block');
  assert.ok(await isBlock(page, 221), 'and one in the square opposite through the centre (180°)');
  // The cursor moved on to square 4; type the rest of row 1.
  await page.keyboard.type('STARLIGHTS');
  assert.equal(await cellText(page, 4), 'S');
  assert.equal(await cellText(page, 13), 'S');
  assert.match(await page.locator('#cx-current').innerText(), /Across/);
  // Undo takes the last letter back, Redo brings it again (Ctrl+Z, Ctrl+Y).
  await page.keyboard.press('Control+z');
  assert.equal(await cellText(page, 13), '');
  await page.keyboard.press('Control+y');
  assert.equal(await cellText(page, 13), 'S');
  // Shift+Tab: the previous word (1 Across, at its first empty square); Tab: the next (4 Across).
  await page.keyboard.press('Shift+Tab');
  assert.equal(await page.locator('#cx-current b').textContent(), '1 Across');
  await page.keyboard.press('Tab');
  assert.equal(await page.locator('#cx-current b').textContent(), '4 Across');
  // Back to 1 Across (squares 0-2) and type it; the cursor then goes on to the next open word.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.type('CAB');
  assert.deepEqual([await cellText(page, 0), await cellText(page, 1), await cellText(page, 2)], ['C', 'A', 'B']);
  // Shift+Tab again: 1 Across, full, at its first square; Space turns to 1 Down.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press(' ');
  assert.equal(await page.locator('#cx-current b').textContent(), '1 Down');
  await page.keyboard.press('ArrowDown'); // square 15
  await page.keyboard.type('OW');
  assert.equal(await cellText(page, 15), 'O');
  assert.equal(await cellText(page, 30), 'W');
  // Backspace on the empty square after the W empties the W.
  await page.keyboard.press('Backspace');
  assert.equal(await cellText(page, 30), '');
  await page.keyboard.type('X');
  // A rebus square: Insert, its letters, Enter.
  await page.keyboard.press('Insert');
  await page.keyboard.type('STAR');
  await page.keyboard.press('Enter');
  assert.equal(await cellText(page, 45), 'STAR');
  // A second pair of blocks, under the rebus square: square 60 and its twin, 164.
  await page.keyboard.press('.');
  assert.ok((await isBlock(page, 60)) && (await isBlock(page, 164)));
  const stats = await page.locator('#cx-stats').innerText();
  assert.match(stats, /\d+ words · 4 blocks \(1\.8%\) · mean word length/);
  await saved(page);
  const before = await letters(page);
  const url = page.url();
  assert.match(url, /#\/construct\/\d+$/, 'the address names the draft');
  await shot(page, 'construct-typed-desktop');
  // Reload: everything typed is there.
  await page.reload();
  await page.waitForSelector('#cx-grid .cell');
  await page.waitForFunction(() => /as last saved/.test(document.querySelector('#cx-save-state')?.textContent));
  assert.deepEqual(await letters(page), before, 'nothing typed was lost');
  // The Library lists the draft, which reopens in the constructor.
  await page.goto(`${base}#/library`);
  await page.waitForSelector('#drafts li a');
  assert.match(await page.locator('#drafts').innerText(), /Draft 15×15/);
  await page.click('#drafts li a');
  await page.waitForURL(/#\/construct\/\d+$/);
  await page.waitForFunction(() => /as last saved/.test(document.querySelector('#cx-save-state')?.textContent));
  assert.deepEqual(await letters(page), before);
  assert.equal(page.errors.length, 0, String(page.errors));
  await page.context().close();
});

test('Autofill as ghosts, accepted; clues in Clue mode; saved as a crossword whose .puz has them', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  // A filled 7x7 grid from the grid filler: its letters, with two rows taken away, are the
  // pattern the constructor fills again.
  const pattern = ['...#...', '.......', '.......', '###.###', '.......', '.......', '...#...'];
  const made = await makeByApi(page, base, 'fill', { pattern: pattern.join('\n'), seed: 3, quality_time: 0 });
  const solution = made.doc.grid;
  const given = solution.map((r, y) => (y === 1 || y === 5 ? pattern[y] : r));
  await page.goto(`${base}#/construct`);
  await page.waitForSelector('#cx-grid .cell');
  await page.click('#btn-new'); // a fresh draft (the last one is kept in the Library)
  await page.click('#cx-more summary'); // Open a file or paste a pattern
  await page.fill('#fill-text', given.join('\n'));
  await page.click('#btn-use-pattern');
  await page.waitForFunction(() => document.querySelectorAll('#cx-grid .cell').length === 49);
  await page.click('#btn-make'); // Autofill grid
  await page.waitForSelector('#cx-grid .cell.ghost', { timeout: 30000 });
  const ghosts = await page.locator('#cx-grid .cell.ghost').count();
  assert.equal(ghosts, 14, 'the two empty rows are filled in grey');
  // The given letters are as they were.
  for (let x = 0; x < 7; ++x) assert.equal(await cellText(page, 14 + x), given[2][x]);
  await shot(page, 'construct-ghosts-desktop');
  await page.click('#btn-accept-all');
  assert.equal(await page.locator('#cx-grid .cell.ghost').count(), 0);
  const filled = await letters(page);
  assert.ok(
    filled.every((c) => c !== ''),
    'every square has a letter',
  );
  // Clue mode: a box per clue, the entry highlighted when its box has the focus.
  await page.click('#btn-mode-clues');
  const boxes = page.locator('.cx-clue-input');
  const n = await boxes.count();
  assert.ok(n >= 8, `${n} clues`);
  for (let k = 0; k < n; ++k) {
    await boxes.nth(k).fill(`Clue number ${k + 1}`);
  }
  await boxes.nth(0).focus();
  assert.ok((await page.locator('#cx-clues li.current').count()) === 1, 'the current clue is marked');
  await page.fill('#cx-title', 'Constructed in a test');
  await page.fill('#cx-author', 'Test Setter');
  await page.click('#btn-save-crossword');
  await page.waitForSelector('#cx-play');
  await shot(page, 'construct-clues-desktop');
  const id = await page.locator('#cx-saved').getAttribute('data-id');
  const p = await (await fetch(`${base}api/puzzles/${id}`)).json();
  assert.equal(p.kind, 'crossword');
  assert.equal(p.title, 'Constructed in a test');
  assert.deepEqual(
    p.doc.grid.join('').split(''),
    filled.map((c) => c[0]),
  );
  // The .puz export, read by puzjs: its clues in place.
  const puz = new Uint8Array(await (await fetch(`${base}api/puzzles/${id}/export?format=puz`)).arrayBuffer());
  const quiet = console.log;
  console.log = () => {}; // puzjs prints debug lines
  let decoded;
  try {
    decoded = require('puzjs').decode(puz);
  } finally {
    console.log = quiet;
  }
  assert.equal(decoded.meta.title, 'Constructed in a test');
  assert.equal(decoded.meta.author, 'Test Setter');
  const texts = [...decoded.clues.across, ...decoded.clues.down].filter((t) => t != null);
  assert.equal(texts.length, n);
  for (let k = 0; k < n; ++k) assert.ok(texts.includes(`Clue number ${k + 1}`), `clue ${k + 1} in the .puz`);
  // Playable like any crossword.
  await page.click('#cx-play');
  await page.waitForSelector('#board .cell');
  assert.match(await page.locator('#clue-text').textContent(), /Clue number/);
  assert.equal(page.errors.length, 0, String(page.errors));
  await page.context().close();
});

test('a .puz file, and a crossword of the Library (Edit), open in the constructor with circles, rebus and clues', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${base}#/construct`);
  await page.waitForSelector('#cx-grid .cell');
  await page.click('#cx-more summary');
  await page.setInputFiles('#cx-file', join(sourceDir, 'tests/data/crossword-features/rebus-circles.puz'));
  await page.waitForFunction(() => /open as a new draft/.test(document.querySelector('#cx-message')?.textContent));
  assert.equal(await page.locator('#cx-grid .cell').count(), 16);
  assert.equal(await page.locator('#cx-grid .cell.circled').count(), 2);
  assert.ok((await letters(page)).includes('STAR'), 'the rebus square keeps its letters');
  await page.click('#btn-mode-clues');
  assert.equal(await page.inputValue('#clue-across-0'), 'Feline');
  assert.equal(await page.inputValue('#cx-title'), 'Stars & circles');
  // The same puzzle, from the Library's Edit.
  await page.goto(`${base}#/library`);
  await page.click('#library tbody tr[data-id] a.button[href^="#/construct?from="]');
  await page.waitForSelector('#cx-grid .cell');
  await page.waitForFunction(() => document.querySelectorAll('#cx-grid .cell.circled').length === 2);
  assert.equal(page.errors.length, 0, String(page.errors));
  await page.context().close();
});

test('bars: put after a square with their symmetric twin, words end at them, kept in the saved crossword', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${base}#/construct`);
  await page.waitForSelector('#cx-grid .cell');
  await page.click('#cx-more summary');
  await page.fill('#fill-text', ['ABCDE', 'FGHIJ', 'KLMNO', 'PQRST', 'UVWXY'].join('\n'));
  await page.click('#btn-use-pattern');
  await page.waitForFunction(() => document.querySelectorAll('#cx-grid .cell').length === 25);
  await page.click('#cx-grid .cell[data-i="1"]');
  await page.click('#btn-bar'); // between squares 1 and 2, and between 22 and 23 (180°)
  const barLeft = () =>
    page
      .locator('#cx-grid .cell.bar-left')
      .evaluateAll((cs) => cs.map((c) => Number(c.dataset.i)).sort((a, b) => a - b));
  assert.deepEqual(await barLeft(), [2, 23]);
  assert.match(await page.locator('#cx-stats').innerText(), /^12 words/, 'rows 1 and 5 are two words each now');
  await page.click('#btn-undo');
  assert.deepEqual(await barLeft(), []);
  await page.click('#btn-redo');
  await shot(page, 'construct-bars-desktop');
  await page.click('#btn-mode-clues');
  await page.click('#btn-save-crossword');
  await page.waitForSelector('#cx-play');
  const id = await page.locator('#cx-saved').getAttribute('data-id');
  const p = await (await fetch(`${base}api/puzzles/${id}`)).json();
  assert.deepEqual(
    [...p.doc.bar_left].sort((a, b) => a - b),
    [2, 23],
  );
  assert.equal(p.doc.entries.length, 12);
  assert.equal(page.errors.length, 0, String(page.errors));
  await page.context().close();
});

// The constructor opened on a new empty 5x5 grid.
async function newFiveByFive(page) {
  await page.goto(`${base}#/construct`);
  await page.waitForSelector('#cx-grid .cell');
  await page.selectOption('#cx-size', '5');
  await page.click('#btn-new');
  await page.waitForFunction(() => document.querySelectorAll('#cx-grid .cell').length === 25);
}

test('word suggestions from the server: the words that fit, viable first; a click places one', async () => {
  const page = await newPage(browser, DESKTOP);
  await newFiveByFive(page);
  await page.click('#cx-grid .cell[data-i="0"]');
  await page.waitForSelector('#cx-cands .cx-cand', { timeout: 20000 });
  assert.equal(await page.locator('#cx-cands-off').count(), 0, 'the server has suggestions');
  {
    // The server's own list: 1 Across and 1 Down of an empty 5x5, viable words first.
    assert.match(await page.locator('#cx-cands h3').first().textContent(), /^1 Across: \d+ words/);
    const first = page.locator('#cx-cands .cx-cand:not(.dead)').first();
    const word = await first.getAttribute('data-word');
    assert.equal(word.length, 5);
    await first.click();
    assert.equal((await letters(page)).slice(0, 5).join(''), word, 'a click places the word');
    await shot(page, 'construct-candidates-server');
  }
  await page.context().close();
});

// The panel against the endpoint's contract (POST /api/fill/candidates, answered here by the test
// as the server will answer it): viable words first, dead ends greyed, a click places the word,
// and the overlay marks squares with one possible letter and dead slots.
test('word suggestions as the endpoint answers them: viable first, dead ends greyed, a click places the word', async () => {
  const page = await newPage(browser, DESKTOP);
  const asked = [];
  await page.route('**/api/fill/candidates', async (route) => {
    const body = JSON.parse(route.request().postData());
    asked.push(body);
    const across = body.direction === 'across';
    await route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        slot: { row: body.row, col: body.col, direction: body.direction, length: 5 },
        total: 3,
        candidates: across
          ? [
              { word: 'ZZZZZ', score: 90, viable: false, options: 0 },
              { word: 'ABOUT', score: 60, viable: true, options: 12 },
              { word: 'ABBEY', score: 55, viable: true, options: 3 },
            ]
          : [{ word: 'ALOUD', score: 50, viable: true, options: 4 }],
        squares: [{ row: 4, col: 4, letters: ['E'] }],
        dead_slots: [{ row: 2, col: 0, direction: 'across', length: 5 }],
        stopped: false,
      }),
    });
  });
  await newFiveByFive(page);
  await page.click('#cx-grid .cell[data-i="0"]');
  // The page may have asked about its first 15x15 grid before New (and shown that answer); the
  // 5x5's request comes a moment after the last change.
  for (let t = 0; t < 100 && !asked.some((b) => b.pattern.length === 5); ++t) await page.waitForTimeout(50);
  await page.waitForSelector('#cx-cands .cx-cand');
  const words = await page
    .locator('#cx-cands .cx-cand-list')
    .first()
    .locator('.cx-cand')
    .evaluateAll((bs) => bs.map((b) => `${b.dataset.word}${b.classList.contains('dead') ? ' dead' : ''}`));
  assert.deepEqual(words, ['ABOUT', 'ABBEY', 'ZZZZZ dead'], 'viable first, the dead end greyed');
  const small = asked.find((b) => b.pattern.length === 5);
  assert.deepEqual(small?.pattern, ['.....', '.....', '.....', '.....', '.....']);
  assert.equal(small.min_score, 50);
  await page.waitForSelector('#cx-grid .cell.one-letter[data-i="24"]');
  assert.equal(await cellText(page, 24), 'E', 'a square with one possible letter shows it faintly');
  assert.equal(await page.locator('#cx-grid .cell.dead').count(), 5, 'the dead slot is outlined');
  await shot(page, 'construct-candidates-desktop');
  // Enter on a focused word places it, as a click does.
  await page.locator('#cx-cands .cx-cand[data-word="ABOUT"]').focus();
  await page.keyboard.press('Enter');
  assert.equal((await letters(page)).slice(0, 5).join(''), 'ABOUT');
  await page.context().close();
});

test('on a 375x740 phone: the grid fits the width, tapping a square and typing fills it', async () => {
  const page = await newPage(browser, PHONE, { touch: true });
  await page.goto(`${base}#/construct`);
  await page.waitForSelector('#cx-grid .cell');
  await page.click('#btn-new'); // 15x15
  const box = await page.locator('#cx-grid').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `the grid fits: ${box.x} + ${box.width}`);
  await noSidewaysScroll(page, 'the constructor at 375 px');
  await page.tap('#cx-grid .cell[data-i="16"]');
  await page.keyboard.type('PHONE');
  for (const [k, ch] of [...'PHONE'].entries()) assert.equal(await cellText(page, 16 + k), ch);
  await page.tap('#cx-grid .cell[data-i="30"]');
  await page.tap('#btn-block');
  assert.ok((await isBlock(page, 30)) && (await isBlock(page, 194)));
  await shot(page, 'construct-phone');
  await page.click('#btn-mode-clues');
  await shot(page, 'construct-phone-clues');
  await noSidewaysScroll(page, 'Clue mode at 375 px');
  assert.equal(page.errors.length, 0, String(page.errors));
  await page.context().close();
});

// The word list a grid fills from: a list of one's own added from a file (a bad one refused with
// the line to fix), chosen in the constructor, its words the only suggestions; listed in the
// Library; kept with the draft.
const candWords = (page, k = 0) =>
  page
    .locator('#cx-cands .cx-cand-list')
    .nth(k)
    .locator('.cx-cand')
    .evaluateAll((bs) => bs.map((b) => b.dataset.word).sort());
async function newGrid(page, w, h) {
  await page.selectOption('#cx-size', 'custom');
  await page.fill('#cx-width', String(w));
  await page.fill('#cx-height', String(h));
  await page.click('#btn-new');
  await page.waitForFunction((n) => document.querySelectorAll('#cx-grid .cell').length === n, w * h);
}
const textFile = (name, text) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });

test('a word list of ones own: added from a file, chosen, its words suggested; a bad file refused with its line', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${base}#/construct`);
  await page.waitForSelector('#cx-grid .cell');
  await newGrid(page, 3, 3);
  await page.click('#cx-add-list summary');
  // A bad file: the comma where the semicolon goes.
  await page.setInputFiles('#wl-file', textFile('bad.txt', 'erie,50\nares,40\n'));
  await page.click('#btn-wl-add');
  await page.waitForSelector('#wl-message.bad');
  const bad = await page.locator('#wl-message').textContent();
  assert.match(bad, /^bad\.txt was not added: line 1, "erie,50": the score is after a comma/);
  assert.match(bad, /semicolon/);
  // A good one: the words of a 3x3 double word square (rows BAT ORE WET, columns BOW ARE TET),
  // and a word of another length.
  const square = ['bat', 'ore', 'wet', 'bow', 'are', 'tet'];
  await page.setInputFiles('#wl-file', textFile('square.txt', `${square.map((w) => `${w};60\n`).join('')}longer;50\n`));
  assert.equal(await page.inputValue('#wl-name'), 'square', "the file's name, by default");
  await page.click('#btn-wl-add');
  await page.waitForSelector('#wl-message.good');
  assert.match(await page.locator('#wl-message').textContent(), /^Added "square": 7 words\.$/);
  // It is the grid's list now: 1 Across suggests its six words, no other.
  const chosen = JSON.parse(await page.inputValue('#cx-wordlist'));
  assert.equal(chosen.length, 1);
  assert.ok(Number.isInteger(chosen[0]));
  await page.click('#cx-grid .cell[data-i="0"]');
  await page.waitForFunction(() => document.querySelectorAll('#cx-cands .cx-cand').length > 0);
  await page.waitForFunction(() => /1 Across: 6 words/.test(document.querySelector('#cx-cands h3')?.textContent));
  assert.deepEqual(await candWords(page), ['ARE', 'BAT', 'BOW', 'ORE', 'TET', 'WET']);
  // BAT and BOW begin a fill; the others are dead ends.
  const viable = await page
    .locator('#cx-cands .cx-cand-list')
    .first()
    .locator('.cx-cand:not(.dead)')
    .evaluateAll((bs) => bs.map((b) => b.dataset.word).sort());
  assert.deepEqual(viable, ['BAT', 'BOW']);
  await shot(page, 'construct-wordlist-desktop');
  // The standard list (the server's) again: many more.
  await page.selectOption('#cx-wordlist', JSON.stringify(['builtin']));
  await page.waitForFunction(() => !/1 Across: 6 words/.test(document.querySelector('#cx-cands h3')?.textContent));
  assert.ok((await candWords(page)).length > 6);
  // The grid's own words: an excluded word leaves the suggestions, a preferred one (not in the
  // list) comes first; both kept with the draft.
  await page.selectOption('#cx-wordlist', JSON.stringify(chosen));
  await page.waitForFunction(() => /1 Across: 6 words/.test(document.querySelector('#cx-cands h3')?.textContent));
  await page.fill('#cx-excluded', 'bat, tet');
  await page.waitForFunction(() => /1 Across: 4 words/.test(document.querySelector('#cx-cands h3')?.textContent));
  assert.deepEqual(await candWords(page), ['ARE', 'BOW', 'ORE', 'WET']);
  await page.fill('#cx-preferred', 'Cab');
  await page.waitForFunction(() => /1 Across: 5 words/.test(document.querySelector('#cx-cands h3')?.textContent));
  const first = page.locator('#cx-cands .cx-cand-list').first().locator('.cx-cand').first();
  assert.equal(await first.getAttribute('data-word'), 'CAB');
  assert.match(await first.getAttribute('class'), /preferred/);
  await shot(page, 'construct-own-words-desktop');
  // A word with other than letters: said, and nothing changes.
  await page.fill('#cx-preferred', 'Cab, x-ray');
  await page.waitForFunction(() => /"X-RAY" is not a word/.test(document.querySelector('#cx-message')?.textContent));
  // Both: the standard list with the own words over it.
  await page.selectOption('#cx-wordlist', JSON.stringify(['builtin', chosen[0]]));
  await saved(page);
  // The draft keeps the choice.
  await page.reload();
  await page.waitForFunction(() => /as last saved/.test(document.querySelector('#cx-save-state')?.textContent));
  await page.waitForFunction(
    (v) => document.querySelector('#cx-wordlist')?.value === v,
    JSON.stringify(['builtin', chosen[0]]),
  );
  assert.equal(await page.inputValue('#cx-excluded'), 'BAT TET');
  assert.equal(await page.inputValue('#cx-preferred'), 'CAB');
  // The Library lists it beside the built-in list.
  await page.goto(`${base}#/library`);
  await page.waitForSelector('#wordlist-list li[data-wordlist]');
  assert.match(await page.locator('#wordlists').innerText(), /square\s+7 words/);
  assert.match(await page.locator('#wordlist-list li').first().innerText(), /^Standard list: words-scored\.dict/);
  await page.locator('#wordlists').scrollIntoViewIfNeeded();
  await shot(page, 'library-wordlists-desktop');
  assert.equal(page.errors.length, 0, String(page.errors));
  await page.context().close();
});

// Stats and warnings as the grid changes, and before it is saved: the letters and those a pangram
// lacks, an entry used twice, a repeated root (ERIE, ERIES), entries scored under the minimum or
// not in the list, white squares no word joins; listed above Save as crossword, which saves all
// the same.
test('stats and warnings as you edit: pangram letters, a duplicate, a repeated root, unlisted words, cut-off squares; listed before saving', async () => {
  const page = await newPage(browser, DESKTOP);
  await newFiveByFive(page);
  await page.selectOption('#cx-symmetry', 'none');
  await page.click('#cx-grid .cell[data-i="24"]');
  await page.keyboard.press('.');
  const type = async (i, text) => {
    await page.click(`#cx-grid .cell[data-i="${i}"]`);
    if (!/Across/.test(await page.locator('#cx-current b').textContent())) await page.keyboard.press(' ');
    await page.keyboard.type(text);
  };
  await type(0, 'ABOUT');
  await type(5, 'ABOUT');
  await type(10, 'ERIES');
  await type(20, 'ERIE');
  assert.equal(
    await page.locator('#cx-pangram').textContent(),
    'Letters: 9 of 26; a pangram lacks C, D, F, G, H, J, K, L, M, N, P, Q, V, W, X, Y, Z',
  );
  assert.match(
    await page.locator('#cx-letters').textContent(),
    /\(A 2 · B 2 · E 4 · I 2 · O 2 · R 2 · S 1 · T 2 · U 2\)/,
  );
  const warned = () => page.locator('#cx-warnings').innerText();
  assert.match(await warned(), /Used twice: ABOUT/);
  // The word list's checks come from the server a moment later.
  await page.waitForFunction(() =>
    /Repeated roots: ERIE and ERIES/.test(document.querySelector('#cx-warnings').textContent),
  );
  assert.match(await warned(), /Scored under the minimum of 50: ERIES \(20\), ERIE \(20\)/);
  await shot(page, 'construct-warnings-desktop');
  // A word the list lacks; the grid full: Save works, with the warnings listed before it.
  await type(15, 'XQZZY');
  await page.waitForFunction(() =>
    /Not in the word list: .*XQZZY/.test(document.querySelector('#cx-warnings').textContent),
  );
  await page.click('#btn-mode-clues');
  const before = await page.locator('#cx-before-save').innerText();
  assert.match(before, /Before you save/);
  assert.match(before, /Used twice: ABOUT/);
  assert.match(before, /Not in the word list: .*XQZZY/);
  assert.match(before, /10 clues are empty/);
  await shot(page, 'construct-before-save-desktop');
  await page.click('#btn-save-crossword');
  await page.waitForSelector('#cx-play');
  assert.match(
    await page.locator('#cx-saved').textContent(),
    /Saved to the Library as ".*" \(with the \d+ warnings listed above\)/,
  );
  // White squares that no word joins: a wall of blocks down the middle.
  await page.click('#btn-mode-fill');
  await page.click('#cx-more summary');
  const wall = ['..#..', '..#..', '..#..', '..#..', '..#..'].join('\n');
  await page.fill('#fill-text', wall);
  // (The box fills itself with the grid as it opens; what was typed into it wins.)
  assert.equal(await page.inputValue('#fill-text'), wall);
  await page.click('#btn-use-pattern');
  await page.waitForFunction(() =>
    /The pattern is in the grid/.test(document.querySelector('#cx-message').textContent),
  );
  assert.equal(await page.locator('#cx-grid .cell.block').count(), 5, await page.locator('#cx-message').innerText());
  await page.waitForFunction(() =>
    /in 2 parts that no word joins/.test(document.querySelector('#cx-warnings').textContent),
  );
  assert.match(await warned(), /10 squares at row 1, column 4 is cut off from the rest/);
  assert.equal(await page.locator('#cx-grid .cell.cut-off').count(), 10);
  assert.equal(page.errors.length, 0, String(page.errors));
  await page.context().close();
});

// Refill selection: the current entry and its crossings, or a rectangle selected with Shift, filled
// again; Autofill's letters there get new ghosts, the letters typed stay; Stop ends the job.
test('refill selection: Autofill letters in the entry or a Shift rectangle filled again, typed letters kept; Stop', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  const pattern = ['...#...', '.......', '.......', '###.###', '.......', '.......', '...#...'];
  const made = await makeByApi(page, base, 'fill', { pattern: pattern.join('\n'), seed: 3, quality_time: 0 });
  const given = made.doc.grid.map((r, y) => (y === 1 || y === 5 ? pattern[y] : r));
  await page.goto(`${base}#/construct`);
  await page.waitForSelector('#cx-grid .cell');
  await page.click('#btn-new');
  await page.click('#cx-more summary');
  await page.fill('#fill-text', given.join('\n'));
  await page.click('#btn-use-pattern');
  await page.waitForFunction(() => document.querySelectorAll('#cx-grid .cell').length === 49);
  await page.click('#btn-make');
  await page.waitForSelector('#cx-grid .cell.ghost', { timeout: 30000 });
  await page.click('#btn-accept-all'); // rows 2 and 6 are Autofill's now
  const ghostSquares = () =>
    page.locator('#cx-grid .cell.ghost').evaluateAll((cs) => cs.map((c) => Number(c.dataset.i)).sort((a, b) => a - b));
  // Square 8 (row 2, column 2) typed again over Autofill's letter: the user's now.
  const kept = await cellText(page, 8);
  await page.click('#cx-grid .cell[data-i="8"]');
  if (!/Across/.test(await page.locator('#cx-current b').textContent())) await page.keyboard.press(' ');
  await page.keyboard.type(kept);
  await page.click('#cx-grid .cell[data-i="9"]');
  if (!/Across/.test(await page.locator('#cx-current b').textContent())) await page.keyboard.press(' ');
  // Refill the entry of row 2 and its crossings: ghosts on Autofill's squares there, none on the
  // typed square nor on the letters pasted (typed) in the pattern.
  await page.click('#btn-refill');
  await page.waitForFunction(
    () => /grey letters suggested in the selection/.test(document.querySelector('#make-status').textContent),
    null,
    {
      timeout: 30000,
    },
  );
  const auto = new Set([7, 9, 10, 11, 12, 13, 35, 36, 37, 38, 39, 40, 41]); // rows 2 and 6, less square 8
  const row2 = [7, 8, 9, 10, 11, 12, 13];
  const ghosts = await ghostSquares();
  assert.ok(ghosts.length > 0, 'some squares are filled again');
  assert.ok(!ghosts.includes(8), 'the typed square keeps its letter');
  for (const i of ghosts) assert.ok(auto.has(i), `square ${i} was Autofill's`);
  for (const i of row2) if (i !== 8) assert.ok(ghosts.includes(i), `square ${i} of the entry is filled again`);
  await shot(page, 'construct-refill-desktop');
  await page.click('#btn-accept-all');
  assert.equal(await cellText(page, 8), kept);
  assert.equal((await letters(page)).filter((c) => c === '').length, 0, 'every square has a letter');
  // A rectangle with Shift: row 6, columns 1 to 3; only those squares are filled again.
  await page.click('#cx-grid .cell[data-i="35"]');
  await page.click('#cx-grid .cell[data-i="37"]', { modifiers: ['Shift'] });
  assert.equal(await page.locator('#cx-grid .cell.picked').count(), 3);
  await page.click('#btn-refill');
  await page.waitForFunction(
    () => /3 grey letters suggested in the selection/.test(document.querySelector('#make-status').textContent),
    null,
    {
      timeout: 30000,
    },
  );
  assert.deepEqual(await ghostSquares(), [35, 36, 37]);
  await page.click('#btn-clear-ghosts');
  // Stop: the job is told to stop, and the panel says it stopped.
  let stopped = false;
  await page.route('**/api/jobs/*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify(
            stopped
              ? { id: 'x', status: 'stopped', elapsed: 1, progress: {}, error: 'stopped on request' }
              : { id: 'x', status: 'running', elapsed: 0.5, progress: { phase: 'filling' } },
          ),
        })
      : route.continue(),
  );
  await page.route('**/api/jobs/*/stop', (route) => {
    stopped = true;
    return route.fulfill({ contentType: 'application/json', body: '{"stopping":true}' });
  });
  await page.click('#btn-refill');
  await page.waitForSelector('#btn-stop:not([disabled])');
  await page.click('#btn-stop');
  await page.waitForFunction(() => /^Stopped/.test(document.querySelector('#make-status').textContent));
  assert.ok(stopped);
  assert.equal(await page.locator('#btn-refill').isDisabled(), false);
  assert.equal(await page.locator('#cx-grid .cell.ghost').count(), 0);
  assert.equal(page.errors.length, 0, String(page.errors));
  await page.context().close();
});

// A barred grid (bars instead of blocks): word suggestions for the runs between the bars, and
// Autofill fills it.
test('a barred grid: suggestions fit the runs between the bars, and Autofill fills it', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${base}#/construct`);
  await page.waitForSelector('#cx-grid .cell');
  await newGrid(page, 6, 6);
  await page.click('#cx-grid .cell[data-i="2"]');
  await page.click('#btn-bar'); // between squares 2 and 3, and between 32 and 33 (180°)
  assert.deepEqual(
    await page
      .locator('#cx-grid .cell.bar-left')
      .evaluateAll((cs) => cs.map((c) => Number(c.dataset.i)).sort((a, b) => a - b)),
    [3, 33],
  );
  await page.click('#cx-grid .cell[data-i="4"]');
  if (!/Across/.test(await page.locator('#cx-current b').textContent())) await page.keyboard.press(' ');
  await page.waitForFunction(
    () => /^4 Across: \d+ words/.test(document.querySelector('#cx-cands h3')?.textContent),
    null,
    {
      timeout: 20000,
    },
  );
  const words = await candWords(page);
  assert.ok(words.length > 0 && words.every((w) => w.length === 3), words.join(' '));
  await page.click('#btn-make');
  await page.waitForSelector('#cx-grid .cell.ghost', { timeout: 30000 });
  assert.equal(await page.locator('#cx-grid .cell.ghost').count(), 36);
  await page.click('#btn-accept-all');
  assert.match(await page.locator('#cx-stats').innerText(), /^14 words/);
  await shot(page, 'construct-barred-autofill-desktop');
  assert.equal(page.errors.length, 0, String(page.errors));
  await page.context().close();
});

// A grid the word list cannot fill: the suggestions say so, naming the entry with no word left;
// Autofill's failure names the slots the filler names, as the grid's entries, outlined in red.
test('a grid the list cannot fill: the editor says so plainly and names the entries', async () => {
  const page = await newPage(browser, DESKTOP);
  await newFiveByFive(page);
  // 1 Down begins QJ: no word of the list does.
  await page.click('#cx-grid .cell[data-i="0"]');
  if (!/Down/.test(await page.locator('#cx-current b').textContent())) await page.keyboard.press(' ');
  await page.keyboard.type('QJ');
  await page.click('#cx-grid .cell[data-i="2"]');
  await page.waitForFunction(
    () =>
      /cannot fill the grid with these letters: 1 Down has no word left/.test(
        document.querySelector('#cx-cands-note')?.textContent,
      ),
    null,
    { timeout: 20000 },
  );
  await page.click('#btn-make');
  await page.waitForFunction(
    () => /cannot fill this grid/.test(document.querySelector('#make-status').textContent),
    null,
    {
      timeout: 30000,
    },
  );
  assert.match(
    await page.locator('#make-status').textContent(),
    /^The word list cannot fill this grid as it is: 1 Down has no fill \(outlined in red\)\. Try other letters/,
  );
  const outlined = await page.locator('#cx-grid .cell.dead').evaluateAll((cs) => cs.map((c) => Number(c.dataset.i)));
  for (const i of [0, 5, 10, 15, 20]) assert.ok(outlined.includes(i), `square ${i} of 1 Down is outlined`);
  await shot(page, 'construct-no-fill-desktop');
  // The filler's "most dead ends at" slots, as entries (the job's end answered here).
  await page.route('**/api/jobs/*', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            id: 'x',
            status: 'failed',
            elapsed: 2,
            progress: {},
            error: 'no fill exists: the search proved it; most dead ends at r1c2 down (5), r3c1 across (5)',
          }),
        })
      : route.continue(),
  );
  await page.click('#btn-make');
  await page.waitForFunction(() =>
    /2 Down and 7 Across have no fill/.test(document.querySelector('#make-status').textContent),
  );
  assert.equal(page.errors.length, 0, String(page.errors));
  await page.context().close();
});
