// What only the web app without a server does besides answering the API (web/static-api.js): its
// service worker (web/sw.js), which keeps the app for offline use and lets it be installed, and
// a notice when a new version is ready, taken when the reader clicks it (the page then reloads;
// a game in progress was saved as it went).
import { el } from './common.js';

function offerUpdate(registration) {
  if (document.getElementById('update')) return;
  const go = el('button', { class: 'primary', id: 'btn-update' }, 'Update now');
  const later = el('button', { id: 'btn-update-later' }, 'Later');
  const bar = el(
    'div',
    { id: 'update', class: 'update', role: 'status' },
    el('span', {}, 'A new version of puzzlesmith is ready.'),
    go,
    later,
  );
  go.addEventListener('click', () => {
    go.disabled = true;
    // The page reloads once the new version controls it (controllerchange, below).
    if (registration.waiting) registration.waiting.postMessage({ type: 'update' });
  });
  later.addEventListener('click', () => bar.remove());
  document.body.append(bar);
}

export async function start() {
  if (!('serviceWorker' in navigator)) return;
  let reloading = false;
  const hadController = !!navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first worker taking control of a first visit changes nothing the page shows.
    if (!hadController || reloading) return;
    reloading = true;
    location.reload();
  });
  // Not before the first page is in use: the worker's first act is to fetch every file of the
  // site for offline use, which should not hold back the first load (a shared puzzle's board).
  if (document.readyState !== 'complete') await new Promise((r) => window.addEventListener('load', r, { once: true }));
  await new Promise((r) => setTimeout(r, 1000));
  await new Promise((r) => (window.requestIdleCallback ? requestIdleCallback(r, { timeout: 4000 }) : r()));
  let registration;
  try {
    registration = await navigator.serviceWorker.register('sw.js');
  } catch (e) {
    return; // (a file: page, or a browser that refuses: the app works, but not offline)
  }
  const watch = (worker) => {
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(registration);
    });
  };
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  // A page left open for days asks now and then whether there is a new version.
  setInterval(() => registration.update().catch(() => {}), 60 * 60 * 1000);
}
