// The engine for the web app without a server (web/static-api.js): the WebAssembly engine in
// Web Workers (web/engine-worker.js). Short requests (a board, a check, a hint, a file) go to one
// worker, in turn; each long one (a make) gets a worker of its own, with its progress as it goes,
// so that a puzzle can be played while another is made. Stop ends the make's worker: a static
// host gives no SharedArrayBuffer (that needs cross-origin isolation) for the engine to read a
// stop flag from while it searches, and ending the worker stops it at once, whatever it is doing.

class EngineWorker {
  constructor() {
    this.worker = new Worker(new URL('engine-worker.js', import.meta.url), { type: 'module' });
    this.calls = new Map();
    this.next = 1;
    this.dead = false;
    this.worker.onmessage = (e) => {
      const { id, answer, error, progress, dead } = e.data;
      const call = this.calls.get(id);
      if (!call) return;
      if (progress) return call.onProgress && call.onProgress(progress);
      this.calls.delete(id);
      if (dead) this.dead = true;
      if (error) call.reject(Object.assign(new Error(error.message), { code: error.code }));
      else call.resolve(answer);
    };
    this.worker.onerror = (e) => {
      // The worker's module did not load (offline before the first visit, say).
      this.dead = true;
      const error = new Error(`the puzzle engine did not start: ${e.message || 'its files did not load'}`);
      for (const call of this.calls.values()) call.reject(error);
      this.calls.clear();
    };
  }
  call(request, onProgress) {
    return new Promise((resolve, reject) => {
      const id = this.next++;
      this.calls.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ id, request });
    });
  }
  // Ends the worker: whatever it was doing stops, its calls fail with `why`.
  end(why) {
    this.worker.terminate();
    this.dead = true;
    for (const call of this.calls.values()) call.reject(Object.assign(new Error(why), { code: 'stopped' }));
    this.calls.clear();
  }
}

let quick = null,
  spare = null;

// A short request: {verb, ...} as src/wasm/engine.cc takes it; resolves to its answer.
export async function engineCall(request) {
  if (!quick || quick.dead) quick = new EngineWorker();
  return quick.call(request);
}

// A long request on a worker of its own: {promise, stop(why)}; progress goes to onProgress.
export function engineJob(request, onProgress) {
  const worker = spare && !spare.dead ? spare : new EngineWorker();
  spare = null;
  let stopped = false;
  const promise = worker.call(request, onProgress).then(
    (answer) => {
      if (!worker.dead && !spare) spare = worker; // kept for the next make: already started
      return answer;
    },
    (error) => {
      if (!stopped && !worker.dead && !spare) spare = worker;
      throw error;
    },
  );
  return {
    promise,
    stop(why = 'stopped') {
      stopped = true;
      worker.end(why);
    },
  };
}
