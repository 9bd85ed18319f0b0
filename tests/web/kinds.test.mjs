// The web app without a server (build/web from a plain static file server, no puzzlesmith
// process): every kind made from its Make page, played to solved on its board, its game saved and
// back after a reload, exported as a download and printed; a share link opened in a fresh
// browser profile plays the same puzzle; import of a file and of pasted text (a .jpz refused,
// saying how to convert it); Stop; the pages at 1280x800 and on a 375 px phone.
// Run: PS_SOURCE_DIR=. PS_WEB_DIR=build/web node --test tests/web/kinds.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  DESKTOP,
  PHONE,
  api,
  downloaded,
  makeByApi,
  newPage,
  open,
  play,
  playToEnd,
  shot,
  site,
  sourceDir,
  useSiteAndBrowser,
} from './harness.mjs';

useSiteAndBrowser();

// Makes a puzzle from the Make page (the kind's form or its own maker) and waits for its play page.
async function makeFromPage(page, kind, fill) {
  await open(page, `#/make/${kind}`);
  if (fill) await fill();
  await page.click('#btn-make');
  // (The crossword maker shows the layout first, with a link to play it.)
  if (kind === 'crossword') await page.click('#cw-play', { timeout: 60000 });
  await page.waitForURL(/#\/play\/\d+$/, { timeout: 60000 });
  await page.waitForSelector('#board .cell');
  const id = Number(page.url().match(/play\/(\d+)/)[1]);
  return api(page, 'GET', `/api/puzzles/${id}`);
}

test('the library page, the Make page and a game look right at 1280x800 and on a phone', async () => {
  for (const [size, name] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ]) {
    const page = await newPage(size, { touch: size === PHONE });
    await open(page);
    // (The list is filled once the engine answers; the table's head is drawn before it.)
    await page.waitForSelector('#library-empty');
    assert.match(await page.locator('#library').innerText(), /Nothing here yet/);
    await shot(page, `static-${name}-library`);
    const p = await makeByApi(page, 'sudoku', { level: 'easy', seed: 3 });
    await play(page, p.id);
    await shot(page, `static-${name}-sudoku`);
    await open(page, '#/make');
    await shot(page, `static-${name}-make`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

for (const [kind, fill] of [
  ['sudoku', (page) => page.fill('#f-seed', '7')],
  [
    'starbattle',
    async (page) => {
      await page.fill('#f-size', '6');
      await page.fill('#f-stars', '1');
      await page.fill('#f-seed', '3');
    },
  ],
  [
    'fillin',
    async (page) => {
      await page.fill('#f-width', '7');
      await page.fill('#f-height', '7');
      await page.fill('#f-seed', '2');
    },
  ],
]) {
  test(`${kind}: made, played to solved, saved, back after a reload, exported and printed`, async () => {
    const page = await newPage();
    const p = await makeFromPage(page, kind, () => fill(page));
    assert.equal(p.kind, kind);
    await playToEnd(page, p);
    assert.equal((await api(page, 'GET', `/api/puzzles/${p.id}`)).solved, true, 'kept as solved');
    await page.reload();
    await page.waitForSelector('#board .cell');
    await page.waitForFunction(() => /Solved/.test(document.querySelector('#message')?.textContent));
    // Every export the puzzle offers is a download of the file the engine writes.
    for (const format of p.writes) {
      const file = await downloaded(page, () => page.click(`#export-${format}`));
      assert.ok(file.bytes.length > 0, `${format} is not empty`);
      assert.ok(file.name.length > 0);
    }
    // Print: the print's SVG pages, one a sheet, in a window of their own.
    const [sheet] = await Promise.all([page.waitForEvent('popup'), page.click('#btn-print-pdf')]);
    await sheet.waitForSelector('.sheet svg');
    assert.ok((await sheet.locator('.sheet').count()) >= 1);
    await sheet.close();
    await shot(page, `static-${kind}-solved`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('crossword and grid fill: made by their own Make pages, played to solved', async () => {
  const page = await newPage();
  const cw = await makeFromPage(page, 'crossword', async () => {
    await page.locator('#cw-paste').evaluate((d) => (d.open = true)); // (the list as text, for pasting)
    await page.fill(
      '#cw-words',
      'planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor\nmoon: Natural satellite\nstar: Sun, for one',
    );
  });
  assert.equal(cw.kind, 'crossword');
  await playToEnd(page, cw);
  const fill = await makeByApi(page, 'fill', { pattern: '...#\n....\n....\n#...', seed: 1 });
  await play(page, fill.id);
  await playToEnd(page, fill);
  const ipuz = await downloaded(page, () => page.click('#export-ipuz'));
  assert.match(ipuz.bytes.toString(), /ipuz/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a share link opens the same puzzle in a fresh browser profile, for every kind', async () => {
  const page = await newPage();
  await open(page);
  const kinds = (await api(page, 'GET', '/api/kinds')).kinds;
  for (const k of kinds.filter((x) => x.player)) {
    const p = await makeByApi(page, k.name, k.example);
    await play(page, p.id);
    await page.evaluate(() => {
      navigator.clipboard.writeText = async (t) => {
        window.copied = t;
      };
    });
    await page.click('#btn-share');
    const link = await page.evaluate(() => window.copied);
    assert.ok(link.startsWith(`${site.url}#/play?id=`), link);
    // Someone else, with nothing of ours: the link alone.
    const friend = await newPage();
    await friend.goto(link);
    await friend.waitForURL(/#\/play\/\d+$/, { timeout: 30000 });
    await friend.waitForSelector('#board .cell');
    const theirs = await api(friend, 'GET', `/api/puzzles/${friend.url().match(/play\/(\d+)/)[1]}`);
    assert.equal(theirs.kind, p.kind);
    assert.deepEqual(
      theirs.doc.grid ?? theirs.doc.givens ?? theirs.doc.zones,
      p.doc.grid ?? p.doc.givens ?? p.doc.zones,
    );
    if (k.name === 'sudoku') await shot(friend, 'static-shared-sudoku');
    assert.deepEqual(friend.errors, []);
    await friend.context().close();
  }
  // A seeded ID (a pack's puzzle) is made again from its seed, with its progress.
  const friend = await newPage();
  await friend.goto(`${site.url}#/play?id=${encodeURIComponent('sudoku/size=9,level=easy,symmetry=180#42')}`);
  await friend.waitForURL(/#\/play\/\d+$/, { timeout: 60000 });
  await friend.waitForSelector('#board .cell');
  await friend.context().close();
  await page.context().close();
});

test('Stop ends a make at once, and the next make works', async () => {
  const page = await newPage();
  // (A 20x20 board with 4 stars takes the whole budget: the Stop comes first whatever the machine.)
  await open(page, '#/make/starbattle');
  await page.fill('#f-size', '20');
  await page.fill('#f-stars', '4');
  await page.click('#btn-make');
  await page.waitForFunction(() => !document.querySelector('#btn-stop').disabled);
  await page.click('#btn-stop');
  await page.waitForFunction(() => /Stopped/.test(document.querySelector('#make-status')?.textContent), null, {
    timeout: 10000,
  });
  const p = await makeByApi(page, 'sudoku', { level: 'easy', seed: 9 });
  assert.equal(p.kind, 'sudoku');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('import: a .puz file chosen on the Import page opens to play; a pasted Sudoku too; a .jpz is refused with how to convert it', async () => {
  const page = await newPage();
  await open(page, '#/import');
  await page.setInputFiles('#import-file', join(sourceDir, 'data/crossword/tiny.puz'));
  await page.click('#btn-import');
  await page.waitForURL(/#\/play\/\d+$/, { timeout: 30000 });
  await page.waitForSelector('#board .cell');
  const p = await api(page, 'GET', `/api/puzzles/${page.url().match(/play\/(\d+)/)[1]}`);
  assert.equal(p.kind, 'crossword');
  await open(page, '#/import');
  await page.fill('#import-text', '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
  await page.click('#btn-import');
  await page.waitForURL(/#\/play\/\d+$/, { timeout: 30000 });
  await page.waitForSelector('#board .cell');
  await open(page, '#/import');
  await page.fill(
    '#import-text',
    '<?xml version="1.0"?><crossword-compiler><rectangular-puzzle/></crossword-compiler>',
  );
  await page.click('#btn-import');
  await page.waitForFunction(() => /convert/.test(document.querySelector('#import-status')?.textContent));
  assert.match(await page.locator('#import-status').innerText(), /\.jpz.*puzzlesmith convert/s);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
