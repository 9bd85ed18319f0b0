// The Help page.
import { el } from './common.js';

export function helpView(view) {
  view.append(el('div', { class: 'help' }, el('h1', {}, 'How to use puzzlesmith'),
    el('p', {}, 'Make: choose a kind, set its parameters and press Make. The puzzle opens when it is ready; Stop ends the work early. Every puzzle made or imported goes into the Library.'),
    el('p', {}, 'Sudoku: click a square and type a digit (or use the buttons). Pencil mode (P) writes candidates. Hint shows the next logical step and its squares; Apply hint carries it out. Check marks wrong entries. Undo/Redo: Ctrl+Z / Ctrl+Y.'),
    el('p', {}, 'Star Battle: click a square to cycle star → dot → empty (right-click: dot). Each row, column and outlined zone takes the number of stars shown; stars never touch, not even diagonally. Broken rules show in red.'),
    el('p', {}, 'Sudoku-X: the two main diagonals are units too, so candidates, highlighting and pencil marks take them into account. Diabolical Sudoku (trial and error) is made only from the command line (puzzlesmith sudoku generate --level diabolical), where it may take many minutes.'),
    el('p', {}, 'Star Battle boards with several solutions (most boards of the original Sweet Spots game) can be imported and played: any placement that keeps the rules wins, and a hint gives only what every remaining solution shares, or says that nothing is forced and proposes a choice.'),
    el('p', {}, 'Crosswords and fill-ins: click a square and type. Click again, or press Space, to switch between across and down. While the grid has the keyboard, Tab and Shift+Tab go to the next and previous entry; Escape leaves the grid, so that Tab then reaches the buttons (click the grid to come back). A fill-in lists its words instead of clues: every word goes in once. Reveal shows letters; a grid finished with revealed letters is recorded as revealed, not solved. Notes that came with an imported file are shown above the grid.'),
    el('p', {}, 'Sharing: every puzzle has a game ID, a short text that carries the whole puzzle (sudoku/9:…, starbattle/10k2:…, crossword/15x15:…). Share on a puzzle\'s page copies a link with it; opening the link on any puzzlesmith shows the puzzle and puts it in that Library (opening it again brings back the saved game). A puzzle made here also has a seeded ID (sudoku/size=9,level=hard,…#42) that makes it again from its parameters and seed. On the command line, `puzzlesmith convert ID` writes the puzzle in any format, `puzzlesmith solve ID`, `grade ID` and `hint ID` work on it, and the Sudoku, Star Battle and crossword commands that read a puzzle file take an ID in its place.'),
    el('p', {}, 'Your game is saved as you play (and with Save); open the puzzle again from the Library to go on. Print gives a PDF or SVG page, with or without the answers; Export gives the puzzle in the formats other programs read.')));
  return {};
}
