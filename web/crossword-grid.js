// The crossword and fill-in player's grid model, without the page: the entries and the squares
// they cover, where the cursor goes next (typing, Backspace, arrows, Tab), which listed words are
// in the grid, checking against the solution, and the saved state (letters, revealed, pencil,
// rebus) read and written. web/crossword.js draws it and takes the keys.

// A square holds '' (empty) or its letters: one, or several for a rebus square.
export function gridModel(doc) {
  const w = doc.width, h = doc.height, n = w * h;
  const sol = doc.grid.join('');
  const block = (i) => sol[i] === '#';
  const entries = doc.entries.map((e) => {
    const cells = [];
    for (let k = 0; k < e.answer.length; ++k) cells.push(e.direction === 'across' ? e.row * w + e.col + k : (e.row + k) * w + e.col);
    return { ...e, cells };
  });
  // Clue order: the across entries by number, then the down ones.
  const byNumber = (a, b) => a.number - b.number;
  const ordered = entries.filter((e) => e.direction === 'across').sort(byNumber)
    .concat(entries.filter((e) => e.direction === 'down').sort(byNumber));
  const at = { across: new Array(n).fill(null), down: new Array(n).fill(null) };
  for (const e of entries) for (const i of e.cells) at[e.direction][i] = e;
  const other = (dir) => (dir === 'across' ? 'down' : 'across');
  // A rebus square's answer is several letters (doc.rebus, by square); it is right with them
  // all or with the first, as Across Lite accepts.
  const rebus = doc.rebus || {};
  const answer = (i) => rebus[i] || sol[i];
  const right = (i, s) => s === answer(i) || s === sol[i];
  return { w, h, n, sol, block, entries, ordered, other, answer, right, entryAt: (i, dir) => at[dir][i] };
}

// The saved state's squares: `letters` rows ('#' a block, '.' empty, a letter), with a rebus
// square's letters in `rebus` ({index: letters}); `pencil` and `revealed` list square indices.
export function readState(m, saved) {
  const squares = new Array(m.n).fill('');
  const rebus = (saved && saved.rebus) || {};
  const rows = saved && Array.isArray(saved.letters) ? saved.letters.join('') : '';
  for (let i = 0; i < m.n; ++i) {
    if (m.block(i)) continue;
    if (typeof rebus[i] === 'string' && /^[A-Z0-9]{2,12}$/.test(rebus[i])) squares[i] = rebus[i];
    else if (/^[A-Z0-9]$/.test(rows[i] || '')) squares[i] = rows[i];
  }
  const list = (key) => new Set(saved && Array.isArray(saved[key]) ? saved[key].filter((i) => Number.isInteger(i) && i >= 0 && i < m.n) : []);
  return { squares, pencil: list('pencil'), revealed: list('revealed') };
}

// The server checks `letters`, one character a square: a rebus square is '*' there, its letters
// in `rebus`.
export function writeState(m, squares, pencil, revealed) {
  const rows = [], rebus = {};
  for (let y = 0; y < m.h; ++y) {
    let row = '';
    for (let x = 0; x < m.w; ++x) {
      const i = y * m.w + x, s = squares[i];
      if (m.block(i)) row += '#';
      else if (!s) row += '.';
      else if (s.length === 1) row += s;
      else { row += '*'; rebus[i] = s; }
    }
    rows.push(row);
  }
  const state = { letters: rows, revealed: [...revealed].sort((a, b) => a - b) };
  if (pencil.size) state.pencil = [...pencil].sort((a, b) => a - b);
  if (Object.keys(rebus).length) state.rebus = rebus;
  return state;
}

// Where the cursor goes. `empty(i)` says whether a square is empty; `skip` is the "Skip filled
// squares" setting. Each returns {sel, dir} or null (stay).
export function navigator(m, empty) {
  const firstEmpty = (e) => e.cells.find(empty);
  // The next entry in clue order, after `e` and around, that has an empty square (e itself last).
  function nextOpen(e) {
    const k = m.ordered.indexOf(e);
    for (let s = 1; s <= m.ordered.length; ++s) {
      const f = m.ordered[(k + s) % m.ordered.length];
      if (f.cells.some(empty)) return f;
    }
    return null;
  }
  return {
    // After a letter went into `sel` of entry `e`.
    afterTyping(e, sel, skip) {
      const rest = e.cells.slice(e.cells.indexOf(sel) + 1);
      const next = skip ? rest.find(empty) : rest[0];
      if (next !== undefined) return { sel: next, dir: e.direction };
      const f = nextOpen(e);  // the end of the word: on to the next word with room
      if (f) return { sel: firstEmpty(f), dir: f.direction };
      return rest.length ? { sel: rest[0], dir: e.direction } : null;  // the grid is full
    },
    // Backspace on an empty square: the one before it, in this word or at the end of the last.
    back(e, sel) {
      const k = e.cells.indexOf(sel);
      if (k > 0) return { sel: e.cells[k - 1], dir: e.direction };
      const j = m.ordered.indexOf(e), f = m.ordered[(j - 1 + m.ordered.length) % m.ordered.length];
      return { sel: f.cells[f.cells.length - 1], dir: f.direction };
    },
    // Tab / Shift+Tab: the next or previous clue, at its first empty square.
    clue(e, step) {
      const k = m.ordered.indexOf(e), L = m.ordered.length;
      const f = m.ordered[((k < 0 ? 0 : k) + step + L) % L];
      const i = firstEmpty(f);
      return { sel: i === undefined ? f.cells[0] : i, dir: f.direction };
    },
    // An arrow key: one square that way, over blocks.
    step(sel, dx, dy) {
      let x = sel % m.w + dx, y = Math.floor(sel / m.w) + dy;
      while (x >= 0 && y >= 0 && x < m.w && y < m.h && m.block(y * m.w + x)) { x += dx; y += dy; }
      return x >= 0 && y >= 0 && x < m.w && y < m.h ? y * m.w + x : null;
    },
  };
}

// A fill-in's words, counted: for each word of the list, how many of the grid's complete entries
// spell it. A word listed twice is struck through twice only when it is in the grid twice.
export function wordsInGrid(m, squares) {
  const count = new Map();
  for (const e of m.entries) {
    if (e.cells.some((i) => !squares[i])) continue;
    const wd = e.cells.map((i) => squares[i]).join('');
    count.set(wd, (count.get(wd) || 0) + 1);
  }
  return count;
}

// The squares of `list` holding a letter that is not the solution's.
export const wrongIn = (m, squares, list) => list.filter((i) => squares[i] && !m.right(i, squares[i]));
export const allSquares = (m) => [...m.sol].map((c, i) => i).filter((i) => !m.block(i));
