// Browser tests of the web app in real Chromium (Debian's chromium, driven by playwright-core):
// a puzzle of each kind played to completion, a crossword built and played, the grid filler (its
// Make tab: the crossword constructor), a game saved and restored across a server restart,
// import, print, and the library.
// Run by ctest (tests/browser/run.sh): node --test tests/browser/webapp.test.mjs BINARY
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { painted } from './harness.mjs';
import {
  base,
  browser,
  page,
  binary,
  sourceDir,
  make,
  puzzle,
  solvedMessage,
  typeGrid,
  restartServer,
  looking,
  boardDrawn,
  squaresOnTheDrawing,
  noSidewaysScroll,
} from './webapp-session.mjs';

test('sudoku: a hint explains the next step, undo works, and the puzzle is played to the end', async () => {
  const id = await make('sudoku', async () => {
    await page.waitForSelector('#f-level option[value="easy"]', { state: 'attached' });
    await page.selectOption('#f-level', 'easy');
    await page.fill('#f-seed', '7');
  });
  const p = await puzzle(id);
  assert.equal(p.kind, 'sudoku');
  assert.equal(p.level, 'easy');
  // Hint, pressed three times (where to look, the technique, the move): names a technique,
  // highlights cells, and Apply places a value.
  for (const step of [1, 2, 3]) {
    await page.click('#btn-hint');
    await page.waitForFunction(
      (s) => new RegExp(`Hint ${s} of 3`).test(document.querySelector('#message')?.textContent),
      step,
    );
  }
  assert.match(await page.locator('#message').textContent(), /single/);
  assert.ok((await page.locator('#board .cell.hint').count()) > 0, 'the hint highlights its cells');
  const before = await page.locator('#board .cell.user').count();
  await page.click('#btn-apply');
  assert.equal(await page.locator('#board .cell.user').count(), before + 1, 'Apply hint places a value');
  // A wrong digit is caught by Check and taken back by Undo.
  const givens = p.doc.givens,
    sol = p.doc.solution;
  let empty = -1;
  for (let i = 0; i < 81; ++i)
    if (givens[i] === '.' && (await page.locator(`#board .cell[data-i="${i}"]`).textContent()) === '') {
      empty = i;
      break;
    }
  await page.click(`#board .cell[data-i="${empty}"]`);
  const bad = sol[empty] === '1' ? '2' : '1';
  await page.keyboard.type(bad);
  await page.click('#btn-check');
  await page.waitForSelector(`#board .cell.wrong[data-i="${empty}"]`);
  await page.click('#btn-undo');
  assert.equal(await page.locator(`#board .cell[data-i="${empty}"]`).textContent(), '');
  // Type the rest. (The squares are read once, before: typing in a square changes no other, and
  // the game must then be solved.)
  const shown = await page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll('#board .cell')].map((c) => [c.dataset.i, c.textContent])),
  );
  for (let i = 0; i < 81; ++i) {
    if (givens[i] !== '.') continue;
    const cell = page.locator(`#board .cell[data-i="${i}"]`);
    if (shown[i] === sol[i]) continue;
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
  await page.waitForFunction(() => document.querySelector('#message')?.textContent.length > 10);
  await page.click('#btn-apply');
  assert.ok((await page.locator('#board .cell.star, #board .cell.dot').count()) > 0, 'the hint marked cells');
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
  assert.ok((await page.locator('#word-list li').count()) >= 4, 'the word list is shown');
  await typeGrid(p.doc);
  await solvedMessage();
});

test('crossword maker: words and clues in, Make, Next layout, then played to the end', async () => {
  await page.goto(`${base}#/make/crossword`);
  await page.locator('#cw-paste').evaluate((d) => (d.open = true)); // (the list as text, for pasting)
  await page.fill(
    '#cw-words',
    'planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor with a tail\nmoon across: Natural satellite\nstar: Sun, for one\nnova: Sudden bright star\ncrater: Impact mark',
  );
  await page.click('#btn-make');
  await page.waitForFunction(
    () => /Layout 1: 7 words/.test(document.querySelector('#make-status')?.textContent),
    null,
    { timeout: 30000 },
  );
  const first = await page.locator('#cw-preview-board').innerHTML();
  await page.click('#btn-next');
  await page.waitForFunction(() => /Layout 2:/.test(document.querySelector('#make-status')?.textContent), null, {
    timeout: 30000,
  });
  assert.notEqual(await page.locator('#cw-preview-board').innerHTML(), first, 'the next layout differs');
  await page.click('#cw-play');
  await page.waitForSelector('#board .cell');
  const id = Number(page.url().match(/play\/(\d+)/)[1]);
  const p = await puzzle(id);
  // The two layouts of one word list are two puzzles of the library, told apart by their titles.
  const made = (await page.evaluate(async () => (await fetch('/api/puzzles?kind=crossword&limit=2')).json())).puzzles;
  assert.equal(made[0].id, id);
  assert.match(made[0].title, /^Crossword \d+x\d+, 7 words, layout 2$/);
  assert.match(made[1].title, /^Crossword \d+x\d+, 7 words$/);
  const moon = p.doc.entries.find((e) => e.answer === 'MOON');
  assert.equal(moon.direction, 'across', 'the across preference is kept');
  assert.ok((await page.locator('#clues-across li', { hasText: 'Natural satellite' }).count()) === 1);
  await typeGrid(p.doc);
  await solvedMessage();
});

test('grid filler: its Make tab is the constructor; a grid with a block is autofilled, saved and played', async () => {
  await page.goto(`${base}#/make/fill`);
  await page.waitForSelector('#cx-grid .cell');
  await page.selectOption('#cx-size', '5');
  await page.click('#btn-new');
  await page.waitForFunction(() => document.querySelectorAll('#cx-grid .cell').length === 25);
  await page.click('#cx-grid .cell[data-i="4"]');
  await page.click('#btn-block'); // with its twin through the centre, cell 20
  await page.click('#btn-make'); // Autofill grid
  await page.waitForSelector('#cx-grid .cell.ghost', { timeout: 30000 });
  await page.click('#btn-accept-all');
  await page.click('#btn-mode-clues');
  await page.click('#btn-save-crossword');
  await page.click('#cx-play');
  await page.waitForSelector('#board .cell');
  const id = Number(page.url().match(/play\/(\d+)/)[1]);
  const p = await puzzle(id);
  assert.equal(p.doc.grid[0][4], '#');
  assert.equal(p.doc.grid[4][0], '#');
  await typeGrid(p.doc);
  await solvedMessage();
});

test('save and restore: a game in progress survives a reload and a server restart', async () => {
  const id = await make('sudoku', async () => {
    await page.fill('#f-seed', '11');
  });
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
  await page.waitForFunction(() => /Game saved/.test(document.querySelector('#message')?.textContent));
  await page.reload();
  await page.waitForSelector('#board .cell');
  await page.waitForFunction(() => /saved game is back/.test(document.querySelector('#message')?.textContent));
  // Restart the server on the same library.
  await restartServer();
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
    // One paper for every kind (the browser's language, en-US here, first makes it Letter), and
    // the one chosen is kept for the next print.
    if (kinds.size === 1) assert.equal(await page.inputValue('#print-paper'), 'letter');
    for (const [choice, box] of [
      ['a4', '595 842'],
      ['letter', '612 792'],
    ]) {
      await page.selectOption('#print-paper', choice);
      const [popup] = await Promise.all([page.waitForEvent('popup'), page.click('#btn-print-pdf')]);
      const url = popup.url();
      await popup.close();
      const pdf = (await (await page.request.get(url)).body()).toString('latin1');
      const boxes = pdf.match(/\/MediaBox \[ 0 0 \d+ \d+ \]/g) || [];
      assert.ok(boxes.length >= 1 && boxes.every((b) => b.includes(box)), `${p.kind} on ${choice}: ${boxes}`);
    }
    await page.selectOption('#print-paper', 'a4');
  }
  assert.deepEqual([...kinds].sort(), ['crossword', 'fillin', 'starbattle', 'sudoku']);
  // The choice is kept: a fresh page of the app shows it.
  await page.goto(`${base}#/play/${list.puzzles[0].id}`);
  await page.waitForSelector('#btn-print-pdf');
  assert.equal(await page.inputValue('#print-paper'), 'a4');
  // A browser in German starts on A4.
  const german = await browser.newPage({ locale: 'de-DE' });
  await german.goto(`${base}#/play/${list.puzzles[0].id}`);
  await german.waitForSelector('#btn-print-pdf');
  assert.equal(await german.inputValue('#print-paper'), 'a4');
  await german.close();
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
  await page.waitForFunction(() =>
    [...document.querySelectorAll('#library tbody tr[data-id]')].every((r) => /Star Battle/.test(r.textContent)),
  );
  const row = page.locator('#library tbody tr[data-id]').first();
  const id = await row.getAttribute('data-id');
  await row.locator('button.delete').click();
  await page.waitForFunction((i) => !document.querySelector(`#library tr[data-id="${i}"]`), id);
  const gone = await page.evaluate(async (i) => (await fetch(`/api/puzzles/${i}`)).status, id);
  assert.equal(gone, 404);
});

const PAGES = [
  ['', '#library tbody tr'],
  ['#/make/sudoku', '#form-sudoku'],
  ['#/make/starbattle', '#form-starbattle'],
  ['#/make/fillin', '#form-fillin'],
  ['#/make/crossword', '#cw-word'],
  ['#/make/fill', '#cx-grid .cell'],
  ['#/import', '#import-text'],
  ['#/help', '.help p'],
];

test('every page and board at 1280x800 and 375x740: nothing scrolls sideways, boards drawn whole', async () => {
  // One puzzle of each kind, made through the API with fixed seeds.
  const made = {};
  for (const [name, kind, params] of [
    ['sudoku', 'sudoku', { level: 'easy', seed: 1 }],
    ['sudoku-x', 'sudoku', { diagonals: true, level: 'easy', seed: 2 }],
    ['starbattle', 'starbattle', { size: 10, stars: 2, seed: 3 }],
    ['fillin', 'fillin', { width: 9, height: 9, seed: 4 }],
    [
      'crossword',
      'crossword',
      {
        words:
          'planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor\nmoon: Natural satellite\nstar: Sun, for one\nnova: Bright star\ncrater: Impact mark',
        seed: 5,
      },
    ],
  ]) {
    made[name] = await page.evaluate(
      async ([k, p]) => {
        const start = await (
          await fetch('/api/make', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ kind: k, params: p }),
          })
        ).json();
        for (;;) {
          const j = await (await fetch(`/api/jobs/${start.job}`)).json();
          if (j.status !== 'running') return j.result;
          await new Promise((r) => setTimeout(r, 20));
        }
      },
      [kind, params],
    );
    assert.ok(made[name] && made[name].id, `${name} was made`);
  }
  for (const [vw, vh, minSide] of [
    [1280, 800, 20],
    [375, 740, 14],
  ]) {
    await page.setViewportSize({ width: vw, height: vh });
    for (const [route, drawn] of PAGES) {
      await looking(`${vw}-page-${route || 'library'}`, async () => {
        await page.goto(`${base}${route}`);
        // (Once its own content is there and painted: a fixed 150 ms before, which a slow
        // machine could outlast.)
        await page.waitForSelector(drawn);
        await painted(page);
        await noSidewaysScroll(`${route || 'library'} at ${vw}px`);
      });
    }
    for (const [name, p] of Object.entries(made)) {
      await looking(`${vw}-play-${name}`, async () => {
        await page.goto(`${base}#/play/${p.id}`);
        await page.waitForSelector('#board .cell');
        const d = p.doc;
        const cells = d.size ? d.size * d.size : d.width * d.height; // square boards have a size
        await boardDrawn('#board', cells, minSide);
        await squaresOnTheDrawing(p.id);
        await noSidewaysScroll(`${name} at ${vw}px`);
      });
    }
  }
  await page.setViewportSize({ width: 1280, height: 1000 });
});

test('sudoku-x: the diagonals count for highlighting, Fill candidates and pencil marks', async () => {
  const id = await make('sudoku', async () => {
    await page.check('#f-diagonals');
    await page.fill('#f-seed', '7');
  });
  const p = await puzzle(id);
  assert.equal(p.doc.diagonals, true);
  // A given on a main diagonal and an empty square on the same diagonal in another box (so in
  // another row and column too).
  const diagonals = [(i) => i % 9 === Math.floor(i / 9), (i) => (i % 9) + Math.floor(i / 9) === 8];
  const box = (i) => Math.floor(Math.floor(i / 9) / 3) * 3 + Math.floor((i % 9) / 3);
  let given = -1,
    other = -1;
  for (const on of diagonals) {
    for (let i = 0; i < 81 && other < 0; ++i) {
      if (!on(i) || p.doc.givens[i] === '.') continue;
      for (let j = 0; j < 81; ++j) {
        if (on(j) && p.doc.givens[j] === '.' && box(j) !== box(i)) {
          given = i;
          other = j;
          break;
        }
      }
    }
  }
  assert.ok(other >= 0, 'a given and an empty square on a diagonal');
  await looking('sudoku-x', async () => {
    await page.click(`#board .cell[data-i="${given}"]`);
    assert.ok(
      (await page.getAttribute(`#board .cell[data-i="${other}"]`, 'class')).includes('peer'),
      'a diagonal square is highlighted as a peer',
    );
    // ... and it shows: its shade differs from the plain diagonal's.
    const shades = await page.evaluate(
      ([o]) => {
        const bg = (i) => getComputedStyle(document.querySelector(`#board .cell[data-i="${i}"]`)).backgroundColor;
        const plain = [...document.querySelectorAll('#board .cell.diag')].find(
          (c) => !c.classList.contains('peer') && !c.classList.contains('selected'),
        );
        return [bg(o), plain ? getComputedStyle(plain).backgroundColor : ''];
      },
      [other],
    );
    assert.notEqual(shades[0], shades[1], `the diagonal peer's shade ${shades[0]} is the plain diagonal's`);
    await page.click('#btn-marks');
    const text = await page.locator(`#board .cell[data-i="${other}"] .pencil`).innerText();
    assert.ok(
      !text.includes(p.doc.givens[given]),
      `the candidates of r${Math.floor(other / 9) + 1}c${(other % 9) + 1} (${text.replace(/\s+/g, '')}) leave out the diagonal's given ${p.doc.givens[given]}`,
    );
  });
});

test("crossword maker: the preview is drawn like the player's grid, not stretched over the page", async () => {
  await page.goto(`${base}#/make/crossword`);
  await page.locator('#cw-paste').evaluate((d) => (d.open = true)); // (the list as text, for pasting)
  await page.fill(
    '#cw-words',
    'planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor with a tail\nmoon: Natural satellite\nstar: Sun, for one',
  );
  await page.click('#btn-make');
  await page.waitForFunction(() => /Layout 1:/.test(document.querySelector('#make-status')?.textContent), null, {
    timeout: 30000,
  });
  await looking('maker-preview', async () => {
    // The preview is the print's drawing of the board, answers in: every letter, squares of a
    // preview's size (about 1.6 rem), the drawing's own shape.
    const id = Number((await page.getAttribute('#cw-play', 'href')).match(/play\/(\d+)/)[1]);
    const d = (await puzzle(id)).doc;
    const b = await page.evaluate(() => {
      const svg = document.querySelector('#cw-preview-board svg');
      const r = svg.getBoundingClientRect();
      return {
        width: r.width,
        height: r.height,
        letters: [...svg.querySelectorAll('text')].map((t) => t.textContent).filter((t) => /^[A-Z]$/.test(t)),
      };
    });
    const letters = d.grid.join('').replace(/#/g, '');
    assert.equal(
      b.letters.sort().join(''),
      [...letters].sort().join(''),
      'the preview shows every letter of the layout',
    );
    const side = b.width / (d.width + 0.25); // the drawing has a margin of an eighth of a square
    assert.ok(side >= 15 && side <= 30, `a ${d.width}-column preview is ${b.width} px wide`);
    assert.ok(
      Math.abs(b.width / b.height - (d.width * 32 + 8) / (d.height * 32 + 8)) < 0.02,
      `the preview is ${b.width}x${b.height} px`,
    );
  });
});

test('crossword: Tab moves between clues in the grid, Escape lets the keyboard reach the buttons', async () => {
  await page.goto(`${base}#/make/crossword`);
  await page.locator('#cw-paste').evaluate((d) => (d.open = true)); // (the list as text, for pasting)
  await page.fill(
    '#cw-words',
    'planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor with a tail\nmoon: Natural satellite\nstar: Sun, for one',
  );
  await page.click('#btn-make');
  await page.waitForFunction(() => /Layout 1:/.test(document.querySelector('#make-status')?.textContent), null, {
    timeout: 30000,
  });
  await page.click('#cw-play');
  await page.waitForSelector('#board .cell');
  await looking('crossword-keyboard', async () => {
    const first = await page.evaluate(() =>
      [...document.querySelectorAll('#board .cell')].findIndex(
        (c) => !c.classList.contains('void') && !c.classList.contains('block'),
      ),
    );
    await page.click(`#board .cell[data-i="${first}"]`);
    const before = await page.locator('#clues-across li.current, #clues-down li.current').innerText();
    await page.keyboard.press('Tab');
    const after = await page.locator('#clues-across li.current, #clues-down li.current').innerText();
    assert.notEqual(after, before, 'Tab moves to the next clue');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    const tag = await page.evaluate(() => document.activeElement.tagName + ' ' + document.activeElement.id);
    assert.ok(/^(BUTTON|A|INPUT)/.test(tag), `after Escape, Tab reaches a control (focus: ${tag})`);
    // Help says how.
    await page.goto(`${base}#/help`);
    assert.match(await page.locator('.help').innerText(), /Escape leaves the grid/);
  });
});

test('levels: the web form offers only the levels it can make, and says where the others are made', async () => {
  await page.goto(`${base}#/make/sudoku`);
  await page.waitForSelector('#f-level option[value="extreme"]', { state: 'attached' });
  await looking('levels', async () => {
    // Diabolical (Sudoku Explainer 9.0 and up) is made in seconds at 9x9; "beyond" is never made.
    assert.equal(await page.locator('#f-level option[value="diabolical"]').count(), 1);
    assert.equal(await page.locator('#f-level option[value="beyond"]').count(), 0);
    assert.match(await page.locator('#note-beyond').innerText(), /never makes/);
    // 4x4 Sudoku is made in time only at beginner; the form says why the others are missing.
    await page.selectOption('#f-size', '4');
    assert.deepEqual(await page.locator('#f-level option').evaluateAll((os) => os.map((o) => o.value)), [
      'any',
      'beginner',
    ]);
    assert.match(await page.locator('#levels-note').innerText(), /easy \(needs a side of 6 or more\)/);
    // Star Battle with one star: no medium or extreme.
    await page.goto(`${base}#/make/starbattle`);
    await page.fill('#f-stars', '1');
    await page.fill('#f-size', '8');
    await page.dispatchEvent('#f-size', 'change');
    const offered = await page.locator('#f-level option').evaluateAll((os) => os.map((o) => o.value));
    assert.deepEqual(offered, ['any', 'easy', 'hard', 'expert']);
    assert.match(await page.locator('#levels-note').innerText(), /medium \(needs 2 stars or more\)/);
  });
});

test('reveal all: a revealed grid is recorded as revealed, not as a win', async () => {
  // A grid filled by the grid filler (its kind's make, through the API), played.
  const id = await page.evaluate(async () => {
    const post = (path, body) =>
      fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const { job } = await (
      await post('/api/make', {
        kind: 'fill',
        params: { pattern: '....#\n.....\n.....\n.....\n#....', seed: 1, quality_time: 0 },
      })
    ).json();
    for (;;) {
      const j = await (await fetch(`/api/jobs/${job}`)).json();
      if (j.status !== 'running') return j.result.id;
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  await page.goto(`${base}#/play/${id}`);
  await page.waitForSelector('#board .cell');
  await looking('reveal-all', async () => {
    await page.click('#btn-menu'); // the crossword player's Check / reveal menu
    await page.click('#btn-reveal-all');
    await page.waitForFunction(() => /Saved \(revealed\)/.test(document.querySelector('#status')?.textContent), null, {
      timeout: 15000,
    });
    assert.doesNotMatch(await page.locator('#message').innerText(), /Well done|Solved in/);
    const p = await puzzle(id);
    assert.equal(p.solved, false);
    assert.equal(p.revealed, true);
    await page.goto(`${base}#/`);
    await page.waitForSelector(`tr[data-id="${id}"]`);
    assert.match(await page.locator(`tr[data-id="${id}"]`).innerText(), /revealed/);
  });
});

test('import: a .puz file chosen on the Import page keeps its own title and author, shown on the play page', async () => {
  await page.goto(`${base}#/import`);
  await page.setInputFiles('#import-file', join(sourceDir, 'tests/data/crossword-features/rebus-circles.puz'));
  await page.waitForFunction(() => /binary Across Lite file/.test(document.querySelector('#import-text').value));
  assert.equal(await page.inputValue('#import-title'), '', "the title box is left for a title of the user's own");
  await page.click('#btn-import');
  await page.waitForURL(/#\/play\/\d+$/);
  await page.waitForSelector('#board .cell');
  assert.match(await page.locator('h1').textContent(), /^Stars & circles/);
  assert.match(await page.locator('#byline').textContent(), /^By Test Setter · CC0 2026 the puzzlesmith authors$/);
  const id = Number(page.url().match(/play\/(\d+)/)[1]);
  assert.equal((await puzzle(id)).title, 'Stars & circles');
  // A pasted text without a title of its own, sent with a file's name, is called by that name;
  // a title typed in the box wins over both.
  const named = await page.evaluate(async () => {
    const post = async (body) =>
      (
        await fetch('/api/import', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    const line = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
    return [
      (await post({ text: line, name: 'hardest-17.txt' })).title,
      (await post({ text: line, name: 'hardest-17.txt', title: 'Mine' })).title,
    ];
  });
  assert.deepEqual(named, ['hardest-17', 'Mine']);
});

test("import: a crossword file's notes are kept and shown above the grid", async () => {
  await page.goto(base);
  const id = await page.evaluate(async () => {
    const post = async (path, body) =>
      (
        await fetch(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json();
    const start = await post('/api/make', {
      kind: 'crossword',
      params: { words: 'apple: Fruit\nbanana: Yellow fruit\ncherry: Red fruit\nlemon: Sour fruit', seed: 3 },
    });
    let job;
    do {
      await new Promise((r) => setTimeout(r, 20));
      job = await (await fetch(`/api/jobs/${start.job}`)).json();
    } while (job.status === 'running');
    const ipuz = JSON.parse(await (await fetch(`/api/puzzles/${job.result.id}/export?format=ipuz`)).text());
    ipuz.notes = 'Every answer is a fruit.';
    return (await post('/api/import', { text: JSON.stringify(ipuz), format: 'ipuz', title: 'Fruit with notes' })).id;
  });
  await page.goto(`${base}#/play/${id}`);
  await page.waitForSelector('#board .cell');
  await looking('notes', async () => {
    assert.match(await page.locator('#notes').innerText(), /Every answer is a fruit\./);
    const exported = await page.evaluate(async (i) => (await fetch(`/api/puzzles/${i}/export?format=ipuz`)).text(), id);
    assert.match(exported, /Every answer is a fruit\./);
  });
});

test('share: a game ID link opens the puzzle with no library entry, again with its saved game; a seeded link makes it', async () => {
  // A Sudoku from its game ID alone, as someone given the link would open it.
  const id = 'sudoku/9:4e8a5a3j7f2e6e8a4f1g6a3a7a5b2e1a4f';
  await page.goto(`${base}#/play?id=${encodeURIComponent(id)}`);
  await page.waitForURL(/#\/play\/\d+$/, { timeout: 30000 });
  await page.waitForSelector('#board .cell');
  const first = Number(page.url().match(/play\/(\d+)/)[1]);
  const p = await puzzle(first);
  assert.equal(p.game_id, id);
  assert.equal(p.doc.givens, '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
  await looking('share-game-id', async () => {
    assert.equal(await page.locator('#game-id').textContent(), id);
    // Share puts the same link on the clipboard (or shows it where the clipboard is refused).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.click('#btn-share');
    await page.waitForFunction(() =>
      /Link copied|Copy this link/.test(document.querySelector('#message')?.textContent),
    );
    const link = await page.evaluate(() => navigator.clipboard.readText().catch(() => ''));
    if (link) assert.equal(decodeURIComponent(link.split('#/play?id=')[1]), id);
  });
  // A value typed and saved comes back when the link is opened again; no second copy is stored.
  const empty = await page.evaluate(() =>
    [...document.querySelectorAll('#board .cell')].findIndex((c) => !c.textContent.trim()),
  );
  await page.click(`#board .cell >> nth=${empty}`);
  await page.keyboard.type(String(Number(p.doc.solution[empty])));
  await page.click('#btn-save');
  await page.waitForFunction(() => /Saved/.test(document.querySelector('#status')?.textContent));
  await page.goto(`${base}#/library`);
  await page.goto(`${base}#/play?id=${encodeURIComponent(id)}`);
  await page.waitForURL(new RegExp(`#/play/${first}$`), { timeout: 30000 });
  await page.waitForSelector('#board .cell');
  assert.equal((await page.locator(`#board .cell >> nth=${empty}`).textContent()).trim(), p.doc.solution[empty]);
  // A seeded ID is made again on this server, with progress, then played.
  const seeded = 'starbattle/size=6,stars=1,level=any#11';
  await page.goto(`${base}#/play?id=${encodeURIComponent(seeded)}`);
  await page.waitForURL(/#\/play\/\d+$/, { timeout: 60000 });
  await page.waitForSelector('#board .cell');
  const s = await puzzle(Number(page.url().match(/play\/(\d+)/)[1]));
  assert.equal(s.seed_id, seeded);
  assert.equal(await page.locator('#board .cell').count(), 36);
  // A broken link says so instead of opening something else.
  await page.goto(`${base}#/play?id=${encodeURIComponent('sudoku/9:12')}`);
  await page.waitForFunction(() => /does not open a puzzle/.test(document.querySelector('#open-status')?.textContent));
});

test('another site: its page cannot change the library (fetch, JSON or a form) nor read it', async () => {
  const total = async () => (await (await fetch(`${base}api/puzzles`)).json()).total;
  const before = await total();
  const sudoku = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
  // A page of another origin (another port) with a form that posts a puzzle as plain text.
  const evil = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(
      `<!doctype html><title>elsewhere</title><form id="f" method="post" enctype="text/plain" action="${base}api/import"><input name='{"text":"${sudoku}","title":"' value='x"}'></form>`,
    );
  });
  await new Promise((resolve) => evil.listen(0, '127.0.0.1', resolve));
  const other = await browser.newPage();
  try {
    await other.goto(`http://127.0.0.1:${evil.address().port}/`);
    const r = await other.evaluate(
      async ([b, s]) => {
        const out = {};
        // A "simple" request: sent without asking, its answer unreadable.
        await fetch(`${b}api/import`, {
          method: 'POST',
          mode: 'no-cors',
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify({ text: s }),
        });
        await fetch(`${b}api/make`, {
          method: 'POST',
          mode: 'no-cors',
          body: JSON.stringify({ kind: 'sudoku', params: { size: 16, level: 'extreme' } }),
        });
        // JSON needs the server's leave first, which it never gives.
        try {
          await fetch(`${b}api/import`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ text: s }),
          });
          out.json = 'answered';
        } catch (e) {
          out.json = 'blocked';
        }
        try {
          await (await fetch(`${b}api/puzzles`)).json();
          out.read = 'read';
        } catch (e) {
          out.read = 'blocked';
        }
        return out;
      },
      [base, sudoku],
    );
    assert.equal(r.json, 'blocked', 'a JSON post from another site was answered');
    assert.equal(r.read, 'blocked', 'another site read the library');
    await Promise.all([other.waitForNavigation(), other.evaluate(() => document.getElementById('f').submit())]);
    assert.match(await other.textContent('body'), /refused/, 'the form post is refused');
  } finally {
    await other.close();
    evil.close();
  }
  assert.equal(await total(), before, 'a page of another site changed the library');
  const jobs = await (await fetch(`${base}api/health`)).json();
  assert.equal(jobs.running_jobs, 0, 'a page of another site started a job');
});
