// The crossword constructor in the web app without a server: word suggestions come from the
// engine in WebAssembly (the same answer as POST /api/fill/candidates), a click places a word,
// the draft is kept in the browser (IndexedDB) and a reload loses nothing, and the draft is
// listed in the Library.
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
