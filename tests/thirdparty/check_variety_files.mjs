#!/usr/bin/env node
// Third-party checks of the variety crosswords puzzlesmith reads and writes (named clue lists whose
// entries are paths of squares: tests/data/crossword-features' one puzzle of each family). Usage:
//   node check_variety_files.mjs OURS.ipuz [OTHER.ipuz...] OURS.jpz
// OURS.ipuz is what `crossword convert FIXTURE OURS.ipuz` writes: its lists, labels, clue texts,
// paths (`cells`) and solution are what puzzlesmith read, and the truth here. Every .ipuz given
// (the fixture itself and ours) and the .jpz are read by the one npm reader of the test suite that
// reads ipuz and .jpz, @xwordly/xword-parser 1.1.0 (puzjs and @confuzzle/puz-crossword read .puz
// only, xd-crossword-tools-parser .xd only, and puzzlesmith writes neither for a variety crossword:
// the formats have no named lists). What it reads of the family, measured:
//   ipuz  parseIpuz keeps every clue list by name in the file's order, each clue's label, text and
//         cells: all checked. Its format-independent `parse` gives the grid (size, letters, omitted
//         squares as white squares without a solution: checked) and only the lists named Across and
//         Down, numbered clues alone: every other list is dropped (checked: its across and down
//         are exactly our Across and Down lists, empty for every family but the diagonal one).
//   .jpz  `parse` gives the grid (size, letters, a void cell without a solution: checked) and puts
//         the clues of every list whose title does not contain "across" into `down`, in file order,
//         numbered by their `word` id: the list names and the split between lists are lost (checked:
//         the texts of all the lists in order). It does not read the words' squares: it looks for
//         a <words> element holding <word>s of <cell>s, where Crossword Compiler's files and ours
//         have <word>s of <cells> directly in <crossword> (checked: no words read).
// Exit 1 on any difference.
import fs from 'node:fs';
import path from 'node:path';
// Loaded with import: the package is an ES module whose CommonJS build is not used here.
import * as xword from '@xwordly/xword-parser';

let failures = 0;
function check(what, ok, got) {
  if (ok) {
    console.log(`ok   ${what}`);
  } else {
    ++failures;
    console.log(`FAIL ${what}\n     got: ${got}`);
  }
}
const show = (v) => JSON.stringify(v);
const same = (a, b) => show(a) === show(b);
// ipuz texts are HTML (puzzlesmith writes '&', '<' and '>' as entities, line breaks as <br>).
const html = (s) =>
  s
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');

const files = process.argv.slice(2);
const ipuzFiles = files.filter((f) => f.endsWith('.ipuz'));
const jpzFile = files.find((f) => f.endsWith('.jpz'));
if (!ipuzFiles.length || !jpzFile) {
  console.error('usage: check_variety_files.mjs OURS.ipuz [OTHER.ipuz...] OURS.jpz');
  process.exit(2);
}
const truth = JSON.parse(fs.readFileSync(ipuzFiles[0], 'utf8'));
const W = truth.dimensions.width,
  H = truth.dimensions.height;
// The letters row by row: '#' a block, '_' an omitted square (null).
const letters = truth.solution.map((r) => r.map((c) => (c === null ? '_' : typeof c === 'object' ? c.value : c)));
const lists = Object.entries(truth.clues).map(([name, clues]) => ({
  name,
  clues: clues.map((c) => ({ label: String(c.number ?? ''), text: c.clue, cells: c.cells ?? [] })),
}));
const label = (name) => `${name}: ${lists.map((l) => `${l.name} (${l.clues.length})`).join(', ')}`;
// A reader's unified grid, row by row as `letters` has it (a cell without a solution: '_').
const gridOf = (p) => p.grid.cells.map((r) => r.map((c) => (c.isBlack ? '#' : (c.solution ?? '_'))));

for (const file of ipuzFiles) {
  const name = path.basename(file);
  const text = fs.readFileSync(file, 'utf8');
  const raw = xword.parseIpuz(text);
  const gotLists = Object.entries(raw.clues).map(([list, clues]) => ({
    name: list,
    clues: clues.map((c) => ({ label: String(c.number ?? ''), text: c.text, cells: c.cells ?? [] })),
  }));
  const names = (ls) => ls.map((l) => `${l.name} (${l.clues.length})`);
  check(
    `xword-parser parseIpuz reads the lists of ${label(name)}`,
    same(names(gotLists), names(lists)),
    show(names(gotLists)),
  );
  for (const [k, list] of lists.entries()) {
    const got = gotLists[k]?.clues ?? [];
    const want = list.clues;
    check(
      `xword-parser parseIpuz reads ${name}'s ${list.name} labels and clue texts`,
      same(
        got.map((c) => [c.label, html(c.text)]),
        want.map((c) => [c.label, html(c.text)]),
      ),
      show(got.map((c) => [c.label, c.text])),
    );
    check(
      `xword-parser parseIpuz reads ${name}'s ${list.name} paths (cells)`,
      same(
        got.map((c) => c.cells),
        want.map((c) => c.cells),
      ),
      show(got.map((c) => c.cells)),
    );
  }
  const p = xword.parse(text, { filename: name });
  check(
    `xword-parser reads ${name}'s grid size`,
    same([p.grid.width, p.grid.height], [W, H]),
    show([p.grid.width, p.grid.height]),
  );
  check(`xword-parser reads ${name}'s letters`, same(gridOf(p), letters), show(gridOf(p)));
  const numbered = (list) =>
    (truth.clues[list] ?? []).filter((c) => Number(c.number) > 0).map((c) => [Number(c.number), html(c.clue)]);
  check(
    `xword-parser's unified ${name} keeps only the Across and Down lists (${lists.length} lists in the file)`,
    same(
      [p.clues.across.map((c) => [c.number, html(c.text)]), p.clues.down.map((c) => [c.number, html(c.text)])],
      [numbered('Across'), numbered('Down')],
    ),
    show(p.clues),
  );
}

{
  const name = path.basename(jpzFile);
  const p = xword.parse(fs.readFileSync(jpzFile, 'utf8'), { filename: name });
  check(
    `xword-parser reads ${name}'s grid size`,
    same([p.grid.width, p.grid.height], [W, H]),
    show([p.grid.width, p.grid.height]),
  );
  check(`xword-parser reads ${name}'s letters`, same(gridOf(p), letters), show(gridOf(p)));
  const across = lists.filter((l) => l.name.toLowerCase().includes('across'));
  const others = lists.filter((l) => !l.name.toLowerCase().includes('across'));
  const texts = (ls) => ls.flatMap((l) => l.clues.map((c) => html(c.text)));
  check(
    `xword-parser reads ${name}'s clue texts, every list but Across merged into its down list`,
    same([p.clues.across.map((c) => c.text), p.clues.down.map((c) => c.text)], [texts(across), texts(others)]),
    show(p.clues),
  );
  check(
    `xword-parser reads none of ${name}'s word paths`,
    !p.additionalProperties?.words,
    show(p.additionalProperties),
  );
}
process.exit(failures ? 1 : 0);
