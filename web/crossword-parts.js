// Parts of the crossword player's page that need none of its state: the squares laid over the
// drawn grid, and the clue lists beside it (a fill-in: its word list, by length).
import { el } from './common.js';

const cap = (s) => s[0].toUpperCase() + s.slice(1);

// The squares laid over the drawn grid (which has the blocks, the frames and the numbers): each
// carries the player's letters and the highlights, and a numbered square its number for screen
// readers (the drawing under it is hidden from them). A diagramless grid is drawn open: its
// squares show the numbers of the solver's own words.
export function squaresOver(m) {
  const board = el('div', { class: 'board crossword', id: 'board' });
  const numbers = {};
  for (const e of m.entries) numbers[e.row * m.w + e.col] = e.number;
  const cells = [];
  for (let i = 0; i < m.n; ++i) {
    const bars = `${m.bars.top.has(i) ? ' bar-top' : ''}${m.bars.left.has(i) ? ' bar-left' : ''}`;
    const c = el(
      'div',
      { class: `cell${m.block(i) ? ' block' : ''}${bars}`, 'data-i': i },
      el('span', { class: 'ch' }),
      m.diagramless
        ? el('span', { class: 'num' })
        : numbers[i]
          ? el('span', { class: 'visually-hidden' }, `square ${numbers[i]}`)
          : null,
    );
    cells.push(c);
    board.append(c);
  }
  return { board, cells };
}

// The clue lists, Across and Down (each clue calls `pick(entry)` when chosen), or a fill-in's
// word list grouped by length. Returns the node (`side`) and its items, which the player marks:
// `clueItems` (entry -> li), `wordItems` (li with data-word), `lengthGroups` (length -> group).
export function sideLists(m, d, isFillin, pick) {
  const clueItems = new Map();
  const wordItems = [],
    lengthGroups = new Map();
  let side;
  if (!isFillin) {
    const list = (dr) =>
      el(
        'div',
        { class: 'cw-list' },
        el('h2', {}, cap(dr)),
        el(
          'ol',
          { id: `clues-${dr}` },
          ...m.clues
            .filter((e) => e.direction === dr)
            .map((e) => {
              const li = el(
                'li',
                { 'data-number': e.number },
                el('b', {}, `${e.number} `),
                e.clue || `(${e.answer.length})`,
              );
              li.addEventListener('click', () => pick(e));
              clueItems.set(e, li);
              return li;
            }),
        ),
      );
    side = el('div', { class: 'clues side' }, list('across'), list('down'));
  } else {
    const words = (d.words && d.words.length ? d.words : m.entries.map((e) => e.answer)).map((wd) => wd.toUpperCase());
    const groups = {};
    for (const wd of words) (groups[wd.length] = groups[wd.length] || []).push(wd);
    const twice = words.length !== new Set(words).size;
    side = el(
      'div',
      { class: 'clues side', id: 'word-list' },
      el('h2', {}, 'Words: each goes in the grid once'),
      twice ? el('p', { class: 'muted cw-note' }, 'A word listed twice goes in twice.') : null,
      el(
        'div',
        { class: 'cw-groups' },
        ...Object.keys(groups)
          .sort((a, b) => a - b)
          .map((len) => {
            const g = el(
              'div',
              { class: 'cw-group' },
              el('h3', {}, `${len} letters`),
              el(
                'ul',
                {},
                ...groups[len].sort().map((wd) => {
                  const li = el('li', { 'data-word': wd }, wd);
                  wordItems.push(li);
                  return li;
                }),
              ),
            );
            lengthGroups.set(Number(len), g);
            return g;
          }),
      ),
    );
  }
  return { side, clueItems, wordItems, lengthGroups };
}
