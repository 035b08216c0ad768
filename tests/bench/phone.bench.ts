/**
 * The engine's move and a game review at a real phone's speed, in Chromium,
 * figures printed (never asserted; issue 36). The renderer process (page and
 * workers together) is held to 1/PHONE_CPU_RATE of one core by cpulimit
 * (./slowdown.ts; 4 by default):
 * - play: games on /play against each level of PHONE_LEVELS (default 8, the
 *   strongest, and 4), the player White, untimed, until PHONE_REPLIES
 *   replies (default 40) per level. In its k-th game (from 0) the player
 *   plays every turn the k-th (wrapping) of the legal moves in plain string
 *   order whose first and last squares no other legal move shares (so two
 *   taps make it): the first game is "the first legal move". Each is timed
 *   from the tap on its last square to the app's reply on the page
 *   (`data-playout-moves` two plies longer, `data-playout-state` no longer
 *   thinking); the reply includes the app's deliberate pause before it
 *   answers (REPLY_PAUSE_MS, 350 ms);
 * - review: each of tests/fixtures/review-game.pdn (77 plies, the game of
 *   `cli bench --review`) and review-balanced.pdn (35 plies) pasted on
 *   /review and its game chosen; timed from that tap to the first position
 *   judged (`data-review-done` above 0), to the last position's first pass
 *   (`data-review-done` = `data-review-total`), and to the review done with
 *   the first move's class shown (`[data-review-move][data-class]`: the page
 *   shows the classes only with the whole review).
 * The load average (1 minute) is printed beside each figure: on a shared
 * machine the figures are an upper bound of an idle phone's.
 * PHONE_BENCH=play or =review runs one half.
 *
 *   E2E_PORT=4351 CI=true npx playwright test -c playwright.bench.config.ts tests/bench/phone.bench.ts
 */
import { test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { legalMoves, moveToString, parseFen } from '../../src/lib/engine';
import { cpuRate, figures, slowDown } from './slowdown';

const only = process.env.PHONE_BENCH;
const rate = cpuRate();
const levels = (process.env.PHONE_LEVELS ?? '8,4').split(',').map(Number);
const wanted = Number(process.env.PHONE_REPLIES ?? 40);
const GAMES = ['review-game.pdn', 'review-balanced.pdn'];

async function open(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

/** The 1-minute load average, as printed beside a figure. */
const load = () => `load average ${loadavg()[0].toFixed(1)}`;

/** The k-th (wrapping) legal move in plain string order of those two taps (first and last squares) make unambiguously. */
function scriptedMove(fen: string, k: number): string | null {
	const pos = parseFen(fen);
	if (!pos.ok) throw new Error(`bad FEN on the page: ${fen}`);
	const moves = legalMoves(pos.value).map(moveToString).sort();
	const ends = (m: string) => `${m.slice(0, 2)}${m.slice(-2)}`;
	const tappable = moves.filter((m) => moves.filter((o) => ends(o) === ends(m)).length === 1);
	return tappable.length ? tappable[k % tappable.length] : null;
}

/** Plays the game on screen to its end with the k-th move rule; returns the replies' times and how it ended. */
async function playGame(page: Page, level: number, k: number, log: (line: string) => void): Promise<{ times: number[]; end: string }> {
	const board = page.locator('[data-board]');
	const times: number[] = [];
	for (let turn = 1; ; turn++) {
		if ((await page.locator('[data-outcome]').count()) > 0)
			return { times, end: (await page.locator('[data-outcome]').getAttribute('data-outcome')) ?? 'over' };
		const move = scriptedMove((await board.getAttribute('data-fen'))!, k);
		if (!move) throw new Error('no legal move to play on an unfinished game');
		const plies = ((await page.locator('[data-playout-moves]').getAttribute('data-playout-moves')) ?? '').split(' ').filter(Boolean).length;
		await board.locator(`[data-square="${move.slice(0, 2)}"]`).click();
		const t0 = Date.now();
		await board.locator(`[data-square="${move.slice(-2)}"]`).click();
		const replied = await page.waitForFunction(
			(before) => {
				const now = (document.querySelector('[data-playout-moves]')?.getAttribute('data-playout-moves') ?? '').split(' ').filter(Boolean).length;
				const phase = document.querySelector('[data-playout-state]')?.getAttribute('data-playout-state');
				if (now >= before + 2 && phase !== 'thinking') return 'reply';
				return document.querySelector('[data-outcome]') !== null ? 'over' : false;
			},
			plies,
			{ polling: 'raf', timeout: 120_000 }
		);
		const ms = Date.now() - t0;
		if ((await replied.jsonValue()) !== 'reply') continue;
		times.push(ms);
		log(`level ${level} game ${k + 1} move ${turn} ${move}: reply in ${ms} ms (${load()})`);
	}
}

test('the engine’s answer time per move on /play', async ({ page, browser }) => {
	test.skip(only === 'review', 'review only');
	const all: number[] = [];
	let how = '';
	for (const level of levels) {
		await open(page, '/play');
		await page.locator('[data-play-setup][data-ready="yes"]').waitFor({ timeout: 60_000 });
		await page.locator(`[data-play-level="${level}"]`).check();
		await page.locator('[data-play-color="white"]').check();
		await page.locator('[data-play-start]').click();
		const yourMove = () => page.locator('[data-playout-state="your-move"]').waitFor({ timeout: 60_000 });
		await yourMove();
		const slow = await slowDown(browser, page, rate);
		how = slow.how;
		const times: number[] = [];
		const ends: string[] = [];
		const loads = [loadavg()[0]];
		try {
			for (let k = 0; times.length < wanted && k < 10; k++) {
				if (k > 0) {
					await page.locator('[data-action="play-again"]').click();
					await yourMove();
				}
				const game = await playGame(page, level, k, (line) => {
					loads.push(loadavg()[0]);
					console.log(line);
				});
				times.push(...game.times);
				ends.push(`${game.times.length} replies, ${game.end === 'white' ? 'won' : game.end === 'black' ? 'lost' : game.end}`);
			}
		} finally {
			slow.stop();
		}
		all.push(...times);
		console.log(
			`level ${level}: ${figures('replies', times)}; games: ${ends.join('; ')}; load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`
		);
	}
	console.log(`CPU: ${how}`);
	console.log(`all levels: ${figures('replies', all)} (${load()})`);
});

test('a game review on /review', async ({ page, browser }) => {
	test.skip(only === 'play', 'play only');
	test.setTimeout(1_800_000);
	for (const file of GAMES) {
		await open(page, '/review');
		await page.locator('[data-review-pdn-input]').fill(readFileSync(`tests/fixtures/${file}`, 'utf8'));
		await page.locator('[data-review-pdn-read]').click();
		const slow = await slowDown(browser, page, rate);
		const before = load();
		try {
			await page.locator('[data-review-pdn-game="1"]').click();
			const t0 = Date.now();
			const review = page.locator('[data-review]');
			await page.waitForFunction(() => Number(document.querySelector('[data-review]')?.getAttribute('data-review-done')) > 0, undefined, {
				polling: 'raf',
				timeout: 600_000
			});
			const firstMs = Date.now() - t0;
			await page.waitForFunction(
				() => {
					const r = document.querySelector('[data-review]');
					const total = Number(r?.getAttribute('data-review-total'));
					return total > 0 && (Number(r?.getAttribute('data-review-done')) >= total || r?.getAttribute('data-review-state') === 'done');
				},
				undefined,
				{ polling: 'raf', timeout: 1_200_000 }
			);
			const passMs = Date.now() - t0;
			await page.locator('[data-review-move][data-class]').first().waitFor({ timeout: 1_200_000 });
			const classMs = Date.now() - t0;
			await page.waitForFunction(() => document.querySelector('[data-review]')?.getAttribute('data-review-state') === 'done', undefined, {
				polling: 'raf',
				timeout: 1_200_000
			});
			const doneMs = Date.now() - t0;
			const plies = await page.locator('[data-review-move]').count();
			console.log(
				`review ${file} (${plies} plies, ${slow.how}): first position judged ${firstMs} ms, every position's first pass ${passMs} ms, first move class shown ${classMs} ms, review done ${doneMs} ms (${(doneMs / Math.max(1, plies)).toFixed(0)} ms a ply); ${before} at the start, ${load()} at the end; state ${await review.getAttribute('data-review-state')}`
			);
		} finally {
			slow.stop();
		}
	}
});
