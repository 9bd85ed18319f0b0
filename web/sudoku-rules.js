// The rules of a Sudoku board, for the player (web/sudoku.js): its units (rows, columns, boxes
// or a jigsaw's regions and, in Sudoku-X, the two main diagonals) with their names, a killer's
// cages, which squares see each other (a cage's squares too), the candidates a square has left,
// and the conflicts: a value that repeats in a unit or a cage, a cage whose digits add up to more
// than its sum, or a full cage whose digits add up to another sum. Everything is read from the
// puzzle's record: no box shape is assumed.

// The characters of the values: 1-9, then A-G (value 10 is A, 16 is G); '.' is an empty square.
export const VCHARS = '.123456789ABCDEFG';

// The board of a puzzle's doc: {size, box: [width, height], diagonals}, or a jigsaw's {size,
// regions: [a region number per square, row by row], diagonals}; a killer's also has cages:
// [{cells: [square, ...], sum}].
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
  const cages = Array.isArray(doc.cages) ? doc.cages : [];
  const cageOf = new Array(cells).fill(-1);
  cages.forEach((k, j) => k.cells.forEach((i) => (cageOf[i] = j)));
  const peers = (a, b) =>
    a !== b &&
    (row(a) === row(b) ||
      col(a) === col(b) ||
      boxOf(a) === boxOf(b) ||
      (cageOf[a] >= 0 && cageOf[a] === cageOf[b]) ||
      (!!doc.diagonals && ((onMain(a) && onMain(b)) || (onAnti(a) && onAnti(b)))));
  const all = (1 << n) - 1;
  // The digits of every set of `open` different digits, none of `placed`, adding up to `rest`
  // (remembered: a board asks for the same cage many times).
  const sets = new Map();
  const digitsOf = (open, rest, placed) => {
    const key = `${open},${rest},${placed}`;
    if (!sets.has(key)) {
      let any = 0;
      for (let m = 0; m <= all; ++m) {
        if (m & placed) continue;
        let k = 0,
          sum = 0;
        for (let v = 1; v <= n; ++v) if (m & (1 << (v - 1))) (++k, (sum += v));
        if (k === open && sum === rest) any |= m;
      }
      sets.set(key, any);
    }
    return sets.get(key);
  };
  const cageDigits = (values, cage) => {
    let placed = 0,
      sum = 0,
      open = 0;
    for (const j of cage.cells) {
      if (values[j]) {
        placed |= 1 << (values[j] - 1);
        sum += values[j];
      } else ++open;
    }
    return open ? digitsOf(open, cage.sum - sum, placed) : all;
  };
  return {
    n,
    cells,
    jigsaw,
    killer: cages.length > 0,
    cages,
    // The cage (index into cages) of square i, or -1.
    cageOf: (i) => cageOf[i],
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
    // The values (bit v-1 for value v) that no placed peer of square i holds and, in a killer,
    // that some set of different digits filling its cage's open squares to the sum left holds.
    candidates(values, i) {
      let m = all;
      for (let j = 0; j < cells; ++j) if (values[j] && peers(i, j)) m &= ~(1 << (values[j] - 1));
      if (cageOf[i] >= 0) m &= cageDigits(values, cages[cageOf[i]]);
      return m;
    },
    // The squares whose value repeats in one of their units or their cage, and every square of a
    // cage whose digits add up to more than its sum, or, once full, to another sum.
    conflicts(values) {
      const bad = new Set();
      for (const u of [...units, ...cages]) {
        const at = new Map();
        for (const i of u.cells) {
          if (!values[i]) continue;
          if (at.has(values[i])) {
            bad.add(i);
            bad.add(at.get(values[i]));
          } else at.set(values[i], i);
        }
      }
      for (const k of cages) {
        const filled = k.cells.filter((i) => values[i]);
        const sum = filled.reduce((t, i) => t + values[i], 0);
        if (sum > k.sum || (filled.length === k.cells.length && sum !== k.sum)) filled.forEach((i) => bad.add(i));
      }
      return bad;
    },
  };
}
