/** /review: a game judged move by move in the review worker, on the phone. */
import { expect, test, type Page } from '@playwright/test';
import { board, open } from './play';

const review = (page: Page) => page.locator('[data-review]');

// lesson-lure-h4 (White wins in 3; tests/fixtures via the bank), thrown away by f2-e3, which the solver proves a loss.
const THROWN = { fen: 'W:Wa1,f2,g3:Be7,h4', moves: ['f2-e3', 'h4:f2:d4', 'a1-b2'] };

test('a play-out from the address: the thrown-away win is a proved blunder, the graph steps the board', async ({ page }) => {
	await open(page, `/review?fen=${encodeURIComponent(THROWN.fen)}&moves=${THROWN.moves.join(',')}&side=white&from=playout`);
	await expect(review(page)).toHaveAttribute('data-review-state', 'done', { timeout: 60_000 });
	const first = page.locator('[data-review-move][data-ply="1"]');
	await expect(first).toHaveAttribute('data-class', 'blunder');
	await expect(first).toHaveAttribute('data-proof', /^win in 3 -> /);
	await page.locator('[data-graph-ply="2"]').click();
	await expect(review(page)).toHaveAttribute('data-review-ply', '2');
	await expect(board(page)).toHaveAttribute('data-fen', /^W:/);
});
