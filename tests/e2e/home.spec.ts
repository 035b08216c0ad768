import { expect, test } from '@playwright/test';

const START_FEN = 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8';
const AFTER_C3_D4 = 'B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8';

// The free board with the start position lives on /analysis; / is today's puzzle (today.spec.ts).
test.beforeEach(async ({ page }) => {
	await page.goto('/analysis');
	await page.locator('body[data-hydrated]').waitFor();
});

test('start position is on the board', async ({ page }) => {
	const board = page.locator('[data-board]');
	await expect(board).toHaveAttribute('data-fen', START_FEN);
	await expect(board).toHaveAttribute('data-orientation', 'white');
	await expect(board.locator('button[data-square]')).toHaveCount(32);
	await expect(page.getByRole('button', { name: 'c3, white man', exact: true })).toHaveAttribute('data-square', 'c3');
	await expect(page.getByRole('button', { name: 'd4, empty', exact: true })).toHaveAttribute('data-square', 'd4');
	await expect(page.getByRole('button', { name: 'f6, black man', exact: true })).toBeVisible();
	await expect(board.locator('[data-target]')).toHaveCount(0);
});

test('tap c3 then d4 plays c3-d4', async ({ page }) => {
	const board = page.locator('[data-board]');
	await board.locator('[data-square="c3"]').click();
	const targets = board.locator('[data-target]');
	await expect(targets).toHaveCount(2);
	await expect(board.locator('[data-square="d4"]')).toHaveAttribute('data-target', '');
	await expect(board.locator('[data-square="b4"]')).toHaveAttribute('data-target', '');

	await board.locator('[data-square="d4"]').click();
	await expect(board).toHaveAttribute('data-fen', AFTER_C3_D4);
	await expect(board.locator('[data-target]')).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'd4, white man', exact: true })).toBeVisible();
	await expect(page.locator('[data-announce]')).toContainText('c3-d4');
});

test('a piece without moves is not selected', async ({ page }) => {
	const board = page.locator('[data-board]');
	await board.locator('[data-square="a1"]').click();
	await expect(board.locator('[data-target]')).toHaveCount(0);
	await expect(board).toHaveAttribute('data-fen', START_FEN);
});

test.describe('on a 360 px phone', () => {
	test.use({ viewport: { width: 360, height: 740 } });

	test('no horizontal scroll', async ({ page }) => {
		await expect(page.locator('[data-board]')).toBeVisible();
		const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
		expect(scrollWidth).toBeLessThanOrEqual(360);
	});
});
