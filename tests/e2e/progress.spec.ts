/**
 * Progress on the device: what the trainer records shows on /progress, the
 * streak follows simulated days (`?today=`), export → clear → import brings
 * everything back, a damaged file changes nothing, and without IndexedDB
 * the app still works and says progress won't be kept.
 *
 * Each test has a fresh browser context, so a fresh IndexedDB.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { board, open, openProgress, progressFile, puzzleData, solve } from './play';

test.use({ locale: 'en-US' });

const stat = (page: Page, name: string) => page.locator(`[data-stat="${name}"]`);

/** Solves the daily puzzle of the simulated day on the home page; returns its id. */
async function solveDaily(page: Page, date: string, streakAfter: number): Promise<string> {
	await open(page, `/?today=${date}`);
	const player = page.locator('[data-today] [data-puzzle-id]');
	await expect(player).toHaveAttribute('data-puzzle-state', 'playing');
	const id = (await player.getAttribute('data-puzzle-id')) ?? '';
	await solve(page, puzzleData(id));
	// The home page re-reads the streak once the try is saved.
	await expect(page.locator('[data-today] [data-streak]')).toHaveAttribute('data-streak', String(streakAfter));
	return id;
}

/** Solves first-steps-1 on its page, then goes to /progress by links (no reload: the write has time to finish). */
async function solveFirstSteps(page: Page): Promise<void> {
	await open(page, '/puzzles/first-steps-1');
	await solve(page, puzzleData('first-steps-1'));
	await page.locator('nav[data-app-nav] a[href="/progress"]').click();
	await page.locator('[data-progress-ready]').waitFor();
}

test('a solved puzzle is counted, and still is after a reload', async ({ page }) => {
	await openProgress(page);
	await expect(page.locator('[data-progress-empty]')).toBeVisible();
	await expect(stat(page, 'solved')).toHaveText('0');

	await solveFirstSteps(page);
	await expect(page).toHaveURL(/\/progress$/);
	await expect(stat(page, 'solved')).toHaveText('1');
	await expect(stat(page, 'failed')).toHaveText('0');
	await expect(stat(page, 'first-try')).toHaveText('100%');

	await page.reload();
	await page.locator('[data-progress-ready]').waitFor();
	await expect(stat(page, 'solved')).toHaveText('1');
	// Its themes are in the chart's table (screen readers read the table, not the picture).
	const themes = page.locator('[data-chart-table="themes"]');
	await expect(themes.locator('tr[data-row="sacrifice"]')).toHaveCount(1);
	await expect(themes.locator('tr[data-row="lesson"] td').first()).toHaveText('100%');
	await expect(page.locator('[data-chart-table="time"] tbody tr')).toHaveCount(1);
	await expect(page.locator('[data-progress-not-kept]')).toHaveCount(0);
});

test('the streak counts daily puzzles solved on consecutive simulated days', async ({ page }) => {
	const first = await solveDaily(page, '2026-01-05', 1);
	const second = await solveDaily(page, '2026-01-06', 2);
	expect(second).not.toBe(first);

	await openProgress(page, '?today=2026-01-06');
	await expect(page.locator('[data-progress-page]')).toHaveAttribute('data-today', '2026-01-06');
	await expect(stat(page, 'streak')).toHaveAttribute('data-value', '2');
	await expect(stat(page, 'best-streak')).toHaveAttribute('data-value', '2');
	await expect(stat(page, 'solved')).toHaveText('2');
	const calendar = page.locator('[data-calendar]');
	await expect(calendar.locator('[data-day="2026-01-05"]')).toHaveAttribute('data-day-state', 'solved');
	await expect(calendar.locator('[data-day="2026-01-06"]')).toHaveAttribute('data-day-state', 'solved');
	await expect(calendar.locator('[data-day="2026-01-04"]')).toHaveAttribute('data-day-state', 'none');
	await expect(calendar.locator('svg')).toHaveAttribute('aria-label', /2 solved/);
	// The table behind the calendar names each day's puzzle.
	await calendar.locator('summary').click();
	await expect(calendar.locator(`[data-day-row="2026-01-05"] a[href="/puzzles/${first}"]`)).toBeVisible();

	// Two days later without playing, the streak is broken; the best stays.
	await openProgress(page, '?today=2026-01-08');
	await expect(stat(page, 'streak')).toHaveAttribute('data-value', '0');
	await expect(stat(page, 'best-streak')).toHaveAttribute('data-value', '2');
});

/** The device's local date `days` from now, as the app writes it. */
function localDay(days: number): string {
	const d = new Date(Date.now() + days * 86_400_000);
	return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

test('a new user who fails a puzzle is told it comes back for review, and finds it queued', async ({ page }) => {
	await open(page, '/puzzles/first-steps-2');
	await board(page).locator('[data-square="f4"]').click();
	await board(page).locator('[data-square="e5"]').click();
	await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', 'failed');
	// A failed card comes back the next day.
	const tomorrow = localDay(1);
	const note = page.locator('[data-review-note]');
	await expect(note).toHaveAttribute('data-review-note', tomorrow);
	await expect(note).toContainText('comes back for review on');

	await page.locator('nav[data-app-nav] a[href="/progress"]').click();
	await page.locator('[data-progress-ready]').waitFor();
	await expect(page.locator('[data-review-enabled]')).toBeChecked();
	await expect(page.locator('[data-review-summary]')).toContainText('0 due now, 1 puzzle in the queue');
	await expect(page.locator('[data-review-next]')).toHaveAttribute('data-review-next', `${tomorrow}:1`);
	await expect(page.locator('[data-review-next]')).toContainText('Next: 1 puzzle on');

	// The day after, it is due: the queue lists it, and /progress and /puzzles lead to it.
	const later = localDay(2);
	await openProgress(page, `?today=${later}`);
	await expect(page.locator('[data-review-summary]')).toHaveAttribute('data-review-due', '1');
	await expect(page.locator('[data-review-item="puzzle:first-steps-2"]')).toBeVisible();
	await expect(page.locator('[data-review-due-link]')).toHaveAttribute('href', '#review');
	await open(page, `/puzzles?today=${later}`);
	await expect(page.locator('[data-review-due-link="1"]')).toContainText('Review: 1 puzzle due');
});

test('export, clear and import (merge) bring everything back', async ({ page }, testInfo) => {
	const daily = await solveDaily(page, '2026-01-05', 1);
	await solveFirstSteps(page);
	await openProgress(page, '?today=2026-01-05');
	// Two tries; one puzzle solved twice when the day's puzzle is first-steps-1 itself.
	const solvedPuzzles = daily === 'first-steps-1' ? '1' : '2';
	// Reviews are on for a new user; switched off and on again, the choice is saved (and exported).
	await expect(page.locator('[data-review-enabled]')).toBeChecked();
	await page.locator('[data-review-enabled]').uncheck();
	await expect(page.locator('[data-review-summary]')).toContainText('Off');
	await page.locator('[data-review-enabled]').check();
	await expect(page.locator('[data-review-summary]')).toContainText('0 due now');
	const before = {
		solved: await stat(page, 'solved').textContent(),
		tries: await stat(page, 'tries').textContent(),
		streak: await stat(page, 'streak').getAttribute('data-value')
	};
	expect(before.solved).toBe(solvedPuzzles);
	expect(before.tries).toContain('2 tries');
	expect(before.streak).toBe('1');

	const downloading = page.waitForEvent('download');
	await page.locator('[data-export]').click();
	const download = await downloading;
	expect(download.suggestedFilename()).toBe('poddavki-progress-2026-01-05.json');
	const file = testInfo.outputPath('progress.json');
	await download.saveAs(file);
	const saved = JSON.parse(readFileSync(file, 'utf8'));
	expect(saved.format).toBe('poddavki-progress');
	expect(saved.data.attempts).toHaveLength(2);
	expect(saved.data.settings.review.enabled).toBe(true);

	await page.locator('[data-clear]').click();
	await page.locator('[data-clear-cancel]').click();
	await expect(stat(page, 'solved')).toHaveText(solvedPuzzles);
	await page.locator('[data-clear]').click();
	await page.locator('[data-clear-yes]').click();
	await expect(page.locator('[data-clear-done]')).toBeVisible();
	await expect(stat(page, 'solved')).toHaveText('0');
	await expect(stat(page, 'streak')).toHaveAttribute('data-value', '0');

	await page.locator('[data-import-file]').setInputFiles(file);
	await expect(page.locator('[data-import-mode="merge"]')).toBeChecked();
	await page.locator('[data-import]').click();
	await expect(page.locator('[data-import-done]')).toBeVisible();
	await expect(stat(page, 'solved')).toHaveText(before.solved ?? '');
	await expect(stat(page, 'tries')).toHaveText(before.tries ?? '');
	await expect(stat(page, 'streak')).toHaveAttribute('data-value', before.streak ?? '');
	await expect(page.locator('[data-calendar] [data-day="2026-01-05"]')).toHaveAttribute('data-day-state', 'solved');

	// Merging the same file again adds nothing.
	await page.locator('[data-import]').click();
	await expect(page.locator('[data-import-done]')).toContainText('nothing new');
	await expect(stat(page, 'tries')).toHaveText(before.tries ?? '');

	// And it survives a reload.
	await page.reload();
	await page.locator('[data-progress-ready]').waitFor();
	await expect(stat(page, 'solved')).toHaveText(solvedPuzzles);
	await expect(page.locator('[data-review-enabled]')).toBeChecked();
});

test('a damaged file is refused with a clear message and changes nothing', async ({ page }) => {
	await solveFirstSteps(page);
	await expect(stat(page, 'solved')).toHaveText('1');

	await page.locator('[data-import-file]').setInputFiles({
		name: 'progress.json',
		mimeType: 'application/json',
		buffer: Buffer.from('{"format": "poddavki-progress", "version": 1, "data": {"attempts": [')
	});
	await page.locator('[data-import]').click();
	const error = page.locator('[data-import-error]');
	await expect(error).toBeVisible();
	await expect(error).toHaveAttribute('role', 'alert');
	await expect(error).toContainText('not valid JSON');
	await expect(error).toContainText('not changed');
	await expect(stat(page, 'solved')).toHaveText('1');

	// Valid JSON with one bad record, imported in "replace" mode: refused whole, nothing deleted.
	const bad = progressFile([{ puzzleId: 'first-steps-2', date: '2026-01-05', at: 1, result: 'won', timeMs: 5, moves: [], hintUsed: false, daily: false }]);
	await page.locator('[data-import-file]').setInputFiles({ name: 'bad.json', mimeType: 'application/json', buffer: bad });
	await page.locator('[data-import-mode="replace"]').check();
	await page.locator('[data-import]').click();
	await page.locator('[data-import-confirm-yes]').click();
	await expect(error).toContainText('damaged');
	await expect(error).toContainText('attempts[0]');
	await expect(stat(page, 'solved')).toHaveText('1');
	await expect(stat(page, 'tries')).toContainText('1 try');
});

test.describe('in Russian', () => {
	test.use({ locale: 'ru-RU' });

	test('a broken, foreign or too new file is refused in Russian and changes nothing', async ({ page }) => {
		await solveFirstSteps(page);
		await expect(stat(page, 'solved')).toHaveText('1');
		const error = page.locator('[data-import-error]');
		const files: [string, string, RegExp][] = [
			['broken.json', '{"format": "poddavki-progress", "version": 2, "data": {"attempts": [', /не в формате JSON/],
			['foreign.json', JSON.stringify({ format: 'lichess-puzzles', version: 1 }), /Это не файл прогресса этого приложения/],
			['newer.json', JSON.stringify({ format: 'poddavki-progress', version: 99, data: {} }), /более новой версией приложения \(формат 99/]
		];
		// Replace mode: a file that were read would delete the device's progress first.
		await page.locator('[data-import-mode="replace"]').check();
		for (const [name, text, said] of files) {
			await page.locator('[data-import-file]').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
			await page.locator('[data-import]').click();
			await page.locator('[data-import-confirm-yes]').click();
			await expect(error, name).toHaveAttribute('role', 'alert');
			await expect(error, name).toContainText(said);
			await expect(error, name).toContainText('Прогресс на этом устройстве не изменился.');
			// No English prose inside the Russian page (JSON is a format's name).
			expect((await error.innerText()).replace('JSON', ''), name).not.toMatch(/[A-Za-z]{2,}/);
			await expect(stat(page, 'solved'), name).toHaveText('1');
		}
		await page.reload();
		await page.locator('[data-progress-ready]').waitFor();
		await expect(stat(page, 'solved')).toHaveText('1');
	});
});

test('without IndexedDB the app still works and says progress won’t be kept', async ({ page }) => {
	await page.addInitScript(() => {
		Object.defineProperty(window, 'indexedDB', {
			get() {
				throw new Error('blocked');
			}
		});
	});
	await solveFirstSteps(page);
	await expect(page.locator('[data-progress-memory]')).toBeVisible();
	await expect(page.locator('[data-progress-not-kept]')).toContainText('only until the page is closed');
	// Kept in memory while the app stays open.
	await expect(stat(page, 'solved')).toHaveText('1');
	// Export still works, so the user can keep it.
	const downloading = page.waitForEvent('download');
	await page.locator('[data-export]').click();
	expect((await downloading).suggestedFilename()).toMatch(/^poddavki-progress-\d{4}-\d{2}-\d{2}\.json$/);
});

test.describe('on a 360 px phone', () => {
	test.use({ viewport: { width: 360, height: 740 } });

	test('the progress page fits without horizontal scroll', async ({ page }) => {
		await solveDaily(page, '2026-01-05', 1);
		await openProgress(page, '?today=2026-01-05');
		await expect(page.locator('[data-calendar] svg')).toBeVisible();
		const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
		expect(scrollWidth).toBeLessThanOrEqual(360);
	});
});

test('an import shows at once on /progress: rating, its history (titles, links), themes and the run bests', async ({ page }, testInfo) => {
	await solveFirstSteps(page);
	const rating = page.locator('[data-training-dashboard="ready"] [data-player-rating]');
	await expect(rating).not.toHaveAttribute('data-player-rating', '1500');
	const after = (await rating.getAttribute('data-player-rating')) ?? '';
	const history = page.locator('[data-chart-table="rating"] tbody tr');
	await expect(history).toHaveCount(1);

	const downloading = page.waitForEvent('download');
	await page.locator('[data-export]').click();
	const file = testInfo.outputPath('progress.json');
	await (await downloading).saveAs(file);
	// A Streak run of 7 in the file, as if played on another device.
	const saved = JSON.parse(readFileSync(file, 'utf8'));
	expect(saved.data.ratings).toHaveLength(1);
	const at = Date.parse('2026-01-04T10:00:00Z');
	saved.data.runs.push({ kind: 'streak', date: '2026-01-04', startedAt: at - 60_000, at, score: 7, mistakes: 1, bestCombo: 7 });

	await page.locator('[data-clear]').click();
	await page.locator('[data-clear-yes]').click();
	await expect(page.locator('[data-clear-done]')).toBeVisible();
	await expect(rating).toHaveAttribute('data-player-rating', '1500');
	await expect(history).toHaveCount(0);
	await expect(page.locator('[data-best-streak]')).toHaveAttribute('data-best-streak', '0');

	await page.locator('[data-import-file]').setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(saved)) });
	await page.locator('[data-import]').click();
	await expect(page.locator('[data-import-done]')).toBeVisible();
	// No reload: every figure follows the store.
	await expect(rating).toHaveAttribute('data-player-rating', after);
	await expect(history).toHaveCount(1);
	await expect(page.locator('[data-best-streak]')).toHaveAttribute('data-best-streak', '7');
	await expect(page.locator('[data-chart-table="theme-performance"] tbody tr')).not.toHaveCount(0);
	await expect(stat(page, 'solved')).toHaveText('1');
});

test('the rating history names each rated puzzle by its title, with a link to it', async ({ page }) => {
	await solveFirstSteps(page);
	const latest = page.locator('[data-rating-latest] [data-rating-puzzle="first-steps-1"]');
	await expect(latest).toHaveText('Give the last man away');
	await expect(latest).toHaveAttribute('href', '/puzzles/first-steps-1');
	await expect(page.locator('[data-chart-table="rating"]')).toContainText('Give the last man away');
	await expect(page.locator('[data-chart-table="rating"]')).not.toContainText('first-steps-1');
});
