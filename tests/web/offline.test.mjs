// The web app without a server offline and installed: its manifest is valid and its service
// worker controls the page after the first visit; with the network off (playwright's setOffline,
// and the site's server closed too) a reload still makes and plays a Sudoku, a Star Battle and a
// fill-in (whose word list was kept); a new version of the site is offered, taken only when the
// reader says so, and its caches replace the old ones.
// Run: PS_SOURCE_DIR=. PS_WEB_DIR=build/web node --test tests/web/offline.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  api,
  browser,
  controlled,
  makeByApi,
  newPage,
  open,
  play,
  playToEnd,
  shot,
  site,
  useSiteAndBrowser,
  webDir,
} from './harness.mjs';
import { serveStatic } from './static-server.mjs';

useSiteAndBrowser();

test('the manifest is valid for installing, with its icons, and a service worker controls the page', async () => {
  const page = await newPage();
  await open(page);
  const href = await page.getAttribute('link[rel=manifest]', 'href');
  const manifest = await page.evaluate(async (h) => (await fetch(h)).json(), href);
  assert.equal(manifest.name, 'puzzlesmith');
  assert.equal(manifest.display, 'standalone');
  assert.equal(manifest.start_url, './');
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && i.type === 'image/png');
    assert.ok(icon, `an icon of ${size}`);
    const png = await page.evaluate(async (src) => {
      const r = await fetch(src);
      const b = new Uint8Array(await r.arrayBuffer());
      const bitmap = await createImageBitmap(new Blob([b], { type: 'image/png' }));
      return { ok: r.ok, width: bitmap.width, height: bitmap.height };
    }, icon.src);
    assert.deepEqual(png, { ok: true, width: Number(size.split('x')[0]), height: Number(size.split('x')[1]) });
  }
  assert.ok(manifest.icons.some((i) => i.purpose === 'maskable'));
  await controlled(page);
  // Chromium's own view of it: what it would install (DevTools' Page.getAppManifest and
  // Page.getInstallabilityErrors).
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send('Page.getAppManifest');
  assert.deepEqual(errors, [], 'Chromium reads the manifest without errors');
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // (A test's browser context is a private one, where Chromium installs nothing: that alone.)
  assert.deepEqual(
    installabilityErrors.filter((e) => e.errorId !== 'in-incognito'),
    [],
    'Chromium would offer to install it',
  );
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('offline after the first visit: a reload makes and plays a Sudoku, a Star Battle and a fill-in', async () => {
  // A site of its own, closed once the first visit is over: nothing is left to answer.
  const own = await serveStatic(webDir);
  const page = await newPage();
  await page.goto(own.url);
  await page.waitForSelector('#library');
  await controlled(page);
  // Every file of the version is kept once the worker is installed (the word list too).
  await page.waitForFunction(async () => {
    const keys = await caches.keys();
    if (keys.length !== 1) return false;
    const cache = await caches.open(keys[0]);
    return !!(await cache.match('words/common.txt.gz')) && !!(await cache.match('engine.wasm'));
  });
  await own.close();
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector('#library');
  for (const [kind, params] of [
    ['sudoku', { level: 'easy', seed: 21 }],
    ['starbattle', { size: 6, stars: 1, seed: 4 }],
    ['fillin', { width: 7, height: 7, seed: 5 }],
  ]) {
    const p = await makeByApi(page, kind, params);
    await play(page, p.id);
    await playToEnd(page, p);
    if (kind === 'fillin') await shot(page, 'static-offline-fillin');
  }
  // The Make page itself, offline.
  await open(page, '#/make/sudoku');
  await page.fill('#f-seed', '5');
  await page.click('#btn-make');
  await page.waitForURL(/#\/play\/\d+$/, { timeout: 30000 });
  await page.waitForSelector('#board .cell');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a new version is offered, not forced: the game goes on until Update now, then the new version runs', async () => {
  // Version 1, then version 2 of the site (the same files with a changed title) at one address.
  const v2 = mkdtempSync(join(tmpdir(), 'ps-web-v2-'));
  cpSync(webDir, v2, { recursive: true });
  const index = readFileSync(join(v2, 'index.html'), 'utf8');
  const oldVersion = index.match(/data-version="([^"]*)"/)[1];
  const newVersion = `${oldVersion.slice(0, 8)}00000002`;
  writeFileSync(
    join(v2, 'index.html'),
    index.replace(oldVersion, newVersion).replace('<title>puzzlesmith</title>', '<title>puzzlesmith 2</title>'),
  );
  const sw = readFileSync(join(v2, 'sw.js'), 'utf8');
  writeFileSync(join(v2, 'sw.js'), sw.replace(`const VERSION = '${oldVersion}'`, `const VERSION = '${newVersion}'`));
  const own = await serveStatic(webDir);
  try {
    const page = await newPage();
    await page.goto(own.url);
    await page.waitForSelector('#library');
    await controlled(page);
    const p = await makeByApi(page, 'sudoku', { level: 'easy', seed: 8 });
    await play(page, p.id);
    const empty = p.doc.givens.indexOf('.');
    await page.click(`#board .cell[data-i="${empty}"]`);
    await page.keyboard.type(p.doc.solution[empty]);
    await page.waitForFunction(() => /Saved/.test(document.querySelector('#status')?.textContent));
    // The new version is published; the page asks for it (as it does every hour, or on a visit).
    own.swap(v2);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await page.waitForSelector('#update', { timeout: 30000 });
    assert.match(await page.locator('#update').innerText(), /new version/);
    await shot(page, 'static-update-offered');
    // Nothing was forced: the same page, the game as it was.
    assert.equal(await page.title(), 'puzzlesmith');
    assert.equal(await page.locator(`#board .cell[data-i="${empty}"]`).textContent(), p.doc.solution[empty]);
    // A reload before the update still runs the old version (its page and its files together).
    await page.reload();
    await page.waitForSelector('#board .cell');
    assert.equal(await page.title(), 'puzzlesmith');
    await page.waitForSelector('#update', { timeout: 30000 });
    await page.click('#btn-update');
    await page.waitForFunction(() => document.title === 'puzzlesmith 2', null, { timeout: 30000 });
    await page.waitForSelector('#board .cell');
    assert.equal(await page.locator(`#board .cell[data-i="${empty}"]`).textContent(), p.doc.solution[empty]);
    const keys = await page.evaluate(() => caches.keys());
    assert.deepEqual(keys, [`puzzlesmith-${newVersion}`], 'the old version is gone');
    assert.equal((await api(page, 'GET', `/api/puzzles/${p.id}`)).id, p.id, 'the library is kept');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  } finally {
    await own.close();
    rmSync(v2, { recursive: true, force: true });
  }
  assert.ok(site && browser);
});
