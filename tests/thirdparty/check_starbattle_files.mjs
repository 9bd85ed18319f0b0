#!/usr/bin/env node
// Third-party checks of the Star Battle boards puzzlesmith writes, with pzprjs (npm `pzpr`, the
// engine of puzz.link and pzv.jp). Usage:
//   node check_starbattle_files.mjs PUZZLESMITH
// For Star Battle puzzles of sizes 5 to 14 with 1 to 3 stars (both generators, a few seeds), made
// by `puzzlesmith starbattle generate --json` (the truth: zones, stars, solution):
//   - pzprjs decodes our puzz.link URL and our pzprv3 file (written with the solution) into the
//     same size, stars and zones (as partitions: the same cells together), reads the solution's
//     stars from the file, and its own rule check finds the solved board complete;
//   - pzprjs writes the board it decoded back as a URL (the same as ours after the '?') and as a
//     pzprv3 file, and our reader (`starbattle convert --to json`) reads each exactly as it reads
//     our own URL.
// Exit 1 on any difference.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));
const pzpr = require('pzpr');
const [bin] = process.argv.slice(2);
if (!bin) {
  console.error('usage: check_starbattle_files.mjs PUZZLESMITH');
  process.exit(2);
}

let failures = 0;
function check(what, cond, detail) {
  if (cond) {
    console.log(`ok   ${what}`);
  } else {
    failures++;
    console.log(`FAIL ${what}${detail ? ': ' + detail : ''}`);
  }
}
const show = (v) => JSON.stringify(v).slice(0, 400);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
// Our command line; a failure throws one line (the command, its exit code and what it said).
function run(...args) {
  try {
    return execFileSync(bin, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    throw new Error(`puzzlesmith ${args.join(' ')} exited ${e.status}: ${String(e.stderr).trim()}`);
  }
}

// Zones as a partition: each cell's zone renamed by first appearance in row-major order, so two
// boards with the same cells together give the same rows whatever their zone numbers are.
function partition(ids) {
  const names = new Map();
  return ids.map((row) =>
    row.map((id) => {
      if (!names.has(id)) names.set(id, names.size);
      return names.get(id);
    }),
  );
}
const zoneRows = (rows) => rows.map((r) => r.trim().split(/\s+/).map(Number));

// What pzprjs has decoded: size, stars, zones by its room objects, and the stars on the board.
function pzprBoard(puzzle) {
  const b = puzzle.board;
  const rooms = b.roommgr.components;
  const ids = [];
  const stars = [];
  for (let r = 0; r < b.rows; r++) {
    const idRow = [];
    let starRow = '';
    for (let c = 0; c < b.cols; c++) {
      const cell = b.getc(2 * c + 1, 2 * r + 1);
      idRow.push(rooms.indexOf(cell.room));
      starRow += cell.qans === 1 ? '*' : '.';
    }
    ids.push(idRow);
    stars.push(starRow);
  }
  return { size: [b.cols, b.rows], k: b.starCount.count, zones: partition(ids), stars };
}

// [size, stars, first seed, count, method]: the seeds are ones each generator answers quickly
// (some sizes and star counts take much longer for some seeds).
const batches = [
  [5, 1, 1, 3, 'stars-first'],
  [6, 1, 1, 3, 'stars-first'],
  [7, 1, 1, 3, 'stars-first'],
  [8, 1, 1, 2, 'stars-first'],
  [8, 2, 1, 3, 'stars-first'],
  [9, 1, 1, 2, 'stars-first'],
  [9, 2, 1, 3, 'stars-first'],
  [10, 1, 1, 1, 'stars-first'],
  [10, 2, 1, 2, 'stars-first'],
  [11, 1, 3, 1, 'stars-first'],
  [11, 2, 3, 1, 'stars-first'],
  [12, 1, 2, 1, 'stars-first'],
  [12, 3, 1, 3, 'stars-first'],
  [13, 1, 3, 1, 'stars-first'],
  [13, 3, 1, 3, 'stars-first'],
  [14, 1, 1, 1, 'stars-first'],
  [14, 3, 2, 1, 'stars-first'],
  [6, 1, 1, 2, 'sweetspots'],
  [8, 1, 1, 2, 'sweetspots'],
  [10, 2, 1, 2, 'sweetspots'],
];

// One puzzle: G is its `generate --json` line parsed, LINE the line itself.
function checkPuzzle(g, line, name, n, k) {
  // g: the puzzle record generate printed, its board in `doc` (zones as numbers a row).
  const truth = { size: [n, n], k, zones: partition(g.doc.zones) };
  const file = path.join(tmp, 'board.json');
  fs.writeFileSync(file, line + '\n');
  const url = run('starbattle', 'convert', file, '--to', 'url').trim();
  const pzprv3 = run('starbattle', 'convert', file, '--to', 'pzprv3-solved');
  const fromId = run('convert', g.game_id, '--to', 'url').trim();
  check(`${name}: the record and its game ID give one URL`, url === fromId, `${url} vs ${fromId}`);
  const ours = run('starbattle', 'convert', url, '--to', 'json');
  const o = JSON.parse(ours);
  check(
    `${name}: we read our URL back to the same size, stars and zones`,
    same([[o.size, o.size], o.stars, partition(zoneRows(o.zones))], [truth.size, truth.k, truth.zones]),
    ours.trim(),
  );

  const fromUrl = new pzpr.Puzzle({ type: 'player' }).open(url);
  const u = pzprBoard(fromUrl);
  check(
    `${name}: pzprjs decodes our URL to the same size, stars and zones`,
    same([u.size, u.k, u.zones], [truth.size, truth.k, truth.zones]),
    show([u.size, u.k, u.zones]),
  );

  const fromFile = new pzpr.Puzzle({ type: 'player' }).open(pzprv3);
  const f = pzprBoard(fromFile);
  check(
    `${name}: pzprjs decodes our pzprv3 file to the same size, stars and zones`,
    same([f.size, f.k, f.zones], [truth.size, truth.k, truth.zones]),
    show([f.size, f.k, f.zones]),
  );
  check(
    `${name}: pzprjs reads the solution's stars from our pzprv3 file`,
    same(f.stars, g.doc.solution),
    show(f.stars),
  );
  const verdict = fromFile.check(true);
  check(`${name}: pzprjs's rule check finds our solution complete`, verdict.complete, verdict.text);

  // pzprjs writes back what it decoded (on its own host, pzv.jp): the same puzzle part as ours,
  // and our reader must read it as it reads our own URL.
  const theirUrl = fromUrl.getURL();
  check(
    `${name}: pzprjs encodes the board to our URL's puzzle part`,
    theirUrl.split('?')[1] === url.split('?')[1],
    `${theirUrl} vs ${url}`,
  );
  const back = run('starbattle', 'convert', theirUrl, '--to', 'json');
  check(`${name}: we read pzprjs's URL as our own`, back === ours, `${theirUrl}: ${back.trim()}`);
  const theirFile = path.join(tmp, 'board.pzprv3');
  fs.writeFileSync(theirFile, fromUrl.getFileData());
  const backFile = run('starbattle', 'convert', theirFile, '--to', 'json');
  check(`${name}: we read pzprjs's pzprv3 file as our own URL`, backFile === ours, backFile.trim());
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ps-starbattle-'));
let puzzles = 0;
try {
  for (const [n, k, seed, count, method] of batches) {
    let out;
    try {
      out = run(
        'starbattle',
        'generate',
        '--size',
        String(n),
        '--stars',
        String(k),
        '--seed',
        String(seed),
        '--count',
        String(count),
        '--method',
        method,
        '--json',
        '-q',
        '--time-limit',
        '120',
      );
    } catch (e) {
      check(`${n}x${n} k=${k} ${method} seeds ${seed}..${seed + count - 1}: puzzles made`, false, e.message);
      continue;
    }
    const lines = out.trim().split('\n');
    check(
      `${n}x${n} k=${k} ${method} seeds ${seed}..${seed + count - 1}: ${count} puzzles made`,
      lines.length === count,
      `${lines.length} lines`,
    );
    for (const line of lines) {
      const g = JSON.parse(line);
      const name = `${n}x${n} k=${k} ${method} seed ${g.seed}`;
      try {
        checkPuzzle(g, line, name, n, k);
      } catch (e) {
        check(`${name}: every step runs`, false, e.message);
      }
      puzzles++;
    }
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
check('some puzzles were checked', puzzles >= 30, `${puzzles}`);
process.exit(failures ? 1 : 0);
