// What the tests of the web app without a server share: build/web (`make web`, or PS_WEB_DIR)
// served by a plain static file server of their own (static-server.mjs: no puzzlesmith process),
// Debian's chromium, pages at the desktop and phone sizes, puzzles made through the app's own API
// (answered in the page by web/static-api.js), and screenshots for a person to look at.
//
// Environment (set by tests/web/run.sh): PS_SOURCE_DIR, PS_WEB_DIR; optional PS_CHROMIUM and
// PS_SCREENSHOTS, as tests/browser/harness.mjs takes them.
import { after, before } from 'node:test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../browser/chromium-args.mjs';
import { serveStatic } from './static-server.mjs';

export const sourceDir = process.env.PS_SOURCE_DIR || '.';
export const webDir = process.env.PS_WEB_DIR || join(sourceDir, 'build', 'web');
export const shotDir = process.env.PS_SCREENSHOTS || join(sourceDir, 'build', 'screenshots');
mkdirSync(shotDir, { recursive: true });

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

export function launch() {
  return chromium.launch({ executablePath: process.env.PS_CHROMIUM || '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

// The site and the browser a test file shares: `site` ({url, sent, requests, swap, close}) and
// `browser` are set when the tests run.
export let site, browser;
export function useSiteAndBrowser() {
  before(async () => {
    site = await serveStatic(webDir);
    browser = await launch();
  });
  after(async () => {
    if (browser) await browser.close();
    if (site) await site.close();
  });
}

// A page in a fresh browser context (a fresh profile: no storage, no service worker) at `size`.
// Any error thrown in the page fails the test (page.errors); dialogs are accepted.
export async function newPage(size = DESKTOP, { touch = false } = {}) {
  const context = await browser.newContext({ viewport: size, hasTouch: touch, isMobile: touch, acceptDownloads: true });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e));
  page.on('dialog', (d) => d.accept());
  page.errors = errors;
  return page;
}

// Opens the site's page `hash` and waits until the app has drawn it.
// (A page already at a site stays at it: the hash changes, as the app's own links do, which also
// works offline.)
export async function open(page, hash = '#/library') {
  if (page.url().startsWith('http')) {
    await page.evaluate((h) => {
      location.hash = h;
    }, hash);
    await page.waitForFunction((h) => location.hash === h, hash);
  } else {
    await page.goto(`${site.url}${hash}`);
  }
  await page.waitForSelector('#view > *');
}

// Calls the app's API from the page (answered by web/static-api.js, as the pages call it).
export const api = (page, method, path, body) =>
  page.evaluate(
    async ([m, p, b]) => {
      const common = await import('./common.js');
      return common.api(m, p, b);
    },
    [method, path, body],
  );

// Makes a puzzle through the API as the Make page does (a job, followed to its end); resolves to
// the full puzzle.
export async function makeByApi(page, kind, params) {
  const start = await api(page, 'POST', '/api/make', { kind, params });
  for (;;) {
    const j = await api(page, 'GET', `/api/jobs/${start.job}`);
    if (j.status === 'done') return j.result;
    if (j.status !== 'running') throw new Error(`${kind} not made: ${j.error}`);
    await page.waitForTimeout(50);
  }
}

// Opens a puzzle's play page on the site the page is at (by its address's hash: offline too).
export async function play(page, id) {
  await page.evaluate((hash) => {
    location.hash = hash;
  }, `#/play/${id}`);
  await page.waitForSelector('#board .cell');
}

// Waits for the "Solved in" message and for the solved game's save.
export async function solved(page) {
  await page.waitForFunction(() => /Solved in/.test(document.querySelector('#message')?.textContent), null, {
    timeout: 15000,
  });
  await page.waitForFunction(() => /Saved \(solved\)/.test(document.querySelector('#status')?.textContent), null, {
    timeout: 15000,
  });
}

// Plays a puzzle of any kind to the end through its board, as a person would: Sudoku digits,
// Star Battle stars, crossword letters.
export async function playToEnd(page, p) {
  const cell = (i) => page.locator(`#board .cell[data-i="${i}"]`);
  if (p.kind === 'sudoku') {
    for (let i = 0; i < p.doc.givens.length; ++i) {
      if (p.doc.givens[i] !== '.') continue;
      await cell(i).click();
      await page.keyboard.type(p.doc.solution[i]);
    }
  } else if (p.kind === 'starbattle') {
    const n = p.doc.size;
    for (let i = 0; i < n * n; ++i) {
      if (p.doc.solution[Math.floor(i / n)][i % n] !== '*') continue;
      for (let k = 0; k < 3 && !(await cell(i).getAttribute('class')).includes('star'); ++k) await cell(i).click();
    }
  } else {
    const sol = p.doc.grid.join('');
    for (let i = 0; i < sol.length; ++i) {
      if (sol[i] === '#') continue;
      await cell(i).click();
      await page.keyboard.type(sol[i]);
    }
  }
  await solved(page);
}

// The file a click downloads: {name, text}.
export async function downloaded(page, click) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  return { name: download.suggestedFilename(), bytes: readFileSync(path) };
}

export async function shot(page, name) {
  const path = join(shotDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.png`);
  await page.screenshot({ path });
  return path;
}

// Resolves once a service worker controls the page (after its first visit).
export const controlled = (page) =>
  page.waitForFunction(() => navigator.serviceWorker && navigator.serviceWorker.controller !== null, null, {
    timeout: 30000,
  });
