// The Import page: paste text or choose a file; the server tells the format.
import { KINDS, KIND_NAMES, api, el, status } from './common.js';

export function importView(view) {
  const text = el('textarea', {
    id: 'import-text',
    spellcheck: 'false',
    placeholder:
      'Paste a Sudoku (81 characters, or a grid), the 81-letter encoding, a puzz.link Star Battle URL, a pzprv3 file, a zone file, an .ipuz, .xd, .jpz or Across Lite text crossword…',
  });
  const format = el(
    'select',
    { id: 'import-format' },
    ...[...new Set(['auto', ...KINDS.flatMap((k) => k.reads)])].map((f) => el('option', { value: f }, f)),
  );
  // The readers' own import parameters (each kind's "import_params": a zone file's stars, a
  // locked .puz file's key, ...), one field each, named by the table; empty: the reader decides.
  const params = [];
  for (const k of KINDS) {
    for (const p of k.import_params || []) {
      if (params.some((q) => q.name === p.name)) continue;
      const short = p.label.replace(/ \(.*$/, '');
      const attrs = { id: `import-${p.name}`, title: p.label, 'aria-label': p.label };
      const input =
        p.type === 'bool'
          ? el('input', { ...attrs, type: 'checkbox' })
          : p.type === 'int'
            ? el('input', {
                ...attrs,
                type: 'number',
                min: p.min,
                max: p.max,
                placeholder: 'auto',
                style: 'width:4rem',
              })
            : el('input', { ...attrs, placeholder: 'auto', style: 'width:6rem' });
      params.push({ name: p.name, type: p.type, input, field: el('label', {}, `${short} `, input) });
    }
  }
  const given = () =>
    Object.fromEntries(
      params
        .filter((p) => (p.type === 'bool' ? p.input.checked : p.input.value !== ''))
        .map((p) => [p.name, p.type === 'bool' ? true : p.type === 'int' ? Number(p.input.value) : p.input.value]),
    );
  const title = el('input', {
    id: 'import-title',
    placeholder: 'Title (optional)',
    'aria-label': "Title (optional: else the file's own)",
  });
  const file = el('input', { type: 'file', id: 'import-file', 'aria-label': 'Choose a file to import' });
  const msg = el('div', { class: 'message', id: 'import-status' }, 'Paste text or choose a file.');
  // The chosen file's name goes with its text: the title of a puzzle whose file has none.
  let b64 = null,
    b64Format = 'puz',
    fileName = '';
  file.addEventListener('change', async () => {
    const f = file.files[0];
    if (!f) return;
    fileName = f.name;
    const bytes = new Uint8Array(await f.arrayBuffer());
    // Binary files go as base64: a .puz, and a .jpz that is a ZIP archive ("PK").
    const zipped = bytes[0] === 0x50 && bytes[1] === 0x4b;
    const name = f.name.toLowerCase();
    if (name.endsWith('.puz') || (name.endsWith('.jpz') && zipped)) {
      let s = '';
      for (const b of bytes) s += String.fromCharCode(b);
      b64 = btoa(s);
      b64Format = name.endsWith('.puz') ? 'puz' : 'jpz';
      text.value = `(binary ${b64Format === 'puz' ? 'Across Lite' : 'zipped .jpz'} file ${f.name}, ${bytes.length} bytes)`;
      format.value = b64Format;
    } else {
      b64 = null;
      text.value = await f.text();
    }
  });
  text.addEventListener('input', () => {
    b64 = null;
    fileName = '';
  });
  const go = el('button', { class: 'primary', id: 'btn-import' }, 'Import');
  go.addEventListener('click', async () => {
    msg.className = 'message';
    msg.textContent = 'Reading…';
    try {
      const body = {
        ...given(),
        ...(b64 ? { text: b64, base64: true, format: b64Format } : { text: text.value, format: format.value }),
        title: title.value,
        name: fileName,
      };
      const r = await api('POST', '/api/import', body);
      msg.className = 'message good';
      msg.textContent = `Imported "${r.title}" (${KIND_NAMES[r.kind]}).`;
      // What the reader assumed or skipped (a 16x16 convention, bad lines) is said here, with a
      // link to the puzzle, instead of being hidden by going straight to it.
      if (r.notes && r.notes.length) {
        msg.append(
          el('ul', { id: 'import-notes' }, ...r.notes.map((n) => el('li', {}, n))),
          el('a', { href: `#/play/${r.id}`, id: 'import-play' }, 'Play it'),
        );
        // A file of several puzzles: each one stored, each a link.
        if (r.imported && r.imported.length > 1) {
          msg.append(
            el(
              'ul',
              { id: 'import-list' },
              ...r.imported.map((p) => el('li', {}, el('a', { href: `#/play/${p.id}` }, p.title))),
            ),
          );
        }
        return;
      }
      location.hash = `#/play/${r.id}`;
    } catch (e) {
      msg.className = 'message bad';
      msg.textContent = e.message;
    }
  });
  view.append(
    el('h1', {}, 'Import a puzzle'),
    text,
    el('div', { class: 'toolbar' }, file, el('label', {}, 'Format ', format), ...params.map((p) => p.field), title, go),
    msg,
  );
  return {};
}
