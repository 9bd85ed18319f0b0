// The crossword maker's word list as a constructor keeps it: a word field with its clue and its
// way (either, across or down) and Add; the list below, each word's clue editable in place, moved
// up or down, deleted, or the list ordered longest first or by way; and the same list as text
// ("word: clue", "word across: clue", one a line) for pasting. The text is what the maker's make
// takes (the `words` parameter), so the list and the text are one list shown two ways.
import { el } from './common.js';

const WAYS = ['either', 'across', 'down'];

// One line of the text format: `word`, `word: clue`, `word across: clue` or `word down: clue`
// (# starts a comment line; blank lines are skipped). Null when the line holds no word.
export function parseLine(line) {
  const t = line.trim();
  if (!t || t.startsWith('#')) return null;
  const colon = t.indexOf(':');
  let head = colon < 0 ? t : t.slice(0, colon).trim();
  const clue = colon < 0 ? '' : t.slice(colon + 1).trim();
  let way = 'either';
  const m = head.match(/^(.*\S)\s+(across|down)$/i);
  if (m) {
    head = m[1];
    way = m[2].toLowerCase();
  }
  return head ? { word: head, clue, way } : null;
}

export const parseWords = (text) => text.split('\n').map(parseLine).filter(Boolean);

export const formatWords = (list) =>
  list.map((w) => `${w.word}${w.way === 'either' ? '' : ` ${w.way}`}${w.clue ? `: ${w.clue}` : ''}`).join('\n');

// Letters a word takes in the grid (spaces, hyphens and apostrophes dropped, as the maker does).
const letters = (word) => word.replace(/[\s'’-]/g, '').length;

// The editor. `onChange(list)` is called after every change; returns {element, list, set(list)}.
export function wordListEditor(initial, onChange = () => {}) {
  let list = initial.slice();
  const word = el('input', {
    id: 'cw-word',
    placeholder: 'Word',
    autocomplete: 'off',
    spellcheck: 'false',
    'aria-label': 'Word to add',
    style: 'width:10rem',
  });
  const clue = el('input', {
    id: 'cw-clue',
    placeholder: 'Clue (optional)',
    autocomplete: 'off',
    'aria-label': 'Its clue',
    style: 'flex:1;min-width:10rem',
  });
  const way = el(
    'select',
    { id: 'cw-way', 'aria-label': 'Which way it goes', title: 'either: the maker chooses' },
    ...WAYS.map((w) => el('option', { value: w }, w)),
  );
  const add = el('button', { id: 'cw-add', type: 'button' }, 'Add');
  const note = el('p', { class: 'muted', id: 'cw-count', role: 'status' });
  const rows = el('ol', { class: 'cw-wordlist', id: 'cw-list' });
  const text = el('textarea', {
    id: 'cw-words',
    spellcheck: 'false',
    'aria-label': 'Words and clues, one per line',
    style: 'min-height:10rem',
  });
  const paste = el(
    'details',
    { id: 'cw-paste' },
    el('summary', {}, 'Paste or edit as text'),
    el(
      'p',
      { class: 'muted' },
      'One word a line, "word: clue". Add "across" or "down" after the word to fix its way ("theme down: …"); otherwise the maker chooses. The list above follows what you type here.',
    ),
    text,
  );

  function changed(fromText = false) {
    if (!fromText) text.value = formatWords(list);
    draw();
    onChange(list);
  }
  function move(i, by) {
    const j = i + by;
    if (j < 0 || j >= list.length) return;
    [list[i], list[j]] = [list[j], list[i]];
    changed();
    // Keep the moved word's button under the keyboard's focus.
    const b = rows.children[j] && rows.children[j].querySelector(by < 0 ? '.cw-up' : '.cw-down');
    if (b && !b.disabled) b.focus();
    else if (rows.children[j]) rows.children[j].querySelector('.cw-clue-edit').focus();
  }
  function draw() {
    rows.replaceChildren(
      ...list.map((w, i) => {
        const edit = el('input', {
          class: 'cw-clue-edit',
          value: w.clue,
          placeholder: 'no clue yet',
          'aria-label': `Clue of ${w.word}`,
        });
        edit.addEventListener('change', () => {
          w.clue = edit.value.trim();
          text.value = formatWords(list);
          onChange(list);
        });
        const wayOf = el(
          'select',
          { class: 'cw-way-edit', 'aria-label': `Way of ${w.word}` },
          ...WAYS.map((x) => el('option', { value: x, selected: x === w.way }, x)),
        );
        wayOf.addEventListener('change', () => {
          w.way = wayOf.value;
          text.value = formatWords(list);
          onChange(list);
        });
        const button = (cls, label, title, fn, disabled = false) =>
          el(
            'button',
            { type: 'button', class: cls, 'aria-label': `${title} ${w.word}`, title, disabled, onclick: fn },
            label,
          );
        return el(
          'li',
          { class: 'cw-item' },
          el(
            'span',
            { class: 'cw-answer' },
            w.word.toUpperCase(),
            el('span', { class: 'muted' }, ` (${letters(w.word)})`),
          ),
          wayOf,
          edit,
          button('cw-up', '↑', 'Move up', () => move(i, -1), i === 0),
          button('cw-down', '↓', 'Move down', () => move(i, 1), i === list.length - 1),
          button('cw-delete', '✕', 'Delete', () => {
            list.splice(i, 1);
            changed();
            const next = rows.children[Math.min(i, list.length - 1)];
            (next ? next.querySelector('.cw-clue-edit') : word).focus();
          }),
        );
      }),
    );
    const across = list.filter((w) => w.way === 'across').length,
      down = list.filter((w) => w.way === 'down').length;
    note.textContent = list.length
      ? `${list.length} word${list.length === 1 ? '' : 's'}${
          across || down
            ? ` (${[across && `${across} across`, down && `${down} down`].filter(Boolean).join(', ')} fixed; the others either way)`
            : ''
        }.`
      : 'No words yet: add some above, or paste a list.';
  }
  function addWord() {
    const w = word.value.replace(/[:#]/g, ' ').trim();
    if (!w) {
      word.focus();
      return;
    }
    list.push({ word: w, clue: clue.value.trim(), way: way.value });
    word.value = '';
    clue.value = '';
    way.value = 'either';
    changed();
    word.focus();
  }
  add.addEventListener('click', addWord);
  for (const input of [word, clue]) {
    input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter') {
        e.preventDefault();
        addWord();
      }
    });
  }
  // The list follows the text as it is typed or pasted (the text itself is left as typed).
  text.addEventListener('input', () => {
    list = parseWords(text.value);
    changed(true);
  });
  text.addEventListener('change', () => {
    text.value = formatWords(list);
  });
  const order = (how) => () => {
    const rank = { across: 0, down: 1, either: 2 };
    list = list
      .map((w, i) => ({ w, i }))
      .sort((a, b) =>
        how === 'length'
          ? letters(b.w.word) - letters(a.w.word) || a.i - b.i
          : rank[a.w.way] - rank[b.w.way] || a.i - b.i,
      )
      .map((x) => x.w);
    changed();
  };
  const element = el(
    'div',
    { class: 'cw-words' },
    el('div', { class: 'toolbar' }, word, clue, way, add),
    note,
    rows,
    el(
      'div',
      { class: 'toolbar' },
      el('button', { type: 'button', id: 'cw-longest', onclick: order('length') }, 'Longest first'),
      el('button', { type: 'button', id: 'cw-by-way', onclick: order('way') }, 'Across, down, either'),
      el(
        'button',
        {
          type: 'button',
          id: 'cw-clear',
          onclick: () => {
            if (!list.length || confirm(`Delete all ${list.length} words?`)) {
              list = [];
              changed();
            }
          },
        },
        'Clear',
      ),
    ),
    paste,
  );
  text.value = formatWords(list);
  draw();
  return {
    element,
    get list() {
      return list;
    },
    get text() {
      return formatWords(list);
    },
    set(next) {
      list = next.slice();
      changed();
    },
  };
}
