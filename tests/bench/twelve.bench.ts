/**
 * 12 against 1 in Chromium, figures printed (not asserted):
 * - answer times: a scripted game per square that leaves the proved line on
 *   every other move (slower wins, spoils taken back, unproved moves), timed
 *   from the tap on the destination square to the answer on the page;
 * - "prove it" times per square with the CPU slowed 4x, read from the proof's
 *   own clock. CDP's Emulation.setCPUThrottlingRate slows the page but not
 *   its workers (in this Chromium the proof takes as long at 4x as at 1x), so
 *   the renderer process, page and workers together, is held to 1/4 of one
 *   core with cpulimit (Debian package `cpulimit`; the bench says when it is
 *   missing and falls back to CDP, which then measures the worker unslowed).
 *   Each answer is also timed to its final verdict (a move the app could not
 *   prove at once says "not proved yet" until the background search settles
 *   it), and each hint from the tap to a proved move (or the word that there
 *   is none).
 * TWELVE_BENCH=answers or =proofs runs one half; TWELVE_SQUARES=f8,h8 picks squares;
 * TWELVE_TURNS caps the scripted game's turns (default 40); TWELVE_CPU_RATE the slowdown (4).
 */
import { test, type Browser, type Page } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { legalMoves, moveToString, parseFen } from '../../src/lib/engine';

const table = JSON.parse(readFileSync('puzzles/twelve-against-one.json', 'utf8')) as { squares: { square: string; verdict: { kind: string; n: number } }[] };
const only = process.env.TWELVE_BENCH;
const pick = (fallback: string[]) => process.env.TWELVE_SQUARES?.split(',') ?? fallback;

async function open(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

/** `N answers, median, p95, max, over 2 s` of some times in ms. */
function figures(what: string, times: readonly number[]): string {
	const sorted = [...times].sort((a, b) => a - b);
	return `${sorted.length} ${what}, median ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted[sorted.length - 1]} ms, over 2 s: ${sorted.filter((t) => t > 2000).length}`;
}

function percentile(sorted: number[], p: number): number {
	return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Tap the move and wait until the page has answered it (the app's reply, or the verdict of a spoiling move), then until its verdict is final. */
async function timedMove(page: Page, move: string): Promise<{ ms: number; finalMs: number; verdict: string; state: string }> {
	const board = page.locator('[data-board]');
	const before = await page.locator('[data-move-counter]').textContent();
	await board.locator(`[data-square="${move.slice(0, 2)}"]`).click();
	const to = board.locator(`[data-square="${move.slice(-2)}"]`);
	const t0 = Date.now();
	await to.click();
	await page.waitForFunction(
		(prev) => {
			const state = document.querySelector('[data-puzzle-state]')?.getAttribute('data-puzzle-state');
			const counter = document.querySelector('[data-move-counter]')?.textContent;
			const board = document.querySelector('[data-board]')?.getAttribute('data-fen') ?? '';
			return state === 'failed' || (counter !== prev && (board.startsWith('W') || state === 'solved'));
		},
		before,
		{ polling: 'raf', timeout: 120_000 }
	);
	const ms = Date.now() - t0;
	await page.waitForFunction(
		() => !/^(Not proved yet|Checking your move)/.test(document.querySelector('[data-verdict]')?.textContent?.trim() ?? ''),
		undefined,
		{
			polling: 'raf',
			timeout: 180_000
		}
	);
	return {
		ms,
		finalMs: Date.now() - t0,
		verdict: (await page.locator('[data-verdict]').textContent())?.trim() ?? '',
		state: (await page.locator('[data-puzzle-state]').getAttribute('data-puzzle-state')) ?? ''
	};
}

test('answer times of a game of slower moves', async ({ page }) => {
	test.skip(only === 'proofs', 'proofs only');
	const all: number[] = [];
	const allFinal: number[] = [];
	const allHints: number[] = [];
	for (const square of pick(['f8', 'a7', 'c5'])) {
		await open(page, `/twelve?square=${square}`);
		await page.locator('[data-play-again]').click();
		const times: number[] = [];
		const finals: number[] = [];
		const hints: number[] = [];
		let stuck = false;
		for (let turn = 0; turn < Number(process.env.TWELVE_TURNS ?? 40) && !stuck; turn++) {
			if ((await page.locator('[data-puzzle-state]').getAttribute('data-puzzle-state')) !== 'playing') break;
			const fen = (await page.locator('[data-board]').getAttribute('data-fen'))!;
			const pos = parseFen(fen);
			if (!pos.ok) throw new Error(`bad FEN on the page: ${fen}`);
			const moves = legalMoves(pos.value).map(moveToString);
			const h0 = Date.now();
			await page.locator('[data-hint]').click();
			await page.waitForFunction(() => document.querySelector('[data-twelve-hint]')?.getAttribute('data-twelve-hint') !== 'proving', undefined, {
				polling: 'raf',
				timeout: 180_000
			});
			hints.push(Date.now() - h0);
			const hintText = (await page.locator('[data-twelve-hint]').textContent()) ?? '';
			const best = moves.find((m) => hintText.includes(m));
			// Every other turn leaves the proved line first (slower wins, spoils, unproved moves); a spoiling
			// move is taken back and the next candidate tried, the best one last.
			const off = moves.filter((m) => m !== best).reverse();
			const candidates = turn % 2 === 0 ? [...off, ...(best ? [best] : [])] : [...(best ? [best] : []), ...off];
			stuck = true;
			for (const move of candidates) {
				const r = await timedMove(page, move);
				times.push(r.ms);
				finals.push(r.finalMs);
				console.log(`${square} turn ${turn + 1} ${move}: ${r.ms} ms, final ${r.finalMs} ms: ${r.verdict}`);
				if (r.state !== 'failed') {
					stuck = false;
					break;
				}
				await page.locator('[data-retry]').click();
			}
		}
		const state = await page.locator('[data-puzzle-state]').getAttribute('data-puzzle-state');
		all.push(...times);
		allFinal.push(...finals);
		allHints.push(...hints);
		console.log(
			`${square}: ${figures('answers', times)}; ${figures('final verdicts', finals)}; ${figures('hints', hints)}; game ${stuck ? 'lost by an earlier unproved move' : state}`
		);
	}
	console.log(`all: ${figures('answers', all)}`);
	console.log(`all: ${figures('final verdicts', allFinal)}`);
	console.log(`all: ${figures('hints', allHints)}`);
});

/** Holds every renderer process of the browser to `percent` of one core; returns a stop function, or null without cpulimit. */
async function limitRenderers(browser: Browser, percent: number): Promise<(() => void) | null> {
	if (spawnSync('cpulimit', ['--help']).error) return null;
	const cdp = await browser.newBrowserCDPSession();
	const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as { processInfo: { type: string; id: number }[] };
	const limits: ChildProcess[] = processInfo
		.filter((p) => p.type === 'renderer')
		.map((p) => spawn('cpulimit', ['-l', String(percent), '-p', String(p.id), '-z'], { stdio: 'ignore' }));
	return () => limits.forEach((l) => l.kill());
}

test('proof times per square with the CPU slowed 4x', async ({ page, browser }) => {
	test.skip(only === 'answers', 'answers only');
	const rate = Number(process.env.TWELVE_CPU_RATE ?? 4);
	for (const square of pick(table.squares.map((r) => r.square))) {
		await open(page, `/twelve?square=${square}`);
		let stop: (() => void) | null = null;
		let how = 'unslowed';
		if (rate > 1) {
			stop = await limitRenderers(browser, Math.round(100 / rate));
			how = stop ? `renderer held to 1/${rate} of a core by cpulimit` : 'CDP throttling: the worker is not slowed';
			if (!stop) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });
		}
		try {
			const t0 = Date.now();
			await page.locator('[data-prove]').click();
			const result = page.locator('[data-proof-result]');
			await result.waitFor({ timeout: 1_800_000 });
			const wall = Date.now() - t0;
			console.log(
				`prove ${square} (CPU ${rate}x, ${how}): ${await result.getAttribute('data-proof-result')}, wall ${(wall / 1000).toFixed(1)} s: ${(await result.textContent())?.trim()}`
			);
		} finally {
			stop?.();
		}
	}
});
