#!/usr/bin/env node
// Draws the app icon (a checkers motif) as SVG and renders the PNGs the web
// app manifest lists, with playwright-core driving Debian's Chromium
// (CHROMIUM_PATH to use another). The output is committed; run again after
// changing the drawing:
//
//   node scripts/render-icons.js                # static/icons/*.svg and *.png
//   node scripts/render-icons.js --screenshots  # static/screenshots/*.png from build/
//
// Screenshots need a build (`npm run build`): the script serves build/ with
// scripts/serve.js on a spare port while it takes them.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const iconsDir = join(root, 'static', 'icons');
const screenshotsDir = join(root, 'static', 'screenshots');
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const LIGHT = '#efe3cc';
const DARK = '#9a6b47';
const WHITE = '#fdfcf8';
const WHITE_EDGE = '#3a332b';
const BLACK = '#23201d';
const BLACK_EDGE = '#d8d0c4';

/**
 * A 4x4 corner of the board with a white and a black man on the long
 * diagonal. `maskable`: square and full-bleed, the men inside the central
 * circle of radius 40% that every mask keeps; otherwise a rounded square.
 * @param {{ maskable: boolean }} options
 */
function iconSvg({ maskable }) {
	const size = 512;
	const cell = size / 4;
	const squares = [];
	for (let row = 0; row < 4; row++) {
		for (let col = 0; col < 4; col++) {
			if ((row + col) % 2 === 1) squares.push(`<rect x="${col * cell}" y="${row * cell}" width="${cell}" height="${cell}"/>`);
		}
	}
	/** @param {number} cx @param {number} cy @param {string} fill @param {string} edge */
	const man = (cx, cy, fill, edge) =>
		`<circle cx="${cx}" cy="${cy}" r="104" fill="${fill}" stroke="${edge}" stroke-width="12"/>` +
		`<circle cx="${cx}" cy="${cy}" r="66" fill="none" stroke="${edge}" stroke-width="10"/>`;
	const body =
		`<rect width="${size}" height="${size}" fill="${LIGHT}"/>` +
		`<g fill="${DARK}">${squares.join('')}</g>` +
		man(320, 192, BLACK, BLACK_EDGE) +
		man(192, 320, WHITE, WHITE_EDGE);
	const content = maskable ? body : `<clipPath id="r"><rect width="${size}" height="${size}" rx="96"/></clipPath><g clip-path="url(#r)">${body}</g>`;
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size}" height="${size}">${content}</svg>\n`;
}

/** Width and height from a PNG's IHDR chunk. @param {Buffer} png */
export function pngSize(png) {
	if (png.readUInt32BE(0) !== 0x89504e47 || png.toString('ascii', 12, 16) !== 'IHDR') throw new Error('not a PNG');
	return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** @param {import('playwright-core').Browser} browser @param {string} svg @param {number} px @param {string} file */
async function renderSvg(browser, svg, px, file) {
	const page = await browser.newPage({ viewport: { width: px, height: px }, deviceScaleFactor: 1 });
	const sized = svg.replace('width="512" height="512"', `width="${px}" height="${px}"`);
	await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
	const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: px, height: px } });
	await page.close();
	const { width, height } = pngSize(png);
	if (width !== px || height !== px) throw new Error(`${file}: rendered ${width}x${height}, wanted ${px}x${px}`);
	writeFileSync(join(iconsDir, file), png);
	console.log(`static/icons/${file}: ${px}x${px}, ${png.length} bytes`);
}

async function icons() {
	mkdirSync(iconsDir, { recursive: true });
	const any = iconSvg({ maskable: false });
	const maskable = iconSvg({ maskable: true });
	writeFileSync(join(iconsDir, 'icon.svg'), any);
	writeFileSync(join(iconsDir, 'icon-maskable.svg'), maskable);
	const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
	try {
		await renderSvg(browser, any, 192, 'icon-192.png');
		await renderSvg(browser, any, 512, 'icon-512.png');
		await renderSvg(browser, maskable, 512, 'icon-maskable-512.png');
		// iOS rounds the corners itself and wants no transparency.
		await renderSvg(browser, maskable, 180, 'apple-touch-icon.png');
	} finally {
		await browser.close();
	}
}

/** @param {string} url */
async function waitForServer(url) {
	for (let i = 0; i < 100; i++) {
		try {
			if ((await fetch(url)).ok) return;
		} catch {
			// not up yet
		}
		await new Promise((r) => setTimeout(r, 100));
	}
	throw new Error(`server at ${url} did not start`);
}

/** @returns {string | undefined} */
function firstPuzzle() {
	try {
		// build/bank/index.json: rows are [id, n, difficulty, ...] (src/lib/bank/data-files.ts).
		const index = JSON.parse(readFileSync(join(root, 'build', 'bank', 'index.json'), 'utf8'));
		const id = index.puzzles?.[0]?.[0];
		return typeof id === 'string' ? `/puzzles/${encodeURIComponent(id)}` : undefined;
	} catch {
		return undefined;
	}
}

const SHOTS = [
	// Phones: 360x640 CSS pixels at 3x = 1080x1920.
	// A puzzle (the bank's first) if there is one, else the start page.
	{ file: 'narrow.png', path: firstPuzzle() ?? '/', viewport: { width: 360, height: 640 }, scale: 3, isMobile: true },
	{
		file: 'wide.png',
		path: '/analysis?fen=' + encodeURIComponent('W:Wa1,c3,e3,g3,b2,f2:Bb6,d6,f6,h6,c7'),
		viewport: { width: 1280, height: 800 },
		scale: 1,
		isMobile: false
	}
];

async function screenshots() {
	mkdirSync(screenshotsDir, { recursive: true });
	const port = Number(process.env.SCREENSHOT_PORT || 4196);
	const server = spawn(process.execPath, [join(root, 'scripts', 'serve.js')], {
		env: { ...process.env, PORT: String(port) },
		stdio: ['ignore', 'ignore', 'inherit']
	});
	const base = `http://localhost:${port}`;
	const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
	try {
		await waitForServer(base + '/');
		for (const shot of SHOTS) {
			const context = await browser.newContext({
				viewport: shot.viewport,
				deviceScaleFactor: shot.scale,
				isMobile: shot.isMobile,
				hasTouch: shot.isMobile,
				locale: 'ru-RU',
				colorScheme: 'light',
				serviceWorkers: 'block'
			});
			const page = await context.newPage();
			await page.goto(base + shot.path);
			await page.locator('body[data-hydrated]').waitFor();
			await page.evaluate(() => document.fonts.ready);
			const png = await page.screenshot();
			await context.close();
			const { width, height } = pngSize(png);
			writeFileSync(join(screenshotsDir, shot.file), png);
			console.log(`static/screenshots/${shot.file}: ${width}x${height}, ${png.length} bytes`);
		}
	} finally {
		await browser.close();
		server.kill();
	}
	checkManifest('screenshots');
}

/** The manifest's sizes must be the files' real sizes, or Chromium ignores the entry. */
/** @param {'icons' | 'screenshots'} member */
function checkManifest(member) {
	const manifest = JSON.parse(readFileSync(join(root, 'static', 'manifest.webmanifest'), 'utf8'));
	for (const entry of manifest[member]) {
		if (entry.type !== 'image/png') continue;
		const { width, height } = pngSize(readFileSync(join(root, 'static', entry.src)));
		if (entry.sizes !== `${width}x${height}`) throw new Error(`manifest says ${entry.src} is ${entry.sizes}, the file is ${width}x${height}`);
	}
	console.log(`manifest: the ${member}' sizes match the files`);
}

if (process.argv.includes('--screenshots')) await screenshots();
else {
	await icons();
	checkManifest('icons');
}
