// The crossword constructor's stats and warnings (web/construct.js makes the page), drawn as the
// grid changes: the numbers (words, blocks and their share, mean word length, the letters used
// and those missing for a pangram, with each letter's count), and what an editor would flag:
// unchecked squares, 2-letter entries, an entry used twice, an entry repeating another's root
// (ERIE, ERIES), entries not in the grid's word list (or scored under the minimum, or on its
// Never use list), white squares in parts no word joins, and empty clues. The entries' word list
// checks come from POST /api/fill/entries (asked a moment after the grid stops changing); the
// rest is counted here. The same warnings are listed above Save as crossword (not blocking).
import { api, el } from './common.js';
import { patternRows } from './construct-grid.js';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const plural = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const name = (e) => `${e.number}${e.direction[0].toUpperCase()}`;

// The grid's numbers; `m` is its entries (construct-grid.js entriesOf).
export function stats(d, m) {
  const blocks = d.squares.filter((s) => s === '#').length;
  const words = m.clues.length;
  const lengths = m.clues.reduce((a, e) => a + e.cells.length, 0);
  const twos = m.clues.filter((e) => e.cells.length === 2);
  const unchecked = [];
  for (let i = 0; i < d.squares.length; ++i) {
    if (d.squares[i] === '#') continue;
    if (!m.entryAt(i, 'across') || !m.entryAt(i, 'down')) unchecked.push(i);
  }
  const complete = (e) => e.cells.every((i) => d.squares[i] && d.squares[i] !== '#');
  const seen = new Map(),
    duplicates = new Set();
  for (const e of m.clues) {
    if (!complete(e)) continue;
    const wd = e.cells.map((i) => d.squares[i]).join('');
    if (seen.has(wd)) duplicates.add(wd);
    seen.set(wd, e);
  }
  // Each letter's count (every letter of a rebus square).
  const letters = new Map([...LETTERS].map((c) => [c, 0]));
  for (const s of d.squares) if (s !== '#') for (const c of s) if (letters.has(c)) letters.set(c, letters.get(c) + 1);
  // The white squares in parts that no word joins (the entries are the links; a white square in
  // no entry is a part of its own), largest first.
  const part = d.squares.map((s, i) => i);
  const root = (i) => (part[i] === i ? i : (part[i] = root(part[i])));
  for (const e of m.clues) for (const i of e.cells.slice(1)) part[root(i)] = root(e.cells[0]);
  const parts = new Map();
  d.squares.forEach((s, i) => {
    if (s === '#') return;
    const r = root(i);
    if (!parts.has(r)) parts.set(r, []);
    parts.get(r).push(i);
  });
  return {
    words,
    blocks,
    share: d.squares.length ? blocks / d.squares.length : 0,
    mean: words ? lengths / words : 0,
    twos,
    unchecked,
    duplicates: [...duplicates],
    letters,
    missing: [...LETTERS].filter((c) => !letters.get(c)),
    regions: [...parts.values()].sort((a, b) => b.length - a.length),
    emptyClues: m.clues.filter((e) => !(d.clues[e.key] || '').trim()).length,
  };
}

// What an editor would flag, as lines: [{text, cells?}]. `checked` is the latest answer of POST
// /api/fill/entries for this grid (null when there is none yet); `minScore` the grid's minimum.
export function warnings(d, st, checked, minScore, { clues = false } = {}) {
  const out = [];
  const at = (i) => `row ${Math.floor(i / d.w) + 1}, column ${(i % d.w) + 1}`;
  if (st.unchecked.length)
    out.push({
      text: `${plural(st.unchecked.length, 'unchecked square')} (in one word only, or in none), marked in the grid`,
      cells: st.unchecked,
    });
  if (st.twos.length) out.push({ text: `2-letter entries: ${st.twos.map(name).join(', ')}` });
  if (st.duplicates.length) out.push({ text: `Used twice: ${st.duplicates.join(', ')}` });
  if (st.regions.length > 1) {
    const cut = st.regions.slice(1);
    out.push({
      text: `The white squares are in ${st.regions.length} parts that no word joins: ${cut
        .map((r) => `${plural(r.length, 'square')} at ${at(Math.min(...r))}`)
        .join('; ')} ${cut.length === 1 ? 'is' : 'are'} cut off from the rest`,
      cells: cut.flat(),
    });
  }
  if (checked) {
    const e = checked.entries;
    const roots = e.filter((x) => x.repeats);
    if (roots.length)
      out.push({ text: `Repeated roots: ${roots.map((x) => `${x.word} and ${x.repeats}`).join('; ')}` });
    const never = e.filter((x) => x.excluded);
    if (never.length) out.push({ text: `On this grid's Never use list: ${never.map((x) => x.word).join(', ')}` });
    const missing = e.filter((x) => x.score === null && !x.excluded);
    if (missing.length) out.push({ text: `Not in the word list: ${missing.map((x) => x.word).join(', ')}` });
    const low = e.filter((x) => x.score !== null && x.score < minScore);
    if (low.length)
      out.push({
        text: `Scored under the minimum of ${minScore}: ${low.map((x) => `${x.word} (${x.score})`).join(', ')}`,
      });
  }
  if (clues && st.emptyClues)
    out.push({ text: `${plural(st.emptyClues, 'clue is', 'clues are')} empty (saved as "N letters")` });
  return out;
}

// The stats line and the warnings under the grid, and the warnings above Save as crossword. `ed`
// is the page: draft(), model(), minScore(), lists(), preferred(), excluded().
export function statsView(ed) {
  const line = el('p', { class: 'cx-stats', id: 'cx-stats' });
  const letters = el('p', { class: 'cx-letters-line', id: 'cx-letters' });
  const list = el('ul', { class: 'cx-warnings', id: 'cx-warnings', 'aria-label': 'Warnings' });
  const saveList = el('ul', { class: 'cx-warnings', id: 'cx-save-warnings' });
  const before = el(
    'div',
    { class: 'cx-before-save', id: 'cx-before-save', hidden: true },
    el('h3', {}, 'Before you save'),
    saveList,
  );
  let checked = null,
    key = '',
    timer = null,
    asked = 0,
    off = false;
  const body = () => ({
    pattern: patternRows(ed.draft()),
    bar_top: ed.draft().barTop || [],
    bar_left: ed.draft().barLeft || [],
    min_score: ed.minScore(),
    lists: ed.lists(),
    preferred: ed.preferred(),
    excluded: ed.excluded(),
  });
  // The word list's check of the grid's whole entries, asked again once the grid rests.
  async function check() {
    const b = body();
    const k = JSON.stringify(b);
    if (off || k === key) return;
    const mine = ++asked;
    try {
      const answer = await api('POST', '/api/fill/entries', b);
      if (mine !== asked) return;
      [checked, key] = [answer, k];
      view.draw();
    } catch (e) {
      if (/no API endpoint|nothing at|404/.test(e.message)) off = true; // (an older server)
    }
  }
  const view = {
    line,
    letters,
    list,
    before,
    // The grid changed (or its list, minimum or own words): drawn now, checked in a moment.
    draw(st = stats(ed.draft(), ed.model())) {
      const d = ed.draft();
      const fresh = checked && key === JSON.stringify(body()) ? checked : null;
      const parts = [
        `${plural(st.words, 'word')}`,
        `${plural(st.blocks, 'block')} (${(st.share * 100).toFixed(1)}%)`,
        `mean word length ${st.mean.toFixed(2)}`,
      ];
      line.replaceChildren(...parts.flatMap((p, k) => (k ? [' · ', el('span', {}, p)] : [el('span', {}, p)])));
      const used = 26 - st.missing.length;
      const counts = [...st.letters].filter(([, n]) => n).map(([c, n]) => `${c} ${n}`);
      letters.replaceChildren(
        el(
          'span',
          { class: st.missing.length ? '' : 'good', id: 'cx-pangram' },
          st.missing.length
            ? `Letters: ${used} of 26; a pangram lacks ${st.missing.join(', ')}`
            : 'Letters: all 26, a pangram',
        ),
        counts.length ? el('span', { class: 'muted' }, ` (${counts.join(' · ')})`) : '',
      );
      const lines = warnings(d, st, fresh, ed.minScore());
      list.replaceChildren(...lines.map((w) => el('li', {}, w.text)));
      const save = warnings(d, st, fresh, ed.minScore(), { clues: true });
      saveList.replaceChildren(...save.map((w) => el('li', {}, w.text)));
      before.hidden = !save.length;
      clearTimeout(timer);
      timer = setTimeout(check, 400);
      return st;
    },
    // How many warnings Save as crossword is saving with.
    count: () => saveList.children.length,
  };
  return view;
}
