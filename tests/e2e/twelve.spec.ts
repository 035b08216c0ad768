import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

const table = JSON.parse(readFileSync('puzzles/twelve-against-one.json', 'utf8')) as {
	squares: { square: string; verdict: { kind: string; n: number }; line: string[] }[];
};
const f8 = table.squares.find((r) => r.square === 'f8')!;

async function move(page: Page, text: string): Promise<void> {
	const board = page.locator('[data-board]');
	await board.locator(`[data-square="${text.slice(0, 2)}"]`).click();
	await board.locator(`[data-square="${text.slice(-2)}"]`).click();
}

/** Plays White's moves of f8's proved line from White move `from` to `to` (exclusive), waiting for each answer. */
async function playLine(page: Page, from: number, to: number): Promise<void> {
	for (let k = from; k < to; k++) {
		await move(page, f8.line[2 * k]);
		await expect(page.locator('[data-move-counter]')).toContainText(`: ${k + 1} `);
	}
}

async function open(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

test('12 against 1 from f8: following the proved line wins against the app', async ({ page }) => {
	test.setTimeout(120_000);
	await open(page, '/twelve');
	await expect(page.locator('[data-twelve-square]')).toHaveCount(20);
	await expect(page.locator('[data-twelve-square="f8"]')).toContainText(String(f8.verdict.n));
	await page.locator('[data-twelve-square="f8"]').click();
	await expect(page).toHaveURL(/\/twelve\?square=f8$/);
	const game = page.locator('[data-puzzle-state]');
	await expect(game).toHaveAttribute('data-puzzle-state', 'playing');
	await playLine(page, 0, f8.verdict.n);
	await expect(game).toHaveAttribute('data-puzzle-state', 'solved');
	await expect(page.locator('[data-verdict]')).toContainText('Won in 13 moves: the proved best');
});

test('a spoiling move taken back, then a win in the optimum, ends won and is kept as won (issue 15, item 6)', async ({ page }) => {
	test.setTimeout(120_000);
	await open(page, '/twelve?square=f8');
	await playLine(page, 0, 1);
	await move(page, 'd2-e3');
	const game = page.locator('[data-puzzle-state]');
	await expect(game).toHaveAttribute('data-puzzle-state', 'failed');
	await expect(page.locator('[data-verdict]')).toContainText('throws the win away: Black wins in 3 moves');
	await page.locator('[data-retry]').click();
	await expect(game).toHaveAttribute('data-puzzle-state', 'playing');
	await playLine(page, 1, f8.verdict.n);
	await expect(game).toHaveAttribute('data-puzzle-state', 'solved');
	await expect(page.locator('[data-verdict]')).toContainText('the proved best');
	await open(page, '/progress');
	await expect(page.locator('[data-twelve-run="f8"]').first()).toContainText('won');
});

test('the square is in the address; a game survives reload and Back; the board stays on a phone screen', async ({ page }) => {
	test.setTimeout(120_000);
	await open(page, '/twelve?square=f8');
	await expect(page.locator('[data-twelve-chooser]')).toHaveCount(0);
	await expect(page.locator('[data-twelve-chosen="f8"]')).toBeVisible();
	// On a phone the folded chooser leaves the whole board on screen (a desktop window may be shorter than the board).
	if ((page.viewportSize()?.width ?? 0) < 600) await expect(page.locator('[data-board]')).toBeInViewport({ ratio: 1 });
	await playLine(page, 0, 2);
	const fen = await page.locator('[data-board]').getAttribute('data-fen');
	await page.reload();
	await page.locator('body[data-hydrated]').waitFor();
	await expect(page.locator('[data-twelve-resumed]')).toBeVisible();
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', fen!);
	await expect(page.locator('[data-move-counter]')).toContainText(': 2 ');
	await page.locator('[data-twelve-change]').click();
	await expect(page.locator('[data-twelve-chooser]')).toBeVisible();
	await page.goto('/');
	await page.goBack();
	await page.locator('body[data-hydrated]').waitFor();
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', fen!);
	await page.locator('[data-play-again]').click();
	await expect(page.locator('[data-move-counter]')).toContainText(': 0 ');
});

test('a slower move that still wins is said so, and the game goes on', async ({ page }) => {
	test.setTimeout(120_000);
	await open(page, '/twelve?square=f8');
	await playLine(page, 0, 6);
	await move(page, 'd2-e3');
	// On a loaded machine the short search may not settle it: the game goes on and the
	// background search then gives the same verdict in place of "not proved yet".
	await expect(page.locator('[data-verdict]')).toContainText('Wins, but 3 moves slower than the best.', { timeout: 60_000 });
	await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', 'playing');
});

test('a losing square explains the loss; "prove it" proves f8 on the device, with progress and cancel', async ({ page }) => {
	test.setTimeout(240_000);
	await open(page, '/twelve');
	await page.locator('[data-twelve-square="b4"]').click();
	await expect(page.locator('[data-twelve-loss]')).toContainText('a3:c5');
	await page.locator('[data-twelve-change]').click();
	await page.locator('[data-twelve-square="f8"]').click();
	await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', 'playing');
	await page.locator('[data-prove]').click();
	await expect(page.locator('[data-proof-progress]')).toBeVisible();
	await page.locator('[data-prove-cancel]').click();
	await expect(page.locator('[data-proof]')).toHaveAttribute('data-proof-state', 'cancelled');
	await page.locator('[data-prove]').click();
	await expect(page.locator('[data-proof-result]')).toHaveAttribute('data-proof-result', 'win in 13', { timeout: 200_000 });
	await expect(page.locator('[data-proof-result]')).toContainText('as the table says');
	await expect(page.locator('[data-twelve-table-value]')).toContainText('White wins in 13');
});
