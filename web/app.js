// puzzlesmith web app: make, play, keep and print puzzles. Plain JavaScript over the JSON API
// of `puzzlesmith serve` (docs/api.md); no build step.
'use strict';

const $ = (sel, root = document) => root.querySelector(sel);
const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== undefined && v !== null && v !== false) e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat()) {
    if (c !== null && c !== undefined && c !== false) e.append(c instanceof Node ? c : String(c));
  }
  return e;
};

async function api(method, path, body) {
  const opts = { method, headers: {} };
  if (body !== undefined) {
    opts.body = JSON.stringify(body);
    opts.headers['Content-Type'] = 'application/json';
  }
  const res = await fetch(path, opts);
  let data = null;
  try { data = await res.json(); } catch (e) { data = null; }
  if (!res.ok) throw new Error((data && data.error) || `${res.status} ${res.statusText}`);
  return data;
}

function status(text) { $('#status').textContent = text || ''; }
function fmtTime(s) {
  s = Math.floor(s);
  const m = Math.floor(s / 60), r = s % 60;
  return `${m}:${String(r).padStart(2, '0')}`;
}
// The kinds, as the server's registry describes them (GET /api/kinds): names, what each makes,
// reads and writes. Loaded once before the first page is drawn.
let KINDS = [];
const KIND_NAMES = {};
async function loadKinds() {
  KINDS = (await api('GET', '/api/kinds')).kinds;
  for (const k of KINDS) if (k.writes.length) KIND_NAMES[k.name] = k.label;
}
const kindInfo = (name) => KINDS.find((k) => k.name === name) || { reads: [], writes: [] };

// Work that may take a while runs as a job: progress on the status line, a Stop button.
async function runJob(kind, params, timeLimit, ui) {
  const start = await api('POST', '/api/make', { kind, params, time_limit: timeLimit });
  ui.onStart && ui.onStart(start.job);
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const j = await api('GET', `/api/jobs/${start.job}`);
    const p = j.progress || {};
    const parts = [`${KIND_NAMES[kind] || kind}: ${j.status}`, `${j.elapsed.toFixed(1)} s`];
    if (p.phase) parts.push(p.phase);
    if (p.nodes) parts.push(`${p.nodes} steps`);
    if (p.found) parts.push(`${p.found} found`);
    ui.onProgress && ui.onProgress(parts.join(' · '), p.fraction);
    if (j.status !== 'running') return j;
  }
}

// ---------------------------------------------------------------- router
let current = null;  // the view being shown: {dispose()}
function route() {
  if (current && current.dispose) current.dispose();
  current = null;
  const view = $('#view');
  view.replaceChildren();
  const hash = location.hash || '#/library';
  for (const a of document.querySelectorAll('nav a')) {
    a.classList.toggle('active', hash.startsWith(a.getAttribute('href')));
  }
  const m = hash.match(/^#\/(\w+)(?:\/([\w-]+))?/);
  const page = m ? m[1] : 'library';
  const arg = m ? m[2] : undefined;
  status('');
  if (page === 'play' && arg) current = playView(view, arg);
  else if (page === 'make') current = makeView(view, arg || 'sudoku');
  else if (page === 'import') current = importView(view);
  else if (page === 'help') current = helpView(view);
  else current = libraryView(view);
}
window.addEventListener('hashchange', route);
window.addEventListener('DOMContentLoaded', async () => {
  try { await loadKinds(); } catch (e) { status(`Could not reach the server: ${e.message}`); }
  route();
});

// ---------------------------------------------------------------- library
function libraryView(view) {
  const q = el('input', { type: 'search', id: 'search', placeholder: 'Search title, kind, level' });
  const kind = el('select', { id: 'kind-filter' },
    el('option', { value: '' }, 'Every kind'),
    ...Object.entries(KIND_NAMES).map(([k, v]) => el('option', { value: k }, v)));
  const body = el('tbody');
  const count = el('span', { class: 'muted' });
  const table = el('table', { class: 'list', id: 'library' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Title'), el('th', {}, 'Kind'), el('th', {}, 'Level'),
      el('th', {}, 'Made'), el('th', {}, 'Game'), el('th', {}, ''))), body);
  async function load() {
    try {
      const params = new URLSearchParams({ q: q.value, kind: kind.value });
      const data = await api('GET', `/api/puzzles?${params}`);
      body.replaceChildren();
      count.textContent = `${data.puzzles.length} shown of ${data.total}`;
      if (data.puzzles.length === 0) {
        body.append(el('tr', {}, el('td', { colspan: 6, class: 'muted' },
          'Nothing here yet: make a puzzle (Make) or bring one in (Import).')));
      }
      for (const p of data.puzzles) {
        body.append(el('tr', { 'data-id': p.id },
          el('td', {}, el('a', { href: `#/play/${p.id}` }, p.title)),
          el('td', {}, KIND_NAMES[p.kind] || p.kind),
          el('td', {}, p.level),
          el('td', { class: 'muted' }, p.created.replace('T', ' ').replace('Z', '')),
          el('td', {}, p.solved ? 'solved' : p.revealed ? 'revealed' : p.has_game ? 'in progress' : ''),
          el('td', {},
            el('button', { onclick: () => { location.hash = `#/play/${p.id}`; } }, 'Open'), ' ',
            el('button', {
              class: 'delete', onclick: async () => {
                if (!confirm(`Delete "${p.title}" and its saved game?`)) return;
                await api('DELETE', `/api/puzzles/${p.id}`);
                status(`Deleted "${p.title}".`);
                load();
              },
            }, 'Delete'))));
      }
    } catch (e) { status(e.message); }
  }
  q.addEventListener('input', () => load());
  kind.addEventListener('change', () => load());
  view.append(el('h1', {}, 'Library'),
    el('div', { class: 'toolbar' }, q, kind, el('a', { href: '#/make' }, el('button', { class: 'primary' }, 'Make a puzzle')), count),
    table);
  load();
  return {};
}

// ---------------------------------------------------------------- make
// Makers with a page of their own; every other kind gets a form built from its parameter table.
const CUSTOM_MAKERS = { crossword: { label: 'Crossword maker', view: (v) => crosswordMaker(v) }, fill: { label: 'Grid filler', view: (v) => fillMaker(v) } };
const makers = () => KINDS.filter((k) => k.makes);

function makeView(view, kind) {
  if (!makers().some((k) => k.name === kind)) kind = 'sudoku';
  const tabs = el('div', { class: 'tabs' }, ...makers().map((k) =>
    el('button', { class: k.name === kind ? 'active' : '', id: `tab-${k.name}`, onclick: () => { location.hash = `#/make/${k.name}`; } }, CUSTOM_MAKERS[k.name] ? CUSTOM_MAKERS[k.name].label : k.label)));
  view.append(el('h1', {}, 'Make a puzzle'), tabs);
  if (CUSTOM_MAKERS[kind]) return CUSTOM_MAKERS[kind].view(view);
  return paramMaker(view, kind);
}

// A Make / Stop pair with a status line and a progress bar.
function jobControls(makeLabel) {
  const make = el('button', { class: 'primary', id: 'btn-make' }, makeLabel);
  const stop = el('button', { id: 'btn-stop', disabled: true }, 'Stop');
  const bar = el('div', { class: 'progress' }, el('div'));
  const line = el('div', { class: 'message', id: 'make-status' }, 'Ready.');
  const limit = el('input', { type: 'number', id: 'time-limit', value: 30, min: 1, max: 120, style: 'width:5rem' });
  let job = null;
  stop.addEventListener('click', async () => {
    if (job) { await api('POST', `/api/jobs/${job}/stop`); line.textContent = 'Stopping…'; }
  });
  async function run(kind, params) {
    make.disabled = true; stop.disabled = false; job = null;
    line.className = 'message';
    line.textContent = 'Starting…';
    bar.firstChild.style.width = '0';
    try {
      const j = await runJob(kind, params, Number(limit.value) || 30, {
        onStart: (id) => { job = id; },
        onProgress: (text, fraction) => {
          line.textContent = text; status(text);
          bar.firstChild.style.width = fraction >= 0 ? `${Math.round(fraction * 100)}%` : '30%';
        },
      });
      bar.firstChild.style.width = '100%';
      if (j.status !== 'done') {
        line.className = 'message bad';
        line.textContent = `${j.status === 'stopped' ? 'Stopped' : 'Failed'}: ${j.error}`;
        return null;
      }
      line.className = 'message good';
      line.textContent = `Made "${j.result.title}" in ${j.elapsed.toFixed(2)} s (seed ${j.result.seed}); it is in the library.`;
      status(line.textContent);
      return j.result;
    } catch (e) {
      line.className = 'message bad';
      line.textContent = e.message;
      return null;
    } finally {
      make.disabled = false; stop.disabled = true; job = null;
    }
  }
  return { make, stop, bar, line, limit, run };
}

function paramMaker(view, kind) {
  const form = el('form', { class: 'params', id: `form-${kind}`, onsubmit: (e) => e.preventDefault() });
  const inputs = {};
  const info = kindInfo(kind);
  for (const p of info.params) {
    let input;
    const name = p.name;
    if (p.type === 'level') {
      input = el('select', { name }, el('option', { value: 'any' }, 'any'));
      for (const l of info.levels || []) {
        if (l.web === false) {  // too slow to make here: say where it is made
          form.append(el('p', { class: 'muted wide', id: `note-${l.name}` }, l.note));
          continue;
        }
        input.append(el('option', { value: l.name, title: l.techniques }, `${l.name} — ${l.techniques}`));
      }
    } else if (p.choices) {
      input = el('select', { name }, ...p.choices.map((v) => el('option', { value: v }, v)));
    } else if (p.type === 'bool') {
      input = el('input', { type: 'checkbox', name });
      input.checked = !!p.default;
    } else if (p.type === 'text') {
      input = el('input', { name, maxlength: p.max_length });
    } else {
      input = el('input', { type: 'number', name, min: p.type === 'seed' ? 0 : p.min, max: p.max });
    }
    if (p.type !== 'bool' && p.default !== null && p.default !== undefined) input.value = String(p.default);
    input.dataset.type = p.type;
    inputs[name] = input;
    form.append(el('label', { for: `f-${name}` }, p.label), input);
    input.id = `f-${name}`;
  }
  const c = jobControls('Make');
  c.make.addEventListener('click', async () => {
    const params = {};
    for (const [name, input] of Object.entries(inputs)) {
      if (input.type === 'checkbox') params[name] = input.checked;
      else if (input.value !== '') params[name] = input.dataset.type === 'int' || input.dataset.type === 'seed' ? Number(input.value) : input.value;
    }
    const r = await c.run(kind, params);
    if (r) location.hash = `#/play/${r.id}`;
  });
  view.append(form, el('div', { class: 'toolbar' }, c.make, c.stop, el('label', {}, 'Time limit (s) ', c.limit), c.bar), c.line);
  return {};
}

const SAMPLE_WORDS = `puzzle: A problem to solve for fun
crossword: Grid of words with clues
clue: Hint to an answer
grid: Rows and columns of squares
answer: What goes in the squares
across: Left to right
down: Top to bottom
letter: One of 26
square: Cell of a grid
solve: Work out
pencil: Tool for tentative entries
theme: Common thread of long answers`;

function crosswordMaker(view) {
  const words = el('textarea', { id: 'cw-words', spellcheck: 'false' }, SAMPLE_WORDS);
  const strategy = el('select', { id: 'cw-strategy' }, ...['compact', 'top-down', 'centre-out', 'random'].map((s) => el('option', { value: s }, s)));
  const size = el('input', { id: 'cw-size', placeholder: 'free-form, or 15x15', style: 'width:9rem' });
  const seed = el('input', { id: 'cw-seed', type: 'number', value: 1, style: 'width:7rem' });
  const title = el('input', { id: 'cw-title', placeholder: 'Title (optional)' });
  const c = jobControls('Make');
  const next = el('button', { id: 'btn-next', disabled: true }, 'Next layout');
  const preview = el('div', { id: 'cw-preview' });
  let index = 0, lastId = null;
  async function make(i) {
    index = i;
    const params = { words: words.value, strategy: strategy.value, size: size.value.trim(), next: index, title: title.value };
    if (seed.value !== '') params.seed = Number(seed.value);
    const r = await c.run('crossword', params);
    next.disabled = !r;
    if (!r) return;
    lastId = r.id;
    const d = r.doc;
    const unplaced = d.unplaced.length ? `; not placed: ${d.unplaced.map((u) => `${u.word} (${u.reason})`).join(', ')}` : '';
    c.line.textContent = `Layout ${index + 1}: ${d.entries.length} words, ${d.width}×${d.height}, density ${d.density}${unplaced}. Saved to the library.`;
    preview.replaceChildren(crosswordBoard(d, { show: true }).node,
      el('div', { class: 'toolbar' },
        el('a', { href: `#/play/${r.id}`, id: 'cw-play' }, el('button', { class: 'primary' }, 'Play this one')),
        el('a', { href: `/api/puzzles/${r.id}/print?format=pdf&answers=1`, target: '_blank' }, el('button', {}, 'Print PDF')),
        el('a', { href: `/api/puzzles/${r.id}/export?format=ipuz` }, el('button', {}, 'Export .ipuz')),
        el('a', { href: `/api/puzzles/${r.id}/export?format=puz` }, el('button', {}, 'Export .puz'))));
  }
  c.make.addEventListener('click', () => make(0));
  next.addEventListener('click', () => make(index + 1));
  view.append(
    el('p', { class: 'muted' }, 'One word a line, "word: clue". Add "across" or "down" after the word to fix its direction ("theme down: …"); otherwise the maker chooses.'),
    words,
    el('div', { class: 'toolbar' }, el('label', {}, 'Strategy ', strategy), el('label', {}, 'Frame ', size), el('label', {}, 'Seed ', seed), title),
    el('div', { class: 'toolbar' }, c.make, next, c.stop, el('label', {}, 'Time limit (s) ', c.limit), c.bar),
    c.line, preview);
  return { get lastId() { return lastId; } };
}

function fillMaker(view) {
  let w = 5, h = 5;
  let cells = Array(w * h).fill('.');
  const grid = el('div', { class: 'pattern', id: 'pattern', tabindex: 0 });
  const wIn = el('input', { type: 'number', id: 'fill-width', value: w, min: 3, max: 25, style: 'width:4rem' });
  const hIn = el('input', { type: 'number', id: 'fill-height', value: h, min: 3, max: 25, style: 'width:4rem' });
  const sym = el('input', { type: 'checkbox', id: 'fill-symmetric', checked: true });
  const text = el('textarea', { id: 'fill-text', style: 'min-height:8rem', spellcheck: 'false' });
  const minScore = el('input', { type: 'number', id: 'fill-min-score', value: 50, min: 0, max: 100, style: 'width:5rem' });
  const seed = el('input', { type: 'number', id: 'fill-seed', value: 1, style: 'width:6rem' });
  let sel = -1;
  function syncText() {
    const rows = [];
    for (let y = 0; y < h; ++y) rows.push(cells.slice(y * w, y * w + w).join(''));
    text.value = rows.join('\n');
  }
  function draw() {
    grid.style.gridTemplateColumns = `repeat(${w}, 1.6rem)`;
    grid.replaceChildren(...cells.map((c, i) => el('div', {
      class: `cell${c === '#' ? ' block' : ''}${i === sel ? ' selected' : ''}`, 'data-i': i,
      onclick: (e) => {
        if (e.shiftKey || e.altKey) { sel = i; draw(); return; }
        const b = cells[i] === '#' ? '.' : '#';
        cells[i] = b;
        if (sym.checked) cells[w * h - 1 - i] = b;
        sel = i;
        draw(); syncText();
      },
    }, c === '#' || c === '.' ? '' : c)));
  }
  grid.addEventListener('keydown', (e) => {
    if (sel < 0) return;
    if (/^[a-zA-Z]$/.test(e.key)) { cells[sel] = e.key.toUpperCase(); draw(); syncText(); e.preventDefault(); }
    if (e.key === 'Backspace' || e.key === 'Delete' || e.key === '.') { cells[sel] = '.'; draw(); syncText(); e.preventDefault(); }
  });
  function resize() {
    const nw = Math.max(3, Math.min(25, Number(wIn.value) || 5)), nh = Math.max(3, Math.min(25, Number(hIn.value) || 5));
    const nc = Array(nw * nh).fill('.');
    for (let y = 0; y < Math.min(h, nh); ++y) for (let x = 0; x < Math.min(w, nw); ++x) nc[y * nw + x] = cells[y * w + x];
    w = nw; h = nh; cells = nc; sel = -1; draw(); syncText();
  }
  wIn.addEventListener('change', resize); hIn.addEventListener('change', resize);
  text.addEventListener('change', () => {
    const rows = text.value.split('\n').map((r) => r.trim()).filter((r) => r.length);
    if (!rows.length) return;
    h = rows.length; w = Math.max(...rows.map((r) => r.length));
    cells = [];
    for (const r of rows) for (let x = 0; x < w; ++x) cells.push((r[x] || '#').toUpperCase() === '#' ? '#' : (/[A-Za-z]/.test(r[x]) ? r[x].toUpperCase() : '.'));
    wIn.value = w; hIn.value = h; draw();
  });
  const file = el('input', { type: 'file', id: 'fill-file', accept: '.txt,.ipuz' });
  file.addEventListener('change', async () => {
    const f = file.files[0]; if (!f) return;
    let t = await f.text();
    if (f.name.endsWith('.ipuz')) {
      try {
        const j = JSON.parse(t);
        const grid = j.puzzle || j.solution;
        t = grid.map((row) => row.map((c) => {
          const v = c && typeof c === 'object' ? (c.cell ?? c.value) : c;
          return v === '#' || v === null ? '#' : (typeof v === 'string' && /^[A-Za-z]$/.test(v) ? v : '.');
        }).join('')).join('\n');
      } catch (e) { status(`Cannot read ${f.name}: ${e.message}`); return; }
    }
    text.value = t; text.dispatchEvent(new Event('change'));
  });
  const c = jobControls('Fill');
  c.make.addEventListener('click', async () => {
    syncText();
    const r = await c.run('fill', { pattern: text.value, min_score: Number(minScore.value), seed: seed.value === '' ? undefined : Number(seed.value) });
    if (r) location.hash = `#/play/${r.id}`;
  });
  draw(); syncText();
  view.append(
    el('p', { class: 'muted' }, 'Click a square to make it a block (its mirror square too, when symmetric). Shift-click a square and type a letter to fix it. Or paste rows below ("#" block, "." empty, letters fixed), or load a .txt or .ipuz pattern. The filler uses the server\'s word list.'),
    el('div', { class: 'toolbar' }, el('label', {}, 'Width ', wIn), el('label', {}, 'Height ', hIn), el('label', {}, sym, ' symmetric'), file),
    grid, text,
    el('div', { class: 'toolbar' }, el('label', {}, 'Minimum score ', minScore), el('label', {}, 'Seed ', seed)),
    el('div', { class: 'toolbar' }, c.make, c.stop, el('label', {}, 'Time limit (s) ', c.limit), c.bar), c.line);
  return {};
}

// ---------------------------------------------------------------- import
function importView(view) {
  const text = el('textarea', { id: 'import-text', spellcheck: 'false', placeholder: 'Paste a Sudoku (81 characters, or a grid), the 81-letter encoding, a puzz.link Star Battle URL, a pzprv3 file, a zone file, an .ipuz or .xd crossword…' });
  const format = el('select', { id: 'import-format' }, ...['auto', ...KINDS.flatMap((k) => k.reads)].map((f) => el('option', { value: f }, f)));
  const stars = el('input', { type: 'number', id: 'import-stars', value: 1, min: 1, max: 6, style: 'width:4rem' });
  const title = el('input', { id: 'import-title', placeholder: 'Title (optional)' });
  const file = el('input', { type: 'file', id: 'import-file' });
  const msg = el('div', { class: 'message', id: 'import-status' }, 'Paste text or choose a file.');
  let b64 = null;
  file.addEventListener('change', async () => {
    const f = file.files[0]; if (!f) return;
    if (f.name.toLowerCase().endsWith('.puz')) {
      const bytes = new Uint8Array(await f.arrayBuffer());
      let s = '';
      for (const b of bytes) s += String.fromCharCode(b);
      b64 = btoa(s);
      text.value = `(binary Across Lite file ${f.name}, ${bytes.length} bytes)`;
      format.value = 'puz';
    } else {
      b64 = null;
      text.value = await f.text();
    }
    if (!title.value) title.value = f.name.replace(/\.[^.]*$/, '');
  });
  text.addEventListener('input', () => { b64 = null; });
  const go = el('button', { class: 'primary', id: 'btn-import' }, 'Import');
  go.addEventListener('click', async () => {
    msg.className = 'message'; msg.textContent = 'Reading…';
    try {
      const body = b64 ? { text: b64, base64: true, format: 'puz', title: title.value } : { text: text.value, format: format.value, stars: Number(stars.value), title: title.value };
      const r = await api('POST', '/api/import', body);
      msg.className = 'message good';
      msg.textContent = `Imported "${r.title}" (${KIND_NAMES[r.kind]}).`;
      location.hash = `#/play/${r.id}`;
    } catch (e) { msg.className = 'message bad'; msg.textContent = e.message; }
  });
  view.append(el('h1', {}, 'Import a puzzle'), text,
    el('div', { class: 'toolbar' }, file, el('label', {}, 'Format ', format), el('label', {}, 'Stars (zone files) ', stars), title, go), msg);
  return {};
}

function helpView(view) {
  view.append(el('div', { class: 'help' }, el('h1', {}, 'How to use puzzlesmith'),
    el('p', {}, 'Make: choose a kind, set its parameters and press Make. The puzzle opens when it is ready; Stop ends the work early. Every puzzle made or imported goes into the Library.'),
    el('p', {}, 'Sudoku: click a square and type a digit (or use the buttons). Pencil mode (P) writes candidates. Hint shows the next logical step and its squares; Apply hint carries it out. Check marks wrong entries. Undo/Redo: Ctrl+Z / Ctrl+Y.'),
    el('p', {}, 'Star Battle: click a square to cycle star → dot → empty (right-click: dot). Each row, column and outlined zone takes the number of stars shown; stars never touch, not even diagonally. Broken rules show in red.'),
    el('p', {}, 'Sudoku-X: the two main diagonals are units too, so candidates, highlighting and pencil marks take them into account. Diabolical Sudoku (trial and error) is made only from the command line (puzzlesmith sudoku generate --level diabolical), where it may take many minutes.'),
    el('p', {}, 'Star Battle boards with several solutions (most boards of the original Sweet Spots game) can be imported and played: any placement that keeps the rules wins, and a hint gives only what every remaining solution shares, or says that nothing is forced and proposes a choice.'),
    el('p', {}, 'Crosswords and fill-ins: click a square and type. Click again, or press Space, to switch between across and down. While the grid has the keyboard, Tab and Shift+Tab go to the next and previous entry; Escape leaves the grid, so that Tab then reaches the buttons (click the grid to come back). A fill-in lists its words instead of clues: every word goes in once. Reveal shows letters; a grid finished with revealed letters is recorded as revealed, not solved. Notes that came with an imported file are shown above the grid.'),
    el('p', {}, 'Your game is saved as you play (and with Save); open the puzzle again from the Library to go on. Print gives a PDF or SVG page, with or without the answers; Export gives the puzzle in the formats other programs read.')));
  return {};
}

// ---------------------------------------------------------------- play
function playView(view, id) {
  let game = null, timer = null, saveTimer = null, disposed = false;
  const msg = el('div', { class: 'message', id: 'message' });
  const clock = el('span', { class: 'timer', id: 'timer' }, '0:00');
  function say(text, cls = '') { msg.className = `message ${cls}`; msg.textContent = text; }
  (async () => {
    let p;
    try { p = await api('GET', `/api/puzzles/${id}`); } catch (e) { view.append(el('p', {}, e.message)); return; }
    if (disposed) return;
    const saved = p.game || null;
    const maker = p.kind === 'sudoku' ? sudokuGame : p.kind === 'starbattle' ? starGame : crosswordGame;
    const answers = el('input', { type: 'checkbox', id: 'print-answers' });
    const printLink = (fmt) => el('button', { id: `btn-print-${fmt}`, onclick: () => window.open(`/api/puzzles/${id}/print?format=${fmt}&answers=${answers.checked ? 1 : 0}`, '_blank') }, `Print ${fmt.toUpperCase()}`);
    const exports = kindInfo(p.kind).writes;
    const header = el('div', {},
      el('h1', {}, p.title, ' ', el('span', { class: 'muted' }, p.seed ? `seed ${p.seed}` : '')),
      el('div', { class: 'toolbar' }, 'Time ', clock, el('span', { class: 'sep' }),
        el('label', {}, answers, ' with answers'), printLink('pdf'), printLink('svg'), el('span', { class: 'sep' }),
        el('span', { class: 'export' }, 'Export: ', ...exports.map((f) => el('a', { href: `/api/puzzles/${id}/export?format=${f}`, id: `export-${f}` }, f)))));
    view.append(header);
    game = maker(p, saved ? saved.state : null, { say, save: () => scheduleSave(), solved: () => onSolved(), revealed: () => onRevealed() });
    let elapsed = saved && saved.elapsed ? saved.elapsed : 0;
    let solved = !!p.solved || !!p.revealed;
    clock.textContent = fmtTime(elapsed);
    timer = setInterval(() => { if (!solved && document.visibilityState === 'visible') { elapsed += 1; clock.textContent = fmtTime(elapsed); } }, 1000);
    const saveBtn = el('button', { id: 'btn-save' }, 'Save');
    // Saves go out one at a time, in order: an older state still in flight must never land after
    // a newer one (the server handles requests on several threads), or a solved game could be
    // stored as unsolved.
    let saving = Promise.resolve(true);
    function save() {
      clearTimeout(saveTimer); saveTimer = null;
      const state = game.state(), at = elapsed;
      saving = saving.then(async () => {
        try {
          const r = await api('PUT', `/api/puzzles/${id}/game`, { state, elapsed: at });
          status(`Saved${r.solved ? ' (solved)' : r.revealed ? ' (revealed)' : ''} at ${new Date().toLocaleTimeString()}.`);
          return true;
        } catch (e) { status(`Not saved: ${e.message}`); return false; }
      });
      return saving;
    }
    function scheduleSave() { clearTimeout(saveTimer); saveTimer = setTimeout(save, 800); }
    function onRevealed() {
      if (!solved) { solved = true; say('Complete, with revealed letters: recorded as revealed, not solved.', ''); save(); }
    }
    function onSolved() {
      if (!solved) { solved = true; say(`Solved in ${fmtTime(elapsed)}. Well done!`, 'good'); save(); }
    }
    saveBtn.addEventListener('click', async () => { if (await save()) say('Game saved: open this puzzle from the Library to go on.', 'good'); });
    const check = el('button', { id: 'btn-check' }, 'Check');
    check.addEventListener('click', async () => {
      try {
        const r = await api('POST', `/api/puzzles/${id}/check`, { state: game.state() });
        game.showWrong(r.wrong);
        if (r.solved) onSolved();
        else if (r.wrong.length) say(`${r.wrong.length} wrong (in red).`, 'bad');
        else say(r.complete ? 'Complete but not right yet.' : 'Nothing wrong so far.', '');
      } catch (e) { say(e.message, 'bad'); }
    });
    const hint = el('button', { id: 'btn-hint' }, 'Hint');
    hint.addEventListener('click', async () => {
      try {
        const h = await api('POST', `/api/puzzles/${id}/hint`, { state: game.state() });
        game.showHint(h);
        say(h.technique === 'mistake' ? h.text : `${h.technique}: ${h.text}`, h.technique === 'mistake' ? 'bad' : '');
      } catch (e) { say(e.message, 'bad'); }
    });
    const notes = p.doc && p.doc.notes ? el('div', { class: 'message notes', id: 'notes' }, el('b', {}, 'Notes: '), p.doc.notes) : null;
    const several = p.kind === 'starbattle' && p.doc.solutions > 1
      ? el('p', { class: 'muted', id: 'several' }, `This board has ${p.doc.solutions}${p.doc.solutions_exact === false ? ' or more' : ''} solutions: any placement that keeps the rules wins.`) : null;
    view.append(...[el('div', { class: 'toolbar' }, check, hint, ...game.buttons, saveBtn), msg, notes, several, game.node].filter(Boolean));
    if (p.revealed) say('Completed with revealed letters. (Open it again from the Library to look back.)', '');
    else if (solved) say('Solved. (Open it again from the Library to look back.)', 'good');
    else if (saved) say('Your saved game is back. Go on!', '');
    else say(game.intro, '');
    view.__save = save;
  })();
  return {
    dispose() {
      disposed = true;
      clearInterval(timer);
      if (saveTimer && view.__save) view.__save();
      if (game && game.dispose) game.dispose();
    },
  };
}

// A keyboard handler that lives as long as the game view.
function keys(handler) {
  const h = (e) => { if (e.target.tagName === 'INPUT' || e.target.tagName === 'TEXTAREA' || e.target.tagName === 'SELECT') return; handler(e); };
  document.addEventListener('keydown', h);
  return () => document.removeEventListener('keydown', h);
}

// History of states for undo/redo.
function history(get, set) {
  const undo = [], redo = [];
  return {
    push() { undo.push(JSON.stringify(get())); if (undo.length > 500) undo.shift(); redo.length = 0; },
    undo() { if (!undo.length) return; redo.push(JSON.stringify(get())); set(JSON.parse(undo.pop())); },
    redo() { if (!redo.length) return; undo.push(JSON.stringify(get())); set(JSON.parse(redo.pop())); },
  };
}

const VCHARS = '.123456789ABCDEFG';
function sudokuGame(p, saved, host) {
  const d = p.doc, n = d.size, [bw, bh] = d.box;
  const givens = [...d.givens].map((c) => VCHARS.indexOf(c.toUpperCase()));
  let values = givens.slice();
  let pencil = Array(n * n).fill(0);
  if (saved && saved.values) values = [...saved.values].map((c, i) => givens[i] || Math.max(0, VCHARS.indexOf(c.toUpperCase())));
  if (saved && saved.pencil) pencil = saved.pencil.slice();
  let sel = -1, pencilMode = false, hintData = null, wrong = new Set();
  const board = el('div', { class: `board sudoku n${n}`, id: 'board', tabindex: 0 });
  board.style.gridTemplateColumns = `repeat(${n}, auto)`;
  const cells = [];
  const diag = (i) => d.diagonals && (i % n === Math.floor(i / n) || i % n + Math.floor(i / n) === n - 1);
  for (let i = 0; i < n * n; ++i) {
    const x = i % n, y = Math.floor(i / n);
    const c = el('div', { class: `cell${x && x % bw === 0 ? ' bl' : ''}${y && y % bh === 0 ? ' bt' : ''}`, 'data-i': i, onclick: () => { sel = i; draw(); board.focus(); } });
    cells.push(c); board.append(c);
  }
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
      c.className = c.className.split(' ').filter((k) => k === 'cell' || k === 'bl' || k === 'bt').join(' ');
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
    node: el('div', { class: 'play' }, board, el('div', { class: 'side' }, pad, el('p', { class: 'muted' }, `Level ${p.level}${d.rating ? ` (rating ${d.rating})` : ''}; ${givens.filter((g) => g).length} givens.`))),
    buttons: [modeBtn, marksBtn, applyBtn, undoBtn, redoBtn],
    intro: 'Click a square, then type a digit. P switches pencil marks on and off.',
    state,
    showWrong(w) { wrong = new Set(w); draw(); },
    showHint(h) { hintData = h; applyBtn.disabled = !((h.placements || []).length || (h.removals || []).length); draw(); },
    dispose: unkey,
  };
}

function starGame(p, saved, host) {
  const d = p.doc, n = d.size, k = d.stars;
  const zone = (i) => d.zones[Math.floor(i / n)][i % n];
  let marks = saved && saved.marks ? saved.marks.slice() : Array(n * n).fill(0);
  let wrong = new Set(), hintData = null;
  const PALETTE = ['#fdf0d5', '#e3f0fa', '#e8f5e1', '#fbe4ec', '#efe7fa', '#fff6c7', '#e0f4f1', '#f7e8dc', '#e9ecf3', '#f4f9d9', '#fde2d8', '#e2ecff'];
  const board = el('div', { class: 'board starbattle', id: 'board' });
  board.style.gridTemplateColumns = `repeat(${n}, auto)`;
  const cells = [];
  const hist = history(() => marks, (s) => { marks = s; changed(); });
  for (let i = 0; i < n * n; ++i) {
    const x = i % n, y = Math.floor(i / n), z = zone(i);
    let cls = 'cell';
    if (y === 0 || zone(i - n) !== z) cls += ' zt';
    if (y === n - 1 || zone(i + n) !== z) cls += ' zb';
    if (x === 0 || zone(i - 1) !== z) cls += ' zl';
    if (x === n - 1 || zone(i + 1) !== z) cls += ' zr';
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
      api('POST', `/api/puzzles/${p.id}/check`, { state: { marks } }).then((r) => { if (r.solved) host.solved(); }).catch(() => {});
    }
  }
  const applyBtn = el('button', { id: 'btn-apply', disabled: true }, 'Apply hint');
  applyBtn.addEventListener('click', () => {
    if (!hintData) return;
    const h = hintData;
    hist.push();
    for (const c of h.stars || []) marks[c] = 1;
    for (const c of h.empties || []) marks[c] = 2;
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
    node: el('div', { class: 'play' }, board, el('div', { class: 'side' }, counter, el('p', {}, `Place ${k} star${k > 1 ? 's' : ''} in every row, every column and every outlined zone. Stars never touch, not even diagonally.`), el('p', { class: 'muted' }, `Level ${p.level}.`))),
    buttons: [applyBtn, undoBtn, redoBtn, clearBtn],
    intro: 'Click a square: star, then dot (sure empty), then blank again. Right-click marks a dot.',
    state: () => ({ marks }),
    showWrong(w) { wrong = new Set(w); draw(); },
    showHint(h) { hintData = h; applyBtn.disabled = !((h.stars || []).length || (h.empties || []).length); draw(); },
    dispose: unkey,
  };
}

// A crossword grid: used by the player (editable) and the maker's preview (show: true).
function crosswordBoard(d, opts = {}) {
  const w = d.width, h = d.height;
  const sol = d.grid.join('');
  const freeform = d.entries.length && sol.split('').filter((c) => c === '#').length > 0.5 * w * h;
  const board = el('div', { class: `board crossword${freeform ? ' freeform' : ''}`, id: opts.show ? 'cw-preview-board' : 'board' });
  board.style.gridTemplateColumns = `repeat(${w}, auto)`;
  const numbers = {};
  for (const e of d.entries) numbers[e.row * w + e.col] = e.number;
  const cells = [];
  for (let i = 0; i < w * h; ++i) {
    const block = sol[i] === '#';
    const c = el('div', { class: `cell${block ? (freeform ? ' void' : ' block') : ''}`, 'data-i': i },
      numbers[i] ? el('span', { class: 'num' }, numbers[i]) : null, el('span', { class: 'ch' }, opts.show && !block ? sol[i] : ''));
    cells.push(c); board.append(c);
  }
  return { node: board, cells };
}

function crosswordGame(p, saved, host) {
  const d = p.doc, w = d.width, h = d.height;
  const sol = d.grid.join('');
  let letters = saved && saved.letters ? saved.letters.join('').split('') : sol.split('').map((c) => (c === '#' ? '#' : '.'));
  const { node: board, cells } = crosswordBoard(d);
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
    node: el('div', { class: 'play' }, board, side),
    buttons: [rLetter, rWord, rAll, undoBtn, redoBtn],
    intro: hasClues ? 'Click a square and type. Click it again (or Space) to switch across/down; Tab: next clue; Escape leaves the grid.' : 'Fit every word of the list into the grid: click a square and type. Click again (or Space) to switch across/down; Escape leaves the grid.',
    state,
    showWrong(list) { wrong = new Set(list); draw(); },
    showHint(hn) { if (hn.cells && hn.cells.length && hn.letter) { sel = hn.cells[0]; hist.push(); letters[sel] = hn.letter; changed(); } },
    dispose: unkey,
  };
}
