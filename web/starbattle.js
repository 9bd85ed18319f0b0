// The Star Battle player: stars and dots by click, tap or keyboard, auto dots, broken rules shown
// at once (stars in red, a unit that can no longer get its stars outlined in red), saved
// positions to go back to, hints that outline what they look at, and the puzz.link URL.
// The rules themselves (units, what breaks, what a star rules out) are in starbattle-rules.js.
import { api, useStyle, drawnBoard, el, exportText, history, keys } from './common.js';
import { cellName, problems, ruledOut, shape } from './starbattle-rules.js';

useStyle('starbattle');

const AUTO_KEY = 'puzzlesmith.starbattle.autoDots'; // the Auto dots setting (localStorage)
// The tap order setting (localStorage): ours, blank -> star -> dot -> blank, or the Sweet Spots
// game's, blank -> dot -> star -> blank.
const DOT_FIRST_KEY = 'puzzlesmith.starbattle.dotFirst';
const stored = (key) => {
  try {
    return localStorage.getItem(key) === '1';
  } catch (e) {
    return false; // storage off: the default
  }
};
const PALETTE = [
  '#fdf0d5',
  '#e3f0fa',
  '#e8f5e1',
  '#fbe4ec',
  '#efe7fa',
  '#fff6c7',
  '#e0f4f1',
  '#f7e8dc',
  '#e9ecf3',
  '#f4f9d9',
  '#fde2d8',
  '#e2ecff',
];
const HINT_LINE = '#1f4fa8',
  BROKEN_LINE = '#b3261e'; // outlines, >= 3:1 on every zone colour
const touchScreen = () => window.matchMedia('(hover: none) and (pointer: coarse)').matches;
const copy = (v) => JSON.parse(JSON.stringify(v));

export function starGame(p, saved, host) {
  const S = shape(p.doc),
    n = S.n,
    k = S.k;
  const starWord = k > 1 ? `${k} stars` : 'star';
  let marks = saved && saved.marks ? saved.marks.slice() : Array(n * n).fill(0);
  // Dots the Auto dots setting added: square -> its reasons, each the stars that rule it out.
  // A dot goes when every reason has lost a star; the player's own dots are never in here.
  let auto = saved && saved.autoDots ? copy(saved.autoDots) : {};
  // The saved position (Save position / Restore position): {marks, autoDots} or null.
  let checkpoint =
    saved && saved.checkpoint && Array.isArray(saved.checkpoint.marks) && saved.checkpoint.marks.length === n * n
      ? copy(saved.checkpoint)
      : null;
  // Stars a hint gave away without a reason (technique "reveal"): a board finished with them is
  // recorded as revealed, not solved.
  const revealed = new Set(saved && saved.revealed ? saved.revealed : []);
  let wrong = new Set(),
    hintData = null,
    cursor = 0,
    said = '';
  const hist = history(
    () => ({ marks, auto }),
    (s) => {
      marks = s.marks;
      auto = s.auto;
      changed();
    },
  );

  // The board: squares over the server's drawing (which outlines the zones); each square tints
  // its zone and carries the player's star or dot.
  const board = el('div', {
    class: 'board starbattle',
    id: 'board',
    tabindex: 0,
    role: 'application',
    'aria-label': `Star Battle board, ${n} by ${n}. Arrow keys move; Space cycles star, dot, blank; S star; D dot; Backspace clears.`,
  });
  const cells = [];
  for (let i = 0; i < n * n; ++i) {
    const c = el('div', {
      class: 'cell',
      'data-i': i,
      onclick: () => {
        cursor = i;
        act(() => setMark(i, dotFirstBox.checked ? [2, 0, 1][marks[i]] : (marks[i] + 1) % 3));
      },
      oncontextmenu: (e) => {
        e.preventDefault();
        cursor = i;
        act(() => setMark(i, marks[i] === 2 ? 0 : 2));
      },
    });
    c.style.backgroundColor = PALETTE[S.zone(i) % PALETTE.length];
    cells.push(c);
    board.append(c);
  }
  board.addEventListener('pointerdown', () => board.classList.remove('kbd'));
  board.addEventListener('focus', () => {
    if (board.matches(':focus-visible')) {
      board.classList.add('kbd');
      draw();
    }
  });
  board.addEventListener('keydown', onKey);

  // A player's own mark on square i (part of one undo step). Taking a star away takes back the
  // dots it added; placing one with Auto dots on dots what it rules out.
  function setMark(i, m) {
    const was = marks[i];
    delete auto[i];
    marks[i] = m;
    if (was === 1 && m !== 1) takeBack(i);
    if (m === 1 && was !== 1 && autoBox.checked) {
      for (const [c, why] of ruledOut(S, marks, i)) {
        if (marks[c] === 0) {
          marks[c] = 2;
          auto[c] = [why];
        } else if (marks[c] === 2 && auto[c]) auto[c].push(why);
      }
    }
  }
  function takeBack(star) {
    for (const key of Object.keys(auto)) {
      const left = auto[key].filter((why) => !why.includes(star));
      if (left.length) {
        auto[key] = left;
        continue;
      }
      delete auto[key];
      if (marks[key] === 2) marks[key] = 0;
    }
  }
  function act(fn) {
    hist.push();
    fn();
    changed();
  }

  // Outlines a set of squares along its edge (box-shadows on the squares at its border).
  function outline(set, color, width, shadows) {
    for (const i of set) {
      const x = i % n,
        y = Math.floor(i / n);
      if (y === 0 || !set.has(i - n)) shadows[i].push(`inset 0 ${width}px 0 0 ${color}`);
      if (y === n - 1 || !set.has(i + n)) shadows[i].push(`inset 0 -${width}px 0 0 ${color}`);
      if (x === 0 || !set.has(i - 1)) shadows[i].push(`inset ${width}px 0 0 0 ${color}`);
      if (x === n - 1 || !set.has(i + 1)) shadows[i].push(`inset -${width}px 0 0 0 ${color}`);
    }
  }
  function draw() {
    const pr = problems(S, marks);
    const brokenCells = new Set(pr.broken.flatMap((u) => S.units[u].cells));
    const h = hintData || {};
    const unit = new Set(h.technique === 'mistake' ? [] : h.cells || []);
    const toStar = new Set(h.stars || []),
      toDot = new Set(h.empties || []);
    const shadows = cells.map(() => []);
    outline(unit, HINT_LINE, 4, shadows);
    for (const u of pr.broken) outline(new Set(S.units[u].cells), BROKEN_LINE, 3, shadows);
    for (let i = 0; i < n * n; ++i) {
      const c = cells[i],
        cls = ['cell'];
      if (marks[i] === 1) cls.push('star');
      if (marks[i] === 2) cls.push('dot');
      if (pr.bad.has(i) || wrong.has(i)) cls.push('bad');
      if (brokenCells.has(i)) cls.push('broken');
      if (unit.has(i)) cls.push('unit');
      if (toStar.has(i) || toDot.has(i)) cls.push('target', toStar.has(i) ? 'target-star' : 'target-dot');
      if (i === cursor) cls.push('cursor');
      c.className = cls.join(' ');
      c.style.boxShadow = shadows[i].join(', ');
    }
    const count = marks.filter((m) => m === 1).length;
    counter.textContent = `${count} of ${n * k} stars placed.`;
    const lines = [];
    if (pr.bad.size)
      lines.push('Stars in red break a rule: they touch another star, or their row, column or zone has too many.');
    for (const u of pr.broken) lines.push(`${S.units[u].name} cannot get its ${starWord} any more (outlined in red).`);
    rulesLine.replaceChildren(...lines.map((t) => el('div', {}, t)));
    restoreBtn.disabled = !checkpoint;
    return lines;
  }
  // After every change: redraw, save, say a new rule break at once, and check a full board.
  function changed() {
    wrong = new Set();
    hintData = null;
    applyBtn.disabled = true;
    const lines = draw();
    host.save();
    const more = lines.length - 1,
      text = lines.length
        ? lines[0] + (more ? ` ${more === 1 ? 'One more is' : `${more} more are`} listed next to the board.` : '')
        : '';
    if (text && text !== said) host.say(text, 'bad');
    else if (!text && said) host.say('', '');
    said = text;
    const pr = problems(S, marks);
    if (marks.filter((m) => m === 1).length === n * k && pr.bad.size === 0) {
      const asked = marks.join(''); // an answer about a board changed since is dropped
      api('POST', `/api/puzzles/${p.id}/check`, { state: state() })
        .then((r) => {
          if (marks.join('') !== asked) return;
          if (r.solved && revealed.size) host.revealed();
          else if (r.solved) host.solved();
        })
        .catch(() => {});
    }
  }

  // The keyboard, while the board has the focus: a cursor moved by the arrow keys.
  const live = el('div', { class: 'visually-hidden', 'aria-live': 'polite', id: 'sb-live' });
  const MARK_WORDS = ['blank', 'star', 'dot'];
  function onKey(e) {
    if (document.body.classList.contains('paused') || e.ctrlKey || e.metaKey || e.altKey) return;
    const step = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] }[e.key];
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (step) {
      const x = Math.min(n - 1, Math.max(0, (cursor % n) + step[0])),
        y = Math.min(n - 1, Math.max(0, Math.floor(cursor / n) + step[1]));
      cursor = y * n + x;
    } else if (key === ' ') act(() => setMark(cursor, (marks[cursor] + 1) % 3));
    else if (key === 's' || key === 'Enter') act(() => setMark(cursor, marks[cursor] === 1 ? 0 : 1));
    else if (key === 'd' || key === '.') act(() => setMark(cursor, marks[cursor] === 2 ? 0 : 2));
    else if (key === 'Backspace' || key === 'Delete') act(() => setMark(cursor, 0));
    else return;
    e.preventDefault();
    board.classList.add('kbd');
    draw();
    live.textContent = `${cellName(n, cursor)}: ${MARK_WORDS[marks[cursor]]}`;
  }
  const unkey = keys((e) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'z') {
      hist.undo();
      e.preventDefault();
    }
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'y') {
      hist.redo();
      e.preventDefault();
    }
  });

  // The toolbar's buttons and the controls beside the board.
  const applyBtn = el(
    'button',
    { id: 'btn-apply', disabled: true, title: 'Mark the squares the hint settles' },
    'Apply hint',
  );
  applyBtn.addEventListener('click', () => {
    if (!hintData) return;
    const h = hintData;
    act(() => {
      for (const c of h.stars || []) if (marks[c] !== 1) setMark(c, 1);
      for (const c of h.empties || []) if (marks[c] === 0) setMark(c, 2);
      if (h.technique === 'reveal') for (const c of h.stars || []) revealed.add(c);
    });
  });
  const undoBtn = el('button', { id: 'btn-undo', title: 'Undo (Ctrl+Z)', onclick: () => hist.undo() }, 'Undo');
  const redoBtn = el('button', { id: 'btn-redo', title: 'Redo (Ctrl+Y)', onclick: () => hist.redo() }, 'Redo');
  const clearBtn = el(
    'button',
    {
      id: 'btn-clear',
      onclick: () => {
        if (confirm('Clear every star and dot?'))
          act(() => {
            marks = Array(n * n).fill(0);
            auto = {};
          });
      },
    },
    'Clear',
  );
  const dotFirstBox = el('input', { type: 'checkbox', id: 'tap-dot-first', checked: stored(DOT_FIRST_KEY) });
  dotFirstBox.addEventListener('change', () => {
    try {
      localStorage.setItem(DOT_FIRST_KEY, dotFirstBox.checked ? '1' : '0');
    } catch (e) {
      /* storage off */
    }
  });
  const autoBox = el('input', { type: 'checkbox', id: 'auto-dots' });
  try {
    autoBox.checked = localStorage.getItem(AUTO_KEY) === '1';
  } catch (e) {
    /* storage off: the default */
  }
  autoBox.addEventListener('change', () => {
    try {
      localStorage.setItem(AUTO_KEY, autoBox.checked ? '1' : '0');
    } catch (e) {
      /* storage off */
    }
  });
  const saveBtn = el(
    'button',
    { id: 'btn-checkpoint', title: 'Remember these marks, to come back to them later' },
    'Save position',
  );
  saveBtn.addEventListener('click', () => {
    checkpoint = { marks: marks.slice(), autoDots: copy(auto) };
    draw();
    host.save();
    const stars = marks.filter((m) => m === 1).length;
    host.say(
      `Position saved (${stars} ${stars === 1 ? 'star' : 'stars'}). Restore position brings these marks back.`,
      'good',
    );
  });
  const restoreBtn = el(
    'button',
    { id: 'btn-restore', title: 'Go back to the saved position (Undo takes it back)' },
    'Restore position',
  );
  restoreBtn.addEventListener('click', () => {
    if (!checkpoint) return;
    act(() => {
      marks = checkpoint.marks.slice();
      auto = copy(checkpoint.autoDots || {});
    });
    host.say('Back at the saved position. Undo takes this back.', '');
    said = '';
  });
  const linkBtn = el(
    'button',
    {
      id: 'btn-puzzlink',
      title: 'Copy a puzz.link address of this board: it opens in puzz.link and in other Star Battle apps',
    },
    'Copy puzz.link URL',
  );
  linkBtn.addEventListener('click', async () => {
    let url;
    try {
      url = (await exportText(p.id, 'url')).trim();
    } catch (e) {
      host.say(`No puzz.link URL: ${e.message}`, 'bad');
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      host.say(`Copied the puzz.link URL: ${url}`, 'good');
    } catch (e) {
      host.say(`Copy this puzz.link URL: ${url}`, '');
    }
  });
  const counter = el('p', { class: 'muted', id: 'star-count' });
  const rulesLine = el('div', { class: 'sb-rules', id: 'rule-breaks', 'aria-live': 'polite' });
  const keysLine = el(
    'p',
    { class: 'muted sb-keys' },
    'Keys (click the board or Tab to it): arrows move; Space cycles star, dot, blank; S or Enter: star; D or the . key: dot; Backspace: clear; Ctrl+Z: undo; Ctrl+Y: redo.',
  );
  const side = el(
    'div',
    { class: 'side' },
    counter,
    rulesLine,
    el(
      'p',
      {},
      `Place ${k > 1 ? starWord : 'one star'} in every row, every column and every outlined zone. Stars never touch, not even diagonally. A dot marks a square you know stays empty.`,
    ),
    el(
      'div',
      { class: 'sb-tools' },
      el(
        'label',
        {
          class: 'sb-auto',
          title: 'Placing a star dots the squares it rules out; taking it away takes those dots back',
        },
        autoBox,
        ' Auto dots: a star dots the squares it rules out',
      ),
      el(
        'label',
        { class: 'sb-auto', title: 'The order a tap or click goes through: the Sweet Spots game put a dot first' },
        dotFirstBox,
        ' Tap: dot first, then star (as in Sweet Spots)',
      ),
      el('div', { class: 'sb-row' }, saveBtn, restoreBtn),
      el('div', { class: 'sb-row' }, (p.writes || ['url']).includes('url') ? linkBtn : null, clearBtn),
    ),
    keysLine,
    // A board with several solutions has no level (its notice says how many solutions).
    p.doc.solutions > 1 ? null : el('p', { class: 'muted', id: 'sb-level' }, `Level: ${p.level}.`),
    live,
  );

  function state() {
    const s = { marks, revealed: [...revealed], autoDots: auto };
    if (checkpoint) s.checkpoint = checkpoint;
    return s;
  }
  function showHint(h) {
    hintData = h;
    if (h.technique === 'mistake') wrong = new Set(h.cells || []);
    applyBtn.disabled = !((h.stars || []).length || (h.empties || []).length);
    draw();
  }
  // Hint: the step's rule and reasoning, what it looks at outlined in blue, the squares it
  // settles marked in orange (a hollow star or a dot to come).
  async function hint() {
    try {
      const asked = marks.join('');
      const h = await api('POST', `/api/puzzles/${p.id}/hint`, { state: state() });
      if (marks.join('') !== asked) {
        host.say('The board changed while the hint was worked out: press Hint again.', '');
        return;
      }
      showHint(h);
      said = '';
      if (h.technique === 'mistake' || h.technique === 'solved') {
        host.say(h.text, h.technique === 'mistake' ? 'bad' : '');
        return;
      }
      const text = h.text.charAt(0).toUpperCase() + h.text.slice(1);
      const settles = (h.stars || []).length || (h.empties || []).length;
      const shows = [
        (h.cells || []).length ? 'Blue outline: what it looks at' : '',
        settles ? 'orange: what Apply hint marks' : '',
      ]
        .filter(Boolean)
        .join('; ');
      host.say(`Hint (${h.technique}): ${text}.${shows ? ` (${shows}.)` : ''}`, '');
      inView();
    } catch (e) {
      host.say(e.message, 'bad');
    }
  }

  // Squares of about 3.4rem on small boards, 2.4rem on 10x10 and up (less on a narrow screen).
  const drawn = drawnBoard(p.board, board, Math.max(2.4, Math.min(3.4, 24 / n)));
  draw();
  said = '';
  // On a phone, the board and the game's buttons (Check, Hint...) are kept in view together: the
  // page scrolls down, never past those buttons, until the board's bottom is in the window.
  function inView() {
    if (!window.matchMedia('(max-width: 480px)').matches || !board.isConnected) return;
    const tools = document.querySelector('#btn-check'),
      bottom = board.getBoundingClientRect().bottom;
    const by = Math.min(tools ? tools.getBoundingClientRect().top - 8 : 0, bottom - window.innerHeight + 40);
    if (by > 0) window.scrollBy(0, by);
  }
  // (Once this player's stylesheet is in: it sets the buttons' height.)
  const sheet = document.querySelector('link[href$="starbattle.css"]');
  if (sheet && !sheet.sheet) sheet.addEventListener('load', () => requestAnimationFrame(inView), { once: true });
  else requestAnimationFrame(inView);
  return {
    node: el('div', { class: 'play' }, drawn, side),
    buttons: [applyBtn, undoBtn, redoBtn],
    intro: `${touchScreen() ? 'Tap' : 'Click'} a square: ${dotFirstBox.checked ? 'dot (sure empty), then star' : 'star, then dot (sure empty)'}, then blank again${
      touchScreen()
        ? '.'
        : '; right-click marks a dot. Keys: arrows move; Space cycles; S or Enter: star; D or the . key: dot; Backspace: clear.'
    }`,
    notice:
      p.doc.solutions > 1
        ? el(
            'p',
            { class: 'muted', id: 'several' },
            `This board has ${p.doc.solutions}${p.doc.solutions_exact === false ? ' or more' : ''} solutions: any placement that keeps the rules wins.`,
          )
        : null,
    state,
    showWrong(w) {
      wrong = new Set(w);
      draw();
    },
    showHint,
    hint,
    dispose: unkey,
  };
}

// The game this module plays (web/play.js loads it by the kind's "player").
export const game = starGame;
