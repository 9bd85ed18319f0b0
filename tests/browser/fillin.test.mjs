// Browser tests of the fill-in player (web/crossword.js playing a fill-in): the clue bar's
// pattern, the word list by length with used words struck through (a word listed twice, twice),
// played to the end by touch, the phone's layout, contrast in both themes, and screenshots.
// Run: PS_BINARY=... PS_SOURCE_DIR=... node --test tests/browser/fillin.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  PHONE,
  base,
  browser,
  newPage,
  noSidewaysScroll,
  play,
  puzzle,
  shot,
  solved,
  useServerAndBrowser,
} from './harness.mjs';
import { fresh, model, cell, clueBar, pick, menu, fillAll, phoneFits } from './crossword-helpers.mjs';

useServerAndBrowser();

test("fill-in by touch at 375x740: the clue bar shows the slot's pattern, used words struck through, to the end", async () => {
  const page = await newPage(browser, PHONE, { touch: true });
  const p = await fresh(page, 'fillin');
  const m = model(p.doc);
  await play(page, base, p.id);
  await noSidewaysScroll(page, 'fill-in at 375 px');
  const E = m.ordered[0];
  await pick(page, E.cells[0], 'across', { touch: true });
  await phoneFits(page, 'fill-in at 375 px');
  assert.match(
    await clueBar(page),
    new RegExp(`${E.cells.length} letters across\\s+${E.cells.map(() => '_').join(' ')}`),
  );
  await page.keyboard.insertText(E.answer.slice(0, 2));
  assert.match(await clueBar(page), new RegExp(`${E.answer[0]} ${E.answer[1]} _`));
  await page.keyboard.insertText(E.answer.slice(2));
  assert.equal(
    await page.locator(`#word-list li[data-word="${E.answer}"].done`).count(),
    1,
    'a word in the grid is struck through',
  );
  await shot(page, 'fillin-phone-playing');
  await fillAll(page, m, { touch: true });
  await solved(page);
  assert.equal(await page.locator('#word-list li:not(.done)').count(), 0, 'every word is struck through');
  await phoneFits(page, 'solved fill-in at 375 px');
  await shot(page, 'fillin-phone-solved');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('fill-in: a word listed twice is struck through once for each time it is in the grid', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  // A word square: each word is across and down, so the list has each twice.
  const rows = ['CAT', 'ARE', 'TEN'];
  const layout = { width: 3, height: 3, entries: [], notes: 'Fill-in words: CAT CAT ARE ARE TEN TEN' };
  rows.forEach((wd, k) => {
    layout.entries.push({ word: wd, clue: '', row: k, col: 0, direction: 'across', number: k + 1 });
    layout.entries.push({ word: wd, clue: '', row: 0, col: k, direction: 'down', number: k + 1 });
  });
  const r = await page.evaluate(
    async (t) =>
      (
        await fetch('/api/import', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ text: t, format: 'json', title: 'Twice' }),
        })
      ).json(),
    JSON.stringify(layout),
  );
  await play(page, base, r.id);
  assert.equal(await page.locator('#word-list li[data-word="CAT"]').count(), 2);
  await pick(page, 0, 'across');
  await page.keyboard.type('CAT');
  assert.equal(
    await page.locator('#word-list li[data-word="CAT"].done').count(),
    1,
    'CAT across: one of the two struck through',
  );
  await pick(page, 3, 'down');
  assert.match(await clueBar(page), /3 letters down/);
  await page.keyboard.type('AT');
  assert.equal(
    await page.locator('#word-list li[data-word="CAT"].done').count(),
    2,
    'CAT down too: both struck through',
  );
  await page.context().close();
});

test('fill-in at 1280x800 and both in the dark theme: screenshots, labels and text contrast', async () => {
  // The ratio of two colours' luminances, as WCAG reckons it, for text against what is behind it.
  const contrasts = (page) =>
    page.evaluate(() => {
      const rgb = (s) => (s.match(/[\d.]+/g) || []).map(Number);
      const lum = ([r, g, b]) =>
        [r, g, b]
          .map((v) => {
            v /= 255;
            return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
          })
          .reduce((s, v, k) => s + v * [0.2126, 0.7152, 0.0722][k], 0);
      const bg = (e) => {
        for (; e; e = e.parentElement) {
          const c = rgb(getComputedStyle(e).backgroundColor);
          if (c.length === 3 || c[3] > 0) return c.slice(0, 3);
        }
        return [255, 255, 255];
      };
      const out = [];
      for (const e of document.querySelectorAll(
        '#clue-bar span, .cw-step, .cw-options label, .clues li, .clues h2, #word-list h3, .cw-play .cell:not(.block), .toolbar button, .cw-menu summary',
      )) {
        if (!e.textContent.trim()) continue;
        const a = lum(rgb(getComputedStyle(e).color)),
          b = lum(bg(e));
        out.push({
          what: `${e.className || e.tagName} "${e.textContent.trim().slice(0, 20)}"`,
          ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05),
        });
      }
      return out;
    });
  const unlabelled = (page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('button, summary, input')]
        .filter((b) => {
          const name =
            b.getAttribute('aria-label') ||
            b.textContent.trim() ||
            (b.id && document.querySelector(`label[for="${b.id}"]`)) ||
            b.closest('label');
          return !name;
        })
        .map((b) => b.outerHTML.slice(0, 80)),
    );
  for (const [kind, scheme] of [
    ['fillin', 'light'],
    ['crossword', 'dark'],
    ['fillin', 'dark'],
  ]) {
    const page = await newPage(browser, DESKTOP, { colorScheme: scheme });
    const p = await fresh(page, kind, 8);
    const m = model(p.doc);
    await play(page, base, p.id);
    // Some letters, a pencil one, a checked wrong one, a crossing clue.
    const E = m.ordered[0];
    await pick(page, E.cells[0], E.direction);
    await page.keyboard.type(m.sol[E.cells[0]]);
    await page.keyboard.press('.');
    await page.keyboard.type(m.sol[E.cells[1]]);
    await page.keyboard.press('.');
    await page.keyboard.type(m.sol[E.cells[2]] === 'Q' ? 'Z' : 'Q');
    await menu(page, 'btn-check-word');
    await page.click(cell(E.cells[0]));
    for (const c of await contrasts(page))
      assert.ok(c.ratio >= 4.5, `${kind}, ${scheme}: ${c.what} has a contrast of ${c.ratio.toFixed(2)}`);
    assert.deepEqual(await unlabelled(page), [], 'every control has a name');
    await shot(page, `${kind}-desktop-${scheme}`);
    if (scheme === 'dark') {
      await page.click('#btn-menu');
      await shot(page, `${kind}-desktop-${scheme}-menu`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
  const phone = await newPage(browser, PHONE, { touch: true, colorScheme: 'dark' });
  const p = await fresh(phone, 'crossword', 9);
  await play(phone, base, p.id);
  await phone.tap(cell(model(p.doc).ordered[0].cells[0]));
  await phoneFits(phone, 'dark crossword at 375 px');
  await shot(phone, 'crossword-phone-dark');
  await phone.context().close();
});

// A puzzle read from a file with a rebus square, circles, a shaded square, a square outside the
// shape, an intro and notes: all drawn, the rebus typed and accepted, the game solved.
