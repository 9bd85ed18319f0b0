// The Sudoku player (Sudoku-X too): values, pencil marks, hints applied as the API gives them.
import { api, useStyle, drawnBoard, el, history, keys } from './common.js';

useStyle('sudoku');

export const VCHARS = '.123456789ABCDEFG';
export function sudokuGame(p, saved, host) {
  const d = p.doc, n = d.size, [bw, bh] = d.box;
  const givens = [...d.givens].map((c) => VCHARS.indexOf(c.toUpperCase()));
  let values = givens.slice();
  let pencil = Array(n * n).fill(0);
  if (saved && saved.values) values = [...saved.values].map((c, i) => givens[i] || Math.max(0, VCHARS.indexOf(c.toUpperCase())));
  if (saved && saved.pencil) pencil = saved.pencil.slice();
  let sel = -1, pencilMode = false, hintData = null, wrong = new Set();
  const board = el('div', { class: `board sudoku n${n}`, id: 'board', tabindex: 0 });
  const cells = [];
  // The drawing under the squares has the lines, the boxes, the givens and Sudoku-X's shaded
  // diagonals; the squares carry the player's entries and the highlights.
  const diag = (i) => d.diagonals && (i % n === Math.floor(i / n) || i % n + Math.floor(i / n) === n - 1);
  for (let i = 0; i < n * n; ++i) {
    const c = el('div', { class: 'cell', 'data-i': i, onclick: () => { sel = i; draw(); board.focus(); } });
    cells.push(c); board.append(c);
  }
  const drawn = drawnBoard(p.board, board, n > 9 ? 2.1 : 2.6);
  const hist = history(() => ({ values, pencil }), (s) => { values = s.values; pencil = s.pencil; changed(); });
  // Squares that share a unit: row, column, box and, in Sudoku-X, a main diagonal.
  const onMain = (i) => i % n === Math.floor(i / n), onAnti = (i) => i % n + Math.floor(i / n) === n - 1;
  const peers = (a, b) => a !== b && (a % n === b % n || Math.floor(a / n) === Math.floor(b / n) ||
    (Math.floor((a % n) / bw) === Math.floor((b % n) / bw) && Math.floor(Math.floor(a / n) / bh) === Math.floor(Math.floor(b / n) / bh)) ||
    (!!d.diagonals && ((onMain(a) && onMain(b)) || (onAnti(a) && onAnti(b)))));
  function draw() {
    for (let i = 0; i < n * n; ++i) {
      const c = cells[i];
      const v = values[i];
      c.className = 'cell';
      if (givens[i]) c.classList.add('given'); else if (v) c.classList.add('user');
      if (diag(i)) c.classList.add('diag');
      if (sel >= 0 && peers(sel, i)) c.classList.add('peer');
      if (sel >= 0 && values[sel] && v === values[sel]) c.classList.add('same');
      if (i === sel) c.classList.add('selected');
      if (wrong.has(i)) c.classList.add('wrong');
      if (hintData && hintData.cells && hintData.cells.includes(i)) c.classList.add('hint');
      if (hintData && ((hintData.placements || []).some((pl) => pl[0] === i) || (hintData.removals || []).some((r) => r[0] === i))) c.classList.add('hint-target');
      if (v) {
        c.replaceChildren(VCHARS[v]);
      } else if (pencil[i]) {
        const g = el('div', { class: 'pencil' });
        const side = Math.ceil(Math.sqrt(n));
        g.style.gridTemplateColumns = `repeat(${side}, 1fr)`;
        g.style.fontSize = `calc(100cqw / var(--cols) / ${side} * .72)`;
        for (let k = 1; k <= n; ++k) g.append(el('span', {}, pencil[i] & (1 << (k - 1)) ? VCHARS[k] : ''));
        c.replaceChildren(g);
      } else {
        c.replaceChildren();
      }
    }
    modeBtn.textContent = `Pencil: ${pencilMode ? 'on' : 'off'}`;
  }
  function changed() {
    wrong = new Set(); hintData = null; draw(); host.save();
    if (values.every((v) => v > 0)) checkDone();
  }
  async function checkDone() {
    try {
      const r = await api('POST', `/api/puzzles/${p.id}/check`, { state: state() });
      if (r.solved) host.solved(); else { wrong = new Set(r.wrong); draw(); host.say(`The grid is full but ${r.wrong.length} entr${r.wrong.length === 1 ? 'y is' : 'ies are'} wrong (in red).`, 'bad'); }
    } catch (e) { host.say(e.message, 'bad'); }
  }
  function enter(v) {
    if (sel < 0 || givens[sel]) return;
    hist.push();
    if (pencilMode && v) {
      if (values[sel]) return;
      pencil[sel] ^= 1 << (v - 1);
    } else {
      values[sel] = values[sel] === v ? 0 : v;
      if (v) { for (let j = 0; j < n * n; ++j) if (peers(sel, j)) pencil[j] &= ~(1 << (v - 1)); }
    }
    changed();
  }
  const modeBtn = el('button', { id: 'btn-pencil', onclick: () => { pencilMode = !pencilMode; draw(); } }, 'Pencil: off');
  const undoBtn = el('button', { id: 'btn-undo', onclick: () => hist.undo() }, 'Undo');
  const redoBtn = el('button', { id: 'btn-redo', onclick: () => hist.redo() }, 'Redo');
  const applyBtn = el('button', { id: 'btn-apply', disabled: true }, 'Apply hint');
  const marksBtn = el('button', { id: 'btn-marks', title: 'Fill every empty square with the candidates its row, column and box allow' }, 'Fill candidates');
  marksBtn.addEventListener('click', () => {
    hist.push();
    for (let i = 0; i < n * n; ++i) {
      if (values[i]) continue;
      let m = (1 << n) - 1;
      for (let j = 0; j < n * n; ++j) if (values[j] && peers(i, j)) m &= ~(1 << (values[j] - 1));
      pencil[i] = m;
    }
    changed();
  });
  applyBtn.addEventListener('click', () => {
    if (!hintData) return;
    const h = hintData;
    hist.push();
    for (const [c, v] of h.placements || []) { values[c] = v; for (let j = 0; j < n * n; ++j) if (peers(c, j)) pencil[j] &= ~(1 << (v - 1)); }
    for (const [c, vs] of h.removals || []) {
      if (!pencil[c]) { let m = (1 << n) - 1; for (let j = 0; j < n * n; ++j) if (values[j] && peers(c, j)) m &= ~(1 << (values[j] - 1)); pencil[c] = m; }
      for (const v of vs) pencil[c] &= ~(1 << (v - 1));
    }
    applyBtn.disabled = true;
    changed();
  });
  const pad = el('div', { class: 'numpad' }, ...Array.from({ length: n }, (_, k) => el('button', { class: 'num', 'data-v': k + 1, onclick: () => enter(k + 1) }, VCHARS[k + 1])),
    el('button', { onclick: () => enter(0), id: 'btn-erase' }, 'Erase'));
  const unkey = keys((e) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') { hist.undo(); e.preventDefault(); return; }
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') { hist.redo(); e.preventDefault(); return; }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const k = e.key.toUpperCase();
    const v = VCHARS.indexOf(k);
    if (v > 0 && v <= n) { enter(v); e.preventDefault(); }
    else if (k === 'BACKSPACE' || k === 'DELETE' || k === '0' || k === '.') { enter(0); e.preventDefault(); }
    else if (k === 'P') { pencilMode = !pencilMode; draw(); }
    else if (k.startsWith('ARROW')) {
      if (sel < 0) sel = 0;
      const x = sel % n, y = Math.floor(sel / n);
      if (k === 'ARROWLEFT') sel = y * n + (x + n - 1) % n;
      if (k === 'ARROWRIGHT') sel = y * n + (x + 1) % n;
      if (k === 'ARROWUP') sel = ((y + n - 1) % n) * n + x;
      if (k === 'ARROWDOWN') sel = ((y + 1) % n) * n + x;
      draw(); e.preventDefault();
    }
  });
  function state() { return { values: values.map((v) => VCHARS[v]).join(''), pencil }; }
  draw();
  return {
    node: el('div', { class: 'play' }, drawn, el('div', { class: 'side' }, pad, el('p', { class: 'muted' }, `Level ${p.level}${d.rating ? ` (rating ${d.rating})` : ''}; ${givens.filter((g) => g).length} givens.`))),
    buttons: [modeBtn, marksBtn, applyBtn, undoBtn, redoBtn],
    intro: 'Click a square, then type a digit. P switches pencil marks on and off.',
    state,
    showWrong(w) { wrong = new Set(w); draw(); },
    showHint(h) { hintData = h; applyBtn.disabled = !((h.placements || []).length || (h.removals || []).length); draw(); },
    dispose: unkey,
  };
}

// The game this module plays (web/play.js loads it by the kind's "player").
export const game = sudokuGame;
