// A crossword whose answers the player does not have (the record's doc.answers_unknown): a file
// that came without its solution ("none"), or a locked .puz whose 4-digit key was not known when
// it was imported ("locked": its grid holds the scrambled answers, doc.lock_sum the checksum of
// the plain ones). Check and reveal say why they are off; a locked puzzle's key, typed in the
// notice this makes above the board, unscrambles the answers here (Across Lite's lock, undone as
// src/crossword/puz.cc undoes it) and is kept in the saved game, where the server checks with it.
import { el } from './common.js';

// What Check and Reveal say while the answers are not known.
export function whyNoAnswers(m) {
  return m.locked
    ? 'Check and Reveal are off: this puzzle’s answers are locked. Type its 4-digit key above the grid to unlock them.'
    : 'Check and Reveal are off: this puzzle came without its answers, so nothing here knows which letters are right.';
}

// The .puz checksum of a text (its bytes: here the letters A-Z).
function checksum(s) {
  let sum = 0;
  for (let k = 0; k < s.length; ++k) {
    sum = sum & 1 ? (sum >> 1) | 0x8000 : sum >> 1;
    sum = (sum + s.charCodeAt(k)) & 0xffff;
  }
  return sum;
}

// Across Lite's lock undone: the letters read down the columns were scrambled in four rounds,
// one a digit of the key, each shifting the letters by the key's digits in turn, rotating by the
// round's digit and interleaving the two halves.
export function unscramble(s, key) {
  const n = s.length;
  for (let round = 3; round >= 0; --round) {
    let t = '';
    for (let i = 1; i < n; i += 2) t += s[i];
    for (let i = 0; i < n; i += 2) t += s[i];
    let from = n - key[round];
    if (from < 0) from = Math.max(0, n + from);
    from = Math.min(from, n);
    t = t.slice(from) + t.slice(0, from);
    s = '';
    for (let i = 0; i < n; ++i) s += String.fromCharCode(65 + ((t.charCodeAt(i) - 65 - key[i % 4] + 260) % 26));
  }
  return s;
}

// The answers of a locked puzzle unscrambled with `key` ('1234'), as the grid's rows joined; null
// when the key does not unlock it (the answers' checksum is not the file's).
export function unlockedAnswers(m, key) {
  if (!/^\d{4}$/.test(key)) return null;
  const digits = [...key].map(Number);
  const where = [];
  for (let x = 0; x < m.w; ++x) for (let y = 0; y < m.h; ++y) if (m.sol[y * m.w + x] !== '#') where.push(y * m.w + x);
  const plain = unscramble(where.map((i) => m.sol[i]).join(''), digits);
  if (!/^[A-Z]*$/.test(plain) || checksum(plain) !== m.lockSum) return null;
  const sol = [...m.sol];
  where.forEach((i, k) => {
    sol[i] = plain[k];
  });
  return sol.join('');
}

// The notice above the board while the answers are not known: why Check and Reveal are off, and
// for a locked puzzle the key's field. `unlock(key)` is called with a key that fits; `say` shows
// what went wrong. Returns the node (null once the answers are known).
export function answersNotice(m, unlock, say) {
  if (m.known) return null;
  if (!m.locked)
    return el(
      'div',
      { class: 'message cw-lock', id: 'answers-off' },
      'This puzzle came without its answers: fill it in as you like, but Check and Reveal are off, and nothing here can tell when it is solved.',
    );
  const field = el('input', {
    id: 'unlock-key',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    maxlength: '4',
    size: '5',
    'aria-describedby': 'answers-off-text',
  });
  const button = el('button', { id: 'btn-unlock', type: 'submit' }, 'Unlock');
  const form = el(
    'form',
    { class: 'message cw-lock', id: 'answers-off' },
    el(
      'span',
      { id: 'answers-off-text' },
      'This puzzle’s answers are locked: the .puz file it came from was saved with a 4-digit key, which its maker or publisher gives. Check and Reveal are off until the key is typed here.',
    ),
    ' ',
    el('label', { class: 'cw-key' }, 'Key ', field),
    ' ',
    button,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const key = field.value.trim();
    if (!/^\d{4}$/.test(key)) {
      say('A key is 4 digits, such as 1234.', 'bad');
      field.focus();
      return;
    }
    const sol = unlockedAnswers(m, key);
    if (!sol) {
      say(`The key ${key} does not unlock this puzzle: check it and try again.`, 'bad');
      field.focus();
      return;
    }
    form.remove();
    unlock(key, sol);
  });
  return form;
}
