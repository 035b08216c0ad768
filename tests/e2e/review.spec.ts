/** /review: a game judged move by move in the review worker, on the phone. */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { board, move, open, puzzleData } from './play';
import { fastestWin, losingMove } from './solver-cli';
import { repo } from './built';
import { accessibilityFindings } from './axe';
import { trustFromFile } from './trust-file';

const review = (page: Page) => page.locator('[data-review]');
const playState = (page: Page) => page.locator('[data-playout-state]');
const done = (page: Page, timeout = 120_000) => expect(review(page)).toHaveAttribute('data-review-state', 'done', { timeout });

/** A bank puzzle with a proved short win: the test's first move throws it away. */
const PUZZLE = 'lesson-lure-h4';

/** The 77-ply self-play game of the review benchmark (docs/cli.md). */
const LONG_GAME = readFileSync(`${repo}/tests/fixtures/review-game.pdn`, 'utf8');

test('a game against level 1 that throws a proved win away: the review from the games list marks the move a proved blunder and makes a puzzle of it, solved from the review queue', async ({
	page
}) => {
	test.setTimeout(300_000);
	const puzzle = puzzleData(PUZZLE);
	const lose = losingMove(puzzle.fen);
	await open(page, `/play?fen=${encodeURIComponent(puzzle.fen)}`);
	await page.locator('[data-play-level="1"]').check();
	await page.locator(`[data-play-color="${puzzle.fen.startsWith('W') ? 'white' : 'black'}"]`).check();
	await page.locator('[data-play-start]').click();
	await expect(playState(page)).toHaveAttribute('data-playout-state', 'your-move');
	await move(page, lose.from, lose.to);
	await expect(playState(page)).not.toHaveAttribute('data-playout-state', 'thinking', { timeout: 30_000 });
	if ((await playState(page).getAttribute('data-playout-state')) !== 'over') {
		await page.locator('[data-play-resign]').click();
		await page.locator('[data-play-resign-confirm]').click();
	}
	await expect(page.locator('[data-outcome]')).toBeVisible();
	await expect(page.locator('[data-play-saved]')).toBeVisible();

	// From the games list on /progress.
	await page.locator('[data-nav="progress"]').click();
	await page.locator('[data-games] [data-game-review]').click();
	await page.waitForURL(/\/review\?game=/);
	await done(page);
	await expect(review(page)).toHaveAttribute('data-review-from', 'worker');
	const first = page.locator('[data-review-move][data-ply="1"]');
	await expect(first).toHaveAttribute('data-class', 'blunder');
	await expect(first).toHaveAttribute('data-proof', /^win in \d+ -> /);
	// The missed win and its line, stepped on the board.
	await first.click();
	await expect(page.locator('[data-review-missed]')).toBeVisible();
	await page.locator('[data-review-line="show"]').click();
	await expect(board(page)).toHaveAttribute('data-fen', puzzle.fen.split(':')[0] === 'W' ? /^B:/ : /^W:/, { timeout: 5_000 });
	await page.locator('[data-review-line="stop"]').click();
	// The puzzle made from it.
	await expect(page.locator('[data-review-puzzles]')).toHaveAttribute('data-review-puzzles', '1');
	await expect(page.locator('[data-review-puzzle]')).toHaveAttribute('href', /^\/puzzles\/own-g-\d+-1$/);
	// Stored on the device: a reload opens it at once, with no worker run, and the games list says it is reviewed.
	await page.reload();
	await page.locator('body[data-hydrated]').waitFor();
	await expect(review(page)).toHaveAttribute('data-review-from', 'stored', { timeout: 10_000 });
	// The day it was reviewed in the interface's words ("4 Dec 2026"), not ISO.
	await expect(page.locator('[data-review-stored]')).toContainText(/\(\d{1,2} [A-Z][a-z]{2,3} \d{4}\)/);
	await expect(page.locator('[data-review-stored]')).not.toContainText(/\d{4}-\d{2}-\d{2}/);
	await expect(page.locator('[data-review-move][data-ply="1"]')).toHaveAttribute('data-proof', /^win in \d+ -> /);
	await expect(page.locator('[data-review-puzzles]')).toHaveAttribute('data-review-puzzles', '1');
	await page.goBack();
	await expect(page.locator('[data-games] [data-game-review]')).toHaveAttribute('data-game-review', 'reviewed');
	// "Review again" runs the worker anew.
	await page.locator('[data-games] [data-game-review]').click();
	await expect(review(page)).toHaveAttribute('data-review-from', 'stored');
	await page.locator('[data-review-again]').click();
	await done(page);
	await expect(review(page)).toHaveAttribute('data-review-from', 'worker');
	// The puzzle made from it is in the review queue on /progress (due at once): solved from there, every reply the app's.
	await page.locator('[data-nav="progress"]').click();
	await page.locator('[data-progress-ready]').waitFor();
	const own = page.locator('[data-review-item^="puzzle:own-"] a');
	await expect(own).toHaveCount(1);
	await own.click();
	await page.waitForURL(/\/puzzles\/own-g-\d+-1$/);
	await expect(page.locator('[data-own-claim]')).toHaveAttribute('data-own-claim', /^win in \d+$/);
	for (let i = 0; i < 12; i++) {
		const state = page.locator('[data-puzzle-state]');
		if ((await state.getAttribute('data-puzzle-state')) === 'solved') break;
		const fen = (await board(page).getAttribute('data-fen'))!;
		const win = fastestWin(fen);
		expect(win, `a winning move in ${fen}`).not.toBeNull();
		await move(page, win!.from, win!.to);
		await expect
			.poll(
				async () =>
					(await state.getAttribute('data-puzzle-state')) === 'solved' ||
					((await board(page).getAttribute('data-fen'))?.[0] === fen[0] && (await board(page).getAttribute('data-fen')) !== fen)
			)
			.toBe(true);
	}
	await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', 'solved');
	// Back to the game: its review, from the device.
	await page.locator('[data-own-game-link]').click();
	await page.waitForURL(/\/review\?game=g-/);
	await expect(review(page)).toHaveAttribute('data-review-from', 'stored');
});

test('a play-out from the address: the graph and the key moments step the board, the table is there for screen readers', async ({ page }) => {
	// 32 s alone on a loaded machine (the solver's CLI finding the losing move, the review, two accessibility audits): twice that and more.
	test.setTimeout(120_000);
	const puzzle = puzzleData(PUZZLE);
	const lose = losingMove(puzzle.fen);
	await open(page, `/review?fen=${encodeURIComponent(puzzle.fen)}&moves=${lose.move}&side=white&from=playout`);
	await done(page, 60_000);
	await expect(page.locator('[data-review-move][data-ply="1"]')).toHaveAttribute('data-class', 'blunder');
	await expect(page.locator('[data-eval-graph] svg[role="slider"]')).toBeVisible();
	await expect(page.locator('[data-chart-table="review"] tbody tr')).toHaveCount(2);
	await page.locator('[data-graph-ply="1"]').click();
	await expect(review(page)).toHaveAttribute('data-review-ply', '1');
	await page.locator('[data-eval-graph] svg').press('Home');
	await expect(review(page)).toHaveAttribute('data-review-ply', '0');
	await page.locator('[data-review-key="next"]').click();
	await expect(review(page)).toHaveAttribute('data-review-ply', '1');
	await expect(board(page)).toHaveAttribute('data-fen', new RegExp(`^${puzzle.fen.startsWith('W') ? 'B' : 'W'}:`));
	expect(await accessibilityFindings(page)).toEqual([]);
	// A 360 px phone: nothing wider than the screen.
	await page.setViewportSize({ width: 360, height: 740 });
	expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(360);
	// The same review in Russian: every word on screen from the Russian table.
	await page.locator('[data-language]').selectOption('ru');
	await expect(page.locator('h1')).toHaveText('Разбор партии');
	await expect(page.locator('[data-review-current]')).toContainText('грубая ошибка');
	await expect(page.locator('[data-review-current]')).toContainText(/доказано: (Белые|Чёрные) выигрывают за \d+ ход\S* → (Белые|Чёрные) выигрывают за \d+ ход/);
});

test('a PDN collection of three games pasted, one picked and reviewed', async ({ page }) => {
	const text = [
		'[White "Ann"]\n[Black "Boris"]\n[Aim "giveaway"]\n1. c3-d4 b6-a5 2. d4-c5 d6:b4 3. a3:c5 *',
		'[White "Vera"]\n[Black "Gleb"]\n[Aim "giveaway"]\n1. g3-h4 f6-g5 2. h4:f6 e7:g5 *',
		'[White "Dan"]\n[Black "Eva"]\n[Aim "russian"]\n1. e3-f4 *'
	].join('\n\n');
	await open(page, '/review');
	await page.locator('[data-review-pdn-input]').fill(text);
	await page.locator('[data-review-pdn-read]').click();
	await expect(page.locator('[data-review-pdn-game]')).toHaveCount(3);
	expect(await accessibilityFindings(page)).toEqual([]);
	await expect(page.locator('[data-review-pdn-game="2"]')).toContainText('Vera');
	// The third is ordinary checkers: marked so, and reviewable under its rules.
	await expect(page.locator('[data-review-pdn-russian]')).toHaveCount(1);
	await expect(page.locator('[data-review-pdn-game="3"]')).toBeEnabled();
	await page.locator('[data-review-side="black"]').check();
	await page.locator('[data-review-pdn-game="2"]').click();
	await done(page, 60_000);
	await expect(page.locator('[data-review-move]')).toHaveCount(4);
	await expect(page.locator('[data-review-move][data-ply="3"]')).toHaveAttribute('data-class', /^(best|good|inaccuracy|unclear|mistake|blunder)$/);
	// Judged by an estimate in the opening: the page says how far the estimate is trusted there, as calibration.json measures it.
	await page.locator('[data-review-move][data-ply="3"]').click();
	const opening = trustFromFile('opening');
	await expect(page.locator('[data-review-trust]')).toHaveAttribute('data-review-trust', 'opening');
	await expect(page.locator('[data-review-trust]')).toHaveAttribute('data-tell-apart', opening.tellApart);
	await expect(page.locator('[data-review-trust]')).toContainText(opening.words.en);
	// The game picked is in the address: a reload reviews the same game.
	await expect(page).toHaveURL(/fen=.*moves=g3-h4/);
	await expect(review(page)).toHaveAttribute('data-review-aim', 'giveaway');
	// The ordinary-checkers game: reviewed as such, with the word on its estimates.
	await page.locator('[data-review-other]').click();
	await page.locator('[data-review-pdn-input]').fill(text);
	await page.locator('[data-review-pdn-read]').click();
	await page.locator('[data-review-pdn-game="3"]').click();
	await done(page, 60_000);
	await expect(review(page)).toHaveAttribute('data-review-aim', 'russian');
	await expect(page.locator('[data-review-russian]')).toBeVisible();
	await expect(page).toHaveURL(/aim=russian/);
	await expect(page.locator('[data-review-move]')).toHaveCount(1);
	// A bad text is said, and the box keeps it.
	await page.locator('[data-review-other]').click();
	await page.locator('[data-review-pdn-input]').fill('1. c3-d4 c3-d4');
	await page.locator('[data-review-pdn-read]').click();
	await expect(page.locator('[data-review-pdn-error]')).toBeVisible();
	await expect(page.locator('[data-review-pdn-input]')).toHaveValue('1. c3-d4 c3-d4');
});

test('a long game: the first pass’s classes are on the page while the swings are proved, and the final review changes only the moves around them', async ({
	page
}) => {
	test.setTimeout(300_000);
	await open(page, '/review');
	await page.locator('[data-review-pdn-input]').fill(LONG_GAME);
	await page.locator('[data-review-pdn-read]').click();
	await page.locator('[data-review-pdn-game="1"]').click();
	// One look at the page: still working on the swings' proofs, and every move already classed.
	const seen = await page.waitForFunction(
		() => {
			const working = document.querySelector('[data-review]')?.getAttribute('data-review-state') === 'working';
			const moves = [...document.querySelectorAll('[data-review-move]')];
			if (!working || !document.querySelector('[data-review-deep]') || moves.length !== 77) return false;
			return moves.map((m) => ({ ply: m.getAttribute('data-ply'), class: m.getAttribute('data-class') }));
		},
		undefined,
		{ timeout: 240_000 }
	);
	const first = (await seen.jsonValue()) as { ply: string; class: string }[];
	expect(first.every((m) => /^(best|good|inaccuracy|unclear|mistake|blunder)$/.test(m.class))).toBe(true);
	await done(page, 240_000);
	const final = await page
		.locator('[data-review-move]')
		.evaluateAll((moves) => moves.map((m) => ({ ply: m.getAttribute('data-ply'), class: m.getAttribute('data-class'), proved: m.hasAttribute('data-proof') })));
	expect(final.map((m) => m.ply)).toEqual(first.map((m) => m.ply));
	// A swing's two positions are searched again, longer (review.ts DEEP_SWINGS, 3): only the moves into, between and out of them may be classed anew.
	const changed = final.filter((m, i) => m.class !== first[i].class);
	expect(changed.length).toBeLessThanOrEqual(9);
});

test('a review cancelled, the page reloaded: it starts again and is done; a tap during it answers within a frame', { tag: '@timing' }, async ({ page }) => {
	test.setTimeout(300_000);
	await open(page, '/review');
	await page.locator('[data-review-pdn-input]').fill(LONG_GAME);
	await page.locator('[data-review-pdn-read]').click();
	await page.locator('[data-review-pdn-game="1"]').click();
	// The worker's start and first positions: seconds on a loaded machine, not the 5 s an expectation waits by default.
	const starting = { timeout: 60_000 };
	await expect(review(page)).toHaveAttribute('data-review-state', 'working', starting);
	await expect.poll(async () => Number(await review(page).getAttribute('data-review-done')), starting).toBeGreaterThan(1);
	await page.locator('[data-review-cancel]').click();
	await expect(review(page)).toHaveAttribute('data-review-state', 'cancelled');
	const stopped = Number(await review(page).getAttribute('data-review-done'));
	await page.waitForTimeout(500);
	expect(Number(await review(page).getAttribute('data-review-done'))).toBe(stopped);
	const reloaded = Date.now();
	await page.reload();
	await page.locator('body[data-hydrated]').waitFor();
	await expect(review(page)).toHaveAttribute('data-review-state', 'working', starting);
	await expect(review(page)).toHaveAttribute('data-review-total', '78');
	// While the worker looks, a tap on the board's step buttons answers in the next frame (timed in the page).
	await expect.poll(async () => Number(await review(page).getAttribute('data-review-done')), starting).toBeGreaterThan(3);
	const taps: number[] = [];
	for (let i = 0; i < 3; i++) {
		const tap = await page.evaluate(() => {
			const before = document.querySelector('[data-review]')!.getAttribute('data-review-ply');
			const t0 = performance.now();
			document.querySelector<HTMLElement>('[data-review-step="forward"]')!.click();
			return new Promise<{ ms: number; moved: boolean }>((r) =>
				requestAnimationFrame(() =>
					r({ ms: performance.now() - t0, moved: document.querySelector('[data-review]')!.getAttribute('data-review-ply') !== before })
				)
			);
		});
		expect(tap.moved).toBe(true);
		expect(tap.ms).toBeLessThan(200);
		taps.push(tap.ms);
	}
	expect(await review(page).getAttribute('data-review-state')).toBe('working');
	await done(page, 240_000);
	await expect(page.locator('[data-review-move]')).toHaveCount(77);
	// The figures (docs/benchmarks.md): the whole review in the page's worker, and the slowest tap.
	console.log(
		`review of 77 plies in the browser: ${Date.now() - reloaded} ms from the reload; slowest tap to the next frame ${Math.max(...taps).toFixed(1)} ms`
	);
});

test('a study’s main line reviewed beside the author’s marks; Petrov’s game reviewed as ordinary checkers beside its annotations', async ({ page }) => {
	test.setTimeout(180_000);
	await open(page, '/studies/threat-example');
	const panel = page.locator('[data-study-review]');
	await panel.locator('[data-study-review-start]').click();
	await expect(panel).toHaveAttribute('data-review-state', 'done', { timeout: 120_000 });
	const rows = panel.locator('[data-study-review-move]');
	await expect(rows).toHaveCount(22);
	// The author's "!" on White's first move (h2-g3) stands beside the review's class, with a word on whether they agree.
	const marked = panel.locator('[data-study-review-move][data-marks="! +"]');
	await expect(marked).toHaveAttribute('data-ply', '1');
	await expect(marked).toHaveAttribute('data-verdict', /^(agree|disagree-good)$/);
	await expect(marked.locator('[data-study-review-note]')).toContainText('“!”');
	// A tap on a move shows it on the study's board.
	await rows.nth(2).locator('button').click();
	await expect(page.locator('[data-study]')).toHaveAttribute('data-ply', '3');
	// Petrov's 1827 game is ordinary checkers: reviewed under its rules, with a word on how far to trust the estimates.
	await open(page, '/studies/petrov-game-1827');
	const petrov = page.locator('[data-study-review]');
	await expect(page.locator('[data-study-review-russian]')).toBeVisible();
	await petrov.locator('[data-study-review-start]').click();
	await expect(petrov).toHaveAttribute('data-review-state', 'done', { timeout: 120_000 });
	await expect(petrov.locator('[data-study-review-move]')).toHaveCount(69);
	// The author's one "!" (Black's 18th move, a three-piece capture) is the review's best move too (review/russian.test.ts).
	const shot = petrov.locator('[data-study-review-move][data-marks="!"]');
	await expect(shot).toHaveAttribute('data-ply', '36');
	await expect(shot).toHaveAttribute('data-class', 'best');
	await expect(shot).toHaveAttribute('data-verdict', 'agree');
	expect(await accessibilityFindings(page)).toEqual([]);
});

test('a play-out on the analysis board, once over, is reviewed from its "Review this game" link', async ({ page }) => {
	test.setTimeout(180_000);
	await open(page, `/analysis?fen=${encodeURIComponent('W:Wc3:Bb6,h8')}`);
	await page.locator('[data-play-level="1"]').check();
	await page.locator('[data-action="play-start"]').click();
	for (let i = 0; i < 60; i++) {
		await expect(playState(page)).not.toHaveAttribute('data-playout-state', 'thinking', { timeout: 20_000 });
		if ((await playState(page).getAttribute('data-playout-state')) === 'over') break;
		await board(page).locator('[data-movable]').first().click();
		await board(page).locator('[data-target]').first().click();
	}
	const moves = (await page.locator('[data-playout-moves]').getAttribute('data-playout-moves'))!.split(' ');
	await page.locator('[data-playout-review]').click();
	await page.waitForURL(/\/review\?.*from=playout/);
	await done(page, 60_000);
	await expect(page.locator('[data-review-move]')).toHaveCount(moves.length);
	await expect(page.locator('[data-review-move][data-ply="1"]')).toHaveText(new RegExp(moves[0]));
});
