// The crossword constructor's controls above its grid (web/construct.js makes the page): the keys
// folded away in a line, the grid's size (presets or custom) with New grid, the blocks' symmetry,
// and, folded away too, a crossword file to open or a pattern to paste. Each calls back into the
// page (`on`): newGrid(w, h), symmetry(value), openFile(file), usePattern(text), pattern() (the
// grid's rows, shown when the paste box opens).
import { el } from './common.js';
import { MAX_SIDE, PRESETS, SYMMETRIES } from './construct-grid.js';

export function setupControls(on) {
  const sizeBox = el(
    'select',
    { id: 'cx-size', 'aria-label': 'Grid size' },
    ...PRESETS.map((n) => el('option', { value: `${n}` }, `${n}×${n}`)),
    el('option', { value: 'custom' }, 'Custom…'),
  );
  sizeBox.value = '15';
  const side = (id, label) =>
    el('input', { type: 'number', id, min: 2, max: MAX_SIDE, value: 15, 'aria-label': label });
  const wIn = side('cx-width', 'Width'),
    hIn = side('cx-height', 'Height');
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
    on.newGrid(w, h);
  });
  const symBox = el(
    'select',
    { id: 'cx-symmetry', 'aria-label': 'Symmetry of the blocks' },
    ...SYMMETRIES.map(([v, t]) => el('option', { value: v }, t)),
  );
  symBox.addEventListener('change', () => on.symmetry(symBox.value));
  const file = el('input', {
    type: 'file',
    id: 'cx-file',
    accept: '.puz,.ipuz,.xd,.jpz,.txt,.json',
    'aria-label': 'Open a crossword file (.puz, .ipuz, .xd, .jpz) to edit',
  });
  file.addEventListener('change', async () => {
    await on.openFile(file.files[0]);
    file.value = '';
  });
  const pasteText = el('textarea', {
    id: 'fill-text',
    spellcheck: 'false',
    'aria-label': 'The grid pattern: one line per row, . for an empty square, # for a block, letters kept',
  });
  const pasteBtn = el('button', { id: 'btn-use-pattern' }, 'Use this pattern');
  pasteBtn.addEventListener('click', () => on.usePattern(pasteText.value));
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
  // The keys in a line folded away (on a phone the grid comes first); the first sentence shown.
  const how = el(
    'details',
    { class: 'cx-how', id: 'cx-how' },
    el('summary', {}, 'Type in the grid as in the player; the full stop (.) puts a block. All the keys'),
    el(
      'p',
      { class: 'muted' },
      'Click or tap a square and type; click it again, or press Space, to turn between across and down. The arrows move square by square; Tab and Shift+Tab go from word to word. Shift and a click, or Shift and the arrows, select a rectangle of squares, which Refill selection fills again. The full stop, or Block, puts a block in the square and in its symmetric squares (or takes them away). Insert, or Rebus, puts several letters in one square: type them, then Enter. Ctrl+Z and Ctrl+Y undo and redo. Once the grid is full, Clues takes you to the clue lists and Save as crossword.',
    ),
  );
  const more = el(
    'details',
    { class: 'cx-more', id: 'cx-more' },
    el('summary', {}, 'Open a file or paste a pattern'),
    el('label', { class: 'cx-open' }, 'Open a crossword file (.puz, .ipuz, .xd, .jpz) ', file),
    paste,
  );
  // Opened, the box shows the grid as it is, unless something was typed or pasted into it first
  // (the toggle event comes a moment after the box opens).
  let typed = false;
  pasteText.addEventListener('input', () => {
    typed = true;
  });
  more.addEventListener('toggle', () => {
    if (more.open && !typed) pasteText.value = on.pattern();
    if (!more.open) typed = false;
  });
  const setup = el(
    'div',
    { class: 'toolbar cx-setup' },
    el('label', { for: 'cx-size' }, 'Size'),
    sizeBox,
    custom,
    newBtn,
    el('label', { for: 'cx-symmetry' }, 'Symmetry'),
    symBox,
  );
  return {
    nodes: [how, setup, more],
    // The size box says the grid's size (a pasted or opened grid's too), the symmetry box its
    // symmetry.
    show(d) {
      sizeBox.value = d.w === d.h && PRESETS.includes(d.w) ? String(d.w) : 'custom';
      [wIn.value, hIn.value, custom.hidden] = [d.w, d.h, sizeBox.value !== 'custom'];
      symBox.value = d.symmetry;
    },
  };
}
