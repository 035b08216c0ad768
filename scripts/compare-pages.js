#!/usr/bin/env node
// Compares the pages of two builds: serves each checkout's build/ with its own
// scripts/serve.js, opens the same routes in both with Chromium at 360x780 and
// 1280x800 (English, light palette, reduced motion, a fixed day), writes the two
// full-page screenshots per page and width, and prints how many pixels differ.
//
//   CHROMIUM_PATH=$(command -v chromium) node scripts/compare-pages.js BEFORE_DIR AFTER_DIR [OUT_DIR]
//
// BEFORE_DIR and AFTER_DIR are checkouts with a build (`npx vite build`); OUT_DIR
// (default test-results/compare-pages) gets <page>-<width>-before.png, -after.png
// and summary.json. PORT (default 4320) and PORT+1 are used for the two servers.
// ROUTES=/,/play limits the routes. Pixels differ when any channel differs; where
// the pages' heights differ the rows only one page has count as differing.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';

const [beforeDir, afterDir, outArg] = process.argv.slice(2);
if (!beforeDir || !afterDir) {
	console.error('usage: node scripts/compare-pages.js BEFORE_DIR AFTER_DIR [OUT_DIR]');
	process.exit(2);
}
const out = resolve(outArg ?? 'test-results/compare-pages');
const port = Number(process.env.PORT || 4320);
const DAY = '2026-12-01';
const ROUTES = [
	'/',
	'/puzzles',
	'/puzzles/first-steps-1',
	'/twelve',
	'/studies',
	'/studies/petrov-game-1827',
	'/analysis',
	'/play',
	'/progress',
	'/streak',
	'/storm',
	'/review'
];
const routes = process.env.ROUTES ? process.env.ROUTES.split(',') : ROUTES;
const WIDTHS = [
	{ width: 360, height: 780 },
	{ width: 1280, height: 800 }
];

/** Starts `node DIR/scripts/serve.js` on `port`; resolves once it answers. */
async function serve(dir, port) {
	const child = spawn(process.execPath, [join(resolve(dir), 'scripts/serve.js')], {
		env: { ...process.env, PORT: String(port) },
		stdio: 'ignore'
	});
	for (let i = 0; i < 100; i++) {
		try {
			await fetch(`http://127.0.0.1:${port}/`);
			return child;
		} catch {
			await new Promise((r) => setTimeout(r, 100));
		}
	}
	child.kill();
	throw new Error(`no server on ${port} for ${dir}`);
}

const name = (route) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_'));

async function shoot(context, base, route) {
	const page = await context.newPage();
	const response = await page.goto(`${base}${route}?today=${DAY}`);
	await page.locator('body[data-hydrated]').waitFor({ timeout: 15_000 });
	// Fonts, lazy parts and the first frame of anything the page starts.
	await page.evaluate(() => document.fonts.ready);
	await page.waitForTimeout(800);
	const png = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
	await page.close();
	return { png, status: response?.status() ?? 0 };
}

/** Differing pixels of two PNGs, decoded in a blank page's canvas. */
async function diff(page, a, b) {
	return page.evaluate(
		async ([a, b]) => {
			const load = async (b64) => {
				const img = new Image();
				img.src = `data:image/png;base64,${b64}`;
				await img.decode();
				const canvas = new OffscreenCanvas(img.width, img.height);
				const ctx = canvas.getContext('2d');
				ctx.drawImage(img, 0, 0);
				return ctx.getImageData(0, 0, img.width, img.height);
			};
			const [x, y] = await Promise.all([load(a), load(b)]);
			const w = Math.min(x.width, y.width);
			const h = Math.min(x.height, y.height);
			let differ = Math.max(x.width * x.height, y.width * y.height) - w * h;
			for (let row = 0; row < h; row++) {
				for (let col = 0; col < w; col++) {
					const i = (row * x.width + col) * 4;
					const j = (row * y.width + col) * 4;
					if (x.data[i] !== y.data[j] || x.data[i + 1] !== y.data[j + 1] || x.data[i + 2] !== y.data[j + 2] || x.data[i + 3] !== y.data[j + 3]) differ++;
				}
			}
			return { differ, before: [x.width, x.height], after: [y.width, y.height] };
		},
		[a.toString('base64'), b.toString('base64')]
	);
}

mkdirSync(out, { recursive: true });
const servers = [await serve(beforeDir, port), await serve(afterDir, port + 1)];
const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']
});
const rows = [];
try {
	const blank = await browser.newPage();
	for (const viewport of WIDTHS) {
		for (const route of routes) {
			const shots = [];
			for (const p of [port, port + 1]) {
				// A fresh context for each page: no stored progress, no service worker.
				const context = await browser.newContext({
					viewport,
					locale: 'en-US',
					colorScheme: 'light',
					reducedMotion: 'reduce',
					serviceWorkers: 'block'
				});
				shots.push(await shoot(context, `http://127.0.0.1:${p}`, route));
				await context.close();
			}
			const file = `${name(route)}-${viewport.width}`;
			writeFileSync(join(out, `${file}-before.png`), shots[0].png);
			writeFileSync(join(out, `${file}-after.png`), shots[1].png);
			const d = await diff(blank, shots[0].png, shots[1].png);
			const total = d.after[0] * d.after[1];
			const row = {
				route,
				width: viewport.width,
				status: [shots[0].status, shots[1].status],
				size: [d.before.join('x'), d.after.join('x')],
				differ: d.differ,
				percent: Number(((100 * d.differ) / total).toFixed(2))
			};
			rows.push(row);
			console.log(
				`${route.padEnd(28)} ${String(viewport.width).padStart(4)}  ${row.size.join(' -> ').padEnd(24)} ${String(d.differ).padStart(8)} px  ${row.percent}%${row.status.join() === '200,200' ? '' : `  status ${row.status.join(' -> ')}`}`
			);
		}
	}
} finally {
	await browser.close();
	for (const s of servers) s.kill();
}
writeFileSync(join(out, 'summary.json'), JSON.stringify(rows, null, '\t') + '\n');
