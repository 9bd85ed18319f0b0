// The crossword and fill-in player's grid model, without the page: the entries and the squares
// they cover (Across and Down, or a variety crossword's lists: crossword-variety.js), where the
// cursor goes next (typing, Backspace, arrows, Tab), which listed words are in the grid, checking
// against the solution, and the saved state (letters, revealed, pencil, rebus, a locked puzzle's
// key) read and written. web/crossword.js draws it and takes the keys.
import { isVariety, varietyEntries, varietyWays } from './crossword-variety.js';

// What one square may hold besides a block: a letter A-Z, a digit or a sign (as Across Lite and the
// NYT player take them: `12$@`); the signs are those of kSquareSigns in src/crossword/formats.h.
export const SQUARE_CHAR = /^[A-Z0-9!"$%&'()*+\-/<=>?@[\\\]^`{|}~]$/;
const SQUARE_TEXT = /^[A-Z0-9!"$%&'()*+\-/<=>?@[\\\]^`{|}~]{1,12}$/;

// A square holds '' (empty) or its letters: one, or several for a rebus square; in a diagramless
// grid also '#', a block the solver put there.
//
// The cursor goes "a way" (`dir` in the player): in an Across/Down grid 'across' or 'down', in a
// variety grid the entry it is on. The model's way functions are the same for both:
// entryFor(i, way) the entry at square i that way, wayAt(i, way) the way kept on moving to i,
// nextWay(i, way) the way Space switches to, crossing(i, e) the other entries through i, wayOf(e)
// the way along entry e, name(e) the entry as the clue bar names it ("1 Across", "Blooms L1").
export function gridModel(doc) {
  const w = doc.width,
    h = doc.height,
    n = w * h;
  // A diagramless grid is played without its blocks: they are the solver's to find.
  const diagramless = !!doc.diagramless;
  const variety = isVariety(doc);
  const answerBlock = (i) => m.sol[i] === '#';
  const block = diagramless ? () => false : answerBlock;
  const withCells = (e) => {
    const cells = [];
    for (let k = 0; k < e.length; ++k)
      cells.push(e.direction === 'across' ? e.row * w + e.col + k : (e.row + k) * w + e.col);
    return { ...e, cells };
  };
  // Clue order: the across entries by number, then the down ones.
  const byNumber = (a, b) => a.number - b.number;
  const inOrder = (list) =>
    list
      .filter((e) => e.direction === 'across')
      .sort(byNumber)
      .concat(list.filter((e) => e.direction === 'down').sort(byNumber));
  const clues = variety
    ? varietyEntries(doc)
    : inOrder(doc.entries.map((e) => withCells({ ...e, length: e.answer.length })));
  const other = (dir) => (dir === 'across' ? 'down' : 'across');
  // A rebus square's answer is several letters (doc.rebus, by square); it is right with them
  // all or with the first, as Across Lite accepts.
  const rebus = doc.rebus || {};
  const answer = (i) => (answerBlock(i) ? '#' : rebus[i] || m.sol[i]);
  const right = (i, s) => s === answer(i) || s === m.sol[i];
  // A barred grid's bars, on the top or left side of a square (doc.bar_top, doc.bar_left); the
  // entries already end at them.
  const bars = { top: new Set(doc.bar_top || []), left: new Set(doc.bar_left || []) };
  // `sol`: the answers, the grid's rows joined. `known`: whether they are (a puzzle without its
  // answers, or locked, has none to check against: crossword-lock.js); unlock() gives them.
  const m = {
    w,
    h,
    n,
    sol: doc.grid.join(''),
    known: !doc.answers_unknown,
    locked: doc.answers_unknown === 'locked',
    lockSum: doc.lock_sum || 0,
    key: '',
    diagramless,
    variety,
    lists: variety ? doc.lists : ['across', 'down'],
    block,
    answerBlock,
    clues,
    other,
    answer,
    right,
    bars,
  };
  m.unlock = (key, sol) => {
    m.sol = sol;
    m.known = true;
    m.key = key;
  };
  // The words the cursor moves along: the puzzle's entries (a variety clue with no squares of its
  // own is listed, not moved along), or in a diagramless grid the runs between the solver's
  // blocks (follow() works them out again after each change).
  const setEntries = (entries) => {
    m.entries = entries;
    m.ordered = variety ? entries : inOrder(entries);
    if (variety) return;
    m.at = { across: new Array(n).fill(null), down: new Array(n).fill(null) };
    for (const e of entries) for (const i of e.cells) m.at[e.direction][i] = e;
  };
  m.entryAt = (i, dir) => m.at[dir][i];
  m.follow = (squares) => {
    if (diagramless) setEntries(openRuns(m, squares));
  };
  setEntries(diagramless ? [] : variety ? clues.filter((e) => e.cells.length) : clues);
  if (variety) Object.assign(m, varietyWays(m));
  else {
    Object.assign(m, {
      wayOf: (e) => e.direction,
      entryFor: (i, dir) => m.at[dir][i] || m.at[other(dir)][i],
      wayAt: (i, dir) => (m.at[dir][i] ? dir : other(dir)),
      nextWay: (i, dir) => (m.at[other(dir)][i] ? other(dir) : dir),
      crossing: (i, e) => [m.at[other(e.direction)][i]].filter(Boolean),
      name: (e) => `${e.number} ${e.direction[0].toUpperCase()}${e.direction.slice(1)}`,
    });
  }
  return m;
}

// A diagramless grid's runs of two or more squares between the solver's blocks and the edges,
// each with the number the solver's grid gives its first square (null when it has none yet).
function openRuns(m, squares) {
  const { numbers } = solverNumbers(m, squares);
  const runs = [];
  for (const direction of ['across', 'down']) {
    const [outer, inner] = direction === 'across' ? [m.h, m.w] : [m.w, m.h];
    for (let a = 0; a < outer; ++a) {
      let cells = [];
      for (let b = 0; b <= inner; ++b) {
        const i = b < inner ? (direction === 'across' ? a * m.w + b : b * m.w + a) : -1;
        if (i >= 0 && squares[i] !== '#') {
          cells.push(i);
          continue;
        }
        if (cells.length >= 2) {
          runs.push({
            direction,
            cells,
            row: Math.floor(cells[0] / m.w),
            col: cells[0] % m.w,
            number: numbers.get(cells[0]) || null,
          });
        }
        cells = [];
      }
    }
  }
  return runs;
}

// The numbers of a diagramless grid as the solver has filled it, as the New York Times' player
// gives them: a square with a letter that starts two or more letters across or down gets the next
// number. `word(i, dir)` is the letters' run through square i ({number, cells}, or null).
export function solverNumbers(m, squares) {
  const letter = (x, y) =>
    x >= 0 && y >= 0 && x < m.w && y < m.h && !!squares[y * m.w + x] && squares[y * m.w + x] !== '#';
  const numbers = new Map();
  let k = 0;
  for (let y = 0; y < m.h; ++y) {
    for (let x = 0; x < m.w; ++x) {
      if (!letter(x, y)) continue;
      const across = !letter(x - 1, y) && letter(x + 1, y),
        down = !letter(x, y - 1) && letter(x, y + 1);
      if (across || down) numbers.set(y * m.w + x, ++k);
    }
  }
  const word = (i, dir) => {
    let x = i % m.w,
      y = Math.floor(i / m.w);
    if (!letter(x, y)) return null;
    const [dx, dy] = dir === 'across' ? [1, 0] : [0, 1];
    while (letter(x - dx, y - dy)) {
      x -= dx;
      y -= dy;
    }
    const cells = [];
    for (; letter(x, y); x += dx, y += dy) cells.push(y * m.w + x);
    return cells.length >= 2 ? { number: numbers.get(cells[0]), cells } : null;
  };
  return { numbers, word };
}

// The saved state's squares: `letters` rows ('#' a block, '.' empty, a letter), with a rebus
// square's letters in `rebus` ({index: letters}); `pencil` and `revealed` list square indices.
export function readState(m, saved) {
  const squares = new Array(m.n).fill('');
  const rebus = (saved && saved.rebus) || {};
  const rows = saved && Array.isArray(saved.letters) ? saved.letters.join('') : '';
  for (let i = 0; i < m.n; ++i) {
    if (m.block(i)) continue;
    // A rebus square, or one whose answer is the sign '*' ('*' in `letters` means "see rebus").
    if (rows[i] === '*' && typeof rebus[i] === 'string' && SQUARE_TEXT.test(rebus[i])) squares[i] = rebus[i];
    else if ((rows[i] !== '*' && SQUARE_CHAR.test(rows[i] || '')) || (m.diagramless && rows[i] === '#'))
      squares[i] = rows[i];
  }
  const list = (key) =>
    new Set(
      saved && Array.isArray(saved[key]) ? saved[key].filter((i) => Number.isInteger(i) && i >= 0 && i < m.n) : [],
    );
  return {
    squares,
    pencil: list('pencil'),
    revealed: list('revealed'),
    key: saved && typeof saved.key === 'string' ? saved.key : '',
  };
}

// The server checks `letters`, one character a square: a rebus square (and a square holding the
// sign '*') is '*' there, its letters in `rebus`.
export function writeState(m, squares, pencil, revealed) {
  const rows = [],
    rebus = {};
  for (let y = 0; y < m.h; ++y) {
    let row = '';
    for (let x = 0; x < m.w; ++x) {
      const i = y * m.w + x,
        s = squares[i];
      if (m.block(i)) row += '#';
      else if (!s) row += '.';
      else if (s.length === 1 && s !== '*') row += s;
      else {
        row += '*';
        rebus[i] = s;
      }
    }
    rows.push(row);
  }
  const state = { letters: rows, revealed: [...revealed].sort((a, b) => a - b) };
  if (pencil.size) state.pencil = [...pencil].sort((a, b) => a - b);
  if (Object.keys(rebus).length) state.rebus = rebus;
  if (m.key) state.key = m.key; // a locked puzzle's key, given: the server checks with it too
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
    // After a letter went into `sel` of entry `e`. In a diagramless grid the end of a run is
    // not the end of a word: the cursor stays there.
    afterTyping(e, sel, skip) {
      const rest = e.cells.slice(e.cells.indexOf(sel) + 1);
      const next = skip ? rest.find(empty) : rest[0];
      if (next !== undefined) return { sel: next, dir: m.wayOf(e) };
      if (m.diagramless) return rest.length ? { sel: rest[0], dir: m.wayOf(e) } : null;
      const f = nextOpen(e); // the end of the word: on to the next word with room
      if (f) return { sel: firstEmpty(f), dir: m.wayOf(f) };
      return rest.length ? { sel: rest[0], dir: m.wayOf(e) } : null; // the grid is full
    },
    // Backspace on an empty square: the one before it, in this word or at the end of the last.
    back(e, sel) {
      const k = e.cells.indexOf(sel);
      if (k > 0) return { sel: e.cells[k - 1], dir: m.wayOf(e) };
      if (m.diagramless) return null;
      const j = m.ordered.indexOf(e),
        f = m.ordered[(j - 1 + m.ordered.length) % m.ordered.length];
      return { sel: f.cells[f.cells.length - 1], dir: m.wayOf(f) };
    },
    // Tab / Shift+Tab: the next or previous clue, at its first empty square.
    clue(e, step) {
      const k = m.ordered.indexOf(e),
        L = m.ordered.length;
      const f = m.ordered[((k < 0 ? 0 : k) + step + L) % L];
      const i = firstEmpty(f);
      return { sel: i === undefined ? f.cells[0] : i, dir: m.wayOf(f) };
    },
    // An arrow key: one square that way, over blocks.
    step(sel, dx, dy) {
      let x = (sel % m.w) + dx,
        y = Math.floor(sel / m.w) + dy;
      while (x >= 0 && y >= 0 && x < m.w && y < m.h && m.block(y * m.w + x)) {
        x += dx;
        y += dy;
      }
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
// Solved: every square of a word holds its answer; a block of a diagramless grid may be put or
// left empty. (Never while the answers are not known.)
export const isSolved = (m, squares) =>
  m.known &&
  allSquares(m).every((i) =>
    m.answerBlock(i) ? !squares[i] || squares[i] === '#' : !!squares[i] && m.right(i, squares[i]),
  );
