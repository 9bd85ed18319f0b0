#!/usr/bin/env node
// make bench helper: lays out a word list (one word a line) with npm crossword-layout-generator
// and prints the layout in the JSON that ../shared/tools/crossword/layout_metrics.py scores:
// {"generator", "given", "words": [{"answer", "row", "col", "dir"}], "seconds"} (0-based).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'package.json'));
const { generateLayout } = require('crossword-layout-generator');
const given = fs
  .readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .map((s) => s.trim())
  .filter(Boolean)
  .map((s) => s.toUpperCase());
const print = console.log;
console.log = () => {}; // the generator prints its scoring as it goes
const t0 = process.hrtime.bigint();
const layout = generateLayout(given.map((answer) => ({ clue: '', answer })));
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
console.log = print;
const words = layout.result
  .filter((w) => w.orientation === 'across' || w.orientation === 'down')
  .map((w) => ({ answer: w.answer, row: w.starty - 1, col: w.startx - 1, dir: w.orientation }));
console.log(JSON.stringify({ generator: 'crossword-layout-generator', given, words, seconds }));
