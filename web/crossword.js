// The crossword and fill-in player: the squares laid over the server's drawing of the grid, a
// clue bar above it, the clue lists (a fill-in: its word list) beside or below it (those two in
// crossword-parts.js), and the
// toolbar's Pencil, Rebus, Check / reveal menu (crossword-menu.js), Undo and Redo. The keyboard
// goes through a transparent text box over the selected square, so that a phone opens its
// keyboard when a square is tapped (crossword-keys.js). The grid model and the cursor's moves are
// in crossword-grid.js.
import { el, useStyle, drawnBoard, keys, history } from './common.js';
import {
  gridModel,
  readState,
  writeState,
  navigator,
  wordsInGrid,
  wrongIn,
  allSquares,
  isSolved,
  solverNumbers,
} from './crossword-grid.js';
import { gridInput, keyAction, typingBox } from './crossword-keys.js';
import { checkRevealMenu } from './crossword-menu.js';
import { sideLists, squaresOver } from './crossword-parts.js';

useStyle('crossword');

const SKIP_KEY = 'puzzlesmith.crossword.skipFilled'; // "Skip filled squares", kept in the browser
const PAIR_KEY = 'puzzlesmith.crossword.pairBlocks'; // a diagramless grid's "Blocks in pairs"
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

function readSetting(key) {
  try {
    return localStorage.getItem(key) !== '0';
  } catch (e) {
    return true;
  }
}
function keepSetting(key, on) {
  try {
    localStorage.setItem(key, on ? '1' : '0');
  } catch (e) {
    /* not kept: private window */
  }
}

export function crosswordGame(p, saved, host) {
  const d = p.doc;
  const m = gridModel(d);
  const start = readState(m, saved);
  let squares = start.squares,
    pencil = start.pencil;
  const revealed = start.revealed;
  const isFillin = !!(d.words && d.words.length) || !d.entries.some((e) => e.clue && !/^\d+ letters$/.test(e.clue));
  const nav = navigator(m, (i) => !squares[i]);
  let wrong = new Set(),
    pencilMode = false,
    rebus = null,
    skip = readSetting(SKIP_KEY),
    pairs = readSetting(PAIR_KEY);
  let sel = 0,
    dir = 'across';
  m.follow(squares);
  if (m.ordered.length) {
    const to = nav.clue(m.ordered[0], 0);
    sel = to.sel;
    dir = to.dir;
  }
  const hist = history(
    () => ({ s: squares, p: [...pencil] }),
    (v) => {
      squares = v.s;
      pencil = new Set(v.p);
      wrong = new Set([...wrong].filter((i) => squares[i] && !m.right(i, squares[i])));
      changed();
    },
  );
  // A revealed letter stays (until Undo takes it away: the game is still recorded as revealed).
  const locked = (i) => revealed.has(i) && m.right(i, squares[i]);
  const current = () => m.entryAt(sel, dir) || m.entryAt(sel, m.other(dir));
  const say = (text, cls = '') => host.say(text, cls);

  // ---- the grid and the typing box over it ----
  const { board, cells } = squaresOver(m);
  const input = gridInput({ 'aria-describedby': 'grid-keys' });
  // Said after the square's name by a screen reader: how to get out of the grid.
  const gridKeys = el(
    'span',
    { class: 'visually-hidden', id: 'grid-keys' },
    'Tab: next clue. Escape leaves the grid for the buttons.',
  );
  board.append(input, gridKeys);
  const drawn = drawnBoard(p.board, board, 2.3);
  // A tall grid is made smaller, to fit the window's height with its clue bar.
  const W = p.board.cols * p.board.cell + 2 * p.board.margin,
    H = p.board.rows * p.board.cell + 2 * p.board.margin;
  const fitHeight = `max(16rem, calc((100vh - 9rem) * ${(W / H).toFixed(4)}))`;
  drawn.style.maxWidth = `min(100%, ${fitHeight})`;
  cells.forEach((c, i) => {
    if (m.block(i)) return;
    c.addEventListener('click', () => {
      commitRebus(false);
      if (sel === i) dir = m.other(dir);
      select(i, dir);
      focusGrid(true);
    });
  });
  function select(i, dr) {
    sel = i;
    dir = m.entryAt(i, dr) ? dr : m.other(dr);
    draw();
  }
  function focusGrid(show) {
    if (document.activeElement !== input) input.focus({ preventScroll: true });
    if (show) showGrid();
  }
  // The clue bar and the grid together in the window (and above a phone's keyboard), scrolling
  // as little as possible.
  function showGrid() {
    const top = clueBar.getBoundingClientRect().top,
      bottom = drawn.getBoundingClientRect().bottom;
    const foot = document.querySelector('footer');
    const vh =
      (window.visualViewport ? window.visualViewport.height : window.innerHeight) - (foot ? foot.offsetHeight : 0);
    if (bottom - top > vh) {
      const r = cells[sel].getBoundingClientRect();
      if (r.top < 0 || r.bottom > vh) window.scrollBy(0, r.top - vh / 2);
    } else if (top < 0) window.scrollBy(0, top - 8);
    else if (bottom > vh) window.scrollBy(0, Math.min(bottom - vh + 8, top - 8));
  }
  const onViewport = () => {
    if (document.activeElement === input) showGrid();
  };
  if (window.visualViewport) window.visualViewport.addEventListener('resize', onViewport);

  // ---- the clue bar ----
  const clueLabel = el('span', { class: 'cw-label', id: 'clue-label' });
  const clueText = el('span', { class: `cw-text${isFillin ? ' cw-pattern' : ''}`, id: 'clue-text' });
  const prevBtn = el(
    'button',
    { class: 'cw-step', id: 'btn-prev-clue', 'aria-label': 'Previous clue', title: 'Previous clue (Shift+Tab)' },
    '‹',
  );
  const nextBtn = el(
    'button',
    { class: 'cw-step', id: 'btn-next-clue', 'aria-label': 'Next clue', title: 'Next clue (Tab)' },
    '›',
  );
  prevBtn.addEventListener('click', (e) => {
    goClue(-1);
    back(e);
  });
  nextBtn.addEventListener('click', (e) => {
    goClue(1);
    back(e);
  });
  const clueBody = el('div', { class: 'cw-clue', title: 'Switch between across and down' }, clueLabel, ' ', clueText);
  clueBody.addEventListener('click', () => {
    toggleDir();
    focusGrid(true);
  });
  const clueBar = el('div', { class: 'cw-cluebar', id: 'clue-bar' }, prevBtn, clueBody, nextBtn);
  // A screen reader says the clue when it changes (a fill-in's slot: its length, not each letter).
  (isFillin ? clueLabel : clueBody).setAttribute('aria-live', 'polite');

  // ---- the clue lists, or a fill-in's word list (crossword-parts.js) ----
  const { side, clueItems, wordItems, lengthGroups } = sideLists(m, d, isFillin, (e) => {
    commitRebus(false);
    goToClue(e);
    focusGrid(true);
  });

  // ---- drawing ----
  let shownEntry = null;
  // A diagramless grid: the first square of the solver's word with the clue's number and way.
  const placed = (solver, e) => {
    for (const [i, k] of solver.numbers) {
      if (k !== e.number) continue;
      const wd = solver.word(i, e.direction);
      return wd && wd.cells[0] === i ? i : null;
    }
    return null;
  };
  function goToClue(e) {
    if (!m.diagramless) {
      const to = nav.clue(e, 0);
      select(to.sel, to.dir);
      return;
    }
    const i = placed(solverNumbers(m, squares), e);
    if (i === null) {
      say(
        `${e.number} ${cap(e.direction)} is not in your grid yet: type its answer where you think it goes, and its number appears.`,
        '',
      );
      return;
    }
    select(i, e.direction);
  }
  // A diagramless grid: the clue of the solver's word through the selected square, found by the
  // number the solver's grid gives it.
  const clueOf = (word, dr) =>
    word ? m.clues.find((e) => e.direction === dr && e.number === word.number) || null : null;
  function draw() {
    m.follow(squares);
    const solver = m.diagramless ? solverNumbers(m, squares) : null;
    const run = current();
    const cur = solver && run ? clueOf(solver.word(sel, run.direction), run.direction) : run;
    const cross = !run
      ? null
      : solver
        ? clueOf(solver.word(sel, m.other(run.direction)), m.other(run.direction))
        : m.entryAt(sel, m.other(run.direction));
    for (let i = 0; i < m.n; ++i) {
      if (m.block(i)) continue;
      const c = cells[i],
        editing = i === sel && rebus !== null;
      const s = editing ? rebus : squares[i];
      if (solver) {
        c.classList.toggle('solver-block', s === '#');
        const num = solver.numbers.get(i);
        setText(c.lastChild, num ? String(num) : '');
      }
      c.classList.toggle('selected', i === sel);
      c.classList.toggle('inword', !!run && run.cells.includes(i));
      c.classList.toggle('wrong', wrong.has(i));
      c.classList.toggle('pencil', !!s && pencil.has(i) && !editing);
      c.classList.toggle('revealed', locked(i));
      c.classList.toggle('rebus-edit', editing);
      const ch = c.firstChild;
      ch.textContent = s === '#' ? '' : s;
      ch.style.fontSize = s.length > 1 ? `${Math.min(0.8, 2 / s.length).toFixed(3)}em` : ''; // a rebus fits its square
    }
    const x = sel % m.w,
      y = Math.floor(sel / m.w);
    input.style.gridArea = `${y + 1} / ${x + 1} / ${y + 2} / ${x + 2}`;
    drawClue(run, cur);
    for (const [e, li] of clueItems) {
      li.classList.toggle('current', e === cur);
      li.classList.toggle('crossing', e === cross);
      li.classList.toggle('done', solver ? !!placed(solver, e) : e.cells.every((i) => squares[i]));
    }
    if (cur !== shownEntry) {
      shownEntry = cur;
      for (const e of [cur, cross]) if (e && clueItems.has(e)) inView(clueItems.get(e));
    }
    if (isFillin) {
      const count = wordsInGrid(m, squares),
        seen = new Map();
      for (const li of wordItems) {
        const wd = li.dataset.word,
          k = (seen.get(wd) || 0) + 1;
        seen.set(wd, k);
        li.classList.toggle('done', k <= (count.get(wd) || 0));
      }
      for (const [len, g] of lengthGroups) g.classList.toggle('current', !!cur && cur.cells.length === len);
    }
    blockBtn.hidden = !m.diagramless;
    pencilBtn.setAttribute('aria-pressed', String(pencilMode));
    rebusBtn.setAttribute('aria-pressed', String(rebus !== null));
    board.classList.toggle('pencil-mode', pencilMode);
  }
  // A clue list scrolls (inside itself, not the page) to show the clue.
  function inView(li) {
    const ol = li.parentElement;
    if (ol.scrollHeight <= ol.clientHeight) return;
    if (li.offsetTop < ol.scrollTop || li.offsetTop + li.offsetHeight > ol.scrollTop + ol.clientHeight)
      ol.scrollTop = li.offsetTop - ol.clientHeight / 3;
  }
  const setText = (node, text) => {
    if (node.textContent !== text) node.textContent = text;
  };
  function drawClue(run, cur) {
    if (!run) {
      setText(clueLabel, '');
      setText(clueText, '');
      input.setAttribute('aria-label', 'The grid');
      return;
    }
    const k = run.cells.indexOf(sel) + 1,
      len = run.cells.length;
    const s = squares[sel];
    const what =
      s === '#' ? 'a block' : s ? `${s.split('').join(' ')}${pencil.has(sel) ? ', in pencil' : ''}` : 'empty';
    const where = `square ${k} of ${len}: ${what}`;
    if (m.diagramless) {
      const x = (sel % m.w) + 1,
        y = Math.floor(sel / m.w) + 1;
      setText(clueLabel, cur ? `${cur.number} ${cap(cur.direction)}` : cap(run.direction));
      setText(
        clueText,
        cur
          ? cur.clue || `(${cur.length} letters)`
          : 'No clue here yet: type a word, and its number shows which clue it answers.',
      );
      input.setAttribute(
        'aria-label',
        `Row ${y}, column ${x}, ${what}. ${clueLabel.textContent}: ${clueText.textContent}`,
      );
    } else if (!isFillin) {
      setText(clueLabel, `${cur.number} ${cap(cur.direction)}`);
      setText(clueText, cur.clue || `(${len} letters)`);
      input.setAttribute('aria-label', `${cur.number} ${cap(cur.direction)}: ${clueText.textContent}. ${cap(where)}`);
    } else {
      const pattern = run.cells.map((i) => (squares[i].length > 1 ? `(${squares[i]})` : squares[i] || '_'));
      setText(clueLabel, `${len} letters ${run.direction}`);
      setText(clueText, pattern.join(' '));
      input.setAttribute('aria-label', `A ${len}-letter word ${run.direction}, ${where}`);
    }
  }

  // ---- changes ----
  function changed() {
    draw();
    host.save();
    if (isSolved(m, squares)) {
      if (revealed.size) host.revealed();
      else host.solved();
      return;
    }
    if (allSquares(m).every((i) => squares[i]))
      say(
        `Every square is filled, but some ${m.diagramless ? 'letters or blocks' : 'letters'} are wrong: Check shows which.`,
        'bad',
      );
  }
  // Puts `v` (letters, or '' to empty) in the selected square, then moves on when `advance`.
  function put(v, advance) {
    const e = current();
    if (!locked(sel) && (squares[sel] !== v || pencil.has(sel) !== (pencilMode && !!v))) {
      hist.push();
      squares[sel] = v;
      if (pencilMode && v) pencil.add(sel);
      else pencil.delete(sel);
      wrong.delete(sel);
      if (advance && e) moveAfterTyping(e);
      changed();
    } else {
      if (advance && e) moveAfterTyping(e);
      draw();
    }
  }
  function moveAfterTyping(e) {
    const to = nav.afterTyping(e, sel, skip);
    if (to) {
      sel = to.sel;
      dir = to.dir;
    }
  }
  function clear(list) {
    list = list.filter((i) => squares[i] && !locked(i));
    if (!list.length) return draw();
    hist.push();
    for (const i of list) {
      squares[i] = '';
      pencil.delete(i);
      wrong.delete(i);
    }
    changed();
  }
  function typeLetter(ch) {
    if (rebus !== null) {
      if (rebus.length < 12) rebus += ch;
      draw();
      return;
    }
    put(ch, true);
  }
  function backspace() {
    if (rebus !== null) {
      rebus = rebus.slice(0, -1);
      draw();
      return;
    }
    if (squares[sel] && !locked(sel)) return clear([sel]);
    const e = current();
    if (!e) return;
    const to = nav.back(e, sel);
    if (!to) return draw();
    sel = to.sel;
    dir = to.dir;
    clear([sel]);
  }
  function toggleDir() {
    if (m.entryAt(sel, m.other(dir))) dir = m.other(dir);
    draw();
  }
  function goClue(step) {
    commitRebus(false);
    const e = current();
    if (!e) return;
    const to = nav.clue(e, step);
    select(to.sel, to.dir);
  }
  function arrow(key) {
    const dx = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
    const dy = key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : 0;
    const dr = dx ? 'across' : 'down';
    // An arrow across the way of typing first turns it (as the New York Times' player does).
    if (dr !== dir && m.entryAt(sel, dr)) {
      dir = dr;
      draw();
      return;
    }
    const to = nav.step(sel, dx, dy);
    if (to !== null) select(to, dir);
  }
  function togglePencil() {
    pencilMode = !pencilMode;
    say(
      pencilMode
        ? 'Pencil: the letters you type now are grey, for guesses. Press Pencil again to write in ink.'
        : 'Ink: the letters you type now are black.',
      '',
    );
    draw();
  }
  // A diagramless grid: the full stop puts a block in the square, or takes it away; with "Blocks
  // in pairs" the square opposite (through the centre) follows, as most grids are symmetric.
  function toggleBlock() {
    if (!m.diagramless) return;
    commitRebus(false);
    if (locked(sel)) {
      say('This square was revealed: it stays.', '');
      return;
    }
    const on = squares[sel] !== '#',
      twin = m.n - 1 - sel;
    hist.push();
    const set = (i, v) => {
      squares[i] = v;
      pencil.delete(i);
      wrong.delete(i);
    };
    set(sel, on ? '#' : '');
    if (pairs && twin !== sel && !locked(twin) && (on ? !squares[twin] : squares[twin] === '#'))
      set(twin, on ? '#' : '');
    if (on) {
      const to = nav.step(sel, dir === 'across' ? 1 : 0, dir === 'down' ? 1 : 0);
      if (to !== null) sel = to;
    }
    changed();
  }
  function startRebus() {
    if (locked(sel)) {
      say('This square was revealed: its letter stays.', '');
      return;
    }
    rebus = squares[sel];
    say(
      'Rebus: type the letters of this square, then press Enter (or Rebus again). Escape leaves the square as it was.',
      '',
    );
    draw();
  }
  // Ends the rebus: its letters go in the square, and its prompt goes.
  function commitRebus(advance) {
    if (rebus === null) return;
    const v = rebus;
    rebus = null;
    say('', '');
    put(v, advance && !!v);
  }
  function leave() {
    input.blur();
    const next = document.getElementById('btn-check');
    if (next) next.focus();
  }

  // ---- keys (crossword-keys.js) ----
  const act = {
    inRebus: () => rebus !== null,
    commitRebus,
    cancelRebus() {
      rebus = null;
      say('The square is as it was.', '');
      draw();
    },
    undo: () => hist.undo(),
    redo: () => hist.redo(),
    typeLetter,
    backspace,
    clearSquare: () => clear([sel]),
    toggleDir,
    goClue,
    startRebus,
    fullStop() {
      if (m.diagramless) toggleBlock();
      else togglePencil();
    },
    leave,
    arrow,
    wordEnd(first) {
      const c = current();
      if (c) select(c.cells[first ? 0 : c.cells.length - 1], c.direction);
    },
  };
  const paused = () => document.body.classList.contains('paused');
  typingBox(input, act, paused);
  input.addEventListener('focus', () => board.classList.add('focused'));
  input.addEventListener('blur', () => {
    board.classList.remove('focused');
    commitRebus(false);
  });
  // With nothing focused (the page just opened), letters and arrows go to the grid too; Tab and
  // Escape keep their usual meaning.
  const unkey = keys((e) => {
    const f = document.activeElement;
    if ((f && f !== document.body) || e.key === 'Tab' || e.key === 'Escape') return;
    if (keyAction(e, act)) {
      e.preventDefault();
      focusGrid(false);
    }
  });

  // ---- the toolbar ----
  // A button pressed with the mouse or a finger gives the keyboard back to the grid (a phone keeps
  // its keyboard open); pressed from the keyboard, the focus stays on it.
  const back = (e) => {
    if (e.detail > 0) focusGrid(false);
  };
  const pencilBtn = el(
    'button',
    { id: 'btn-pencil', 'aria-pressed': 'false', title: 'Pencil: write guesses in grey (key: full stop)' },
    'Pencil',
  );
  pencilBtn.addEventListener('click', (e) => {
    togglePencil();
    back(e);
  });
  const blockBtn = el(
    'button',
    { id: 'btn-block', title: 'Block: put a block in the square, or take it away (key: full stop)' },
    'Block',
  );
  blockBtn.addEventListener('click', (e) => {
    toggleBlock();
    back(e);
  });
  const rebusBtn = el(
    'button',
    {
      id: 'btn-rebus',
      'aria-pressed': 'false',
      title: 'Rebus: several letters in one square (key: Insert; Enter when done)',
    },
    'Rebus',
  );
  rebusBtn.addEventListener('click', (e) => {
    if (rebus !== null) commitRebus(true);
    else startRebus();
    back(e);
  });
  const word = () => {
    const e = current();
    return e ? e.cells : [];
  };
  function check(list, what) {
    commitRebus(false);
    const bad = wrongIn(m, squares, list);
    for (const i of bad) wrong.add(i);
    draw();
    const empty = list.filter((i) => !squares[i]).length;
    if (bad.length)
      say(
        `${plural(bad.length, 'wrong letter')} in ${what}, in red: type over ${bad.length === 1 ? 'it' : 'them'}.`,
        'bad',
      );
    else if (empty) say(`Nothing wrong in ${what} so far; ${plural(empty, 'square')} still empty.`, '');
    else say(`${cap(what)}: every letter is right.`, 'good');
  }
  function reveal(list) {
    commitRebus(false);
    const todo = list.filter((i) => squares[i] !== m.answer(i));
    if (!todo.length) {
      say('Those letters are right already: nothing to reveal.', '');
      return;
    }
    hist.push();
    for (const i of todo) {
      squares[i] = m.answer(i);
      revealed.add(i);
      pencil.delete(i);
      wrong.delete(i);
    }
    say(
      `${plural(todo.length, 'letter')} revealed (marked with a blue corner). A grid finished with revealed letters is recorded as revealed, not solved.`,
      '',
    );
    changed();
  }
  const scope = (what) => (what === 'square' ? [sel] : what === 'word' ? word() : allSquares(m));
  const named = { square: 'this square', word: 'this word', grid: 'the grid' };
  const { menu, dispose: disposeMenu } = checkRevealMenu({
    check: (what) => check(scope(what), named[what]),
    reveal: (what) => reveal(scope(what)),
    back,
  });
  const undoBtn = el('button', { id: 'btn-undo', title: 'Undo (Ctrl+Z)' }, 'Undo');
  undoBtn.addEventListener('click', (e) => {
    commitRebus(false);
    hist.undo();
    back(e);
  });
  const redoBtn = el('button', { id: 'btn-redo', title: 'Redo (Ctrl+Y)' }, 'Redo');
  redoBtn.addEventListener('click', (e) => {
    commitRebus(false);
    hist.redo();
    back(e);
  });

  // ---- the settings under the grid ----
  const skipBox = el('input', { type: 'checkbox', id: 'opt-skip' });
  skipBox.checked = skip;
  skipBox.addEventListener('change', () => {
    skip = skipBox.checked;
    keepSetting(SKIP_KEY, skip);
  });
  const pairBox = el('input', { type: 'checkbox', id: 'opt-pairs' });
  pairBox.checked = pairs;
  pairBox.addEventListener('change', () => {
    pairs = pairBox.checked;
    keepSetting(PAIR_KEY, pairs);
  });
  const options = el(
    'div',
    { class: 'cw-options' },
    el('label', { title: 'Typing jumps over squares that already have a letter' }, skipBox, ' Skip filled squares'),
    m.diagramless
      ? el(
          'label',
          {
            title:
              'A block put in a square puts one in the square opposite it through the centre, as most grids are symmetric',
          },
          pairBox,
          ' Blocks in pairs',
        )
      : null,
  );

  // Pressed with a pointer while the grid has the keyboard, these leave it there (and a phone's
  // keyboard open).
  for (const b of [prevBtn, nextBtn, blockBtn, pencilBtn, rebusBtn, undoBtn, redoBtn]) {
    b.addEventListener('mousedown', (e) => {
      if (document.activeElement === input) e.preventDefault();
    });
  }
  // The puzzle's intro (a theme's instructions, say) above the clues; the page shows its notes.
  if (d.intro) side.prepend(el('p', { class: 'cw-intro', id: 'puzzle-intro' }, d.intro));
  // A grid made by the grid filler: how its fill reads, under the grid.
  const q = d.fill_quality;
  const fillQuality = q
    ? el(
        'p',
        { class: 'muted', id: 'fill-quality' },
        `Fill quality ${q.score} of 100 (first fill ${q.first}).` +
          (q.weakest.length
            ? ` Weakest: ${q.weakest.map((w) => `${w.word} (${w.why})`).join(', ')}.`
            : ' No weak entry.'),
      )
    : null;
  const main = el('div', { class: 'cw-main' }, clueBar, drawn, options, fillQuality);
  // The clue bar is as wide as the grid, and never narrower than a clue needs. (As wide as the
  // grid is drawn, made smaller for the window's height too: the clue lists beside it take the
  // rest of the width.)
  const rem = Number((drawn.style.width.match(/([\d.]+)rem/) || [0, 20])[1]);
  main.style.width = `min(100%, max(22rem, min(${rem.toFixed(2)}rem, ${fitHeight})))`;
  draw();
  const how =
    'Tap or click a square and type. Tap it again, or press Space, to switch between across and down. ' +
    'Tab goes to the next clue; Escape leaves the grid. Pencil (or the . key) writes guesses in grey; ' +
    'Rebus (or the Insert key) puts several letters in one square: type them, then Enter.';
  // On a touch screen, without a keyboard's keys.
  const touchHow =
    'Tap a square and type. Tap it again to switch between across and down; the arrows beside the clue go to the next and previous clue. ' +
    'Pencil writes guesses in grey; Rebus puts several letters in one square: type them, then Enter.';
  const intro = window.matchMedia && window.matchMedia('(pointer: coarse)').matches ? touchHow : how;
  return {
    node: el('div', { class: 'play cw-play' }, main, side),
    buttons: m.diagramless
      ? [blockBtn, pencilBtn, rebusBtn, menu, undoBtn, redoBtn]
      : [pencilBtn, rebusBtn, menu, undoBtn, redoBtn],
    intro: isFillin
      ? `Fit every word of the list into the grid. ${intro}`
      : m.diagramless
        ? `A diagramless crossword: the grid's blocks are not shown, and finding them is part of the puzzle. Type each answer where you think it goes; its number appears and shows which clue it answers. The full stop (.) or Block puts a block in a square (again takes it away). ${intro.replace(/ Pencil \(or the \. key\)/, ' Pencil')}`
        : intro,
    state: () => writeState(m, squares, pencil, revealed),
    check: () => check(allSquares(m), 'the grid'),
    showWrong(list) {
      wrong = new Set(list);
      draw();
    },
    // A hint shows a letter: it counts as revealed. A mistake hint shows the wrong letters in red, as Check does.
    showHint(hn) {
      if (hn.technique === 'mistake') {
        wrong = new Set(hn.cells || []);
        draw();
        return;
      }
      if (!hn.cells || !hn.cells.length || !hn.letter) return;
      commitRebus(false);
      select(hn.cells[0], dir);
      hist.push();
      squares[sel] = hn.letter;
      revealed.add(sel);
      pencil.delete(sel);
      wrong.delete(sel);
      changed();
    },
    dispose() {
      unkey();
      disposeMenu();
      if (window.visualViewport) window.visualViewport.removeEventListener('resize', onViewport);
    },
  };
}

// The game this module plays (web/play.js loads it by the kind's "player").
export const game = crosswordGame;
