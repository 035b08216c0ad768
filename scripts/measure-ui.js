#!/usr/bin/env node
// Measures the two interface figures the trainer promises:
// - the JS and CSS the first screen of `/` needs (gzip -9 of each file
//   requested before the page is interactive; the solver worker, Dexie and
//   the bank data are fetched later and listed separately);
// - how long a tap that makes a move takes to show on the board, with
//   Chromium's CPU slowed 4x (a mid-range phone): the app's own work (from
//   the click event to the board's FEN changing), the browser's delay from
//   pointer release to that click, and the whole way to the next frame.
//
//   npm run build && node scripts/measure-ui.js
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const build = join(root, 'build');
const port = Number(process.env.MEASURE_PORT || 4198);
const base = `http://127.0.0.1:${port}`;
const gz = (path) => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (n) => (n / 1024).toFixed(1) + ' KB';

const server = spawn(process.execPath, [join(root, 'scripts/serve.js')], { env: { ...process.env, PORT: String(port) }, stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 700));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
	// 1. First screen of /: the JS and CSS its HTML loads (modulepreload, stylesheets, entry imports).
	const html = readFileSync(join(build, 'index.html'), 'utf8');
	const needed = new Set([...html.matchAll(/(?:href|import\()\s*=?\s*"\.?(\/_app\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
	let first = 0;
	for (const url of needed) first += gz(join(build, url.slice(1)));
	// Everything else the page fetches afterwards (e.g. the progress store, the bank data).
	const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 839 } });
	const page = await context.newPage();
	const later = [];
	page.on('request', (req) => {
		const url = new URL(req.url()).pathname;
		if (!needed.has(url) && /\.(js|css|json)$/.test(url)) later.push(url);
	});
	await page.goto(base + '/');
	await page.locator('[data-board]').waitFor();
	await page.waitForTimeout(1500);
	const laterSize = later.reduce((sum, url) => sum + gz(join(build, url.slice(1))), 0);
	console.log(`first screen of /: JS+CSS ${kb(first)} gzip (${needed.size} files named in index.html)`);
	console.log(`fetched after first paint: ${kb(laterSize)} gzip (${later.map((u) => u.replace(/^.*\//, '')).join(', ')})`);
	await context.close();

	// 2. Tap to frame, CPU 4x slower: first while the service worker of a
	// first visit is still downloading the precache (on this machine the
	// server, the worker and the page share two cores), then once it is done.
	const phone = await browser.newContext({ viewport: { width: 412, height: 839 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2.625 });
	const p2 = await phone.newPage();
	const cdp = await phone.newCDPSession(p2);
	const moves = [
		['c3', 'd4'],
		['f6', 'g5'],
		['g3', 'h4'],
		['g5', 'f4'],
		['e3', 'g5'],
		['h6', 'f4'],
		['b2', 'c3'],
		['b6', 'a5'],
		['c3', 'b4']
	];
	for (const phase of ['first visit, precache downloading', 'service worker installed']) {
		if (phase !== 'first visit, precache downloading') await p2.evaluate(() => navigator.serviceWorker.ready);
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
		await p2.goto(base + '/analysis');
		await p2.locator('body[data-hydrated]').waitFor();
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
		const times = [];
		for (const [from, to] of moves) {
			await p2.locator(`[data-square="${from}"]`).tap();
			await p2.evaluate(() => {
				const w = window;
				w.__tap = { up: 0, click: 0, dom: 0, frame: 0 };
				const board = document.querySelector('[data-board]');
				const fen = board.getAttribute('data-fen');
				addEventListener('pointerup', () => (w.__tap.up = performance.now()), { capture: true, once: true });
				addEventListener('click', () => (w.__tap.click = performance.now()), { capture: true, once: true });
				new MutationObserver((_, obs) => {
					if (board.getAttribute('data-fen') === fen) return;
					obs.disconnect();
					w.__tap.dom = performance.now();
					requestAnimationFrame(() => (w.__tap.frame = performance.now()));
				}).observe(board, { attributes: true, attributeFilter: ['data-fen'] });
			});
			await p2.locator(`[data-square="${to}"]`).tap();
			await p2.waitForFunction(() => window.__tap.frame > 0);
			const { up, click, dom, frame } = await p2.evaluate(() => window.__tap);
			times.push({ work: dom - click, input: click - up, frame: frame - up });
		}
		const line = (key) => {
			const v = times.map((t) => t[key]).sort((a, b) => a - b);
			return `median ${v[Math.floor(v.length / 2)].toFixed(1)} ms, max ${v[v.length - 1].toFixed(1)} ms`;
		};
		console.log(`${phase}, CPU 4x slower:`);
		console.log(`  the app's work for a move (click event to board updated): ${line('work')}`);
		console.log(`  browser input delay (pointer up to click event): ${line('input')}`);
		console.log(`  pointer up to the next animation frame: ${line('frame')}`);
	}
	await phone.close();
} finally {
	await browser.close();
	server.kill();
}
