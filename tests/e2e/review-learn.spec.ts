/**
 * /review (issue 34): a thrown-away win the solver proves in seconds is
 * proved and made a puzzle (tests/fixtures/review-thrown-win.pdn); a tap on
 * a move or the graph shows its class and proof in view with the board at
 * 390x844 and 360x740; "Learn from your mistakes" walks the game's mistakes.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { board, move, open } from './play';
import { repo } from './built';
import { positionAfter, solverVerdict } from './solver-cli';

// A review in the worker (the swings proved with the longer search) on a loaded machine, and the solver judging an answer.
test.describe.configure({ timeout: 420_000 });

const review = (page: Page) => page.locator('[data-review]');
const done = (page: Page) => expect(review(page)).toHaveAttribute('data-review-state', 'done', { timeout: 240_000 });

const PDN = readFileSync(`${repo}/tests/fixtures/review-thrown-win.pdn`, 'utf8');
const FEN = /\[FEN "([^"]+)"\]/.exec(PDN)![1];
/** The fixture's moves: 1... b8-c7 2. e5-f6 g7:e5 3. a1-b2 c7-d6 4. h2-g3 h8-g7. */
const MOVES = PDN.split('\n\n')[1]
	.replace(/\d+\.(\.\.)?/g, ' ')
	.split(/\s+/)
	.filter((m) => /^[a-h]\d[-:]/.test(m));
const ADDRESS = `/review?fen=${encodeURIComponent(FEN)}&moves=${MOVES.join(',')}&side=white&from=pdn`;

/** The element's box lies within the screen above the app's navigation bar. */
async function inView(page: Page, element: Locator): Promise<void> {
	const box = (await element.boundingBox())!;
	const navs = page.locator('nav[data-app-nav]');
	const nav = (await navs.count()) > 0 ? await navs.first().boundingBox() : null;
	const height = page.viewportSize()!.height;
	const bottom = nav && nav.y > height / 2 ? nav.y : height;
	expect(box.y, 'top in view').toBeGreaterThanOrEqual(0);
	expect(box.y + box.height, 'bottom in view').toBeLessThanOrEqual(bottom + 1);
}

test('the fixture game: both thrown-away wins proved with the solver’s counts, the user’s one made a puzzle, the missed line numbered from the game’s move', async ({
	page
}) => {
	await open(page, ADDRESS);
	await done(page);
	expect(MOVES).toHaveLength(7);
	// `npm run -s cli -- solve 'W:Wa1,a5,e5,h2:Bc7,g7,h8'`: win in 13; after e5-f6 Black wins in 14.
	await expect(page.locator('[data-review-move][data-ply="2"]')).toHaveAttribute('data-class', 'blunder');
	await expect(page.locator('[data-review-move][data-ply="2"]')).toHaveAttribute('data-proof', 'win in 13 -> loss in 14');
	await expect(page.locator('[data-review-move][data-ply="1"]')).toHaveAttribute('data-proof', 'win in 12 -> loss in 13');
	await expect(page.locator('[data-review-puzzles]')).toHaveAttribute('data-review-puzzles', '1');
	await expect(page.locator('[data-review-puzzle]')).toHaveAttribute('href', /\/puzzles\/own-.+-2$/);
	await expect(page.locator('[data-review-players]')).toHaveAttribute('data-white', 'you');
	await page.locator('[data-review-move][data-ply="2"]').click();
	await expect(page.locator('[data-review-missed]')).toHaveAttribute('data-review-missed', 'a5-b6');
	// The game's move 2, not "1.".
	await expect(page.locator('[data-review-missed]')).toContainText('2. a5-b6');
});

for (const size of [
	{ width: 390, height: 844 },
	{ width: 360, height: 740 }
]) {
	test(`at ${size.width}x${size.height}, in English and Russian: a tap on a move or a point of the graph shows its class and proof in view with the board, the step controls below them`, async ({
		page
	}) => {
		await page.setViewportSize(size);
		await open(page, ADDRESS);
		await done(page);
		const current = page.locator('[data-review-current]');
		/** The blunder tapped in the move list (below the board) after its last move: the board, its class and proof, the graph and the step controls on screen. */
		async function tapBlunder(words: { cls: string; proof: RegExp }) {
			await page.locator('[data-review-move][data-ply="7"]').scrollIntoViewIfNeeded();
			await page.locator('[data-review-move][data-ply="2"]').click();
			await expect(review(page)).toHaveAttribute('data-review-ply', '2');
			await expect(current).toHaveAttribute('data-class', 'blunder');
			await expect(current).toContainText(words.cls);
			await expect(current.locator('[data-review-current-proof]')).toHaveText(words.proof);
			// The board's corners (the board's root holds the verdict and the controls too).
			await inView(page, board(page).locator('[data-square="h8"]'));
			await inView(page, board(page).locator('[data-square="a1"]'));
			await inView(page, current);
			await inView(page, current.locator('[data-review-current-proof]'));
			await inView(page, page.locator('[data-eval-graph]'));
			await inView(page, page.locator('[data-review-step="forward"]'));
			// The step controls sit below the board and the verdict: in the lower part of the screen.
			const forward = (await page.locator('[data-review-step="forward"]').boundingBox())!;
			expect(forward.y).toBeGreaterThan(size.height / 2);
		}
		// The counts on screen are the solver's, in the winner's moves: White's win before e5-f6, Black's after it (each side to move).
		const before = /^win in (\d+)$/.exec(solverVerdict(positionAfter(FEN, MOVES.slice(0, 1))))![1];
		const after = /^win in (\d+)$/.exec(solverVerdict(positionAfter(FEN, MOVES.slice(0, 2))))![1];
		await tapBlunder({ cls: 'blunder', proof: new RegExp(`\\(proved: White wins in ${before} → Black wins in ${after}\\)`) });
		// The longer Russian words: the same on screen.
		await page.locator('[data-language]').selectOption('ru');
		await expect(page.locator('h1')).toHaveText('Разбор партии');
		await tapBlunder({
			cls: 'грубая ошибка',
			proof: new RegExp(`\\(доказано: Белые выигрывают за ${before} ход\\S* → Чёрные выигрывают за ${after} ход\\S*\\)`)
		});
		// A point of the graph.
		await page.locator('[data-graph-ply="1"]').click();
		await expect(review(page)).toHaveAttribute('data-review-ply', '1');
		await expect(current).toHaveAttribute('data-review-current', '1');
		await inView(page, current);
		await page.locator('[data-review-step="forward"]').click();
		await expect(review(page)).toHaveAttribute('data-review-ply', '2');
		expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity)).toBeLessThanOrEqual(size.width);
	});
}

test('Learn from your mistakes: the game’s mistake asked, the move played is wrong, the winning move right, then done; in Russian too', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 740 });
	await open(page, ADDRESS);
	await done(page);
	await page.locator('[data-review-learn]').click();
	const learning = page.locator('[data-review-learning]');
	// White's side: its one mistake, the proved blunder e5-f6 (move 2).
	await expect(learning).toHaveAttribute('data-learn-total', '1');
	await expect(learning).toHaveAttribute('data-learn-ply', '2');
	await expect(learning).toHaveAttribute('data-learn-kind', 'proved');
	await expect(learning).toHaveAttribute('data-learn-state', 'asking');
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wa1,a5,e5,h2:Bc7,g7,h8');
	await move(page, 'e5', 'f6');
	await expect(learning).toHaveAttribute('data-learn-state', 'wrong');
	await page.locator('[data-review-learn-retry]').click();
	await expect(learning).toHaveAttribute('data-learn-state', 'asking');
	await move(page, 'a5', 'b6');
	await expect(learning).toHaveAttribute('data-learn-state', 'right');
	await inView(page, page.locator('[data-review-learn-next]'));
	await page.locator('[data-review-learn-next]').click();
	await expect(learning).toHaveAttribute('data-learn-state', 'done');
	await expect(page.locator('[data-review-learn-done]')).toHaveAttribute('data-review-learn-done', '0');
	await page.locator('[data-review-learn-exit]').click();
	await expect(page.locator('[data-review-learning]')).toHaveCount(0);
	// Russian: the same question in Russian words, and a wrong move answered by the solver in its worker.
	await page.locator('[data-language]').selectOption('ru');
	await page.locator('[data-review-learn]').click();
	await expect(learning).toContainText('Найдите ход лучше');
	await move(page, 'a1', 'b2');
	// a1-b2 does not win (`winning-moves`: no win within 18): never right; unproved only when the loaded machine runs out of the judge's time.
	await expect(learning).toHaveAttribute('data-learn-state', /^(wrong|unproved)$/, { timeout: 60_000 });
});
