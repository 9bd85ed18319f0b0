// The engine's Web Worker (the web app without a server, web/static-engine.js starts it): the
// WebAssembly engine (engine.js and engine.wasm, src/wasm/engine.cc), with pako for the crossword
// game IDs' deflate and the built-in word list, fetched the first time a request needs it
// (words/common.txt.gz, gzip-compressed, kept by the service worker), written where the engine
// reads it; the own word lists a request names ("lists"), read from this browser's library
// (web/static-library.js) and written as /words/list-N.txt, once each. Messages: {id, request} in; {id, progress} while a make goes on, then {id, answer} or
// {id, error: {code, message}, dead?} out (dead: the engine aborted, so this worker is done).
import * as pako from './pako.mjs';
import createEngine from './engine.js';
import { wordListText } from './static-library.js';

globalThis.pako = pako;

let engine = null,
  dead = false,
  wordsLoaded = false,
  dictionaryKinds = null;

async function ready() {
  if (!engine) engine = await createEngine();
  return engine;
}

// One call of the engine: JSON in, JSON out ({ok} or {error}).
function call(request) {
  const text = JSON.stringify(request);
  const size = engine.lengthBytesUTF8(text) + 1;
  const from = engine._malloc(size);
  engine.stringToUTF8(text, from, size);
  let at;
  try {
    at = engine._ps_engine_call(from);
  } finally {
    engine._free(from);
  }
  const answer = engine.UTF8ToString(at);
  engine._ps_engine_free(at);
  return JSON.parse(answer);
}

// The word lists a request names (its "lists"; none: the built-in one).
const listsOf = (request) => {
  const lists = request.verb.startsWith('fill_') ? request.request && request.request.lists : request.lists;
  return Array.isArray(lists) ? lists : ['builtin'];
};

// Whether the request needs the built-in list: a make of a kind that makes from words, a game ID
// of one, or the fill candidates, unless the lists it names leave it out.
function needsWords(request) {
  if (request.verb === 'builtin_list') return true;
  if (!listsOf(request).includes('builtin')) return false;
  if (!dictionaryKinds) {
    dictionaryKinds = new Set();
    for (const k of call({ verb: 'kinds' }).ok.kinds) {
      if (k.needs_dictionary) for (const name of [k.name, ...k.aliases]) dictionaryKinds.add(name);
    }
  }
  if (request.verb === 'make') return dictionaryKinds.has(request.kind);
  if (request.verb === 'open') return dictionaryKinds.has(String(request.id).split('/')[0]);
  if (request.verb === 'fill_candidates' || request.verb === 'fill_entries') return true;
  return false;
}

function wordsFolder() {
  if (!engine.FS.analyzePath('/words').exists) engine.FS.mkdir('/words');
}

async function loadWords() {
  const res = await fetch(new URL('words/common.txt.gz', import.meta.url));
  if (!res.ok) throw new Error(`the word list did not load (${res.status} ${res.statusText})`);
  const text = await new Response(res.body.pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
  wordsFolder();
  engine.FS.writeFile('/words/common.txt', new Uint8Array(text));
  wordsLoaded = true;
}

// The own lists a request names, from the library to where the engine reads them (a list not
// there is left for the engine to say so).
const listsWritten = new Set();
async function writeLists(request) {
  for (const id of listsOf(request)) {
    if (!Number.isInteger(id) || listsWritten.has(id)) continue;
    const text = await wordListText(id);
    if (text === null) continue;
    wordsFolder();
    engine.FS.writeFile(`/words/list-${id}.txt`, text);
    listsWritten.add(id);
  }
}

self.onmessage = async (e) => {
  const { id, request } = e.data;
  if (dead) return postMessage({ id, error: { code: 'internal', message: 'the engine stopped' }, dead: true });
  try {
    await ready();
    if (!wordsLoaded && needsWords(request)) await loadWords();
    if (['make', 'fill_candidates', 'fill_entries'].includes(request.verb)) await writeLists(request);
    // A make's progress, at most every 100 ms.
    let last = 0;
    globalThis.psProgress = (text) => {
      const now = performance.now();
      if (now - last < 100) return;
      last = now;
      postMessage({ id, progress: JSON.parse(text) });
    };
    const answer = call(request);
    globalThis.psProgress = null;
    if (answer.error) postMessage({ id, error: answer.error });
    else postMessage({ id, answer: answer.ok });
  } catch (err) {
    // An abort of the engine (a broken invariant) leaves its memory as it was: not used again.
    dead = err instanceof WebAssembly.RuntimeError;
    postMessage({ id, error: { code: 'internal', message: `internal error: ${err.message || err}` }, dead });
  }
};
