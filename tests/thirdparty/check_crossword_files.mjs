#!/usr/bin/env node
// Third-party checks of the crossword files puzzlesmith writes. Usage:
//   node check_crossword_files.mjs [--title T] [--author A] [--copyright C] [--notes N]
//        TRUTH.json FILE.puz FILE.xd [FILE.ipuz] [FILE.jpz]
// TRUTH.json is layout JSON (`crossword layout --json` or `crossword convert X.json`): the letters,
// numbers and clues; its title, author, copyright and notes, or the options (which win: `layout
// --json` prints no metadata), are the metadata every file must carry. The .puz file must be read
// by npm puzjs and re-encoded byte for byte by @confuzzle/puz-crossword (so its checksums are
// right), the .xd file must be read by xd-crossword-tools-parser without errors or warnings, and
// @xwordly/xword-parser must read all of them (a .jpz too); each reader must give the truth's letters, numbers,
// clues and metadata. Exit 1 on any difference.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// Loaded with import: the package is an ES module whose CommonJS build is not used here.
import * as xword from '@xwordly/xword-parser';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(root, 'package.json'));
const { values: metaArgs, positionals } = parseArgs({
  options: {
    title: { type: 'string' },
    author: { type: 'string' },
    copyright: { type: 'string' },
    notes: { type: 'string' },
  },
  allowPositionals: true,
});
const [layoutPath, ...files] = positionals;
const fileOf = ext => files.find(f => f.endsWith(ext));
const puzPath = fileOf('.puz');
const xdPath = fileOf('.xd');
const ipuzPath = fileOf('.ipuz');
const jpzPath = fileOf('.jpz');
if (!layoutPath || !puzPath || !xdPath || files.some(f => !/\.(puz|xd|ipuz|jpz)$/.test(f))) {
  console.error('usage: check_crossword_files.mjs [--title T] [--author A] [--copyright C] [--notes N] ' +
                'TRUTH.json FILE.puz FILE.xd [FILE.ipuz] [FILE.jpz]');
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
const show = v => JSON.stringify(v).slice(0, 300);
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

// The truth: letters, numbers and clues from the layout JSON.
const layout = JSON.parse(fs.readFileSync(layoutPath, 'utf8'));
const grid = Array.from({ length: layout.height }, () => Array(layout.width).fill('.'));
const numbers = Array.from({ length: layout.height }, () => Array(layout.width).fill(null));
for (const e of layout.entries) {
  numbers[e.row][e.col] = e.number;
  for (let i = 0; i < e.word.length; i++) {
    const r = e.direction === 'across' ? e.row : e.row + i;
    const c = e.direction === 'across' ? e.col + i : e.col;
    grid[r][c] = e.word[i];
  }
}
const rows = grid.map(r => r.join(''));
const clues = { across: new Map(), down: new Map() };
for (const e of layout.entries) clues[e.direction].set(e.number, { clue: e.clue, word: e.word });
const clueList = dir => [...clues[dir]].sort((a, b) => a[0] - b[0]).map(([n, v]) => [n, v.clue]);
// The .puz order of the clue strings: by number, across before down for the same number.
const puzClueOrder = [...clueList('across').map(([n, t]) => [n, 0, t]), ...clueList('down').map(([n, t]) => [n, 1, t])]
  .sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(c => c[2]);
const meta = {};
for (const key of ['title', 'author', 'copyright', 'notes']) meta[key] = metaArgs[key] ?? layout[key] ?? '';
// .puz stores an empty title, author and copyright as these (docs/formats.md).
const puzMeta = { ...meta, title: meta.title || 'Untitled', author: meta.author || 'Unknown',
                  copyright: meta.copyright || '-' };

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
check('puzjs reads the grid', same(decoded.grid.map(r => r.join('')), rows), show(decoded.grid.map(r => r.join(''))));
for (const dir of ['across', 'down']) {
  const got = new Map();
  decoded.clues[dir].forEach((text, n) => { if (text != null) got.set(n, text); });
  const want = clues[dir];
  const ok = got.size === want.size && [...want].every(([n, v]) => got.get(n) === v.clue);
  check(`puzjs reads the ${dir} clues by number`, ok, show([...got]));
}
const puzjsMeta = { title: decoded.meta.title, author: decoded.meta.author, copyright: decoded.meta.copyright,
                    notes: decoded.meta.description };
check('puzjs reads the title, author, copyright and notes', same(puzjsMeta, puzMeta), show(puzjsMeta));

// .puz through @confuzzle/puz-crossword: a re-encode recomputes every checksum.
const { PuzCrossword } = require('@confuzzle/puz-crossword');
const cw = PuzCrossword.from(puzBytes);
const again = Buffer.from(cw.toBytes());
check('confuzzle re-encodes the .puz byte for byte (checksums agree)', again.equals(puzBytes),
      `first difference at byte ${[...puzBytes].findIndex((b, i) => again[i] !== b)}`);

// .xd through xd-crossword-tools-parser.
const xdText = fs.readFileSync(xdPath, 'utf8');
const xd = require('xd-crossword-tools-parser').xdToJSON(xdText);
check('xd-crossword-tools-parser reports success', xd.report.success, show(xd.report.errors));
check('xd-crossword-tools-parser has no warnings', (xd.report.warnings || []).length === 0, show(xd.report.warnings));
const xdRows = xd.tiles.map(r => r.map(t => (t.type === 'letter' ? t.letter : '.')).join(''));
check('xd-crossword-tools-parser reads the grid', same(xdRows, rows), show(xdRows));
for (const dir of ['across', 'down']) {
  const got = xd.clues[dir];
  const want = clues[dir];
  const ok = got.length === want.size &&
             got.every(c => want.has(c.number) && want.get(c.number).clue === c.body && want.get(c.number).word === c.answer);
  check(`xd-crossword-tools-parser reads the ${dir} clues and answers`, ok, show(got.map(c => [c.number, c.body, c.answer])));
}

// Everything through @xwordly/xword-parser (its format-independent `parse`, told the file name).
// The unified puzzle it returns has letters, numbers, clues and metadata for every format.
const absent = s => (s === '' ? undefined : s);
function xwordGrid(p) {
  const cells = p.grid.cells;
  return {
    size: [p.grid.width, p.grid.height],
    rows: cells.map(r => r.map(c => (c.isBlack ? '.' : c.solution)).join('')),
    numbers: cells.map(r => r.map(c => c.number ?? null)),
  };
}
function checkXword(label, p, m, { clueTexts = true } = {}) {
  const g = xwordGrid(p);
  check(`xword-parser reads the ${label} grid size`, same(g.size, [layout.width, layout.height]), show(g.size));
  check(`xword-parser reads the ${label} letters`, same(g.rows, rows), show(g.rows));
  check(`xword-parser reads the ${label} numbers`, same(g.numbers, numbers), show(g.numbers));
  for (const dir of ['across', 'down']) {
    const got = p.clues[dir].map(c => [c.number, c.text]);
    const want = clueList(dir);
    if (clueTexts) {
      check(`xword-parser reads the ${label} ${dir} clues by number`, same(got, want), show(got));
    } else {
      check(`xword-parser reads the ${label} ${dir} clue numbers`, same(got.map(c => c[0]), want.map(c => c[0])),
            show(got.map(c => c[0])));
    }
  }
  const gotMeta = { title: p.title, author: p.author, copyright: p.copyright, notes: p.notes };
  const wantMeta = { title: absent(m.title), author: absent(m.author), copyright: absent(m.copyright),
                     notes: absent(m.notes) };
  check(`xword-parser reads the ${label} title, author, copyright and notes`, same(gotMeta, wantMeta), show(gotMeta));
}

{
  const p = xword.parse(puzBytes, { filename: path.basename(puzPath) });
  // Known bug of @xwordly/xword-parser 1.1.0 (dist/puz-*.mjs, parseClues): it gives the file's
  // first clue strings to the across entries and the rest to the down entries, but .puz stores
  // them by number with across before down for the same number, so it pairs the texts with the
  // wrong entries whenever a down entry's number is below an across entry's (puzjs and confuzzle
  // pair them right). Its clue numbers are checked, and its texts, across then down, must be the
  // file's clue strings in the .puz order.
  checkXword('.puz', p, puzMeta, { clueTexts: false });
  const texts = [...p.clues.across, ...p.clues.down].map(c => c.text);
  check('xword-parser reads the .puz clue strings in the .puz order', same(texts, puzClueOrder), show(texts));
}

{
  // Known bug of @xwordly/xword-parser 1.1.0 (dist/xd-*.mjs, splitIntoSections): it reads only the
  // older .xd form, sections split by blank lines, not the `## Metadata` / `## Grid` / `## Clues` /
  // `## Notes` headers of xd spec 2.0 that puzzlesmith writes, and finds no grid ("no grid section
  // found"). The file is checked in the older form instead: the header lines taken out, which
  // leaves the sections split by two blank lines; everything else is the file's own text.
  const name = path.basename(xdPath);
  let headed;
  try {
    headed = xword.parse(xdText, { filename: name });
  } catch (e) {
    headed = e;
  }
  const older = xdText.split('\n').filter(l => !/^## (Metadata|Grid|Clues|Notes)\s*$/.test(l)).join('\n');
  const p = headed instanceof Error ? xword.parse(older, { filename: name }) : headed;
  console.log(`note xword-parser read the .xd ${headed instanceof Error ? 'without its section headers (' +
              headed.message + ')' : 'as written'}`);
  checkXword('.xd', p, meta, { clueTexts: false });
  // Known bug of @xwordly/xword-parser 1.1.0 (dist/xd-*.mjs, parseClues): a clue line is split at
  // its first ' ~ ', so a clue that has ' ~ ' in its text loses the rest of it to the answer
  // (the reference reader, xdfile.py, splits at the last '~', as answers have no spaces). Its
  // clue and answer joined again must be the truth's line; a clue without '~' must be exact.
  const raw = xword.parseXd(headed instanceof Error ? older : xdText);
  for (const dir of ['across', 'down']) {
    const got = raw[dir].map(c => [Number(c.number), `${c.clue} ~ ${c.answer}`]);
    const want = clueList(dir).map(([n, t]) => [n, `${t} ~ ${clues[dir].get(n).word}`]);
    check(`xword-parser reads the .xd ${dir} clue lines`, same(got, want), show(got));
    const exact = p.clues[dir].filter(c => !clues[dir].get(c.number)?.clue.includes('~'));
    const wantExact = clueList(dir).filter(([, t]) => !t.includes('~'));
    check(`xword-parser reads the .xd ${dir} clues without '~' exactly`, same(exact.map(c => [c.number, c.text]), wantExact),
          show(exact));
  }
}

if (ipuzPath) {
  const p = xword.parse(fs.readFileSync(ipuzPath, 'utf8'), { filename: path.basename(ipuzPath) });
  checkXword('.ipuz', p, meta);
}

if (jpzPath) {
  const p = xword.parse(fs.readFileSync(jpzPath, 'utf8'), { filename: path.basename(jpzPath) });
  // Known bug of @xwordly/xword-parser 1.1.0 (dist/jpz-*.mjs, parseClues): a clue's number is taken
  // from its `word` attribute, not its `number`. puzzlesmith gives words the ids Crossword Compiler
  // gives them (an across entry's number; a down entry's number plus 1000), so the across numbers
  // come out right and the down ones 1000 too high: those are checked less 1000.
  for (const c of p.clues.down) c.number -= 1000;
  // It gives the <description> (the notes) as `additionalProperties.description`, not as `notes`.
  if (p.notes === undefined) p.notes = p.additionalProperties?.description;
  checkXword('.jpz', p, meta);
}
process.exit(failures ? 1 : 0);
