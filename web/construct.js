// The crossword constructor (#/construct, and the grid filler's tab of the Make page): a grid of
// any size up to 25x25 edited by keyboard as the player is played (the player's keys and cursor
// moves: crossword-keys.js, crossword-grid.js), blocks put with a symmetry, circles, shading and
// rebus squares, undo and redo; the words that fit and Autofill as a partner (construct-panels.js);
// clues, title and notes in Clue mode, and "Save as crossword" (an .ipuz file through POST
// /api/import). The draft is saved as it changes (POST/PUT /api/drafts) and listed in the Library.
// The grid's own logic (entries, symmetry, stats, the .ipuz) is in construct-grid.js.
import { $, api, el, history, keys, useStyle } from './common.js';
import { navigator } from './crossword-grid.js';
import { keyAction, typingBox } from './crossword-keys.js';
import {
  MAX_SIDE,
  PRESETS,
  SYMMETRIES,
  emptyDraft,
  entriesOf,
  fromDoc,
  fromPattern,
  importBody,
  orbit,
  toggleBar,
  patternRows,
  stats,
} from './construct-grid.js';
import { autofillPanel, candidatesPanel, cluesPanel, saveCrossword } from './construct-panels.js';

useStyle('crossword');
useStyle('construct');

const LAST_KEY = 'puzzlesmith.construct.last'; // the draft edited last, reopened by #/construct
const cap = (s) => s[0].toUpperCase() + s.slice(1);
function remember(id) {
  try {
    localStorage.setItem(LAST_KEY, String(id));
  } catch (e) {
    /* not kept: private window */
  }
}
function lastDraft() {
  try {
    return localStorage.getItem(LAST_KEY);
  } catch (e) {
    return null;
  }
}

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
  let draftId = null;
  let sel = 0,
    dir = 'across',
    rebus = null,
    mode = 'fill';
  let ghosts = new Map(),
    overlay = { single: new Map(), dead: new Set() };
  const snapshot = () => ({ w: d.w, h: d.h, s: d.squares, c: d.circles, sh: d.shaded, bt: d.barTop, bl: d.barLeft });
  let hist;
  const newHistory = () =>
    history(snapshot, (v) => {
      Object.assign(d, { w: v.w, h: v.h, squares: v.s, circles: v.c, shaded: v.sh, barTop: v.bt, barLeft: v.bl });
      changed(true);
    });
  hist = newHistory();
  const nav = () => navigator(m, (i) => !d.squares[i]);
  const current = () => m.entryAt(sel, dir) || m.entryAt(sel, m.other(dir));
  const crossing = () => {
    const e = current();
    return e ? m.entryAt(sel, m.other(e.direction)) : null;
  };

  // ---- the controls above the grid ----
  const sizeBox = el(
    'select',
    { id: 'cx-size', 'aria-label': 'Grid size' },
    ...PRESETS.map((n) => el('option', { value: `${n}` }, `${n}×${n}`)),
    el('option', { value: 'custom' }, 'Custom…'),
  );
  sizeBox.value = '15';
  const wIn = el('input', { type: 'number', id: 'cx-width', min: 2, max: MAX_SIDE, value: 15, 'aria-label': 'Width' });
  const hIn = el('input', {
    type: 'number',
    id: 'cx-height',
    min: 2,
    max: MAX_SIDE,
    value: 15,
    'aria-label': 'Height',
  });
  const custom = el('span', { class: 'cx-custom', hidden: true }, wIn, '×', hIn);
  sizeBox.addEventListener('change', () => {
    custom.hidden = sizeBox.value !== 'custom';
  });
  const newBtn = el(
    'button',
    { id: 'btn-new', title: 'Start a new grid of this size (this draft stays in the Library)' },
    'New grid',
  );
  newBtn.addEventListener('click', () => {
    const n = Number(sizeBox.value);
    const clamp = (v) => Math.max(2, Math.min(MAX_SIDE, Math.round(Number(v)) || 15));
    const [w, h] = sizeBox.value === 'custom' ? [clamp(wIn.value), clamp(hIn.value)] : [n, n];
    start({ ...emptyDraft(w, h), symmetry: d.symmetry }, null);
    say(`A new ${w}×${h} grid, saved once you change it. The draft before it is in the Library.`);
  });
  const symBox = el(
    'select',
    { id: 'cx-symmetry', 'aria-label': 'Symmetry of the blocks' },
    ...SYMMETRIES.map(([v, t]) => el('option', { value: v }, t)),
  );
  symBox.addEventListener('change', () => {
    d.symmetry = symBox.value;
    scheduleSave();
  });
  const file = el('input', {
    type: 'file',
    id: 'cx-file',
    accept: '.puz,.ipuz,.xd,.jpz,.txt,.json',
    'aria-label': 'Open a crossword file (.puz, .ipuz, .xd, .jpz) to edit',
  });
  file.addEventListener('change', () => openFile(file.files[0]));
  const pasteText = el('textarea', {
    id: 'fill-text',
    spellcheck: 'false',
    'aria-label': 'The grid pattern: one line per row, . for an empty square, # for a block, letters kept',
  });
  const pasteBtn = el('button', { id: 'btn-use-pattern' }, 'Use this pattern');
  const paste = el(
    'div',
    { class: 'cx-paste', id: 'cx-paste' },
    el(
      'p',
      { class: 'muted' },
      'Or paste a pattern, one line a row: "#" a block, "." an empty square, letters kept. Undo brings the grid back.',
    ),
    pasteText,
    pasteBtn,
  );
  pasteBtn.addEventListener('click', () => {
    try {
      const nd = fromPattern(pasteText.value, d);
      hist.push();
      d = { ...nd, clues: d.clues };
      changed(true);
      say(`The pattern is in the grid (${d.w}×${d.h}).`);
    } catch (e) {
      say(e.message, 'bad');
    }
  });

  // ---- the grid ----
  const grid = el('div', { class: 'cx-grid crossword', id: 'cx-grid' });
  const input = el('input', {
    class: 'cw-input',
    id: 'grid-input',
    type: 'text',
    autocapitalize: 'characters',
    autocomplete: 'off',
    autocorrect: 'off',
    spellcheck: 'false',
    enterkeyhint: 'enter',
    'aria-label': 'The grid',
  });
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
      c.addEventListener('click', () => {
        commitRebus();
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
  const statsLine = el('p', { class: 'cx-stats', id: 'cx-stats' });
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
  const minScore = el('input', { type: 'range', id: 'cx-min-score', min: 0, max: 100, step: 5, value: 50 });
  const minOut = el('output', { for: 'cx-min-score', id: 'cx-min-score-value' }, '50');
  minScore.addEventListener('input', () => {
    minOut.textContent = minScore.value;
    cands.refresh();
  });
  const ed = {
    draft: () => d,
    model: () => m,
    minScore: () => Number(minScore.value),
    entries: () => [current(), crossing()],
    crossingAt: (i, dr) => m.entryAt(i, m.other(dr)),
    place(e, word) {
      if (word.length !== e.cells.length) return;
      hist.push();
      e.cells.forEach((i, k) => {
        d.squares[i] = word[k];
        ghosts.delete(i);
      });
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
      if (!take.length) return;
      hist.push();
      for (const [i, ch] of take) {
        if (!d.squares[i]) d.squares[i] = ch;
        ghosts.delete(i);
      }
      fill.showGhosts(ghosts.size);
      changed(false);
    },
    setClue(key, text) {
      if (text) d.clues[key] = text;
      else delete d.clues[key];
      drawCurrent();
      scheduleSave();
    },
    showEntry(e) {
      sel = e.cells[0];
      dir = e.direction;
      draw();
    },
  };
  const cands = candidatesPanel(ed);
  const fill = autofillPanel(ed);
  const clues = cluesPanel(ed);
  const fillSide = el(
    'div',
    { class: 'cx-side-fill' },
    el('div', { class: 'toolbar' }, el('label', { for: 'cx-min-score' }, 'Minimum word score '), minScore, minOut),
    cands.node,
    fill.node,
  );
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
      scheduleSave();
    });
  const saveCw = el('button', { class: 'primary', id: 'btn-save-crossword' }, 'Save as crossword');
  const savedLine = el('div', { class: 'message', id: 'cx-saved' });
  saveCw.addEventListener('click', () => saveCrossword(d, m, savedLine));
  const clueSide = el(
    'div',
    { class: 'cx-side-clues', hidden: true },
    el('div', { class: 'cx-meta' }, title, author, notes),
    clues.node,
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
    const st = stats(d, m);
    const unchecked = new Set(st.unchecked);
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
      flag('bar-top', barTop.has(i));
      flag('bar-left', barLeft.has(i));
      flag('dead', overlay.dead.has(i));
      flag('rebus-edit', i === sel && rebus !== null);
      let text = block ? '' : s;
      if (!block && !s && ghosts.has(i)) {
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
    drawStats(st);
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
  function drawStats(st) {
    const name = (e) => `${e.number}${e.direction[0].toUpperCase()}`;
    const parts = [
      el('span', {}, `${st.words} words`),
      el('span', {}, `${st.blocks} blocks (${(st.share * 100).toFixed(1)}%)`),
      el('span', {}, `mean word length ${st.mean.toFixed(2)}`),
    ];
    if (st.twos.length) parts.push(el('span', { class: 'bad' }, `2-letter entries: ${st.twos.map(name).join(', ')}`));
    if (st.unchecked.length)
      parts.push(
        el('span', { class: 'bad' }, `${st.unchecked.length} unchecked square${st.unchecked.length === 1 ? '' : 's'}`),
      );
    if (st.duplicates.length) parts.push(el('span', { class: 'bad' }, `repeated: ${st.duplicates.join(', ')}`));
    statsLine.replaceChildren(...parts.flatMap((p, k) => (k ? [' · ', p] : [p])));
  }
  // After a change of the grid: its entries again, drawn, saved, suggestions asked again.
  function changed(relaid) {
    const shape = `${d.w}x${d.h}`;
    if (relaid || cells.length !== d.w * d.h || grid.dataset.shape !== shape) {
      grid.dataset.shape = shape;
      layGrid();
      // The size box says the grid's size (a pasted or opened grid's too).
      sizeBox.value = d.w === d.h && PRESETS.includes(d.w) ? String(d.w) : 'custom';
      [wIn.value, hIn.value, custom.hidden] = [d.w, d.h, sizeBox.value !== 'custom'];
    }
    m = entriesOf(d);
    if (sel >= d.w * d.h) sel = 0;
    for (const i of ghosts.keys()) if (d.squares[i]) ghosts.delete(i);
    fill.showGhosts(ghosts.size);
    draw();
    if (mode === 'clues') clues.build();
    scheduleSave();
    cands.refresh();
  }
  function select(i, dr) {
    sel = i;
    dir = m.entryAt(i, dr) || !m.entryAt(i, m.other(dr)) ? dr : m.other(dr);
    draw();
    cands.refresh();
  }

  // ---- editing ----
  // Takes away the block of square i (and its symmetric squares' blocks).
  function unblock(i) {
    for (const j of orbit(d, i, d.symmetry)) if (d.squares[j] === '#') d.squares[j] = '';
  }
  function put(v, advance) {
    const e0 = current();
    if (d.squares[sel] === v) {
      if (advance && e0) moveOn(e0);
      return draw();
    }
    hist.push();
    if (d.squares[sel] === '#') unblock(sel);
    d.squares[sel] = v;
    ghosts.delete(sel);
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
    arrow(key) {
      const dx = key === 'ArrowLeft' ? -1 : key === 'ArrowRight' ? 1 : 0;
      const dy = key === 'ArrowUp' ? -1 : key === 'ArrowDown' ? 1 : 0;
      const dr = dx ? 'across' : 'down';
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

  // ---- the draft, kept as it changes ----
  let saveTimer = null,
    dirty = false,
    saving = Promise.resolve(),
    gone = false;
  function scheduleSave() {
    dirty = true;
    clearTimeout(saveTimer);
    saveLine.textContent = 'Saving…';
    saveTimer = setTimeout(flush, 300);
  }
  // Saves now what changed since the last save (one save at a time, in order).
  function flush() {
    clearTimeout(saveTimer);
    if (dirty) saving = saving.then(saveDraft);
    dirty = false;
  }
  // Nothing to save: the grid shown is the one stored (or a new one nobody has changed yet).
  function unchanged() {
    clearTimeout(saveTimer);
    dirty = false;
  }
  // A reload or a closed tab saves the last change too (as far as the browser lets it finish).
  window.addEventListener('pagehide', flush);
  async function saveDraft() {
    const body = { title: d.title.trim() || `Draft ${d.w}×${d.h}`, draft: d };
    try {
      let r = null;
      if (draftId) {
        try {
          r = await api('PUT', `/api/drafts/${draftId}`, body);
        } catch (e) {
          if (!/no draft/.test(e.message)) throw e;
        }
      }
      if (!r) {
        r = await api('POST', '/api/drafts', body);
        draftId = r.id;
        remember(draftId);
        if (own && !gone) history_replace(`#/construct/${draftId}`);
      }
      saveLine.textContent = `Draft no. ${draftId} saved (${new Date().toLocaleTimeString()}); the Library lists it under Drafts.`;
    } catch (e) {
      saveLine.textContent = `The draft is not saved: ${e.message}`;
    }
  }
  const history_replace = (hash) => window.history.replaceState(window.history.state, '', hash);

  // Shows draft `nd` (kept as no. `nid`, or a new draft when null).
  function start(nd, nid) {
    d = { ...emptyDraft(nd.w, nd.h), ...nd };
    draftId = nid;
    if (nid) remember(nid);
    hist = newHistory();
    ghosts = new Map();
    sel = 0;
    dir = 'across';
    symBox.value = d.symmetry;
    title.value = d.title;
    author.value = d.author;
    notes.value = d.notes;
    savedLine.textContent = '';
    changed(true);
    unchanged();
    saveLine.textContent = nid ? `Draft no. ${nid}, as last saved.` : 'Not saved yet: the draft is saved as you edit.';
    if (own) history_replace(nid ? `#/construct/${nid}` : '#/construct');
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
    file.value = '';
  }
  function openPuzzle(p) {
    if (!p.doc || !Array.isArray(p.doc.grid) || p.doc.diagramless || (p.doc.lists && p.doc.lists.length))
      throw new Error(
        'only a crossword of Across and Down clues or a fill-in, with its blocks shown, opens in the constructor (not a variety crossword)',
      );
    start(fromDoc(p.doc, p.title), null);
    scheduleSave();
  }

  // ---- Save as crossword ----
  // ---- the page ----
  // The keys in a line folded away (on a phone the grid comes first); the first sentence shown.
  const how = el(
    'details',
    { class: 'cx-how', id: 'cx-how' },
    el('summary', {}, 'Type in the grid as in the player; the full stop (.) puts a block. All the keys'),
    el(
      'p',
      { class: 'muted' },
      'Click or tap a square and type; click it again, or press Space, to turn between across and down. The arrows move square by square; Tab and Shift+Tab go from word to word. The full stop, or Block, puts a block in the square and in its symmetric squares (or takes them away). Insert, or Rebus, puts several letters in one square: type them, then Enter. Ctrl+Z and Ctrl+Y undo and redo. Once the grid is full, Clues takes you to the clue lists and Save as crossword.',
    ),
  );
  const more = el(
    'details',
    { class: 'cx-more', id: 'cx-more' },
    el('summary', {}, 'Open a file or paste a pattern'),
    el('label', { class: 'cx-open' }, 'Open a crossword file (.puz, .ipuz, .xd, .jpz) ', file),
    paste,
  );
  more.addEventListener('toggle', () => {
    if (more.open) pasteText.value = patternRows(d).join('\n');
  });
  view.append(
    how,
    el(
      'div',
      { class: 'toolbar cx-setup' },
      el('label', { for: 'cx-size' }, 'Size'),
      sizeBox,
      custom,
      newBtn,
      el('label', { for: 'cx-symmetry' }, 'Symmetry'),
      symBox,
    ),
    more,
    tools,
    el(
      'div',
      { class: 'cx-work' },
      el('div', { class: 'cx-main' }, clueLine, grid, statsLine, message, saveLine),
      el('div', { class: 'cx-side' }, fillSide, clueSide),
    ),
  );
  changed(true);
  unchanged();
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
      flush();
      window.removeEventListener('pagehide', flush);
      gone = true;
      unkey();
    },
  };
}
