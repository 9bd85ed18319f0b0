// Browser test: one small puzzle of each variety crossword family (tests/data/crossword-features,
// besides the rows garden, marching bands and spiral that variety.test.mjs plays at length) is
// imported and played to solved: each clue taken from its list in turn, its answer typed along
// its path (the squares already filled skipped over), the letters landing on the path's squares.
// And the arrow keys round a ring-shaped entry (a marching band): from its last square to its first.
// Run: PS_BINARY=... PS_SOURCE_DIR=... node --test tests/browser/variety-families.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, base, browser, newPage, play, puzzle, solved, useServerAndBrowser } from './harness.mjs';
import {
  arrowBetween,
  clueLabel,
  importFixture,
  lettersShown,
  selectedSquare,
  varietyModel,
} from './variety-helpers.mjs';

useServerAndBrowser();

const FAMILIES = [
  'snake-charmer.ipuz',
  'twists-and-turns.ipuz',
  'around-the-bend.ipuz',
  'two-tone.ipuz',
  'diagonal.ipuz',
  'labyrinth.ipuz',
  'jelly-roll.ipuz',
  'eight-tracks.ipuz',
  'helter-skelter.ipuz',
  'patchwork.ipuz',
  'spell-weaving.ipuz',
  'hearts-and-arrows.ipuz',
];

test('variety families: each is played to solved by typing every answer along its path', async () => {
  const page = await newPage(browser, DESKTOP);
  for (const file of FAMILIES) {
    await page.goto(base);
    const p = await importFixture(page, file);
    const m = varietyModel(p.doc);
    await play(page, base, p.id);
    // The clues of each list in the order of the page's lists.
    const items = page.locator('[id^="clues-"] li');
    assert.equal(await items.count(), m.entries.length, `${file}: every clue listed`);
    for (const [k, e] of m.entries.entries()) {
      await items.nth(k).click();
      assert.equal(await clueLabel(page), e.name, `${file}: a click on the clue of ${e.name}`);
      const before = await lettersShown(page);
      const todo = e.cells.filter((i) => !before[i]);
      if (!todo.length) continue;
      assert.equal(await selectedSquare(page), todo[0], `${file}: ${e.name} starts at its first empty square`);
      await page.keyboard.type(todo.map((i) => m.sol[i]).join(''));
      const after = await lettersShown(page);
      assert.equal(e.cells.map((i) => after[i]).join(''), e.answer, `${file}: ${e.name} typed along its path`);
    }
    await solved(page);
    assert.deepEqual((await lettersShown(page)).join(''), m.sol.replace(/#/g, ''), `${file}: every square`);
    assert.equal((await puzzle(page, p.id)).solved, true, `${file}: the saved game is solved`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('variety: the arrow keys go round a ring-shaped entry, from its last square to its first and back', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  const p = await importFixture(page, 'marching-bands.ipuz');
  const m = varietyModel(p.doc);
  await play(page, base, p.id);
  const band = m.named('Bands A');
  const [first, last] = [band.cells[0], band.cells[band.cells.length - 1]];
  await page.locator('#clues-bands li').first().click();
  assert.equal(await selectedSquare(page), first);
  await page.keyboard.press(arrowBetween(m.w, first, last));
  assert.equal(await selectedSquare(page), last, 'back from the first square to the last');
  assert.equal(await clueLabel(page), 'Bands A');
  await page.keyboard.press(arrowBetween(m.w, last, first));
  assert.equal(await selectedSquare(page), first, 'on from the last square to the first');
  assert.equal(await clueLabel(page), 'Bands A');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
