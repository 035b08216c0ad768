import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

const table = JSON.parse(readFileSync('puzzles/twelve-against-one.json', 'utf8')) as {
	squares: { square: string; verdict: { kind: string; n: number }; line: string[] }[];
};

test('12 against 1 from f8: following the proved line wins against the app', async ({ page }) => {
	test.setTimeout(120_000);
	const f8 = table.squares.find((r) => r.square === 'f8')!;
	await page.goto('/twelve');
	await page.locator('body[data-hydrated]').waitFor();
	await expect(page.locator('[data-twelve-square]')).toHaveCount(20);
	await expect(page.locator('[data-twelve-square="f8"]')).toContainText(String(f8.verdict.n));
	await page.locator('[data-twelve-square="f8"]').click();
	const player = page.locator('[data-puzzle-state]');
	await expect(player).toHaveAttribute('data-puzzle-state', 'playing');
	const board = page.locator('[data-board]');
	for (let i = 0; i < f8.line.length; i += 2) {
		const [from, to] = [f8.line[i].slice(0, 2), f8.line[i].slice(-2)];
		await board.locator(`[data-square="${from}"]`).click();
		await board.locator(`[data-square="${to}"]`).click();
		// The app's reply (the proved longest defence) arrives before our next move.
		await expect(page.locator('[data-move-counter]')).toContainText(`${i / 2 + 1}`);
	}
	await expect(player).toHaveAttribute('data-puzzle-state', 'solved');
	await expect(page.locator('[data-move-counter]')).toContainText(`${f8.verdict.n}`);
});

test('a losing square explains the loss; a spoiling move is flagged at once', async ({ page }) => {
	await page.goto('/twelve');
	await page.locator('body[data-hydrated]').waitFor();
	await page.locator('[data-twelve-square="b4"]').click();
	await expect(page.locator('[data-twelve-loss]')).toContainText('a3:c5');
	await page.locator('[data-twelve-square="h8"]').click();
	await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', 'playing');
});
