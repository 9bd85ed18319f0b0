// The crossword constructor (#/construct, and the grid filler's tab of the Make page): a grid of
// any size up to 25x25 edited by keyboard as the player is played (the player's keys and cursor
// moves: crossword-keys.js, crossword-grid.js), blocks put with a symmetry, circles, shading and
// rebus squares, undo and redo; the words that fit and Autofill as a partner (construct-panels.js)
// from the word list the grid chooses (construct-words.js); clues, title and notes in Clue mode,
// and "Save as crossword" (an .ipuz file through POST /api/import). The draft is saved as it
// changes (POST/PUT /api/drafts: construct-keep.js) and listed in the Library. The controls above
// the grid are construct-setup.js's, the stats and warnings under it construct-stats.js's; the
// grid's own logic (entries, symmetry, the .ipuz) is construct-grid.js's.
import { $, api, el, history, keys, useStyle } from './common.js';
import { navigator } from './crossword-grid.js';
import { gridInput, keyAction, typingBox } from './crossword-keys.js';
import {
  emptyDraft,
  entriesOf,
  fromDoc,
  fromPattern,
  importBody,
  orbit,
  toggleBar,
  patternRows,
} from './construct-grid.js';
import { autofillPanel, candidatesPanel, cluesPanel, saveCrossword } from './construct-panels.js';
import { draftKeeper, lastDraft } from './construct-keep.js';
import { setupControls } from './construct-setup.js';
import { statsView } from './construct-stats.js';
import { wordsPanel } from './construct-words.js';

useStyle('crossword');
useStyle('construct');

const cap = (s) => s[0].toUpperCase() + s.slice(1);

// The page at #/construct (the draft edited last, or a new grid), #/construct/ID (draft ID), or
// #/construct?from=ID (a crossword or fill-in of the library, as a new draft).
export function constructView(view, id, from) {
  view.append(el('h1', {}, 'Crossword constructor'));
  return editor(view, { id, from, own: true });
}
// The Make page's tab (the kind "fill", web/make.js): the same editor, on the draft edited last.
export function maker(view) {
  return editor(view, { own: false });
}

function editor(view, { id, from, own }) {
  let d = emptyDraft(15, 15);
  let m = entriesOf(d);
  let sel = 0,
    dir = 'across',
    rebus = null,
    mode = 'fill';
  let ghosts = new Map(),
    overlay = { single: new Map(), dead: new Set() },
    trouble = new Set(); // the squares of the slots a failed Autofill named

  // The squares selected with Shift (a rectangle from square a to square b), or null.
  let rect = null;
  const snapshot = () => ({
    w: d.w,
    h: d.h,
    s: d.squares,
    c: d.circles,
    sh: d.shaded,
    bt: d.barTop,
    bl: d.barLeft,
    au: d.auto,
  });
  let hist;
  const newHistory = () =>
    history(snapshot, (v) => {
      Object.assign(d, {
        w: v.w,
        h: v.h,
        squares: v.s,
        circles: v.c,
        shaded: v.sh,
        barTop: v.bt,
        barLeft: v.bl,
        auto: v.au || [],
      });
      changed(true);
    });
  hist = newHistory();
  const nav = () => navigator(m, (i) => !d.squares[i]);
  const current = () => m.entryAt(sel, dir) || m.entryAt(sel, m.other(dir));
  const crossing = () => {
    const e = current();
    return e ? m.entryAt(sel, m.other(e.direction)) : null;
  };

  // ---- the controls above the grid (construct-setup.js) ----
  const setup = setupControls({
    newGrid(w, h) {
      const { symmetry, lists, preferred, excluded } = d;
      start({ ...emptyDraft(w, h), symmetry, lists, preferred, excluded }, null);
      say(`A new ${w}×${h} grid, saved once you change it. The draft before it is in the Library.`);
    },
    symmetry(v) {
      d.symmetry = v;
      keeper.schedule();
    },
    openFile: (f) => openFile(f),
    usePattern(text) {
      try {
        const nd = fromPattern(text, d);
        hist.push();
        d = { ...nd, clues: d.clues };
        changed(true);
        say(`The pattern is in the grid (${d.w}×${d.h}).`);
      } catch (e) {
        say(e.message, 'bad');
      }
    },
    pattern: () => patternRows(d).join('\n'),
  });

  // ---- the grid ----
  const grid = el('div', { class: 'cx-grid crossword', id: 'cx-grid' });
  const input = gridInput();
  let cells = [];
  function layGrid() {
    cells = [];
    grid.replaceChildren();
    grid.style.setProperty('--cols', d.w);
    grid.style.gridTemplateColumns = `repeat(${d.w}, 1fr)`;
    // As wide as 2.4 rem a square allows, the page's width, and (a large grid) the window's height.
    const tall = `max(16rem, calc((100vh - 19.5rem) * ${(d.w / d.h).toFixed(4)}))`;
    grid.style.width = `min(100%, ${(d.w * 2.4).toFixed(1)}rem, ${tall})`;
    for (let i = 0; i < d.w * d.h; ++i) {
      const c = el(
        'div',
        { class: 'cell', 'data-i': i },
        el('span', { class: 'ch' }),
        el('span', { class: 'mark' }),
        el('span', { class: 'num' }),
      );
      c.addEventListener('click', (ev) => {
        commitRebus();
        // Shift: a rectangle of squares from the cursor (or the rectangle's first corner) to here.
        if (ev.shiftKey) {
          rect = { a: rect ? rect.a : sel, b: i };
          sel = i;
          draw();
          input.focus({ preventScroll: true });
          return;
        }
        rect = null;
        // A second click on the square (the grid already typing there) turns across/down.
        if (sel === i && document.activeElement === input) dir = m.other(dir);
        select(i, dir);
        input.focus({ preventScroll: true });
      });
      cells.push(c);
      grid.append(c);
    }
    grid.append(input);
  }
  const clueLine = el('div', { class: 'cw-cluebar cx-current', id: 'cx-current', 'aria-live': 'polite' });
  const saveLine = el(
    'p',
    { class: 'muted cx-saved', id: 'cx-save-state' },
    'Not saved yet: the draft is saved as you edit.',
  );
  const message = el('p', { class: 'message', id: 'cx-message' });
  const say = (text, cls = '') => {
    message.className = `message ${cls}`;
    message.textContent = text;
  };

  // ---- the panels ----
  const ed = {
    draft: () => d,
    model: () => m,
    say,
    wordsChanged() {
      keeper.schedule();
      cands.refresh();
      statsV.draw();
    },
    minScoreChanged() {
      cands.refresh();
      statsV.draw();
    },
    minScore: () => words.minScore(),
    lists: () => words.lists(),
    preferred: () => words.preferred(),
    excluded: () => words.excluded(),
    entries: () => [current(), crossing()],
    place(e, word) {
      if (word.length !== e.cells.length) return;
      hist.push();
      e.cells.forEach((i, k) => {
        d.squares[i] = word[k];
        ghosts.delete(i);
      });
      typed(e.cells);
      changed(false);
      input.focus({ preventScroll: true });
    },
    overlay(answer) {
      overlay = { single: new Map(), dead: new Set() };
      if (answer) {
        for (const s of answer.squares || []) {
          const i = s.cell ?? s.index ?? (s.row !== undefined ? s.row * d.w + s.col : -1);
          const letters = s.letters ?? s.letter ?? '';
          if (i >= 0 && letters.length === 1) overlay.single.set(i, String(letters[0]).toUpperCase());
        }
        for (const slot of answer.dead_slots || []) {
          if (Array.isArray(slot.cells)) for (const i of slot.cells) overlay.dead.add(i);
          else if (slot.row !== undefined) {
            const e = m.entryAt(slot.row * d.w + slot.col, slot.direction || 'across');
            if (e) for (const i of e.cells) overlay.dead.add(i);
          }
        }
      }
      draw();
    },
    setGhosts(g) {
      ghosts = g;
      fill.showGhosts(ghosts.size);
      draw();
    },
    acceptGhosts(only) {
      const take = [...ghosts].filter(([i]) => !only || only.has(i));
      const auto = new Set(d.auto || []);
      if (!take.length) return;
      hist.push();
      for (const [i, ch] of take) {
        if (!d.squares[i] || auto.has(i)) {
          d.squares[i] = ch;
          auto.add(i);
        }
        ghosts.delete(i);
      }
      d.auto = [...auto];
      fill.showGhosts(ghosts.size);
      changed(false);
    },
    // The entries of slots as the filler names them ({row, col, direction}, 0-based, the slot's
    // first square), as "7 Across"; those not found left out.
    slotNames: (slots) => slotEntries(slots).map((e) => `${e.number} ${cap(e.direction)}`),
    // Outlines the entries of those slots until the grid changes; their names.
    markTrouble(slots) {
      const entries = slotEntries(slots);
      trouble = new Set(entries.flatMap((e) => e.cells));
      draw();
      return entries.map((e) => `${e.number} ${cap(e.direction)}`);
    },
    // The letters Autofill put (accepted ghosts), which Refill selection may replace.
    auto: () => new Set(d.auto || []),
    // The squares to refill: those selected with Shift, else the current entry and its
    // crossings; null when the cursor is in no entry.
    region() {
      if (rect) return new Set(rectSquares());
      const e = current();
      if (!e) return null;
      const region = new Set(e.cells);
      for (const i of e.cells) {
        const x = m.entryAt(i, m.other(e.direction));
        if (x) for (const j of x.cells) region.add(j);
      }
      return region;
    },
    setClue(key, text) {
      if (text) d.clues[key] = text;
      else delete d.clues[key];
      drawCurrent();
      statsV.draw();
      keeper.schedule();
    },
    showEntry(e) {
      sel = e.cells[0];
      dir = e.direction;
      draw();
    },
  };
  const words = wordsPanel(ed);
  const statsV = statsView(ed);
  const cands = candidatesPanel(ed);
  const fill = autofillPanel(ed);
  const clues = cluesPanel(ed);
  const fillSide = el('div', { class: 'cx-side-fill' }, words.node, cands.node, fill.node);
  const title = el('input', { id: 'cx-title', placeholder: 'Title', 'aria-label': 'Title', maxlength: 200 });
  const author = el('input', { id: 'cx-author', placeholder: 'Author', 'aria-label': 'Author', maxlength: 200 });
  const notes = el('textarea', { id: 'cx-notes', placeholder: 'Notes (shown above the grid)', 'aria-label': 'Notes' });
  for (const [box, key] of [
    [title, 'title'],
    [author, 'author'],
    [notes, 'notes'],
  ])
    box.addEventListener('input', () => {
      d[key] = box.value;
      keeper.schedule();
    });
  const saveCw = el('button', { class: 'primary', id: 'btn-save-crossword' }, 'Save as crossword');
  const savedLine = el('div', { class: 'message', id: 'cx-saved' });
  saveCw.addEventListener('click', () => saveCrossword(d, m, savedLine, statsV.count()));
  const clueSide = el(
    'div',
    { class: 'cx-side-clues', hidden: true },
    el('div', { class: 'cx-meta' }, title, author, notes),
    clues.node,
    statsV.before,
    el('div', { class: 'toolbar' }, saveCw),
    savedLine,
  );
  const fillTab = el('button', { id: 'btn-mode-fill', 'aria-pressed': 'true' }, 'Grid');
  const clueTab = el('button', { id: 'btn-mode-clues', 'aria-pressed': 'false' }, 'Clues');
  function setMode(mo) {
    mode = mo;
    fillTab.setAttribute('aria-pressed', String(mo === 'fill'));
    clueTab.setAttribute('aria-pressed', String(mo === 'clues'));
    fillSide.hidden = mo !== 'fill';
    clueSide.hidden = mo !== 'clues';
    if (mo === 'clues') clues.build();
    draw();
  }
  fillTab.addEventListener('click', () => setMode('fill'));
  clueTab.addEventListener('click', () => setMode('clues'));

  // ---- the tools ----
  const tool = (id, text, title, action) => {
    const b = el('button', { id, title }, text);
    b.addEventListener('click', (e) => {
      action();
      if (e.detail > 0) input.focus({ preventScroll: true });
    });
    b.addEventListener('mousedown', (e) => {
      if (document.activeElement === input) e.preventDefault();
    });
    return b;
  };
  const rebusBtn = tool('btn-rebus', 'Rebus', 'Several letters in one square (key: Insert; Enter when done)', () =>
    rebus !== null ? commitRebus(true) : startRebus(),
  );
  const tools = el(
    'div',
    { class: 'toolbar cx-tools' },
    tool(
      'btn-block',
      'Block',
      'Put a block in the square or take it away, with its symmetric squares (key: full stop)',
      () => toggleBlock(),
    ),
    tool(
      'btn-bar',
      'Bar',
      'Put a bar after the square, in the way you type (or take it away), with its symmetric bars',
      () => {
        hist.push();
        if (toggleBar(d, sel, dir)) changed(false);
        else say('A bar goes between two squares: this square is on the edge of the grid that way.');
      },
    ),
    tool('btn-circle', 'Circle', 'Circle the square, or take its circle away', () => toggleMark('circles')),
    tool('btn-shade', 'Shade', 'Shade the square, or take its shading away', () => toggleMark('shaded')),
    rebusBtn,
    tool('btn-undo', 'Undo', 'Undo (Ctrl+Z)', () => hist.undo()),
    tool('btn-redo', 'Redo', 'Redo (Ctrl+Y)', () => hist.redo()),
    el('span', { class: 'cx-modes', role: 'group', 'aria-label': 'Mode' }, fillTab, clueTab),
  );

  // ---- drawing ----
  function draw() {
    const e = current(),
      cross = crossing();
    const numbers = new Map();
    for (const x of m.clues) numbers.set(x.row * d.w + x.col, x.number);
    const circles = new Set(d.circles),
      shaded = new Set(d.shaded),
      barTop = new Set(d.barTop),
      barLeft = new Set(d.barLeft);
    const st = statsV.draw();
    const unchecked = new Set(st.unchecked);
    const cut = new Set(st.regions.slice(1).flat());
    const auto = new Set(d.auto || []),
      picked = new Set(rect ? rectSquares() : []);
    for (let i = 0; i < cells.length; ++i) {
      const c = cells[i],
        s = i === sel && rebus !== null ? rebus : d.squares[i];
      const block = d.squares[i] === '#';
      c.className = 'cell';
      const flag = (cls, on) => on && c.classList.add(cls);
      flag('block', block);
      flag('selected', i === sel);
      flag('inword', !!e && e.cells.includes(i));
      flag('crossing', !!cross && cross.cells.includes(i) && i !== sel);
      flag('circled', !block && circles.has(i));
      flag('shaded', !block && shaded.has(i));
      flag('unchecked', !block && unchecked.has(i));
      flag('cut-off', cut.has(i));
      flag('bar-top', barTop.has(i));
      flag('bar-left', barLeft.has(i));
      flag('dead', overlay.dead.has(i) || trouble.has(i));
      flag('rebus-edit', i === sel && rebus !== null);
      flag('picked', picked.has(i));
      let text = block ? '' : s;
      if (!block && (!s || auto.has(i)) && ghosts.has(i)) {
        text = ghosts.get(i);
        c.classList.add('ghost');
      } else if (!block && !s && overlay.single.has(i)) {
        text = overlay.single.get(i);
        c.classList.add('one-letter');
      }
      const ch = c.firstChild;
      if (ch.textContent !== text) ch.textContent = text;
      ch.style.fontSize = text.length > 1 ? `${Math.min(0.8, 2 / text.length).toFixed(3)}em` : '';
      const num = numbers.has(i) ? String(numbers.get(i)) : '';
      if (c.lastChild.textContent !== num) c.lastChild.textContent = num;
    }
    input.style.gridArea = `${Math.floor(sel / d.w) + 1} / ${(sel % d.w) + 1} / span 1 / span 1`;
    rebusBtn.setAttribute('aria-pressed', String(rebus !== null));
    drawCurrent();
    clues.mark(e);
  }
  function drawCurrent() {
    const e = current();
    const x = (sel % d.w) + 1,
      y = Math.floor(sel / d.w) + 1;
    if (!e) {
      clueLine.textContent =
        d.squares[sel] === '#'
          ? `Row ${y}, column ${x}: a block. Full stop takes it away.`
          : `Row ${y}, column ${x}: in no word.`;
    } else {
      const letters = e.cells.map((i) => d.squares[i] || '_').join(' ');
      const clue = d.clues[e.key];
      clueLine.replaceChildren(
        el('b', {}, `${e.number} ${cap(e.direction)}`),
        ` ${e.cells.length} letters: `,
        el('span', { class: 'cw-pattern' }, letters),
        clue ? el('span', { class: 'muted' }, ` — ${clue}`) : '',
      );
    }
    input.setAttribute('aria-label', `Row ${y}, column ${x}. ${clueLine.textContent}`);
  }
  // After a change of the grid: its entries again, drawn, saved, suggestions asked again.
  function changed(relaid) {
    const shape = `${d.w}x${d.h}`;
    if (relaid || cells.length !== d.w * d.h || grid.dataset.shape !== shape) {
      grid.dataset.shape = shape;
      layGrid();
      setup.show(d);
    }
    m = entriesOf(d);
    trouble = new Set();
    if (sel >= d.w * d.h) sel = 0;
    if (rect && (rect.a >= d.w * d.h || rect.b >= d.w * d.h)) rect = null;
    // Autofill's letters are letters still; a ghost stays over one until accepted, not over one
    // typed.
    if (d.auto && d.auto.some((i) => !d.squares[i] || d.squares[i] === '#'))
      d.auto = d.auto.filter((i) => d.squares[i] && d.squares[i] !== '#');
    const auto = new Set(d.auto || []);
    for (const i of ghosts.keys()) if (d.squares[i] && !auto.has(i)) ghosts.delete(i);
    fill.showGhosts(ghosts.size);
    draw();
    if (mode === 'clues') clues.build();
    keeper.schedule();
    cands.refresh();
  }
  function select(i, dr) {
    sel = i;
    dir = m.entryAt(i, dr) || !m.entryAt(i, m.other(dr)) ? dr : m.other(dr);
    draw();
    cands.refresh();
  }

  // ---- editing ----
  // The grid's entries of slots named by their first square and way (each once).
  function slotEntries(slots) {
    const out = [];
    for (const x of slots) {
      const e = m.entryAt(x.row * d.w + x.col, x.direction);
      if (e && e.cells[0] === x.row * d.w + x.col && !out.includes(e)) out.push(e);
    }
    return out;
  }
  // The squares of the Shift selection, a rectangle (blocks left out).
  function rectSquares() {
    const [ax, ay, bx, by] = [rect.a % d.w, Math.floor(rect.a / d.w), rect.b % d.w, Math.floor(rect.b / d.w)];
    const out = [];
    for (let y = Math.min(ay, by); y <= Math.max(ay, by); ++y)
      for (let x = Math.min(ax, bx); x <= Math.max(ax, bx); ++x)
        if (d.squares[y * d.w + x] !== '#') out.push(y * d.w + x);
    return out;
  }
  // Squares whose letters the user put there (typed, cleared, a word placed): no longer Autofill's.
  function typed(list) {
    if (d.auto && d.auto.length) d.auto = d.auto.filter((i) => !list.includes(i));
  }
  // Takes away the block of square i (and its symmetric squares' blocks).
  function unblock(i) {
    for (const j of orbit(d, i, d.symmetry)) if (d.squares[j] === '#') d.squares[j] = '';
  }
  function put(v, advance) {
    const e0 = current();
    if (d.squares[sel] === v && !(d.auto || []).includes(sel)) {
      if (advance && e0) moveOn(e0);
      return draw();
    }
    hist.push();
    if (d.squares[sel] === '#') unblock(sel);
    d.squares[sel] = v;
    ghosts.delete(sel);
    typed([sel]);
    m = entriesOf(d);
    const e = current();
    if (advance && e) moveOn(e);
    changed(false);
  }
  function moveOn(e) {
    const to = nav().afterTyping(e, sel, false);
    if (to) {
      sel = to.sel;
      dir = to.dir;
    }
  }
  function clearSquares(list) {
    list = list.filter((i) => d.squares[i] && d.squares[i] !== '#');
    if (!list.length) return draw();
    hist.push();
    for (const i of list) d.squares[i] = '';
    changed(false);
  }
  function toggleBlock() {
    commitRebus();
    const on = d.squares[sel] !== '#';
    hist.push();
    if (on) for (const j of orbit(d, sel, d.symmetry)) d.squares[j] = '#';
    else unblock(sel);
    d.circles = d.circles.filter((i) => d.squares[i] !== '#');
    d.shaded = d.shaded.filter((i) => d.squares[i] !== '#');
    if (on) {
      const x = (sel % d.w) + (dir === 'across' ? 1 : 0),
        y = Math.floor(sel / d.w) + (dir === 'down' ? 1 : 0);
      if (x < d.w && y < d.h) sel = y * d.w + x;
    }
    changed(false);
  }
  function toggleMark(key) {
    if (d.squares[sel] === '#') {
      say('A block takes no circle or shading.');
      return;
    }
    hist.push();
    d[key] = d[key].includes(sel) ? d[key].filter((i) => i !== sel) : [...d[key], sel];
    changed(false);
  }
  function startRebus() {
    if (d.squares[sel] === '#') return;
    rebus = d.squares[sel];
    say('Rebus: type the letters of this square, then press Enter. Escape leaves it as it was.');
    draw();
  }
  function commitRebus(advance = false) {
    if (rebus === null) return;
    const v = rebus;
    rebus = null;
    say('');
    put(v, advance && !!v);
  }
  const act = {
    inRebus: () => rebus !== null,
    commitRebus,
    cancelRebus() {
      rebus = null;
      say('The square is as it was.');
      draw();
    },
    undo: () => hist.undo(),
    redo: () => hist.redo(),
    typeLetter(ch) {
      if (rebus !== null) {
        if (rebus.length < 12) rebus += ch;
        return draw();
      }
      put(ch, true);
    },
    backspace() {
      if (rebus !== null) {
        rebus = rebus.slice(0, -1);
        return draw();
      }
      if (d.squares[sel] && d.squares[sel] !== '#') return clearSquares([sel]);
      const e = current();
      if (!e) return;
      const to = nav().back(e, sel);
      if (!to) return;
      sel = to.sel;
      dir = to.dir;
      clearSquares([sel]);
    },
    clearSquare: () => clearSquares([sel]),
    toggleDir() {
      dir = m.other(dir);
      select(sel, dir);
    },
    goClue(step) {
      commitRebus();
      const e = current() || m.ordered[0];
      if (!e) return;
      const to = nav().clue(e, current() ? step : 0);
      select(to.sel, to.dir);
    },
    startRebus,
    fullStop: toggleBlock,
    leave() {
      input.blur();
      $('#btn-block').focus();
    },
    arrow(key, shift = false) {
      const dx = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
      const dy = key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : 0;
      const dr = dx ? 'across' : 'down';
      // Shift and an arrow: the rectangle selected grows (or shrinks) by a square that way.
      if (shift) {
        const x = (sel % d.w) + dx,
          y = Math.floor(sel / d.w) + dy;
        if (x < 0 || y < 0 || x >= d.w || y >= d.h) return;
        rect = { a: rect ? rect.a : sel, b: y * d.w + x };
        sel = rect.b;
        return draw();
      }
      rect = null;
      if (dr !== dir && m.entryAt(sel, dr)) {
        dir = dr;
        return draw();
      }
      const x = (sel % d.w) + dx,
        y = Math.floor(sel / d.w) + dy;
      if (x >= 0 && y >= 0 && x < d.w && y < d.h) select(y * d.w + x, dr);
    },
    wordEnd(first) {
      const e = current();
      if (e) select(e.cells[first ? 0 : e.cells.length - 1], e.direction);
    },
  };
  typingBox(input, act, () => false);
  input.addEventListener('focus', () => grid.classList.add('focused'));
  input.addEventListener('blur', () => {
    grid.classList.remove('focused');
    commitRebus();
  });
  const unkey = keys((e) => {
    const f = document.activeElement;
    if ((f && f !== document.body) || e.key === 'Tab' || e.key === 'Escape') return;
    if (keyAction(e, act)) {
      e.preventDefault();
      input.focus({ preventScroll: true });
    }
  });

  // ---- the draft, kept as it changes (construct-keep.js) ----
  let gone = false;
  const replaceHash = (hash) => window.history.replaceState(window.history.state, '', hash);
  const keeper = draftKeeper(
    () => d,
    saveLine,
    (id) => own && !gone && replaceHash(`#/construct/${id}`),
  );

  // Shows draft `nd` (kept as no. `nid`, or a new draft when null).
  function start(nd, nid) {
    d = { ...emptyDraft(nd.w, nd.h), ...nd };
    keeper.open(nid);
    hist = newHistory();
    ghosts = new Map();
    rect = null;
    sel = 0;
    dir = 'across';
    words.show();
    title.value = d.title;
    author.value = d.author;
    notes.value = d.notes;
    savedLine.textContent = '';
    changed(true);
    keeper.unchanged();
    saveLine.textContent = nid ? `Draft no. ${nid}, as last saved.` : 'Not saved yet: the draft is saved as you edit.';
    if (own) replaceHash(nid ? `#/construct/${nid}` : '#/construct');
  }
  async function openFile(f) {
    if (!f) return;
    const body = importBody(f.name, new Uint8Array(await f.arrayBuffer()));
    try {
      const p = await api('POST', '/api/import', body);
      openPuzzle(p);
      say(`${f.name} is open as a new draft (the file's puzzle is in the Library too).`, 'good');
    } catch (e) {
      say(`${f.name} could not be opened: ${e.message}`, 'bad');
    }
  }
  function openPuzzle(p) {
    if (!p.doc || !Array.isArray(p.doc.grid) || p.doc.diagramless)
      throw new Error('only a crossword or a fill-in (with its blocks shown) opens in the constructor');
    start(fromDoc(p.doc, p.title), null);
    keeper.schedule();
  }

  // ---- the page ----
  view.append(
    ...setup.nodes,
    tools,
    el(
      'div',
      { class: 'cx-work' },
      el('div', { class: 'cx-main' }, clueLine, grid, statsV.line, statsV.letters, statsV.list, message, saveLine),
      el('div', { class: 'cx-side' }, fillSide, clueSide),
    ),
  );
  changed(true);
  keeper.unchanged();
  saveLine.textContent = 'Not saved yet: the draft is saved as you edit.';
  // What opens: the draft named, a puzzle of the library, or the draft edited last.
  (async () => {
    try {
      if (from) {
        openPuzzle(await api('GET', `/api/puzzles/${from}`));
        return;
      }
      const want = id || lastDraft();
      if (!want) return;
      const r = await api('GET', `/api/drafts/${want}`);
      if (!gone) start(r.draft, r.id);
    } catch (e) {
      if (id || from) say(`${e.message}: a new grid instead.`, 'bad');
    }
  })();
  return {
    dispose() {
      // The last change is saved before the page goes.
      keeper.close();
      gone = true;
      unkey();
    },
  };
}
