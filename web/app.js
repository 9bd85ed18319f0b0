// puzzlesmith web app: make, play, keep and print puzzles. Plain JavaScript modules over the
// JSON API of `puzzlesmith serve` (docs/api.md); no build step. This module routes the pages.
import { $, STATIC, el, loadKinds, status, stylesReady } from './common.js';

// A static copy (make web) works offline and can be installed: its service worker, and the notice
// that says when an update is ready (web/static-app.js).
if (STATIC) import('./static-app.js').then((m) => m.start());

// Light or dark: the system's setting until the reader switches; the choice is kept.
const darkQuery = matchMedia('(prefers-color-scheme: dark)');
function showTheme() {
  const chosen = document.documentElement.dataset.theme;
  const dark = chosen ? chosen === 'dark' : darkQuery.matches;
  const b = $('#theme');
  if (b) b.setAttribute('aria-pressed', String(dark));
}
try {
  const t = localStorage.getItem('puzzlesmith-theme');
  if (t === 'dark' || t === 'light') document.documentElement.dataset.theme = t;
} catch (e) {
  /* storage off */
}
darkQuery.addEventListener('change', showTheme);

export let current = null; // the view being shown: {dispose()}
let routing = 0; // the newest route: a page whose module arrives after the reader moved on is dropped
// Each page's module is loaded when the page is first shown, so that opening one page fetches
// only what it needs.
// A puzzle's own address, /play/ID (the server's page for it, ready on its first load), is
// #/play/ID; going on from there to another page (#/library: /play/ID#/library) shows /#/library.
let routed = null; // the address last shown
export async function route() {
  if (!STATIC && location.pathname !== '/' && location.hash)
    history.replaceState(history.state, '', `/${location.hash}`);
  routed = location.href;
  if (current && current.dispose) current.dispose();
  current = null;
  const mine = ++routing;
  const view = $('#view');
  view.replaceChildren();
  const hash =
    location.hash || (!STATIC && /^\/play\/\d+$/.test(location.pathname) ? `#${location.pathname}` : '#/library');
  for (const a of document.querySelectorAll('nav a')) {
    a.classList.toggle('active', hash.startsWith(a.getAttribute('href')));
  }
  const m = hash.match(/^#\/(\w+)(?:\/([\w-]+))?/);
  const page = m ? m[1] : 'library';
  const arg = m ? m[2] : undefined;
  status('');
  const query = new URLSearchParams(hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : '');
  const load = async (module, name, ...args) => {
    let make;
    try {
      make = (await import(module))[name];
      // A page module links its own stylesheet when it loads: nothing is drawn before its rules.
      await stylesReady();
    } catch (e) {
      if (mine === routing)
        view.append(
          el(
            'p',
            { class: 'message bad' },
            `This page could not be loaded (${e.message}). ${STATIC ? 'Are you offline before its first visit?' : 'Is the server still running?'} Reload the page to try again.`,
          ),
        );
      return;
    }
    if (mine === routing) current = make(view, ...args);
  };
  if (page === 'play' && query.get('id')) await load('./play.js', 'openView', query.get('id'));
  else if (page === 'play' && arg) await load('./play.js', 'playView', arg);
  else if (page === 'make') await load('./make.js', 'makeView', arg, query.get('from'));
  else if (page === 'construct') await load('./construct.js', 'constructView', arg, query.get('from'));
  else if (page === 'import') await load('./import.js', 'importView');
  else if (page === 'packs') await load('./packs.js', 'packsView');
  else if (page === 'help') await load('./help.js', 'helpView');
  else await load('./library.js', 'libraryView');
}
// Back and forward between /play/ID and the pages shown after it change the path, not only the
// hash (popstate, and hashchange too when the hash changed: the page is shown once).
const moved = () => {
  if (location.href !== routed) route();
};
window.addEventListener('hashchange', moved);
window.addEventListener('popstate', moved);
window.addEventListener('DOMContentLoaded', async () => {
  showTheme();
  $('#theme').addEventListener('click', () => {
    const dark = $('#theme').getAttribute('aria-pressed') !== 'true';
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    try {
      localStorage.setItem('puzzlesmith-theme', dark ? 'dark' : 'light');
    } catch (e) {
      /* storage off */
    }
    showTheme();
  });
  // (The first page's data and module were asked for by index.html, with the kinds.)
  try {
    await loadKinds();
  } catch (e) {
    status(STATIC ? `The puzzle engine did not start: ${e.message}` : `Could not reach the server: ${e.message}`);
  }
  route();
});
