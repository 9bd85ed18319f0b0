#!/usr/bin/env node
// Third-party checks of the crossword files puzzlesmith writes. Usage:
//   node check_crossword_files.mjs LAYOUT.json FILE.puz FILE.xd
// LAYOUT.json is `puzzlesmith crossword layout --json` output (the truth); the .puz file must be
// read by npm puzjs and re-encoded byte for byte by @confuzzle/puz-crossword (so its checksums
// are right), and the .xd file must be read by xd-crossword-tools-parser without errors or
// warnings; each must give the layout's letters, numbers and clues. Exit 1 on any difference.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));
const [layoutPath, puzPath, xdPath] = process.argv.slice(2);
if (!xdPath) {
  console.error('usage: check_crossword_files.mjs LAYOUT.json FILE.puz FILE.xd');
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

// The truth: letters and clues from the layout JSON.
const layout = JSON.parse(fs.readFileSync(layoutPath, 'utf8'));
const grid = Array.from({ length: layout.height }, () => Array(layout.width).fill('.'));
for (const e of layout.entries) {
  for (let i = 0; i < e.word.length; i++) {
    const r = e.direction === 'across' ? e.row : e.row + i;
    const c = e.direction === 'across' ? e.col + i : e.col;
    grid[r][c] = e.word[i];
  }
}
const rows = grid.map(r => r.join(''));
const clues = { across: new Map(), down: new Map() };
for (const e of layout.entries) clues[e.direction].set(e.number, { clue: e.clue, word: e.word });

// .puz through puzjs.
const puzBytes = fs.readFileSync(puzPath);
const quiet = console.log;
console.log = () => {};  // puzjs prints debug lines
let decoded;
try {
  decoded = require('puzjs').decode(new Uint8Array(puzBytes));
} finally {
  console.log = quiet;
}
check('puzjs reads the grid', JSON.stringify(decoded.grid.map(r => r.join(''))) === JSON.stringify(rows),
      JSON.stringify(decoded.grid.map(r => r.join(''))));
for (const dir of ['across', 'down']) {
  const got = new Map();
  decoded.clues[dir].forEach((text, n) => { if (text != null) got.set(n, text); });
  const want = clues[dir];
  const same = got.size === want.size && [...want].every(([n, v]) => got.get(n) === v.clue);
  check(`puzjs reads the ${dir} clues by number`, same, JSON.stringify([...got]).slice(0, 300));
}
check('puzjs reads the title', decoded.meta.title === (layout.title ?? decoded.meta.title), decoded.meta.title);

// .puz through @confuzzle/puz-crossword: a re-encode recomputes every checksum.
const { PuzCrossword } = require('@confuzzle/puz-crossword');
const cw = PuzCrossword.from(puzBytes);
const again = Buffer.from(cw.toBytes());
check('confuzzle re-encodes the .puz byte for byte (checksums agree)', again.equals(puzBytes),
      `first difference at byte ${[...puzBytes].findIndex((b, i) => again[i] !== b)}`);

// .xd through xd-crossword-tools-parser.
const xd = require('xd-crossword-tools-parser').xdToJSON(fs.readFileSync(xdPath, 'utf8'));
check('xd-crossword-tools-parser reports success', xd.report.success, JSON.stringify(xd.report.errors).slice(0, 300));
check('xd-crossword-tools-parser has no warnings', (xd.report.warnings || []).length === 0,
      JSON.stringify(xd.report.warnings).slice(0, 300));
const xdRows = xd.tiles.map(r => r.map(t => (t.type === 'letter' ? t.letter : '.')).join(''));
check('xd-crossword-tools-parser reads the grid', JSON.stringify(xdRows) === JSON.stringify(rows), JSON.stringify(xdRows));
for (const dir of ['across', 'down']) {
  const got = xd.clues[dir];
  const want = clues[dir];
  const same = got.length === want.size &&
               got.every(c => want.has(c.number) && want.get(c.number).clue === c.body && want.get(c.number).word === c.answer);
  check(`xd-crossword-tools-parser reads the ${dir} clues and answers`, same,
        JSON.stringify(got.map(c => [c.number, c.body, c.answer])).slice(0, 300));
}
process.exit(failures ? 1 : 0);
