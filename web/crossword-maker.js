// The crossword maker's Make page: a word list with clues (crossword-words.js: add, edit, move,
// delete, or paste) laid out as a crossword, Next layout, the layout drawn as its print draws it,
// with its answers; started again from a made crossword's words ("Change and make again").
// web/make.js loads it by the kind's "maker" (GET /api/kinds).
import { api, drawnBoard, el, jobControls, paper } from './common.js';
import { madeWith } from './make.js';
import { parseWords, wordListEditor } from './crossword-words.js';

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

export function maker(view, kind, from) {
  // A new list starts from the sample; Next layout goes on from the list it was made from.
  const words = wordListEditor(parseWords(SAMPLE_WORDS), () => {
    next.disabled = true;
  });
  const strategy = el(
    'select',
    { id: 'cw-strategy' },
    ...['compact', 'top-down', 'centre-out', 'random'].map((s) => el('option', { value: s }, s)),
  );
  const crossings = el(
    'select',
    { id: 'cw-crossings', title: 'more: a tighter kriss-kross, with more words crossing two or more others' },
    el('option', { value: 'normal' }, 'densest'),
    el('option', { value: 'more' }, 'more crossings'),
  );
  const size = el('input', { id: 'cw-size', placeholder: 'free-form, or 15x15', style: 'width:9rem' });
  const seed = el('input', { id: 'cw-seed', type: 'number', value: 1, style: 'width:7rem' });
  const title = el('input', { id: 'cw-title', placeholder: 'Title (optional)' });
  const c = jobControls('Make');
  const next = el('button', { id: 'btn-next', disabled: true }, 'Next layout');
  const preview = el('div', { id: 'cw-preview' });
  let index = 0,
    lastId = null,
    asked = 0;
  // One layout at a time: Next waits for the running job, and only the newest request's answer
  // reaches the line and the preview.
  async function make(i) {
    const mine = ++asked;
    index = i;
    next.disabled = true;
    const params = {
      words: words.text,
      strategy: strategy.value,
      crossings: crossings.value,
      size: size.value.trim(),
      next: i,
      title: title.value,
    };
    if (seed.value !== '') params.seed = Number(seed.value);
    const r = await c.run(kind, params);
    if (mine !== asked) return;
    next.disabled = !r;
    if (!r) return;
    lastId = r.id;
    const d = r.doc;
    const unplaced = d.unplaced.length
      ? `; not placed: ${d.unplaced.map((u) => `${u.word} (${u.reason})`).join(', ')}`
      : '';
    // The layout as the print draws it, with its answers; the line and the picture change together.
    let board;
    try {
      board = await api('GET', `/api/puzzles/${r.id}/board?answers=1`);
    } catch (e) {
      c.line.textContent = e.message;
      return;
    }
    if (mine !== asked) return;
    c.line.textContent = `Layout ${i + 1}: ${d.entries.length} words, ${d.width}×${d.height}, density ${d.density}, ${d.crossings} crossing${d.crossings === 1 ? '' : 's'}${unplaced}. Saved to the library.`;
    preview.replaceChildren(
      drawnBoard(board, null, 1.6, 'cw-preview-board', `Layout ${i + 1}, with its answers`),
      el(
        'div',
        { class: 'toolbar' },
        el('a', { href: `#/play/${r.id}`, id: 'cw-play' }, el('button', { class: 'primary' }, 'Play this one')),
        el(
          'a',
          { href: `/api/puzzles/${r.id}/print?format=pdf&answers=1&paper=${paper()}`, target: '_blank' },
          el('button', {}, 'Print PDF'),
        ),
        el('a', { href: `/api/puzzles/${r.id}/export?format=ipuz` }, el('button', {}, 'Export .ipuz')),
        el('a', { href: `/api/puzzles/${r.id}/export?format=puz` }, el('button', {}, 'Export .puz')),
      ),
    );
  }
  c.make.addEventListener('click', () => make(0));
  next.addEventListener('click', () => make(index + 1));
  // Started from a made crossword: its words, clues, ways and settings, to change and make again.
  madeWith(kind, from)
    .then((p) => {
      if (!p) return;
      words.set(parseWords(p.params.words || ''));
      for (const [input, name] of [
        [strategy, 'strategy'],
        [crossings, 'crossings'],
        [size, 'size'],
        [seed, 'seed'],
        [title, 'title'],
      ]) {
        if (p.params[name] !== undefined && p.params[name] !== null) input.value = String(p.params[name]);
      }
      if (p.seed !== null && p.seed !== undefined) seed.value = String(p.seed);
      c.line.textContent = `The words of "${p.title}": change them, then Make.`;
    })
    .catch((e) => (c.line.textContent = e.message));
  view.append(
    words.element,
    el(
      'div',
      { class: 'toolbar' },
      el('label', {}, 'Strategy ', strategy),
      el('label', {}, 'Crossings ', crossings),
      el('label', {}, 'Frame ', size),
      el('label', {}, 'Seed ', seed),
      title,
    ),
    el('div', { class: 'toolbar' }, c.make, next, c.stop, el('label', {}, 'Time limit (s) ', c.limit), c.bar),
    c.line,
    preview,
  );
  return {
    get lastId() {
      return lastId;
    },
  };
}
