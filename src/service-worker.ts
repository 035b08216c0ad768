/// <reference types="@sveltejs/kit" />
/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/**
 * The offline service worker (SvelteKit registers it by itself).
 *
 * - Install: precache every build file, every static file and every
 *   prerendered page and data file, in a cache named after this version.
 *   No skipWaiting here: while an older worker controls open pages, the new
 *   one waits until the user accepts the update (see $lib/pwa/update.ts),
 *   which posts SKIP_WAITING. The very first install has nothing to wait
 *   for and activates at once.
 * - Activate: delete every other cache (but the 5-piece tablebase pack's,
 *   which the user installed), then claim the open pages, so the first
 *   visit works offline without a reload.
 * - Every response is checked before it is stored, and a stored one before
 *   it is reused or served ($lib/pwa/integrity.ts): a host's fallback page
 *   where a file was asked for, or a bank shard whose content does not
 *   hash to its name, is never kept; a bad stored entry is healed from the
 *   network.
 * - Fetch (same-origin GET only): precached paths cache-first; a page
 *   that was not prerendered (every /puzzles/<id>, unknown addresses) gets
 *   the app shell from the cache, which renders it on the device; other
 *   paths network first, cached for next time. Without a cached shell, a
 *   page that cannot be reached gets the offline page, never the browser's
 *   error page. The tablebase pack's files (/tablebase-pack/) are neither
 *   precached nor cached on the way: the pack is an optional download that
 *   the page stores in a cache of its own when the user asks for it.
 */
import { base, build, files, prerendered, version } from '$service-worker';
import { isSkipWaiting } from '$lib/pwa/messages';
import { cacheFault, precacheResponse, serveStored } from '$lib/pwa/integrity';
import { PACK_CACHE, PACK_PREFIX } from '$lib/tablebase/urls';

const sw = self as unknown as ServiceWorkerGlobalScope;

const CACHE = `poddavki-${version}`;
const OFFLINE_PAGE = `${base}/offline.html`;
/** The adapter's fallback page (svelte.config.js names it): the app with no page rendered in it. */
const APP_SHELL = `${base}/200.html`;
/** Pictures for the install sheet only (the app never shows them), and the optional tablebase pack (10 MB, installed on request). */
const isPack = (path: string) => path.startsWith(base + PACK_PREFIX);
const notPrecached = (path: string) => path.startsWith(`${base}/screenshots/`) || isPack(path);

const PRECACHE = [...new Set([...build, ...files.filter((f) => !notPrecached(f)), ...prerendered, APP_SHELL])];
const precached = new Set(PRECACHE);

/** Hashed file names (build assets, bank shards): the same URL always has the same bytes. */
const immutable = (path: string) => path.startsWith(`${base}/_app/immutable/`) || path.startsWith(`${base}/bank/shards/`);

/**
 * A response a navigation may be given: one that went through a redirect
 * (some hosts send /x -> /x.html -> /x) cannot, so copy it.
 */
async function clean(response: Response): Promise<Response> {
	if (!response.redirected) return response;
	const body = await response.blob();
	return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Requests in flight at once while precaching: 1500 at a time would swamp a phone. */
const PRECACHE_CONCURRENCY = 12;

async function precacheOne(cache: Cache, path: string): Promise<void> {
	// A hashed file unchanged since the last version is taken from the old cache, if it passes the check (pwa/integrity.ts).
	const response = await precacheResponse(path, immutable(path), {
		previous: (p) => caches.match(p),
		fetch: (p, mode) => fetch(new Request(p, { cache: mode }))
	});
	await cache.put(path, await clean(response));
}

async function precache(): Promise<void> {
	const cache = await caches.open(CACHE);
	const queue = [...PRECACHE];
	const worker = async () => {
		for (let path = queue.shift(); path !== undefined; path = queue.shift()) await precacheOne(cache, path);
	};
	await Promise.all(Array.from({ length: PRECACHE_CONCURRENCY }, worker));
}

sw.addEventListener('install', (event) => {
	event.waitUntil(precache());
});

sw.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			for (const key of await caches.keys()) if (key !== CACHE && key !== PACK_CACHE) await caches.delete(key);
			await sw.clients.claim();
		})()
	);
});

sw.addEventListener('message', (event) => {
	if (isSkipWaiting(event.data)) void sw.skipWaiting();
});

async function fromCache(path: string): Promise<Response | undefined> {
	const cache = await caches.open(CACHE);
	return cache.match(path);
}

async function respond(event: FetchEvent, url: URL): Promise<Response> {
	const { request } = event;
	// The host redirects /x/ to /x (relative asset paths need it); do the same offline.
	const trimmed = url.pathname.replace(/\/+$/, '');
	if (request.mode === 'navigate' && trimmed !== url.pathname && trimmed !== base && precached.has(trimmed)) {
		return Response.redirect(new URL(trimmed + url.search, url).href, 308);
	}
	if (precached.has(url.pathname)) {
		const hit = await serveStored(url.pathname, {
			stored: fromCache,
			store: async (p, response) => (await caches.open(CACHE)).put(p, await clean(response)),
			fetch: (p, mode) => fetch(new Request(p, { cache: mode }))
		});
		if (hit) return hit;
	} else if (request.mode === 'navigate') {
		const shell = await fromCache(APP_SHELL);
		if (shell) return shell;
	}
	try {
		const response = await fetch(request);
		if (response.ok && response.type === 'basic') {
			const copy = response.clone();
			event.waitUntil(
				(async () => {
					const clone = await clean(copy);
					// Never keep the host's fallback page (or a damaged shard) as a file for next time.
					if (!(await cacheFault(url.pathname, clone))) await (await caches.open(CACHE)).put(request, clone);
				})()
			);
		}
		return response;
	} catch (error) {
		const cached = await caches.match(request, { cacheName: CACHE });
		if (cached) return cached;
		if (request.mode === 'navigate') {
			const page = (await fromCache(OFFLINE_PAGE)) ?? (await fromCache(`${base}/`));
			if (page) return page;
		}
		throw error;
	}
}

sw.addEventListener('fetch', (event) => {
	const { request } = event;
	if (request.method !== 'GET') return;
	const url = new URL(request.url);
	if (url.origin !== sw.location.origin) return;
	// Partial responses cannot be cached; let the browser deal with them.
	if (request.headers.has('range')) return;
	// The pack's installer fetches and stores these itself.
	if (isPack(url.pathname)) return;
	event.respondWith(respond(event, url));
});
