// The WebAssembly engine in Node.js, as web/engine-worker.js runs it in a browser: pako for the
// crossword game IDs' deflate, the built-in word list written to /words/common.txt, and one call
// of JSON in and JSON out (src/wasm/engine.cc). Used by the smoke test and by the benchmarks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

// Loads the engine built in `dir` (engine.js and engine.wasm; build/wasm/engine or build/web),
// with the word list of `sourceDir`/data/words/common.txt; resolves to call(request) -> answer.
export async function loadEngine(dir, sourceDir) {
  const require = createRequire(resolve(sourceDir, 'package.json'));
  globalThis.pako = require('pako');
  // (emscripten 3.1.6's ES module reads these CommonJS names when it runs in Node.js.)
  globalThis.__dirname = resolve(dir);
  globalThis.require = require;
  const createEngine = (await import(pathToFileURL(resolve(dir, 'engine.js')).href)).default;
  const engine = await createEngine({ wasmBinary: readFileSync(join(dir, 'engine.wasm')) });
  engine.FS.mkdir('/words');
  engine.FS.writeFile('/words/common.txt', readFileSync(join(sourceDir, 'data/words/common.txt')));
  return (request) => {
    const text = JSON.stringify(request);
    const size = engine.lengthBytesUTF8(text) + 1;
    const from = engine._malloc(size);
    engine.stringToUTF8(text, from, size);
    const at = engine._ps_engine_call(from);
    engine._free(from);
    const answerText = engine.UTF8ToString(at);
    engine._ps_engine_free(at);
    const answer = JSON.parse(answerText);
    if (answer.error) throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
    return answer.ok;
  };
}
