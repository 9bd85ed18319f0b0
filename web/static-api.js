// The web app without a server: answers the app's API calls (docs/api.md) in the browser, for a
// copy of web/ on any static host (`make web` writes it to build/web). web/common.js's api() sends
// every call here when the page says it is that copy (window.psStatic, written by scripts/build-web);
// served by `puzzlesmith serve`, nothing loads this module. The puzzles are made, read, drawn,
// checked and hinted by the same C++ as the server's, compiled to WebAssembly
// (web/static-engine.js); the library is IndexedDB (web/static-library.js); files are downloads
// and prints the browser's print dialog (web/static-files.js). docs/api.md says what differs.
import { engineCall, engineJob } from './static-engine.js';
import * as library from './static-library.js';

const fail = (message) => {
  throw new Error(message);
};

// What the engine answers once: the kinds and levels, and the boards drawn (by puzzle and answers).
const once = new Map();
function cached(key, make) {
  if (!once.has(key)) {
    const p = make();
    p.catch(() => once.delete(key));
    once.set(key, p);
  }
  return once.get(key);
}

async function puzzleOf(id) {
  return (await library.get(id)) || fail(`no puzzle ${id}`);
}

// Make jobs, as the server's (GET /api/jobs/ID), each on a worker of its own.
const jobs = new Map();
let jobCount = 0;
const jobPrefix = Math.random().toString(16).slice(2, 14);

function startJob(what, request, opened = '') {
  const id = `${jobPrefix}-${++jobCount}`;
  const job = { id, what, status: 'running', start: performance.now(), progress: {}, elapsed: 0 };
  job.handle = engineJob(request, (p) => {
    job.progress = p;
  });
  job.handle.promise
    .then(async (made) => {
      const stored = await library.add(made, opened);
      job.result = library.full(stored);
      job.status = 'done';
    })
    .catch((e) => {
      job.status = e.code === 'stopped' || e.code === 'budget' ? 'stopped' : 'failed';
      job.error =
        e.code === 'budget' ? `time limit of ${request.seconds} s reached: ${e.message}` : e.message || String(e);
    })
    .finally(() => {
      job.elapsed = (performance.now() - job.start) / 1000;
    });
  jobs.set(id, job);
  return { job: id, time_limit: request.seconds };
}

function jobAnswer(job) {
  const { id, what, status, progress, result, error } = job;
  const elapsed = status === 'running' ? (performance.now() - job.start) / 1000 : job.elapsed;
  return { id, what, status, elapsed, progress, ...(result ? { result } : {}), ...(error ? { error } : {}) };
}

const seconds = (body) => Math.min(Number(body.time_limit) > 0 ? Number(body.time_limit) : 30, 120);

// Stores what the engine made, read or opened; answers the full puzzle with the reader's notes.
async function stored(made, opened = '') {
  const p = library.full(await library.add(made, opened));
  if (made.notes && made.notes.length) p.notes = made.notes;
  return p;
}

async function open(body) {
  const id = typeof body.id === 'string' ? body.id : fail("'id' is missing: a game ID such as sudoku/9:4a3b...");
  const found = await library.findGameId(id);
  if (found) return library.full(found);
  const seeded = await engineCall({ verb: 'seed_request', id });
  if (seeded) return startJob(seeded.kind, { verb: 'make', ...seeded, seconds: seconds(body) }, id);
  return stored(await engineCall({ verb: 'open', id, seconds: seconds(body) }), id);
}

async function importPuzzles(body) {
  const all = await engineCall({ verb: 'import', request: body, seconds: seconds(body) });
  const kept = [];
  for (const made of all) kept.push(library.full(await library.add(made)));
  const first = kept[0];
  const notes = [...(all[0].notes || [])];
  if (kept.length > 1) {
    notes.unshift(`stored ${kept.length} puzzles`);
    first.imported = kept.map((p) => ({ id: p.id, title: p.title }));
  }
  if (notes.length) first.notes = notes;
  return first;
}

async function saveGame(id, body) {
  const p = await puzzleOf(id);
  if (!body || body.state === undefined || body.state === null) fail("'state' is missing: save the game's state");
  const check = await engineCall({ verb: 'check', record: p.record, state: body.state });
  const r = body.state.revealed;
  const revealed = (Array.isArray(r) && r.length > 0) || r === true;
  if (!(await library.saveGame(p.id, body, check.solved, revealed))) fail('the puzzle was deleted');
  return { saved: true, solved: check.solved && !revealed, revealed: check.solved && revealed };
}

// A draft's body checked as the server checks it: its title.
function draftTitle(body) {
  if (!body.draft || typeof body.draft !== 'object' || Array.isArray(body.draft))
    fail("'draft' is missing: send the draft as a JSON object");
  const title = typeof body.title === 'string' ? body.title : '';
  if (title.length > 200) fail("'title' is longer than 200 characters");
  return title;
}

// Own word lists: a list is read by the engine as the server reads it (its one-line error when it
// has a fault) and kept in IndexedDB; a request names lists by id, which must be in the library.
async function addWordList(body) {
  const name = typeof body.name === 'string' ? body.name.trim() : fail("'name' is missing: give the word list a name");
  if (!name || name.length > 100) fail(`'name' must be 1 to 100 characters, not ${name.length}`);
  if (typeof body.text !== 'string')
    fail("'text' is missing: the list's lines, word;score (erie;50) or one word a line");
  const read = await engineCall({ verb: 'wordlist_read', text: body.text });
  const w = await library.addWordList(name, read.entries, read.text);
  return { ...w, skipped: read.skipped, notes: read.notes };
}
async function checkLists(body) {
  for (const id of Array.isArray(body.lists) ? body.lists : [])
    if (Number.isInteger(id) && id > 0 && !(await library.wordList(id)))
      fail(`'lists': the library has no word list ${id} (deleted?): choose another list`);
}

// The routes: [method, pattern, (match, body, query) => answer].
const routes = [
  ['GET', /^\/api\/kinds$/, () => cached('kinds', () => engineCall({ verb: 'kinds' }))],
  ['GET', /^\/api\/levels$/, () => cached('levels', () => engineCall({ verb: 'levels' }))],
  [
    'GET',
    /^\/api\/health$/,
    () => ({
      ok: true,
      library: 'this browser (IndexedDB)',
      running_jobs: [...jobs.values()].filter((j) => j.status === 'running').length,
    }),
  ],
  [
    'GET',
    /^\/api\/puzzles$/,
    async (m, body, query) => {
      const limit = query.has('limit') ? Number(query.get('limit')) : 100;
      if (!(limit >= 1 && limit <= 1000)) fail("'limit' must be 1 to 1000");
      const data = await library.list({
        kind: query.get('kind') || '',
        q: query.get('q') || '',
        limit,
        offset: Number(query.get('offset')) || 0,
      });
      return { puzzles: data.puzzles.map(library.summary), total: data.total };
    },
  ],
  ['GET', /^\/api\/puzzles\/(\d+)$/, async (m) => library.full(await puzzleOf(m[1]))],
  [
    'DELETE',
    /^\/api\/puzzles\/(\d+)$/,
    async (m) => ((await library.remove(m[1])) ? { deleted: Number(m[1]) } : fail(`no puzzle ${m[1]}`)),
  ],
  ['GET', /^\/api\/puzzles\/(\d+)\/game$/, async (m) => ({ game: (await puzzleOf(m[1])).game || null })],
  ['PUT', /^\/api\/puzzles\/(\d+)\/game$/, (m, body) => saveGame(m[1], body)],
  [
    'POST',
    /^\/api\/puzzles\/(\d+)\/(check|hint)$/,
    async (m, body) => {
      const p = await puzzleOf(m[1]);
      const state = body && body.state !== undefined ? body.state : null;
      return engineCall({ verb: m[2], record: p.record, state, seconds: Math.min(seconds(body || {}), 20) });
    },
  ],
  [
    'GET',
    /^\/api\/puzzles\/(\d+)\/board$/,
    async (m, body, query) => {
      const answers = ['1', 'true'].includes(query.get('answers'));
      const p = await puzzleOf(m[1]);
      return cached(`board ${p.id} ${answers}`, () => engineCall({ verb: 'board', record: p.record, answers }));
    },
  ],
  [
    'POST',
    /^\/api\/make$/,
    async (m, body) => {
      if (typeof body.kind !== 'string') fail("'kind' is missing");
      const params = body.params === undefined ? {} : body.params;
      await engineCall({ verb: 'check_make', kind: body.kind, params });
      await checkLists(body);
      const lists = body.lists;
      return startJob(body.kind, { verb: 'make', kind: body.kind, params, lists, seconds: seconds(body) });
    },
  ],
  ['GET', /^\/api\/drafts$/, async () => ({ drafts: await library.drafts() })],
  ['POST', /^\/api\/drafts$/, (m, body) => library.saveDraft(0, draftTitle(body), body.draft)],
  ['GET', /^\/api\/drafts\/(\d+)$/, async (m) => (await library.draft(m[1])) || fail(`no draft ${m[1]}`)],
  [
    'PUT',
    /^\/api\/drafts\/(\d+)$/,
    async (m, body) =>
      (await library.saveDraft(Number(m[1]), draftTitle(body), body.draft)) || fail(`no draft ${m[1]}: it was deleted`),
  ],
  [
    'DELETE',
    /^\/api\/drafts\/(\d+)$/,
    async (m) => ((await library.removeDraft(m[1])) ? { deleted: Number(m[1]) } : fail(`no draft ${m[1]}`)),
  ],
  ['POST', /^\/api\/open$/, (m, body) => open(body)],
  ['POST', /^\/api\/import$/, (m, body) => importPuzzles(body)],
  // A slot's word candidates while a grid is filled by hand: answered at once, like the server.
  [
    'POST',
    /^\/api\/fill\/candidates$/,
    async (m, body) => {
      await checkLists(body);
      return engineCall({ verb: 'fill_candidates', request: body });
    },
  ],
  [
    'POST',
    /^\/api\/fill\/entries$/,
    async (m, body) => {
      await checkLists(body);
      return engineCall({ verb: 'fill_entries', request: body });
    },
  ],
  [
    'GET',
    /^\/api\/wordlists$/,
    async () => ({ builtin: await engineCall({ verb: 'builtin_list' }), wordlists: await library.wordLists() }),
  ],
  ['POST', /^\/api\/wordlists$/, (m, body) => addWordList(body)],
  ['GET', /^\/api\/wordlists\/(\d+)$/, async (m) => (await library.wordList(m[1])) || fail(`no word list ${m[1]}`)],
  [
    'DELETE',
    /^\/api\/wordlists\/(\d+)$/,
    async (m) => ((await library.removeWordList(m[1])) ? { deleted: Number(m[1]) } : fail(`no word list ${m[1]}`)),
  ],
  [
    'GET',
    /^\/api\/jobs\/([0-9a-z-]+)$/,
    (m) =>
      jobs.has(m[1]) ? jobAnswer(jobs.get(m[1])) : fail('no such job (a job is forgotten when the page reloads)'),
  ],
  [
    'POST',
    /^\/api\/jobs\/([0-9a-z-]+)\/stop$/,
    (m) => {
      const job = jobs.get(m[1]) || fail('no such job (a job is forgotten when the page reloads)');
      if (job.status === 'running') job.handle.stop('stopped on request');
      return { stopping: true };
    },
  ],
];

// An API call, answered here: resolves to what the server's JSON answer would hold, or rejects
// with its error's message.
export async function request(method, path, body) {
  const url = new URL(path, 'http://app/');
  for (const [m, pattern, answer] of routes) {
    const match = m === method && url.pathname.match(pattern);
    if (match) return answer(match, body || {}, url.searchParams);
  }
  throw new Error(`nothing at ${method} ${url.pathname} in the web app without a server`);
}

// A puzzle written as a file ({body: bytes, filename, content_type, losses}), for the exports.
export async function exportFile(id, format) {
  const p = await puzzleOf(id);
  const file = await engineCall({ verb: 'export', record: p.record, format });
  const b64 = file.body.replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
  return { ...file, body: bytes };
}

// A puzzle's print as SVG: {body, filename, pages: [svg a sheet], paper: {width, height}}.
export async function printFile(id, answers, paper) {
  const p = await puzzleOf(id);
  return engineCall({ verb: 'print', record: p.record, answers, paper });
}
