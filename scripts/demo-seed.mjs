// make demo: when the library is empty, makes one puzzle of each kind through the API so that a
// first visit has something to play. node scripts/demo-seed.mjs URL WORDS_FILE PATTERN_FILE
import { readFileSync } from 'node:fs';

const [url, wordsFile, patternFile] = process.argv.slice(2);
const api = async (method, path, body) => {
  const r = await fetch(new URL(path, url), {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  const j = await r.json();
  if (!r.ok) throw new Error(j.error || r.statusText);
  return j;
};
const list = await api('GET', '/api/puzzles?limit=1');
if (list.total > 0) process.exit(0);
const makes = [
  ['sudoku', { level: 'easy', seed: 1 }],
  ['sudoku', { level: 'hard', seed: 2 }],
  ['starbattle', { size: 8, stars: 1, seed: 3 }],
  ['starbattle', { size: 10, stars: 2, seed: 4 }],
  ['fillin', { width: 9, height: 9, seed: 5 }],
  ['crossword', { words: readFileSync(wordsFile, 'utf8'), seed: 6, title: 'Sample crossword' }],
  ['fill', { pattern: readFileSync(patternFile, 'utf8'), seed: 7 }],
];
for (const [kind, params] of makes) {
  try {
    const { job } = await api('POST', '/api/make', { kind, params, time_limit: 30 });
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      const j = await api('GET', `/api/jobs/${job}`);
      if (j.status === 'running') continue;
      console.log(j.status === 'done' ? `made: ${j.result.title}` : `${kind}: ${j.error}`);
      break;
    }
  } catch (e) {
    console.log(`${kind}: ${e.message}`);
  }
}
