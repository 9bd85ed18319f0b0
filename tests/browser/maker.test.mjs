// Browser tests of the crossword maker's word list as a constructor keeps it: words added one by
// one with their clue and way by keyboard alone, a clue edited in place, a word moved and deleted,
// the list ordered longest first, the same list as text; Make and Next layout on it; a made
// crossword's "Change and make again" opens the maker with its words, a word changed, made again;
// the same on a 375 px phone; and a Sudoku's page opens its Make form with what made it.
// Run: PS_BINARY=... PS_SOURCE_DIR=... node --test tests/browser/maker.test.mjs
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
  puzzle,
  shot,
  useServerAndBrowser,
} from './harness.mjs';

useServerAndBrowser();

const answers = (page) =>
  page.locator('#cw-list .cw-answer').evaluateAll((a) => a.map((x) => x.firstChild.textContent));
const status = (page) => page.locator('#make-status').textContent();

async function addWord(page, word, clue, way = 'either') {
  await page.focus('#cw-word');
  await page.keyboard.type(word);
  await page.keyboard.press('Tab');
  await page.keyboard.type(clue);
  if (way !== 'either') await page.selectOption('#cw-way', way);
  await page.focus('#cw-clue');
  await page.keyboard.press('Enter');
}

test('a word list built by keyboard: add, edit a clue, move, delete, order; Make and Next layout on it', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${base}#/make/crossword`);
  await page.waitForSelector('#cw-word');
  await page.click('#cw-clear');
  assert.equal(await page.locator('#cw-list li').count(), 0, 'Clear empties the list');
  assert.match(await page.locator('#cw-count').textContent(), /No words yet/);
  await addWord(page, 'planet', 'Earth, for one');
  await addWord(page, 'orbit', 'Path around a star');
  await addWord(page, 'comet', 'Icy visitor with a tail', 'down');
  await addWord(page, 'moon', 'Natural satellite', 'across');
  await addWord(page, 'star', 'Sun, for one');
  await addWord(page, 'nebula', 'Cloud of gas');
  assert.deepEqual(await answers(page), ['PLANET', 'ORBIT', 'COMET', 'MOON', 'STAR', 'NEBULA']);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'cw-word', 'after Enter the word field is ready');
  assert.match(await page.locator('#cw-count').textContent(), /6 words \(1 across, 1 down fixed/);
  // A clue edited in place, a word moved up, one deleted: the text form follows.
  const nebula = page.locator('#cw-list li').nth(5);
  await nebula.locator('.cw-clue-edit').fill('Interstellar cloud');
  await nebula.locator('.cw-clue-edit').press('Tab');
  await nebula.locator('.cw-up').click();
  assert.deepEqual(await answers(page), ['PLANET', 'ORBIT', 'COMET', 'MOON', 'NEBULA', 'STAR']);
  await page.locator('#cw-list li').nth(1).locator('.cw-delete').click();
  assert.deepEqual(await answers(page), ['PLANET', 'COMET', 'MOON', 'NEBULA', 'STAR']);
  await page.click('#cw-paste summary');
  assert.equal(
    await page.inputValue('#cw-words'),
    'planet: Earth, for one\ncomet down: Icy visitor with a tail\nmoon across: Natural satellite\nnebula: Interstellar cloud\nstar: Sun, for one',
  );
  await page.click('#cw-longest');
  assert.deepEqual(await answers(page), ['PLANET', 'NEBULA', 'COMET', 'MOON', 'STAR']);
  // Text pasted replaces the list when the box is left.
  await page.fill(
    '#cw-words',
    'galaxy: Milky Way, for one\nplanet: Earth, for one\ncomet down: Icy visitor\nmoon: Natural satellite\nstar: Sun, for one',
  );
  await page.locator('#cw-words').blur();
  assert.deepEqual(await answers(page), ['GALAXY', 'PLANET', 'COMET', 'MOON', 'STAR']);
  await page.click('#btn-make');
  await page.waitForFunction(
    () => /Layout 1: 5 words/.test(document.querySelector('#make-status')?.textContent),
    null,
    {
      timeout: 30000,
    },
  );
  assert.ok(!(await page.locator('#btn-next').isDisabled()), 'Next layout is offered');
  await page.click('#btn-next');
  await page.waitForFunction(() => /Layout 2:/.test(document.querySelector('#make-status')?.textContent), null, {
    timeout: 30000,
  });
  // A change to the list makes Next layout meaningless until the next Make.
  await addWord(page, 'nova', 'Sudden bright star');
  assert.ok(await page.locator('#btn-next').isDisabled(), 'Next layout waits for Make after a change');
  await shot(page, 'maker-word-list');
  await page.close();
});

test('"Change and make again": a made crossword opens the maker with its words, a word changed, made again', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${base}#/make/crossword`);
  await page.waitForSelector('#cw-word');
  await page.click('#cw-clear');
  for (const [w, c] of [
    ['apple', 'Red fruit'],
    ['pear', 'Green fruit'],
    ['plum', 'Purple fruit'],
    ['lemon', 'Sour fruit'],
    ['melon', 'Big fruit'],
  ])
    await addWord(page, w, c);
  await page.fill('#cw-title', 'Fruit');
  await page.click('#btn-make');
  await page.waitForFunction(
    () => /Layout 1: 5 words/.test(document.querySelector('#make-status')?.textContent),
    null,
    {
      timeout: 30000,
    },
  );
  await page.click('#cw-play');
  await page.waitForSelector('#board .cell');
  await page.click('#btn-remake');
  await page.waitForFunction(() => document.querySelectorAll('#cw-list li').length === 5);
  assert.deepEqual(await answers(page), ['APPLE', 'PEAR', 'PLUM', 'LEMON', 'MELON']);
  assert.equal(await page.inputValue('#cw-title'), 'Fruit');
  assert.equal(await page.locator('#cw-list li').nth(3).locator('.cw-clue-edit').inputValue(), 'Sour fruit');
  assert.match(await status(page), /The words of "Fruit"/);
  await page.locator('#cw-list li').nth(4).locator('.cw-delete').click();
  await addWord(page, 'mango', 'Tropical fruit');
  await page.click('#btn-make');
  await page.waitForFunction(
    () => /Layout 1: 5 words/.test(document.querySelector('#make-status')?.textContent),
    null,
    {
      timeout: 30000,
    },
  );
  await page.click('#cw-play');
  await page.waitForSelector('#board .cell');
  const id = Number(page.url().match(/play\/(\d+)/)[1]);
  const words = (await puzzle(page, id)).doc.entries.map((e) => e.answer).sort();
  assert.deepEqual(words, ['APPLE', 'LEMON', 'MANGO', 'PEAR', 'PLUM']);
  await page.close();
});

test('the word list on a 375 px phone: added by touch, nothing scrolls sideways', async () => {
  const page = await newPage(browser, PHONE, { touch: true });
  await page.goto(`${base}#/make/crossword`);
  await page.waitForSelector('#cw-word');
  await page.tap('#cw-word');
  await page.keyboard.type('saturn');
  await page.tap('#cw-clue');
  await page.keyboard.type('Ringed planet');
  await page.tap('#cw-add');
  const list = await answers(page);
  assert.equal(list[list.length - 1], 'SATURN');
  await noSidewaysScroll(page, 'the crossword maker at 375 px');
  await shot(page, 'maker-word-list-phone');
  await page.close();
});

test("a Sudoku's page opens its Make form with what made it", async () => {
  const page = await newPage(browser, DESKTOP);
  const { id } = await makeByApi(page, base, 'sudoku', { size: 6, level: 'easy', symmetry: 'none', seed: 17 });
  await page.goto(`${base}#/play/${id}`);
  await page.click('#btn-remake');
  await page.waitForFunction(() => document.querySelector('#f-seed')?.value === '17');
  assert.equal(await page.inputValue('#f-size'), '6');
  assert.equal(await page.inputValue('#f-symmetry'), 'none');
  await page.waitForFunction(() => document.querySelector('#f-level')?.value === 'easy');
  await page.close();
});
