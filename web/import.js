// The Import page: paste text or choose a file; the server tells the format.
import { KINDS, KIND_NAMES, api, el, status } from './common.js';

export function importView(view) {
  const text = el('textarea', { id: 'import-text', spellcheck: 'false', placeholder: 'Paste a Sudoku (81 characters, or a grid), the 81-letter encoding, a puzz.link Star Battle URL, a pzprv3 file, a zone file, an .ipuz or .xd crossword…' });
  const format = el('select', { id: 'import-format' }, ...[...new Set(['auto', ...KINDS.flatMap((k) => k.reads)])].map((f) => el('option', { value: f }, f)));
  const stars = el('input', { type: 'number', id: 'import-stars', value: 1, min: 1, max: 6, style: 'width:4rem' });
  const title = el('input', { id: 'import-title', placeholder: 'Title (optional)' });
  const file = el('input', { type: 'file', id: 'import-file', 'aria-label': 'Choose a file to import' });
  const msg = el('div', { class: 'message', id: 'import-status' }, 'Paste text or choose a file.');
  let b64 = null;
  file.addEventListener('change', async () => {
    const f = file.files[0]; if (!f) return;
    if (f.name.toLowerCase().endsWith('.puz')) {
      const bytes = new Uint8Array(await f.arrayBuffer());
      let s = '';
      for (const b of bytes) s += String.fromCharCode(b);
      b64 = btoa(s);
      text.value = `(binary Across Lite file ${f.name}, ${bytes.length} bytes)`;
      format.value = 'puz';
    } else {
      b64 = null;
      text.value = await f.text();
    }
    if (!title.value) title.value = f.name.replace(/\.[^.]*$/, '');
  });
  text.addEventListener('input', () => { b64 = null; });
  const go = el('button', { class: 'primary', id: 'btn-import' }, 'Import');
  go.addEventListener('click', async () => {
    msg.className = 'message'; msg.textContent = 'Reading…';
    try {
      const body = b64 ? { text: b64, base64: true, format: 'puz', title: title.value } : { text: text.value, format: format.value, stars: Number(stars.value), title: title.value };
      const r = await api('POST', '/api/import', body);
      msg.className = 'message good';
      msg.textContent = `Imported "${r.title}" (${KIND_NAMES[r.kind]}).`;
      // What the reader assumed or skipped (a 16x16 convention, bad lines) is said here, with a
      // link to the puzzle, instead of being hidden by going straight to it.
      if (r.notes && r.notes.length) {
        msg.append(el('ul', { id: 'import-notes' }, ...r.notes.map((n) => el('li', {}, n))),
          el('a', { href: `#/play/${r.id}`, id: 'import-play' }, 'Play it'));
        return;
      }
      location.hash = `#/play/${r.id}`;
    } catch (e) { msg.className = 'message bad'; msg.textContent = e.message; }
  });
  view.append(el('h1', {}, 'Import a puzzle'), text,
    el('div', { class: 'toolbar' }, file, el('label', {}, 'Format ', format), el('label', {}, 'Stars (zone files) ', stars), title, go), msg);
  return {};
}
