// The pieces every page of the web app uses: DOM helpers, the JSON API, the status line, the
// kinds as the server describes them (GET /api/kinds), jobs with progress, and the keyboard and
// undo helpers of the games.
//
// The app has two homes: served by `puzzlesmith serve`, api() asks the server; copied to a static
// host by `make web` (build/web, whose index.html sets window.psStatic), api() asks
// web/static-api.js, which answers the same calls in the browser (the engine in WebAssembly, the
// library in IndexedDB). The pages are the same in both; exports and prints go through
// openFile() and printPuzzle() below, which a static copy answers with a download and the
// browser's print dialog.
export const STATIC = !!globalThis.psStatic;
const staticApi = () => import('./static-api.js');
const staticFiles = () => import('./static-files.js');

export const $ = (sel, root = document) => root.querySelector(sel);
export const el = (tag, attrs = {}, ...children) => {
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

// A player's or page's own stylesheet (web/NAME.css), linked once, when its module is loaded.
// A page that draws with it waits for stylesReady() first, so that nothing is laid out without
// its rules (a square measured, a focus box placed) and then jumps.
const styleLoads = [];
export function useStyle(name) {
  const href = STATIC ? `./${name}.css` : `/${name}.css`;
  // (Inline in the page the server made for /play/ID, <style data-href>: nothing to load.)
  if (document.querySelector(`link[rel=stylesheet][href="${href}"], style[data-href="${href}"]`)) return;
  // (index.html may have asked for it already, rel=preload: this link then takes that answer.)
  const link = el('link', { rel: 'stylesheet', href });
  styleLoads.push(
    new Promise((resolve) => {
      link.onload = resolve;
      link.onerror = resolve;
    }),
  );
  document.head.append(link);
}
export const stylesReady = () => Promise.all(styleLoads);

// A request to the API. POST and PUT always send a JSON body (the server refuses any other:
// a page of another site can send plain text or a form without asking, but not JSON).
export async function api(method, path, body) {
  if (method === 'GET' && early.has(path)) {
    const p = early.get(path);
    early.delete(path);
    return p;
  }
  if (STATIC) return (await staticApi()).request(method, path, body);
  const opts = { method, headers: {} };
  if (method === 'POST' || method === 'PUT') {
    opts.body = JSON.stringify(body === undefined ? {} : body);
    opts.headers['Content-Type'] = 'application/json';
  }
  return answer(fetch(path, opts));
}
// The data of an API response, or its error thrown as an Error.
async function answer(response) {
  const res = await response;
  let data = null;
  try {
    data = await res.json();
  } catch (e) {
    data = null;
  }
  if (!res.ok)
    throw new Error((data && data.error && (data.error.message || data.error)) || `${res.status} ${res.statusText}`);
  return data;
}

// A GET started early (before the page that reads it is drawn); api('GET', path) then takes its
// answer instead of asking again, once, within a few seconds (later it asks afresh).
const early = new Map();
function keep(path, p) {
  p.catch(() => {}); // read (and its error shown) by the page that asks for it
  early.set(path, p);
  setTimeout(() => {
    if (early.get(path) === p) early.delete(path);
  }, 3000);
}
export function prefetch(path) {
  keep(path, api('GET', path));
}
// The first page's requests, started by index.html before this module arrived; or their
// answers themselves, written into the page by the server (/play/ID).
for (const [path, response] of Object.entries(globalThis.psEarly || {})) keep(path, answer(response));
if (globalThis.psEarly) globalThis.psEarly = {};
for (const [path, data] of Object.entries(globalThis.psData || {})) keep(path, Promise.resolve(data));
if (globalThis.psData) globalThis.psData = null;

export function status(text) {
  $('#status').textContent = text || '';
}
export function fmtTime(s) {
  s = Math.floor(s);
  const m = Math.floor(s / 60),
    r = s % 60;
  return `${m}:${String(r).padStart(2, '0')}`;
}
// The kinds, as the server's registry describes them (GET /api/kinds): names, what each makes,
// reads and writes. Loaded once before the first page is drawn.
export let KINDS = [];
export const KIND_NAMES = {};
export async function loadKinds() {
  KINDS = (await api('GET', '/api/kinds')).kinds;
  for (const k of KINDS) if (k.writes.length) KIND_NAMES[k.name] = k.label;
}
export const kindInfo = (name) => KINDS.find((k) => k.name === name) || { reads: [], writes: [] };

// Whether a puzzle was made by its kind's own Make page (a maker of the kind, and its parameters
// all the kind's, none of an import): the page can then be opened again with them.
export function madeByItsMaker(p) {
  const info = kindInfo(p.kind);
  const names = new Set((info.params || []).map((q) => q.name));
  const keys = Object.keys(p.params || {});
  return !!info.makes && keys.length > 0 && keys.every((n) => names.has(n));
}

// Work that may take a while runs as a job: progress on the status line, a Stop button. `more`:
// other fields of the make request (the word lists, "lists").
export async function runJob(kind, params, timeLimit, ui, more = {}) {
  const start = await api('POST', '/api/make', { ...more, kind, params, time_limit: timeLimit });
  return followJob(start.job, KIND_NAMES[kind] || kindInfo(kind).label || kind, ui);
}
// Polls a started job until it ends, reporting its progress; returns the job.
export async function followJob(job, label, ui = {}) {
  ui.onStart && ui.onStart(job);
  for (;;) {
    await new Promise((r) => setTimeout(r, 250));
    const j = await api('GET', `/api/jobs/${job}`);
    const p = j.progress || {};
    const parts = [`${label}: ${j.status}`, `${j.elapsed.toFixed(1)} s`];
    if (p.phase) parts.push(p.phase);
    if (p.nodes) parts.push(`${p.nodes} steps`);
    if (p.found) parts.push(`${p.found} found`);
    ui.onProgress && ui.onProgress(parts.join(' · '), p.fraction);
    if (j.status !== 'running') return j;
  }
}

// The link that opens a puzzle from its game ID: in any browser that reaches this server, or, from
// a static copy, in any browser at all (the site's own address, wherever it is hosted).
export const shareLink = (gameId) =>
  `${STATIC ? location.href.split('#')[0] : `${location.origin}/`}#/play?id=${encodeURIComponent(gameId)}`;

// A puzzle's export as text (the puzz.link URL of a Star Battle, say).
export async function exportText(id, format) {
  if (STATIC) return new TextDecoder().decode((await (await staticApi()).exportFile(id, format)).body);
  const r = await fetch(`/api/puzzles/${id}/export?format=${format}`);
  if (!r.ok) throw new Error(`${r.status} ${r.statusText}`);
  return r.text();
}
// Opens a puzzle's print (format "pdf" or "svg") in a new window, as GET /api/puzzles/ID/print
// answers it; a static copy lays out the print's SVG pages for the browser's print dialog.
export function printPuzzle(id, format, answers, paperName = paper()) {
  if (!STATIC) {
    window.open(`/api/puzzles/${id}/print?format=${format}&answers=${answers ? 1 : 0}&paper=${paperName}`, '_blank');
    return;
  }
  const win = window.open('', '_blank');
  if (win) staticFiles().then((f) => f.print(win, id, format, answers, paperName));
}
// In a static copy, a link to an export or a print (<a href="/api/puzzles/ID/export?format=F">,
// which the server answers) is a download or a print made here.
if (STATIC) {
  document.addEventListener('click', (e) => {
    const a = e.target.closest && e.target.closest('a[href^="/api/puzzles/"]');
    const m = a && a.getAttribute('href').match(/^\/api\/puzzles\/(\d+)\/(export|print)\?(.*)$/);
    if (!m) return;
    e.preventDefault();
    const q = new URLSearchParams(m[3]);
    if (m[2] === 'print') {
      printPuzzle(m[1], q.get('format') || 'pdf', q.get('answers') === '1', q.get('paper') || paper());
    } else {
      staticFiles()
        .then((f) => f.download(m[1], q.get('format')))
        .catch((err) => status(`Not exported: ${err.message}`));
    }
  });
}

// A keyboard handler that lives as long as the game view (and sleeps while the game is paused).
export function keys(handler) {
  const h = (e) => {
    if (document.body.classList.contains('paused')) return;
    if (e.target.tagName === 'INPUT' || e.target.tagName === 'TEXTAREA' || e.target.tagName === 'SELECT') return;
    handler(e);
  };
  document.addEventListener('keydown', h);
  return () => document.removeEventListener('keydown', h);
}

// A board as the server draws it (GET /api/puzzles/ID/board: the print's own drawing routine, as
// SVG) with the game's squares laid over it. `squares` holds cols x rows square elements in
// reading order; it is placed over the drawing's squares and scales with it, and its squares
// colour the drawing under them (multiplied: white takes the colour, lines stay black). A
// square is `cellRem` rem wide where the window allows; on a narrow screen the board shrinks to
// fit. Without `squares` it is the drawing alone (the crossword maker's preview), an image
// named `label` for screen readers.
export function drawnBoard(board, squares, cellRem, id, label) {
  const W = board.cols * board.cell + 2 * board.margin,
    H = board.rows * board.cell + 2 * board.margin;
  const paper = el('div', {
    class: 'paper',
    'aria-hidden': squares ? 'true' : null,
    role: squares ? null : 'img',
    'aria-label': squares ? null : label || 'The board',
  });
  paper.innerHTML = board.svg; // the server's own SVG, its text escaped there
  const svg = paper.querySelector('svg');
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  const wrap = el('div', { class: 'drawn', id });
  wrap.style.setProperty('--cols', board.cols);
  wrap.style.width = `min(100%, ${((W / board.cell) * cellRem).toFixed(2)}rem)`;
  wrap.append(paper);
  if (squares) {
    const pct = (v, of) => `${((100 * v) / of).toFixed(4)}%`;
    Object.assign(squares.style, {
      left: pct(board.margin, W),
      top: pct(board.margin, H),
      width: pct(board.cols * board.cell, W),
      height: pct(board.rows * board.cell, H),
      gridTemplateColumns: `repeat(${board.cols}, 1fr)`,
      gridTemplateRows: `repeat(${board.rows}, 1fr)`,
    });
    wrap.append(squares);
  }
  return wrap;
}

// History of states for undo/redo.
export function history(get, set) {
  const undo = [],
    redo = [];
  return {
    push() {
      undo.push(JSON.stringify(get()));
      if (undo.length > 500) undo.shift();
      redo.length = 0;
    },
    undo() {
      if (!undo.length) return;
      redo.push(JSON.stringify(get()));
      set(JSON.parse(undo.pop()));
    },
    redo() {
      if (!redo.length) return;
      undo.push(JSON.stringify(get()));
      set(JSON.parse(redo.pop()));
    },
  };
}

// A Make / Stop pair with a status line and a progress bar.
export function jobControls(makeLabel) {
  const make = el('button', { class: 'primary', id: 'btn-make' }, makeLabel);
  const stop = el('button', { id: 'btn-stop', disabled: true }, 'Stop');
  const bar = el('div', { class: 'progress' }, el('div'));
  const line = el('div', { class: 'message', id: 'make-status' }, 'Ready.');
  const limit = el('input', { type: 'number', id: 'time-limit', value: 30, min: 1, max: 120, style: 'width:5rem' });
  let job = null;
  stop.addEventListener('click', async () => {
    if (job) {
      await api('POST', `/api/jobs/${job}/stop`);
      line.textContent = 'Stopping…';
    }
  });
  async function run(kind, params, more = {}) {
    make.disabled = true;
    stop.disabled = false;
    job = null;
    controls.last = null;
    line.className = 'message';
    line.textContent = 'Starting…';
    bar.firstChild.style.width = '0';
    try {
      const j = await runJob(
        kind,
        params,
        Number(limit.value) || 30,
        {
          onStart: (id) => {
            job = id;
          },
          onProgress: (text, fraction) => {
            line.textContent = text;
            status(text);
            bar.firstChild.style.width = fraction >= 0 ? `${Math.round(fraction * 100)}%` : '30%';
          },
        },
        more,
      );
      bar.firstChild.style.width = '100%';
      controls.last = j;
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
      make.disabled = false;
      stop.disabled = true;
      job = null;
    }
  }
  // `last`: the last job as it ended (its status and error), for a page that says more of it.
  const controls = { make, stop, bar, line, limit, run, last: null };
  return controls;
}

// The best time of each puzzle solved in this browser, by its game ID (the seeded one where it
// has one), for the Packs page: {id: seconds}.
const BEST_KEY = 'puzzlesmith.bestTimes';
export function bestTimes() {
  try {
    return JSON.parse(localStorage.getItem(BEST_KEY) || '{}') || {};
  } catch (e) {
    return {};
  }
}
export function keepBestTime(p, seconds) {
  const id = p.seed_id || p.game_id;
  if (!id) return;
  const best = bestTimes();
  if (best[id] !== undefined && best[id] <= seconds) return;
  best[id] = seconds;
  try {
    localStorage.setItem(BEST_KEY, JSON.stringify(best));
  } catch (e) {
    /* not kept: private window */
  }
}

// The paper prints are laid out on, the same for every kind: the one chosen last (kept in this
// browser), else the usual paper where the browser's language says it is: US Letter in the
// countries that use it, A4 everywhere else.
const PAPER_KEY = 'puzzlesmith.paper';
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'PH', 'CL', 'CO', 'VE', 'PR', 'GT', 'CR', 'PA', 'NI', 'SV', 'BZ']);
export function paper() {
  try {
    const p = localStorage.getItem(PAPER_KEY);
    if (p === 'a4' || p === 'letter') return p;
  } catch (e) {
    /* storage off */
  }
  for (const lang of navigator.languages || [navigator.language]) {
    const region = (lang || '')
      .split('-')
      .slice(1)
      .find((part) => /^[A-Za-z]{2}$/.test(part));
    if (region) return LETTER_REGIONS.has(region.toUpperCase()) ? 'letter' : 'a4';
  }
  return 'a4';
}
export function setPaper(p) {
  try {
    localStorage.setItem(PAPER_KEY, p);
  } catch (e) {
    /* not kept: private window */
  }
}
// A Paper choice (A4 / Letter) for a print's toolbar, showing and changing paper().
export function paperChoice() {
  const box = el(
    'select',
    { id: 'print-paper', 'aria-label': 'Paper' },
    el('option', { value: 'a4' }, 'A4'),
    el('option', { value: 'letter' }, 'Letter'),
  );
  box.value = paper();
  box.addEventListener('change', () => setPaper(box.value));
  return box;
}
