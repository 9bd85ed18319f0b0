// Hints in three steps for the Sudoku player (web/sudoku.js), as a coach gives them: first where
// to look (a row, column, box, diagonal or a few squares), then the technique by name with what
// it is in plain words, then the whole move as the solver describes it (POST
// /api/puzzles/ID/hint; the text comes from sd::DescribeStep in src/sudoku/logic/grid.cc).

// What each technique the solver names (sd::TechniqueName) is, in a sentence.
export const TECHNIQUE_HELP = {
  'hidden single (box)': 'In one box, a digit has only one square left where it can go, so it goes there.',
  'hidden single (line)':
    'In one row, column or diagonal, a digit has only one square left where it can go, so it goes there.',
  'naked single':
    'A square has only one digit left that it can hold: every other digit is already in its row, column or box.',
  pointing:
    'Inside a box, the squares where a digit can go all lie in one row or column, so that digit cannot go anywhere else in that row or column.',
  claiming:
    'Inside a row or column, the squares where a digit can go all lie in one box, so that digit cannot go anywhere else in that box.',
  'naked pair':
    'Two squares of a row, column or box can hold only the same two digits, so those two digits go there and nowhere else in it.',
  'hidden pair':
    'Two digits can go in only the same two squares of a row, column or box, so those squares can hold no other digit.',
  'naked triple':
    'Three squares of a row, column or box can hold only three digits between them, so those digits go nowhere else in it.',
  'hidden triple':
    'Three digits can go in only the same three squares of a row, column or box, so those squares can hold no other digit.',
  'naked quad':
    'Four squares of a row, column or box can hold only four digits between them, so those digits go nowhere else in it.',
  'hidden quad':
    'Four digits can go in only the same four squares of a row, column or box, so those squares can hold no other digit.',
  'X-wing':
    'In two rows, a digit can go in only two squares each, and those squares line up in two columns (or the same with rows and columns swapped); the digit then goes nowhere else in those two columns.',
  swordfish:
    "Like an X-wing with three rows and three columns: in three rows a digit's places all lie in the same three columns, so it goes nowhere else in those columns.",
  jellyfish:
    "Like an X-wing with four rows and four columns: in four rows a digit's places all lie in the same four columns, so it goes nowhere else in those columns.",
  'XY-wing':
    'A square with two possible digits (the pivot) sees two squares that each share one digit with it and have a third digit in common; one of them must hold that third digit, so no square seeing both can.',
  'XYZ-wing':
    'Like an XY-wing whose pivot can also hold the shared digit: one of the three squares holds it, so no square seeing all three can.',
  'W-wing':
    'Two squares can hold only the same two digits, and a row, column or box links them through one of those digits; then one of them holds the other digit, so no square seeing both can.',
  'unique rectangle':
    'A sudoku has only one solution, so four squares in a rectangle across two boxes cannot be left holding just the same two digits; the digit that would make that happen is ruled out.',
  'unique loop':
    'Like a unique rectangle on six or more squares: each row, column and box the loop passes through holds two of its squares, so if they all held just the same two digits, those could be swapped round the loop and the puzzle would have two solutions; the digit that would make that happen is ruled out.',
  'BUG+1':
    'Every empty square but one can hold exactly two digits; the odd square must take the digit that would otherwise leave the puzzle with two solutions.',
  'X-chain':
    'A chain of squares for one digit, each link a row, column or box where the digit has only two places: one end of the chain or the other holds the digit, so no square seeing both ends can.',
  'XY-chain':
    'A chain of squares that can each hold two digits, each sharing a digit with the next: one end or the other holds the digit at the ends, so no square seeing both ends can.',
  'forcing chain':
    'Assume a digit goes in a square (or does not) and follow the consequences link by link: if they come back to say the opposite about that same square, the assumption was wrong.',
  'Nishio forcing chain':
    'Assume a digit goes in a square (or does not) and follow that digit alone through the rows, columns and boxes: if some square would then have to both hold it and not hold it, the assumption was wrong.',
  'cell or region forcing chains':
    'Follow each digit a square can hold (or each place a digit can take in a row, column or box): when every one of them leads to the same result, that result is true.',
  'dynamic forcing chains':
    'Forcing chains whose links may use what the chain itself ruled out before them: each choice for a square (or place for a digit) leads to the same result, or one assumption leads to a contradiction.',
  'dynamic forcing chains (+)':
    'Dynamic forcing chains that may also use pointing, claiming, pairs and X-wings uncovered by what the chain ruled out.',
  'trial and error':
    'Putting a digit in a square leads to a contradiction, so the digit does not go there. Needed only by puzzles beyond forcing chains.',
  'single-square cage': 'In a killer, a cage of one square holds its sum.',
  'cage combinations':
    "In a killer, only some sets of different digits add up to a cage's sum with the candidates left (17 in two squares is 8+9), so its squares keep only those digits; a digit every set needs goes where the cage has room for it, and the last open square of a cage holds the sum less the others.",
  '45 rule':
    'In a killer, a row, column or box adds up to 45 (1+2+...+9): take away the cages wholly inside it and the squares left (its innies) add up to the difference; or the cages that cross its edge add up to 45 plus their squares outside it (its outies).',
  'cage splitting':
    "In a killer, the innies or outies of a house lie inside one cage: that part adds up to what the 45 rule says, so the rest of the cage adds up to the cage's sum less that.",
  '45 rule (several houses)':
    'In a killer, a few adjacent rows (or columns) add up to 45 times their number: the squares left once the cages wholly inside them are taken away, or the squares outside them of the cages crossing their edge, add up to the difference.',
  'law of leftovers':
    'In a jigsaw, a few whole rows (or columns) hold each digit as many times as the same number of regions do, so the squares of the rows left outside those regions hold the same digits as the squares of the regions left outside the rows: a digit missing on one side cannot be on the other.',
};

const unique = (xs) => [...new Set(xs)];

// Where to look for hint h: {name, cells}, a unit the solver's text names and the hint's squares
// lie in, else the squares themselves.
export function hintArea(h, rules) {
  const focus = unique([...(h.cells || []), ...(h.placements || []).map((p) => p[0])]);
  const touched = unique([...focus, ...(h.removals || []).map((r) => r[0])]);
  const reason = reasonOf(h);
  const byName = (name) => rules.units.find((u) => u.name === name);
  const one = reason.match(/\b(?:(?:row|column|box|region) \d+|main diagonal|anti-diagonal)\b/);
  if (one) {
    const u = byName(one[0]);
    // Only when the move lies in that unit (a chain or wing names the unit of each link).
    const inside = focus.length
      ? focus.every((i) => u && u.cells.includes(i))
      : touched.some((i) => u && u.cells.includes(i));
    if (u && inside) return { name: describeUnit(u), cells: u.cells };
  }
  const many = reason.match(/\b(rows|columns) (\d+(?:,\d+)+)\b/);
  if (many) {
    const us = many[2]
      .split(',')
      .map((k) => byName(`${many[1].slice(0, -1)} ${k}`))
      .filter(Boolean);
    if (us.length)
      return { name: `${many[1]} ${words(many[2].split(','), 'and')}`, cells: unique(us.flatMap((u) => u.cells)) };
  }
  // A killer's cage: "the 15-cage at r4c5" and its squares.
  const cage = reason.match(/^the (\d+)-cage (r\d+c\d+)/);
  if (cage && focus.length > 1) return { name: `the ${cage[1]}-cage at ${cage[2]}`, cells: focus };
  if (focus.length === 1) {
    const i = focus[0];
    return {
      name: `the square ${rules.cellName(i)} (row ${rules.row(i) + 1}, column ${rules.col(i) + 1})`,
      cells: focus,
    };
  }
  const shared = rules.units.find((u) => focus.length && focus.every((i) => u.cells.includes(i)));
  if (shared) return { name: describeUnit(shared), cells: shared.cells };
  return { name: `the ${focus.length} highlighted squares`, cells: focus };
}

function describeUnit(u) {
  if (u.name === 'main diagonal') return 'the diagonal from top left to bottom right';
  if (u.name === 'anti-diagonal') return 'the diagonal from top right to bottom left';
  return u.name;
}

// "1, 6 or 8".
function words(xs, last = 'or') {
  return xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} ${last} ${xs[xs.length - 1]}`;
}

// The solver's reason, without the technique and rating in front nor the effect after "=>".
function reasonOf(h) {
  return (h.text || '').replace(/^.*?\(\d+(?:\.\d+)?\): /, '').split(' => ')[0];
}

// The whole move in words: "r4c1 is the only place for 8 in box 4, so r4c1 is 8."
export function plainMove(h) {
  const text = (h.text || '')
    .replace(/^.*?\(\d+(?:\.\d+)?\): /, '')
    .replace(/\bmain diagonal\b/g, 'the main diagonal (top left to bottom right)')
    .replace(/\banti-diagonal\b/g, 'the other diagonal (top right to bottom left)')
    .replace(/(r\d+c\d+),(?=r\d)/g, '$1, ');
  const [reason, effect] = text.split(' => ');
  if (!effect) return text;
  // Squares that lose the same values go together: "r7c9 and r9c9 cannot be 6".
  const parts = [],
    losing = new Map();
  for (const e of effect.split(/, (?=r\d)/)) {
    let m = e.match(/^(r\d+c\d+) = (\w)$/);
    if (m) {
      parts.push(`${m[1]} is ${m[2]}`);
      continue;
    }
    m = e.match(/^(r\d+c\d+) <> ([\w,]+)$/);
    if (!m) {
      parts.push(e);
      continue;
    }
    if (!losing.has(m[2])) {
      losing.set(m[2], []);
      parts.push(m[2]);
    }
    losing.get(m[2]).push(m[1]);
  }
  const said = parts.map((x) =>
    losing.has(x) ? `${words(losing.get(x), 'and')} cannot be ${words(x.split(','))}` : x,
  );
  return `${reason}, so ${words(said, 'and')}.`;
}

// A technique's name as a sentence starts with it.
export const capital = (s) => s.charAt(0).toUpperCase() + s.slice(1);
