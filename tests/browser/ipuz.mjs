// A crossword of any size for the browser tests, as an ipuz text to import (POST /api/import): a
// symmetric pattern of blocks as a newspaper grid has (every word 3 letters or more, about one
// square in six a block), letters that spell nothing and clues of a newspaper's lengths. Made
// the same from the same size and seed, so a test sees the same grid every run.

// A small random number generator that gives the same numbers for the same seed (mulberry32).
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// The runs of white squares of a line (true: a block), as [start, length].
function runs(line) {
  const out = [];
  for (let i = 0; i < line.length;) {
    if (line[i]) {
      ++i;
      continue;
    }
    let j = i;
    while (j < line.length && !line[j]) ++j;
    out.push([i, j - i]);
    i = j;
  }
  return out;
}

// Every white square reached from the first one (a grid of one piece).
function connected(block, size) {
  const first = block.indexOf(false);
  const seen = new Set([first]),
    todo = [first];
  while (todo.length) {
    const i = todo.pop(),
      r = Math.floor(i / size),
      c = i % size;
    for (const [dr, dc] of [
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
    ]) {
      const rr = r + dr,
        cc = c + dc,
        j = rr * size + cc;
      if (rr < 0 || cc < 0 || rr >= size || cc >= size || block[j] || seen.has(j)) continue;
      seen.add(j);
      todo.push(j);
    }
  }
  return seen.size === block.filter((b) => !b).length;
}

// The blocks of a size x size grid: pairs through the centre put where they leave every word at
// least 3 letters and the grid in one piece.
function pattern(size, rnd) {
  const block = Array(size * size).fill(false);
  const line = (k, across) => Array.from({ length: size }, (_, j) => block[across ? k * size + j : j * size + k]);
  const fine = () => {
    for (let k = 0; k < size; ++k)
      for (const across of [true, false]) if (runs(line(k, across)).some(([, n]) => n < 3)) return false;
    return connected(block, size);
  };
  const want = Math.round((size * size) / 6);
  for (let tries = 0; tries < 40 * size * size && block.filter(Boolean).length < want; ++tries) {
    const i = Math.floor(rnd() * size * size),
      twin = size * size - 1 - i;
    if (block[i]) continue;
    block[i] = block[twin] = true;
    if (!fine()) block[i] = block[twin] = false;
  }
  return block;
}

const WORDS = [
  'river',
  'lantern',
  'quiet',
  'of the',
  'old',
  'city',
  'sound',
  'morning',
  'in a',
  'sea',
  'card game',
  'bird',
  'famous',
  'painter',
  'small',
  'hill',
  'once',
  'again',
  'Italian',
  'dish',
  'for short',
  'with',
  'a',
  'kind',
  'of',
  'boat',
  'stone',
  'green',
  'the',
  'first',
];

// The ipuz text of a size x size crossword.
export function crosswordIpuz(size, seed = 1) {
  const rnd = random(seed * 7919 + size);
  const block = pattern(size, rnd);
  const puzzle = [],
    solution = [],
    clues = { Across: [], Down: [] };
  let number = 0;
  const clue = () => {
    const n = 2 + Math.floor(rnd() * 6);
    const text = Array.from({ length: n }, () => WORDS[Math.floor(rnd() * WORDS.length)]).join(' ');
    return text[0].toUpperCase() + text.slice(1);
  };
  for (let r = 0; r < size; ++r) {
    puzzle.push([]);
    solution.push([]);
    for (let c = 0; c < size; ++c) {
      const i = r * size + c;
      if (block[i]) {
        puzzle[r].push('#');
        solution[r].push('#');
        continue;
      }
      const startsAcross = (c === 0 || block[i - 1]) && c + 1 < size && !block[i + 1];
      const startsDown = (r === 0 || block[i - size]) && r + 1 < size && !block[i + size];
      if (startsAcross || startsDown) {
        ++number;
        if (startsAcross) clues.Across.push([number, clue()]);
        if (startsDown) clues.Down.push([number, clue()]);
      }
      puzzle[r].push(startsAcross || startsDown ? number : 0);
      solution[r].push(String.fromCharCode(65 + Math.floor(rnd() * 26)));
    }
  }
  return JSON.stringify({
    version: 'http://ipuz.org/v2',
    kind: ['http://ipuz.org/crossword#1'],
    title: `A ${size}x${size} test crossword`,
    author: 'puzzlesmith tests',
    dimensions: { width: size, height: size },
    block: '#',
    empty: 0,
    puzzle,
    solution,
    clues,
  });
}
