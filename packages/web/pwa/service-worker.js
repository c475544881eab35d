/* Larder's service worker (written by hand; built into dist/sw.js by pwa/service-worker-plugin.ts, which puts the
 * list of built files and a version in front of this text as PRECACHE and VERSION).
 *
 * - The app shell (index.html, the hashed scripts and styles, fonts, icons, the manifest) is cached at install.
 * - Page loads: network first, the cached shell when there is no network.
 * - The household's lists, current plan and user (GET /api/simple-shopping-lists*, /api/simple-meal-plans-with-items,
 *   /api/user, /api/user/plan-settings): network first, the last good answer when there is no network.
 * - Everything else under /api is not touched. Nothing is fetched from another origin.
 * - Logging out (POST /api/logout) or a 401 empties the cached answers, so the next person on the phone sees none.
 */
/* global PRECACHE, VERSION */
const SHELL_CACHE = `larder-shell-${VERSION}`;
const API_CACHE = 'larder-api-v1';

const CACHED_API = [/^\/api\/simple-shopping-lists(\/\d+(\/compare)?)?$/, /^\/api\/simple-meal-plans-with-items$/, /^\/api\/user$/, /^\/api\/user\/plan-settings$/];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('larder-shell-') && n !== SHELL_CACHE).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

const offlineAnswer = () =>
  new Response(JSON.stringify({ message: 'You are offline and this has not been saved on this phone yet.' }), {
    status: 503,
    statusText: 'Offline',
    headers: { 'Content-Type': 'application/json', 'X-Larder-Offline': '1' },
  });

async function networkFirstApi(request) {
  const cache = await caches.open(API_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    else if (response.status === 401) await caches.delete(API_CACHE);
    else if (response.status === 404) await cache.delete(request);
    return response;
  } catch {
    const cached = await cache.match(request);
    return cached ?? offlineAnswer();
  }
}

async function page(request) {
  try {
    return await fetch(request);
  } catch {
    const cache = await caches.open(SHELL_CACHE);
    return (await cache.match('/index.html')) ?? (await cache.match('/')) ?? Response.error();
  }
}

async function shellFile(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  // Hashed files never change: keep any that were not precached (e.g. loaded later by a newer build).
  if (response.ok && new URL(request.url).pathname.startsWith('/assets/')) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api/logout' && request.method === 'POST') {
    event.waitUntil(caches.delete(API_CACHE));
    return;
  }
  if (request.method !== 'GET') return;
  if (url.pathname.startsWith('/api/')) {
    if (CACHED_API.some((re) => re.test(url.pathname))) event.respondWith(networkFirstApi(request));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (PRECACHE.includes(url.pathname) || url.pathname.startsWith('/assets/')) event.respondWith(shellFile(request));
});
