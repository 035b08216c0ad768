/**
 * The app walked as a user walks it (issue 22): one page kept across many
 * in-app transitions (Next, Next near my level, the puzzles of a Streak and
 * a Storm run, browser Back and Forward, reload). After each, everything the
 * page states about the puzzle on screen (whose move, "win in N", the goal's
 * kind, the title, the board and its orientation) is compared with the bank
 * entry of the id on screen, read from the build here in the test.
 */
import { expect, test, type Page } from '@playwright/test';
import { applyMove, legalMoves, makeFen, moveToString, parseFen, type Move, type Position } from '../../src/lib/engine';
import { claimMoves } from '../../src/lib/bank/types';
import { builtBank } from './built';

interface BankPuzzle {
	id: string;
	fen: string;
	claim: string;
	solution: string[];
	aim?: 'giveaway' | 'russian';
	title?: { en: string; ru: string };
}

const bank = builtBank();
const entry = (id: string) => bank.puzzle(id) as BankPuzzle;
const board = (page: Page) => page.locator('[data-board]');
const player = (page: Page) => page.locator('[data-puzzle-state]');

function position(fen: string): Position {
	const parsed = parseFen(fen);
	if (!parsed.ok) throw new Error(`bad FEN ${fen}`);
	return parsed.value;
}

function moveOf(pos: Position, notation: string): Move {
	const found = legalMoves(pos).find((m) => moveToString(m) === notation);
	if (!found) throw new Error(`${notation} is not legal in ${makeFen(pos)}`);
	return found;
}

/** What the goal says for a bank entry, in English (the phone's language). */
function statement(p: BankPuzzle): RegExp {
	const side = p.fen.startsWith('W') ? 'White' : 'Black';
	const n = claimMoves(p.claim);
	const kind = (p.aim ?? 'giveaway') === 'giveaway' ? ': give away every piece or get blocked' : ' \\(ordinary checkers\\)';
	return new RegExp(`^${side} to play and win in ${n}${kind}$`);
}

/** The puzzle page's title for a bank entry. */
const titleOf = (p: BankPuzzle) => p.title?.en ?? `Puzzle ${p.id.replace(/^[a-z]+-0*/, '')}`;

let transitions = 0;

/**
 * The page shows the start of puzzle `id` and says the truth about it.
 * `where`: a puzzle page also has the title and the address.
 */
async function shows(page: Page, id: string, where: 'page' | 'run', step: string): Promise<void> {
	transitions++;
	const p = entry(id);
	await expect(player(page), step).toHaveAttribute('data-puzzle-id', id);
	await expect(player(page), step).toHaveAttribute('data-puzzle-state', 'playing');
	await expect(page.locator('[data-task]'), step).toHaveText(statement(p));
	await expect(board(page), step).toHaveAttribute('data-fen', p.fen);
	await expect(board(page), step).toHaveAttribute('data-orientation', p.fen.startsWith('W') ? 'white' : 'black');
	if (where === 'page') {
		await expect(page, step).toHaveURL(new RegExp(`/puzzles/${id}(\\?.*)?$`));
		await expect(page.locator('main h1'), step).toHaveText(titleOf(p));
		await expect(page, step).toHaveTitle(`${titleOf(p)} — Poddavki`);
		// Nothing of the previous try is left: no verdict, no result panel.
		await expect(page.locator('[data-after]'), step).toHaveCount(0);
		await expect(page.locator('[data-verdict]'), step).toHaveCount(0);
	}
}

const onScreen = async (page: Page) => (await player(page).getAttribute('data-puzzle-id'))!;

/** Plays the stored solution of the puzzle on screen (every turning square of a capture), checking the board after each reply. */
async function solve(page: Page): Promise<void> {
	const p = entry(await onScreen(page));
	let pos = position(p.fen);
	for (let i = 0; i < p.solution.length; i += 2) {
		await expect(board(page)).toHaveAttribute('data-fen', makeFen(pos));
		for (const square of p.solution[i].split(/[-:]/)) await board(page).locator(`[data-square="${square}"]`).click();
		pos = applyMove(pos, moveOf(pos, p.solution[i]));
		if (i + 1 < p.solution.length) pos = applyMove(pos, moveOf(pos, p.solution[i + 1]));
	}
}

/**
 * A run moves to its next puzzle by whatever the page offers: a button to
 * go on (`[data-run-next]`, `[data-run-continue]`) when there is one, else
 * by itself after a pause. Returns the new puzzle's id.
 */
async function runAdvance(page: Page, from: string): Promise<string> {
	const goOn = page.locator('[data-run-next], [data-run-continue]');
	await expect
		.poll(
			async () => {
				const id = await onScreen(page);
				if (id !== from) return true;
				if (await goOn.first().isVisible()) await goOn.first().click();
				return false;
			},
			{ timeout: 20_000, intervals: [200] }
		)
		.toBe(true);
	return onScreen(page);
}

test.describe.configure({ timeout: 300_000 });

test('thirty-odd in-app transitions, each checked against the bank', async ({ page }) => {
	transitions = 0;
	await page.goto('/puzzles/first-steps-1');
	await page.locator('body[data-hydrated]').waitFor();
	const visited: string[] = ['first-steps-1'];
	await shows(page, 'first-steps-1', 'page', 'open');

	// Next, six times: the first after a solve (the case the issue saw), the rest straight away.
	await solve(page);
	await expect(player(page)).toHaveAttribute('data-puzzle-state', 'solved');
	for (let i = 0; i < 6; i++) {
		const at = bank.ids.indexOf(visited[visited.length - 1]);
		const next = bank.ids[(at + 1) % bank.ids.length];
		await page.locator('[data-next]').click();
		visited.push(next);
		await shows(page, next, 'page', `next #${i + 1}`);
		if (i === 2) {
			// A wrong-or-right try half way: whatever the verdict, the next page starts clean.
			await solve(page);
			await expect(player(page)).toHaveAttribute('data-puzzle-state', 'solved');
		}
	}

	// Back three times, forward twice, a reload.
	let at = visited.length - 1;
	for (let i = 0; i < 3; i++) {
		await page.goBack();
		await shows(page, visited[--at], 'page', `back #${i + 1}`);
	}
	for (let i = 0; i < 2; i++) {
		await page.goForward();
		await shows(page, visited[++at], 'page', `forward #${i + 1}`);
	}
	await page.reload();
	await page.locator('body[data-hydrated]').waitFor();
	await shows(page, visited[at], 'page', 'reload');

	// Next near my level, four times (a solve before the second).
	const near = page.locator('[data-next-near]');
	const nearVisited: string[] = [visited[at]];
	for (let i = 0; i < 4; i++) {
		if (i === 1) {
			await solve(page);
			await expect(player(page)).toHaveAttribute('data-puzzle-state', 'solved');
		}
		await expect(page.locator('[data-next-ready]')).toHaveAttribute('data-next-ready', 'true');
		await expect(near).toHaveAttribute('href', /^\/puzzles\//);
		const id = (await near.getAttribute('data-next-near'))!;
		await near.click();
		nearVisited.push(id);
		await shows(page, id, 'page', `next near #${i + 1}`);
	}
	// Back twice and forward once through them.
	const last = nearVisited.length - 1;
	await page.goBack();
	await shows(page, nearVisited[last - 1], 'page', 'back after next near #1');
	await page.goBack();
	await shows(page, nearVisited[last - 2], 'page', 'back after next near #2');
	await page.goForward();
	await shows(page, nearVisited[last - 1], 'page', 'forward after next near');

	// A Streak: the first puzzle, then four more, each reached in the app.
	await page.goto('/streak?seed=3');
	await page.locator('body[data-hydrated]').waitFor();
	await page.locator('[data-run-start]').click();
	await expect(page.locator('[data-run-state]')).toHaveAttribute('data-run-state', 'playing');
	let id = await onScreen(page);
	await shows(page, id, 'run', 'streak start');
	for (let i = 0; i < 4; i++) {
		await solve(page);
		await expect(page.locator('[data-run-score]')).toHaveAttribute('data-run-score', String(i + 1));
		id = await runAdvance(page, id);
		await shows(page, id, 'run', `streak step ${i + 1}`);
	}

	// A Storm: the first puzzle and five more.
	await page.goto('/storm?seed=5');
	await page.locator('body[data-hydrated]').waitFor();
	await page.locator('[data-run-start]').click();
	await expect(page.locator('[data-run-state]')).toHaveAttribute('data-run-state', 'playing');
	id = await onScreen(page);
	await shows(page, id, 'run', 'storm start');
	for (let i = 0; i < 5; i++) {
		await solve(page);
		await expect(page.locator('[data-run-score]')).toHaveAttribute('data-run-score', String(i + 1));
		id = await runAdvance(page, id);
		await shows(page, id, 'run', `storm step ${i + 1}`);
	}
	// A reload mid-run resumes the same puzzle; Back leaves the run for the streak page and Forward returns to it.
	await page.reload();
	await page.locator('body[data-hydrated]').waitFor();
	await shows(page, id, 'run', 'storm reload');
	await page.goBack();
	await expect(page).toHaveURL(/\/streak\?seed=3$/);
	await expect(page.locator('[data-run-state]')).toHaveAttribute('data-run-state', 'playing');
	const streakId = await onScreen(page);
	await shows(page, streakId, 'run', 'back to the streak');
	await page.goForward();
	await expect(page).toHaveURL(/\/storm\?seed=5$/);
	await shows(page, id, 'run', 'forward to the storm');

	expect(transitions).toBeGreaterThanOrEqual(30);
});
