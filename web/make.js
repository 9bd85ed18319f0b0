// The Make page: a tab per maker; a form built from the kind's parameter table, or the page of
// the kind's own "maker" module (GET /api/kinds: web/<maker>.js, whose `maker(view, kind)`
// builds it), loaded when first needed. A new kind's maker needs no line here.
import { KINDS, api, el, jobControls, kindInfo, madeByItsMaker, stylesReady } from './common.js';

export const makers = () => KINDS.filter((k) => k.makes);

// The puzzle `from` names (a library ID), when its parameters are all its kind's own: what the
// Make page starts from to make it again with changes ("Change and make again" on its page).
export async function madeWith(kind, from) {
  if (!from) return null;
  const p = await api('GET', `/api/puzzles/${from}`);
  return p.kind === kind && madeByItsMaker(p) ? p : null;
}

// The Make page opened on `kind`'s tab (the first maker the server lists when it names none),
// its form filled from the puzzle `from` (a library ID) when given.
export function makeView(view, kind, from) {
  if (!makers().some((k) => k.name === kind)) kind = makers().length ? makers()[0].name : '';
  const tabs = el(
    'div',
    { class: 'tabs' },
    ...makers().map((k) =>
      el(
        'button',
        {
          class: k.name === kind ? 'active' : '',
          id: `tab-${k.name}`,
          onclick: () => {
            location.hash = `#/make/${k.name}`;
          },
        },
        k.make_label || k.label,
      ),
    ),
  );
  view.append(el('h1', {}, 'Make a puzzle'), tabs);
  const own = kindInfo(kind).maker;
  if (!own) return paramMaker(view, kind, from);
  const page = el('div', { id: 'maker-page' });
  view.append(page);
  // (The maker's module links its stylesheet as it loads; the page is drawn once that is in.)
  import(`./${own}.js`)
    .then(async (m) => {
      await stylesReady();
      return m.maker(page, kind, from);
    })
    .catch((e) => page.append(el('p', { class: 'message bad' }, e.message)));
  return {};
}

export function paramMaker(view, kind, from) {
  const form = el('form', { class: 'params', id: `form-${kind}`, onsubmit: (e) => e.preventDefault() });
  const inputs = {};
  const info = kindInfo(kind);
  for (const p of info.params) {
    let input;
    const name = p.name;
    if (p.type === 'level') {
      input = el('select', { name }, el('option', { value: 'any' }, 'any')); // filled by offerLevels
    } else if (p.choices) {
      input = el('select', { name }, ...p.choices.map((v) => el('option', { value: v }, v)));
    } else if (p.type === 'bool') {
      input = el('input', { type: 'checkbox', name });
      input.checked = !!p.default;
    } else if (p.type === 'text') {
      input = el('input', { name, maxlength: p.max_length });
    } else {
      input = el('input', { type: 'number', name, min: p.type === 'seed' ? 0 : p.min, max: p.max });
    }
    if (p.type !== 'bool' && p.default !== null && p.default !== undefined) input.value = String(p.default);
    input.dataset.type = p.type;
    inputs[name] = input;
    form.append(el('label', { for: `f-${name}` }, p.label), input);
    input.id = `f-${name}`;
  }
  // Levels are offered only where they are made within the form's time (each level says its
  // smallest side and star count); the others are named with the reason.
  const levelNote = el('p', { class: 'muted wide', id: 'levels-note' });
  for (const l of info.levels || []) {
    if (l.web === false) form.append(el('p', { class: 'muted wide', id: `note-${l.name}` }, l.note));
  }
  form.append(levelNote);
  function offerLevels() {
    const select = inputs.level;
    if (!select) return;
    const size = Number((inputs.size || {}).value) || 0,
      stars = Number((inputs.stars || {}).value) || 1;
    const keep = select.value;
    select.replaceChildren(el('option', { value: 'any' }, 'any'));
    const missing = [];
    for (const l of info.levels || []) {
      if (l.web === false) continue;
      const why =
        size && l.min_size && size < l.min_size
          ? `a side of ${l.min_size} or more`
          : l.min_stars && stars < l.min_stars
            ? `${l.min_stars} stars or more`
            : '';
      if (why) {
        missing.push(`${l.name} (needs ${why})`);
        continue;
      }
      select.append(el('option', { value: l.name, title: l.techniques }, `${l.name} — ${l.techniques}`));
    }
    select.value = [...select.options].some((o) => o.value === keep) ? keep : 'any';
    levelNote.textContent = missing.length ? `Not offered at this size: ${missing.join(', ')}.` : '';
  }
  // Started from a made puzzle: its parameters in the form (the level once the size offers it).
  madeWith(kind, from)
    .then((p) => {
      if (!p) return;
      for (const [name, value] of Object.entries(p.params)) {
        const input = inputs[name];
        if (!input || name === 'level') continue;
        if (input.type === 'checkbox') input.checked = !!value;
        else if (value !== null && value !== undefined) input.value = String(value);
      }
      // (The seed is the record's own, beside its parameters.)
      if (inputs.seed && p.seed !== null && p.seed !== undefined) inputs.seed.value = String(p.seed);
      offerLevels();
      if (inputs.level && p.params.level) inputs.level.value = p.params.level;
    })
    .catch((e) => (c.line.textContent = e.message));
  for (const name of ['size', 'stars']) if (inputs[name]) inputs[name].addEventListener('change', offerLevels);
  for (const name of ['size', 'stars']) if (inputs[name]) inputs[name].addEventListener('input', offerLevels);
  offerLevels();
  const c = jobControls('Make');
  c.make.addEventListener('click', async () => {
    const params = {};
    for (const [name, input] of Object.entries(inputs)) {
      if (input.type === 'checkbox') params[name] = input.checked;
      else if (input.value !== '')
        params[name] =
          input.dataset.type === 'int' || input.dataset.type === 'seed' ? Number(input.value) : input.value;
    }
    const r = await c.run(kind, params);
    if (r) location.hash = `#/play/${r.id}`;
  });
  view.append(
    form,
    el('div', { class: 'toolbar' }, c.make, c.stop, el('label', {}, 'Time limit (s) ', c.limit), c.bar),
    c.line,
  );
  return {};
}
