// The crossword constructor in the web app without a server: word suggestions come from the
// engine in WebAssembly (the same answer as POST /api/fill/candidates, a barred grid's too), a
// click places a word, the draft is kept in the browser (IndexedDB) and a reload loses nothing,
// and the draft is listed in the Library.
// Run: PS_SOURCE_DIR=. PS_WEB_DIR=build/web node --test tests/web/construct.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { api, newPage, open, shot, useSiteAndBrowser } from './harness.mjs';
import { letters } from '../browser/construct-page.mjs';

useSiteAndBrowser();

test('constructor without a server: suggestions from the engine, a word placed, the draft back after a reload', async () => {
  const page = await newPage();
  await open(page, '#/construct');
  await page.waitForSelector('#cx-grid .cell');
  await page.selectOption('#cx-size', '5');
  await page.click('#btn-new');
  await page.waitForFunction(() => document.querySelectorAll('#cx-grid .cell').length === 25);
  // The endpoint's answer, from the engine: viable words first, each of the slot's length.
  const answer = await api(page, 'POST', '/api/fill/candidates', {
    pattern: ['.....', '.....', '.....', '.....', '.....'],
    row: 0,
    col: 0,
    direction: 'across',
    min_score: 50,
    limit: 20,
  });
  assert.ok(answer.candidates.length > 0, JSON.stringify(answer).slice(0, 300));
  assert.ok(answer.candidates.every((c) => c.word.length === 5));
  const firstDead = answer.candidates.findIndex((c) => !c.viable);
  if (firstDead >= 0)
    assert.ok(
      answer.candidates.slice(firstDead).every((c) => !c.viable),
      'viable words come first',
    );
  // A barred grid: the slot ends at the bar.
  const barred = await api(page, 'POST', '/api/fill/candidates', {
    pattern: ['......', '......', '......', '......', '......', '......'],
    bar_left: [3, 33],
    row: 0,
    col: 5,
    direction: 'across',
    limit: 5,
  });
  assert.deepEqual([barred.slot.col, barred.slot.length], [3, 3]);
  assert.ok(barred.candidates.every((c) => c.word.length === 3));
  // The panel shows them; a click places one.
  await page.click('#cx-grid .cell[data-i="0"]');
  await page.waitForSelector('#cx-cands .cx-cand:not(.dead)', { timeout: 20000 });
  const first = page.locator('#cx-cands .cx-cand:not(.dead)').first();
  const word = await first.getAttribute('data-word');
  await first.click();
  assert.equal((await letters(page)).slice(0, 5).join(''), word, 'a click places the word');
  // Typed letters too; then a reload: the draft is the browser's, nothing is lost.
  await page.click('#cx-grid .cell[data-i="20"]');
  await page.keyboard.type('AB');
  await page.waitForFunction(
    () => /Draft no\. \d+ saved/.test(document.querySelector('#cx-save-state')?.textContent),
    null,
    {
      timeout: 10000,
    },
  );
  const before = await letters(page);
  assert.match(page.url(), /#\/construct\/\d+$/, 'the address names the draft');
  await page.reload();
  await page.waitForSelector('#cx-grid .cell');
  await page.waitForFunction(() => /as last saved/.test(document.querySelector('#cx-save-state')?.textContent), null, {
    timeout: 10000,
  });
  assert.deepEqual(await letters(page), before, 'the reload kept every letter');
  await shot(page, 'static-construct');
  await page.context().close();
});

// A word list of one's own in the browser's library: read by the engine as the server reads it
// (a bad one refused with the line to fix), kept in IndexedDB, chosen for the grid, its words the
// engine's only suggestions, and the grid's entries checked against it; deleted, and a request
// naming it refused.
test('a word list of ones own without a server: added, chosen, its words suggested by the engine, deleted', async () => {
  const page = await newPage();
  await open(page, '#/construct');
  await page.waitForSelector('#cx-grid .cell');
  await page.selectOption('#cx-size', 'custom');
  await page.fill('#cx-width', '3');
  await page.fill('#cx-height', '3');
  await page.click('#btn-new');
  await page.waitForFunction(() => document.querySelectorAll('#cx-grid .cell').length === 9);
  await page.click('#cx-add-list summary');
  const file = (name, text) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.setInputFiles('#wl-file', file('bad.txt', 'erie;50\noleo;high\n'));
  await page.click('#btn-wl-add');
  await page.waitForSelector('#wl-message.bad', { timeout: 20000 });
  assert.match(
    await page.locator('#wl-message').textContent(),
    /line 2, "oleo;high": the score after ';' is not a whole number/,
  );
  await page.setInputFiles('#wl-file', file('square.txt', 'bat;60\nore;60\nwet;60\nbow;60\nare;60\ntet;60\n'));
  await page.click('#btn-wl-add');
  await page.waitForSelector('#wl-message.good');
  const lists = JSON.parse(await page.inputValue('#cx-wordlist'));
  await page.click('#cx-grid .cell[data-i="0"]');
  await page.waitForFunction(
    () => /1 Across: 6 words/.test(document.querySelector('#cx-cands h3')?.textContent),
    null,
    {
      timeout: 20000,
    },
  );
  const viable = await page
    .locator('#cx-cands .cx-cand-list')
    .first()
    .locator('.cx-cand:not(.dead)')
    .evaluateAll((bs) => bs.map((b) => b.dataset.word).sort());
  assert.deepEqual(viable, ['BAT', 'BOW']);
  await shot(page, 'static-construct-wordlist');
  const listed = await api(page, 'GET', '/api/wordlists');
  assert.deepEqual(
    listed.wordlists.map((w) => [w.name, w.entries]),
    [['square', 6]],
  );
  assert.match(listed.builtin.name, /common English words/);
  // The grid's whole entries against the list, for the warnings: from the engine too.
  const entries = await api(page, 'POST', '/api/fill/entries', {
    pattern: ['bat', 'ore', 'wex'],
    lists,
  });
  assert.deepEqual(
    entries.entries.map((e) => [e.word, e.score]),
    [
      ['BAT', 60],
      ['BOW', 60],
      ['ARE', 60],
      ['TEX', null],
      ['ORE', 60],
      ['WEX', null],
    ],
  );
  await api(page, 'DELETE', `/api/wordlists/${lists[0]}`);
  const refused = await page.evaluate(async (l) => {
    const { api } = await import('./common.js');
    try {
      await api('POST', '/api/fill/candidates', { pattern: ['...'], row: 0, col: 0, direction: 'across', lists: l });
      return '';
    } catch (e) {
      return e.message;
    }
  }, lists);
  assert.match(refused, /no word list/);
  await page.context().close();
});
