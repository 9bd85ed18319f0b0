// Variety crosswords in the player (rows gardens, marching bands, spirals...): their entries come
// from the record's named clue lists (doc.lists; each entry's `list`, `label` and `cells`, its
// squares in the order its answer is written, along any path) in place of Across and Down. The
// player's cursor goes "a way" as in an Across/Down grid; here a way is the entry itself, since a
// square may be in any number of entries, of any lists. web/crossword-grid.js builds the model
// with these; web/crossword.js moves the cursor with them.

// A variety crossword: one whose record names its clue lists (a diagramless grid never is one).
export const isVariety = (doc) => Array.isArray(doc.lists) && doc.lists.length > 0 && !doc.diagramless;

// The entries in list order, each list's in the file's order; `cells` as the record gives them.
// A clue without squares (the solver places its answer) is kept, for the clue lists.
export function varietyEntries(doc) {
  const rank = new Map(doc.lists.map((name, k) => [name, k]));
  const at = (e) => (rank.has(e.list) ? rank.get(e.list) : doc.lists.length);
  return doc.entries
    .map((e, k) => {
      const cells = Array.isArray(e.cells) ? e.cells.filter((i) => Number.isInteger(i)) : [];
      return { ...e, label: e.label || '', cells, length: cells.length, k };
    })
    .sort((a, b) => at(a) - at(b) || a.k - b.k);
}

// The cursor's ways in a variety grid, for the model `m` (its `entries`: those with squares):
//   through[i]          the entries through square i, in list order
//   entryFor(i, way)    the entry the cursor is on at square i going `way` (an entry): that
//                       entry when it has the square, else one of its list, else the first
//   wayAt(i, way)       the way kept on moving to square i
//   nextWay(i, way)     Space, Enter or a second tap: the next entry through the square
//   crossing(i, e)      the other entries through square i (marked in the clue lists)
//   name(e)             how the clue bar names an entry: its list and label ("Blooms L1")
export function varietyWays(m) {
  const through = Array.from({ length: m.n }, () => []);
  for (const e of m.entries) for (const i of e.cells) if (!through[i].includes(e)) through[i].push(e);
  const entryFor = (i, way) => {
    const here = through[i];
    if (!here.length) return null;
    if (here.includes(way)) return way;
    return (way && here.find((e) => e.list === way.list)) || here[0];
  };
  return {
    through,
    wayOf: (e) => e,
    entryFor,
    wayAt: (i, way) => entryFor(i, way) || way,
    nextWay(i, way) {
      const here = through[i];
      return here.length ? here[(here.indexOf(entryFor(i, way)) + 1) % here.length] : way;
    },
    crossing: (i, e) => through[i].filter((f) => f !== e),
    name: (e) => [e.list, e.label].filter(Boolean).join(' '),
  };
}

// An arrow key (one square by dx, dy) in a variety grid follows the paths: it moves along the
// current entry when the entry's next or previous square is that way, or else turns to another
// entry through the square whose path goes that way (the cursor stays, as an arrow across the
// way of typing turns it in an Across/Down grid). Returns {sel, dir}, or null when no path goes
// that way (the player then steps to the next square that way, as in any grid). A ring (an entry
// whose last square is beside its first, a marching band's) wraps: from its last square on to its
// first, and back.
export function pathArrow(m, sel, way, dx, dy) {
  const x = (sel % m.w) + dx,
    y = Math.floor(sel / m.w) + dy;
  if (x < 0 || y < 0 || x >= m.w || y >= m.h) return null;
  const to = y * m.w + x;
  const beside = (a, b) => Math.abs((a % m.w) - (b % m.w)) + Math.abs(Math.floor(a / m.w) - Math.floor(b / m.w)) === 1;
  const goes = (e) => {
    const k = e.cells.indexOf(sel);
    if (k < 0) return false;
    const n = e.cells.length;
    const ring = n > 3 && beside(e.cells[0], e.cells[n - 1]);
    const next = k + 1 < n ? e.cells[k + 1] : ring ? e.cells[0] : undefined;
    const prev = k > 0 ? e.cells[k - 1] : ring ? e.cells[n - 1] : undefined;
    return next === to || prev === to;
  };
  const e = m.entryFor(sel, way);
  if (e && goes(e)) return { sel: to, dir: e };
  const turn = m.through[sel].find((f) => f !== e && goes(f));
  return turn ? { sel, dir: turn } : null;
}
