import { expect, test, type Page } from '@playwright/test';

const START_FEN = 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8';
// Twelve men against one: the solver needs many seconds here.
const TWELVE_E7 = 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Be7';

async function open(page: Page, fen?: string) {
	await page.goto(fen === undefined ? '/analysis' : `/analysis?fen=${encodeURIComponent(fen)}`);
	await page.locator('body[data-hydrated]').waitFor();
}

const output = (page: Page) => page.locator('[data-solver-state]');

test('the home page links to the analysis board', async ({ page }) => {
	await page.goto('/');
	await page.locator('body[data-hydrated]').waitFor();
	await page.getByRole('link', { name: 'Analysis board' }).click();
	await expect(page).toHaveURL(/\/analysis$/);
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', START_FEN);
	await expect(output(page)).toHaveAttribute('data-solver-state', 'idle');
});

test('solve: having to take the last piece is loss in 1', async ({ page }) => {
	await open(page, 'W:Wc3:Bb4');
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', 'W:Wc3:Bb4');
	await page.getByRole('button', { name: 'Solve', exact: true }).click();
	await expect(output(page)).toHaveAttribute('data-solver-state', 'done');
	await expect(output(page)).toHaveAttribute('data-verdict', 'loss in 1');
	await expect(output(page)).toContainText('Black wins whatever White plays');
	await expect(output(page).locator('[data-line]')).toHaveAttribute('data-line', 'c3:a5');
	await expect(output(page).locator('[data-line]')).toContainText('c3:a5');
});

test('solve: an unknown searched to the end says what it proved (no forced win within 20)', async ({ page }) => {
	await open(page, 'W:Wa1,c1:Bf8,h8');
	await page.getByRole('button', { name: 'Solve', exact: true }).click();
	// Every bound to 20 is searched: about half a second idle, longer on a loaded machine.
	await expect(output(page)).toHaveAttribute('data-solver-state', 'done', { timeout: 30_000 });
	await expect(output(page)).toHaveAttribute('data-verdict', 'unknown');
	await expect(output(page).locator('[data-unknown-settled]')).toHaveAttribute('data-unknown-settled', '20');
	await expect(output(page)).toContainText('neither side wins by force within 20 moves');
});

test('move verdicts list every legal move', async ({ page }) => {
	await open(page, 'W:Wc1,e3:Bf8');
	await page.getByRole('button', { name: 'Move verdicts', exact: true }).click();
	await expect(output(page)).toHaveAttribute('data-solver-state', 'done');
	const moves = output(page).locator('[data-move]');
	await expect(moves).toHaveCount(4);
	await expect(moves.first()).toHaveAttribute('data-move-verdict', 'win in 4');
	await expect(output(page).locator('[data-move="c1-b2"]')).toHaveAttribute('data-move-verdict', 'win in 8');
	await expect(output(page).locator('[data-move="e3-f4"]')).toContainText('win in 4');
});

test('the board stays playable during a long solve, and Cancel stops it', { tag: '@timing' }, async ({ page }) => {
	await open(page, TWELVE_E7);
	const board = page.locator('[data-board]');
	await expect(board).toHaveAttribute('data-fen', TWELVE_E7);
	await page.getByRole('button', { name: 'Solve', exact: true }).click();
	await expect(output(page)).toHaveAttribute('data-solver-state', 'working');

	// The main thread answers while the worker searches.
	for (let i = 0; i < 5; i++) {
		const ms = await page.evaluate(() => {
			const t0 = performance.now();
			return new Promise<number>((r) => requestAnimationFrame(() => r(performance.now() - t0)));
		});
		expect(ms).toBeLessThan(200);
	}

	await board.locator('[data-square="c3"]').click();
	await expect(board.locator('[data-target]')).toHaveCount(2, { timeout: 1000 });
	await board.locator('[data-square="d4"]').click();
	await expect(board).toHaveAttribute('data-fen', 'B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Be7', { timeout: 1000 });

	// The solver went on with the position it was given, and says so.
	await expect(output(page)).toHaveAttribute('data-solver-state', 'working');
	await expect(output(page).locator('[data-solver-fen]')).toHaveAttribute('data-solver-fen', TWELVE_E7);

	await page.getByRole('button', { name: 'Cancel', exact: true }).click();
	await expect(output(page)).toHaveAttribute('data-solver-state', 'cancelled');
	await expect(output(page)).toHaveAttribute('data-verdict', '');
	await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeDisabled();
});

test('a bad FEN is reported and the board keeps its position', async ({ page }) => {
	await open(page);
	const board = page.locator('[data-board]');
	const field = page.getByLabel('Position (FEN)');
	await expect(field).toHaveValue(START_FEN);

	await field.fill('W:Wc3:Bb4');
	await page.getByRole('button', { name: 'Load', exact: true }).click();
	await expect(board).toHaveAttribute('data-fen', 'W:Wc3:Bb4');
	await expect(page).toHaveURL(/\?fen=W%3AWc3%3ABb4$/);

	await field.fill('W:Wc3:Bz9');
	await page.getByRole('button', { name: 'Load', exact: true }).click();
	const error = page.locator('[data-fen-error]');
	await expect(error).toBeVisible();
	await expect(error).toContainText('z9');
	await expect(field).toHaveAttribute('aria-invalid', 'true');
	await expect(board).toHaveAttribute('data-fen', 'W:Wc3:Bb4');

	// A move on the board clears the complaint and the field follows the board.
	await board.locator('[data-square="c3"]').click();
	await board.locator('[data-square="a5"]').click();
	await expect(board).toHaveAttribute('data-fen', 'B:Wa5:B');
	await expect(error).toHaveCount(0);
	await expect(field).toHaveValue('B:Wa5:B');
});

test('a bad ?fen= shows the start position and says why', async ({ page }) => {
	await open(page, 'X:nonsense');
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', START_FEN);
	await expect(page.locator('[data-fen-error]')).toContainText('side to move');
});

test('the aim changes the verdict; Start returns to the loaded position and keeps the move', async ({ page }) => {
	await open(page, 'W:Wc3:Bb4');
	await page.getByLabel('Aim').selectOption('russian');
	await page.getByRole('button', { name: 'Solve', exact: true }).click();
	await expect(output(page)).toHaveAttribute('data-verdict', 'win in 1');
	await expect(output(page)).toContainText('White wins in 1');

	const board = page.locator('[data-board]');
	await board.locator('[data-square="c3"]').click();
	await board.locator('[data-square="a5"]').click();
	await expect(board).toHaveAttribute('data-fen', 'B:Wa5:B');
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await expect(board).toHaveAttribute('data-fen', 'W:Wc3:Bb4');
	await expect(page.getByLabel('Position (FEN)')).toHaveValue('W:Wc3:Bb4');
	await page.getByRole('button', { name: 'Forward', exact: true }).click();
	await expect(board).toHaveAttribute('data-fen', 'B:Wa5:B');
});

test.describe('on a 360 px phone', () => {
	test.use({ viewport: { width: 360, height: 740 } });

	test('no horizontal scroll, even while solving', async ({ page }) => {
		await open(page, TWELVE_E7);
		await page.getByRole('button', { name: 'Solve', exact: true }).click();
		await expect(output(page)).toHaveAttribute('data-solver-state', 'working');
		const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
		expect(scrollWidth).toBeLessThanOrEqual(360);
		await page.getByRole('button', { name: 'Cancel', exact: true }).click();
	});
});

test('move verdicts on 13 pieces show as each move is settled, the rest still being proved', async ({ page }) => {
	test.setTimeout(120_000);
	await open(page, TWELVE_E7);
	await page.getByRole('button', { name: 'Move verdicts', exact: true }).click();
	await expect(output(page)).toHaveAttribute('data-solver-state', 'working');
	const list = output(page).locator('[data-move-verdicts="working"]');
	// Every legal move is listed at once, each still being proved or settled.
	const all = await list.locator('[data-move]').count();
	expect(all).toBeGreaterThan(1);
	await expect(list.locator('[data-move-verdict="pending"]')).toHaveCount(all);
	// Within two per-move budgets (6 s each) moves are settled while the others go on.
	const settled = output(page).locator('[data-move-verdicts-settled]');
	await expect(settled).not.toHaveAttribute('data-move-verdicts-settled', '0', { timeout: 20_000 });
	await expect(output(page)).toHaveAttribute('data-solver-state', 'working');
	const done = Number(await settled.getAttribute('data-move-verdicts-settled'));
	expect(await list.locator('[data-move-verdict="pending"]').count()).toBeLessThanOrEqual(all - done);
	// And it ends, each move with its verdict or "unknown" for that move, well before the 60 s of the whole job.
	await expect(output(page)).toHaveAttribute('data-solver-state', 'done', { timeout: 6_000 * all + 10_000 });
	await expect(output(page).locator('[data-move-verdicts] [data-move]')).toHaveCount(all);
});
