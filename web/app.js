// puzzlesmith web app: make, play, keep and print puzzles. Plain JavaScript modules over the
// JSON API of `puzzlesmith serve` (docs/api.md); no build step. This module routes the pages.
import { $, loadKinds, status } from './common.js';
import { helpView } from './help.js';
import { importView } from './import.js';
import { libraryView } from './library.js';
import { makeView } from './make.js';
import { openView, playView } from './play.js';

// Light or dark: the system's setting until the reader switches; the choice is kept.
const darkQuery = matchMedia('(prefers-color-scheme: dark)');
function showTheme() {
  const chosen = document.documentElement.dataset.theme;
  const dark = chosen ? chosen === 'dark' : darkQuery.matches;
  const b = $('#theme');
  if (b) b.setAttribute('aria-pressed', String(dark));
}
try { const t = localStorage.getItem('puzzlesmith-theme'); if (t === 'dark' || t === 'light') document.documentElement.dataset.theme = t; } catch (e) { /* storage off */ }
darkQuery.addEventListener('change', showTheme);

export let current = null;  // the view being shown: {dispose()}
export function route() {
  if (current && current.dispose) current.dispose();
  current = null;
  const view = $('#view');
  view.replaceChildren();
  const hash = location.hash || '#/library';
  for (const a of document.querySelectorAll('nav a')) {
    a.classList.toggle('active', hash.startsWith(a.getAttribute('href')));
  }
  const m = hash.match(/^#\/(\w+)(?:\/([\w-]+))?/);
  const page = m ? m[1] : 'library';
  const arg = m ? m[2] : undefined;
  status('');
  const query = new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '');
  if (page === 'play' && query.get('id')) current = openView(view, query.get('id'));
  else if (page === 'play' && arg) current = playView(view, arg);
  else if (page === 'make') current = makeView(view, arg);
  else if (page === 'import') current = importView(view);
  else if (page === 'help') current = helpView(view);
  else current = libraryView(view);
}
window.addEventListener('hashchange', route);
window.addEventListener('DOMContentLoaded', async () => {
  showTheme();
  $('#theme').addEventListener('click', () => {
    const dark = $('#theme').getAttribute('aria-pressed') !== 'true';
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    try { localStorage.setItem('puzzlesmith-theme', dark ? 'dark' : 'light'); } catch (e) { /* storage off */ }
    showTheme();
  });
  try { await loadKinds(); } catch (e) { status(`Could not reach the server: ${e.message}`); }
  route();
});
