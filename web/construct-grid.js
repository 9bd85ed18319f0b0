// The crossword constructor's grid, without the page (web/construct.js draws it): a draft's
// squares, circles, shading and bars; blocks and bars put with a symmetry; the entries and their numbers (as the
// player's grid model, crossword-grid.js, which the cursor's moves reuse); the pattern the grid
// filler and the word suggestions take; a draft read from a puzzle of the
// library; and the .ipuz file that "Save as crossword" imports.
import { gridModel } from './crossword-grid.js';

export const PRESETS = [5, 7, 9, 11, 13, 15, 21];
export const MAX_SIDE = 25;
export const SYMMETRIES = [
  ['180', 'Rotational (180°)'],
  ['90', 'Rotational (90°, square grids)'],
  ['mirror', 'Mirror, left to right'],
  ['diagonal', 'Diagonal (square grids)'],
  ['none', 'None'],
];

// A new draft: w x h empty squares. A square holds '' (empty), '#' (a block) or its letters (one,
// or several for a rebus square).
export function emptyDraft(w, h) {
  return {
    v: 1,
    w,
    h,
    squares: new Array(w * h).fill(''),
    circles: [],
    shaded: [],
    barTop: [], // squares with a bar on their top side
    barLeft: [], // squares with a bar on their left side
    clues: {},
    symmetry: '180',
    lists: ['builtin'], // the word lists it fills from (web/wordlists.js)
    preferred: [], // words it uses first, and words it never uses (web/construct-words.js)
    excluded: [],
    auto: [], // squares whose letters Autofill put (accepted ghosts), which a refill may replace
    title: '',
    author: '',
    notes: '',
  };
}

// The moves of a symmetry other than staying put, each (x, y) -> [x, y]. 90° and diagonal need a
// square grid; on another they are 180°.
function moves(d, symmetry) {
  const { w, h } = d;
  const square = w === h;
  if (symmetry === '90' && square)
    return [(x, y) => [w - 1 - y, x], (x, y) => [w - 1 - x, h - 1 - y], (x, y) => [y, h - 1 - x]];
  if (symmetry === 'mirror') return [(x, y) => [w - 1 - x, y]];
  if (symmetry === 'diagonal' && square) return [(x, y) => [y, x]];
  if (symmetry === 'none') return [];
  return [(x, y) => [w - 1 - x, h - 1 - y]];
}

// The squares that take a block with square i under a symmetry (i itself included).
export function orbit(d, i, symmetry) {
  const x = i % d.w,
    y = Math.floor(i / d.w);
  return [
    ...new Set([
      i,
      ...moves(d, symmetry)
        .map((f) => f(x, y))
        .map(([a, b]) => b * d.w + a),
    ]),
  ];
}

// Puts a bar after square i in direction `dir` (its right side across, its bottom side down), or
// takes it away, with the bars the symmetry pairs with it. False when i is on the grid's edge.
export function toggleBar(d, i, dir) {
  const x = i % d.w,
    y = Math.floor(i / d.w);
  const [x2, y2] = dir === 'across' ? [x + 1, y] : [x, y + 1];
  if (x2 >= d.w || y2 >= d.h) return false;
  // An edge between two neighbouring squares, as the bar it is: [list, square].
  const edge = ([ax, ay], [bx, by]) =>
    ay === by ? ['barLeft', ay * d.w + Math.max(ax, bx)] : ['barTop', Math.max(ay, by) * d.w + ax];
  const edges = [edge([x, y], [x2, y2]), ...moves(d, d.symmetry).map((f) => edge(f(x, y), f(x2, y2)))];
  const on = !d[edges[0][0]].includes(edges[0][1]);
  for (const [list, sq] of edges) {
    const rest = d[list].filter((k) => k !== sq);
    d[list] = on ? [...rest, sq] : rest;
  }
  return true;
}

// The entries of the grid as the player's model has them (runs of two or more squares, numbered
// in reading order), with the key each one's clue is kept under ("across:CELL"), and the model
// (m: entryAt, ordered, ... of crossword-grid.js) the cursor moves on.
export function entriesOf(d) {
  const { w, h, squares } = d;
  const open = (x, y) => x >= 0 && y >= 0 && x < w && y < h && squares[y * w + x] !== '#';
  const top = new Set(d.barTop || []),
    left = new Set(d.barLeft || []);
  // Whether a word goes on from (x, y) to the square dx, dy further: both open, no bar between.
  const on = (x, y, dx, dy) => open(x, y) && open(x + dx, y + dy) && !(dx ? left : top).has((y + dy) * w + x + dx);
  const entries = [];
  let number = 0;
  for (let y = 0; y < h; ++y) {
    for (let x = 0; x < w; ++x) {
      if (!open(x, y)) continue;
      const across = !on(x - 1, y, 1, 0) && on(x, y, 1, 0),
        down = !on(x, y - 1, 0, 1) && on(x, y, 0, 1);
      if (!across && !down) continue;
      ++number;
      for (const [direction, go, dx, dy] of [
        ['across', across, 1, 0],
        ['down', down, 0, 1],
      ]) {
        if (!go) continue;
        let length = 1;
        while (on(x + dx * (length - 1), y + dy * (length - 1), dx, dy)) ++length;
        entries.push({ number, row: y, col: x, direction, answer: '?'.repeat(length), clue: '' });
      }
    }
  }
  const grid = [];
  for (let y = 0; y < h; ++y)
    grid.push(
      squares
        .slice(y * w, y * w + w)
        .map((s) => (s === '#' ? '#' : 'A'))
        .join(''),
    );
  const m = gridModel({ width: w, height: h, grid, entries });
  for (const e of m.clues) e.key = `${e.direction}:${e.row * w + e.col}`;
  return m;
}

// The grid as the grid filler and the word suggestions take it: rows of '#', '.' and letters (a
// rebus square gives its first letter; a sign that is not a letter leaves the square open).
// `only`: the squares whose letters count (the others open), when given.
export function patternRows(d, only) {
  const rows = [];
  for (let y = 0; y < d.h; ++y) {
    let row = '';
    for (let x = 0; x < d.w; ++x) {
      const i = y * d.w + x,
        s = d.squares[i];
      row += s === '#' ? '#' : s && /^[A-Z]/.test(s) && (!only || only.has(i)) ? s[0] : '.';
    }
    rows.push(row);
  }
  return rows;
}

// Reads pasted rows ('#' block, '.' or a space empty, letters kept) into a draft of their size.
export function fromPattern(text, base) {
  const rows = text
    .split('\n')
    .map((r) => r.trimEnd())
    .filter((r) => r.trim().length);
  if (!rows.length) throw new Error('Paste at least one row: "#" for a block, "." for an empty square, or letters.');
  const h = rows.length,
    w = Math.max(...rows.map((r) => r.length));
  if (w > MAX_SIDE || h > MAX_SIDE)
    throw new Error(`A grid is at most ${MAX_SIDE}×${MAX_SIDE}; this one is ${w}×${h}.`);
  if (w < 2 || h < 2) throw new Error('A grid needs two rows and two columns at least.');
  const d = { ...emptyDraft(w, h), symmetry: base.symmetry, title: base.title, author: base.author, notes: base.notes };
  for (let y = 0; y < h; ++y)
    for (let x = 0; x < w; ++x) {
      const c = (rows[y][x] || '.').toUpperCase();
      d.squares[y * w + x] = c === '#' ? '#' : /[A-Z0-9]/.test(c) ? c : '';
    }
  return d;
}

// A draft from a crossword or fill-in of the library (GET /api/puzzles/ID's doc): its answers,
// circles, shading and clues.
export function fromDoc(doc, title) {
  const d = emptyDraft(doc.width, doc.height);
  const sol = doc.grid.join('');
  const rebus = doc.rebus || {};
  const omitted = new Set(doc.omitted || []);
  for (let i = 0; i < d.squares.length; ++i)
    d.squares[i] = sol[i] === '#' || omitted.has(i) ? '#' : rebus[i] || (sol[i] === '.' ? '' : sol[i]);
  d.circles = [...(doc.circled || [])];
  d.shaded = [...(doc.shaded || [])];
  d.barTop = [...(doc.bar_top || [])];
  d.barLeft = [...(doc.bar_left || [])];
  for (const e of doc.entries || []) {
    if (e.clue && !/^\d+ letters$/.test(e.clue)) d.clues[`${e.direction}:${e.row * d.w + e.col}`] = e.clue;
  }
  d.title = title || '';
  d.author = doc.author || '';
  d.notes = doc.notes || '';
  d.symmetry = symmetryOf(d);
  return d;
}

// The strongest symmetry the blocks already keep (none when they keep none).
function symmetryOf(d) {
  for (const s of ['90', '180', 'mirror', 'diagonal']) {
    if ((s === '90' || s === 'diagonal') && d.w !== d.h) continue;
    if (d.squares.every((v, i) => orbit(d, i, s).every((j) => (d.squares[j] === '#') === (v === '#')))) return s;
  }
  return 'none';
}

// What keeps the grid from being saved as a crossword ('' when nothing does).
export function notReady(d, m) {
  const empty = d.squares.filter((s) => s === '').length;
  if (empty) return `${empty} square${empty === 1 ? ' is' : 's are'} still empty: fill every square first.`;
  if (!m.clues.length) return 'The grid has no words yet.';
  return '';
}

// The draft as an .ipuz file (the crossword's JSON format of ipuz.org), which POST /api/import
// reads: the answers (a rebus square's whole letters), circles, shading, numbers and clues.
export function toIpuz(d, m) {
  const numbers = new Map();
  for (const e of m.clues) numbers.set(e.row * d.w + e.col, e.number);
  const circles = new Set(d.circles),
    shaded = new Set(d.shaded),
    top = new Set(d.barTop || []),
    left = new Set(d.barLeft || []);
  const puzzle = [],
    solution = [];
  for (let y = 0; y < d.h; ++y) {
    const prow = [],
      srow = [];
    for (let x = 0; x < d.w; ++x) {
      const i = y * d.w + x;
      if (d.squares[i] === '#') {
        prow.push('#');
        srow.push('#');
        continue;
      }
      const style = {};
      if (circles.has(i)) style.shapebg = 'circle';
      if (shaded.has(i)) style.highlight = true;
      const bars = `${top.has(i) ? 'T' : ''}${left.has(i) ? 'L' : ''}`;
      if (bars) style.barred = bars;
      const n = numbers.get(i) || 0;
      prow.push(Object.keys(style).length ? { cell: n, style } : n);
      srow.push(d.squares[i]);
    }
    puzzle.push(prow);
    solution.push(srow);
  }
  const clues = { Across: [], Down: [] };
  for (const e of m.clues) {
    const text = (d.clues[e.key] || '').trim();
    clues[e.direction === 'across' ? 'Across' : 'Down'].push([e.number, text || `${e.cells.length} letters`]);
  }
  const ipuz = {
    version: 'http://ipuz.org/v2',
    kind: ['http://ipuz.org/crossword#1'],
    dimensions: { width: d.w, height: d.h },
    title: d.title.trim() || `Crossword ${d.w}×${d.h}`,
    puzzle,
    solution,
    clues,
  };
  if (d.author.trim()) ipuz.author = d.author.trim();
  if (d.notes.trim()) ipuz.notes = d.notes.trim();
  return ipuz;
}

// The body of POST /api/import for a chosen file: binary files (a .puz, a zipped .jpz) as base64.
export function importBody(name, bytes) {
  const lower = name.toLowerCase();
  const zipped = bytes[0] === 0x50 && bytes[1] === 0x4b;
  if (lower.endsWith('.puz') || (lower.endsWith('.jpz') && zipped)) {
    let s = '';
    for (const b of bytes) s += String.fromCharCode(b);
    return { text: btoa(s), base64: true, format: lower.endsWith('.puz') ? 'puz' : 'jpz', name };
  }
  return { text: new TextDecoder().decode(bytes), name };
}
