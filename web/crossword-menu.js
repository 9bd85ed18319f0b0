// The crossword player's Check / reveal menu: check or reveal the square, the word or the grid.
// It opens under its button, kept inside the window; a click elsewhere or Escape closes it. (In a
// toolbar that scrolls sideways, a phone's, it is placed on the window at its right edge,
// crossword.css, or the toolbar would cut it off; a scroll then closes it.)
import { el } from './common.js';

// `check(scope)` and `reveal(scope)` do the work for scope 'square', 'word' or 'grid'; `back(e)`
// gives the keyboard back to the grid after a press. Returns the menu and what takes its window
// listeners away.
export function checkRevealMenu({ check, reveal, back }) {
  const menu = el('details', { class: 'cw-menu', id: 'cw-menu' });
  const item = (id, label, name, fn) => {
    const b = el('button', { id, 'aria-label': name }, label);
    b.addEventListener('click', (e) => {
      menu.open = false;
      fn();
      back(e);
    });
    return b;
  };
  menu.append(
    el('summary', { id: 'btn-menu', title: 'Check or reveal a square, a word or the grid' }, 'Check / reveal'),
    el(
      'div',
      { class: 'cw-menu-panel' },
      el(
        'div',
        { class: 'cw-menu-row' },
        el('span', {}, 'Check'),
        item('btn-check-letter', 'Square', 'Check square', () => check('square')),
        item('btn-check-word', 'Word', 'Check word', () => check('word')),
        item('btn-check-all', 'Grid', 'Check grid', () => check('grid')),
      ),
      el(
        'div',
        { class: 'cw-menu-row' },
        el('span', {}, 'Reveal'),
        item('btn-reveal-letter', 'Square', 'Reveal square', () => reveal('square')),
        item('btn-reveal-word', 'Word', 'Reveal word', () => reveal('word')),
        item('btn-reveal-all', 'Grid', 'Reveal grid', () => {
          if (confirm('Reveal the whole grid? The game is then recorded as revealed, not solved.')) reveal('grid');
        }),
      ),
    ),
  );
  const onWindow = () => getComputedStyle(menu.lastChild).position === 'fixed';
  const closeFixed = () => {
    if (menu.open && onWindow()) menu.open = false;
  };
  menu.addEventListener('toggle', () => {
    const panel = menu.lastChild;
    panel.style.left = '';
    if (!menu.open) return;
    if (onWindow()) {
      menu.parentElement.addEventListener('scroll', closeFixed, { once: true, passive: true });
      return;
    }
    const r = panel.getBoundingClientRect(),
      room = document.documentElement.clientWidth - 8;
    if (r.right > room) panel.style.left = `${Math.round(room - r.right)}px`;
  });
  window.addEventListener('scroll', closeFixed, { passive: true });
  menu.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && menu.open) {
      menu.open = false;
      menu.firstChild.focus();
      e.preventDefault();
      e.stopPropagation();
    }
  });
  const outside = (e) => {
    if (menu.open && !menu.contains(e.target)) menu.open = false;
  };
  document.addEventListener('pointerdown', outside);
  return {
    menu,
    dispose() {
      document.removeEventListener('pointerdown', outside);
      window.removeEventListener('scroll', closeFixed);
    },
  };
}
