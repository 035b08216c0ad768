import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { builtBank } from './built';

const daily = JSON.parse(readFileSync('puzzles/daily.json', 'utf8')) as { epoch: string; order: string[] };

async function open(page: Page, path: string) {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

test("today's puzzle is the daily order's puzzle for the local date", async ({ page }) => {
	await open(page, `/?today=${daily.epoch}`);
	const player = page.locator('[data-puzzle-state]');
	await expect(player).toHaveAttribute('data-puzzle-id', daily.order[0]);
	await expect(player).toHaveAttribute('data-puzzle-state', 'playing');
	const puzzle = builtBank().puzzle(daily.order[0]);
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', puzzle.fen);
	// The next day brings the next puzzle.
	await open(page, '/?today=' + new Date(Date.parse(daily.epoch) + 86_400_000).toISOString().slice(0, 10));
	await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-id', daily.order[1]);
});

test('the home page links to everything else', async ({ page }) => {
	await open(page, '/');
	for (const name of ['puzzles', 'twelve', 'analysis']) await expect(page.locator(`[data-link="${name}"]`)).toBeVisible();
});

test.describe('on a 360 px phone', () => {
	test.use({ viewport: { width: 360, height: 740 } });

	for (const path of ['/', '/puzzles', '/puzzles/first-steps-2', '/twelve']) {
		test(`no horizontal scroll on ${path}`, async ({ page }) => {
			await open(page, path);
			await expect(page.locator('main')).toBeVisible();
			const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
			expect(scrollWidth).toBeLessThanOrEqual(360);
		});
	}
});
