// The crossword and fill-in player.
import { api, useStyle, drawnBoard, el, history, keys } from './common.js';

useStyle('crossword');

// The squares laid over the drawn grid (which has the blocks, the frames and the numbers): each
// carries the player's letter and the highlights, and a numbered square its number for screen
// readers (the drawing under it is hidden from them).
function crosswordSquares(d) {
  const sol = d.grid.join('');
  const board = el('div', { class: 'board crossword', id: 'board' });
  const numbers = {};
  for (const e of d.entries) numbers[e.row * d.width + e.col] = e.number;
  const cells = [];
  for (let i = 0; i < d.width * d.height; ++i) {
    const c = el('div', { class: `cell${sol[i] === '#' ? ' block' : ''}`, 'data-i': i, 'aria-label': numbers[i] ? `square ${numbers[i]}` : null }, el('span', { class: 'ch' }));
    cells.push(c); board.append(c);
  }
  return { node: board, cells };
}

export function crosswordGame(p, saved, host) {
  const d = p.doc, w = d.width, h = d.height;
  const sol = d.grid.join('');
  let letters = saved && saved.letters ? saved.letters.join('').split('') : sol.split('').map((c) => (c === '#' ? '#' : '.'));
  const { node: board, cells } = crosswordSquares(d);
  const hasClues = d.entries.some((e) => e.clue && !/^\d+ letters$/.test(e.clue));
  const entries = d.entries.map((e) => {
    const list = [];
    for (let k = 0; k < e.answer.length; ++k) list.push(e.direction === 'across' ? e.row * w + e.col + k : (e.row + k) * w + e.col);
    return { ...e, cells: list };
  });
  let sel = entries.length ? entries[0].cells[0] : 0, dir = 'across', wrong = new Set();
  const revealed = new Set(saved && saved.revealed ? saved.revealed : []);
  board.tabIndex = 0;
  const hist = history(() => letters, (s) => { letters = s; changed(); });
  const entryAt = (i, dr) => entries.find((e) => e.direction === dr && e.cells.includes(i));
  const clueItems = new Map();
  let side;
  if (hasClues) {
    const list = (dr) => el('div', {}, el('h2', {}, dr === 'across' ? 'Across' : 'Down'),
      el('ol', { id: `clues-${dr}` }, ...entries.filter((e) => e.direction === dr).map((e) => {
        const li = el('li', { onclick: () => { sel = e.cells[0]; dir = dr; draw(); } }, el('b', {}, `${e.number} `), e.clue || `(${e.answer.length})`);
        clueItems.set(e, li);
        return li;
      })));
    side = el('div', { class: 'clues side' }, list('across'), list('down'));
  } else {
    const words = (d.words && d.words.length ? d.words : entries.map((e) => e.answer)).slice();
    const groups = {};
    for (const wd of words) (groups[wd.length] = groups[wd.length] || []).push(wd);
    const wordItems = [];
    side = el('div', { class: 'clues side', id: 'word-list' }, el('h2', {}, 'Words (each goes in once)'),
      ...Object.keys(groups).sort((a, b) => a - b).map((len) => el('div', {}, el('b', {}, `${len} letters`),
        el('ul', {}, ...groups[len].sort().map((wd) => { const li = el('li', { 'data-word': wd }, wd); wordItems.push(li); return li; })))));
    side.__words = wordItems;
  }
  cells.forEach((c, i) => {
    if (sol[i] === '#') return;
    c.addEventListener('click', () => {
      if (sel === i) dir = dir === 'across' ? 'down' : 'across';
      sel = i;
      if (!entryAt(sel, dir)) dir = dir === 'across' ? 'down' : 'across';
      draw();
    });
  });
  function draw() {
    const cur = entryAt(sel, dir) || entryAt(sel, dir === 'across' ? 'down' : 'across');
    for (let i = 0; i < w * h; ++i) {
      const c = cells[i];
      if (sol[i] === '#') continue;
      c.classList.toggle('selected', i === sel);
      c.classList.toggle('inword', !!cur && cur.cells.includes(i));
      c.classList.toggle('wrong', wrong.has(i));
      c.querySelector('.ch').textContent = letters[i] === '.' ? '' : letters[i];
    }
    for (const [e, li] of clueItems) {
      li.classList.toggle('current', e === cur);
      li.classList.toggle('done', e.cells.every((i) => letters[i] !== '.'));
    }
    if (side.__words) {
      const inGrid = new Set(entries.map((e) => e.cells.map((i) => letters[i]).join('')));
      const used = new Map();
      for (const li of side.__words) {
        const wd = li.dataset.word;
        const n = (used.get(wd) || 0) + 1;
        used.set(wd, n);
        li.classList.toggle('done', inGrid.has(wd));
      }
    }
  }
  function state() {
    const rows = [];
    for (let y = 0; y < h; ++y) rows.push(letters.slice(y * w, y * w + w).join(''));
    return { letters: rows, revealed: [...revealed] };
  }
  function changed() {
    wrong = new Set(); draw(); host.save();
    if (letters.every((c) => c !== '.')) {
      api('POST', `/api/puzzles/${p.id}/check`, { state: state() }).then((r) => {
        if (r.solved && revealed.size) host.revealed(); else if (r.solved) host.solved(); else host.say('The grid is full but not right yet: Check shows what is wrong.', 'bad');
      }).catch((e) => host.say(e.message, 'bad'));
    }
  }
  function move(step) {
    const e = entryAt(sel, dir);
    if (!e) return;
    const k = e.cells.indexOf(sel) + step;
    if (k >= 0 && k < e.cells.length) sel = e.cells[k];
  }
  function nextEntry(back) {
    const ordered = entries.filter((e) => e.direction === 'across').concat(entries.filter((e) => e.direction === 'down'));
    const cur = entryAt(sel, dir);
    let k = ordered.indexOf(cur);
    k = (k + (back ? -1 : 1) + ordered.length) % ordered.length;
    sel = ordered[k].cells[0]; dir = ordered[k].direction;
  }
  const unkey = keys((e) => {
    // The grid has the keyboard unless a control (a button, a link) has the focus: then Tab and
    // the other keys do what they do everywhere.
    const focus = document.activeElement;
    if (focus && focus !== board && focus !== document.body) return;
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') { hist.undo(); e.preventDefault(); return; }
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') { hist.redo(); e.preventDefault(); return; }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Escape') {  // leave the grid: Tab goes on to the buttons
      board.blur();
      const next = document.getElementById('btn-check');
      if (next) next.focus();
      e.preventDefault();
    } else if (/^[a-zA-Z]$/.test(e.key)) {
      hist.push(); letters[sel] = e.key.toUpperCase(); move(1); changed(); e.preventDefault();
    } else if (e.key === 'Backspace') {
      hist.push();
      if (letters[sel] === '.') move(-1);
      letters[sel] = '.'; changed(); e.preventDefault();
    } else if (e.key === 'Delete') {
      hist.push(); letters[sel] = '.'; changed(); e.preventDefault();
    } else if (e.key === ' ') {
      const other = dir === 'across' ? 'down' : 'across';
      if (entryAt(sel, other)) dir = other;
      draw(); e.preventDefault();
    } else if (e.key === 'Tab') {
      nextEntry(e.shiftKey); draw(); e.preventDefault();
    } else if (e.key.startsWith('Arrow')) {
      const dx = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
      const dy = e.key === 'ArrowUp' ? -1 : e.key === 'ArrowDown' ? 1 : 0;
      let x = sel % w + dx, y = Math.floor(sel / w) + dy;
      while (x >= 0 && y >= 0 && x < w && y < h && sol[y * w + x] === '#') { x += dx; y += dy; }
      if (x >= 0 && y >= 0 && x < w && y < h) { sel = y * w + x; dir = dx ? 'across' : 'down'; if (!entryAt(sel, dir)) dir = dx ? 'down' : 'across'; }
      draw(); e.preventDefault();
    }
  });
  const reveal = (list) => { hist.push(); for (const i of list) { letters[i] = sol[i]; revealed.add(i); } changed(); };
  const rLetter = el('button', { id: 'btn-reveal-letter', onclick: () => reveal([sel]) }, 'Reveal letter');
  const rWord = el('button', { id: 'btn-reveal-word', onclick: () => { const e = entryAt(sel, dir); if (e) reveal(e.cells); } }, 'Reveal word');
  const rAll = el('button', { id: 'btn-reveal-all', onclick: () => { if (confirm('Reveal the whole grid?')) reveal([...sol].map((c, i) => i).filter((i) => sol[i] !== '#')); } }, 'Reveal all');
  const undoBtn = el('button', { id: 'btn-undo', onclick: () => hist.undo() }, 'Undo');
  const redoBtn = el('button', { id: 'btn-redo', onclick: () => hist.redo() }, 'Redo');
  draw();
  return {
    node: el('div', { class: 'play' }, drawnBoard(p.board, board, 2.3), side),
    buttons: [rLetter, rWord, rAll, undoBtn, redoBtn],
    intro: hasClues ? 'Click a square and type. Click it again (or Space) to switch across/down; Tab: next clue; Escape leaves the grid.' : 'Fit every word of the list into the grid: click a square and type. Click again (or Space) to switch across/down; Escape leaves the grid.',
    state,
    showWrong(list) { wrong = new Set(list); draw(); },
    // A hint shows a letter: it counts as revealed.
    showHint(hn) { if (hn.cells && hn.cells.length && hn.letter) { sel = hn.cells[0]; hist.push(); letters[sel] = hn.letter; revealed.add(sel); changed(); } },
    dispose: unkey,
  };
}

// The game this module plays (web/play.js loads it by the kind's "player").
export const game = crosswordGame;
