import { expect, test, type Page } from '@playwright/test';
import { move, open } from './play';

const state = (page: Page) => page.locator('[data-puzzle-state]');

test('a winning move that is not the stored one is accepted', async ({ page }) => {
	// Stored: c3-d4. c3-b4 gives the last man away just as well.
	await open(page, '/puzzles/first-steps-1');
	await expect(page.locator('[data-task]')).toContainText('win in 1');
	await move(page, 'c3', 'b4');
	await expect(state(page)).toHaveAttribute('data-puzzle-state', 'solved');
	await expect(page.locator('[data-status]')).toContainText('also wins');
	// The app answered with the forced capture, announced for screen readers.
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', 'W:W:Ba3,e5');
	await expect(page.locator('[data-after]')).toContainText('c3-d4 c5:e3');
});

test('a wrong move shows the refutation move by move, then retry works', async ({ page }) => {
	await open(page, '/puzzles/first-steps-2');
	await move(page, 'f4', 'e5');
	await expect(state(page)).toHaveAttribute('data-puzzle-state', 'failed');
	await expect(page.locator('[data-refutation]')).toContainText('e3:c1');
	// The refutation plays on the board: its first move arrives.
	await expect(page.locator('[data-board]')).not.toHaveAttribute('data-fen', 'B:Wd2,e5,h6:Bb6,e3', { timeout: 5000 });
	await page.locator('[data-retry]').click();
	await expect(state(page)).toHaveAttribute('data-puzzle-state', 'playing');
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', 'W:Wd2,f4,h6:Bb6,e3');
	// Now the stored solution: f4-g5, e3:c1, h6-g7, c1:h6:f8.
	await move(page, 'f4', 'g5');
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', 'W:Wg5,h6:Bb6,Kc1');
	await move(page, 'h6', 'g7');
	await expect(state(page)).toHaveAttribute('data-puzzle-state', 'solved');
});

test('a move proved not to win within the bound is a mistake, said with the bound, and nothing is taken back', async ({ page }) => {
	// gen-0022: Black wins in 2 with d6-e5; after g7-h6 neither side wins by force within 7 moves.
	await open(page, '/puzzles/gen-0022');
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', 'B:Wc3,f4:Bd6,f8,g7');
	await move(page, 'g7', 'h6');
	await expect(state(page)).toHaveAttribute('data-puzzle-state', 'failed');
	await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'wrong');
	await expect(page.locator('[data-status]')).toContainText('does not win within 7 moves');
	await expect(page.locator('[data-refutation]')).toHaveCount(0);
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', 'W:Wc3,f4:Bd6,f8,h6');
	await page.locator('[data-retry]').click();
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', 'B:Wc3,f4:Bd6,f8,g7');
});

test('keyboard only: a move typed in notation', async ({ page }) => {
	await open(page, '/puzzles/first-steps-1');
	const field = page.locator('[data-typed-move] input');
	await field.focus();
	await page.keyboard.type('cd4');
	await page.keyboard.press('Enter');
	await expect(state(page)).toHaveAttribute('data-puzzle-state', 'solved');
});

test('a hint points at the piece to move; the solution unlocks after a while', async ({ page }) => {
	await open(page, '/puzzles/first-steps-3');
	await page.locator('[data-hint]').click();
	await expect(page.locator('[data-status]')).toContainText('d6');
	await expect(page.locator('[data-board] [data-square="d6"]')).toHaveAttribute('data-hint', '');
	await expect(page.locator('[data-show-solution]')).toBeEnabled({ timeout: 15_000 });
});

test('the bank can be browsed by theme and difficulty, a page at a time', async ({ page }) => {
	await open(page, '/puzzles');
	const count = page.locator('[data-puzzle-count]');
	const all = Number(await count.getAttribute('data-puzzle-count'));
	expect(all).toBeGreaterThanOrEqual(400);
	// First steps come first; a phone lays out 40 rows, then 40 more on request.
	await expect(page.locator('[data-puzzle-link]').first()).toHaveAttribute('data-puzzle-link', 'first-steps-1');
	await expect(page.locator('[data-puzzle-link]')).toHaveCount(40);
	await page.locator('[data-show-more]').click();
	await expect(page.locator('[data-puzzle-link]')).toHaveCount(80);

	await page.locator('[data-filter-difficulty]').selectOption('1');
	await expect(page).toHaveURL(/\?difficulty=1$/);
	await expect(page.locator('[data-puzzle-link="first-steps-1"]')).toBeVisible();
	const easy = Number(await count.getAttribute('data-puzzle-count'));
	expect(easy).toBeLessThan(all);
	await expect(page.locator('[data-puzzle-link]')).toHaveCount(Math.min(40, easy));
	await page.locator('[data-filter-theme]').selectOption('threat');
	await expect(page).toHaveURL(/\?theme=threat&difficulty=1$/);
	expect(Number(await count.getAttribute('data-puzzle-count'))).toBeLessThan(easy);
	// The filters survive a reload through the address.
	await page.reload();
	await expect(page.locator('[data-filter-theme]')).toHaveValue('threat');
	await page.locator('[data-next-unsolved]').click();
	// The puzzle keeps the filter in its address, for its "next puzzle".
	await expect(page).toHaveURL(/\/puzzles\/[a-z0-9-]+\?theme=threat&difficulty=1&status=unsolved$/);
	await expect(state(page)).toHaveAttribute('data-puzzle-state', 'playing');
});

test('solved and failed puzzles can be listed apart', async ({ page }) => {
	await open(page, '/puzzles/first-steps-2');
	await move(page, 'f4', 'e5');
	await expect(state(page)).toHaveAttribute('data-puzzle-state', 'failed');
	await page.locator('nav[data-app-nav] a[href="/puzzles"]').click();
	await page.locator('[data-filter-status]').selectOption('failed');
	await expect(page.locator('[data-puzzle-link]')).toHaveCount(1);
	await expect(page.locator('[data-puzzle-link="first-steps-2"]')).toContainText('failed');
	await page.locator('[data-filter-status]').selectOption('unsolved');
	await expect(page.locator('[data-puzzle-link="first-steps-2"]')).toBeVisible();
	await expect(page.locator('[data-puzzle-link="first-steps-1"]')).toBeVisible();
	await page.locator('[data-filter-status]').selectOption('solved');
	await expect(page.locator('[data-puzzle-count]')).toHaveAttribute('data-puzzle-count', '0');
});

test('"next puzzle" keeps to the filter the puzzle was opened from', async ({ page }) => {
	await open(page, '/puzzles');
	await page.locator('[data-filter-difficulty]').selectOption('5');
	await expect(page).toHaveURL(/\?difficulty=5$/);
	const links = page.locator('[data-puzzle-link]');
	await expect(links.nth(1)).toBeVisible();
	const [first, second] = [await links.nth(0).getAttribute('data-puzzle-link'), await links.nth(1).getAttribute('data-puzzle-link')];
	await links.nth(0).click();
	await expect(page).toHaveURL(new RegExp(`/puzzles/${first}\\?difficulty=5$`));
	await expect(page.locator('[data-next]')).toHaveAttribute('href', `/puzzles/${second}?difficulty=5`);
	await page.locator('[data-next]').click();
	await expect(state(page)).toHaveAttribute('data-puzzle-id', second!);
	await expect(page).toHaveURL(new RegExp(`/puzzles/${second}\\?difficulty=5$`));
});
