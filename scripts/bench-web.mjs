// The web app without a server, measured (scripts/bench's section "web"; prints its Markdown):
//   - the WebAssembly engine against the native library on this machine: the same generic API
//     calls (puzzlesmith/kinds.h) natively (bench/web_native.cc, built here against build/release's
//     library) and in the engine (tests/wasm/engine.mjs, in Node.js, whose V8 is Chromium's):
//     solve() of the 17-clue Sudoku set, make() of 10x10 two-star Star Battles, make() of a 15x15
//     grid fill from the built-in word list;
//   - the site's first load in a fresh Chromium profile: a shared Sudoku's link opened with
//     nothing cached, from a static server that gzips (as GitHub Pages does), the bytes sent and
//     the time until its board can be played.
// Usage: node scripts/bench-web.mjs SOURCE_DIR [BUILD]   (BUILD: the native build whose library
// is compared, build/release by default; also needs build/web and ../shared/data)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { loadEngine } from '../tests/wasm/engine.mjs';
import { serveStatic } from '../tests/web/static-server.mjs';
import { CHROMIUM_ARGS } from '../tests/browser/chromium-args.mjs';

const root = resolve(process.argv[2] || '.');
const build = resolve(root, process.argv[3] || 'build/release');
const web = join(root, 'build/web');
const sudokuFile = join(root, '../shared/data/sudoku/puzzles2_17_clue.txt');
const patternFile = join(root, 'data/crossword/fill/mon-15x15.txt');
const SUDOKU = 10000,
  STARS = 20,
  FILLS = 5;

const native = join(root, 'build/bench-web-native');
execFileSync('g++', [
  '-O2',
  '-std=c++17',
  join(root, 'bench/web_native.cc'),
  `-I${join(root, 'include')}`,
  `-I${join(build, 'include')}`,
  `-L${join(build, 'src')}`,
  '-lpuzzlesmith',
  `-Wl,-rpath,${join(build, 'src')}`,
  '-o',
  native,
]);
const nativeRun = (...args) => JSON.parse(execFileSync(native, args, { encoding: 'utf8' }));

const call = await loadEngine(web, root);
function wasmRun(what) {
  const t = performance.now();
  let calls = 0;
  if (what === 'sudoku') {
    const lines = readFileSync(sudokuFile, 'utf8').split('\n').filter(Boolean).slice(0, SUDOKU);
    for (const puzzle of lines) (call({ verb: 'solve', puzzle, limit: 2 }), ++calls);
  } else if (what === 'records' || what === 'checks') {
    const t0 = performance.now();
    const records = readFileSync(sudokuFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .slice(0, SUDOKU)
      .map((text) => call({ verb: 'import', request: { text } })[0].record);
    const reading = performance.now() - t0;
    for (const record of records) (call({ verb: what === 'checks' ? 'check' : 'solve', record, limit: 2 }), ++calls);
    return { calls, seconds: (performance.now() - t - reading) / 1000 };
  } else if (what === 'starbattle') {
    for (let k = 1; k <= STARS; ++k)
      (call({ verb: 'make', kind: 'starbattle', params: { size: 10, stars: 2, seed: k } }), ++calls);
  } else {
    const pattern = readFileSync(patternFile, 'utf8');
    for (let k = 1; k <= FILLS; ++k) (call({ verb: 'make', kind: 'fill', params: { pattern, seed: k } }), ++calls);
  }
  return { calls, seconds: (performance.now() - t) / 1000 };
}

const rows = [];
const perCall = {}; // what -> {native, wasm} in microseconds
for (const [what, label, args] of [
  ['sudoku', `Sudoku: solve() (read, count to 2) of the first ${SUDOKU} 17-clue puzzles`, [sudokuFile, String(SUDOKU)]],
  [
    'records',
    `Sudoku: solve() of the same puzzles' records (no reading: the count and the call)`,
    [sudokuFile, String(SUDOKU)],
  ],
  ['checks', `Sudoku: check() of the same records (no search: the call's own cost)`, [sudokuFile, String(SUDOKU)]],
  ['starbattle', `Star Battle: make() 10x10, 2 stars, seeds 1-${STARS}`, [String(STARS)]],
  [
    'fill',
    `Grid fill: make() of the 15x15 pattern mon-15x15, built-in words, seeds 1-${FILLS}`,
    [patternFile, String(FILLS)],
  ],
]) {
  // Each twice, alternating, the faster of the two kept (the machine is shared).
  const n = [nativeRun(what, ...args), nativeRun(what, ...args)].reduce((a, b) => (a.seconds < b.seconds ? a : b));
  const w = [wasmRun(what), wasmRun(what)].reduce((a, b) => (a.seconds < b.seconds ? a : b));
  const per = (r) => ((1000 * r.seconds) / r.calls).toFixed(r.calls > 100 ? 3 : 1);
  // (The records and checks rows show where the time of a Sudoku call goes; the goal is the calls'.)
  const ratio = w.seconds / n.seconds;
  perCall[what] = { native: (1e6 * n.seconds) / n.calls, wasm: (1e6 * w.seconds) / w.calls };
  const goal = what === 'records' || what === 'checks' ? '- | -' : `2x | ${ratio <= 2 ? 'yes' : '**no**'}`;
  rows.push(`| ${label} | ${per(n)} ms | ${per(w)} ms | ${ratio.toFixed(2)}x | ${goal} |`);
}

// The first load: a shared Sudoku's link in a fresh profile, nothing cached.
const sudokuId = JSON.parse(call({ verb: 'make', kind: 'sudoku', params: { level: 'easy', seed: 1 } }).record).game_id;
const site = await serveStatic(web);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const loads = [];
for (let run = 0; run < 5; ++run) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  site.sent = 0;
  const t = performance.now();
  await page.goto(`${site.url}#/play?id=${encodeURIComponent(sudokuId)}`);
  await page.waitForSelector('#board .cell');
  const ms = performance.now() - t;
  loads.push({ ms, bytes: site.sent });
  await context.close();
}
await browser.close();
await site.close();
loads.sort((a, b) => a.ms - b.ms);
const median = loads[Math.floor(loads.length / 2)];
const files = (name) => readFileSync(join(web, name)).length;
const kb = (b) => `${Math.round(b / 1024)} kB`;

console.log(`Engine: the same calls of the library's generic API, natively (\`bench/web_native.cc\` linked
with ${process.argv[3] || 'build/release'}'s libpuzzlesmith, g++ -O2) and in the WebAssembly engine (build/web's engine.wasm,
em++ -O2, in Node.js ${process.version}), one after the other, each twice and the faster kept.
A call is the whole generic call: JSON in, the puzzle read (a Sudoku line is told from every
kind's formats and solved on import) or made, JSON out; the second row gives solve() the record
that read() made of each line (not timed), so that it times the count (the kind's solver) and
the call around it; the third row is the call alone (check() of the same record, no search),
so the count itself is the second row less the third. What is slower in WebAssembly is the
call's JSON (its text parsed and written by nlohmann-json, and crossing from JavaScript), about
3-4x native; the count itself (second row less third) took ${(perCall.records.native - perCall.checks.native).toFixed(1)} us natively
and ${(perCall.records.wasm - perCall.checks.wasm).toFixed(1)} us in WebAssembly a puzzle in this run (noisy at that size).

| what | native, per call | WebAssembly, per call | WebAssembly / native | goal | met |
|---|---|---|---|---|---|
${rows.join('\n')}

First load: a shared Sudoku's link (\`#/play?id=sudoku/9:...\`) opened in a fresh Chromium
profile (nothing cached, no service worker yet) from a static server on 127.0.0.1 that gzips
(level 6, as GitHub Pages does), until its board is on the screen and takes a digit; ${loads.length}
runs, the median. The bytes are the bodies the server sent (gzipped) by then: the page, the
modules, the engine (engine.js ${kb(files('engine.js'))} and engine.wasm ${kb(files('engine.wasm'))}
before gzip) and pako; the service worker, which keeps every file for offline use (the word list
too), starts after the first page is in use.

| measure | value | goal | met |
|---|---|---|---|
| bytes sent before the Sudoku can be played | ${kb(median.bytes)} | at most 1,536 kB | ${median.bytes <= 1.5 * 1024 * 1024 ? 'yes' : '**no**'} |
| time until it can be played | ${Math.round(median.ms)} ms (runs: ${loads.map((l) => Math.round(l.ms)).join(', ')} ms) | at most 1,000 ms | ${median.ms <= 1000 ? 'yes' : '**no**'} |`);
