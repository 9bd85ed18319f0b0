// The Library page: every puzzle made or imported, searchable by words and kind, a page of 50 at
// a time; open or delete one, open a crossword or fill-in in the constructor, or open a puzzle
// from a game ID or a shared link; the constructor's drafts (GET /api/drafts), each reopening
// in the constructor; and the word lists the constructor fills from (wordlists.js).
import { KIND_NAMES, api, el, status } from './common.js';
import { wordListsSection } from './wordlists.js';

const PAGE = 50;

export function libraryView(view) {
  const q = el('input', { type: 'search', id: 'search', placeholder: 'title, kind or level' });
  const kind = el(
    'select',
    { id: 'kind-filter' },
    el('option', { value: '' }, 'Every kind'),
    ...Object.entries(KIND_NAMES).map(([k, v]) => el('option', { value: k }, v)),
  );
  const body = el('tbody');
  const count = el('span', { class: 'muted', id: 'library-count', 'aria-live': 'polite' });
  const prev = el('button', { id: 'btn-prev', disabled: true }, '‹ Newer');
  const next = el('button', { id: 'btn-next', disabled: true }, 'Older ›');
  let offset = 0;
  const table = el(
    'table',
    { class: 'list', id: 'library' },
    el('caption', { class: 'visually-hidden' }, 'Your puzzles, newest first'),
    el(
      'thead',
      {},
      el(
        'tr',
        {},
        el('th', { scope: 'col' }, 'Title'),
        el('th', { scope: 'col' }, 'Kind'),
        el('th', { scope: 'col' }, 'Level'),
        el('th', { scope: 'col' }, 'Made'),
        el('th', { scope: 'col' }, 'Game'),
        el('th', { scope: 'col' }, el('span', { class: 'visually-hidden' }, 'Actions')),
      ),
    ),
    body,
  );
  let shown = 0; // the newest request, so that a slow answer never overwrites a newer one
  async function load() {
    const mine = ++shown;
    try {
      const params = new URLSearchParams({ q: q.value.trim(), kind: kind.value, limit: PAGE, offset });
      const data = await api('GET', `/api/puzzles?${params}`);
      if (mine !== shown) return;
      // A page past the end (its puzzles deleted meanwhile): show the last page instead, once;
      // the offset only ever moves back, so this cannot loop.
      const last = Math.floor(Math.max(0, data.total - 1) / PAGE) * PAGE;
      if (data.puzzles.length === 0 && offset > last) {
        offset = last;
        load();
        return;
      }
      body.replaceChildren();
      const filtered = q.value.trim() || kind.value;
      count.textContent =
        data.total === 0
          ? ''
          : `${offset + 1}–${offset + data.puzzles.length} of ${data.total}${filtered ? ' matching' : ''}`;
      prev.disabled = offset === 0;
      next.disabled = offset + data.puzzles.length >= data.total;
      if (data.puzzles.length === 0) {
        body.append(
          el(
            'tr',
            {},
            el(
              'td',
              { colspan: 6, class: 'muted', id: 'library-empty' },
              filtered
                ? `Nothing matched${q.value.trim() ? ` "${q.value.trim()}"` : ''}${kind.value ? ` among ${KIND_NAMES[kind.value] || kind.value} puzzles` : ''}. Try other words, or Every kind.`
                : 'Nothing here yet: make a puzzle (Make), play one of the Packs, or bring one in (Import).',
            ),
          ),
        );
      }
      for (const p of data.puzzles) {
        // What tells two puzzles of the same title apart: the seed they were made from, else
        // their number in the library.
        const which = p.seed != null ? `seed ${p.seed}` : `no. ${p.id}`;
        body.append(
          el(
            'tr',
            { 'data-id': p.id },
            el(
              'td',
              {},
              el('a', { href: `#/play/${p.id}` }, p.title),
              ' ',
              el('span', { class: 'muted which' }, which),
            ),
            el('td', {}, KIND_NAMES[p.kind] || p.kind),
            el('td', {}, p.level),
            el('td', { class: 'muted' }, p.created.replace('T', ' ').replace('Z', '')),
            el('td', {}, p.solved ? 'solved' : p.revealed ? 'revealed' : p.has_game ? 'in progress' : ''),
            el(
              'td',
              {},
              el(
                'button',
                {
                  'aria-label': `Open ${p.title} (${which})`,
                  onclick: () => {
                    location.hash = `#/play/${p.id}`;
                  },
                },
                'Open',
              ),
              ' ',
              p.kind === 'crossword' || p.kind === 'fillin'
                ? el(
                    'a',
                    {
                      class: 'button',
                      href: `#/construct?from=${p.id}`,
                      'aria-label': `Edit ${p.title} (${which}) in the constructor`,
                      title: 'Open a copy of its grid and clues in the crossword constructor',
                    },
                    'Edit',
                  )
                : null,
              ' ',
              el(
                'button',
                {
                  class: 'delete',
                  'aria-label': `Delete ${p.title} (${which})`,
                  onclick: async () => {
                    if (!confirm(`Delete "${p.title}" (${which}) and its saved game?`)) return;
                    await api('DELETE', `/api/puzzles/${p.id}`);
                    status(`Deleted "${p.title}".`);
                    load();
                  },
                },
                'Delete',
              ),
            ),
          ),
        );
      }
    } catch (e) {
      status(e.message);
    }
  }
  let typing = null;
  q.addEventListener('input', () => {
    clearTimeout(typing);
    typing = setTimeout(() => {
      offset = 0;
      load();
    }, 150);
  });
  kind.addEventListener('change', () => {
    offset = 0;
    load();
  });
  prev.addEventListener('click', () => {
    offset = Math.max(0, offset - PAGE);
    load();
  });
  next.addEventListener('click', () => {
    offset += PAGE;
    load();
  });
  // A game ID, or a link someone shared (…#/play?id=…), opens the puzzle it names.
  const idBox = el('input', {
    type: 'text',
    id: 'open-id',
    placeholder: 'sudoku/9:… or a shared link',
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const openForm = el(
    'form',
    { class: 'toolbar', id: 'open-form' },
    el('label', { for: 'open-id' }, 'Open a game ID'),
    idBox,
    el('button', { type: 'submit' }, 'Open'),
  );
  openForm.addEventListener('submit', (e) => {
    e.preventDefault();
    let id = idBox.value.trim();
    const m = id.match(/[#&?]id=([^&]+)/);
    if (m) id = decodeURIComponent(m[1]);
    if (!id) {
      status('Paste a game ID (such as sudoku/9:…) or a link that opens a puzzle.');
      return;
    }
    location.hash = `#/play?id=${encodeURIComponent(id)}`;
  });
  // The constructor's drafts, newest change first, above the puzzles (none: nothing shown).
  const drafts = el('section', { id: 'drafts', hidden: true, 'aria-labelledby': 'drafts-h' });
  async function loadDrafts() {
    let list;
    try {
      list = (await api('GET', '/api/drafts')).drafts;
    } catch (e) {
      return; // (a server before drafts: none to show)
    }
    drafts.hidden = !list.length;
    drafts.replaceChildren(
      el('h2', { id: 'drafts-h' }, 'Drafts'),
      el(
        'ul',
        { class: 'drafts' },
        ...list.map((dr) =>
          el(
            'li',
            { 'data-draft': dr.id },
            el('a', { href: `#/construct/${dr.id}` }, dr.title || `Draft ${dr.id}`),
            ' ',
            el('span', { class: 'muted' }, `changed ${dr.updated.replace('T', ' ').replace(/(\.\d+)?Z$/, '')}`),
            ' ',
            el(
              'button',
              {
                class: 'delete',
                'aria-label': `Delete the draft ${dr.title}`,
                onclick: async () => {
                  if (!confirm(`Delete the draft "${dr.title}"?`)) return;
                  await api('DELETE', `/api/drafts/${dr.id}`);
                  status(`Deleted the draft "${dr.title}".`);
                  loadDrafts();
                },
              },
              'Delete',
            ),
          ),
        ),
      ),
    );
  }
  view.append(
    el('h1', {}, 'Library'),
    el(
      'div',
      { class: 'toolbar', role: 'search' },
      el('label', { for: 'search' }, 'Search'),
      q,
      el('label', { for: 'kind-filter', class: 'visually-hidden' }, 'Kind'),
      kind,
      el('a', { href: '#/make', class: 'button primary' }, 'Make a puzzle'),
      el('a', { href: '#/construct', class: 'button', id: 'btn-construct' }, 'Construct a crossword'),
      count,
    ),
    drafts,
    table,
    el('div', { class: 'toolbar' }, prev, next),
    openForm,
    wordListsSection(),
  );
  load();
  loadDrafts();
  return {};
}
