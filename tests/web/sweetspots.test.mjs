// The Sweet Spots game's way of playing, on a phone with no network (the web app without a
// server, after one visit): the Star Battle packs as the game's menu had them, a pack's puzzle
// played with the game's tap order (blank, dot, star: a setting beside ours), "Next puzzle" once
// it is solved, and the Packs page marking it solved with its best time; an original board of the
// game opens and offers the next board.
// Run: PS_SOURCE_DIR=. PS_WEB_DIR=build/web node --test tests/web/sweetspots.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PHONE, api, controlled, newPage, open, shot, solved, useSiteAndBrowser, webDir } from './harness.mjs';
import { serveStatic } from './static-server.mjs';

useSiteAndBrowser();

test('offline on a phone: a 5x5 pack puzzle tapped dot-first to solved, Next puzzle, the best time on the Packs page', async () => {
  const own = await serveStatic(webDir);
  const page = await newPage(PHONE, { touch: true });
  await page.goto(own.url);
  await page.waitForSelector('#library');
  await controlled(page);
  await page.waitForFunction(async () => (await caches.keys()).length === 1);
  await own.close();
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector('#library');
  await open(page, '#/packs');
  const first = page.locator('a.pack-puzzle[data-id$="size=5,stars=1,level=any#1"]');
  await first.tap();
  await page.waitForURL(/#\/play\/\d+$/, { timeout: 30000 });
  await page.waitForSelector('#board .cell');
  // The game's tap order: the setting, kept for the next puzzle.
  await page.check('#tap-dot-first');
  const id = page.url().match(/play\/(\d+)/)[1];
  const p = await api(page, 'GET', `/api/puzzles/${id}`);
  const n = p.doc.size;
  await page.tap('#board .cell[data-i="0"]');
  assert.match(await page.getAttribute('#board .cell[data-i="0"]', 'class'), /\bdot\b/, 'a first tap dots');
  await page.tap('#board .cell[data-i="0"]');
  assert.match(await page.getAttribute('#board .cell[data-i="0"]', 'class'), /\bstar\b/, 'a second tap stars');
  await page.tap('#board .cell[data-i="0"]');
  assert.doesNotMatch(await page.getAttribute('#board .cell[data-i="0"]', 'class'), /\bstar\b|\bdot\b/);
  for (let i = 0; i < n * n; ++i) {
    if (p.doc.solution[Math.floor(i / n)][i % n] !== '*') continue;
    await page.tap(`#board .cell[data-i="${i}"]`);
    await page.tap(`#board .cell[data-i="${i}"]`);
  }
  await solved(page);
  await shot(page, 'static-sweetspots-phone-solved');
  await page.tap('#btn-next-puzzle');
  await page.waitForURL((url) => !url.href.endsWith(`#/play/${id}`) && /#\/play\/\d+$/.test(url.href), {
    timeout: 30000,
  });
  await page.waitForSelector('#board .cell');
  const next = await api(page, 'GET', `/api/puzzles/${page.url().match(/play\/(\d+)/)[1]}`);
  assert.match(next.seed_id, /size=5,stars=1,level=any#2$/);
  assert.equal(await page.isChecked('#tap-dot-first'), true, 'the tap order is kept');
  await open(page, '#/packs');
  const tile = page.locator('a.pack-puzzle[data-id$="size=5,stars=1,level=any#1"]');
  await tile.waitFor();
  assert.match(await tile.getAttribute('class'), /\bsolved\b/);
  assert.match(await tile.locator('.pack-time').innerText(), /^\d+:\d\d$/);
  await tile.scrollIntoViewIfNeeded();
  await shot(page, 'static-sweetspots-phone-packs');
  // An original board of the game, offline too, with the next board offered once solved.
  const original = page.locator('a.pack-puzzle[data-id^="starbattle/5k1:"]').first();
  await original.tap();
  await page.waitForURL(/#\/play\/\d+$/, { timeout: 30000 });
  await page.waitForSelector('#board .cell');
  await page.tap('#more summary').catch(() => {});
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
