// Browser tests of the players' layout at the sizes where its faults were seen: a Sudoku's board
// with the first row of its number pad inside a phone's window (375x740 and 375x667, 9x9,
// Sudoku-X and 16x16, light and dark), a large crossword's clue lists beside its grid at
// 1280x800 and 1920x1080 (15x15 and 21x21) and under it on a phone, and the message line, which
// never moves the board (Sudoku, Star Battle, crossword and fill-in, desktop and phone).
// Screenshots go to build/screenshots for a person to look at.
// Run: PS_BINARY=... PS_SOURCE_DIR=... node --test tests/browser/layout.test.mjs
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
  painted,
  play,
  shot,
  useServerAndBrowser,
} from './harness.mjs';
import { crosswordIpuz } from './ipuz.mjs';

useServerAndBrowser();

const SE = { width: 375, height: 667 }; // an iPhone SE's window
const WIDE = { width: 1920, height: 1080 };
const CLUES =
  'planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor\nmoon: Natural satellite\nstar: Sun, for one\nnova: Bright star\ncrater: Impact mark';

// A puzzle made once for the whole file (through the API; its game is never saved here).
const made = {};
async function once(page, name, kind, params) {
  if (!made[name]) made[name] = await makeByApi(page, base, kind, params);
  return made[name];
}
// A crossword read from an ipuz of a size x size grid (tests/browser/ipuz.mjs), once.
async function imported(page, size) {
  const name = `cw${size}`;
  if (!made[name]) {
    if (!page.url().startsWith(base)) await page.goto(base);
    const got = await page.evaluate(
      async (t) =>
        (
          await fetch('/api/import', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ text: t }),
          })
        ).json(),
      crosswordIpuz(size),
    );
    assert.ok(got.id, JSON.stringify(got));
    assert.equal(got.doc.width, size);
    made[name] = got;
  }
  return made[name];
}
const box = (page, selector) =>
  page.evaluate((s) => {
    const r = document.querySelector(s).getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  }, selector);

// ---- a Sudoku on a phone: the board and the number pad under it, all on screen ----

// The board (a zoomed board's frame) and the first row of digit buttons, each inside the window,
// above the status line, and not covered: the button found at each one's centre is that button.
async function padUnderBoard(page, what, digits) {
  const m = await page.evaluate(() => {
    const rect = (e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const keys = [...document.querySelectorAll('#numpad .digits button')];
    const top = Math.min(...keys.map((k) => k.getBoundingClientRect().top));
    const first = keys.filter((k) => Math.abs(k.getBoundingClientRect().top - top) < 2);
    return {
      board: rect(document.querySelector('#board-frame') || document.querySelector('.drawn')),
      first: first.map((k) => rect(k)),
      covered: first
        .filter((k) => {
          const r = k.getBoundingClientRect(),
            e = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
          return !e || !k.contains(e);
        })
        .map((k) => k.textContent),
      foot: document.querySelector('footer').getBoundingClientRect().top,
      w: innerWidth,
      h: innerHeight,
      scrolled: scrollY,
    };
  });
  assert.equal(m.scrolled, 0, `${what}: the page has not scrolled`);
  assert.ok(
    m.board.top >= 0 && m.board.left >= 0 && m.board.right <= m.w,
    `${what}: the board's top and sides are in the window (${JSON.stringify(m.board)})`,
  );
  assert.equal(m.first.length, digits, `${what}: the first row of digits`);
  const padTop = Math.min(...m.first.map((k) => k.top)),
    padBottom = Math.max(...m.first.map((k) => k.bottom));
  assert.ok(m.board.bottom <= padTop, `${what}: the board (bottom ${m.board.bottom}) is above the pad (top ${padTop})`);
  assert.ok(
    padBottom <= Math.min(m.h, m.foot),
    `${what}: the pad's first row (bottom ${padBottom}) is above the status line (${m.foot}) in the ${m.h} px window`,
  );
  assert.deepEqual(m.covered, [], `${what}: digit buttons covered by something else`);
  return { board: m.board, padTop, padBottom };
}

test('sudoku on a phone (375x740 and 375x667): the whole board and the first row of digits in the window without scrolling; a tap and a digit fill a square', async () => {
  const setup = await newPage(browser, DESKTOP);
  const nine = await once(setup, 'sudoku', 'sudoku', { level: 'easy', seed: 8 });
  const x = await once(setup, 'sudoku-x', 'sudoku', { diagonals: true, level: 'easy', seed: 2 });
  const sixteen = await once(setup, 'sudoku16', 'sudoku', { size: 16, level: 'easy', seed: 1 });
  await setup.context().close();
  for (const [size, sizeName] of [
    [PHONE, '740'],
    [SE, '667'],
  ]) {
    for (const [p, name] of [
      [nine, '9x9'],
      [x, 'sudoku-x'],
      [sixteen, '16x16'],
    ]) {
      for (const scheme of name === '9x9' ? ['light', 'dark'] : ['light']) {
        const what = `${name} at 375x${sizeName} ${scheme}`;
        const page = await newPage(browser, size, { touch: true, colorScheme: scheme });
        await play(page, base, p.id);
        await painted(page);
        await noSidewaysScroll(page, what);
        const digits = p.doc.size > 9 ? p.doc.size / 2 : p.doc.size;
        const m = await padUnderBoard(page, what, digits);
        if (name !== '16x16') {
          assert.ok(
            m.board.right - m.board.left >= 300,
            `${what}: the board is ${m.board.right - m.board.left} px wide`,
          );
          if (sizeName === '740') {
            // There the row under the digits (Undo, Erase, Pencil) is on screen too.
            const row = await box(page, '#btn-erase');
            assert.ok(
              row.bottom <= (await box(page, 'footer')).top,
              `${what}: Erase (bottom ${row.bottom}) is above the status line`,
            );
          }
        }
        await shot(page, `layout-sudoku-${name}-375x${sizeName}-${scheme}`);
        // Playing does not move it: a tap on an empty square and a tap on a digit of the pad's
        // first row fill it.
        const value = (i) => '123456789ABCDEFG'.indexOf(p.doc.solution[i]) + 1;
        const at = [...p.doc.givens].findIndex((c, i) => c === '.' && value(i) <= digits);
        await page.tap(`#board .cell[data-i="${at}"]`);
        const v = p.doc.solution[at];
        await page.tap(`#numpad button[data-v="${value(at)}"]`);
        assert.equal(await page.locator(`#board .cell[data-i="${at}"]`).textContent(), v);
        const again = await padUnderBoard(page, `${what}, after a square is filled`, digits);
        assert.deepEqual(again.board, m.board, `${what}: the board stays where it was`);
        assert.deepEqual(page.errors, []);
        await page.context().close();
      }
    }
  }
});

test('sudoku at 1280x800: the board whole in the window with the number pad beside it', async () => {
  const page = await newPage(browser, DESKTOP);
  const p = await once(page, 'sudoku', 'sudoku', { level: 'easy', seed: 8 });
  await play(page, base, p.id);
  await painted(page);
  const board = await box(page, '.drawn'),
    pad = await box(page, '#numpad'),
    foot = await box(page, 'footer');
  assert.ok(
    board.top >= 0 && board.bottom <= foot.top,
    `the board spans ${board.top}..${board.bottom} (status line at ${foot.top})`,
  );
  assert.ok(board.right - board.left >= 400, 'the board keeps its size');
  assert.ok(pad.left >= board.right && pad.top < board.bottom, 'the pad is beside the board');
  await page.context().close();
});

// ---- a large crossword: the clue lists beside the grid ----

test("crossword at 1280x800 and 1920x1080: a 21x21's and a 15x15's Across list starts beside the grid, inside the window", async () => {
  for (const [size, sizeName] of [
    [DESKTOP, '1280x800'],
    [WIDE, '1920x1080'],
  ]) {
    for (const n of [21, 15]) {
      const page = await newPage(browser, size);
      const p = await imported(page, n);
      await play(page, base, p.id);
      await painted(page);
      const what = `${n}x${n} at ${sizeName}`;
      const grid = await box(page, '.cw-main .drawn'),
        first = await box(page, '#clues-across li'),
        foot = await box(page, 'footer');
      assert.ok(
        first.top < Math.min(size.height, foot.top),
        `${what}: the first Across clue (top ${first.top}) is inside the window`,
      );
      assert.ok(
        first.left >= grid.right,
        `${what}: the first Across clue (left ${first.left}) is beside the grid (right edge ${grid.right})`,
      );
      assert.ok(grid.right - grid.left >= 15 * n, `${what}: the grid is ${grid.right - grid.left} px wide`);
      await noSidewaysScroll(page, what);
      await shot(page, `layout-crossword-${n}-${sizeName}`);
      // Once a square is chosen, the clue bar and the whole grid are in the window.
      await page.click('#board .cell:not(.block)');
      const bar = await box(page, '#clue-bar'),
        shown = await box(page, '.cw-main .drawn');
      assert.ok(
        bar.top >= 0 && shown.bottom <= size.height,
        `${what}: the clue bar and the grid span ${bar.top}..${shown.bottom}`,
      );
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  }
});

test('crossword on a phone (375x740): a 21x21 fits the width, its clue bar and grid in the window, the clue lists under it', async () => {
  const page = await newPage(browser, PHONE, { touch: true });
  const p = await imported(page, 21);
  await play(page, base, p.id);
  await painted(page);
  await noSidewaysScroll(page, '21x21 at 375 px');
  const bar = await box(page, '#clue-bar'),
    grid = await box(page, '.cw-main .drawn'),
    list = await box(page, '#clues-across');
  assert.ok(grid.left >= 0 && grid.right <= PHONE.width, `the grid spans ${grid.left}..${grid.right}`);
  assert.ok(
    bar.top >= 0 && grid.bottom <= (await box(page, 'footer')).top,
    `the clue bar and the grid span ${bar.top}..${grid.bottom}`,
  );
  assert.ok(list.top > grid.bottom, 'the clue lists come after the grid');
  await shot(page, 'layout-crossword-21-375x740');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// ---- the message line ----

// The board's box now (in the window: a page that scrolled moved the board too).
const boardBox = (page) => box(page, '.drawn');
const near = (a, b) => ['top', 'bottom', 'left', 'right'].every((k) => Math.abs(a[k] - b[k]) <= 1);
// A message as long as the longest the players say (a Sudoku hint's technique with its
// explanation, a crossword's share link) and longer: put in the message line as say() does.
const LONG = `Hint 2 of 3: the technique is "unique loop". ${'A loop of squares that could swap their two digits would give the puzzle two solutions, so one square of it must hold another digit. '.repeat(4)}`;

test('the message line: a Hint, a long message and none leave the board where it is, in every player, at 1280x800 and 375x740', async () => {
  const setup = await newPage(browser, DESKTOP);
  const players = {
    sudoku: await once(setup, 'sudoku', 'sudoku', { level: 'easy', seed: 8 }),
    starbattle: await once(setup, 'starbattle', 'starbattle', { size: 10, stars: 2, seed: 3 }),
    crossword: await once(setup, 'crossword', 'crossword', { words: CLUES, seed: 5 }),
    fillin: await once(setup, 'fillin', 'fillin', { width: 9, height: 9, seed: 4 }),
  };
  await setup.context().close();
  for (const [size, sizeName, touch] of [
    [DESKTOP, '1280x800', false],
    [PHONE, '375x740', true],
  ]) {
    for (const [name, p] of Object.entries(players)) {
      const what = `${name} at ${sizeName}`;
      const page = await newPage(browser, size, { touch });
      await play(page, base, p.id);
      await painted(page);
      const press = (sel) => (touch ? page.tap(sel) : page.click(sel));
      const start = await boardBox(page);
      const seen = [];
      const same = async (after) => {
        await painted(page);
        const now = await boardBox(page);
        seen.push([after, now.top]);
        assert.ok(
          near(now, start),
          `${what}: the board moved after ${after}: ${JSON.stringify(start)} -> ${JSON.stringify(now)}`,
        );
      };
      // A Hint's message (a Sudoku's three steps, the last two long).
      const steps = name === 'sudoku' ? 3 : 1;
      for (let k = 0; k < steps; ++k) {
        const was = await page.locator('#message').textContent();
        await press('#btn-hint');
        await page.waitForFunction((w) => document.querySelector('#message').textContent !== w, was);
        await same(`Hint ${k + 1}`);
      }
      assert.ok((await page.locator('#message').textContent()).length > 5, `${what}: the hint said something`);
      await shot(page, `layout-message-${name}-${sizeName}-hint`);
      // A long message, as the player's say() would put it.
      await page.evaluate((t) => {
        const m = document.querySelector('#message');
        m.className = 'message msg-line bad';
        m.textContent = t;
      }, LONG);
      await same('a long message');
      await shot(page, `layout-message-${name}-${sizeName}-long`);
      // No message: Pause, then Resume, which clears it.
      await press('#btn-pause');
      await press('#btn-pause');
      assert.equal(await page.locator('#message').textContent(), '', `${what}: Resume clears the message`);
      await same('the message cleared');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  }
});
