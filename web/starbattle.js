// The Star Battle player: stars and dots, broken rules in red, hints.
import { api, useStyle, drawnBoard, el, history, keys } from './common.js';

useStyle('starbattle');

export function starGame(p, saved, host) {
  const d = p.doc, n = d.size, k = d.stars;
  const zone = (i) => d.zones[Math.floor(i / n)][i % n];
  let marks = saved && saved.marks ? saved.marks.slice() : Array(n * n).fill(0);
  // Stars a hint gave away without a reason (technique "reveal"): a board finished with them is
  // recorded as revealed, not solved.
  const revealed = new Set(saved && saved.revealed ? saved.revealed : []);
  let wrong = new Set(), hintData = null;
  const PALETTE = ['#fdf0d5', '#e3f0fa', '#e8f5e1', '#fbe4ec', '#efe7fa', '#fff6c7', '#e0f4f1', '#f7e8dc', '#e9ecf3', '#f4f9d9', '#fde2d8', '#e2ecff'];
  const board = el('div', { class: 'board starbattle', id: 'board' });
  const cells = [];
  const hist = history(() => marks, (s) => { marks = s; changed(); });
  // The drawing under the squares outlines the zones; each square tints its zone and carries
  // the player's star or dot.
  for (let i = 0; i < n * n; ++i) {
    const z = zone(i), cls = 'cell';
    const c = el('div', { class: cls, 'data-i': i,
      onclick: () => { hist.push(); marks[i] = (marks[i] + 1) % 3; changed(); },
      oncontextmenu: (e) => { e.preventDefault(); hist.push(); marks[i] = marks[i] === 2 ? 0 : 2; changed(); } });
    c.dataset.base = cls;
    c.style.background = PALETTE[z % PALETTE.length];
    cells.push(c); board.append(c);
  }
  function violations() {
    const bad = new Set();
    const stars = [];
    for (let i = 0; i < n * n; ++i) if (marks[i] === 1) stars.push(i);
    for (const a of stars) for (const b of stars) {
      if (a < b && Math.abs(a % n - b % n) <= 1 && Math.abs(Math.floor(a / n) - Math.floor(b / n)) <= 1) { bad.add(a); bad.add(b); }
    }
    const units = new Map();
    for (const i of stars) for (const key of [`r${Math.floor(i / n)}`, `c${i % n}`, `z${zone(i)}`]) {
      if (!units.has(key)) units.set(key, []);
      units.get(key).push(i);
    }
    for (const list of units.values()) if (list.length > k) list.forEach((i) => bad.add(i));
    return bad;
  }
  function draw() {
    const bad = violations();
    for (let i = 0; i < n * n; ++i) {
      const c = cells[i];
      let cls = c.dataset.base;
      if (marks[i] === 1) cls += ' star';
      if (marks[i] === 2) cls += ' dot';
      if (bad.has(i) || wrong.has(i)) cls += ' bad';
      if (hintData && hintData.cells && hintData.cells.includes(i)) cls += ' hint';
      if (hintData && ((hintData.stars || []).includes(i) || (hintData.empties || []).includes(i))) cls += ' hint-target';
      c.className = cls;
    }
    const count = marks.filter((m) => m === 1).length;
    counter.textContent = `${count} of ${n * k} stars placed${bad.size ? ' — some break the rules (red)' : ''}`;
  }
  const counter = el('p', { class: 'muted', id: 'star-count' });
  function changed() {
    wrong = new Set(); hintData = null; applyBtn.disabled = true; draw(); host.save();
    if (marks.filter((m) => m === 1).length === n * k && violations().size === 0) {
      api('POST', `/api/puzzles/${p.id}/check`, { state: { marks } }).then((r) => { if (r.solved && revealed.size) host.revealed(); else if (r.solved) host.solved(); }).catch(() => {});
    }
  }
  const applyBtn = el('button', { id: 'btn-apply', disabled: true }, 'Apply hint');
  applyBtn.addEventListener('click', () => {
    if (!hintData) return;
    const h = hintData;
    hist.push();
    for (const c of h.stars || []) marks[c] = 1;
    for (const c of h.empties || []) marks[c] = 2;
    if (h.technique === 'reveal') for (const c of h.stars || []) revealed.add(c);
    changed();
  });
  const undoBtn = el('button', { id: 'btn-undo', onclick: () => hist.undo() }, 'Undo');
  const redoBtn = el('button', { id: 'btn-redo', onclick: () => hist.redo() }, 'Redo');
  const clearBtn = el('button', { id: 'btn-clear', onclick: () => { if (confirm('Clear every mark?')) { hist.push(); marks = Array(n * n).fill(0); changed(); } } }, 'Clear');
  const unkey = keys((e) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') { hist.undo(); e.preventDefault(); }
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') { hist.redo(); e.preventDefault(); }
  });
  draw();
  return {
    node: el('div', { class: 'play' }, drawnBoard(p.board, board, 2.4), el('div', { class: 'side' }, counter, el('p', {}, `Place ${k} star${k > 1 ? 's' : ''} in every row, every column and every outlined zone. Stars never touch, not even diagonally.`), el('p', { class: 'muted' }, `Level ${p.level}.`))),
    buttons: [applyBtn, undoBtn, redoBtn, clearBtn],
    intro: 'Click a square: star, then dot (sure empty), then blank again. Right-click marks a dot.',
    notice: p.doc.solutions > 1
      ? el('p', { class: 'muted', id: 'several' }, `This board has ${p.doc.solutions}${p.doc.solutions_exact === false ? ' or more' : ''} solutions: any placement that keeps the rules wins.`) : null,
    state: () => ({ marks, revealed: [...revealed] }),
    showWrong(w) { wrong = new Set(w); draw(); },
    showHint(h) { hintData = h; applyBtn.disabled = !((h.stars || []).length || (h.empties || []).length); draw(); },
    dispose: unkey,
  };
}

// The game this module plays (web/play.js loads it by the kind's "player").
export const game = starGame;
