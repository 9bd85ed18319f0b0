// Browser tests of the Sudoku player (web/sudoku.js): a 9x9 played to the end by keyboard at
// 1280x800 and by touch at 375x740, conflicts shown as they are typed (and not when the setting
// is off), hints in three steps, pencil marks by Shift+digit, revealing a square or the whole
// solution (recorded as revealed, not solved), Sudoku-X diagonals, a jigsaw's region conflicts
// and a jigsaw played to solved by keyboard and by touch, 16x16 pencil marks legible
// (on a phone too: zoomed, the board scrolling in its frame), a 16x16's letter export greyed,
// the dark theme. Screenshots go to build/screenshots for a person to look at.
// Run: PS_BINARY=... PS_SOURCE_DIR=... node --test tests/browser/sudoku.test.mjs
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
const message = (page) => page.locator('#message').innerText();
const classes = async (page, i) => (await page.getAttribute(cell(i), 'class')).split(' ');
// Waits until the game's state has been saved (PUT /api/puzzles/ID/game) after `act`.
async function savedAfter(page, act) {
  const put = page.waitForResponse((r) => /\/game$/.test(r.url()) && r.request().method() === 'PUT', {
    timeout: 10000,
  });
  await act();
  await put;
}
// A square of row r's empty squares (by the givens) and a given in the same row.
function emptyWithGivenInRow(doc, skip = new Set()) {
  const n = doc.size;
  for (let i = 0; i < n * n; ++i) {
    if (doc.givens[i] !== '.' || skip.has(i)) continue;
    const r = Math.floor(i / n);
    for (let c = 0; c < n; ++c)
      if (doc.givens[r * n + c] !== '.') return { empty: i, given: r * n + c, value: doc.givens[r * n + c] };
  }
  throw new Error('no empty square with a given in its row');
}
// Types the solution into every square still empty, moving with the arrow keys only. (The
// squares are read once, before: typing in a square changes no other, and every caller then
// waits for the game to be solved or revealed.)
async function typeRestByKeyboard(page, doc) {
  const n = doc.size;
  const shown = await page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('#board .cell')].map((c) => [c.dataset.i, c.textContent])),
  );
  await page.click(cell(0));
  for (let r = 0; r < n; ++r) {
    for (let c = 0; c < n; ++c) {
      const i = r * n + c;
      if (doc.givens[i] === '.' && shown[i] !== doc.solution[i]) await page.keyboard.press(doc.solution[i]);
      await page.keyboard.press('ArrowRight'); // from the last column it wraps to the first
    }
    await page.keyboard.press('ArrowDown');
  }
}

test('keyboard at 1280x800: conflicts in red as typed, a Shift+digit pencil mark kept over a reload, played to the end', async () => {
  const page = await newPage(browser, DESKTOP);
  const p = await makeByApi(page, base, 'sudoku', { level: 'easy', seed: 3 });
  await play(page, base, p.id);
  assert.match(await message(page), /Shift\+digit adds or removes a small pencil mark/);
  // The level and its rating as the grader gives it, one decimal.
  assert.match(await page.locator('#view').innerText(), /Level easy \(rating \d+\.\d\); \d+ givens\./);
  await shot(page, 'sudoku-desktop-start');
  // A digit that repeats a given of its row: both squares turn red at once.
  const { empty, given, value } = emptyWithGivenInRow(p.doc);
  await page.click(cell(empty));
  await page.keyboard.press(value);
  assert.ok((await classes(page, empty)).includes('conflict'), 'the typed square is marked');
  assert.ok((await classes(page, given)).includes('conflict'), 'the given it repeats is marked');
  const red = await page.evaluate((s) => getComputedStyle(document.querySelector(s)).color, cell(empty));
  assert.equal(red, 'rgb(168, 29, 29)', 'the repeated digit is red');
  await shot(page, 'sudoku-desktop-conflict');
  await page.keyboard.press('Backspace');
  assert.equal(await page.locator('#board .cell.conflict').count(), 0, 'clearing it clears the conflict');
  // With "Show conflicts" off, no red; the setting is remembered.
  await page.uncheck('#opt-conflicts');
  await page.click(cell(empty));
  await page.keyboard.press(value);
  assert.equal(await page.locator(cell(empty)).textContent(), value);
  assert.equal(await page.locator('#board .cell.conflict').count(), 0, 'no conflict shown with the setting off');
  await savedAfter(page, () => page.keyboard.press('Backspace'));
  await page.reload();
  await page.waitForSelector('#board .cell');
  assert.equal(await page.isChecked('#opt-conflicts'), false, 'the setting is remembered');
  await page.check('#opt-conflicts');
  // Shift+digit toggles a pencil mark without switching to pencil mode; it survives a reload.
  const other = emptyWithGivenInRow(p.doc, new Set([empty])).empty;
  await page.click(cell(other));
  await page.keyboard.press('Shift+Digit4');
  await savedAfter(page, () => page.keyboard.press('Shift+Digit7'));
  assert.equal(await page.locator(`${cell(other)} .pencil`).textContent(), '47');
  assert.equal(await page.locator('#btn-pencil').textContent(), 'Pencil: off', 'Shift+digit leaves the mode alone');
  await page.reload();
  await page.waitForSelector('#board .cell');
  assert.equal(
    await page.locator(`${cell(other)} .pencil`).textContent(),
    '47',
    'the pencil marks are back after a reload',
  );
  // The board takes focus and shows it.
  await page.click(cell(0));
  assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
  await typeRestByKeyboard(page, p.doc);
  await solved(page);
  assert.equal((await puzzle(page, p.id)).solved, true);
  await shot(page, 'sudoku-desktop-solved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('hints come in three steps: where to look, the technique, the move; Apply makes it; a mistake shows at once', async () => {
  const page = await newPage(browser, DESKTOP);
  const p = await makeByApi(page, base, 'sudoku', { level: 'easy', seed: 5 });
  await play(page, base, p.id);
  // What the server hints for the start (the player asks for the same).
  const h = await page.evaluate(
    async (id) =>
      (
        await fetch(`/api/puzzles/${id}/hint`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ state: null }),
        })
      ).json(),
    p.id,
  );
  assert.ok(h.placements.length, `the first hint places a value (${h.text})`);
  const [at, v] = h.placements[0];
  const name = `r${Math.floor(at / 9) + 1}c${(at % 9) + 1}`;
  // Step 1: a unit, highlighted, and no value.
  await page.click('#btn-hint');
  await page.waitForFunction(() => /Hint 1 of 3/.test(document.querySelector('#message')?.textContent));
  const step1 = await message(page);
  assert.match(step1, /look at (row|column|box) \d+ \(highlighted\)/);
  assert.equal(await page.locator('#board .cell.hint-area').count(), 9, "the unit's 9 squares are highlighted");
  assert.ok((await classes(page, at)).includes('hint-area'), "the unit holds the hint's square");
  assert.doesNotMatch(step1, new RegExp(`${name} is|= ?${v}`), 'step 1 gives no value');
  assert.equal(await page.locator('#board .cell.hint-target, #board .ghost').count(), 0, 'nor marks the square');
  assert.equal(await page.locator(cell(at)).textContent(), '');
  assert.equal(await page.isDisabled('#btn-apply'), true);
  await shot(page, 'sudoku-hint-step1');
  // Step 2: the technique, by name, with what it is.
  await page.click('#btn-hint');
  await page.waitForFunction(() => /Hint 2 of 3/.test(document.querySelector('#message')?.textContent));
  const step2 = await message(page);
  assert.ok(step2.includes(`the technique is "${h.technique}"`), step2);
  assert.match(step2, /only one square left|only one digit left/);
  assert.equal(await page.isDisabled('#btn-apply'), true);
  // Step 3: the move, marked; Apply places it.
  await page.click('#btn-hint');
  await page.waitForFunction(() => /Hint 3 of 3/.test(document.querySelector('#message')?.textContent));
  assert.ok((await message(page)).includes(`${name} is ${v}`), await message(page));
  assert.ok((await classes(page, at)).includes('hint-target'));
  assert.equal(await page.locator(`${cell(at)} .ghost`).textContent(), String(v));
  await shot(page, 'sudoku-hint-step3');
  const users = await page.locator('#board .cell.user').count();
  await page.click('#btn-apply');
  assert.equal(await page.locator(cell(at)).textContent(), String(v), 'Apply hint places the value');
  assert.equal(await page.locator('#board .cell.user').count(), users + 1);
  // The board changed: the next hint starts again at step 1.
  await page.click('#btn-hint');
  await page.waitForFunction(() => /Hint 1 of 3/.test(document.querySelector('#message')?.textContent));
  // A wrong digit: the hint says so at once and marks it.
  const wrongAt = [...p.doc.givens].findIndex((c, i) => c === '.' && i !== at);
  await page.click(cell(wrongAt));
  const bad = p.doc.solution[wrongAt] === '1' ? '2' : '1';
  await page.keyboard.press(bad);
  await page.click('#btn-hint');
  await page.waitForFunction(() => /wrong/.test(document.querySelector('#message')?.textContent));
  assert.match(await page.getAttribute('#message', 'class'), /bad/);
  assert.ok((await classes(page, wrongAt)).includes('wrong'));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('reveal: a square shows its digit; finishing after it, or revealing the solution, is recorded as revealed', async () => {
  const page = await newPage(browser, DESKTOP);
  const p = await makeByApi(page, base, 'sudoku', { level: 'easy', seed: 6 });
  await play(page, base, p.id);
  const at = p.doc.givens.indexOf('.');
  await page.click(cell(at));
  await page.click('#btn-reveal');
  assert.equal(await page.locator(cell(at)).textContent(), p.doc.solution[at], 'the right digit');
  assert.ok((await classes(page, at)).includes('revealed'));
  await page.keyboard.press(p.doc.solution[at] === '1' ? '2' : '1');
  assert.equal(await page.locator(cell(at)).textContent(), p.doc.solution[at], 'a revealed square cannot be changed');
  await typeRestByKeyboard(page, p.doc);
  await page.waitForFunction(() => /Saved \(revealed\)/.test(document.querySelector('#status')?.textContent), null, {
    timeout: 15000,
  });
  assert.doesNotMatch(await message(page), /Well done|Solved in/);
  assert.match(await message(page), /revealed/);
  let rec = await puzzle(page, p.id);
  assert.equal(rec.solved, false);
  assert.equal(rec.revealed, true);
  // The whole solution, after a confirm (the harness accepts it).
  const q = await makeByApi(page, base, 'sudoku', { level: 'easy', seed: 9 });
  await play(page, base, q.id);
  await page.click('#btn-reveal-all');
  await page.waitForFunction(() => /Saved \(revealed\)/.test(document.querySelector('#status')?.textContent), null, {
    timeout: 15000,
  });
  for (let i = 0; i < 81; ++i) assert.equal(await page.locator(cell(i)).textContent(), q.doc.solution[i]);
  rec = await puzzle(page, q.id);
  assert.equal(rec.solved, false);
  assert.equal(rec.revealed, true);
  await shot(page, 'sudoku-revealed');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('phone at 375x740 by touch: nothing scrolls sideways, the board and the number pad fit together, played to the end', async () => {
  const page = await newPage(browser, PHONE, { touch: true });
  const p = await makeByApi(page, base, 'sudoku', { level: 'easy', seed: 8 });
  await play(page, base, p.id);
  await noSidewaysScroll(page, 'sudoku at 375 px');
  // Scrolled to the board, the number pad is on screen too, above the status footer.
  await page.evaluate(() => document.querySelector('#board').closest('.drawn').scrollIntoView({ block: 'start' }));
  const m = await page.evaluate(() => {
    const r = (s) => document.querySelector(s).getBoundingClientRect();
    const keys = [...document.querySelectorAll('#numpad button')].map((b) => b.getBoundingClientRect());
    return {
      board: r('.drawn'),
      pad: r('#numpad'),
      foot: r('footer').top,
      w: innerWidth,
      h: innerHeight,
      smallest: Math.min(...keys.map((k) => Math.min(k.width, k.height))),
      rows: new Set(keys.slice(0, 9).map((k) => Math.round(k.top))).size,
    };
  });
  assert.ok(
    m.board.left >= 0 && m.board.right <= m.w,
    `the board fits the width (${m.board.left}-${m.board.right} of ${m.w})`,
  );
  assert.ok(m.board.bottom <= m.h, 'the whole board is on screen');
  assert.ok(
    m.pad.bottom <= Math.min(m.h, m.foot),
    `the number pad (bottom ${m.pad.bottom}) is on screen under the board (footer at ${m.foot})`,
  );
  assert.ok(m.smallest >= 36, `every pad button is at least 36 px (${m.smallest})`);
  assert.equal(m.rows, 1, 'the nine digits are one row');
  await shot(page, 'sudoku-phone-board');
  // A tap selects a square, a tap on the pad fills it.
  for (let i = 0; i < 81; ++i) {
    if (p.doc.givens[i] !== '.') continue;
    await page.tap(cell(i));
    await page.tap(`#numpad button[data-v="${p.doc.solution[i]}"]`);
  }
  await solved(page);
  await noSidewaysScroll(page, 'solved sudoku at 375 px');
  await shot(page, 'sudoku-phone-solved');
  assert.equal((await puzzle(page, p.id)).solved, true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('sudoku-x in the dark theme: a digit repeated on a diagonal is a conflict; the board stays on white paper', async () => {
  const page = await newPage(browser, DESKTOP, { colorScheme: 'dark' });
  const p = await makeByApi(page, base, 'sudoku', { diagonals: true, level: 'easy', seed: 2 });
  assert.equal(p.doc.diagonals, true);
  await play(page, base, p.id);
  const n = 9,
    box = (i) => Math.floor(Math.floor(i / n) / 3) * 3 + Math.floor((i % n) / 3);
  const seen = (a, b) => Math.floor(a / n) === Math.floor(b / n) || a % n === b % n || box(a) === box(b);
  let given = -1,
    empty = -1;
  for (let i = 0; i < 81 && empty < 0; ++i) {
    if (i % n !== Math.floor(i / n) || p.doc.givens[i] === '.') continue;
    for (let j = 0; j < 81; ++j) {
      if (
        j % n === Math.floor(j / n) &&
        p.doc.givens[j] === '.' &&
        !seen(i, j) &&
        ![...Array(81).keys()].some((k) => seen(j, k) && p.doc.givens[k] === p.doc.givens[i])
      ) {
        given = i;
        empty = j;
        break;
      }
    }
  }
  assert.ok(empty >= 0, 'an empty square on the main diagonal that only the diagonal links to a given');
  await page.click(cell(empty));
  await page.keyboard.press(p.doc.givens[given]);
  assert.ok((await classes(page, empty)).includes('conflict'), 'the diagonal counts for conflicts');
  assert.ok((await classes(page, given)).includes('conflict'));
  const paper = await page.evaluate(() => getComputedStyle(document.querySelector('.drawn')).backgroundColor);
  assert.equal(paper, 'rgb(255, 255, 255)');
  await shot(page, 'sudoku-x-dark-conflict');
  await page.keyboard.press('Backspace');
  await page.click('#btn-marks');
  await shot(page, 'sudoku-x-dark-candidates');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// In a jigsaw, a given and an empty square of one region, in no row, column or 3x3 box together,
// where the given's digit is nowhere else in the empty square's row, column or region: only the
// region can make the conflict (the player does not assume boxes). -1s when there is none.
function regionOnlyPair(doc) {
  const n = 9,
    region = (i) => doc.regions[i],
    box = (i) => Math.floor(Math.floor(i / n) / 3) * 3 + Math.floor((i % n) / 3);
  const lines = (a, b) => Math.floor(a / n) === Math.floor(b / n) || a % n === b % n;
  for (let i = 0; i < 81; ++i) {
    if (doc.givens[i] === '.') continue;
    for (let j = 0; j < 81; ++j) {
      if (
        doc.givens[j] === '.' &&
        region(i) === region(j) &&
        !lines(i, j) &&
        box(i) !== box(j) &&
        ![...Array(81).keys()].some(
          (k) => k !== i && (lines(j, k) || region(j) === region(k)) && doc.givens[k] === doc.givens[i],
        )
      )
        return { given: i, empty: j };
    }
  }
  return { given: -1, empty: -1 };
}

test('jigsaw by keyboard: a digit repeated in an irregular region is a conflict, and the game is played to solved', async () => {
  const page = await newPage(browser, DESKTOP);
  const p = await makeByApi(page, base, 'sudoku', { variant: 'jigsaw', level: 'easy', seed: 3 });
  assert.equal(p.doc.variant, 'jigsaw');
  assert.equal(p.doc.regions.length, 81);
  await play(page, base, p.id);
  const { given, empty } = regionOnlyPair(p.doc);
  assert.ok(empty >= 0, 'an empty square that only its region links to a given');
  await page.click(cell(empty));
  await page.keyboard.press(p.doc.givens[given]);
  assert.ok((await classes(page, empty)).includes('conflict'), 'the region counts for conflicts');
  assert.ok((await classes(page, given)).includes('conflict'), 'the given it repeats is marked');
  // The same digit in the same box of a classic grid but another region is no conflict here.
  await shot(page, 'sudoku-jigsaw-conflict');
  await page.keyboard.press('Backspace');
  assert.ok(!(await classes(page, given)).includes('conflict'));
  assert.match(await page.locator('.muted').last().innerText(), /Jigsaw: each region/);
  await typeRestByKeyboard(page, p.doc);
  await solved(page);
  assert.equal((await puzzle(page, p.id)).solved, true);
  await shot(page, 'sudoku-jigsaw-solved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('jigsaw by touch at 375x740: nothing scrolls sideways, a repeat in a region shown, played to solved', async () => {
  const page = await newPage(browser, PHONE, { touch: true });
  const p = await makeByApi(page, base, 'sudoku', { variant: 'jigsaw', level: 'easy', seed: 5 });
  await play(page, base, p.id);
  await noSidewaysScroll(page, 'jigsaw at 375 px');
  await page.evaluate(() => document.querySelector('#board').closest('.drawn').scrollIntoView({ block: 'start' }));
  const { given, empty } = regionOnlyPair(p.doc);
  assert.ok(empty >= 0, 'an empty square that only its region links to a given');
  await page.tap(cell(empty));
  await page.tap(`#numpad button[data-v="${p.doc.givens[given]}"]`);
  assert.ok((await classes(page, empty)).includes('conflict'), 'the repeat in a region is shown by touch');
  assert.ok((await classes(page, given)).includes('conflict'), 'the given it repeats is marked');
  await shot(page, 'sudoku-jigsaw-phone-conflict');
  for (let i = 0; i < 81; ++i) {
    if (p.doc.givens[i] !== '.') continue;
    await page.tap(cell(i));
    await page.tap(`#numpad button[data-v="${p.doc.solution[i]}"]`);
  }
  await solved(page);
  await noSidewaysScroll(page, 'solved jigsaw at 375 px');
  await shot(page, 'sudoku-jigsaw-phone-solved');
  assert.equal((await puzzle(page, p.id)).solved, true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('16x16: letters type values, and Fill candidates gives pencil marks of a legible size', async () => {
  const page = await newPage(browser, DESKTOP);
  const p = await makeByApi(page, base, 'sudoku', { size: 16, level: 'easy', seed: 1 });
  assert.equal(p.doc.size, 16);
  await play(page, base, p.id);
  // The letter encoding holds 9x9 boards only: its export is greyed, not a link, with the reason
  // in its tooltip, and no error sentence on the page.
  const seen = await page.evaluate(() => {
    const v = document.querySelector('#view').cloneNode(true);
    v.querySelectorAll('.visually-hidden').forEach((e) => e.remove());
    return v.textContent;
  });
  assert.doesNotMatch(seen, /letter encoding|9x9 sudoku only/);
  assert.equal(await page.locator('a#export-letters').count(), 0, 'no link to an export that cannot be made');
  assert.match(
    await page.getAttribute('#export-letters', 'title'),
    /^Not for this puzzle: the letter encoding is for 9x9 sudoku only$/,
  );
  for (const f of ['line', 'grid', 'json', 'ipuz'])
    assert.equal(await page.locator(`a#export-${f}`).count(), 1, `${f} is offered`);
  assert.equal(await page.locator('.export-loss').count(), 0);
  const letter = [...p.doc.givens].findIndex((c, i) => c === '.' && /[A-G]/.test(p.doc.solution[i]));
  await page.click(cell(letter));
  await page.keyboard.press(p.doc.solution[letter].toLowerCase());
  assert.equal(await page.locator(cell(letter)).textContent(), p.doc.solution[letter]);
  await page.click('#btn-marks');
  const sizes = await page.evaluate(() =>
    [...document.querySelectorAll('#board .pencil span')]
      .filter((s) => s.textContent)
      .map((s) => parseFloat(getComputedStyle(s).fontSize)),
  );
  assert.ok(sizes.length > 100, 'pencil marks everywhere');
  assert.ok(Math.min(...sizes) >= 7, `the pencil marks are ${Math.min(...sizes)} px`);
  await page.evaluate(() => document.querySelector('#board').closest('.drawn').scrollIntoView({ block: 'start' }));
  await shot(page, 'sudoku-16-candidates');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('16x16 on a phone at 375x740: zoomed, pencil marks of at least 9 px at 4.5:1, the board scrolls in its frame and the page not sideways', async () => {
  const page = await newPage(browser, PHONE, { touch: true });
  const p = await makeByApi(page, base, 'sudoku', { size: 16, level: 'easy', seed: 1 });
  await play(page, base, p.id);
  assert.equal(await page.getAttribute('#btn-zoom', 'aria-pressed'), 'true', 'a 16x16 opens zoomed on a phone');
  await page.tap('#btn-marks');
  // Every pencil mark: its font size, and its colour against what is behind it (its own
  // highlight, else its square's, else the white paper).
  const marks = () =>
    page.evaluate(() => {
      const rgb = (c) => (c.match(/[\d.]+/g) || []).map(Number);
      const lum = ([r, g, b]) =>
        [r, g, b]
          .map((v) => {
            v /= 255;
            return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
          })
          .reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
      const back = (e) => {
        for (; e; e = e.parentElement) {
          const c = rgb(getComputedStyle(e).backgroundColor);
          if (c.length === 3 || c[3] > 0) return c;
        }
        return [255, 255, 255];
      };
      return [...document.querySelectorAll('#board .pencil span')]
        .filter((s) => s.textContent)
        .map((s) => {
          const a = lum(rgb(getComputedStyle(s).color)),
            b = lum(back(s));
          return {
            px: parseFloat(getComputedStyle(s).fontSize),
            contrast: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
          };
        });
    });
  const zoomed = await marks();
  assert.ok(zoomed.length > 100, 'pencil marks everywhere');
  const smallest = Math.min(...zoomed.map((m) => m.px));
  assert.ok(smallest >= 9, `the pencil marks are ${smallest.toFixed(1)} px`);
  const faintest = Math.min(...zoomed.map((m) => m.contrast));
  assert.ok(faintest >= 4.5, `the faintest pencil mark has ${faintest.toFixed(2)}:1`);
  await noSidewaysScroll(page, '16x16 zoomed at 375 px');
  const frame = await page.evaluate(() => {
    const f = document.querySelector('#board-frame');
    return { sw: f.scrollWidth, cw: f.clientWidth, right: f.getBoundingClientRect().right };
  });
  assert.ok(frame.sw > frame.cw, `the zoomed board scrolls within its frame (${frame.sw} in ${frame.cw})`);
  assert.ok(frame.right <= 375, 'the frame fits the window');
  // A square of the last column, tapped, is in view within the frame; a digit fills it.
  const last = [...Array(16).keys()].map((r) => r * 16 + 15).find((i) => p.doc.givens[i] === '.');
  await page.tap(cell(last));
  const inView = await page.evaluate((s) => {
    const c = document.querySelector(s).getBoundingClientRect(),
      f = document.querySelector('#board-frame').getBoundingClientRect();
    return c.left >= f.left - 1 && c.right <= f.right + 1;
  }, cell(last));
  assert.ok(inView, 'the tapped square is within the frame');
  await page.tap(`#numpad button[data-v="${[...'123456789ABCDEFG'].indexOf(p.doc.solution[last]) + 1}"]`);
  assert.equal(await page.locator(cell(last)).textContent(), p.doc.solution[last]);
  await noSidewaysScroll(page, '16x16 after a tap at the right edge');
  await page.evaluate(() => document.querySelector('#board-frame').scrollIntoView({ block: 'start' }));
  await shot(page, 'sudoku-16-phone-candidates');
  // Zoom off: the whole board in the window (marks smaller), still nothing sideways.
  await page.tap('#btn-zoom');
  assert.equal(await page.getAttribute('#btn-zoom', 'aria-pressed'), 'false');
  const whole = await page.evaluate(() => {
    const f = document.querySelector('#board-frame');
    return f.scrollWidth <= f.clientWidth && f.getBoundingClientRect().right <= innerWidth;
  });
  assert.ok(whole, 'unzoomed, the whole board fits the window');
  await noSidewaysScroll(page, '16x16 unzoomed at 375 px');
  await page.evaluate(() => document.querySelector('#board-frame').scrollIntoView({ block: 'start' }));
  await shot(page, 'sudoku-16-phone-whole');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('hint steps in words: the area each kind of hint points at, and the move said plainly', async () => {
  const { sudokuRules } = await import('../../web/sudoku-rules.js');
  const { hintArea, plainMove, TECHNIQUE_HELP } = await import('../../web/sudoku-hints.js');
  const rules = sudokuRules({ size: 9, box: [3, 3], diagonals: true });
  // Hints as the server gives them (src/sudoku/kind.cc HintSudoku).
  const cases = [
    [
      {
        technique: 'hidden single (line)',
        cells: [80],
        placements: [[80, 5]],
        removals: [],
        text: 'hidden single (line) (1.5): r9c9 is the only place for 5 in main diagonal => r9c9 = 5',
      },
      'the diagonal from top left to bottom right',
      9,
      'r9c9 is the only place for 5 in the main diagonal (top left to bottom right), so r9c9 is 5.',
    ],
    [
      {
        technique: 'claiming',
        cells: [61, 79],
        placements: [],
        removals: [
          [62, [6]],
          [80, [6]],
        ],
        text: 'claiming (2.8): in column 8, 6 can only be in box 9 => r7c9 <> 6, r9c9 <> 6',
      },
      'column 8',
      9,
      'in column 8, 6 can only be in box 9, so r7c9 and r9c9 cannot be 6.',
    ],
    [
      {
        technique: 'X-wing',
        cells: [10, 46, 17, 53],
        placements: [],
        removals: [
          [19, [6]],
          [73, [6]],
          [26, [6]],
        ],
        text: 'X-wing (3.2): X-wing on 6: in rows 2,6, 6 can only be in columns 2,9. Because each of those 2 rows needs a 6 and they can only go in those 2 columns, they are the 6s of columns 2,9, which can have no other => r3c2 <> 6, r9c2 <> 6, r3c9 <> 6',
      },
      'rows 2 and 6',
      18,
      'X-wing on 6: in rows 2,6, 6 can only be in columns 2,9. Because each of those 2 rows needs a 6 and they can only go in those 2 columns, they are the 6s of columns 2,9, which can have no other, so r3c2, r9c2 and r3c9 cannot be 6.',
    ],
    // A wing or chain names the unit of each link; the hint points at its squares, not at the
    // first unit named.
    [
      {
        technique: 'XY-wing',
        cells: [17, 24, 80],
        placements: [],
        removals: [
          [8, [1]],
          [26, [1]],
        ],
        text: 'XY-wing (4.2): pivot r2c9 {6,8} sees the pincers r3c7 {1,6} in box 3 and r9c9 {1,8} in column 9. One pincer is 1, because the pivot is 6 or 8: if it is 6, r3c7 is 1; if it is 8, r9c9 is 1 => r1c9 <> 1, r3c9 <> 1',
      },
      'the 3 highlighted squares',
      3,
      'pivot r2c9 {6,8} sees the pincers r3c7 {1,6} in box 3 and r9c9 {1,8} in column 9. One pincer is 1, because the pivot is 6 or 8: if it is 6, r3c7 is 1; if it is 8, r9c9 is 1, so r1c9 and r3c9 cannot be 1.',
    ],
    [
      {
        technique: 'X-chain',
        cells: [14, 17, 24, 51],
        placements: [],
        removals: [[50, [4]]],
        text: "X-chain (6.5): X-chain on 4: r2c6 and r2c9 are 4's only places in row 2 (strong link); r2c9 and r3c7 share box 3 (weak link); r3c7 and r6c7 are 4's only places in column 7 (strong link). One end, r2c6 or r6c7, is 4, because if r2c6 is not 4 each link in turn forces the next, and r6c7 is 4; a square seeing both ends cannot be 4 => r6c6 <> 4",
      },
      'the 4 highlighted squares',
      4,
      "X-chain on 4: r2c6 and r2c9 are 4's only places in row 2 (strong link); r2c9 and r3c7 share box 3 (weak link); r3c7 and r6c7 are 4's only places in column 7 (strong link). One end, r2c6 or r6c7, is 4, because if r2c6 is not 4 each link in turn forces the next, and r6c7 is 4; a square seeing both ends cannot be 4, so r6c6 cannot be 4.",
    ],
    [
      {
        technique: 'naked single',
        cells: [61],
        placements: [[61, 6]],
        removals: [],
        text: 'naked single (2.3): r7c8 can only be 6 => r7c8 = 6',
      },
      'the square r7c8 (row 7, column 8)',
      1,
      'r7c8 can only be 6, so r7c8 is 6.',
    ],
  ];
  for (const [h, name, count, move] of cases) {
    const a = hintArea(h, rules);
    assert.equal(a.name, name);
    assert.equal(a.cells.length, count);
    assert.equal(plainMove(h), move);
    assert.ok(TECHNIQUE_HELP[h.technique], `${h.technique} is explained`);
  }
});
