// The crossword player's keys: what each key asks of the grid (keyAction), and the transparent
// typing box over the selected square (typingBox), which a phone's keyboard types into: its text
// is read letter by letter, a word being composed included, and then cleared. Both act through
// the player's actions (`act`, made in crossword.js). gridInput makes that box, the same for the
// player and the constructor.
import { el } from './common.js';
import { SQUARE_CHAR } from './crossword-grid.js';

// Kept in the typing box, so that a phone's Backspace has something to delete.
export const SENTINEL = '\u200b';

// The typing box over a grid (id grid-input): capitals, no autocorrection, a phone's letter
// keyboard; `attrs` adds to its attributes (an aria-describedby, say).
export function gridInput(attrs = {}) {
  return el('input', {
    class: 'cw-input',
    id: 'grid-input',
    type: 'text',
    autocapitalize: 'characters',
    autocomplete: 'off',
    autocorrect: 'off',
    spellcheck: 'false',
    inputmode: 'text',
    enterkeyhint: 'enter',
    'aria-label': 'The grid',
    ...attrs,
  });
}

// Does what the key event `e` asks of the grid; true when the grid took the key.
export function keyAction(e, act) {
  const k = e.key;
  if ((e.ctrlKey || e.metaKey) && !e.altKey) {
    const c = k.toLowerCase();
    if (c === 'z') {
      act.commitRebus(false);
      if (e.shiftKey) act.redo();
      else act.undo();
      return true;
    }
    if (c === 'y') {
      act.commitRebus(false);
      act.redo();
      return true;
    }
    return false;
  }
  if (e.ctrlKey || e.metaKey || e.altKey) return false;
  if (act.inRebus()) {
    if (k === 'Enter' || k === 'Insert') {
      act.commitRebus(true);
      return true;
    }
    if (k === 'Escape') {
      act.cancelRebus();
      return true;
    }
    // A move ends the rebus, keeping what was typed; other signs are not letters of it.
    if (k === 'Tab' || k.startsWith('Arrow') || k === 'Delete' || k === 'Home' || k === 'End') act.commitRebus(false);
    else if (k.length === 1 && !SQUARE_CHAR.test(k.toUpperCase())) return true;
  }
  // A square's answer may be a digit or a sign (`12$@`, as Across Lite takes them), as in a rebus.
  if (k.length === 1 && SQUARE_CHAR.test(k.toUpperCase())) act.typeLetter(k.toUpperCase());
  else if (k === 'Backspace') act.backspace();
  else if (k === 'Delete') act.clearSquare();
  else if (k === ' ' || k === 'Enter') act.toggleDir();
  else if (k === 'Tab') act.goClue(e.shiftKey ? -1 : 1);
  else if (k === 'Insert') act.startRebus();
  else if (k === '.') act.fullStop();
  else if (k === 'Escape') act.leave();
  else if (k.startsWith('Arrow')) act.arrow(k, e.shiftKey);
  else if (k === 'Home' || k === 'End') act.wordEnd(k === 'Home');
  else return false;
  return true;
}

// Wires the typing box `input`: its keys through keyAction, and the text a phone's keyboard
// types (often with no key named) as letters. Nothing is taken while `paused()`.
export function typingBox(input, act, paused) {
  // Enter pressed while a phone's keyboard still composes a word ends the rebus once the word is
  // in (compositionend), not before, and not never.
  let enterAfterWord = false;
  input.addEventListener('keydown', (e) => {
    if (paused()) return;
    if (e.isComposing) {
      if (act.inRebus() && (e.key === 'Enter' || e.keyCode === 13)) enterAfterWord = true;
      return;
    }
    if (keyAction(e, act)) e.preventDefault();
  });
  // A keyboard that composes words sends the word so far at each letter: only its new letters count.
  let composed = 0;
  const takeChar = (ch) => {
    if (SQUARE_CHAR.test(ch.toUpperCase())) act.typeLetter(ch.toUpperCase());
    else if (ch === ' ') act.toggleDir();
    else if (ch === '.') act.fullStop();
  };
  const resetInput = () => {
    input.value = SENTINEL;
    input.setSelectionRange(1, 1);
  };
  input.value = SENTINEL;
  input.addEventListener('input', (e) => {
    if (paused()) {
      resetInput();
      return;
    }
    const text = input.value.split(SENTINEL).join('');
    if (e.isComposing) {
      for (const ch of text.slice(composed)) takeChar(ch);
      for (let k = text.length; k < composed; ++k) act.backspace();
      composed = text.length;
      return;
    }
    if (composed) composed = 0;
    else if (!text && !input.value.includes(SENTINEL)) act.backspace();
    else for (const ch of text) takeChar(ch);
    resetInput();
  });
  input.addEventListener('compositionend', () => {
    const text = input.value.split(SENTINEL).join('');
    for (const ch of text.slice(composed)) takeChar(ch);
    composed = 0;
    resetInput();
    if (enterAfterWord) {
      enterAfterWord = false;
      act.commitRebus(true);
    }
  });
}
