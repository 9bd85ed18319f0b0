// The library of the web app without a server (web/static-api.js): every puzzle made, opened or
// imported in this browser, with its saved game, in IndexedDB (the database "puzzlesmith", the
// store "puzzles"), as the server keeps them in SQLite (src/app/library.h); the crossword
// constructor's drafts (the store "drafts", version 2 of the database) and its own word lists
// (the stores "wordlists", what is listed, and "wordlist_texts", their entries; version 3). A
// module worker reads the lists' entries too (web/engine-worker.js). A puzzle keeps its
// record as the engine answered it, as text (`record`: what the engine is given back; a seed past
// 2^53 stays whole), beside the fields the pages list and search.

const DB = 'puzzlesmith';
let opened = null;

function request(r) {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

function db() {
  if (!opened) {
    const r = indexedDB.open(DB, 3);
    r.onupgradeneeded = () => {
      for (const name of ['puzzles', 'drafts', 'wordlists', 'wordlist_texts'])
        if (!r.result.objectStoreNames.contains(name))
          r.result.createObjectStore(name, { keyPath: 'id', autoIncrement: true });
    };
    opened = request(r)
      .then((d) => {
        // Another tab (or the engine's worker of a newer version) upgrading the database: let it,
        // and open it again when next asked.
        d.onversionchange = () => {
          d.close();
          opened = null;
        };
        return d;
      })
      .catch((e) => {
        opened = null;
        throw new Error(`this browser keeps no library here (${e && e.message}): a private window may refuse it`);
      });
  }
  return opened;
}

async function store(mode, name = 'puzzles') {
  return (await db()).transaction(name, mode).objectStore(name);
}

// A puzzle of the engine ({record, writes, losses}) stored; resolves to it with its id. `also`: a
// game ID it was opened by, found again by it (a crossword's ID written by another program may
// pack its text in other bytes).
export async function add(made, also = '') {
  const r = JSON.parse(made.record);
  const p = {
    kind: r.kind,
    title: r.title,
    params: r.params,
    seed: r.seed,
    level: r.level,
    created: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    game_id: r.game_id || '',
    seed_id: r.seed_id || '',
    ids: [r.game_id, r.seed_id, also].filter(Boolean),
    record: made.record,
    writes: made.writes,
    losses: made.losses,
    has_game: false,
    solved: false,
    revealed: false,
    game: null,
  };
  const id = await request((await store('readwrite')).add(p));
  return { ...p, id };
}

export async function get(id) {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) return null;
  return (await request((await store('readonly')).get(n))) || null;
}

async function all() {
  const list = await request((await store('readonly')).getAll());
  return list.reverse(); // newest first
}

// {puzzles, total} as GET /api/puzzles answers: `q` matches title, kind and level.
export async function list({ kind = '', q = '', limit = 100, offset = 0 }) {
  const words = q.trim().toLowerCase();
  const matching = (await all()).filter(
    (p) =>
      (!kind || p.kind === kind) &&
      (!words ||
        [p.title, p.kind, p.level].some((f) =>
          String(f || '')
            .toLowerCase()
            .includes(words),
        )),
  );
  return { puzzles: matching.slice(offset, offset + limit), total: matching.length };
}

// The newest puzzle known by this game ID (either form, or the one it was opened by).
export async function findGameId(gameId) {
  return (await all()).find((p) => (p.ids || []).includes(gameId)) || null;
}

export async function remove(id) {
  const p = await get(id);
  if (!p) return false;
  await request((await store('readwrite')).delete(p.id));
  return true;
}

// Saves the game ({state, ...}); false when the puzzle is gone.
export async function saveGame(id, game, solved, revealed) {
  const s = await store('readwrite');
  const p = await request(s.get(Number(id)));
  if (!p) return false;
  Object.assign(p, { game, has_game: true, solved: solved && !revealed, revealed: solved && revealed });
  await request(s.put(p));
  return true;
}

// A puzzle as the server lists it (docs/api.md, "A puzzle summary").
export function summary(p) {
  const { id, kind, title, params, seed, level, created, has_game, solved, revealed, game_id, seed_id } = p;
  return { id, kind, title, params, seed: seed ?? null, level, created, has_game, solved, revealed, game_id, seed_id };
}

// The full puzzle, with its document, formats and saved game.
export function full(p) {
  return { ...summary(p), doc: JSON.parse(p.record).doc, writes: p.writes, losses: p.losses, game: p.game };
}

// Drafts, as GET/POST/PUT/DELETE /api/drafts answer them: {id, title, created, updated, draft}.
const now = () => new Date().toISOString();
// The order of changes (newest first in the list), finer than a millisecond.
const stamp = () => performance.timeOrigin + performance.now();
export async function drafts() {
  const list = await request((await store('readonly', 'drafts')).getAll());
  list.sort((a, b) => (b.changed || 0) - (a.changed || 0) || b.id - a.id);
  return list.map(listed);
}
const listed = ({ id, title, created, updated }) => ({ id, title, created, updated });
export async function draft(id) {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) return null;
  const d = await request((await store('readonly', 'drafts')).get(n));
  return d ? { ...listed(d), draft: d.draft } : null;
}
// Stores a new draft (id 0) or replaces one; null when there is no draft `id`.
export async function saveDraft(id, title, doc) {
  const s = await store('readwrite', 'drafts');
  if (!id) {
    const d = { title, created: now(), updated: now(), changed: stamp(), draft: doc };
    return listed({ ...d, id: await request(s.add(d)) });
  }
  const d = await request(s.get(Number(id)));
  if (!d) return null;
  Object.assign(d, { title, updated: now(), changed: stamp(), draft: doc });
  await request(s.put(d));
  return listed(d);
}
export async function removeDraft(id) {
  const d = await draft(id);
  if (!d) return false;
  await request((await store('readwrite', 'drafts')).delete(d.id));
  return true;
}

// Own word lists, as GET/POST/DELETE /api/wordlists answer them: {id, name, created, entries},
// newest first; a list's entries (its text as the engine stored it) are kept apart, so that a
// listing does not read 300,000 entries. An id is never used again (IndexedDB's key generator).
const listedList = ({ id, name, created, entries }) => ({ id, name, created, entries });
export async function wordLists() {
  const list = await request((await store('readonly', 'wordlists')).getAll());
  return list.reverse().map(listedList);
}
export async function wordList(id) {
  const n = Number(id);
  if (!Number.isInteger(n) || n < 1) return null;
  const w = await request((await store('readonly', 'wordlists')).get(n));
  return w ? listedList(w) : null;
}
export async function addWordList(name, entries, text) {
  const tx = (await db()).transaction(['wordlists', 'wordlist_texts'], 'readwrite');
  const w = { name, entries, created: new Date().toISOString().replace(/\.\d+Z$/, 'Z') };
  const id = await request(tx.objectStore('wordlists').add(w));
  await request(tx.objectStore('wordlist_texts').put({ id, text }));
  return listedList({ ...w, id });
}
export async function wordListText(id) {
  const t = await request((await store('readonly', 'wordlist_texts')).get(Number(id)));
  return t ? t.text : null;
}
export async function removeWordList(id) {
  if (!(await wordList(id))) return false;
  const tx = (await db()).transaction(['wordlists', 'wordlist_texts'], 'readwrite');
  await request(tx.objectStore('wordlists').delete(Number(id)));
  await request(tx.objectStore('wordlist_texts').delete(Number(id)));
  return true;
}
