/**
 * The settings section of /progress: numeric notation shown in a puzzle's
 * verdict, refutation and announcements after moving there through the
 * app; a board's colours switched at once and kept after a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { builtBank } from './built';
import { losingMove } from './solver-cli';

const daily = JSON.parse(readFileSync('puzzles/daily.json', 'utf8')) as { epoch: string; order: string[] };

/** PDN's number of a square (1 = b8 ... 32 = g1). */
const number = (name: string) => (8 - Number(name[1])) * 4 + Math.floor('abcdefgh'.indexOf(name[0]) / 2) + 1;

async function open(page: Page, path: string) {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

/** The first day whose puzzle has a first move that loses. */
function dailyWithLosingMove() {
	for (let i = 0; i < daily.order.length; i++) {
		const puzzle = builtBank().puzzle(daily.order[i]);
		try {
			const wrong = losingMove(puzzle.fen);
			return { day: new Date(Date.parse(daily.epoch) + i * 86_400_000).toISOString().slice(0, 10), puzzle, wrong };
		} catch {
			// no first move proved to lose quickly: the next day
		}
	}
	throw new Error('no daily puzzle with a losing first move');
}

test('numeric notation chosen in the settings shows in the puzzle reached through the app: the announcement, the verdict, the refutation', async ({ page }) => {
	test.setTimeout(90_000);
	const { day, puzzle, wrong } = dailyWithLosingMove();
	await open(page, `/?today=${day}`);
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', puzzle.fen);

	// To the settings inside the app.
	await page.locator('nav[data-app-nav] a[data-nav="progress"]').click();
	const settings = page.locator('[data-settings]');
	await expect(settings.locator('[data-setting="notation"]')).toHaveValue('algebraic');
	await expect(settings.locator('[data-setting="sounds"]')).not.toBeChecked();
	await expect(settings.locator('[data-setting="speed"]')).toHaveValue('auto');
	await expect(settings.locator('[data-setting="auto-advance"]')).toBeChecked();
	await settings.locator('[data-setting="notation"]').selectOption('numeric');
	await settings.locator('[data-setting="speed"]').selectOption('off');

	// Back to the day's puzzle (the app's own navigation), and the wrong move.
	await page.goBack();
	const board = page.locator('[data-board]');
	await expect(board).toHaveAttribute('data-fen', puzzle.fen);
	await board.locator(`[data-square="${wrong.from}"]`).click();
	await board.locator(`[data-square="${wrong.to}"]`).click();
	await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'wrong');
	const refutation = page.locator('[data-refutation]');
	await expect(refutation).toBeVisible();
	const steps = await refutation.locator('[data-line-step]:not([data-line-step="0"])').allTextContents();
	expect(steps.length).toBeGreaterThan(0);
	for (const step of steps) expect(step.trim()).toMatch(/^\d{1,2}([-x]\d{1,2})+$/);
	// The announcements speak numbers too: the app's reply, or the user's move.
	await expect(page.locator('[data-announce]')).toContainText(/\d{1,2}[-x]\d{1,2}/);
	await expect(page.locator('[data-announce]')).not.toContainText(/[a-h][1-8]/);
	// The hooks keep algebraic notation.
	expect(wrong.move).toMatch(/^[a-h][1-8]/);
	expect(`${number(wrong.from)}`).toMatch(/^\d+$/);

	// Kept on the device: a reload starts numeric.
	await open(page, `/progress`);
	await expect(page.locator('[data-setting="notation"]')).toHaveValue('numeric');
	await page.locator('[data-setting="notation"]').selectOption('algebraic');
	await open(page, `/?today=${day}`);
	await board.locator(`[data-square="${wrong.from}"]`).click();
	await board.locator(`[data-square="${wrong.to}"]`).click();
	await expect(page.locator('[data-refutation] [data-line-step="1"]')).toHaveText(/^[a-h][1-8]/);
});

test('a board colour switched in the settings applies at once, on every page, and after a reload', async ({ page }) => {
	await open(page, '/progress');
	const root = page.locator('html');
	const squareDark = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--square-dark').trim());
	const classic = await squareDark();
	await expect(root).toHaveAttribute('data-board-theme', 'classic');
	await page.locator('[data-setting="board"]').selectOption('green');
	await expect(root).toHaveAttribute('data-board-theme', 'green');
	await expect.poll(squareDark).toBe('#769656');
	expect(classic).not.toBe('#769656');

	await page.locator('nav[data-app-nav] a[data-nav="analysis"]').click();
	await expect(page.locator('[data-board]')).toBeVisible();
	await expect(root).toHaveAttribute('data-board-theme', 'green');
	await open(page, '/');
	await expect(root).toHaveAttribute('data-board-theme', 'green');
	await expect.poll(squareDark).toBe('#769656');

	await open(page, '/progress');
	await expect(page.locator('[data-setting="board"]')).toHaveValue('green');
	await page.locator('[data-setting="board"]').selectOption('slate');
	await expect.poll(squareDark).toBe('#6f8a99');
});

test('move sounds are off by default and, switched on, each move is heard (made by Web Audio on the device)', async ({ page }) => {
	// A stand-in AudioContext counting the clicks the app makes.
	await page.addInitScript(() => {
		const w = window as unknown as { clicks: number; AudioContext: unknown };
		w.clicks = 0;
		const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
		const node = () => ({ connect: (n: unknown) => n, frequency: param, gain: param, type: '', start: () => w.clicks++, stop() {} });
		w.AudioContext = class {
			state = 'running';
			currentTime = 0;
			destination = {};
			createOscillator = node;
			createGain = node;
			resume() {}
		};
	});
	const clicks = () => page.evaluate(() => (window as unknown as { clicks: number }).clicks);
	await open(page, '/analysis');
	await page.locator('[data-square="c3"]').click();
	await page.locator('[data-square="d4"]').click();
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', /^B:/);
	expect(await clicks()).toBe(0);

	await page.locator('nav[data-app-nav] a[data-nav="progress"]').click();
	await page.locator('[data-setting="sounds"]').check();
	await page.locator('nav[data-app-nav] a[data-nav="analysis"]').click();
	await page.locator('[data-square="c3"]').click();
	await page.locator('[data-square="d4"]').click();
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', /^B:/);
	await expect.poll(clicks).toBeGreaterThan(0);
});

for (const round of [
	{ locale: 'en-US', words: "The engine's best move as an arrow on the board" },
	{ locale: 'ru-RU', words: 'Лучший ход движка стрелкой на доске' }
]) {
	test.describe(`in ${round.locale}`, () => {
		test.use({ locale: round.locale });

		test('the best-move arrow switched off in the settings: kept after a reload, no arrow on the analysis board, and on again from there', async ({ page }) => {
			test.setTimeout(120_000);
			await open(page, '/progress#settings');
			const setting = page.locator('[data-settings] [data-setting="eval-arrow"]');
			await expect(page.locator('[data-settings]')).toContainText(round.words);
			await expect(setting).toBeChecked();
			await setting.uncheck();
			await page.reload();
			await page.locator('body[data-hydrated]').waitFor();
			await expect(setting).not.toBeChecked();
			// The analysis board (reached through the app) takes it: its own switch off, no arrow while the engine has a best move.
			await page.locator('nav[data-app-nav] a[data-nav="analysis"]').click();
			await expect(page.locator('[data-eval]')).toHaveAttribute('data-score', /./, { timeout: 30_000 });
			await expect(page.locator('[data-eval-arrow-toggle]')).not.toBeChecked();
			await expect(page.locator('[data-board] [data-eval-arrow]')).toHaveCount(0);
			// On again from the board's switch: the settings show it.
			await page.locator('[data-eval-arrow-toggle]').check();
			await expect(page.locator('[data-board] [data-eval-arrow]')).toHaveCount(1);
			await page.locator('nav[data-app-nav] a[data-nav="progress"]').click();
			await expect(setting).toBeChecked();
		});
	});
}
