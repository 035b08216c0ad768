/**
 * Phone screenshots of the main pages, for the README. They are written to
 * test-results/screenshots/ on every run, and into docs/screenshots/ (the
 * committed copies) when UPDATE_SCREENSHOTS=1.
 */
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, readFileSync } from 'node:fs';

const f8 = (JSON.parse(readFileSync('puzzles/twelve-against-one.json', 'utf8')) as { squares: { square: string; line: string[] }[] }).squares.find(
	(r) => r.square === 'f8'
)!;

const dirs = ['test-results/screenshots', ...(process.env.UPDATE_SCREENSHOTS ? ['docs/screenshots'] : [])];

async function shoot(page: Page, name: string) {
	for (const dir of dirs) {
		mkdirSync(dir, { recursive: true });
		await page.screenshot({ path: `${dir}/${name}.png` });
	}
}

async function open(page: Page, path: string) {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

test.describe('screenshots', () => {
	test.skip(({ isMobile }) => !isMobile, 'phone screenshots only: one set is enough');
	// The phone the trainer is tried on (issue 15): 390x844.
	test.use({ viewport: { width: 390, height: 844 } });

	test('main pages on a phone', async ({ page }) => {
		await open(page, '/?today=2026-12-01');
		await expect(page.locator('[data-puzzle-state]')).toBeVisible();
		await shoot(page, 'today');

		await open(page, '/puzzles/first-steps-2');
		await page.locator('[data-square="f4"]').click();
		await page.locator('[data-square="e5"]').click();
		await expect(page.locator('[data-puzzle-state="failed"]')).toBeVisible();
		await page.waitForTimeout(1500);
		await shoot(page, 'puzzle-refutation');

		// A game in progress: two moves of the proved line from f8, the app's replies on the board.
		await open(page, '/twelve?square=f8');
		const counter = page.locator('[data-move-counter]');
		for (const [k, m] of f8.line
			.filter((_, i) => i % 2 === 0)
			.slice(0, 2)
			.entries()) {
			await page.locator(`[data-board] [data-square="${m.slice(0, 2)}"]`).click();
			await page.locator(`[data-board] [data-square="${m.slice(-2)}"]`).click();
			await expect(counter).toContainText(`: ${k + 1} `);
		}
		await expect(page.locator('[data-puzzle-state="playing"]')).toBeVisible();
		await page.waitForTimeout(800);
		await shoot(page, 'twelve');

		await open(page, '/streak');
		await page.locator('[data-run-start]').click();
		await expect(page.locator('[data-puzzle-state="playing"]')).toBeVisible();
		await shoot(page, 'streak');

		await open(page, '/studies/petrov-game-1827');
		await page.keyboard.press('End');
		await shoot(page, 'study');
	});
});
