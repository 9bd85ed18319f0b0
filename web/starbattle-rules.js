// Star Battle's rules on a board of marks, for the player (web/starbattle.js): the units (rows,
// columns, zones) and their names, the rules a board breaks (touching stars, too many stars in a
// unit, a unit that can no longer get its stars) and the squares a star rules out (auto dots).
// Marks: 0 empty, 1 star, 2 dot (sure empty).

// A square's name as the hints write it: r3c5 is row 3, column 5.
export const cellName = (n, i) => `r${Math.floor(i / n) + 1}c${(i % n) + 1}`;

// The board's shape: size n, k stars a unit, its units and, for each square, the units it is in.
export function shape(doc) {
  const n = doc.size,
    k = doc.stars;
  const zone = (i) => doc.zones[Math.floor(i / n)][i % n];
  const units = [],
    unitsOf = Array.from({ length: n * n }, () => []);
  const add = (name, cells) => {
    const u = units.length;
    units.push({ name, cells });
    for (const c of cells) unitsOf[c].push(u);
  };
  for (let y = 0; y < n; ++y)
    add(
      `Row ${y + 1}`,
      Array.from({ length: n }, (_, x) => y * n + x),
    );
  for (let x = 0; x < n; ++x)
    add(
      `Column ${x + 1}`,
      Array.from({ length: n }, (_, y) => y * n + x),
    );
  const zones = new Map();
  for (let i = 0; i < n * n; ++i) {
    if (!zones.has(zone(i))) zones.set(zone(i), []);
    zones.get(zone(i)).push(i);
  }
  // A zone is named by its first square in reading order (the board shows no zone numbers).
  for (const cells of zones.values()) add(`The zone holding ${cellName(n, cells[0])}`, cells);
  return { n, k, zone, units, unitsOf };
}

// The squares that touch square i (its up to 8 neighbours).
export function around(n, i) {
  const x = i % n,
    y = Math.floor(i / n),
    out = [];
  for (let dy = -1; dy <= 1; ++dy) {
    for (let dx = -1; dx <= 1; ++dx) {
      const a = x + dx,
        b = y + dy;
      if ((dx || dy) && a >= 0 && a < n && b >= 0 && b < n) out.push(b * n + a);
    }
  }
  return out;
}
const touch = (n, a, b) => Math.abs((a % n) - (b % n)) <= 1 && Math.abs(Math.floor(a / n) - Math.floor(b / n)) <= 1;

// Whether `need` stars, none touching another, fit in `free` (squares in reading order). Tries
// the choices (few: a unit has n squares and needs at most k stars); when the work grows past a
// limit it answers yes, so a unit is never called broken without proof.
function fits(n, free, need) {
  if (need <= 0) return true;
  if (free.length < need) return false;
  let work = 0;
  const pick = (from, left, chosen) => {
    if (left === 0) return true;
    if (++work > 20000) return true;
    for (let j = from; j <= free.length - left; ++j) {
      if (chosen.some((c) => touch(n, c, free[j]))) continue;
      chosen.push(free[j]);
      if (pick(j + 1, left - 1, chosen)) return true;
      chosen.pop();
    }
    return false;
  };
  return pick(0, need, []);
}

// What the marks break: `bad` holds the stars that break a rule (touching another star, or one
// too many in a unit), `broken` the units (indices into shape.units) that can no longer get their
// k stars: their empty squares that touch no star cannot hold the stars they miss.
export function problems(s, marks) {
  const { n, k, units } = s;
  const bad = new Set(),
    broken = [];
  const stars = [];
  for (let i = 0; i < n * n; ++i) if (marks[i] === 1) stars.push(i);
  for (const a of stars)
    for (const b of stars)
      if (a < b && touch(n, a, b)) {
        bad.add(a);
        bad.add(b);
      }
  const ruled = new Set();
  for (const a of stars) for (const c of around(n, a)) ruled.add(c);
  units.forEach((u, index) => {
    const have = u.cells.filter((c) => marks[c] === 1);
    if (have.length > k) {
      have.forEach((c) => bad.add(c));
      return;
    }
    const free = u.cells.filter((c) => marks[c] === 0 && !ruled.has(c));
    if (!fits(n, free, k - have.length)) broken.push(index);
  });
  return { bad, broken };
}

// The squares a star at `star` rules out, each with its reason (the stars that rule it out): its
// neighbours (the star itself), and the other squares of each unit the star completes (that
// unit's k stars). `marks` already holds the star.
export function ruledOut(s, marks, star) {
  const out = around(s.n, star).map((c) => [c, [star]]);
  for (const u of s.unitsOf[star]) {
    const cells = s.units[u].cells,
      have = cells.filter((c) => marks[c] === 1);
    if (have.length !== s.k) continue;
    for (const c of cells) if (marks[c] !== 1) out.push([c, have]);
  }
  return out;
}
