// Parts of the crossword player's page that need none of its state: the squares laid over the
// drawn grid, the clue lists beside it (Across and Down, a variety crossword's lists by their
// names, a fill-in's word list by length), and the line saying how to play.
import { el } from './common.js';

const cap = (s) => s[0].toUpperCase() + s.slice(1);

// The squares laid over the drawn grid (which has the blocks, the frames and the numbers): each
// carries the player's letters and the highlights, and a numbered square its number for screen
// readers (the drawing under it is hidden from them; a variety grid's squares: their labels,
// doc.labels). A diagramless grid is drawn open: its squares show the numbers of the solver's
// own words. A square with a colour of its own (doc.colors) is highlighted so that it shows.
export function squaresOver(m, d) {
  const board = el('div', { class: 'board crossword', id: 'board' });
  const numbers = {};
  if (m.variety) Object.assign(numbers, d.labels || {});
  else for (const e of m.entries) numbers[e.row * m.w + e.col] = e.number;
  const colours = d.colors || {};
  const cells = [];
  for (let i = 0; i < m.n; ++i) {
    const bars = `${m.bars.top.has(i) ? ' bar-top' : ''}${m.bars.left.has(i) ? ' bar-left' : ''}`;
    const c = el(
      'div',
      { class: `cell${m.block(i) ? ' block' : ''}${bars}${colours[i] ? ' coloured' : ''}`, 'data-i': i },
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

// The clue lists, Across and Down or a variety crossword's lists (each clue calls `pick(entry)`
// when chosen), or a fill-in's word list grouped by length. Returns the node (`side`) and its
// items, which the player marks: `clueItems` (entry -> li), `wordItems` (li with data-word),
// `lengthGroups` (length -> group).
export function sideLists(m, d, isFillin, pick) {
  const clueItems = new Map();
  const wordItems = [],
    lengthGroups = new Map();
  let side;
  if (!isFillin) {
    // A variety list's id is made of its name (clues-rows, clues-blooms), unique on the page.
    const ids = new Set();
    const idOf = (name) => {
      const base = `clues-${
        name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '') || 'list'
      }`;
      let id = base;
      for (let k = 2; ids.has(id); ++k) id = `${base}-${k}`;
      ids.add(id);
      return id;
    };
    const list = (name) =>
      el(
        'div',
        { class: 'cw-list' },
        el('h2', {}, m.variety ? name : cap(name)),
        el(
          'ol',
          { id: m.variety ? idOf(name) : `clues-${name}` },
          ...m.clues
            .filter((e) => (m.variety ? e.list === name : e.direction === name))
            .map((e) => {
              // A variety clue shows its label (a bullet when it has none), as the print does.
              const li = m.variety
                ? el('li', { 'data-label': e.label }, el('b', {}, `${e.label || '•'} `), e.clue || `(${e.length})`)
                : el('li', { 'data-number': e.number }, el('b', {}, `${e.number} `), e.clue || `(${e.answer.length})`);
              li.addEventListener('click', () => pick(e));
              clueItems.set(e, li);
              return li;
            }),
        ),
      );
    side = el('div', { class: 'clues side' }, ...m.lists.map(list));
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

// The line saying how to play (a touch screen's, without a keyboard's keys, when `touch`).
export function howToPlay(m, isFillin, touch) {
  const other = m.variety ? 'to the other answer through it' : 'between across and down';
  const how =
    `Tap or click a square and type. Tap it again, or press Space, to switch ${other}. ` +
    `${m.variety ? 'The arrow keys move along the path; ' : ''}Tab goes to the next clue; Escape leaves the grid. ` +
    'Pencil (or the . key) writes guesses in grey; Rebus (or the Insert key) puts several letters in one square: type them, then Enter.';
  const touchHow =
    `Tap a square and type. Tap it again to switch ${other}; the arrows beside the clue go to the next and previous clue. ` +
    'Pencil writes guesses in grey; Rebus puts several letters in one square: type them, then Enter.';
  const intro = touch ? touchHow : how;
  if (isFillin) return `Fit every word of the list into the grid. ${intro}`;
  if (m.variety)
    return `A variety crossword: each answer is written along its own path of squares, which may turn, and the letters you type follow the highlighted path. ${intro}`;
  if (m.diagramless)
    return `A diagramless crossword: the grid's blocks are not shown, and finding them is part of the puzzle. Type each answer where you think it goes; its number appears and shows which clue it answers. The full stop (.) or Block puts a block in a square (again takes it away). ${intro.replace(/ Pencil \(or the \. key\)/, ' Pencil')}`;
  return intro;
}
