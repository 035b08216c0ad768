/**
 * Puzzles from your own games (issue 26, item 3), the way a user meets them:
 * a progress file (format 6, tests/fixtures/progress-own-puzzle.json: the
 * puzzle puzzleFromMistake made of f4-e5, which threw away the bank's
 * first-steps-2) imported on /progress shows it in "From your games" and in
 * the review queue; opened from the queue, it is solved with a winning move
 * that is not the stored first one (the solver judges it, as in the bank);
 * its card is graded; its page opens again offline, straight from its
 * address; removed, it leaves the list and the queue, and the file exported
 * before held it. An older file (format 4) still imports.
 */
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { board, open, openProgress } from './play';
import { repo } from './built';
import { accessibilityFindings } from './axe';

test.use({ locale: 'en-US' });

const OWN_FILE = join(repo, 'tests/fixtures/progress-own-puzzle.json');
const FORMAT_4 = join(repo, 'tests/fixtures/progress-format-4.json');
const own = JSON.parse(readFileSync(OWN_FILE, 'utf8')).data.ownPuzzles[0] as {
	id: string;
	fen: string;
	claim: string;
	solution: string[];
	winningMoves: string[];
};
const CARD = `puzzle:${own.id}`;

/** The solver's verdict and best line from a position (the CLI: the same solver the app uses). */
function solve(fen: string): { verdict: string; line: string[] } {
	const out = execFileSync('node', ['scripts/cli.js', 'solve', fen, '--max-moves', '6'], { cwd: repo, encoding: 'utf8' }).trim().split('\n');
	return {
		verdict: out[0],
		line: (out[1] ?? '')
			.replace(/^line: /, '')
			.split(' ')
			.filter(Boolean)
	};
}

async function play(page: Page, moveText: string): Promise<void> {
	const squares = moveText.split(/[-:]/);
	await board(page).locator(`[data-square="${squares[0]}"]`).click();
	await board(page)
		.locator(`[data-square="${squares[squares.length - 1]}"]`)
		.click();
}

/** Plays a move, then waits for the app's reply (the user's turn again) or the end of the puzzle. */
async function playAndWait(page: Page, moveText: string): Promise<void> {
	const before = await board(page).getAttribute('data-fen');
	await play(page, moveText);
	await expect
		.poll(async () => {
			if ((await page.locator('[data-puzzle-state]').getAttribute('data-puzzle-state')) !== 'playing') return true;
			const fen = await board(page).getAttribute('data-fen');
			return fen !== before && fen?.startsWith('W:') && (await page.locator('[data-status]').getAttribute('data-verdict')) !== null;
		})
		.toBe(true);
}

async function importFile(page: Page, path: string): Promise<void> {
	await page.locator('[data-import-file]').setInputFiles(path);
	await page.locator('[data-import]').click();
	await expect(page.locator('[data-import-done]')).toBeVisible();
}

test('a puzzle from your game: listed, reviewed, solved another way, graded, opened offline, removed', async ({ page, context }, testInfo) => {
	// 49 s alone on a loaded machine (load average 25 on 2 cores): twice that and more.
	test.setTimeout(150_000);
	// The solver agrees with the file: a win in 2, with more than one winning first move.
	expect(own.claim).toBe('win in 2');
	expect(solve(own.fen).verdict).toBe('win in 2');
	const other = own.winningMoves.find((m) => m !== own.solution[0])!;
	expect(other).toBe('d2-c3');

	await openProgress(page);
	await expect(page.locator('[data-own-puzzles]')).toHaveAttribute('data-own-puzzles-count', '0');
	await importFile(page, OWN_FILE);
	const list = page.locator('[data-own-puzzles]');
	await expect(list).toHaveAttribute('data-own-puzzles-count', '1');
	const entry = list.locator(`[data-own-puzzle][data-puzzle-id="${own.id}"]`);
	await expect(entry).toHaveAttribute('data-own-status', 'new');
	await expect(entry).toContainText('Your game of 7 Jan 2026, move 1: White’s f4-e5 threw the win away');
	await expect(entry).toContainText('win in 2 moves');
	// In the review queue, named by its title, due since it was made.
	const queued = page.locator(`[data-review-item="${CARD}"]`);
	await expect(queued).toContainText('threw the win away');

	// The file exported now holds it (and its card).
	const downloading = page.waitForEvent('download');
	await page.locator('[data-export]').click();
	const exported = testInfo.outputPath('progress.json');
	await (await downloading).saveAs(exported);
	const file = JSON.parse(readFileSync(exported, 'utf8'));
	expect(file.version).toBe(6);
	expect(file.data.ownPuzzles.map((p: { id: string }) => p.id)).toEqual([own.id]);
	expect(file.data.reviews.map((c: { id: string }) => c.id)).toContain(CARD);

	// Opened from the queue: its own page, played by the puzzle player.
	await queued.locator('a').click();
	await expect(page).toHaveURL(new RegExp(`/puzzles/${own.id}$`));
	const ownPage = page.locator(`[data-own-page="${own.id}"]`);
	await expect(ownPage).toHaveAttribute('data-own-state', 'ready');
	await expect(page.locator('h1')).toHaveText('Your game of 7 Jan 2026, move 1: White’s f4-e5 threw the win away');
	await expect(page.locator('[data-own-claim]')).toContainText('win in 2 moves');
	await expect(page.locator('[data-own-game-link]')).toHaveAttribute('href', '/review?game=g-1767780000000');
	await expect(board(page)).toHaveAttribute('data-fen', own.fen);
	// d2-c3 is not the stored first move: the solver is asked, and it wins (if more slowly).
	await playAndWait(page, other);
	await expect(page.locator('[data-status]')).toHaveAttribute('data-verdict', /correct|solved/);
	// Then the solver's best move from the board's position after each reply, until solved.
	for (let i = 0; i < 8 && (await page.locator('[data-puzzle-state]').getAttribute('data-puzzle-state')) === 'playing'; i++) {
		const best = solve((await board(page).getAttribute('data-fen'))!);
		expect(best.verdict).toMatch(/^win in \d+$/);
		await playAndWait(page, best.line[0]);
	}
	await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', 'solved');
	// The solver's line as on a bank puzzle; no line of the bank's themes (a personal puzzle has none).
	await expect(page.locator('[data-proved-line]')).toHaveText(own.solution.join(' '));
	await expect(page.locator('[data-after]')).not.toContainText('Themes', { useInnerText: true });
	// Nothing else is due: "Next" goes back to the list, not to a bank puzzle.
	await expect(page.locator('[data-next]')).toHaveAttribute('href', '/progress#own-puzzles');

	// Graded: solved, and no longer due (it comes back on a later day).
	await page.locator('[data-own-list-link]').first().click();
	await page.locator('[data-progress-ready]').waitFor();
	await expect(entry).toHaveAttribute('data-own-status', 'solved');
	await expect(queued).toHaveCount(0);
	await expect(page.locator('[data-review-next]')).toBeVisible();

	// Its address opens it again, rendered on the device, offline too.
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
	await context.setOffline(true);
	await open(page, `/puzzles/${own.id}`);
	await expect(ownPage).toHaveAttribute('data-own-state', 'ready');
	await expect(board(page)).toHaveAttribute('data-fen', own.fen);
	await page.reload();
	await page.locator('body[data-hydrated]').waitFor();
	await expect(ownPage).toHaveAttribute('data-own-state', 'ready');
	// One that is not on this device says so.
	await open(page, '/puzzles/own-g-1-99');
	await expect(page.locator('[data-own-page="own-g-1-99"]')).toHaveAttribute('data-own-state', 'missing');
	await expect(page.locator('h1')).toHaveText('Not on this device');
	await context.setOffline(false);

	// Removed (after a question): gone from the list and the queue at once.
	await openProgress(page);
	await entry.locator('[data-own-puzzle-remove]').click();
	await entry.locator('[data-own-puzzle-remove-cancel]').click();
	await expect(entry).toBeVisible();
	await entry.locator('[data-own-puzzle-remove]').click();
	await entry.locator('[data-own-puzzle-remove-confirm]').click();
	await expect(list).toHaveAttribute('data-own-puzzles-count', '0');
	await expect(entry).toHaveCount(0);
	await expect(page.locator(`[data-review-item="${CARD}"]`)).toHaveCount(0);
	await page.reload();
	await page.locator('[data-progress-ready]').waitFor();
	await expect(list).toHaveAttribute('data-own-puzzles-count', '0');
	// Its page now says it is not here.
	await open(page, `/puzzles/${own.id}`);
	await expect(ownPage).toHaveAttribute('data-own-state', 'missing');

	// The file exported before the removal brings it back.
	await openProgress(page);
	await importFile(page, exported);
	await expect(list).toHaveAttribute('data-own-puzzles-count', '1');
});

test('an older progress file (format 4) still imports', async ({ page }) => {
	await openProgress(page);
	await importFile(page, FORMAT_4);
	await expect(page.locator('[data-import-done]')).toContainText('added');
	await expect(page.locator('[data-own-puzzles]')).toHaveAttribute('data-own-puzzles-count', '0');
	await expect(page.locator('[data-game="g-1767780000000"]')).toHaveCount(1);
});

test.describe('in Russian, dark scheme', () => {
	test.use({ locale: 'ru-RU', colorScheme: 'dark' });

	test('the list, the question before removing and the page have their words and no serious accessibility finding', async ({ page }) => {
		// 60 s alone on a loaded machine (three accessibility audits; load average 25 on 2 cores): twice that and more.
		test.setTimeout(180_000);
		await openProgress(page);
		await importFile(page, OWN_FILE);
		const entry = page.locator(`[data-own-puzzle][data-puzzle-id="${own.id}"]`);
		await expect(entry).toContainText('Ваша партия 7 янв. 2026 г., 1-й ход: белые упустили выигрыш ходом f4-e5');
		await expect(page.locator('#own-puzzles h2')).toHaveText('Из ваших партий');
		await entry.locator('[data-own-puzzle-remove]').click();
		await expect(entry.locator('[data-own-puzzle-remove-cancel]')).toBeFocused();
		expect(await accessibilityFindings(page)).toEqual([]);
		await entry.locator('[data-own-puzzle-remove-cancel]').click();
		await entry.locator('[data-own-puzzle-play]').click();
		await expect(page.locator(`[data-own-page="${own.id}"]`)).toHaveAttribute('data-own-state', 'ready');
		await expect(page.locator('[data-own-claim]')).toHaveText('Здесь решатель доказал выигрыш за 2 хода.');
		expect(await accessibilityFindings(page)).toEqual([]);
		await open(page, '/puzzles/own-g-1-99');
		await expect(page.locator('h1')).toHaveText('Этой задачи нет на устройстве');
		expect(await accessibilityFindings(page)).toEqual([]);
	});
});
