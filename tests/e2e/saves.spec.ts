/**
 * A write the device refuses is never lost in silence: with IndexedDB
 * throwing QuotaExceededError on every add and put (as a full disk does),
 * a solved puzzle, today's puzzle, a 12-against-1 game and a study's quiz
 * answer each bring up the shell's alert, which says what was not saved and
 * why; once storage works again, "Try again" (or the page becoming visible
 * again, or a reload of the tab) saves it, and the progress pages count it.
 * A review switch not stored goes back to what is stored until the kept
 * change is written; an import (one transaction) is refused whole with a
 * clear message and can be run again once there is room.
 */
import { expect, test, type Page } from '@playwright/test';
import { accessibilityFindings } from './axe';
import { readFileSync } from 'node:fs';
import { open, openProgress, progressFile, puzzleData, solve } from './play';

const twelveTable = JSON.parse(readFileSync('puzzles/twelve-against-one.json', 'utf8')) as {
	squares: { square: string; verdict: { n: number }; line: string[] }[];
};
const f8 = twelveTable.squares.find((r) => r.square === 'f8')!;

test.use({ locale: 'en-US' });

test.beforeEach(async ({ page }) => {
	// Every add and put of IndexedDB throws, as when the device's storage is full, until the test heals it.
	await page.addInitScript(() => {
		const KEY = 'e2e.storage';
		if (sessionStorage.getItem(KEY) === null) sessionStorage.setItem(KEY, 'full');
		for (const method of ['add', 'put'] as const) {
			const real = IDBObjectStore.prototype[method];
			IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
				if (sessionStorage.getItem(KEY) === 'full') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
				return real.apply(this, args);
			};
		}
	});
});

const heal = (page: Page) => page.evaluate(() => sessionStorage.setItem('e2e.storage', 'works'));
const alert = (page: Page) => page.locator('[data-save-alert]');

async function saidAndKept(page: Page, what: string): Promise<void> {
	await expect(alert(page)).toHaveAttribute('data-save-reason', 'quota');
	await expect(alert(page)).toContainText(`Not saved: ${what}.`);
	await expect(alert(page)).toContainText('storage of this device is full');
	await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toBeVisible();
}

test('a solved puzzle the device cannot store is said, kept, and saved by "Try again"', async ({ page }) => {
	await open(page, '/puzzles/first-steps-1');
	await solve(page, puzzleData('first-steps-1'));
	await saidAndKept(page, '1 puzzle try');
	expect(await accessibilityFindings(page)).toEqual([]);

	// Still full: trying again changes nothing and says so again.
	await alert(page).locator('[data-save-retry]').click();
	await expect(alert(page)).toHaveAttribute('data-save-reason', 'quota');

	await heal(page);
	await alert(page).locator('[data-save-retry]').click();
	await expect(alert(page)).toHaveCount(0);
	await openProgress(page);
	await expect(page.locator('[data-stat="solved"]')).toHaveText('1');
});

test("today's puzzle not stored is saved when the page becomes visible again", async ({ page }) => {
	await open(page, '/?today=2026-01-05');
	const player = page.locator('[data-today] [data-puzzle-id]');
	const id = (await player.getAttribute('data-puzzle-id')) ?? '';
	await solve(page, puzzleData(id));
	await saidAndKept(page, '1 puzzle try');

	await heal(page);
	// The user comes back to the tab (after freeing space elsewhere).
	await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
	await expect(alert(page)).toHaveCount(0);
	await openProgress(page, '?today=2026-01-05');
	await expect(page.locator('[data-stat="streak"]')).toHaveAttribute('data-value', '1');
	await expect(page.locator('[data-calendar] [data-day="2026-01-05"]')).toHaveAttribute('data-day-state', 'solved');
});

test('a 12-against-1 game not stored survives a reload of the tab and is saved then', async ({ page }) => {
	test.setTimeout(120_000);
	await open(page, '/twelve?square=f8');
	// Winning along the proved line ends the game, which is then recorded.
	const board = page.locator('[data-board]');
	for (let k = 0; k < f8.verdict.n; k++) {
		const m = f8.line[2 * k];
		await board.locator(`[data-square="${m.slice(0, 2)}"]`).click();
		await board.locator(`[data-square="${m.slice(-2)}"]`).click();
		await expect(page.locator('[data-move-counter]')).toContainText(`: ${k + 1} `);
	}
	await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', 'solved');
	await saidAndKept(page, '1 12-against-1 game');

	await heal(page);
	await page.reload();
	await page.locator('body[data-hydrated]').waitFor();
	await openProgress(page);
	await expect(page.locator('[data-twelve-run="f8"]')).toHaveCount(1);
	await expect(alert(page)).toHaveCount(0);
});

test.describe('in Russian', () => {
	// The alert's colours are audited in the dark scheme here, in the light one above.
	test.use({ locale: 'ru-RU', colorScheme: 'dark' });

	test('a quiz answer not stored is said in Russian and saved by "Try again"', async ({ page }) => {
		await open(page, '/studies/petrov-game-1827');
		await page.locator('[data-quiz-toggle="start"]').click();
		await page.locator('[data-board] [data-square="g3"]').click();
		await page.locator('[data-board] [data-square="h4"]').click();
		await expect(page.locator('[data-quiz-feedback]')).toHaveAttribute('data-quiz-feedback', 'book');
		await expect(alert(page)).toHaveAttribute('data-save-reason', 'quota');
		// The answer, and the ply the study was left at when the page saved it first.
		await expect(alert(page)).toContainText(/Не сохранено: (1 отметка в этюде|2 отметки в этюдах)\./);
		await expect(alert(page)).toContainText('Хранилище устройства заполнено');
		expect(await accessibilityFindings(page)).toEqual([]);

		await heal(page);
		await alert(page).locator('[data-save-retry]').click();
		await expect(alert(page)).toHaveCount(0);
		await open(page, '/studies');
		await expect(page.locator('[data-study-link="petrov-game-1827"] [data-study-progress]')).toContainText('1');
	});
});

test('a review switch not stored goes back, is said, and is saved by "Try again"', async ({ page }) => {
	await openProgress(page);
	// Reviews are on for a new user: the change tried here switches them off.
	const enabled = page.locator('[data-review-enabled]');
	await expect(enabled).toBeChecked();
	await enabled.click();
	await saidAndKept(page, '1 settings change');
	// The page shows what is stored; the kept change is written on retry and the switch follows.
	await expect(enabled).toBeChecked();

	await heal(page);
	await alert(page).locator('[data-save-retry]').click();
	await expect(alert(page)).toHaveCount(0);
	await expect(enabled).not.toBeChecked();
	await page.reload();
	await page.locator('[data-progress-ready]').waitFor();
	await expect(enabled).not.toBeChecked();
});

test('an import the device has no room for is refused with a clear message and changes nothing', async ({ page }) => {
	await openProgress(page);
	const file = progressFile([{ puzzleId: 'first-steps-2', date: '2026-01-05', at: 1, result: 'solved', timeMs: 5, moves: [], hintUsed: false, daily: false }]);
	await page.locator('[data-import-file]').setInputFiles({ name: 'progress.json', mimeType: 'application/json', buffer: file });
	await page.locator('[data-import]').click();
	const error = page.locator('[data-import-error]');
	await expect(error).toHaveAttribute('role', 'alert');
	await expect(error).toContainText('no room left');
	await expect(error).toContainText('unchanged');
	await expect(page.locator('[data-stat="solved"]')).toHaveText('0');

	// The file is still chosen: once there is room, the same import works.
	await heal(page);
	await page.locator('[data-import]').click();
	await expect(page.locator('[data-import-done]')).toBeVisible();
	await expect(page.locator('[data-stat="solved"]')).toHaveText('1');
});
