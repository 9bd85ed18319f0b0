// The rules of a Sudoku board, for the player (web/sudoku.js): its units (rows, columns, boxes
// or a jigsaw's regions and, in Sudoku-X, the two main diagonals) with their names, which squares
// see each other, the candidates a square has left, and the values that repeat in a unit
// (conflicts). Everything is read from the puzzle's record: no box shape is assumed.

// The characters of the values: 1-9, then A-G (value 10 is A, 16 is G); '.' is an empty square.
export const VCHARS = '.123456789ABCDEFG';

// The board of a puzzle's doc: {size, box: [width, height], diagonals}, or a jigsaw's {size,
// regions: [a region number per square, row by row], diagonals}.
export function sudokuRules(doc) {
  const n = doc.size,
    cells = n * n,
    jigsaw = Array.isArray(doc.regions) && doc.regions.length === cells;
  const row = (i) => Math.floor(i / n),
    col = (i) => i % n;
  const [bw, bh] = jigsaw ? [n, 1] : doc.box;
  const boxOf = jigsaw ? (i) => doc.regions[i] : (i) => Math.floor(row(i) / bh) * (n / bw) + Math.floor(col(i) / bw);
  const area = jigsaw ? 'region' : 'box';
  const onMain = (i) => row(i) === col(i),
    onAnti = (i) => row(i) + col(i) === n - 1;
  const range = (k, f) => Array.from({ length: k }, (_, j) => f(j));
  // Units as the solver names them (src/sudoku/logic/grid.cc): "row 3", "column 5", "box 4" (a
  // jigsaw's "region 4"), "main diagonal", "anti-diagonal". Boxes are numbered in reading order,
  // regions as the record numbers them (in order of first appearance).
  const units = [
    ...range(n, (r) => ({ kind: 'row', name: `row ${r + 1}`, cells: range(n, (c) => r * n + c) })),
    ...range(n, (c) => ({ kind: 'column', name: `column ${c + 1}`, cells: range(n, (r) => r * n + c) })),
    ...range(n, (b) => ({
      kind: area,
      name: `${area} ${b + 1}`,
      cells: range(cells, (i) => i).filter((i) => boxOf(i) === b),
    })),
  ];
  if (doc.diagonals) {
    units.push({ kind: 'diagonal', name: 'main diagonal', cells: range(n, (k) => k * n + k) });
    units.push({ kind: 'diagonal', name: 'anti-diagonal', cells: range(n, (k) => k * n + n - 1 - k) });
  }
  const peers = (a, b) =>
    a !== b &&
    (row(a) === row(b) ||
      col(a) === col(b) ||
      boxOf(a) === boxOf(b) ||
      (!!doc.diagonals && ((onMain(a) && onMain(b)) || (onAnti(a) && onAnti(b)))));
  const all = (1 << n) - 1;
  return {
    n,
    cells,
    jigsaw,
    // What the third kind of unit is called: "box", or "region" in a jigsaw.
    area,
    units,
    peers,
    row,
    col,
    boxOf,
    diagonal: (i) => !!doc.diagonals && (onMain(i) || onAnti(i)),
    // "r3c5": a square as the hints name it.
    cellName: (i) => `r${row(i) + 1}c${col(i) + 1}`,
    // The values (bit v-1 for value v) that no placed peer of square i holds.
    candidates(values, i) {
      let m = all;
      for (let j = 0; j < cells; ++j) if (values[j] && peers(i, j)) m &= ~(1 << (values[j] - 1));
      return m;
    },
    // The squares whose value repeats in one of their units.
    conflicts(values) {
      const bad = new Set();
      for (const u of units) {
        const at = new Map();
        for (const i of u.cells) {
          if (!values[i]) continue;
          if (at.has(values[i])) {
            bad.add(i);
            bad.add(at.get(values[i]));
          } else at.set(values[i], i);
        }
      }
      return bad;
    },
  };
}
