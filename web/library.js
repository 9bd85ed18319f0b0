// The Library page: every puzzle made or imported, searchable; open or delete.
import { KIND_NAMES, api, el, status } from './common.js';

export function libraryView(view) {
  const q = el('input', { type: 'search', id: 'search', placeholder: 'Search title, kind, level' });
  const kind = el('select', { id: 'kind-filter' },
    el('option', { value: '' }, 'Every kind'),
    ...Object.entries(KIND_NAMES).map(([k, v]) => el('option', { value: k }, v)));
  const body = el('tbody');
  const count = el('span', { class: 'muted' });
  const table = el('table', { class: 'list', id: 'library' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Title'), el('th', {}, 'Kind'), el('th', {}, 'Level'),
      el('th', {}, 'Made'), el('th', {}, 'Game'), el('th', {}, ''))), body);
  async function load() {
    try {
      const params = new URLSearchParams({ q: q.value, kind: kind.value });
      const data = await api('GET', `/api/puzzles?${params}`);
      body.replaceChildren();
      count.textContent = `${data.puzzles.length} shown of ${data.total}`;
      if (data.puzzles.length === 0) {
        body.append(el('tr', {}, el('td', { colspan: 6, class: 'muted' },
          'Nothing here yet: make a puzzle (Make) or bring one in (Import).')));
      }
      for (const p of data.puzzles) {
        body.append(el('tr', { 'data-id': p.id },
          el('td', {}, el('a', { href: `#/play/${p.id}` }, p.title)),
          el('td', {}, KIND_NAMES[p.kind] || p.kind),
          el('td', {}, p.level),
          el('td', { class: 'muted' }, p.created.replace('T', ' ').replace('Z', '')),
          el('td', {}, p.solved ? 'solved' : p.revealed ? 'revealed' : p.has_game ? 'in progress' : ''),
          el('td', {},
            el('button', { onclick: () => { location.hash = `#/play/${p.id}`; } }, 'Open'), ' ',
            el('button', {
              class: 'delete', onclick: async () => {
                if (!confirm(`Delete "${p.title}" and its saved game?`)) return;
                await api('DELETE', `/api/puzzles/${p.id}`);
                status(`Deleted "${p.title}".`);
                load();
              },
            }, 'Delete'))));
      }
    } catch (e) { status(e.message); }
  }
  q.addEventListener('input', () => load());
  kind.addEventListener('change', () => load());
  view.append(el('h1', {}, 'Library'),
    el('div', { class: 'toolbar' }, q, kind, el('a', { href: '#/make' }, el('button', { class: 'primary' }, 'Make a puzzle')), count),
    table);
  load();
  return {};
}
