#!/usr/bin/env node
// Serves the adapter-static output (build/) the way a static host would:
// `/x` -> build/x.html or build/x/index.html, no trailing slashes, no-cache for
// pages, the service worker and the manifest, immutable caching for hashed
// assets, the precompressed .br/.gz beside a file when the browser accepts
// it, and the app shell (200.html) for addresses with no file: with status
// 200 for /puzzles/<id> (rendered on the device), 404 for anything else.
// FALLBACK=all answers every missing file with the app shell and status
// 200, as many hosts set up for an app do (the service worker must not
// take that page for a missing file: tests/e2e/offline.spec.ts).
// Plain Node, no dependencies.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)), 'build');
const port = Number(process.env.PORT || 4173);
const host = process.env.HOST || '127.0.0.1';
const fallbackAll = process.env.FALLBACK === 'all';

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json; charset=utf-8',
	'.map': 'application/json; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.png': 'image/png',
	'.jpg': 'image/jpeg',
	'.jpeg': 'image/jpeg',
	'.webp': 'image/webp',
	'.ico': 'image/x-icon',
	'.webmanifest': 'application/manifest+json; charset=utf-8',
	'.txt': 'text/plain; charset=utf-8',
	'.woff2': 'font/woff2',
	'.wasm': 'application/wasm'
};

/** @param {string} file */
function isFile(file) {
	try {
		return statSync(file).isFile();
	} catch {
		return false;
	}
}

/**
 * The file under root for a decoded URL path, or null. Never leaves root.
 * @param {string} pathname
 */
function lookup(pathname) {
	const base = resolve(root, '.' + pathname);
	if (base !== root && !base.startsWith(root + sep)) return null;
	const tries = pathname.endsWith('/') ? [join(base, 'index.html')] : [base, base + '.html', join(base, 'index.html')];
	return tries.find(isFile) ?? null;
}

/**
 * Hashed build assets never change; everything else (pages, service-worker.js,
 * the manifest, version.json, icons) must be revalidated so updates show up.
 * @param {string} pathname
 */
function cacheControl(pathname) {
	return pathname.startsWith('/_app/immutable/') || pathname.startsWith('/bank/shards/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** Pages that exist only as the app shell: the device renders them from the bank's data. */
const SHELL_PAGES = /^\/puzzles\/[^/]+$/;

/**
 * The precompressed copy of `file` the browser accepts (adapter-static's
 * precompress writes .br and .gz beside each text file), or null.
 * @param {import('node:http').IncomingMessage} req
 * @param {string} file
 */
function compressed(req, file) {
	const accepted = String(req.headers['accept-encoding'] ?? '');
	for (const [encoding, suffix] of /** @type {const} */ ([
		['br', '.br'],
		['gzip', '.gz']
	])) {
		if (new RegExp(`\\b${encoding}\\b`).test(accepted) && isFile(file + suffix) && !stale(file + suffix, file)) return { encoding, file: file + suffix };
	}
	return null;
}

/**
 * A compressed copy older than its file was left behind by an edit (a
 * redeploy that rewrote the file only): sending it would serve old bytes.
 * @param {string} copy
 * @param {string} file
 */
function stale(copy, file) {
	return statSync(copy).mtimeMs < statSync(file).mtimeMs;
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
function sendText(res, status, text, headers = {}) {
	res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text), ...headers });
	res.end(text);
}

const NOT_FOUND_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not found</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem"><h1>Not found</h1><p><a href="/">Back to the start page</a></p></body></html>
`;

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function notFound(req, res, pathname = '') {
	const custom = join(root, '404.html');
	if (isFile(custom)) return sendFile(req, res, custom, '/404.html', 404);
	const shell = join(root, '200.html');
	if (isFile(shell)) return sendFile(req, res, shell, '/200.html', SHELL_PAGES.test(pathname) || fallbackAll ? 200 : 404);
	res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
	res.end(req.method === 'HEAD' ? undefined : NOT_FOUND_HTML);
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 * @param {string} pathname
 */
function sendFile(req, res, file, pathname, status = 200) {
	const packed = compressed(req, file);
	const body = packed?.file ?? file;
	const stat = statSync(body);
	const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${packed ? '-' + packed.encoding : ''}"`;
	/** @type {Record<string, string>} */
	const headers = {
		'Content-Type': TYPES[/** @type {keyof typeof TYPES} */ (extname(file).toLowerCase())] ?? 'application/octet-stream',
		'Cache-Control': cacheControl(pathname),
		'X-Content-Type-Options': 'nosniff',
		Vary: 'Accept-Encoding',
		ETag: etag,
		'Last-Modified': stat.mtime.toUTCString()
	};
	if (packed) headers['Content-Encoding'] = packed.encoding;
	if (status === 200 && req.headers['if-none-match'] === etag) {
		res.writeHead(304, headers);
		return res.end();
	}
	res.writeHead(status, { ...headers, 'Content-Length': stat.size });
	if (req.method === 'HEAD') return res.end();
	createReadStream(body)
		.on('error', () => res.destroy())
		.pipe(res);
}

const server = createServer((req, res) => {
	if (req.method !== 'GET' && req.method !== 'HEAD') return sendText(res, 405, 'Method not allowed\n', { Allow: 'GET, HEAD' });
	// Prefixed, not resolved against a base: `//host/x` stays a path here.
	const url = new URL('http://localhost' + (req.url?.startsWith('/') ? req.url : '/'));
	let pathname;
	try {
		pathname = decodeURIComponent(url.pathname);
	} catch {
		// A malformed escape (/puzzles/%E0%A4%A) names no file: the app shell says so, with the app around it.
		return notFound(req, res, url.pathname);
	}
	if (pathname.includes('\0') || pathname.split(/[\\/]/).includes('..')) return sendText(res, 400, 'Bad request\n');
	// trailingSlash 'never': pages use relative asset paths, so /x/ must become /x.
	if (pathname.length > 1 && pathname.endsWith('/')) {
		// One leading slash, so `//host/` cannot become an off-site redirect.
		res.writeHead(308, { Location: '/' + url.pathname.replace(/^\/+|\/+$/g, '') + url.search });
		return res.end();
	}
	const file = lookup(pathname);
	if (!file) return notFound(req, res, pathname);
	sendFile(req, res, file, pathname);
});

if (!existsSync(join(root, 'index.html'))) {
	console.error(`No build found in ${root}: run \`npm run build\` first (or \`npm start\`).`);
	process.exit(1);
}

server.on('error', (e) => {
	console.error(`Cannot serve on ${host}:${port}: ${e.message}`);
	process.exit(1);
});

server.listen(port, host, () => {
	console.log(`Serving build/ at http://localhost:${port}`);
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
	process.on(signal, () => {
		server.close();
		server.closeAllConnections();
		process.exit(0);
	});
}
