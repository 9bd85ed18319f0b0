// Word lists of your own (GET, POST and DELETE /api/wordlists; docs/api.md, "Word lists"): the
// form that adds one from a file, the Library's section listing them, and the crossword
// constructor's choice of the list it fills from (the standard list, "builtin": the server's, its
// --words file or the built-in common words; one of your own; or yours merged over the standard
// one, your scores winning), which a draft keeps as its "lists".
import { api, el, status } from './common.js';

const words = (n) => `${Number(n).toLocaleString('en')} word${n === 1 ? '' : 's'}`;
// The largest file sent (the server takes a body of 8 MB).
const MAX_BYTES = 7.5e6;

// {builtin: {name, entries?}, wordlists: [{id, name, created, entries}]}.
export const loadWordLists = () => api('GET', '/api/wordlists');

// Adds a list from a file: the file, its name (the file's, by default) and Add; `added(list)`
// once it is in the library. What was left out of the file, or why it was refused, is said below.
export function addListForm(added) {
  const file = el('input', {
    type: 'file',
    id: 'wl-file',
    accept: '.txt,.dict,.lst,.csv,.tsv,text/plain',
    'aria-label': 'A word list file: one word a line, or word;score',
  });
  const name = el('input', {
    type: 'text',
    id: 'wl-name',
    maxlength: 100,
    placeholder: 'Its name',
    'aria-label': 'The name of the word list',
  });
  const add = el('button', { id: 'btn-wl-add' }, 'Add the list');
  const line = el('p', { class: 'message', id: 'wl-message', 'aria-live': 'polite' });
  const say = (text, cls = '') => {
    line.className = `message ${cls}`;
    line.textContent = text;
  };
  file.addEventListener('change', () => {
    const f = file.files[0];
    if (f) name.value = f.name.replace(/\.[^.]*$/, '');
  });
  add.addEventListener('click', async () => {
    const f = file.files[0];
    if (!f) return say('Choose a file first: a word list, one word a line, or word;score (erie;50).', 'bad');
    if (f.size > MAX_BYTES)
      return say(`${f.name} is ${(f.size / 1e6).toFixed(1)} MB; a list of at most 7.5 MB is taken: split it.`, 'bad');
    let text;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(await f.arrayBuffer());
    } catch (e) {
      return say(
        `${f.name} was not added: it is not plain text (UTF-8). Save the list as plain text, one word a line or word;score, and add it again.`,
        'bad',
      );
    }
    add.disabled = true;
    say(`Reading ${f.name}…`);
    try {
      const w = await api('POST', '/api/wordlists', { name: name.value.trim() || f.name, text });
      const notes = w.notes && w.notes.length ? ` ${w.notes.join('; ')}.` : '';
      file.value = '';
      name.value = '';
      // The page shows the new list (chosen, listed) before it says the list was added.
      await added(w);
      say(`Added "${w.name}": ${words(w.entries)}.${notes}`, 'good');
      status(`Word list "${w.name}" added.`);
    } catch (e) {
      say(`${f.name} was not added: ${e.message}`, 'bad');
    } finally {
      add.disabled = false;
    }
  });
  return el(
    'div',
    { class: 'wl-add' },
    el(
      'p',
      { class: 'muted' },
      'Add a list of your own: one word a line, or word;score as Spread the Wordlist and Crossword Nexus write them (a word alone scores 50).',
    ),
    el('div', { class: 'toolbar' }, file, name, add),
    line,
  );
}

// The Library's section: the standard list (the server's: its --words file, else the built-in
// common words) and your own, each with its size, a Delete button for yours, and the form that
// adds one.
export function wordListsSection() {
  const list = el('ul', { class: 'drafts', id: 'wordlist-list' });
  async function load() {
    let data;
    try {
      data = await loadWordLists();
    } catch (e) {
      list.replaceChildren(el('li', { class: 'muted' }, `The word lists did not load: ${e.message}`));
      return;
    }
    const b = data.builtin;
    list.replaceChildren(
      el('li', {}, `Standard list: ${b.name}`, b.entries ? el('span', { class: 'muted' }, ` ${words(b.entries)}`) : ''),
      ...data.wordlists.map((w) =>
        el(
          'li',
          { 'data-wordlist': w.id },
          el('b', {}, w.name),
          el(
            'span',
            { class: 'muted' },
            ` ${words(w.entries)}, added ${w.created.replace('T', ' ').replace('Z', '')} `,
          ),
          el(
            'button',
            {
              class: 'delete',
              'aria-label': `Delete the word list ${w.name}`,
              onclick: async () => {
                if (!confirm(`Delete the word list "${w.name}"? Grids that use it go back to the standard list.`))
                  return;
                await api('DELETE', `/api/wordlists/${w.id}`);
                status(`Deleted the word list "${w.name}".`);
                load();
              },
            },
            'Delete',
          ),
        ),
      ),
    );
  }
  load();
  return el(
    'section',
    { id: 'wordlists', 'aria-labelledby': 'wordlists-h' },
    el('h2', { id: 'wordlists-h' }, 'Word lists'),
    el(
      'p',
      { class: 'muted' },
      'The lists the crossword constructor fills from; each grid chooses its own in the constructor.',
    ),
    list,
    addListForm(load),
  );
}

// The constructor's choice of word list: a select of the standard list, each list of yours, and
// each of yours over the standard one; `get()` is the draft's lists, `set(lists)` changes them.
// A list deleted since falls back to the standard one, and `say` tells why.
export function listChoice(get, set, say) {
  const select = el('select', { id: 'cx-wordlist', 'aria-label': 'The word list to fill from' });
  const key = (lists) => JSON.stringify(lists);
  select.addEventListener('change', () => set(JSON.parse(select.value)));
  let known = null;
  function show() {
    if (!known) return;
    const want = key(get());
    if ([...select.options].some((o) => o.value === want)) select.value = want;
    else {
      select.value = key(['builtin']);
      set(['builtin']);
      say('The word list this grid used is not in the library any more: it fills from the standard list.');
    }
  }
  async function refresh() {
    try {
      known = await loadWordLists();
    } catch (e) {
      known = { builtin: { name: 'the server’s list' }, wordlists: [] };
    }
    const b = known.builtin;
    const opt = (lists, text) => el('option', { value: key(lists) }, text);
    select.replaceChildren(
      opt(['builtin'], `Standard list: ${b.name}${b.entries ? `, ${words(b.entries)}` : ''}`),
      ...known.wordlists.flatMap((w) => [
        opt([w.id], `${w.name} (${words(w.entries)})`),
        opt(['builtin', w.id], `${w.name} over the standard list (its scores win)`),
      ]),
    );
    show();
  }
  return { select, refresh, show };
}
