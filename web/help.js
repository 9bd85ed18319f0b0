// The Help page: how to make, play, keep, share and print puzzles, for someone who has read
// nothing else.
import { STATIC, el } from './common.js';

export function helpView(view) {
  view.append(
    el(
      'div',
      { class: 'help' },
      el('h1', {}, 'How to use puzzlesmith'),
      el(
        'p',
        {},
        "Make: choose a kind, set its parameters and press Make. The puzzle opens when it is ready; Stop ends the work early. Every puzzle made or imported goes into the Library. Packs: numbered puzzles by size and level, the same on every computer (a tick marks the ones you solved, with your best time in this browser); once a pack's puzzle is solved, Next puzzle opens the one after it.",
      ),
      el('h2', {}, 'Sudoku'),
      el(
        'p',
        {},
        'Select a square (click, tap or arrow keys) and type a digit, or tap the number pad; 0, Backspace, Delete or Space clears it. A digit that repeats in a row, column or box (and, in Sudoku-X, a diagonal) turns red at once; untick "Show conflicts" to play without that help. Pencil marks: Shift and a digit adds or removes one; P or the Pencil button makes every digit a pencil mark until pressed again; Fill candidates writes every possible digit. Hint works in steps: pressed once it shows where to look, twice it names the technique and says what it is, a third time it shows the move, which Apply hint carries out. Reveal shows a square or the whole solution; a grid finished with revealed squares is recorded as revealed, not solved. Undo/Redo: Ctrl+Z / Ctrl+Y.',
      ),
      el(
        'p',
        {},
        'Sudoku-X: the two main diagonals are units too, so candidates, highlighting and conflicts take them into account. Levels follow the Sudoku Explainer scale: diabolical means a rating of 9.0 or more (long dynamic forcing chains), made in a few seconds at 9x9 and larger; beyond (trial and error) is only given to puzzles you bring.',
      ),
      el('h2', {}, 'Star Battle'),
      el(
        'p',
        {},
        'Click or tap a square to cycle star → dot → empty (right-click: dot), or dot → star → empty as the Sweet Spots game did ("Tap: dot first"); with the keyboard, arrows move, Space cycles, S or Enter places a star, D or . a dot, Backspace clears. Each row, column and outlined zone takes the number of stars shown; stars never touch, not even diagonally. Broken rules show at once: touching stars, too many in a line or zone, and a row, column or zone that can no longer get its stars (outlined in red and named). "Auto dots" dots the squares each star rules out. Save position keeps the board as it is, and Restore position brings it back, to try a guess. A hint outlines what it looks at in blue and marks in orange what Apply hint will set. Copy puzz.link URL gives a link that opens the board on puzz.link.',
      ),
      el(
        'p',
        {},
        'Star Battle boards with several solutions (most boards of the original Sweet Spots game) can be imported and played: any placement that keeps the rules wins, and a hint gives only what every remaining solution shares, or says that nothing is forced and proposes a choice.',
      ),
      el('h2', {}, 'Crosswords and fill-ins'),
      el(
        'p',
        {},
        'Click or tap a square and type; click it again, or press Space or Enter, to switch between across and down. The bar above the grid shows the clue (a fill-in: the length of the word and its letters so far). Typing skips squares that already have a letter (untick "Skip filled squares" under the grid to stop that) and, at the end of a word, goes on to the next word with an empty square; Backspace empties a square, or the one before. Arrows move; Tab and Shift+Tab go to the next and previous clue; Escape leaves the grid, so that Tab then reaches the buttons (click the grid to come back). Pencil (or the . key) writes guesses in grey; Rebus (or Insert) puts several letters in one square, finished with Enter. Check / reveal checks or reveals a square, a word or the grid; a grid finished with revealed letters is recorded as revealed, not solved. A fill-in lists its words instead of clues: every word goes in once, and the words already in the grid are struck through. Notes that came with an imported file are shown above the grid. On a phone, tapping a square opens the keyboard.',
      ),
      el('h2', {}, 'Making your own crossword'),
      el(
        'p',
        {},
        'The crossword constructor (Make, then Crossword constructor; or Construct a crossword in the Library) is a grid you type into as you would solve. The full stop, or Block, puts a block in a square and in the squares that the chosen symmetry pairs with it; Bar puts a bar after the square (words end at it, as at a block: suggestions, warnings and Autofill follow bars too), Circle and Shade mark the square; Insert puts several letters in one square. Words that fit lists the words of the word list that fit the current word and the one crossing it (grey ones would leave a crossing with no word); click one to place it. Word list chooses what the grid fills from: the standard list, a list of your own (Add a word list of your own takes a file of one word a line, or word;score lines as Spread the Wordlist and Crossword Nexus write them), or yours over the standard one, your scores winning; the Library lists your lists under Word lists. Autofill fills the empty squares around your letters in grey: Accept all or Accept entry keeps them, Clear ghosts drops them. When the word list cannot fill the grid, Words that fit and Autofill say so and outline the entries with no fill in red. Refill selection fills again the current entry and its crossings, or a rectangle of squares you select with Shift and a click or Shift and the arrows: the letters Autofill put there get new grey ones (over the old, until you accept them), the letters you typed stay; Stop ends a fill that takes too long. Under the grid, its stats (words, blocks, mean length, the letters used and those a pangram lacks) and warnings in red: unchecked squares, 2-letter entries, an entry used twice, a repeated root (ERIE and ERIES), entries not in the word list or scored under the minimum, white squares no word joins. Once every square has a letter, Clues gives a box for each clue and the title, with the warnings listed before you save; Save as crossword puts it in the Library, to play, print and export. The grid is kept as a draft while you work: the Library lists your drafts, and Edit beside a crossword or fill-in opens a copy of it in the constructor.',
      ),
      el('h2', {}, 'Keeping, sharing, printing'),
      el(
        'p',
        {},
        'Your game is saved as you play (and with Save); open the puzzle again from the Library to go on. Pause stops the clock and hides the board. Print gives a PDF or SVG page, with or without the answers; Export gives the puzzle in the formats other programs read. On a phone these are under "Print, export, share".',
      ),
      el(
        'p',
        {},
        'Sharing: every puzzle has a game ID, a short text that carries the whole puzzle (sudoku/9:…, starbattle/10k2:…, crossword/15x15:…). Share on a puzzle\'s page copies a link with it; opening the link on any puzzlesmith shows the puzzle and puts it in that Library (opening it again brings back the saved game). Paste an ID or a link into "Open a game ID" on the Library page to open it. A puzzle made here also has a seeded ID (sudoku/size=9,level=hard,…#42) that makes it again from its parameters and seed. On the command line, `puzzlesmith convert ID` writes the puzzle in any format, `puzzlesmith solve ID`, `grade ID` and `hint ID` work on it, and the Sudoku, Star Battle and crossword commands that read a puzzle file take an ID in its place.',
      ),
      el(
        'p',
        {},
        "Dark or light: the app follows your system's setting; the button at the top right switches, and your choice is kept.",
      ),
      // (The copy made by `make web`, on a static host: docs/cli.md, "The web app without a server".)
      STATIC ? el('h2', {}, 'This copy runs in your browser') : null,
      STATIC
        ? el(
            'p',
            { id: 'help-static' },
            'Everything happens in this browser: puzzles are made and checked here, and your Library and saved games are kept here (nothing is uploaded; another browser or device has a Library of its own, so share a link or export a file to move a puzzle). After one visit it works with no network, making new puzzles included, and the browser can install it (Install, or Add to Home screen). Share gives a link to this site that opens the puzzle in any browser. Print opens the pages in a window with the print dialog, where you can also save a PDF. When a new version is published, a bar offers it; your games are kept. Not here: importing .jpz files (convert one to .ipuz with puzzlesmith).',
          )
        : null,
    ),
  );
  return {};
}
