import { execFileSync } from 'node:child_process';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { repo } from './built';

// Issue 34: one counting convention ("White wins in N" = N moves of the winner's, from either side to move) and
// the engine's judgement beside the board on a phone. A Black-to-move proved position: Black loses in 8 (the
// solver's count of Black's moves), so White wins in 7; after either Black move the solver says White's win in 7.
const FEN = 'B:Wa1,d2,e1,f2,g1,g3:Bb6,h4';

const cli = (...args: string[]) => execFileSync('node', ['scripts/cli.js', ...args], { cwd: repo, encoding: 'utf8' });

/** The winner's moves from the solver alone: White's win after each Black move, the longest (Black's best defence). */
function whiteWinsIn(): number {
	expect(cli('solve', FEN).split('\n')[0]).toMatch(/^loss in \d+$/);
	const counts = cli('moves', FEN)
		.trim()
		.split('\n')
		.map((move) => {
			const after = cli('play', FEN, move).trim().split(' ').pop()!;
			const verdict = cli('solve', after).split('\n')[0];
			expect(verdict).toMatch(/^win in \d+$/);
			return Number(verdict.split(' ').pop());
		});
	return Math.max(...counts);
}

async function inView(page: Page, locator: Locator) {
	const box = (await locator.boundingBox())!;
	const size = page.viewportSize()!;
	expect(box.y).toBeGreaterThanOrEqual(0);
	expect(box.y + box.height).toBeLessThanOrEqual(size.height);
}

const ROUNDS = [
	{ lang: 'en', locale: 'en-US', viewport: null, words: (n: number) => `White wins in ${n}`, solve: 'Solve' },
	{ lang: 'ru', locale: 'ru-RU', viewport: { width: 360, height: 740 }, words: (n: number) => `Белые выигрывают за ${n} ходов`, solve: 'Решить' }
] as const;

for (const round of ROUNDS) {
	test.describe(`in ${round.lang}${round.viewport ? ` at ${round.viewport.width}x${round.viewport.height}` : ''}`, () => {
		test.use({ locale: round.locale, ...(round.viewport ? { viewport: round.viewport } : {}) });

		test("a Black-to-move proved position: the count is the winner's, as the solver's; the bar and the arrow are in view with the board", async ({ page }) => {
			test.setTimeout(120_000);
			const n = whiteWinsIn();
			expect(n).toBe(7);
			await page.goto(`/analysis?fen=${encodeURIComponent(FEN)}`);
			await page.locator('body[data-hydrated]').waitFor();
			const board = page.locator('[data-board]');
			await expect(board).toHaveAttribute('data-fen', FEN);

			// The solver's panel: its hook keeps the CLI's words (Black's loss in 8); its sentence names the winner.
			await page.getByRole('button', { name: round.solve, exact: true }).click();
			const solver = page.locator('[data-solver-state]');
			await expect(solver).toHaveAttribute('data-solver-state', 'done', { timeout: 60_000 });
			await expect(solver).toHaveAttribute('data-verdict', `loss in ${n + 1}`);
			await expect(solver).toContainText(round.words(n));

			// The engine's panel and the bar beside the board: White's win in 7, proved (exact, never "<=").
			const bar = page.locator('[data-eval-bar]');
			await expect(bar).toHaveAttribute('data-score', `win in ${n}`, { timeout: 30_000 });
			await expect(bar).toHaveAttribute('data-proved', /solver|tables/);
			await expect(page.locator('[data-eval]')).toHaveAttribute('data-score', `win in ${n}`);
			await expect(bar).toContainText(round.words(n));
			await page.evaluate(() => scrollTo(0, 0));
			await inView(page, bar);
			await inView(page, board);

			// The top moves: Black's, each scored in the winner's moves (a search's bound is at least the solver's 7).
			const moves = page.locator('[data-eval-move]');
			await expect(moves.first()).toBeAttached({ timeout: 30_000 });
			for (const score of await moves.evaluateAll((els) => els.map((e) => e.getAttribute('data-move-score')!))) {
				const m = /^win in (<=)?(\d+)$/.exec(score);
				expect(m, score).not.toBeNull();
				expect(Number(m![2])).toBeGreaterThanOrEqual(n);
				if (!m![1]) expect(Number(m![2])).toBe(n);
			}

			// A proved result: no search depth beside it (it means nothing to a player).
			await expect(page.locator('[data-eval]')).not.toContainText(/depth|глубина/i);

			// The best move as an arrow on the board, switchable.
			const arrow = board.locator('[data-eval-arrow]');
			await expect(arrow).toHaveAttribute('data-move', /^b6-(a5|c5)$/);
			await page.locator('[data-eval-arrow-toggle]').uncheck();
			await expect(arrow).toHaveCount(0);
			await page.locator('[data-eval-arrow-toggle]').check();
			await expect(arrow).toHaveCount(1);

			// Black's move: the count stays White's 7 (the loser's move takes none off).
			await board.locator('[data-square="b6"]').click();
			await board.locator('[data-square="c5"]').click();
			await expect(board).toHaveAttribute('data-fen', 'W:Wa1,d2,e1,f2,g1,g3:Bc5,h4');
			await expect(bar).toHaveAttribute('data-score', /^win in (<=)?\d+$/, { timeout: 30_000 });
			const after = /^win in (<=)?(\d+)$/.exec((await bar.getAttribute('data-score'))!)!;
			if (after[1]) expect(Number(after[2])).toBeGreaterThanOrEqual(n);
			else expect(Number(after[2])).toBe(n);
		});
	});
}

test("the best-move arrow's switch is kept across a reload", async ({ page }) => {
	test.setTimeout(90_000);
	const open = async () => {
		await page.goto(`/analysis?fen=${encodeURIComponent(FEN)}`);
		await page.locator('body[data-hydrated]').waitFor();
		await expect(page.locator('[data-eval-bar]')).toHaveAttribute('data-score', /^win in/, { timeout: 30_000 });
	};
	const arrow = page.locator('[data-board] [data-eval-arrow]');
	const toggle = page.locator('[data-eval-arrow-toggle]');
	await open();
	await expect(arrow).toHaveCount(1);
	await toggle.uncheck();
	await expect(arrow).toHaveCount(0);
	await open();
	await expect(toggle).not.toBeChecked();
	await expect(arrow).toHaveCount(0);
	await toggle.check();
	await open();
	await expect(toggle).toBeChecked();
	await expect(arrow).toHaveCount(1);
});

test('a position with one legal move says so and is judged deeper than the 4 plies a game needs', async ({ page }) => {
	test.setTimeout(90_000);
	// The start after 1. c3-d4 b6-c5: White must take d4:b6.
	const forced = 'W:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b8,c5,c7,d6,d8,e7,f6,f8,g7,h6,h8';
	expect(cli('moves', forced).trim()).toBe('d4:b6');
	await page.goto(`/analysis?fen=${encodeURIComponent(forced)}`);
	await page.locator('body[data-hydrated]').waitFor();
	const ev = page.locator('[data-eval]');
	await expect(ev).toContainText('the only move', { timeout: 30_000 });
	await expect.poll(async () => Number(await ev.getAttribute('data-depth')), { timeout: 30_000 }).toBeGreaterThan(4);
});

test("a study shows the engine's bar and best-move arrow with its board, as the panel judges", async ({ page }) => {
	test.setTimeout(90_000);
	await page.goto('/studies/constriction-example');
	await page.locator('body[data-hydrated]').waitFor();
	const board = page.locator('[data-board]');
	const bar = page.locator('[data-eval-bar]');
	// The bar says what the panel says (both follow the one controller, while it thinks too).
	const scores = async () => [await bar.getAttribute('data-score'), await page.locator('[data-eval]').getAttribute('data-score')];
	await expect.poll(scores, { timeout: 30_000 }).toEqual([expect.stringMatching(/^(\d{1,3}%|(win|loss) in (<=)?\d+)$/), expect.any(String)]);
	await expect.poll(async () => new Set(await scores()).size).toBe(1);
	await expect(board.locator('[data-eval-arrow]')).toHaveCount(1);
	await page.evaluate(() => scrollTo(0, 0));
	await inView(page, bar);
	await inView(page, board);
	await page.locator('[data-eval-arrow-toggle]').uncheck();
	await expect(board.locator('[data-eval-arrow]')).toHaveCount(0);
});
