// The Make page: a tab per maker; a form built from the kind's parameter table, or the
// crossword maker's and the grid filler's own pages.
import { KINDS, api, drawnBoard, el, kindInfo, runJob, status } from './common.js';

// Makers with a page of their own; every other kind gets a form built from its parameter table.
export const CUSTOM_MAKERS = { crossword: { label: 'Crossword maker', view: (v) => crosswordMaker(v) }, fill: { label: 'Grid filler', view: (v) => fillMaker(v) } };
export const makers = () => KINDS.filter((k) => k.makes);

// The Make page opened on `kind`'s tab (the first maker the server lists when it names none).
export function makeView(view, kind) {
  if (!makers().some((k) => k.name === kind)) kind = makers().length ? makers()[0].name : '';
  const tabs = el('div', { class: 'tabs' }, ...makers().map((k) =>
    el('button', { class: k.name === kind ? 'active' : '', id: `tab-${k.name}`, onclick: () => { location.hash = `#/make/${k.name}`; } }, CUSTOM_MAKERS[k.name] ? CUSTOM_MAKERS[k.name].label : k.label)));
  view.append(el('h1', {}, 'Make a puzzle'), tabs);
  if (CUSTOM_MAKERS[kind]) return CUSTOM_MAKERS[kind].view(view);
  return paramMaker(view, kind);
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

export function paramMaker(view, kind) {
  const form = el('form', { class: 'params', id: `form-${kind}`, onsubmit: (e) => e.preventDefault() });
  const inputs = {};
  const info = kindInfo(kind);
  for (const p of info.params) {
    let input;
    const name = p.name;
    if (p.type === 'level') {
      input = el('select', { name }, el('option', { value: 'any' }, 'any'));  // filled by offerLevels
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
  // Levels are offered only where they are made within the form's time (each level says its
  // smallest side and star count); the others are named with the reason.
  const levelNote = el('p', { class: 'muted wide', id: 'levels-note' });
  for (const l of info.levels || []) {
    if (l.web === false) form.append(el('p', { class: 'muted wide', id: `note-${l.name}` }, l.note));
  }
  form.append(levelNote);
  function offerLevels() {
    const select = inputs.level;
    if (!select) return;
    const size = Number((inputs.size || {}).value) || 0, stars = Number((inputs.stars || {}).value) || 1;
    const keep = select.value;
    select.replaceChildren(el('option', { value: 'any' }, 'any'));
    const missing = [];
    for (const l of info.levels || []) {
      if (l.web === false) continue;
      const why = size && l.min_size && size < l.min_size ? `a side of ${l.min_size} or more`
        : l.min_stars && stars < l.min_stars ? `${l.min_stars} stars or more` : '';
      if (why) { missing.push(`${l.name} (needs ${why})`); continue; }
      select.append(el('option', { value: l.name, title: l.techniques }, `${l.name} — ${l.techniques}`));
    }
    select.value = [...select.options].some((o) => o.value === keep) ? keep : 'any';
    levelNote.textContent = missing.length ? `Not offered at this size: ${missing.join(', ')}.` : '';
  }
  for (const name of ['size', 'stars']) if (inputs[name]) inputs[name].addEventListener('change', offerLevels);
  for (const name of ['size', 'stars']) if (inputs[name]) inputs[name].addEventListener('input', offerLevels);
  offerLevels();
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

export const SAMPLE_WORDS = `puzzle: A problem to solve for fun
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

export function crosswordMaker(view) {
  const words = el('textarea', { id: 'cw-words', spellcheck: 'false' }, SAMPLE_WORDS);
  const strategy = el('select', { id: 'cw-strategy' }, ...['compact', 'top-down', 'centre-out', 'random'].map((s) => el('option', { value: s }, s)));
  const size = el('input', { id: 'cw-size', placeholder: 'free-form, or 15x15', style: 'width:9rem' });
  const seed = el('input', { id: 'cw-seed', type: 'number', value: 1, style: 'width:7rem' });
  const title = el('input', { id: 'cw-title', placeholder: 'Title (optional)' });
  const c = jobControls('Make');
  const next = el('button', { id: 'btn-next', disabled: true }, 'Next layout');
  const preview = el('div', { id: 'cw-preview' });
  let index = 0, lastId = null, asked = 0;
  // One layout at a time: Next waits for the running job, and only the newest request's answer
  // reaches the line and the preview.
  async function make(i) {
    const mine = ++asked;
    index = i;
    next.disabled = true;
    const params = { words: words.value, strategy: strategy.value, size: size.value.trim(), next: i, title: title.value };
    if (seed.value !== '') params.seed = Number(seed.value);
    const r = await c.run('crossword', params);
    if (mine !== asked) return;
    next.disabled = !r;
    if (!r) return;
    lastId = r.id;
    const d = r.doc;
    const unplaced = d.unplaced.length ? `; not placed: ${d.unplaced.map((u) => `${u.word} (${u.reason})`).join(', ')}` : '';
    // The layout as the print draws it, with its answers; the line and the picture change together.
    let board;
    try { board = await api('GET', `/api/puzzles/${r.id}/board?answers=1`); } catch (e) { c.line.textContent = e.message; return; }
    if (mine !== asked) return;
    c.line.textContent = `Layout ${i + 1}: ${d.entries.length} words, ${d.width}×${d.height}, density ${d.density}${unplaced}. Saved to the library.`;
    preview.replaceChildren(drawnBoard(board, null, 1.6, 'cw-preview-board', `Layout ${i + 1}, with its answers`),
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

export function fillMaker(view) {
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
