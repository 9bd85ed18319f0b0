// The crossword constructor's panels beside its grid (web/construct.js makes the page): the words
// that fit the current entry and its crossing (POST /api/fill/candidates), Autofill through the
// grid filler (the "fill" kind's make job) shown as grey ghost letters to accept or clear, and
// Clue mode's lists with a box per clue, and Save as crossword. Each calls back into the page (`ed`) to read the draft,
// the entries and the cursor, and to change the grid.
import { KINDS, api, el, jobControls, paper, status } from './common.js';
import { notReady, patternRows, toIpuz } from './construct-grid.js';

const cap = (s) => s[0].toUpperCase() + s.slice(1);
// The kind Autofill makes: the one whose Make page is this constructor (GET /api/kinds).
const fillKind = () => (KINDS.find((k) => k.maker === 'construct') || {}).name;
const label = (e) => `${e.number} ${cap(e.direction)}`;

// Word suggestions. Until the server has the endpoint (an older server, or the web app without
// one), one line says so and nothing more is asked.
export function candidatesPanel(ed) {
  const lists = el('div', { class: 'cx-cands', id: 'cx-cands' });
  const note = el('p', { class: 'muted', id: 'cx-cands-note' }, 'Select a square to see the words that fit there.');
  const node = el('section', { class: 'cx-panel', 'aria-labelledby': 'cx-cands-h' });
  node.append(el('h2', { id: 'cx-cands-h' }, 'Words that fit'), note, lists);
  let unavailable = false,
    timer = null,
    asked = 0;
  async function ask(e) {
    const body = {
      pattern: patternRows(ed.draft()),
      row: e.row,
      col: e.col,
      direction: e.direction,
      bar_top: ed.draft().barTop || [],
      bar_left: ed.draft().barLeft || [],
      min_score: ed.minScore(),
      lists: ed.lists(),
      preferred: ed.preferred(),
      excluded: ed.excluded(),
      limit: 60,
    };
    return api('POST', '/api/fill/candidates', body);
  }
  function list(e, answer) {
    const sorted = [...answer.candidates].sort((a, b) => (b.viable ? 1 : 0) - (a.viable ? 1 : 0));
    const items = sorted.map((c) =>
      el(
        'li',
        {},
        el(
          'button',
          {
            class: `cx-cand${c.viable ? '' : ' dead'}${c.preferred ? ' preferred' : ''}`,
            'data-word': c.word,
            title: `${c.preferred ? 'One of your words to use first. ' : ''}${
              c.viable
                ? `Score ${c.score}; the crossings keep ${c.options} way${c.options === 1 ? '' : 's'} open`
                : `Score ${c.score}; a dead end: some crossing word would have no word left`
            }`,
            onclick: () => ed.place(e, c.word),
          },
          el('span', {}, c.word),
          el('small', {}, String(c.score)),
        ),
      ),
    );
    const total = answer.total ?? sorted.length;
    return el(
      'div',
      { class: 'cx-cand-list' },
      el('h3', {}, `${label(e)}: ${total} word${total === 1 ? '' : 's'}${answer.stopped ? ' (so far)' : ''}`),
      items.length ? el('ol', {}, ...items) : el('p', { class: 'muted' }, 'No word of the list fits here.'),
    );
  }
  async function refresh() {
    if (unavailable) return;
    const [e, cross] = ed.entries();
    const mine = ++asked;
    if (!e) {
      lists.replaceChildren();
      ed.overlay(null);
      note.textContent = 'Select a square in a word to see the words that fit there.';
      return;
    }
    try {
      const answers = await Promise.all([e, cross].filter(Boolean).map(ask));
      if (mine !== asked) return;
      const dead = ed.slotNames(answers[0].dead_slots || []);
      note.textContent = dead.length
        ? `The word list cannot fill the grid with these letters: ${dead.join(', ')} ${dead.length === 1 ? 'has' : 'have'} no word left (outlined in red). Change a letter there, or choose another list.`
        : 'Viable words first; grey ones leave a crossing with no word. Click one to place it.';
      note.classList.toggle('bad', dead.length > 0);
      lists.replaceChildren(...answers.map((a, k) => list(k ? cross : e, a)));
      ed.overlay(answers[0]);
    } catch (err) {
      if (mine !== asked) return;
      if (/no API endpoint|nothing at|404/.test(err.message)) {
        unavailable = true;
        note.textContent = 'Word suggestions are not available from this server.';
        note.id = 'cx-cands-off';
      } else note.textContent = `Word suggestions: ${err.message}`;
      lists.replaceChildren();
      ed.overlay(null);
    }
  }
  return {
    node,
    // Asked again a moment after the grid or the cursor stops changing.
    refresh() {
      clearTimeout(timer);
      timer = setTimeout(refresh, 250);
    },
  };
}

// Autofill: the grid filler fills the grid around the letters typed; its letters are ghosts (grey)
// until accepted, and once accepted they are Autofill's (the draft's `auto`), not typed. Refill
// selection fills again a region (the squares selected with Shift, else the current entry and its
// crossings): its empty squares and Autofill's letters in it get new ghosts, over the old letters
// until accepted, and the letters typed in it stay. Stop ends the job.
export function autofillPanel(ed) {
  const c = jobControls('Autofill grid');
  const regionBtn = el(
    'button',
    {
      id: 'btn-refill',
      title:
        'Fill again the squares selected with Shift (or the current entry and its crossings): your typed letters stay, Autofill’s are replaced',
    },
    'Refill selection',
  );
  const acceptAll = el('button', { id: 'btn-accept-all', disabled: true }, 'Accept all');
  const acceptEntry = el('button', { id: 'btn-accept-entry', disabled: true }, 'Accept entry');
  const clear = el('button', { id: 'btn-clear-ghosts', disabled: true }, 'Clear ghosts');
  const say = (text, cls = '') => {
    c.line.className = `message ${cls}`;
    c.line.textContent = text;
  };
  // `region`: the squares to fill again (null: the whole grid's empty squares).
  async function run(region) {
    const d = ed.draft();
    const auto = ed.auto();
    // The squares the filler gets open: the empty ones, and in a region Autofill's letters too.
    const open = new Set();
    d.squares.forEach((s, i) => {
      if (s === '' || (region && region.has(i) && auto.has(i))) open.add(i);
    });
    const wanted = region ? [...open].filter((i) => region.has(i)) : [...open];
    if (!wanted.length)
      return say(
        region
          ? 'Every square of the selection holds a letter you typed: nothing to fill again there.'
          : 'Every square has a letter already: nothing to fill.',
      );
    regionBtn.disabled = true;
    const keep = new Set(d.squares.map((s, i) => i).filter((i) => !open.has(i)));
    const r = await c.run(
      fillKind(),
      {
        pattern: patternRows(d, keep).join('\n'),
        bar_top: (d.barTop || []).join(' '),
        bar_left: (d.barLeft || []).join(' '),
        min_score: ed.minScore(),
        preferred: ed.preferred().join(' '),
        excluded: ed.excluded().join(' '),
        seed: 1 + Math.floor(Math.random() * 1e6),
      },
      { lists: ed.lists() },
    );
    regionBtn.disabled = false;
    if (!r) return explain(c.last);
    // The grid filler keeps what it makes in the library; the constructor keeps only its letters.
    api('DELETE', `/api/puzzles/${r.id}`).catch(() => {});
    const sol = r.doc.grid.join('');
    const ghosts = new Map(wanted.map((i) => [i, sol[i]]));
    ed.setGhosts(ghosts);
    say(
      `${ghosts.size} grey letters suggested${region ? ' in the selection' : ''}: Accept all, Accept entry (the current entry only), or Clear ghosts. Your own letters are as they were.`,
      'good',
    );
    status(`Autofill: ${ghosts.size} grey letters to accept or clear.`);
  }
  // A job that ended without a fill, said plainly: the slots the filler names (where it met most of
  // its dead ends, or the one no word fits) as the grid's entries, outlined in the grid.
  function explain(j) {
    if (!j || j.status === 'done') return;
    const error = j.error || '';
    const slots = [...error.matchAll(/\br(\d+)c(\d+) (across|down)\b/g)].map((x) => ({
      row: Number(x[1]) - 1,
      col: Number(x[2]) - 1,
      direction: x[3],
    }));
    const names = ed.markTrouble(slots);
    const where = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0] || '';
    if (error === 'stopped on request') return say('Stopped: no fill was asked for to the end.', 'bad');
    if (j.status === 'stopped')
      say(
        `Autofill stopped before it found a fill (its time limit ran out)${where ? `; the hardest to fill so far: ${where}, outlined in red` : ''}. Give it a longer time limit, or try other letters there.`,
        'bad',
      );
    else if (/no fill exists|leave no fill/.test(error))
      say(
        `The word list cannot fill this grid as it is${where ? `: ${where} ${names.length === 1 ? 'has' : 'have'} no fill (outlined in red)` : ''}. Try other letters or words there, a block, another word list, or a lower minimum score.`,
        'bad',
      );
    else return;
    c.line.title = `The grid filler: ${error}`;
  }
  c.make.addEventListener('click', () => run(null));
  regionBtn.addEventListener('click', () => {
    const region = ed.region();
    if (!region) return say('Select a square of a word first, or a rectangle of squares with Shift.');
    run(region);
  });
  acceptAll.addEventListener('click', () => ed.acceptGhosts(null));
  acceptEntry.addEventListener('click', () => {
    const [e] = ed.entries();
    if (e) ed.acceptGhosts(new Set(e.cells));
  });
  clear.addEventListener('click', () => ed.setGhosts(new Map()));
  const node = el(
    'section',
    { class: 'cx-panel', 'aria-labelledby': 'cx-fill-h' },
    el('h2', { id: 'cx-fill-h' }, 'Autofill'),
    el(
      'p',
      { class: 'muted' },
      'Fills the empty squares around your letters from the word list, in grey until you accept them. Refill selection fills the squares selected with Shift (or the current entry and its crossings) again, keeping the letters you typed.',
    ),
    el('div', { class: 'toolbar' }, c.make, regionBtn, c.stop),
    el('div', { class: 'toolbar' }, acceptAll, acceptEntry, clear),
    el('div', { class: 'toolbar' }, el('label', {}, 'Time limit (s) ', c.limit), c.bar),
    c.line,
  );
  return {
    node,
    // The buttons that need ghosts, enabled when there are some.
    showGhosts(n) {
      acceptAll.disabled = acceptEntry.disabled = clear.disabled = n === 0;
    },
  };
}

// Clue mode: Across and Down, each clue with its entry's letters and a box for its clue; the
// current entry's box highlighted. Typing in a box changes the draft's clue at once.
export function cluesPanel(ed) {
  const node = el('div', { class: 'cx-clues clues', id: 'cx-clues' });
  const items = new Map();
  function build() {
    const m = ed.model(),
      d = ed.draft();
    items.clear();
    const col = (dr) =>
      el(
        'div',
        { class: 'cw-list' },
        el('h2', {}, cap(dr)),
        el(
          'ol',
          { id: `cx-clues-${dr}` },
          ...m.clues
            .filter((e) => e.direction === dr)
            .map((e) => {
              const letters = e.cells.map((i) => d.squares[i] || '·').join('');
              const input = el('input', {
                type: 'text',
                class: 'cx-clue-input',
                id: `clue-${e.key.replace(':', '-')}`,
                'aria-label': `Clue for ${label(e)}, ${letters}`,
                placeholder: 'Clue',
                autocomplete: 'off',
              });
              input.value = d.clues[e.key] || '';
              input.addEventListener('input', () => ed.setClue(e.key, input.value));
              input.addEventListener('focus', () => ed.showEntry(e));
              const li = el(
                'li',
                { 'data-key': e.key },
                el('b', {}, `${e.number} `),
                el('span', { class: 'cx-letters' }, letters),
                input,
              );
              items.set(e.key, li);
              return li;
            }),
        ),
      );
    node.replaceChildren(col('across'), col('down'));
  }
  return {
    node,
    build,
    mark(cur) {
      for (const [key, li] of items) li.classList.toggle('current', !!cur && cur.key === key);
    },
  };
}

// Save as crossword: the draft as an .ipuz file through POST /api/import, a crossword of the
// Library like any other; `line` then links its play page, its print and its exports.
// `warned`: how many warnings are listed above the button (saved all the same).
export async function saveCrossword(d, m, line, warned = 0) {
  const why = notReady(d, m);
  if (why) {
    line.className = 'message bad';
    line.textContent = why;
    return;
  }
  const ipuz = toIpuz(d, m);
  line.className = 'message';
  line.textContent = 'Saving…';
  try {
    const p = await api('POST', '/api/import', {
      text: JSON.stringify(ipuz),
      format: 'ipuz',
      name: `${ipuz.title}.ipuz`,
    });
    const link = (fmt) =>
      el('a', { href: `/api/puzzles/${p.id}/export?format=${fmt}`, id: `cx-export-${fmt}` }, `.${fmt}`);
    line.className = 'message good';
    line.replaceChildren(
      `Saved to the Library as "${p.title}"${warned ? ` (with the ${warned === 1 ? 'warning' : `${warned} warnings`} listed above)` : ''}: `,
      el('a', { href: `#/play/${p.id}`, id: 'cx-play' }, 'play it'),
      ', print it (',
      el('a', { href: `/api/puzzles/${p.id}/print?format=pdf&answers=0&paper=${paper()}`, target: '_blank' }, 'PDF'),
      '), or export it: ',
      ...['puz', 'ipuz', 'xd', 'jpz'].flatMap((f, k) => (k ? [', ', link(f)] : [link(f)])),
      '.',
    );
    line.dataset.id = p.id;
  } catch (e) {
    line.className = 'message bad';
    line.textContent = `Not saved: ${e.message}`;
  }
}
