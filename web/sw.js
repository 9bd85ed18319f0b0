// The service worker of the web app without a server (a static copy, `make web`; never
// registered by `puzzlesmith serve`'s pages). After one visit the whole app works offline:
// installing it keeps every file of this version (FILES, written with VERSION by
// scripts/build-web) in a cache named for the version (each asked of the server again, so that
// no copy of an older version the browser kept is taken; unchanged, it comes back as a 304
// without its body). Then:
//   - the page (index.html, a navigation) comes from the network first, the cache when offline;
//     a page of another version than this worker's is not used (its modules would be this
//     version's): this worker's own copy is, until the update is taken;
//   - every other file comes from this version's cache first, the network only for what it lacks.
// A new version installs beside the old one and waits: the page says an update is ready
// (web/static-app.js) and takes it when the reader says so ({type: "update"}), never in the middle
// of a game. Once it is active the old version's caches are deleted. (puzz.link gave up its
// service worker in 2022 because old cached versions kept breaking updates; versioned caches, a
// page from the network, and an update offered rather than forced are the answers to that.)
const VERSION = 'dev';
const FILES = [];
const CACHE = `puzzlesmith-${VERSION}`;

self.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES.map((f) => new Request(f, { cache: 'no-cache' })))));
});

self.addEventListener('activate', (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('puzzlesmith-') && k !== CACHE).map((k) => caches.delete(k))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (e) => {
  if (e.data && e.data.type === 'update') self.skipWaiting();
  if (e.data && e.data.type === 'version' && e.ports[0]) e.ports[0].postMessage(VERSION);
});

const scope = new URL(self.registration.scope);
const page = scope.href; // the page, kept as "./" (FILES), whether asked as ./ or ./index.html

async function fromNetworkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const res = await fetch(request, { cache: 'no-cache' });
    if (res.ok) {
      const text = await res.clone().text();
      const m = text.match(/data-version="([^"]*)"/);
      if (m && m[1] === VERSION) {
        await cache.put(page, res.clone());
        return res;
      }
      // Another version's page: this version's own, until the update is taken.
      const mine = await cache.match(page);
      if (mine) return mine;
      return res;
    }
    return (await cache.match(page)) || res;
  } catch (err) {
    const mine = await cache.match(page);
    if (mine) return mine;
    throw err;
  }
}

async function fromCacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok && request.method === 'GET') cache.put(request, res.clone());
  return res;
}

self.addEventListener('fetch', (e) => {
  const url = new URL(e.request.url);
  if (e.request.method !== 'GET' || url.origin !== scope.origin || !url.href.startsWith(scope.href)) return;
  if (e.request.mode === 'navigate') e.respondWith(fromNetworkFirst(e.request));
  else e.respondWith(fromCacheFirst(e.request));
});
