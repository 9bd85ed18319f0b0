// Browser tests of the Star Battle player (web/starbattle.js): a puzzle played to the end by
// keyboard at 1280x800 and by taps at 375x740, auto dots and undo, a unit that can no longer get
// its stars, saved positions across a reload, hints that outline their unit (and give a deduction
// whole, in a solver's words), the zones export named with its stars and imported back, the
// puzz.link URL, the colours' contrast, and screenshots in both themes for a person to look at.
// Run: PS_BINARY=... PS_SOURCE_DIR=... node --test tests/browser/starbattle.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
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
  puzzle,
  shot,
  solved,
  useServerAndBrowser,
} from './harness.mjs';

useServerAndBrowser();

const SMALL = { size: 6, stars: 1, seed: 3 },
  BIG = { size: 10, stars: 2, seed: 3 };
// The solution's stars, as square numbers in reading order.
const solutionStars = (p) =>
  p.doc.solution
    .flatMap((row, y) => [...row].map((c, x) => (c === '*' ? y * p.doc.size + x : -1)))
    .filter((i) => i >= 0);
// The marks the board shows: 0 empty, 1 star, 2 dot.
const marksOf = (page) =>
  page.$$eval('#board .cell', (cs) =>
    cs.map((c) => (c.classList.contains('star') ? 1 : c.classList.contains('dot') ? 2 : 0)),
  );
const cell = (page, i) => page.locator(`#board .cell[data-i="${i}"]`);
const message = (page) => page.locator('#message').innerText();
// Makes a puzzle and opens it in a fresh page; resolves to {page, p}.
async function open(params, size = DESKTOP, opts = {}) {
  const page = await newPage(browser, size, opts);
  const p = await makeByApi(page, base, 'starbattle', params);
  await play(page, base, p.id);
  return { page, p };
}
function noErrors(page) {
  assert.deepEqual(page.errors.map(String), [], 'errors in the page');
}

// WCAG contrast of two CSS colours "rgb(r, g, b)".
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c
      .match(/\d+(\.\d+)?/g)
      .slice(0, 3)
      .map(Number)
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
}

test('keyboard: arrows move a cursor, S and D mark, and a 6x6 puzzle is played to the end at 1280x800', async () => {
  const { page, p } = await open(SMALL);
  const n = p.doc.size;
  assert.match(await message(page), /arrows move/, 'the intro names the keys');
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  assert.equal(
    await page.locator('#board .cell.cursor').getAttribute('data-i'),
    String(n + 1),
    'the cursor moved right and down',
  );
  assert.equal(
    await cell(page, n + 1).evaluate((c) => getComputedStyle(c).outlineStyle),
    'dashed',
    'the cursor is visible',
  );
  await page.keyboard.press('s');
  assert.equal((await marksOf(page))[n + 1], 1, 'S places a star');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('d');
  assert.equal((await marksOf(page))[n + 1], 2, 'D places a dot');
  await page.keyboard.press('Space');
  assert.equal((await marksOf(page))[n + 1], 0, 'Space cycles a dot to blank');
  await page.keyboard.press('Control+z');
  assert.equal((await marksOf(page))[n + 1], 2, 'Ctrl+Z takes the last step back');
  await page.keyboard.press('Delete');
  // Walk to each of the solution's stars and press S (the last by Enter).
  let at = n + 1;
  const stars = solutionStars(p);
  for (const [j, s] of stars.entries()) {
    while (at % n < s % n) {
      await page.keyboard.press('ArrowRight');
      ++at;
    }
    while (at % n > s % n) {
      await page.keyboard.press('ArrowLeft');
      --at;
    }
    while (at < s) {
      await page.keyboard.press('ArrowDown');
      at += n;
    }
    while (at > s) {
      await page.keyboard.press('ArrowUp');
      at -= n;
    }
    if (j === stars.length - 1) await shot(page, 'starbattle-1280-keyboard-before-last');
    await page.keyboard.press(j === stars.length - 1 ? 'Enter' : 's');
  }
  await solved(page);
  await shot(page, 'starbattle-1280-keyboard-solved');
  assert.equal((await puzzle(page, p.id)).solved, true);
  noErrors(page);
  await page.context().close();
});

test('touch: a 10x10 puzzle with 2 stars is played to the end by taps at 375x740', async () => {
  const { page, p } = await open(BIG, PHONE, { touch: true });
  // (Drawn: the board's box is the same from its first frame on; a fixed 200 ms before.)
  await painted(page);
  await noSidewaysScroll(page, 'Star Battle at 375px');
  const box = await page.locator('#board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= PHONE.width, `the board fits the width (${box.x} + ${box.width})`);
  assert.ok(
    box.y >= 0 && box.y + box.height <= PHONE.height,
    `the board is inside the window (${box.y} to ${box.y + box.height})`,
  );
  const check = await page.locator('#btn-check').boundingBox();
  assert.ok(check.y >= 0, 'the Check and Hint buttons are in view with the board');
  for (const id of ['#btn-check', '#btn-hint', '#btn-undo', '#btn-checkpoint', '#btn-restore']) {
    const b = await page.locator(id).boundingBox();
    assert.ok(b.height >= 40, `${id} is ${b.height}px tall`);
  }
  assert.doesNotMatch(await message(page), /arrows/, 'a phone is not told about keys');
  await shot(page, 'starbattle-375-start');
  const stars = solutionStars(p);
  for (const s of stars) await cell(page, s).tap();
  await solved(page);
  await noSidewaysScroll(page, 'Star Battle solved at 375px');
  await shot(page, 'starbattle-375-solved');
  // The puzz.link URL, a long word, wraps in the message line.
  await page.locator('#btn-puzzlink').tap();
  await page.waitForFunction(() => /puzz\.link URL: https:/.test(document.querySelector('#message')?.textContent));
  await noSidewaysScroll(page, 'the puzz.link URL at 375px');
  await page.locator('#message').scrollIntoViewIfNeeded();
  await shot(page, 'starbattle-375-puzzlink');
  noErrors(page);
  await page.context().close();
});

test('auto dots: a star dots what it rules out, undo takes the whole action back, and only its own dots go with it', async () => {
  const { page, p } = await open(SMALL);
  const n = p.doc.size,
    zone = (i) => p.doc.zones[Math.floor(i / n)][i % n];
  assert.equal(await page.isChecked('#auto-dots'), false, 'off at first');
  await page.check('#auto-dots');
  const star = n + 1; // r2c2
  await cell(page, 0).click({ button: 'right' }); // the player's own dot, a neighbour
  await cell(page, star).click();
  const want = Array(n * n).fill(0);
  for (let i = 0; i < n * n; ++i) {
    const near = Math.abs((i % n) - (star % n)) <= 1 && Math.abs(Math.floor(i / n) - Math.floor(star / n)) <= 1;
    // One star a unit: its row, column and zone are full.
    if (near || i % n === star % n || Math.floor(i / n) === Math.floor(star / n) || zone(i) === zone(star)) want[i] = 2;
  }
  want[star] = 1;
  assert.deepEqual(await marksOf(page), want, 'the neighbours and the rest of its row, column and zone are dotted');
  await shot(page, 'starbattle-1280-auto-dots');
  await page.click('#btn-undo');
  const only = Array(n * n).fill(0);
  only[0] = 2;
  assert.deepEqual(await marksOf(page), only, 'one undo takes back the star and all its dots');
  await page.click('#btn-redo');
  assert.deepEqual(await marksOf(page), want, 'redo brings them back');
  await cell(page, star).click(); // star -> dot: the star goes, its dots with it
  const after = only.slice();
  after[star] = 2;
  assert.deepEqual(await marksOf(page), after, "taking the star away takes back its dots, not the player's");
  // Two stars share dots: taking one away keeps the dots the other still rules out.
  await cell(page, star).click(); // dot -> blank
  await cell(page, star).click(); // star again
  const other = 4 * n + 4; // r5c5: not touching r2c2
  if (want[other] === 0) {
    await cell(page, other).click();
    await cell(page, star).click();
    const m = await marksOf(page);
    for (let i = 0; i < n * n; ++i) {
      const near = Math.abs((i % n) - (other % n)) <= 1 && Math.abs(Math.floor(i / n) - Math.floor(other / n)) <= 1;
      if (near && i !== other)
        assert.equal(m[i], 2, `r${Math.floor(i / n) + 1}c${(i % n) + 1} is still ruled out by r5c5`);
    }
  }
  // The setting is remembered.
  await page.reload();
  await page.waitForSelector('#board .cell');
  assert.equal(await page.isChecked('#auto-dots'), true, 'Auto dots stays on after a reload');
  noErrors(page);
  await page.context().close();
});

test('a unit that can no longer get its stars is outlined and named at once', async () => {
  const { page, p } = await open(BIG);
  const n = p.doc.size;
  // Row 3 keeps two free squares side by side: two stars cannot both go there.
  for (let x = 2; x < n; ++x) await cell(page, 2 * n + x).click({ button: 'right' });
  await page.waitForFunction(() =>
    /Row 3 cannot get its 2 stars any more/.test(document.querySelector('#rule-breaks')?.textContent),
  );
  assert.match(await message(page), /Row 3 cannot get its 2 stars any more/, 'the message line says it');
  for (let x = 0; x < n; ++x)
    assert.match(await cell(page, 2 * n + x).getAttribute('class'), /broken/, 'the row is marked');
  assert.match(
    await cell(page, 2 * n).evaluate((c) => getComputedStyle(c).boxShadow),
    /rgb\(179, 38, 30\)/,
    'outlined in red',
  );
  await shot(page, 'starbattle-1280-broken-row');
  await page.click('#btn-undo');
  assert.doesNotMatch(
    await page.locator('#rule-breaks').innerText(),
    /Row 3/,
    'one free square more: no longer broken',
  );
  assert.doesNotMatch(await cell(page, 2 * n).getAttribute('class'), /broken/);
  // A star beside the last free squares of a zone breaks it too.
  await page.click('#btn-clear');
  const zoneOf = (i) => p.doc.zones[Math.floor(i / n)][i % n];
  const z = zoneOf(0),
    cells = [...Array(n * n).keys()].filter((i) => zoneOf(i) === z);
  for (const c of cells.slice(1)) await cell(page, c).click({ button: 'right' });
  await cell(page, cells[0]).click(); // one star, and no square left for the second
  await page.waitForFunction(() =>
    /The zone holding r1c1 cannot get its 2 stars/.test(document.querySelector('#rule-breaks')?.textContent),
  );
  noErrors(page);
  await page.context().close();
});

test('saved position: Save position, more moves, Restore position brings the exact marks back, after a reload too', async () => {
  const { page, p } = await open(BIG);
  const n = p.doc.size;
  assert.equal(await page.isDisabled('#btn-restore'), true, 'nothing to restore yet');
  const [a, b] = solutionStars(p);
  await cell(page, a).click();
  // (Its message counts the stars in words that agree with the number.)
  await page.click('#btn-checkpoint');
  assert.match(await message(page), /^Position saved \(1 star\)\./);
  await cell(page, n * n - 1).click({ button: 'right' });
  await cell(page, b).click();
  const kept = await marksOf(page);
  await page.click('#btn-checkpoint');
  await page.waitForFunction(() => /Position saved/.test(document.querySelector('#message')?.textContent));
  assert.match(await message(page), /^Position saved \(2 stars\)\./);
  await cell(page, a).click(); // star -> dot
  await cell(page, 5 * n + 5).click();
  assert.notDeepEqual(await marksOf(page), kept);
  await page.click('#btn-restore');
  assert.deepEqual(await marksOf(page), kept, 'the saved marks are back');
  await page.click('#btn-undo');
  assert.notDeepEqual(await marksOf(page), kept, 'undo takes the restore back');
  const moved = await marksOf(page);
  await page.click('#btn-save');
  await page.waitForFunction(() => /Game saved/.test(document.querySelector('#message')?.textContent));
  const stored = (await puzzle(page, p.id)).game;
  assert.deepEqual(stored.state.checkpoint.marks, kept, 'the server keeps the saved position in the game');
  await page.reload();
  await page.waitForSelector('#board .cell');
  assert.deepEqual(await marksOf(page), moved, 'the game is back as it was');
  await page.click('#btn-restore');
  assert.deepEqual(await marksOf(page), kept, 'the saved position survives a reload');
  noErrors(page);
  await page.context().close();
});

test('hint: outlines what it looks at, marks what it settles, and Apply hint makes progress', async () => {
  const { page, p } = await open(BIG);
  const decided = async () => (await marksOf(page)).filter((m) => m).length;
  for (let round = 0; round < 3; ++round) {
    // The answer to this press (the message may still hold the last round's hint).
    await Promise.all([page.waitForResponse((r) => r.url().endsWith('/hint')), page.click('#btn-hint')]);
    await page.waitForFunction(() => /^Hint \(/.test(document.querySelector('#message')?.textContent));
    assert.ok((await page.locator('#board .cell.unit').count()) > 0, 'the hint outlines its unit');
    assert.ok((await page.locator('#board .cell.target').count()) > 0, 'the hint marks the squares it settles');
    const edge = await page.$$eval('#board .cell.unit', (cs) => cs.map((c) => getComputedStyle(c).boxShadow).join(' '));
    assert.match(edge, /rgb\(31, 79, 168\)/, 'the unit is outlined in blue');
    if (round === 0) await shot(page, 'starbattle-1280-hint');
    const before = await decided();
    await page.click('#btn-apply');
    assert.ok((await decided()) > before, 'Apply hint decides more squares');
    assert.equal(await page.locator('#board .cell.unit').count(), 0, 'the outline goes once applied');
  }
  noErrors(page);
  await page.context().close();
});

test("hint: the first hint on an empty 10x10 two-star board settles several squares, in a solver's words", async () => {
  const { page, p } = await open(BIG);
  await Promise.all([page.waitForResponse((r) => r.url().endsWith('/hint')), page.click('#btn-hint')]);
  await page.waitForFunction(() => /^Hint \(/.test(document.querySelector('#message')?.textContent));
  const text = await message(page);
  // One deduction whole: every square whose star would starve the same zone, with why.
  assert.match(
    text,
    /^Hint \(no room\): A star at .* would leave the zone holding r\d+c\d+ .*two-by-two block.*\. So (both|all \w+) are empty\./,
    text,
  );
  assert.doesNotMatch(text, /only 0 of| 1 stars|\bzones? \d/, 'no "only 0 of", no "1 stars", no zone numbers');
  const targets = await page.locator('#board .cell.target').count();
  assert.ok(targets > 1, `the hint settles more than one square (${targets})`);
  // The outline holds the zone reasoned about and the squares the hint settles.
  assert.equal(await page.locator('#board .cell.target:not(.unit)').count(), 0, 'every settled square is outlined');
  await page.click('#btn-apply');
  const marks = await marksOf(page);
  assert.equal(marks.filter((m) => m === 2).length, targets, 'Apply hint dots every square the hint settles');
  const solution = solutionStars(p);
  marks.forEach((m, i) => {
    if (m === 2) assert.ok(!solution.includes(i), `r${Math.floor(i / 10) + 1}c${(i % 10) + 1} is no star`);
  });
  noErrors(page);
  await page.context().close();
});

test('zones export: named with its stars, as the Sweet Spots game named its files, and Import brings it back as a two-star board', async () => {
  const { page, p } = await open(BIG);
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-zones')]);
  const name = download.suggestedFilename();
  assert.match(name, /-10-2\.txt$/, name);
  const body = readFileSync(await download.path(), 'utf8');
  assert.deepEqual(
    body
      .trim()
      .split('\n')
      .map((l) => l.trim().split(/\s+/).length),
    Array(10).fill(10),
    'ten lines of ten zone ids, nothing else',
  );
  // Chosen as a file: the name goes with it and says the stars (the Stars box left empty).
  await page.goto(`${base}#/import`);
  assert.equal(await page.inputValue('#import-stars'), '', 'no count is assumed');
  await page.setInputFiles('#import-file', { name, mimeType: 'text/plain', buffer: Buffer.from(body) });
  await page.waitForFunction(() => document.querySelector('#import-text').value.length > 0);
  await page.click('#btn-import');
  await page.waitForURL(/#\/play\/\d+$/);
  await page.waitForSelector('#board .cell');
  const back = await puzzle(page, Number(page.url().match(/play\/(\d+)/)[1]));
  assert.equal(back.doc.stars, 2);
  assert.deepEqual(back.doc.solution, p.doc.solution);
  // Pasted, without a name: the one count that gives one solution, said before it opens.
  await page.goto(`${base}#/import`);
  await page.fill('#import-text', body);
  await page.click('#btn-import');
  await page.waitForSelector('#import-notes');
  assert.match(await page.locator('#import-notes').innerText(), /2 a row, column and zone, the only count/);
  noErrors(page);
  await page.context().close();
});

test('puzz.link URL: copied (or shown) and it opens again through Import', async () => {
  const { page, p } = await open(SMALL);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base.replace(/\/$/, '') });
  await page.click('#btn-puzzlink');
  await page.waitForFunction(() => /puzz\.link URL: /.test(document.querySelector('#message')?.textContent));
  const url = (await message(page)).match(/(https:\/\/\S+)/)[1];
  assert.ok(url.startsWith('https://puzz.link/p?starbattle/6/6/1/'), url);
  if (/Copied/.test(await message(page))) assert.equal(await page.evaluate(() => navigator.clipboard.readText()), url);
  const r = await page.evaluate(
    async (text) =>
      (
        await fetch('/api/import', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ text }),
        })
      ).json(),
    url,
  );
  assert.equal(r.kind, 'starbattle');
  const again = await puzzle(page, r.id);
  // The same zones (numbered as they come in reading order).
  const canon = (zones) => {
    const seen = new Map();
    return zones.flat().map((z) => {
      if (!seen.has(z)) seen.set(z, seen.size);
      return seen.get(z);
    });
  };
  assert.deepEqual(canon(again.doc.zones), canon(p.doc.zones));
  noErrors(page);
  await page.context().close();
});

test('colours: dots, stars and outlines keep 3:1 against every zone colour', async () => {
  const { page } = await open(BIG);
  await cell(page, 0).click();
  await cell(page, 2).click({ button: 'right' });
  const zones = [
    ...new Set(await page.$$eval('#board .cell:not(.bad)', (cs) => cs.map((c) => getComputedStyle(c).backgroundColor))),
  ];
  const dot = await cell(page, 2).evaluate((c) => getComputedStyle(c, '::after').color);
  const star = await cell(page, 0).evaluate((c) => getComputedStyle(c, '::after').color);
  for (const z of zones) {
    for (const [what, c] of [
      ['dot', dot],
      ['star', star],
      ['hint outline', 'rgb(31, 79, 168)'],
      ['broken unit outline', 'rgb(179, 38, 30)'],
    ]) {
      assert.ok(contrast(c, z) >= 3, `${what} ${c} on ${z}: ${contrast(c, z).toFixed(2)}:1`);
    }
  }
  noErrors(page);
  await page.context().close();
});

test('screenshots: a hint and a broken row on a phone in the dark theme, and the desktop in the dark theme', async () => {
  for (const [size, name, touch] of [
    [PHONE, '375', true],
    [DESKTOP, '1280', false],
  ]) {
    const { page, p } = await open(BIG, size, { touch, colorScheme: 'dark' });
    const n = p.doc.size;
    await page.click('#btn-hint');
    await page.waitForFunction(() => /^Hint \(/.test(document.querySelector('#message')?.textContent));
    await shot(page, `starbattle-${name}-dark-hint`);
    await page.click('#btn-apply');
    for (let x = 2; x < n; ++x)
      if ((await marksOf(page))[7 * n + x] === 0) await cell(page, 7 * n + x).click({ button: 'right' });
    await page.waitForFunction(() => /cannot get/.test(document.querySelector('#rule-breaks')?.textContent));
    await noSidewaysScroll(page, `dark at ${name}px`);
    await shot(page, `starbattle-${name}-dark-broken`);
    noErrors(page);
    await page.context().close();
  }
});
