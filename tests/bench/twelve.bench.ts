/**
 * 12 against 1 in Chromium, figures printed (not asserted), at a real
 * phone's speed (./slowdown.ts: the renderer, page and workers together,
 * held to 1/TWELVE_CPU_RATE of one core by cpulimit; 4 by default):
 * - verdicts: a scripted game per square that leaves the proved line at
 *   every turn by a fixed rule: the legal moves other than the hint's, in
 *   reverse plain string order, each tried in turn; a move that throws the
 *   win away is taken back and the next tried; when every one does, the
 *   hint's move. Each move is timed from the tap to its exact verdict on
 *   the page (`data-verdict` no longer thinking, unproved or a bound), and
 *   to the app's answer; each hint from the tap to a proved move;
 * - "prove it" per square, read from the proof's own clock, with the time
 *   its first proved bound appeared.
 * TWELVE_BENCH=answers or =proofs runs one half; TWELVE_SQUARES=f8,h8 picks squares;
 * TWELVE_TURNS caps the scripted game's turns (default 60); TWELVE_CPU_RATE the slowdown (4).
 */
import { test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { legalMoves, moveToString, parseFen } from '../../src/lib/engine';
import { cpuRate, figures, slowDown } from './slowdown';

const table = JSON.parse(readFileSync('puzzles/twelve-against-one.json', 'utf8')) as { squares: { square: string; verdict: { kind: string; n: number } }[] };
const only = process.env.TWELVE_BENCH;
const pick = (fallback: string[]) => process.env.TWELVE_SQUARES?.split(',') ?? fallback;
const rate = cpuRate('TWELVE_CPU_RATE');
/** Verdicts that are not final: the exact one is still to come. */
const OPEN = ['thinking', 'unproved', 'bound', ''];

async function open(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

interface Timed {
	/** Tap to the app's answer (its reply, or the verdict of a spoiling move). */
	ms: number;
	/** Tap to the exact verdict. */
	verdictMs: number;
	kind: string;
	text: string;
	fromTree: boolean;
	state: string;
}

/** Tap the move, wait for the app's answer, then for the verdict to be exact. */
async function timedMove(page: Page, move: string): Promise<Timed> {
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
		{ polling: 'raf', timeout: 300_000 }
	);
	const ms = Date.now() - t0;
	await page.waitForFunction((open) => !open.includes(document.querySelector('[data-verdict]')?.getAttribute('data-verdict') ?? ''), OPEN, {
		polling: 'raf',
		timeout: 600_000
	});
	return {
		ms,
		verdictMs: Date.now() - t0,
		kind: (await page.locator('[data-verdict]').getAttribute('data-verdict')) ?? '',
		text: (await page.locator('[data-verdict]').textContent())?.trim() ?? '',
		fromTree: (await page.locator('[data-twelve-source="tree"]').count()) > 0,
		state: (await page.locator('[data-puzzle-state]').getAttribute('data-puzzle-state')) ?? ''
	};
}

test('verdicts of scripted games that leave the proved line at every turn', async ({ page, browser }) => {
	test.skip(only === 'proofs', 'proofs only');
	const verdicts: number[] = [];
	const kept: number[] = [];
	const answers: number[] = [];
	const hints: number[] = [];
	let notExact = 0;
	let how = '';
	for (const square of pick(['f8', 'h8', 'c5', 'a7', 'c7'])) {
		await open(page, `/twelve?square=${square}`);
		await page.locator('[data-play-again]').click();
		const slow = await slowDown(browser, page, rate);
		how = slow.how;
		const times: number[] = [];
		try {
			for (let turn = 0; turn < Number(process.env.TWELVE_TURNS ?? 60); turn++) {
				if ((await page.locator('[data-puzzle-state]').getAttribute('data-puzzle-state')) !== 'playing') break;
				const fen = (await page.locator('[data-board]').getAttribute('data-fen'))!;
				const pos = parseFen(fen);
				if (!pos.ok) throw new Error(`bad FEN on the page: ${fen}`);
				const moves = legalMoves(pos.value).map(moveToString).sort();
				const h0 = Date.now();
				await page.locator('[data-hint]').click();
				await page.waitForFunction(() => document.querySelector('[data-twelve-hint]')?.getAttribute('data-twelve-hint') !== 'proving', undefined, {
					polling: 'raf',
					timeout: 300_000
				});
				hints.push(Date.now() - h0);
				const hintText = (await page.locator('[data-twelve-hint]').textContent()) ?? '';
				const best = moves.find((m) => hintText.includes(m));
				const candidates = [...moves.filter((m) => m !== best).reverse(), ...(best ? [best] : [])];
				for (const move of candidates) {
					const r = await timedMove(page, move);
					times.push(r.verdictMs);
					verdicts.push(r.verdictMs);
					answers.push(r.ms);
					if (!['best', 'slower', 'spoiled'].includes(r.kind)) notExact++;
					console.log(
						`${square} turn ${turn + 1} ${move}${move === best ? ' (the hint)' : ''}: answer ${r.ms} ms, exact verdict ${r.verdictMs} ms${r.fromTree ? ' (proved tree)' : ''}: ${r.kind}: ${r.text}`
					);
					if (r.state !== 'failed') {
						kept.push(r.verdictMs);
						break;
					}
					await page.locator('[data-retry]').click();
				}
			}
		} finally {
			slow.stop();
		}
		const state = await page.locator('[data-puzzle-state]').getAttribute('data-puzzle-state');
		console.log(`${square}: ${figures('verdicts', times)}; game ${state}`);
	}
	console.log(`CPU: ${how}`);
	console.log(`all: ${figures('exact verdicts (tap to exact verdict)', verdicts)}; not exact in the end: ${notExact}`);
	console.log(`all: ${figures('moves kept (still winning)', kept)}`);
	console.log(`all: ${figures('answers (tap to reply)', answers)}`);
	console.log(`all: ${figures('hints', hints)}`);
});

test('proof times per square with the CPU slowed 4x', async ({ page, browser }) => {
	test.skip(only === 'answers', 'answers only');
	for (const square of pick(table.squares.map((r) => r.square))) {
		await open(page, `/twelve?square=${square}`);
		const slow = await slowDown(browser, page, rate);
		try {
			const t0 = Date.now();
			await page.locator('[data-prove]').click();
			// The first proved bound, if the proof shows one before its exact verdict.
			const bound = page
				.locator('[data-proof-bound]')
				.waitFor({ timeout: 1_800_000 })
				.then(() => Date.now() - t0)
				.catch(() => null);
			const result = page.locator('[data-proof-result]');
			await result.waitFor({ timeout: 1_800_000 });
			const wall = Date.now() - t0;
			const boundMs = await Promise.race([bound, Promise.resolve(null)]);
			console.log(
				`prove ${square} (CPU ${rate}x, ${slow.how}): ${await result.getAttribute('data-proof-result')}, wall ${(wall / 1000).toFixed(1)} s${boundMs === null ? '' : `, bound shown at ${(boundMs / 1000).toFixed(1)} s`}: ${(await result.textContent())?.trim()}`
			);
		} finally {
			slow.stop();
		}
	}
});
