// The page's service worker: it keeps a copy of every file it serves, so the page opens and
// works offline once it has been loaded (a worker restarted after Stop, a reload). Network
// first: online, a new build is always what is served; offline, the last copy.
'use strict';
const CACHE = 'sudosat';
const FILES = ['./', 'index.html', 'style.css', 'app.js', 'worker.js', 'sudosat.js', 'sudosat.wasm'];

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== location.origin) return;
  event.respondWith(fetch(request).then((response) => {
    if (response.ok) {
      const copy = response.clone();
      // the page's address carries ?load=...: one copy of index.html serves them all
      caches.open(CACHE).then((cache) => cache.put(request.url.split('?')[0], copy));
    }
    return response;
  }).catch(() => caches.match(request.url.split('?')[0]).then((hit) => hit || Response.error())));
});
