// The WebAssembly engine (src/wasm/engine.cc, built by `make web`) in Node.js: every kind made
// from its example, drawn, hinted, solved from its clues and checked solved with its answer, its
// game ID read back to the same puzzle; and the same puzzle, game ID and board as the command
// makes from the same seed (the crossword IDs deflated by pako, the command's by zlib).
// Run: PS_ENGINE_DIR=build/wasm/engine PS_BINARY=build/release/puzzlesmith PS_SOURCE_DIR=. \
//   node --test tests/wasm/smoke.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadEngine } from './engine.mjs';

const sourceDir = process.env.PS_SOURCE_DIR || '.';
const call = await loadEngine(process.env.PS_ENGINE_DIR || 'build/wasm/engine', sourceDir);
const kinds = call({ verb: 'kinds' }).kinds;
const tmp = mkdtempSync(join(tmpdir(), 'ps-wasm-'));
// The command's own answers, when the test is given it.
// What a game ID carries of a puzzle: a crossword's grid and entries (not how its maker did).
const carried = (doc) => (doc.entries ? { grid: doc.grid, entries: doc.entries } : doc);
const native = (args) => JSON.parse(execFileSync(process.env.PS_BINARY, args, { encoding: 'utf8' }));

test('the engine lists the kinds the command lists', () => {
  const names = kinds.map((k) => k.name);
  assert.deepEqual(names, ['sudoku', 'starbattle', 'fillin', 'crossword', 'fill']);
  if (process.env.PS_BINARY) assert.deepEqual(kinds, native(['kinds', '--json']));
});

for (const kind of ['sudoku', 'starbattle', 'fillin', 'crossword', 'fill']) {
  test(`${kind}: made, drawn, hinted, solved and checked; its game ID reads back`, () => {
    const info = kinds.find((k) => k.name === kind);
    const made = call({ verb: 'make', kind, params: info.example });
    const record = JSON.parse(made.record);
    // (A maker whose puzzles are of another kind, such as the grid fill's, names theirs.)
    const of = record.kind;
    assert.ok(kind === of || !info.player, `${kind} made a ${of}`);
    assert.ok(record.game_id.startsWith(`${of}/`), record.game_id);
    const board = call({ verb: 'board', record: made.record });
    assert.match(board.svg, /<svg/);
    assert.ok(board.cols > 0 && board.rows > 0);
    const hint = call({ verb: 'hint', record: made.record });
    assert.ok(hint.technique, JSON.stringify(hint));
    const answer = call({ verb: 'answer', record: made.record });
    assert.equal(call({ verb: 'check', record: made.record, state: answer }).solved, true);
    assert.equal(call({ verb: 'check', record: made.record }).solved, false);
    // Solved from its clues alone (a crossword brings its answer: no solver to ask).
    if (of !== 'crossword') {
      const solved = call({ verb: 'solve', record: made.record, limit: 2 });
      assert.ok(['unique', 'solved', 'multiple'].includes(solved.outcome), JSON.stringify(solved));
      assert.equal(call({ verb: 'check', record: made.record, state: solved.state }).solved, true);
    }
    const opened = JSON.parse(call({ verb: 'open', id: record.game_id }).record);
    assert.deepEqual(carried(opened.doc), carried(record.doc));
    const print = call({ verb: 'print', record: made.record, answers: true, paper: 'letter' });
    assert.match(print.body, /<svg/);
    for (const format of made.writes) {
      const file = call({ verb: 'export', record: made.record, format });
      assert.ok(file.body.length > 0 && file.filename, `${kind} as ${format}`);
    }
    if (process.env.PS_BINARY) {
      const args = ['make', kind, '--json'];
      // (A text parameter, a word list or a pattern, is a file for the command.)
      for (const [name, value] of Object.entries(info.example)) {
        const text = info.params.find((p) => p.name === name)?.type === 'text';
        const file = join(tmp, `${kind}-${name}.txt`);
        if (text) writeFileSync(file, value);
        args.push(`--${name}`, text ? file : String(value));
      }
      const theirs = native(args);
      assert.deepEqual(record.doc, theirs.doc, 'the same puzzle as the command');
      assert.equal(record.seed_id, theirs.seed_id);
      // The IDs that carry a crossword are deflated: by zlib in the command, by pako here, which
      // may pack a few bytes differently (docs/design.md); each reads the other's to the same.
      if (of === 'sudoku' || of === 'starbattle') assert.equal(record.game_id, theirs.game_id);
      assert.deepEqual(carried(JSON.parse(call({ verb: 'open', id: theirs.game_id }).record).doc), carried(theirs.doc));
      const again = native(['convert', record.game_id, '--json']);
      assert.deepEqual(carried(again.doc), carried(record.doc), 'the command reads the engine ID to the same puzzle');
      const svg = execFileSync(process.env.PS_BINARY, ['print', theirs.game_id, '--svg', '-'], { encoding: 'utf8' });
      assert.equal(call({ verb: 'print', record: made.record, answers: false, paper: 'a4' }).body, svg);
      // The board the web app plays on: the command's board print, as the engine draws it.
      const drawn = execFileSync(process.env.PS_BINARY, ['print', theirs.game_id, '--board', '--svg', '-'], {
        encoding: 'utf8',
      });
      // (The same drawing: the file's <svg> head writes its view box a little differently.)
      const body = (svgText) => svgText.slice(svgText.indexOf('<g '));
      assert.equal(body(board.svg), body(drawn), 'the same board as the command draws');
    }
  });
}

test('a seeded game ID names its make request; a broken one is an error, not a crash', () => {
  const seeded = call({ verb: 'seed_request', id: 'sudoku/size=9,level=easy#5' });
  assert.equal(seeded.kind, 'sudoku');
  assert.equal(seeded.params.seed, 5);
  assert.equal(call({ verb: 'seed_request', id: 'sudoku/9:' + '1'.repeat(81) }), null);
  assert.throws(() => call({ verb: 'open', id: 'crossword/5x5:AAAA' }), /./);
  assert.throws(() => call({ verb: 'board', record: '{"kind": "sudoku", "doc": {"size": "x"}}' }), /./);
  assert.throws(() => call({ verb: 'import', request: { text: '<crossword-compiler/>', format: 'jpz' } }), /jpz/);
  // The engine still answers after those errors.
  assert.equal(call({ verb: 'kinds' }).kinds.length, 5);
});

test('fill candidates: a slot of a small grid, viable words first; a bad request is invalid input', () => {
  const request = {
    pattern: ['#....', '.....', '..a..', '.....', '....#'],
    row: 2,
    col: 4,
    direction: 'across',
    limit: 20,
  };
  const a = call({ verb: 'fill_candidates', request });
  assert.deepEqual(a.slot, { row: 2, col: 0, direction: 'across', length: 5, pattern: '..A..' });
  assert.equal(a.candidates.length, 20);
  assert.ok(a.total > 20, JSON.stringify(a.total));
  assert.equal(a.exact, true);
  assert.equal(a.candidates[0].viable, true);
  for (const c of a.candidates) assert.equal(c.word[2], 'A', c.word);
  assert.equal(a.squares.length, 23);
  assert.equal(a.squares.find((s) => s.row === 2 && s.col === 2).letters, 'A');
  assert.throws(
    () => call({ verb: 'fill_candidates', request: { ...request, direction: 'diagonal' } }),
    (e) => e.code === 'invalid_input' && /'direction'/.test(e.message),
  );
});
