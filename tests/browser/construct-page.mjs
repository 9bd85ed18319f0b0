// What the constructor's browser tests (with a server: tests/browser/construct.test.mjs; without
// one: tests/web/construct.test.mjs) read off its page: the grid's letters as typed.

// Each square of the constructor's grid in reading order: '#' for a block, its letter, or ''
// when empty or when the letter is only shown (the overlay's one possible letter, an Autofill
// ghost), not typed.
export const letters = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#cx-grid .cell')].map((c) =>
      c.classList.contains('block')
        ? '#'
        : c.classList.contains('one-letter') || c.classList.contains('ghost')
          ? ''
          : c.querySelector('.ch').textContent,
    ),
  );
