#!/usr/bin/env node
// Measures what the built app (build/) costs to download:
// - the first load of `/`: every response the page gets until it is
//   interactive (service worker blocked, so nothing else is counted);
// - the service worker's precache: every file it stores for offline use.
// Each as raw bytes and as gzip -9 of the same files (what a compressing
// host sends, roughly; scripts/serve.js sends the build's precompressed
// copies); and what the puzzle bank's data costs per puzzle.
//
//   npm run build && node scripts/pwa-size.js
import { spawn } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const build = join(root, 'build');
const port = Number(process.env.SIZE_PORT || 4197);
const base = `http://127.0.0.1:${port}`;

/** The file serve.js answers a path with. @param {string} pathname */
function fileFor(pathname) {
	const candidates = pathname === '/' ? ['index.html'] : [pathname.slice(1), pathname.slice(1) + '.html', join(pathname.slice(1), 'index.html')];
	for (const candidate of candidates) {
		try {
			const full = join(build, candidate);
			if (statSync(full).isFile()) return full;
		} catch {
			// try the next
		}
	}
	// Pages rendered on the device are the app shell.
	return join(build, '200.html');
}

/** @param {string[]} pathnames */
function sizes(pathnames) {
	let raw = 0;
	let gzip = 0;
	for (const pathname of pathnames) {
		const bytes = readFileSync(fileFor(pathname));
		raw += bytes.length;
		gzip += gzipSync(bytes, { level: 9 }).length;
	}
	return { files: pathnames.length, raw, gzip };
}

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
	const server = spawn(process.execPath, [join(root, 'scripts', 'serve.js')], {
		env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
		stdio: ['ignore', 'ignore', 'inherit']
	});
	const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
	try {
		for (let i = 0; ; i++) {
			try {
				if ((await fetch(base + '/')).ok) break;
			} catch {
				if (i > 100) throw new Error('serve.js did not start');
				await new Promise((r) => setTimeout(r, 100));
			}
		}

		// 1. The first load of `/`, nothing cached, no service worker.
		const cold = await browser.newContext({ serviceWorkers: 'block' });
		const page = await cold.newPage();
		/** @type {Promise<{ pathname: string, body: number, headers: number }>[]} */
		const finished = [];
		page.on('requestfinished', (request) =>
			finished.push(
				request.sizes().then((size) => ({ pathname: new URL(request.url()).pathname, body: size.responseBodySize, headers: size.responseHeadersSize }))
			)
		);
		await page.goto(base + '/', { waitUntil: 'networkidle' });
		await page.locator('body[data-hydrated]').waitFor();
		const responses = await Promise.all(finished);
		await cold.close();
		if (process.argv.includes('--list')) for (const r of responses) console.log(`  ${r.pathname} ${r.body}`);
		const first = sizes(responses.map((r) => r.pathname));
		const wire = responses.reduce((sum, r) => sum + r.body + r.headers, 0);

		// 2. What the service worker stores.
		const warm = await browser.newContext();
		const sw = await warm.newPage();
		await sw.goto(base + '/');
		await sw.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
		const cached = await sw.evaluate(async () => {
			const paths = [];
			for (const name of await caches.keys()) {
				for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
			}
			return paths;
		});
		await warm.close();
		const precache = sizes(cached);
		const pages = cached.filter((p) => fileFor(p).endsWith('.html'));

		const bankFiles = cached.filter((p) => p.startsWith('/bank/'));
		const bank = sizes(bankFiles);
		const index = JSON.parse(readFileSync(join(build, 'bank', 'index.json'), 'utf8'));
		const puzzles = index.puzzles.length;

		console.log(`first load of /: ${first.files} responses, ${kb(first.raw)} raw, ${kb(first.gzip)} gzipped (${kb(wire)} on the wire with headers)`);
		console.log(`precache: ${precache.files} files (${pages.length} pages), ${kb(precache.raw)} raw, ${kb(precache.gzip)} gzipped`);
		console.log(
			`bank data: ${puzzles} puzzles in ${bank.files} files, ${kb(bank.raw)} raw, ${kb(bank.gzip)} gzipped, ${(bank.gzip / puzzles).toFixed(0)} bytes gzipped per puzzle`
		);
	} finally {
		await browser.close();
		server.kill();
	}
}

await main();
