// What the crossword files are checked against (check_crossword_files.mjs): the command line,
// the truth read from the layout JSON (letters, numbers, clues, rebus, circled, shaded and omitted
// squares, bars, metadata), and the check() that counts failures.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const require = createRequire(path.join(root, 'package.json'));
export const { values: args, positionals } = parseArgs({
  options: {
    title: { type: 'string' },
    author: { type: 'string' },
    copyright: { type: 'string' },
    notes: { type: 'string' },
    locked: { type: 'string' },
  },
  allowPositionals: true,
});
export const [layoutPath, ...files] = positionals;
export const fileOf = (ext) => files.find((f) => f.endsWith(ext));
export const puzPath = fileOf('.puz');
export const xdPath = fileOf('.xd');
export const ipuzPath = fileOf('.ipuz');
export const jpzPath = fileOf('.jpz');
if (!layoutPath || !xdPath || files.some((f) => !/\.(puz|xd|ipuz|jpz)$/.test(f))) {
  console.error(
    'usage: check_crossword_files.mjs [--title T] [--author A] [--copyright C] [--notes N] ' +
      '[--locked LOCKED.puz] TRUTH.json [FILE.puz] FILE.xd [FILE.ipuz] [FILE.jpz]',
  );
  process.exit(2);
}

export let failures = 0;
export function check(what, cond, detail) {
  if (cond) {
    console.log(`ok   ${what}`);
  } else {
    failures++;
    console.log(`FAIL ${what}${detail ? ': ' + detail : ''}`);
  }
}
export const show = (v) => String(JSON.stringify(v)).slice(0, 300);
export const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
export const sorted = (it) => [...it].sort((a, b) => a - b);
export const where = (idx) => idx.map((i) => `r${Math.floor(i / W) + 1}c${(i % W) + 1}`).join(' ');

// ---------------------------------------------------------------------------------------------
// The truth.
export const layout = JSON.parse(fs.readFileSync(layoutPath, 'utf8'));
export const W = layout.width;
export const H = layout.height;
export const size = W * H;
export const grid = Array.from({ length: H }, () => Array(W).fill('.'));
export const numbers = Array.from({ length: H }, () => Array(W).fill(null));
export const cellsOf = (e) =>
  Array.from({ length: e.word.length }, (_, i) =>
    e.direction === 'across' ? e.row * W + e.col + i : (e.row + i) * W + e.col,
  );
for (const e of layout.entries) {
  numbers[e.row][e.col] = e.number;
  cellsOf(e).forEach((at, i) => {
    grid[Math.floor(at / W)][at % W] = e.word[i];
  });
}
export const rows = grid.map((r) => r.join(''));
export const letterAt = (i) => rows[Math.floor(i / W)][i % W];
export const isBlock = (i) => letterAt(i) === '.';
export const rebus = new Map(Object.entries(layout.rebus ?? {}).map(([k, v]) => [Number(k), v]));
export const circled = new Set(layout.circled ?? []);
export const shaded = new Set(layout.shaded ?? []);
export const omitted = new Set(layout.omitted ?? []);
export const diagramless = layout.diagramless === true;
// Bars: squares with a bar on their left or top side (indices row by row).
export const barLeft = new Set(layout.bar_left ?? []);
export const barTop = new Set(layout.bar_top ?? []);
export const barred = barLeft.size + barTop.size > 0;
export const answerAt = (i) => rebus.get(i) ?? letterAt(i);
// An entry's whole answer, rebus squares spelled out.
export const spelled = (e) => cellsOf(e).map(answerAt).join('');
export const clues = { across: new Map(), down: new Map() };
for (const e of layout.entries) clues[e.direction].set(e.number, { clue: e.clue, word: spelled(e) });
export const clueList = (dir) => [...clues[dir]].sort((a, b) => a[0] - b[0]).map(([n, v]) => [n, v.clue]);
// The .puz order of the clue strings: by number, across before down for the same number.
export const puzClueOrder = [
  ...clueList('across').map(([n, t]) => [n, 0, t]),
  ...clueList('down').map(([n, t]) => [n, 1, t]),
]
  .sort((a, b) => a[0] - b[0] || a[1] - b[1])
  .map((c) => c[2]);
export const meta = {};
for (const key of ['title', 'author', 'copyright', 'notes']) meta[key] = args[key] ?? layout[key] ?? '';
for (const key of ['editor', 'date', 'publisher', 'difficulty', 'intro']) meta[key] = layout[key] ?? '';
// .puz stores an empty title, author and copyright as these (docs/formats.md).
export const puzMeta = {
  ...meta,
  title: meta.title || 'Untitled',
  author: meta.author || 'Unknown',
  copyright: meta.copyright || '-',
};
export const absent = (s) => (s === '' ? undefined : s);
export const allIndices = Array.from({ length: size }, (_, i) => i);
export const rebusObject = (m) => Object.fromEntries(sorted(m.keys()).map((i) => [i, m.get(i)]));
console.log(
  `note truth: ${W}x${H}, rebus ${show(rebusObject(rebus))}, circled [${where(sorted(circled))}], ` +
    `shaded [${where(sorted(shaded))}], omitted [${where(sorted(omitted))}], diagramless ${diagramless}, ` +
    `bars left of [${where(sorted(barLeft))}] and above [${where(sorted(barTop))}]`,
);
