// What the crossword constructor fills from (web/construct.js makes the page): the word list the
// grid uses (the standard list, one of your own, or yours over the standard one: wordlists.js),
// a list of your own added from a file, the minimum score of a word, and the grid's own words:
// preferred (listed first, scored 100, added when the list lacks them) and excluded (never used).
// The draft keeps the choice of list (`lists`) and the grid's words (`preferred`, `excluded`), as
// the fill candidates and Autofill take them. `ed` is the page: draft(), wordsChanged() (the draft
// changed: saved, suggestions asked again), minScoreChanged(), say(text).
import { el } from './common.js';
import { addListForm, listChoice } from './wordlists.js';

export function wordsPanel(ed) {
  const choice = listChoice(
    () => ed.draft().lists || ['builtin'],
    (lists) => {
      ed.draft().lists = lists;
      ed.wordsChanged();
    },
    (text) => ed.say(text),
  );
  const add = el(
    'details',
    { class: 'cx-add-list', id: 'cx-add-list' },
    el('summary', {}, 'Add a word list of your own'),
    addListForm(async (w) => {
      // The list just added is the one this grid fills from.
      ed.draft().lists = [w.id];
      await choice.refresh();
      ed.wordsChanged();
    }),
  );
  const minScore = el('input', { type: 'range', id: 'cx-min-score', min: 0, max: 100, step: 5, value: 50 });
  const minOut = el('output', { for: 'cx-min-score', id: 'cx-min-score-value' }, '50');
  minScore.addEventListener('input', () => {
    minOut.textContent = minScore.value;
    ed.minScoreChanged();
  });
  // The grid's own words: a box each, words apart by spaces or commas, read when it changes.
  const own = (key, id, label, placeholder) => {
    const box = el('input', {
      type: 'text',
      id,
      placeholder,
      'aria-label': label,
      autocomplete: 'off',
      spellcheck: 'false',
    });
    const line = el('label', { class: 'cx-own-words' }, `${label} `, box);
    let timer = null;
    const read = () => {
      const words = box.value
        .toUpperCase()
        .split(/[\s,;]+/)
        .filter(Boolean);
      const bad = words.find((w) => !/^[A-Z]+$/.test(w));
      if (bad)
        return ed.say(
          `"${bad}" is not a word of the letters A to Z: ${label.toLowerCase()} takes words apart by spaces or commas.`,
          'bad',
        );
      if (words.join(' ') === (ed.draft()[key] || []).join(' ')) return;
      ed.draft()[key] = [...new Set(words)];
      ed.say('');
      ed.wordsChanged();
    };
    box.addEventListener('input', () => {
      clearTimeout(timer);
      timer = setTimeout(read, 500);
    });
    box.addEventListener('change', read);
    return { line, show: () => (box.value = (ed.draft()[key] || []).join(' ')) };
  };
  const preferred = own('preferred', 'cx-preferred', 'Use first', 'words this grid should use');
  const excluded = own('excluded', 'cx-excluded', 'Never use', 'words this grid must not use');
  choice.refresh();
  return {
    node: el(
      'div',
      { class: 'cx-words' },
      el('div', { class: 'toolbar' }, el('label', { for: 'cx-wordlist' }, 'Word list '), choice.select),
      add,
      el('div', { class: 'toolbar' }, el('label', { for: 'cx-min-score' }, 'Minimum word score '), minScore, minOut),
      el('div', { class: 'cx-own' }, preferred.line, excluded.line),
    ),
    lists: () => ed.draft().lists || ['builtin'],
    minScore: () => Number(minScore.value),
    preferred: () => ed.draft().preferred || [],
    excluded: () => ed.draft().excluded || [],
    // Another draft is shown: its choice of list and its own words.
    show() {
      choice.show();
      preferred.show();
      excluded.show();
    },
  };
}
