// Every page of the web app, as a reader meets it: at a desktop window and at a phone held
// upright, light and dark; each checked by axe-core (no serious or critical violation), for
// sideways scrolling, for its time to become usable on first load (the page's content in its
// DOM, noted by the page itself; written to
// build/screenshots/page-times.json for docs/benchmarks.md, not asserted: timings belong to
// benchmarks), and photographed. Then the Library (labelled search, "nothing matched", titles
// told apart, paging past 100, opening a game ID), the Packs page (a pack puzzle opened by its
// ID, solved, and shown solved in the pack and when viewed again), the dark switch, and a shared
// link opened in a fresh browser on another server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import {
  DESKTOP,
  PHONE,
  base,
  browser,
  makeByApi,
  newPage,
  noSidewaysScroll,
  painted,
  shot,
  shotDir,
  sourceDir,
  startServer,
  stopServer,
  useServerAndBrowser,
} from './harness.mjs';

useServerAndBrowser();

// axe-core, served from a loopback address of its own so that the browser keeps it in its cache
// with the code compiled from it (a page loads it in about a third of the time it takes to
// evaluate its text afresh, as each new page had to).
const axeSource = readFileSync(join(sourceDir, 'node_modules/axe-core/axe.min.js'), 'utf8');
const axeServer = createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'max-age=86400' });
  res.end(axeSource);
});
await new Promise((resolve) => axeServer.listen(0, '127.0.0.1', resolve));
axeServer.unref();
const axeUrl = `http://127.0.0.1:${axeServer.address().port}/axe.min.js`;

// axe-core's serious and critical findings on the page as it is now, one line each. (Its script
// element is taken out again as soon as it has loaded: the page checked is the page's own.)
async function axeProblems(page) {
  const r = await page.evaluate(async (url) => {
    if (!window.axe) {
      await new Promise((resolve, reject) => {
        const script = Object.assign(document.createElement('script'), { src: url });
        script.onload = () => {
          script.remove();
          resolve();
        };
        script.onerror = () => {
          script.remove();
          reject(new Error(`axe-core did not load from ${url}`));
        };
        document.head.append(script);
      });
    }
    return (await window.axe.run(document, { resultTypes: ['violations'] })).violations;
  }, axeUrl);
  return r
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

// Waits until the first element matching `sel` is shown (in the DOM, with a size, not hidden, as
// playwright's waitForSelector waits for it) and resolves to when it first entered the DOM
// (window.__seen, noted by the page: see below). It waits in the page itself, on each change to
// the DOM and every 20 ms (a stylesheet arriving changes no node): waitForSelector would first set
// up playwright's own script in each new page, about 100 ms of work a page.
function shownAt(page, sel) {
  return page.evaluate(
    (s) =>
      new Promise((resolve, reject) => {
        const shown = () => {
          const e = document.querySelector(s);
          if (!e) return false;
          const r = e.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden';
        };
        let observer, poll, timer;
        const stop = () => {
          observer.disconnect();
          clearInterval(poll);
          clearTimeout(timer);
        };
        const check = () => {
          if (shown()) {
            stop();
            resolve(window.__seen[s]);
          }
        };
        observer = new MutationObserver(check);
        observer.observe(document, { childList: true, subtree: true, attributes: true });
        poll = setInterval(check, 20);
        timer = setTimeout(() => {
          stop();
          reject(new Error(`${s}: not shown after 15 s`));
        }, 15000);
        check();
      }),
    sel,
  );
}

// What shows that a page is ready to use: its content is drawn.
const READY = {
  library: '#library tbody tr',
  packs: 'ol.pack a',
  make: '#btn-make',
  import: 'textarea',
  help: '.help p',
  play: '#board .cell',
  construct: '#cx-grid .cell',
};

test('every page: no serious accessibility problem, nothing sideways, quick to open, light and dark', async () => {
  const setup = await newPage(browser, DESKTOP);
  await setup.goto(base);
  const made = {
    sudoku: await makeByApi(setup, base, 'sudoku', { level: 'easy', seed: 1 }),
    starbattle: await makeByApi(setup, base, 'starbattle', { size: 8, stars: 1, seed: 2 }),
    fillin: await makeByApi(setup, base, 'fillin', { width: 9, height: 9, seed: 4 }),
    crossword: await makeByApi(setup, base, 'crossword', {
      words:
        'planet: Earth, for one\norbit: Path around a star\ncomet: Icy visitor\nmoon: Natural satellite\nstar: Sun, for one',
      seed: 5,
    }),
  };
  const kinds = await setup.evaluate(async () => (await (await fetch('/api/kinds')).json()).kinds);
  await setup.context().close();
  const routes = [
    ['library', ''],
    ['packs', '#/packs'],
    ['import', '#/import'],
    ['help', '#/help'],
    ['construct', '#/construct'],
  ];
  for (const k of kinds) if (k.makes) routes.push(['make', `#/make/${k.name}`, k.name]);
  for (const [name, p] of Object.entries(made)) routes.push(['play', `#/play/${p.id}`, name]);
  // A puzzle's own address (the server's page for it, with its data and modules in it).
  for (const [name, p] of Object.entries(made)) routes.push(['play', `play/${p.id}`, `${name}-address`]);
  const times = {};
  const problems = [];
  for (const [size, sizeName] of [
    [DESKTOP, 'desktop'],
    [PHONE, 'phone'],
  ]) {
    for (const scheme of ['light', 'dark']) {
      const page = await newPage(browser, size, { touch: size === PHONE, colorScheme: scheme });
      // The page notes when each page's content first appears (a MutationObserver), so that the
      // time is the page's own and not also the test's polling for it (which, in a renderer
      // just started, takes up to a few hundred ms of its own).
      await page.addInitScript((sels) => {
        const seen = (window.__seen = {});
        new MutationObserver(() => {
          for (const s of sels) if (!(s in seen) && document.querySelector(s)) seen[s] = performance.now();
        }).observe(document, { childList: true, subtree: true });
      }, Object.values(READY));
      for (const [kind, route, which] of routes) {
        const label = `${sizeName}-${scheme}-${kind}${which ? `-${which}` : ''}`;
        // First load: a fresh page load each time, timed from the start of the navigation.
        await page.goto('about:blank');
        await page.goto(`${base}${route}`);
        const ms = await shownAt(page, READY[kind]);
        if (scheme === 'light') times[label.replace('-light', '')] = Math.round(ms);
        // (Instead of a fixed 100 ms: once its content is there, no page changes its DOM again but
        // for a play page's clock, nor loads anything but the favicon; noted with a
        // MutationObserver and the resource timings, 400 ms on.)
        await painted(page);
        await noSidewaysScroll(page, label);
        for (const p of await axeProblems(page)) problems.push(`${label}: ${p}`);
        await shot(page, `page-${label}`);
      }
      assert.deepEqual(page.errors, [], `${sizeName} ${scheme}: errors in the page`);
      await page.context().close();
    }
  }
  writeFileSync(join(shotDir, 'page-times.json'), `${JSON.stringify(times, null, 1)}\n`);
  console.log('time to usable, first load (ms):', JSON.stringify(times));
  assert.deepEqual(problems, [], 'axe-core found serious or critical problems');
});

test('library: labelled search, nothing matched said so, puzzles told apart, pages past 100, a game ID opens', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  // 120 puzzles of the same kind and level, by import (quick), and two made ones of one title.
  const line = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
  const ids = await page.evaluate(async (l) => {
    const out = [];
    for (let i = 0; i < 120; ++i) {
      const r = await fetch('/api/import', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: l, format: 'sudoku', title: `Batch ${i}` }),
      });
      out.push((await r.json()).id);
    }
    return out;
  }, line);
  assert.equal(ids.filter(Boolean).length, 120);
  const a = await makeByApi(page, base, 'sudoku', { level: 'easy', seed: 11 });
  const b = await makeByApi(page, base, 'sudoku', { level: 'easy', seed: 12 });
  assert.equal(a.title, b.title, 'two puzzles share a title');
  await page.goto(base);
  await page.waitForSelector('#library tbody tr');
  // The search box and the kind filter have names a screen reader reads.
  assert.equal(await page.getByLabel('Search').getAttribute('id'), 'search');
  assert.equal(await page.getByLabel('Kind').getAttribute('id'), 'kind-filter');
  // Two puzzles of one title are told apart by their seed.
  const rowA = page.locator(`#library tr[data-id="${a.id}"]`),
    rowB = page.locator(`#library tr[data-id="${b.id}"]`);
  assert.match(await rowA.textContent(), /seed 11/);
  assert.match(await rowB.textContent(), /seed 12/);
  // Paging: 50 a page, past 100 to the last.
  assert.equal(await page.locator('#library tbody tr').count(), 50);
  await page.click('#btn-next');
  await page.waitForFunction(() => /^51–100 of/.test(document.querySelector('#library-count')?.textContent));
  await page.click('#btn-next');
  await page.waitForFunction(() => /^101–\d+ of/.test(document.querySelector('#library-count')?.textContent));
  const total = await page.evaluate(async () => (await (await fetch('/api/puzzles?limit=1')).json()).total);
  assert.equal(await page.locator('#library tbody tr').count(), total - 100);
  assert.ok(await page.locator('#btn-next').isDisabled(), 'the last page has no Older');
  // A search that matches nothing says so (not "nothing here yet").
  await page.fill('#search', 'zebra crossing');
  await page.waitForSelector('#library-empty');
  assert.match(await page.textContent('#library-empty'), /Nothing matched "zebra crossing"/);
  await page.fill('#search', 'Batch 7');
  await page.waitForFunction(() => document.querySelectorAll('#library tbody tr[data-id]').length > 0);
  // A shared link pasted into "Open a game ID" opens its puzzle.
  await page.fill('#open-id', `${base}#/play?id=${encodeURIComponent(a.game_id)}`);
  await page.click('#open-form button[type=submit]');
  await page.waitForURL(new RegExp(`#/play/${a.id}$`));
  await page.waitForSelector('#board .cell');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('library: a search counts only what it matches, Older stays off past it, and no page asks again and again', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  // Three puzzles of a word no other title has, in a library of more than a page.
  const line = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
  await page.evaluate(async (l) => {
    for (let i = 1; i <= 3; ++i) {
      await fetch('/api/import', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ text: l, format: 'sudoku', title: `Nightjar ${i}` }),
      });
    }
  }, line);
  const total = await page.evaluate(async () => (await (await fetch('/api/puzzles?limit=1')).json()).total);
  assert.ok(total > 50, `a library of more than a page (${total})`);
  let asked = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/puzzles?')) ++asked;
  });
  await page.goto(`${base}#/library`);
  await page.waitForFunction((t) => document.querySelector('#library-count')?.textContent === `1–50 of ${t}`, total);
  await page.fill('#search', 'nightjar');
  await page.waitForFunction(() => document.querySelector('#library-count')?.textContent === '1–3 of 3 matching');
  assert.equal(await page.locator('#library tbody tr[data-id]').count(), 3);
  assert.ok(await page.locator('#btn-next').isDisabled(), 'no Older page after the 3 that match');
  assert.ok(await page.locator('#btn-prev').isDisabled());
  // The kind filter counts the same way.
  await page.selectOption('#kind-filter', 'starbattle');
  await page.waitForSelector('#library-empty');
  await page.selectOption('#kind-filter', '');
  await page.waitForFunction(() => document.querySelector('#library-count')?.textContent === '1–3 of 3 matching');
  // Paging through the whole library and back.
  await page.fill('#search', '');
  await page.waitForFunction((t) => document.querySelector('#library-count')?.textContent === `1–50 of ${t}`, total);
  await page.click('#btn-next');
  await page.waitForFunction(() => /^51–/.test(document.querySelector('#library-count')?.textContent));
  await page.click('#btn-prev');
  await page.waitForFunction(() => /^1–50 of/.test(document.querySelector('#library-count')?.textContent));
  await new Promise((r) => setTimeout(r, 400)); // a page asking in a loop asks hundreds of times in this while
  assert.ok(asked <= 8, `the Library asked ${asked} times for 7 changes`);
  // The last page's puzzles deleted elsewhere: deleting its last row shows the page before, once.
  const lastStart = Math.floor((total - 1) / 50) * 50;
  for (let i = 0; i < lastStart / 50; ++i) await page.click('#btn-next');
  await page.waitForFunction(
    (s) => document.querySelector('#library-count')?.textContent.startsWith(`${s + 1}–`),
    lastStart,
  );
  const rows = await page.locator('#library tbody tr[data-id]').evaluateAll((trs) => trs.map((t) => t.dataset.id));
  await page.evaluate(async (ids) => {
    for (const id of ids) await fetch(`/api/puzzles/${id}`, { method: 'DELETE' });
  }, rows.slice(1));
  const before = asked;
  await page.locator(`#library tr[data-id="${rows[0]}"] button.delete`).click();
  await page.waitForFunction(
    (s) => document.querySelector('#library-count')?.textContent === `${s - 49}–${s} of ${s}`,
    lastStart,
  );
  await new Promise((r) => setTimeout(r, 400));
  assert.ok(asked - before <= 2, `deleting the last row asked ${asked - before} times`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('packs: a pack puzzle opens from its number, is solved, and shows solved in the pack and when viewed again', async () => {
  const page = await newPage(browser, PHONE, { touch: true });
  await page.goto(`${base}#/packs`);
  await page.waitForSelector('ol.pack a');
  const headings = await page.locator('section.packs h3').allTextContents();
  for (const size of ['5×5, one star', '8×8, two stars', '11×11, two stars']) {
    assert.ok(
      headings.some((h) => h.includes(size)),
      `a ${size} pack`,
    );
  }
  await shot(page, 'packs-phone');
  const first = page.getByRole('link', { name: /^5×5, one star, puzzle 1$/ });
  const id = await first.getAttribute('data-id');
  await first.tap();
  await page.waitForURL(/#\/play\/\d+$/, { timeout: 30000 });
  await page.waitForSelector('#board .cell');
  const pid = Number(page.url().match(/play\/(\d+)/)[1]);
  const p = await page.evaluate(async (i) => (await fetch(`/api/puzzles/${i}`)).json(), pid);
  assert.equal(p.seed_id, id, 'the pack puzzle is the one its number names');
  // Solve it as a player would reach the end: the answer saved as the game.
  const answer = await page.evaluate(async (i) => {
    for (let guard = 0; guard < 200; ++guard) {
      // follow the hints to the end
      const g = (await (await fetch(`/api/puzzles/${i}/game`)).json()).game;
      const state = g && g.state ? g.state : null;
      const h = await (
        await fetch(`/api/puzzles/${i}/hint`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(state ? { state } : {}),
        })
      ).json();
      if (h.technique === 'solved') return state;
      const marks = state ? state.marks.slice() : null;
      const m = marks || Array(25).fill(0);
      for (const c of h.stars || []) m[c] = 1;
      for (const c of h.empties || []) m[c] = 2;
      await fetch(`/api/puzzles/${i}/game`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state: { marks: m }, elapsed: 5 }),
      });
    }
    return null;
  }, pid);
  assert.ok(answer, 'the hints lead to the end');
  const after = await page.evaluate(async (i) => (await fetch(`/api/puzzles/${i}`)).json(), pid);
  assert.equal(after.solved, true);
  // Viewed again: still solved, on the play page and in the pack.
  await page.goto(`${base}#/play/${pid}`);
  await page.reload();
  await page.waitForFunction(() => /^Solved/.test(document.querySelector('#message')?.textContent));
  await page.goto(`${base}#/packs`);
  await page.waitForSelector('ol.pack a');
  assert.match(
    await page.getByRole('link', { name: /^5×5, one star, puzzle 1: solved$/ }).getAttribute('class'),
    /solved/,
  );
  assert.match(await page.locator('section.packs h3', { hasText: '5×5, one star' }).textContent(), /1 of 20 solved/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('packs: an original Sweet Spots board with several solutions says so, and names no level', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${base}#/packs`);
  await page.waitForSelector('ol.pack a');
  // The boards of the original game are listed by name ("…: board 05a-1").
  const boards = page.locator('ol.pack a[aria-label*=": board "]');
  assert.ok((await boards.count()) >= 14, 'the original boards are listed');
  let several = 0;
  for (let i = 0; i < 3; ++i) {
    await page.goto(`${base}#/packs`);
    await page.waitForSelector('ol.pack a');
    await page.locator('ol.pack a[aria-label*=": board "]').nth(i).click();
    await page.waitForSelector('#board .cell', { timeout: 30000 });
    const text = await page.locator('#view').innerText();
    assert.doesNotMatch(text, /Level \d+ solutions|Level: \d+/, 'a count of solutions is no level');
    if (await page.locator('#several').count()) {
      ++several;
      assert.match(await page.locator('#several').innerText(), /^This board has (at least )?\d+ solutions/);
      assert.equal(await page.locator('#sb-level').count(), 0);
    } else {
      assert.match(await page.locator('#sb-level').innerText(), /^Level: (easy|medium|hard|expert|extreme)\.$/);
    }
  }
  assert.ok(several >= 1, 'one of the first boards has several solutions');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('dark look: follows the system, and the switch overrides it and is kept', async () => {
  const page = await newPage(browser, DESKTOP, { colorScheme: 'dark' });
  await page.goto(base);
  await page.waitForSelector('#library');
  const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const dark = await bg();
  assert.equal(await page.getAttribute('#theme', 'aria-pressed'), 'true');
  await page.click('#theme');
  assert.notEqual(await bg(), dark, 'the switch changes the look');
  assert.equal(await page.getAttribute('#theme', 'aria-pressed'), 'false');
  await page.reload();
  await page.waitForSelector('#library');
  assert.notEqual(await bg(), dark, 'the choice is kept');
  await page.context().close();
});

test('share: the link copied on one puzzlesmith opens the same puzzle in a fresh browser on another, on a phone', async () => {
  const page = await newPage(browser, DESKTOP);
  await page.goto(base);
  const p = await makeByApi(page, base, 'starbattle', { size: 8, stars: 1, seed: 21 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`${base}#/play/${p.id}`);
  await page.waitForSelector('#board .cell');
  await page.click('#btn-share');
  await page.waitForFunction(() => /Link copied|Copy this link/.test(document.querySelector('#message')?.textContent));
  const link =
    (await page.evaluate(() => navigator.clipboard.readText().catch(() => ''))) ||
    (await page.textContent('#message')).match(/(http\S+)/)[1];
  assert.ok(link.includes('#/play?id='), link);
  await page.context().close();
  // Another server with a library of its own, and a browser that has never seen either.
  const other = await startServer();
  try {
    const phone = await newPage(browser, PHONE, { touch: true });
    await phone.goto(other.url + link.slice(link.indexOf('#')));
    await phone.waitForURL(/#\/play\/\d+$/, { timeout: 30000 });
    await phone.waitForSelector('#board .cell');
    const opened = await phone.evaluate(
      async () => await (await fetch(`/api/puzzles/${location.hash.match(/\d+$/)[0]}`)).json(),
    );
    assert.equal(opened.game_id, p.game_id, 'the same puzzle');
    assert.deepEqual(opened.doc.zones, p.doc.zones);
    assert.equal(await phone.locator('#board .cell').count(), 64);
    await noSidewaysScroll(phone, 'a shared link on a phone');
    assert.deepEqual(phone.errors, []);
    await phone.context().close();
  } finally {
    await stopServer(other);
  }
});

test("a puzzle's own address /play/ID: drawn without asking the API, its saved game, the other pages and back and forward from it", async () => {
  const setup = await newPage(browser, DESKTOP);
  await setup.goto(base);
  const p = await makeByApi(setup, base, 'sudoku', { level: 'easy', seed: 3 });
  await setup.context().close();
  for (const [size, touch] of [
    [PHONE, true],
    [DESKTOP, false],
  ]) {
    const page = await newPage(browser, size, { touch });
    const asked = [];
    page.on('request', (r) => asked.push(new URL(r.url()).pathname));
    await page.goto(`${base}play/${p.id}`);
    await page.waitForSelector('#board .cell');
    assert.deepEqual(
      asked.filter((path) => path.startsWith('/api/') || path.endsWith('.css')),
      [],
      'the page brought its data and stylesheet',
    );
    assert.equal(new URL(page.url()).pathname, `/play/${p.id}`);
    // The player's stylesheet applies (web/sudoku.css: a given's square leaves the drawing's digit).
    const i = p.doc.givens.search(/[1-9]/);
    assert.equal(
      await page.evaluate((n) => getComputedStyle(document.querySelector(`#board .cell[data-i="${n}"]`)).color, i),
      'rgba(0, 0, 0, 0)',
    );
    await noSidewaysScroll(page, `/play/ID at ${size.width}px`);
    // A move saved, then the address opened again: the saved game is back (a square of its
    // own at each size).
    const empty = [...p.doc.givens].flatMap((c, n) => (c === '.' ? [n] : []))[touch ? 0 : 1];
    await page.click(`#board .cell[data-i="${empty}"]`);
    await page.keyboard.press(p.doc.solution[empty]);
    await page.click('#btn-save');
    await page.waitForFunction(() => /Game saved/.test(document.querySelector('#message')?.textContent));
    await page.goto('about:blank');
    await page.goto(`${base}play/${p.id}`);
    await page.waitForSelector('#board .cell');
    assert.equal(await page.textContent(`#board .cell[data-i="${empty}"]`), p.doc.solution[empty]);
    assert.match(await page.textContent('#message'), /saved game is back/);
    await shot(page, `play-address-${size.width}`);
    // The app's other pages from there: the Library at /#/library, and back and forward.
    if (touch) await page.tap('#nav-library');
    else await page.click('#nav-library');
    await page.waitForSelector('#library tbody tr');
    assert.equal(page.url(), `${base}#/library`);
    await page.goBack();
    await page.waitForSelector('#board .cell');
    assert.equal(page.url(), `${base}play/${p.id}`);
    await page.goForward();
    await page.waitForSelector('#library tbody tr');
    assert.equal(page.url(), `${base}#/library`);
    await page.click(`#library a[href="#/play/${p.id}"]`);
    await page.waitForSelector('#board .cell');
    assert.equal(page.url(), `${base}#/play/${p.id}`);
    assert.equal(await page.locator('#view h1').count(), 1, 'one page shown');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
  // No such puzzle: the page says so.
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${base}play/999999`);
  await page.waitForFunction(() => /no puzzle 999999/.test(document.querySelector('#view')?.textContent));
  await page.context().close();
});
