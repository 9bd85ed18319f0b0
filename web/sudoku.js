// The Sudoku player (Sudoku-X too, 4x4 to 16x16): values and pencil marks typed or tapped,
// repeated values shown in red as they are entered, hints in three steps (where to look, the
// technique, the move: web/sudoku-hints.js), and a square or the whole solution revealed; the
// revealed squares are kept in the state ("revealed"), so the server records such a game as
// revealed, not solved. The board's rules (units, candidates, conflicts) are in
// web/sudoku-rules.js.
import { api, useStyle, drawnBoard, el, history, keys } from './common.js';
import { VCHARS, sudokuRules } from './sudoku-rules.js';
import { TECHNIQUE_HELP, capital, hintArea, plainMove } from './sudoku-hints.js';

useStyle('sudoku');
export { VCHARS };

// A phone's layout (web/sudoku.css): the number pad under the board.
const NARROW = '(max-width: 600px)';

// The "Show conflicts" setting, kept in the browser ('off' when unticked; on by default).
const CONFLICTS_KEY = 'puzzlesmith.sudoku.conflicts';
function conflictsSetting() {
  try {
    return localStorage.getItem(CONFLICTS_KEY) !== 'off';
  } catch (e) {
    return true;
  }
}

export function sudokuGame(p, saved, host) {
  const d = p.doc,
    rules = sudokuRules(d),
    n = rules.n,
    N = rules.cells;
  const valueOf = (c) => Math.max(0, VCHARS.indexOf(String(c).toUpperCase()));
  const givens = [...d.givens].map(valueOf);
  // A killer's squares that carry a cage's sum (its first square): pencil marks go below it.
  const cageHeads = new Set(rules.cages.map((k) => Math.min(...k.cells)));
  const solution = typeof d.solution === 'string' && d.solution.length === N ? [...d.solution].map(valueOf) : null;
  let values = givens.slice();
  let pencil = Array(N).fill(0);
  if (saved && typeof saved.values === 'string') values = [...saved.values].map((c, i) => givens[i] || valueOf(c));
  if (saved && Array.isArray(saved.pencil) && saved.pencil.length === N) pencil = saved.pencil.slice();
  // Squares the player had revealed: they keep the solution's value and cannot be changed.
  const revealed = new Set(
    solution && saved && Array.isArray(saved.revealed)
      ? saved.revealed.filter((i) => Number.isInteger(i) && i >= 0 && i < N && !givens[i])
      : [],
  );
  for (const i of revealed) values[i] = solution[i];
  const fixed = (i) => !!givens[i] || revealed.has(i);
  const bit = (v) => 1 << (v - 1);

  let sel = -1,
    pencilMode = false,
    wrong = new Set(),
    showConflicts = conflictsSetting();
  // The hint being shown: {data (the server's answer), key (the board it was asked for), step
  // (1 where, 2 technique, 3 the move), area ({name, cells})}; null when none.
  let hint = null,
    hintBusy = null;

  const board = el('div', {
    class: `board sudoku n${n}`,
    id: 'board',
    tabindex: 0,
    role: 'application',
    'aria-label': 'Sudoku board: arrow keys move, digits fill the selected square',
  });
  board.style.setProperty('--side', Math.ceil(Math.sqrt(n)));
  const cells = [];
  for (let i = 0; i < N; ++i) {
    const c = el('div', {
      class: 'cell',
      'data-i': i,
      onclick: () => {
        sel = i;
        draw();
        reveal();
        board.focus({ preventScroll: true });
      },
    });
    cells.push(c);
    board.append(c);
  }
  board.addEventListener('focus', () => {
    if (sel < 0) {
      sel = 0;
      draw();
    }
  });
  // A tap or click focuses the board without scrolling it (a zoomed board's frame would else jump
  // back to the board's left edge between the touch and the click).
  board.addEventListener('pointerdown', () => board.focus({ preventScroll: true }));
  // The drawing under the squares has the lines, the boxes (a jigsaw's regions), the givens and Sudoku-X's shaded
  // diagonals; the squares carry the player's entries and the highlights. 16x16 squares are
  // wide enough for a legible 4x4 of pencil marks; small boards get larger squares.
  const cellRem = n > 12 ? 2.75 : n > 9 ? 2.7 : n > 6 ? 2.8 : 3.6;
  const drawn = drawnBoard(p.board, board, cellRem);
  // A 12x12 or 16x16 on a narrow screen (a phone: squares of about 21 px) is zoomed: its squares
  // are ZOOM_REM wide, so that their pencil marks can be read, and it scrolls within its frame
  // (the page itself never scrolls sideways); the Zoom button shows the whole board again.
  const ZOOM_REM = 3.2,
    across = (p.board.cols * p.board.cell + 2 * p.board.margin) / p.board.cell;
  const frame = el('div', { class: 'board-frame', id: 'board-frame' }, drawn);
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  let zoom = n > 9 && Math.min(across * cellRem * rem, document.documentElement.clientWidth - 1.2 * rem) / across < 40;
  function showZoom() {
    frame.classList.toggle('zoomed', zoom);
    frame.style.width = `min(100%, ${(across * (zoom ? ZOOM_REM : cellRem)).toFixed(2)}rem)`;
    drawn.style.width = zoom ? `${(across * ZOOM_REM).toFixed(2)}rem` : '100%';
    if (zoomBtn) {
      zoomBtn.setAttribute('aria-pressed', String(zoom));
      zoomBtn.textContent = `Zoom: ${zoom ? 'on' : 'off'}`;
    }
  }
  const hist = history(
    () => ({ values, pencil }),
    (s) => {
      values = s.values;
      pencil = s.pencil;
      for (const i of revealed) values[i] = solution[i]; // a revealed square stays revealed
      changed();
    },
  );

  // Zoomed, the square selected (by a tap at the frame's edge, or by the arrow keys) is scrolled
  // into the frame's view.
  function reveal() {
    if (zoom && sel >= 0) cells[sel].scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
  function draw() {
    const conflicts = showConflicts ? rules.conflicts(values) : new Set();
    const selV = sel >= 0 ? values[sel] : 0;
    const h = hint && hint.data,
      step = hint ? hint.step : 0;
    const area = hint ? new Set(hint.area.cells) : new Set();
    const placed = new Map(step === 3 ? h.placements || [] : []);
    const removed = new Map(step === 3 ? h.removals || [] : []);
    for (let i = 0; i < N; ++i) {
      const c = cells[i],
        v = values[i];
      const cls = ['cell'];
      if (givens[i]) cls.push('given');
      else if (revealed.has(i)) cls.push('revealed');
      else if (v) cls.push('user');
      if (rules.diagonal(i)) cls.push('diag');
      if (sel >= 0 && rules.peers(sel, i)) cls.push('peer');
      if (selV && v === selV) cls.push('same');
      if (i === sel) cls.push('selected');
      if (conflicts.has(i)) cls.push('conflict');
      if (wrong.has(i)) cls.push('wrong');
      if (area.has(i)) cls.push('hint-area');
      if (step === 3 && (h.cells || []).includes(i)) cls.push('hint');
      if (placed.has(i) || removed.has(i)) cls.push('hint-target');
      if (cageHeads.has(i)) cls.push('cage-head');
      c.className = cls.join(' ');
      if (v) {
        c.replaceChildren(VCHARS[v]);
        continue;
      }
      if (placed.has(i)) {
        c.replaceChildren(
          el('span', { class: 'ghost', title: "The hint's value for this square" }, VCHARS[placed.get(i)]),
        );
        continue;
      }
      // Pencil marks; a square the hint takes candidates from shows them even when unmarked.
      const gone = removed.get(i) || [];
      const marks = pencil[i] || (gone.length ? rules.candidates(values, i) : 0);
      if (!marks) {
        c.replaceChildren();
        continue;
      }
      const g = el('div', { class: `pencil${pencil[i] ? '' : ' computed'}${n > 9 ? ' compact' : ''}` });
      const mark = (k) => el('span', { class: gone.includes(k) ? 'gone' : k === selV ? 'hl' : null }, VCHARS[k]);
      if (n > 9) {
        // 12x12 and 16x16: only the marks there are, in a grid just large enough for them (2x2
        // up to 4x4), so the fewer they are the larger they are drawn (as Tatham's Solo does).
        const present = [];
        for (let k = 1; k <= n; ++k) if (marks & bit(k)) present.push(k);
        g.style.setProperty('--k', Math.max(2, Math.ceil(Math.sqrt(present.length))));
        g.append(...present.map(mark));
      } else {
        // Up to 9x9: each digit in its own place of a 3x3 (as on paper).
        for (let k = 1; k <= n; ++k) g.append(marks & bit(k) ? mark(k) : el('span', {}, ''));
      }
      c.replaceChildren(g);
    }
    modeBtn.textContent = `Pencil: ${pencilMode ? 'on' : 'off'}`;
    modeBtn.setAttribute('aria-pressed', String(pencilMode));
    applyBtn.disabled = !(step === 3 && ((h.placements || []).length || (h.removals || []).length));
    revealBtn.disabled = revealAllBtn.disabled = !solution;
  }
  function changed() {
    wrong = new Set();
    hint = null;
    draw();
    host.save();
    if (values.every((v) => v > 0)) checkDone();
  }
  async function checkDone() {
    try {
      const r = await api('POST', `/api/puzzles/${p.id}/check`, { state: state() });
      if (r.solved) {
        if (revealed.size) host.revealed();
        else host.solved();
        return;
      }
      wrong = new Set(r.wrong);
      draw();
      host.say(
        `The grid is full but ${r.wrong.length} entr${r.wrong.length === 1 ? 'y is' : 'ies are'} wrong (in red).`,
        'bad',
      );
    } catch (e) {
      host.say(e.message, 'bad');
    }
  }
  // Clears pencil mark v from the squares that see square i.
  function unmarkPeers(i, v) {
    for (let j = 0; j < N; ++j) if (rules.peers(i, j)) pencil[j] &= ~bit(v);
  }
  // Value v (0: clear) into the selected square, or pencil mark v when asMark.
  function enter(v, asMark = pencilMode) {
    if (sel < 0) {
      host.say('Select a square first: click or tap it, or move to it with the arrow keys.', '');
      return;
    }
    if (fixed(sel)) {
      host.say(`${rules.cellName(sel)} is ${givens[sel] ? 'given' : 'revealed'}: it cannot be changed.`, '');
      return;
    }
    if (asMark && v) {
      if (values[sel]) return;
      hist.push();
      pencil[sel] ^= bit(v);
    } else if (!v) {
      if (!values[sel] && !pencil[sel]) return;
      hist.push();
      if (values[sel]) values[sel] = 0;
      else pencil[sel] = 0;
    } else {
      hist.push();
      values[sel] = values[sel] === v ? 0 : v;
      if (values[sel]) unmarkPeers(sel, v);
    }
    changed();
  }
  function setPencilMode(on) {
    pencilMode = on;
    draw();
  }

  // Hints, in three steps for the same board: where to look, the technique, the move. A press
  // while the first answer is on its way counts once it is in.
  const boardKey = () => JSON.stringify([values, pencil]);
  async function askHint() {
    if (hintBusy) await hintBusy.catch(() => {});
    const key = boardKey();
    if (hint && hint.key === key) {
      hint.step = Math.min(3, hint.step + 1);
      showStep();
      return;
    }
    let h;
    try {
      hintBusy = api('POST', `/api/puzzles/${p.id}/hint`, { state: state() });
      h = await hintBusy;
    } catch (e) {
      host.say(e.message, 'bad');
      return;
    } finally {
      hintBusy = null;
    }
    if (boardKey() !== key) return; // the board changed while the hint was on its way
    if (h.technique === 'mistake') {
      hint = null;
      wrong = new Set(h.cells || []);
      draw();
      host.say(`${capital(h.text)}.`, 'bad');
      return;
    }
    if (h.technique === 'solved' || !h.text) {
      host.say('The grid is solved: there is nothing left to hint.', '');
      return;
    }
    hint = { data: h, key, step: 1, area: hintArea(h, rules) };
    showStep();
  }
  function showStep() {
    const h = hint.data,
      name = h.technique;
    // A jigsaw's regions take the place of the boxes in the techniques' words.
    const help = (TECHNIQUE_HELP[name] || '').replace(/\bbox(es)?\b/g, (w) =>
      rules.jigsaw ? w.replace('box', 'region').replace('regiones', 'regions') : w,
    );
    if (hint.step === 1) {
      host.say(
        `Hint 1 of 3: look at ${hint.area.name} (highlighted). Press Hint again to learn which technique works there.`,
        '',
      );
    } else if (hint.step === 2) {
      host.say(`Hint 2 of 3: the technique is "${name}". ${help} Press Hint again to see the move.`, '');
    } else {
      const effect = (h.placements || []).length || (h.removals || []).length;
      // The first square named says how squares are named: "r5c6 (row 5, column 6)".
      const move = plainMove(h).replace(/\br(\d+)c(\d+)\b/, (m, r, c) => `${m} (row ${r}, column ${c})`);
      host.say(`Hint 3 of 3, ${name}: ${move}${effect ? ' Apply hint makes this move.' : ''}`, '');
    }
    draw();
  }
  function applyHint() {
    if (!hint || hint.step < 3) return;
    const h = hint.data;
    hist.push();
    for (const [c, v] of h.placements || []) {
      if (!fixed(c)) {
        values[c] = v;
        unmarkPeers(c, v);
      }
    }
    for (const [c, vs] of h.removals || []) {
      if (!pencil[c]) pencil[c] = rules.candidates(values, c);
      for (const v of vs) pencil[c] &= ~bit(v);
    }
    host.say(`Applied: ${plainMove(h)}`, '');
    changed();
  }

  // Revealing: the selected square, or every square; either way the game is recorded as revealed.
  function revealSquare() {
    if (!solution) return;
    if (sel < 0 || givens[sel]) {
      host.say('Select a square that is not given first; Reveal square then shows its digit.', '');
      return;
    }
    if (revealed.has(sel)) {
      host.say(`${rules.cellName(sel)} is already revealed.`, '');
      return;
    }
    if (values[sel] === solution[sel]) {
      host.say(`${rules.cellName(sel)} is already right: nothing to reveal.`, 'good');
      return;
    }
    hist.push();
    values[sel] = solution[sel];
    revealed.add(sel);
    unmarkPeers(sel, solution[sel]);
    host.say(
      `${rules.cellName(sel)} is ${VCHARS[solution[sel]]} (revealed, in purple). A game with revealed squares counts as revealed, not solved.`,
      '',
    );
    changed();
  }
  function revealAll() {
    if (!solution) return;
    if (!window.confirm('Show the whole solution? The game will be recorded as revealed, not solved.')) return;
    hist.push();
    for (let i = 0; i < N; ++i)
      if (!givens[i] && values[i] !== solution[i]) {
        values[i] = solution[i];
        revealed.add(i);
      }
    changed();
  }

  const modeBtn = el(
    'button',
    {
      id: 'btn-pencil',
      'aria-pressed': 'false',
      title: 'Digits add or remove pencil marks instead of values (key P)',
      onclick: () => setPencilMode(!pencilMode),
    },
    'Pencil: off',
  );
  const undoBtn = el(
    'button',
    { id: 'btn-undo', title: 'Take back the last change (Ctrl+Z)', onclick: () => hist.undo() },
    'Undo',
  );
  const redoBtn = el(
    'button',
    { id: 'btn-redo', title: 'Make the undone change again (Ctrl+Y)', onclick: () => hist.redo() },
    'Redo',
  );
  const applyBtn = el(
    'button',
    { id: 'btn-apply', disabled: true, title: "Make the move of the hint's last step", onclick: applyHint },
    'Apply hint',
  );
  const marksBtn = el(
    'button',
    {
      id: 'btn-marks',
      title: `Fill every empty square with the digits its row, column and ${rules.area}${d.diagonals ? ' (and diagonal)' : ''}${rules.killer ? ' (and cage)' : ''} still allow`,
    },
    'Fill candidates',
  );
  const revealBtn = el(
    'button',
    { id: 'btn-reveal', title: 'Show the right digit of the selected square', onclick: revealSquare },
    'Reveal square',
  );
  const revealAllBtn = el(
    'button',
    { id: 'btn-reveal-all', title: 'Show the whole solution', onclick: revealAll },
    'Reveal solution',
  );
  marksBtn.addEventListener('click', () => {
    hist.push();
    for (let i = 0; i < N; ++i) if (!values[i]) pencil[i] = rules.candidates(values, i);
    changed();
  });
  const conflictsBox = el('input', { type: 'checkbox', id: 'opt-conflicts' });
  conflictsBox.checked = showConflicts;
  conflictsBox.addEventListener('change', () => {
    showConflicts = conflictsBox.checked;
    try {
      localStorage.setItem(CONFLICTS_KEY, showConflicts ? 'on' : 'off');
    } catch (e) {
      /* not kept */
    }
    draw();
  });
  // The number pad: one row of digits on a phone (two for 12x12 and 16x16) right under the board,
  // with Undo beside Pencil and Erase; a block beside the board on a wider screen.
  const digits = el(
    'div',
    { class: 'digits' },
    ...Array.from({ length: n }, (_, k) =>
      el(
        'button',
        { class: 'num', 'data-v': k + 1, 'aria-label': `${VCHARS[k + 1]}`, onclick: () => enter(k + 1) },
        VCHARS[k + 1],
      ),
    ),
  );
  digits.style.setProperty('--pad-cols', n === 4 ? 2 : n <= 9 ? 3 : 4);
  digits.style.setProperty('--pad-cols-narrow', n <= 9 ? n : n / 2);
  const zoomBtn =
    n > 9
      ? el(
          'button',
          {
            id: 'btn-zoom',
            'aria-pressed': 'false',
            title: 'Larger squares, so that pencil marks can be read; the board then scrolls within its frame',
            onclick: () => {
              zoom = !zoom;
              showZoom();
              fit();
              reveal();
            },
          },
          'Zoom',
        )
      : null;
  const narrow = matchMedia(NARROW).matches;
  const eraseBtn = el(
    'button',
    { onclick: () => enter(0), id: 'btn-erase', title: 'Clear the selected square (Backspace)' },
    'Erase',
  );
  const pad = el(
    'div',
    { class: 'numpad', id: 'numpad' },
    digits,
    el('div', { class: 'pad-row' }, ...(narrow ? [undoBtn, eraseBtn, modeBtn] : [modeBtn, eraseBtn]), zoomBtn),
  );
  if (n > 9) showZoom();

  // On a phone the board is made as large as the height left for it allows: the whole board (or a
  // zoomed board's frame) and the first row of the number pad under it inside the window, above
  // the status line. Measured once the board is in the page, and again when the window's width
  // changes (a phone turned), not when only its height does (a phone's address bar showing or
  // hiding as the page scrolls: the board would then change size under a finger).
  const box = n > 9 ? frame : drawn;
  function fit() {
    box.style.maxWidth = frame.style.maxHeight = '';
    if (!matchMedia(NARROW).matches || !box.isConnected) return;
    const foot = document.querySelector('footer');
    const under = parseFloat(getComputedStyle(box.parentElement).rowGap) || 0;
    const row = digits.firstChild.getBoundingClientRect().height;
    const room = Math.floor(
      window.innerHeight -
        (foot ? foot.offsetHeight : 0) -
        (box.getBoundingClientRect().top + window.scrollY) -
        under -
        row -
        4,
    );
    if (zoom) frame.style.maxHeight = `${Math.max(160, room)}px`;
    else
      box.style.maxWidth = `min(100%, ${Math.max(240, (room * across) / ((p.board.rows * p.board.cell + 2 * p.board.margin) / p.board.cell)).toFixed(1)}px)`;
  }
  let fitWidth = window.innerWidth;
  const onResize = () => {
    if (window.innerWidth !== fitWidth) {
      fitWidth = window.innerWidth;
      fit();
    }
  };
  window.addEventListener('resize', onResize);

  const unkey = keys((e) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      hist.undo();
      e.preventDefault();
      return;
    }
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') {
      hist.redo();
      e.preventDefault();
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key.toUpperCase();
    // A digit typed is a value (a pencil mark in pencil mode); Shift with a digit key that types
    // a symbol (Shift+3 is '#' on a US keyboard) is a pencil mark, the key's place saying which
    // digit. Where digits need Shift (AZERTY) the digit typed is a value. A letter A-G is a
    // value of a 16x16. A keypad key that moves (NumLock off) is not a digit.
    let v = -1,
      mark = pencilMode;
    if (/^[0-9]$/.test(e.key)) v = Number(e.key);
    else if (/^[1-9A-G]$/.test(k)) v = VCHARS.indexOf(k);
    else {
      const dm = /^Digit([0-9])$/.exec(e.code || '');
      if (dm && e.shiftKey) {
        v = Number(dm[1]);
        mark = true;
      }
    }
    if (v > 0 && v <= n) {
      enter(v, mark);
      e.preventDefault();
      return;
    }
    const onBoard = e.target === board || e.target === document.body;
    if (k === 'BACKSPACE' || k === 'DELETE' || v === 0 || k === '.' || (k === ' ' && onBoard)) {
      enter(0, false);
      e.preventDefault();
    } else if (k === 'P') setPencilMode(!pencilMode);
    else if (k.startsWith('ARROW')) {
      if (sel < 0) sel = 0;
      const x = sel % n,
        y = Math.floor(sel / n);
      if (k === 'ARROWLEFT') sel = y * n + ((x + n - 1) % n);
      if (k === 'ARROWRIGHT') sel = y * n + ((x + 1) % n);
      if (k === 'ARROWUP') sel = ((y + n - 1) % n) * n + x;
      if (k === 'ARROWDOWN') sel = ((y + 1) % n) * n + x;
      draw();
      reveal();
      e.preventDefault();
    }
  });
  function state() {
    return { values: values.map((v) => VCHARS[v]).join(''), pencil, revealed: [...revealed].sort((a, b) => a - b) };
  }
  const letters = n > 9 ? ` (letters A-${VCHARS[n]} for 10-${n})` : '';
  draw();
  return {
    node: el(
      'div',
      { class: 'play sudoku-play' },
      n > 9 ? frame : drawn,
      el(
        'div',
        { class: 'side' },
        pad,
        el(
          'label',
          {
            class: 'option',
            title: `A digit that repeats in a row, column${d.diagonals ? `, ${rules.area} or diagonal` : ` or ${rules.area}`}${rules.killer ? ' or cage, or a cage whose digits add up to more than its sum (or, full, to another),' : ''} is shown in red as soon as it is entered`,
          },
          conflictsBox,
          ' Show conflicts',
        ),
        el('div', { class: 'reveal' }, revealBtn, revealAllBtn),
        el(
          'p',
          { class: 'muted' },
          `Level ${p.level}${d.rating ? ` (rating ${Number(d.rating).toFixed(1)})` : ''}; ${givens.filter((g) => g).length} givens.${rules.jigsaw ? ' Jigsaw: each region inside the thick lines holds every digit once.' : ''}${d.diagonals ? ' Sudoku-X: each shaded diagonal holds every digit once too.' : ''}`,
        ),
        rules.killer &&
          el(
            'p',
            { class: 'rules killer-rules' },
            'Killer: the digits in each dashed cage add up to the small number in its corner, and no digit repeats in a cage.',
          ),
      ),
    ),
    buttons: narrow ? [marksBtn, applyBtn, redoBtn] : [marksBtn, applyBtn, undoBtn, redoBtn],
    intro: `Select a square (click, tap or arrow keys), then type or tap a digit${letters}; Backspace or 0 clears it. Shift+digit adds or removes a small pencil mark (P or the Pencil button makes every digit a pencil mark until pressed again). Hint, pressed up to three times, shows where to look, then the technique, then the move.`,
    state,
    showWrong(w) {
      wrong = new Set(w);
      draw();
    },
    showHint(h) {
      hint = { data: h, key: boardKey(), step: 3, area: hintArea(h, rules) };
      draw();
    },
    hint: askHint,
    placed: fit,
    dispose() {
      unkey();
      window.removeEventListener('resize', onResize);
    },
  };
}

// The game this module plays (web/play.js loads it by the kind's "player").
export const game = sudokuGame;
