// The Packs page: each kind's level packs (GET /api/kinds "packs"), numbered puzzles made again
// from their seeds, with what the library holds of each (solved, in progress), found by their
// seeded game ID. A puzzle opens by that ID (#/play?id=...), so a pack needs nothing stored in
// advance. A pack of boards kept as they are (the original Sweet Spots boards) lists each
// board's name and game ID ("boards") instead, and says what it holds ("note").
import { KINDS, api, bestTimes, el, fmtTime, status } from './common.js';

export function packsView(view) {
  let gone = false; // the reader left before the library answered: draw nothing
  view.append(
    el('h1', {}, 'Puzzle packs'),
    el(
      'p',
      { class: 'muted' },
      'Numbered puzzles by size and level, the same on every computer. Each puzzle made here has exactly one solution; pick one to play it. A tick means solved.',
    ),
  );
  (async () => {
    // What the library knows of each pack puzzle, by its seeded game ID.
    const known = new Map();
    try {
      for (let offset = 0; ; offset += 500) {
        const data = await api('GET', `/api/puzzles?limit=500&offset=${offset}`);
        for (const p of data.puzzles) {
          if (p.seed_id) known.set(p.seed_id, p);
          if (p.game_id && !known.has(p.game_id)) known.set(p.game_id, p);
        }
        if (data.puzzles.length < 500) break;
      }
    } catch (e) {
      status(e.message);
    }
    if (gone) return;
    const best = bestTimes(); // (solved in this browser: a solved puzzle shows its best time)
    for (const kind of KINDS) {
      if (!kind.packs || !kind.packs.length) continue;
      const section = el(
        'section',
        { class: 'packs', 'aria-labelledby': `packs-${kind.name}` },
        el('h2', { id: `packs-${kind.name}` }, kind.label),
      );
      for (const pack of kind.packs) {
        const list = el('ol', { class: 'pack', 'aria-label': `${kind.label} ${pack.label}` });
        let solved = 0;
        for (let n = 1; n <= pack.count; ++n) {
          const board = pack.boards ? pack.boards[n - 1] : null;
          const id = board ? board.id : pack.id + n;
          const p = known.get(id);
          const state = p ? (p.solved ? 'solved' : p.revealed ? 'revealed' : p.has_game ? 'started' : '') : '';
          if (state === 'solved') ++solved;
          const time = state === 'solved' && best[id] !== undefined ? fmtTime(best[id]) : '';
          const label = `${pack.label}, ${board ? `${n}: board ${board.name}` : `puzzle ${n}`}${state ? `: ${state === 'started' ? 'in progress' : state}` : ''}${time ? `, best time ${time}` : ''}`;
          list.append(
            el(
              'li',
              {},
              el(
                'a',
                {
                  class: `pack-puzzle ${state}`,
                  href: `#/play?id=${encodeURIComponent(id)}`,
                  'aria-label': label,
                  title: label,
                  'data-id': id,
                },
                String(n),
                time ? el('span', { class: 'pack-time' }, time) : null,
              ),
            ),
          );
        }
        section.append(
          el('h3', {}, pack.label, ' ', el('span', { class: 'muted' }, `${solved} of ${pack.count} solved`)),
          pack.note ? el('p', { class: 'muted pack-note' }, pack.note) : '',
          list,
        );
      }
      view.append(section);
    }
  })();
  return {
    dispose() {
      gone = true;
    },
  };
}
