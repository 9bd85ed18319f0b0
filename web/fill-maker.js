// The grid filler's Make page: a block pattern drawn, typed or loaded, filled from the server's
// word list and opened to play. web/make.js loads it by the kind's "maker" (GET /api/kinds).
import { el, jobControls, status } from './common.js';

export function maker(view, kind) {
  let w = 5,
    h = 5;
  let cells = Array(w * h).fill('.');
  const grid = el('div', { class: 'pattern', id: 'pattern', tabindex: 0 });
  const wIn = el('input', { type: 'number', id: 'fill-width', value: w, min: 3, max: 25, style: 'width:4rem' });
  const hIn = el('input', { type: 'number', id: 'fill-height', value: h, min: 3, max: 25, style: 'width:4rem' });
  const sym = el('input', { type: 'checkbox', id: 'fill-symmetric', checked: true });
  const text = el('textarea', {
    id: 'fill-text',
    style: 'min-height:8rem',
    spellcheck: 'false',
    'aria-label': 'The grid pattern: one line per row, . for a square to fill, # for a block',
  });
  const minScore = el('input', {
    type: 'number',
    id: 'fill-min-score',
    value: 50,
    min: 0,
    max: 100,
    style: 'width:5rem',
  });
  const seed = el('input', { type: 'number', id: 'fill-seed', value: 1, style: 'width:6rem' });
  const quality = el('input', {
    type: 'number',
    id: 'fill-quality-time',
    value: 10,
    min: 0,
    max: 60,
    style: 'width:4rem',
    title:
      'After the first fill, at most this many seconds spent replacing its weakest entries (abbreviations, partials, crosswordese, repeated roots); 0 keeps the first fill',
  });
  let sel = -1;
  function syncText() {
    const rows = [];
    for (let y = 0; y < h; ++y) rows.push(cells.slice(y * w, y * w + w).join(''));
    text.value = rows.join('\n');
  }
  function draw() {
    grid.style.gridTemplateColumns = `repeat(${w}, 1.6rem)`;
    grid.replaceChildren(
      ...cells.map((c, i) =>
        el(
          'div',
          {
            class: `cell${c === '#' ? ' block' : ''}${i === sel ? ' selected' : ''}`,
            'data-i': i,
            onclick: (e) => {
              if (e.shiftKey || e.altKey) {
                sel = i;
                draw();
                return;
              }
              const b = cells[i] === '#' ? '.' : '#';
              cells[i] = b;
              if (sym.checked) cells[w * h - 1 - i] = b;
              sel = i;
              draw();
              syncText();
            },
          },
          c === '#' || c === '.' ? '' : c,
        ),
      ),
    );
  }
  grid.addEventListener('keydown', (e) => {
    if (sel < 0) return;
    if (/^[a-zA-Z]$/.test(e.key)) {
      cells[sel] = e.key.toUpperCase();
      draw();
      syncText();
      e.preventDefault();
    }
    if (e.key === 'Backspace' || e.key === 'Delete' || e.key === '.') {
      cells[sel] = '.';
      draw();
      syncText();
      e.preventDefault();
    }
  });
  function resize() {
    const nw = Math.max(3, Math.min(25, Number(wIn.value) || 5)),
      nh = Math.max(3, Math.min(25, Number(hIn.value) || 5));
    const nc = Array(nw * nh).fill('.');
    for (let y = 0; y < Math.min(h, nh); ++y)
      for (let x = 0; x < Math.min(w, nw); ++x) nc[y * nw + x] = cells[y * w + x];
    w = nw;
    h = nh;
    cells = nc;
    sel = -1;
    draw();
    syncText();
  }
  wIn.addEventListener('change', resize);
  hIn.addEventListener('change', resize);
  text.addEventListener('change', () => {
    const rows = text.value
      .split('\n')
      .map((r) => r.trim())
      .filter((r) => r.length);
    if (!rows.length) return;
    h = rows.length;
    w = Math.max(...rows.map((r) => r.length));
    cells = [];
    for (const r of rows)
      for (let x = 0; x < w; ++x)
        cells.push((r[x] || '#').toUpperCase() === '#' ? '#' : /[A-Za-z]/.test(r[x]) ? r[x].toUpperCase() : '.');
    wIn.value = w;
    hIn.value = h;
    draw();
  });
  const file = el('input', {
    type: 'file',
    id: 'fill-file',
    accept: '.txt,.ipuz',
    'aria-label': 'Open a grid pattern file',
  });
  file.addEventListener('change', async () => {
    const f = file.files[0];
    if (!f) return;
    let t = await f.text();
    if (f.name.endsWith('.ipuz')) {
      try {
        const j = JSON.parse(t);
        const grid = j.puzzle || j.solution;
        t = grid
          .map((row) =>
            row
              .map((c) => {
                const v = c && typeof c === 'object' ? (c.cell ?? c.value) : c;
                return v === '#' || v === null ? '#' : typeof v === 'string' && /^[A-Za-z]$/.test(v) ? v : '.';
              })
              .join(''),
          )
          .join('\n');
      } catch (e) {
        status(`Cannot read ${f.name}: ${e.message}`);
        return;
      }
    }
    text.value = t;
    text.dispatchEvent(new Event('change'));
  });
  const c = jobControls('Fill');
  c.make.addEventListener('click', async () => {
    syncText();
    const r = await c.run(kind, {
      pattern: text.value,
      min_score: Number(minScore.value),
      quality_time: Math.max(0, Math.round(Number(quality.value) || 0)),
      seed: seed.value === '' ? undefined : Number(seed.value),
    });
    if (r) location.hash = `#/play/${r.id}`;
  });
  draw();
  syncText();
  view.append(
    el(
      'p',
      { class: 'muted' },
      'Click a square to make it a block (its mirror square too, when symmetric). Shift-click a square and type a letter to fix it. Or paste rows below ("#" block, "." empty, letters fixed), or load a .txt or .ipuz pattern. The filler uses the server\'s word list.',
    ),
    el(
      'div',
      { class: 'toolbar' },
      el('label', {}, 'Width ', wIn),
      el('label', {}, 'Height ', hIn),
      el('label', {}, sym, ' symmetric'),
      file,
    ),
    grid,
    text,
    el(
      'div',
      { class: 'toolbar' },
      el('label', {}, 'Minimum score ', minScore),
      el('label', {}, 'Improve for (s) ', quality),
      el('label', {}, 'Seed ', seed),
    ),
    el('div', { class: 'toolbar' }, c.make, c.stop, el('label', {}, 'Time limit (s) ', c.limit), c.bar),
    c.line,
  );
  return {};
}
