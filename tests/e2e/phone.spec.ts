import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { builtBank } from './built';
import { losingMove, positionAfter } from './solver-cli';

const daily = JSON.parse(readFileSync('puzzles/daily.json', 'utf8')) as { epoch: string; order: string[] };

async function open(page: Page, path: string) {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

/** The part of the viewport the page's content shows in: above the bottom navigation bar (on a phone). */
async function visibleArea(page: Page): Promise<{ top: number; bottom: number }> {
	return page.evaluate(() => {
		const nav = document.querySelector('nav[data-app-nav]')?.getBoundingClientRect();
		const coversBottom = nav && nav.bottom >= innerHeight - 1 && nav.top > innerHeight / 2;
		return { top: 0, bottom: coversBottom ? nav.top : innerHeight };
	});
}

async function expectOnScreen(page: Page, ...locators: Locator[]) {
	const area = await visibleArea(page);
	for (const l of locators) {
		const box = await l.boundingBox();
		expect(box, String(l)).not.toBeNull();
		expect(box!.y, String(l)).toBeGreaterThanOrEqual(area.top - 1);
		expect(box!.y + box!.height, String(l)).toBeLessThanOrEqual(area.bottom + 1);
	}
}

/** The first day of the daily order whose puzzle has a first move that loses (the first ones are one-movers). */
function dailyWithLosingMove() {
	for (let i = 0; i < daily.order.length; i++) {
		const puzzle = builtBank().puzzle(daily.order[i]);
		try {
			const wrong = losingMove(puzzle.fen);
			return { day: new Date(Date.parse(daily.epoch) + i * 86_400_000).toISOString().slice(0, 10), puzzle, wrong };
		} catch {
			// every move wins or none is proved to lose quickly: the next day
		}
	}
	throw new Error('no daily puzzle with a losing first move');
}

const ROUTES: [string, string | null][] = [
	['/', '/'],
	['/puzzles', '/puzzles'],
	['/puzzles/first-steps-1', '/puzzles'],
	['/twelve', '/twelve'],
	['/studies', '/studies'],
	['/studies/petrov-game-1827', '/studies'],
	['/analysis', '/analysis'],
	['/progress', '/progress'],
	['/learn', '/learn'],
	['/learn/practice', '/learn'],
	['/no-such-page', null]
];

test.describe('the navigation bar', () => {
	for (const [path, current] of ROUTES) {
		test(`is on ${path}, with ${current ?? 'no section'} marked`, async ({ page }) => {
			await open(page, path);
			const nav = page.locator('nav[data-app-nav]');
			await expect(nav).toBeVisible();
			await expect(nav).toBeInViewport({ ratio: 1 });
			for (const href of ['/', '/puzzles', '/twelve', '/studies', '/analysis', '/progress']) await expect(nav.locator(`a[href="${href}"]`)).toBeVisible();
			const marked = nav.locator('a[aria-current="page"]');
			if (current === null) await expect(marked).toHaveCount(0);
			else {
				await expect(marked).toHaveCount(1);
				await expect(marked).toHaveAttribute('href', current);
			}
		});
	}

	test('takes the user from section to section', async ({ page }) => {
		await open(page, '/');
		const nav = page.locator('nav[data-app-nav]');
		await nav.locator('a[href="/twelve"]').click();
		await expect(page).toHaveURL(/\/twelve$/);
		await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/twelve');
		await nav.locator('a[href="/progress"]').click();
		await expect(page).toHaveURL(/\/progress$/);
		await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/progress');
	});

	test('stays in view at the bottom of a phone screen while the page scrolls', async ({ page, isMobile }) => {
		test.skip(!isMobile, 'a phone layout');
		await open(page, '/studies');
		await page.mouse.wheel(0, 2000);
		const nav = page.locator('nav[data-app-nav]');
		await expect(nav).toBeInViewport({ ratio: 1 });
		const box = await nav.boundingBox();
		const height = await page.evaluate(() => innerHeight);
		expect(Math.round(box!.y + box!.height)).toBe(height);
	});
});

// Two phones, a laptop and a desktop: the board and the verdict of a move fit together,
// above the bottom bar on a phone, without scrolling.
for (const [width, height] of [
	[360, 740],
	[390, 844],
	[1280, 800],
	[1366, 768]
] as const) {
	test.describe(`today's puzzle on a ${width}x${height} screen`, () => {
		test.use({ viewport: { width, height } });

		test('board, verdict, refutation and retry of a wrong move on screen together', async ({ page }) => {
			test.setTimeout(90_000);
			const { day, puzzle, wrong } = dailyWithLosingMove();
			await open(page, `/?today=${day}`);
			const board = page.locator('[data-board]');
			await expect(board).toHaveAttribute('data-fen', puzzle.fen);
			await expectOnScreen(page, board);
			await board.locator(`[data-square="${wrong.from}"]`).click();
			await board.locator(`[data-square="${wrong.to}"]`).click();
			const verdict = page.locator('[data-verdict]');
			await expect(verdict).toHaveAttribute('data-verdict', 'wrong');
			await expect(page.locator('[data-refutation]')).toBeVisible();
			expect(await page.evaluate(() => scrollY)).toBe(0);
			await expectOnScreen(page, board, verdict, page.locator('[data-refutation]'), page.locator('[data-retry]'));
		});

		test('board and verdict of a solve on screen together', async ({ page }) => {
			const puzzle = builtBank().puzzle(daily.order[0]);
			await open(page, `/?today=${daily.epoch.slice(0, 10)}`);
			const board = page.locator('[data-board]');
			await expect(board).toHaveAttribute('data-fen', puzzle.fen);
			const [from, to] = puzzle.solution[0].split(/[-:]/);
			await board.locator(`[data-square="${from}"]`).click();
			await board.locator(`[data-square="${to}"]`).click();
			await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', /^(solved|correct)$/);
			expect(await page.evaluate(() => scrollY)).toBe(0);
			await expectOnScreen(page, board, page.locator('[data-verdict]'));
		});
	});
}

test.describe('on a 390x844 phone', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	test('a puzzle page: board, verdict, refutation and retry of a wrong move on screen together', async ({ page }) => {
		await open(page, '/puzzles/first-steps-2');
		const board = page.locator('[data-board]');
		await board.locator('[data-square="f4"]').click();
		await board.locator('[data-square="e5"]').click();
		const verdict = page.locator('[data-verdict]');
		await expect(verdict).toHaveAttribute('data-verdict', 'wrong');
		await expect(page.locator('[data-refutation]')).toContainText('e3:c1');
		expect(await page.evaluate(() => scrollY)).toBe(0);
		await expectOnScreen(page, board, verdict, page.locator('[data-refutation]'), page.locator('[data-retry]'));
	});

	test('the typed-move field is below the verdict and the buttons, and still plays a move', async ({ page }) => {
		await open(page, '/puzzles/first-steps-1');
		const field = page.getByLabel('Type a move');
		const status = await page.locator('[data-status]').boundingBox();
		const hint = await page.locator('[data-hint]').boundingBox();
		const typed = await field.boundingBox();
		expect(typed!.y).toBeGreaterThan(status!.y + status!.height);
		expect(typed!.y).toBeGreaterThan(hint!.y + hint!.height);
		await field.fill('c3-d4');
		await field.press('Enter');
		await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'solved');
	});

	test('a solved puzzle shows "Solved" with the board', async ({ page }) => {
		await open(page, '/puzzles/first-steps-1');
		const board = page.locator('[data-board]');
		await board.locator('[data-square="c3"]').click();
		await board.locator('[data-square="d4"]').click();
		const verdict = page.locator('[data-verdict]');
		await expect(verdict).toHaveAttribute('data-verdict', 'solved');
		await expectOnScreen(page, board, verdict);
	});
});

test('a study counts moves against the end of the line on screen, a longer variation too', async ({ page }) => {
	await open(page, '/studies/constriction-example');
	await expect(page.locator('[data-where]')).toContainText('6 moves');
	// The variation that starts 1.c1-d2 runs one move past the main line's 6.
	await page.locator('[data-move-list] [data-node="2"]').click();
	await expect(page.locator('[data-where]')).toHaveText('Move 1 of 7');
	await page.locator('[data-step="end"]').click();
	await expect(page.locator('[data-ply]')).toHaveAttribute('data-node', '14');
	await expect(page.locator('[data-where]')).toHaveText('Move 7 of 7');
});

test.describe('a study on a 390x844 phone', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	test('a move tapped in the list brings the board back into view', async ({ page }) => {
		await open(page, '/studies/petrov-game-1827');
		const board = page.locator('[data-board]');
		const last = page.locator('[data-move-list] [data-node]').last();
		await last.scrollIntoViewIfNeeded();
		await expect(board).not.toBeInViewport({ ratio: 1 });
		await last.click();
		await expect(board).toBeInViewport({ ratio: 1 });
		await expect(page.locator('[data-ply]')).toHaveAttribute('data-node', (await last.getAttribute('data-node'))!);
	});
});

test.describe("today's puzzle after a reload", () => {
	test.use({ viewport: { width: 390, height: 844 } });
	const dayOf = (i: number) => new Date(Date.parse(daily.epoch) + i * 86_400_000).toISOString().slice(0, 10);

	test('a solved one stays solved, on the end of the line, and the streak counts it', async ({ page }) => {
		const puzzle = builtBank().puzzle(daily.order[0]);
		await open(page, `/?today=${dayOf(0)}`);
		const board = page.locator('[data-board]');
		const player = page.locator('[data-puzzle-state]');
		await expect(player).toHaveAttribute('data-puzzle-id', puzzle.id);
		for (let i = 0; i < puzzle.solution.length; i += 2) {
			const squares = puzzle.solution[i].split(/[-:]/);
			const after = positionAfter(puzzle.fen, puzzle.solution.slice(0, Math.min(i + 2, puzzle.solution.length)));
			await board.locator(`[data-square="${squares[0]}"]`).click();
			await board.locator(`[data-square="${squares[squares.length - 1]}"]`).click();
			if (i + 1 < puzzle.solution.length) await expect(board).toHaveAttribute('data-fen', after);
		}
		await expect(player).toHaveAttribute('data-puzzle-state', 'solved');
		await expectOnScreen(page, board, page.locator('[data-verdict="solved"]'));
		await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '1');
		await page.reload();
		await page.locator('body[data-hydrated]').waitFor();
		await expect(player).toHaveAttribute('data-puzzle-state', 'solved');
		await expect(board).toHaveAttribute('data-fen', positionAfter(puzzle.fen, puzzle.solution));
		await expect(page.locator('[data-verdict]')).toHaveAttribute('data-verdict', 'solved');
		await expect(page.locator('[data-streak]')).toHaveAttribute('data-streak', '1');
		await expectOnScreen(page, board, page.locator('[data-verdict]'));
	});

	test('a failed one stays failed, shows the solution, and can be tried again', async ({ page }) => {
		test.setTimeout(90_000);
		const { day, puzzle, wrong } = dailyWithLosingMove();
		await open(page, `/?today=${day}`);
		const board = page.locator('[data-board]');
		const player = page.locator('[data-puzzle-state]');
		await expect(board).toHaveAttribute('data-fen', puzzle.fen);
		await board.locator(`[data-square="${wrong.from}"]`).click();
		await board.locator(`[data-square="${wrong.to}"]`).click();
		await expect(player).toHaveAttribute('data-puzzle-state', 'failed');
		await page.reload();
		await page.locator('body[data-hydrated]').waitFor();
		// The same tab keeps the try (issue 22): failed on the same wrong move, its refutation on screen, and
		// "take back" takes that move back. (A new tab, where only the day's record is left, shows the solution.)
		await expect(player).toHaveAttribute('data-puzzle-state', 'failed');
		await expect(page.locator('[data-refutation]')).toBeVisible();
		await page.locator('[data-retry]').click();
		await expect(player).toHaveAttribute('data-puzzle-state', 'playing');
		await expect(board).toHaveAttribute('data-fen', puzzle.fen);

		// A new tab: the day's record only, shown as the stored solution; "try again" starts from the beginning.
		const fresh = await page.context().newPage();
		await fresh.goto(`/?today=${day}`);
		await fresh.locator('body[data-hydrated]').waitFor();
		await expect(fresh.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', 'failed');
		await expect(fresh.locator('[data-board]')).toHaveAttribute('data-fen', positionAfter(puzzle.fen, puzzle.solution));
		await expect(fresh.locator('[data-after]')).toContainText(puzzle.solution.join(' '));
		await fresh.locator('[data-retry]').click();
		await expect(fresh.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', 'playing');
		await expect(fresh.locator('[data-board]')).toHaveAttribute('data-fen', puzzle.fen);
	});
});

test.describe('earlier days on a 360x740 phone, in Russian', () => {
	test.use({ viewport: { width: 360, height: 740 }, locale: 'ru-RU' });

	test('every item keeps its bullet beside its first line and stays within the screen, wrapped or not', async ({ page }) => {
		await open(page, '/?today=2026-12-20');
		await page.locator('details.archive summary').click();
		const items = await page.locator('details.archive li').evaluateAll((lis) =>
			lis.map((li) => {
				const a = li.querySelector('a')!;
				const range = document.createRange();
				range.selectNodeContents(a);
				const lines = [...range.getClientRects()];
				return {
					text: a.textContent,
					lines: new Set(lines.map((r) => Math.round(r.top))).size,
					// An inline-block's baseline is its last line: the list's bullet goes there, or nowhere visible.
					display: getComputedStyle(a).display,
					right: Math.max(...lines.map((r) => r.right))
				};
			})
		);
		expect(items.some((i) => i.lines > 1)).toBe(true);
		for (const item of items) {
			expect(item.display, item.text!).not.toBe('inline-block');
			expect(item.right, item.text!).toBeLessThanOrEqual(360);
		}
	});
});

// Issue 34: the board as large as fits on the analysis board, a review and a game, with the judgement in view:
// on a phone the full width above the bottom bar; on a wide screen the window's height, the panels beside it.
const REVIEW_PDN = readFileSync('tests/fixtures/review-thrown-win.pdn', 'utf8');
const REVIEW_ADDRESS = `/review?fen=${encodeURIComponent(/\[FEN "([^"]+)"\]/.exec(REVIEW_PDN)![1])}&moves=${REVIEW_PDN.split('\n\n')[1]
	.replace(/\d+\.(\.\.)?/g, ' ')
	.split(/\s+/)
	.filter((m) => /^[a-h]\d[-:]/.test(m))
	.join(',')}&side=white&from=pdn`;

for (const [width, height] of [
	[360, 740],
	[1280, 800]
] as const) {
	test.describe(`the board as large as fits on a ${width}x${height} screen`, () => {
		test.use({ viewport: { width, height } });
		const wide = width >= 960;

		/** The board fills the page's width (a phone) or the window's height below its top (a wide screen, panels beside). */
		async function fills(page: Page, beside: Locator) {
			const board = (await page.locator('[data-board]').boundingBox())!;
			const main = (await page.locator('main').boundingBox())!;
			const padding = await page.locator('main').evaluate((m) => parseFloat(getComputedStyle(m).paddingLeft) + parseFloat(getComputedStyle(m).paddingRight));
			if (!wide) expect(board.width).toBeCloseTo(main.width - padding, 0);
			else {
				// Within 1rem of the window's bottom, and no taller than it.
				expect(board.y + board.height).toBeLessThanOrEqual(height);
				expect(board.y + board.height).toBeGreaterThan(height - 16);
				const side = (await beside.boundingBox())!;
				expect(side.x, 'beside the board').toBeGreaterThanOrEqual(board.x + board.width);
			}
		}

		test('/analysis: the evaluation bar and the board in view without scrolling', async ({ page }) => {
			await open(page, `/analysis?fen=${encodeURIComponent('B:Wa1,d2,e1,f2,g1,g3:Bb6,h4')}`);
			const bar = page.locator('[data-eval-bar]');
			await expect(bar).toHaveAttribute('data-score', /./, { timeout: 30_000 });
			expect(await page.evaluate(() => scrollY)).toBe(0);
			await expectOnScreen(page, page.locator('[data-board]'), bar);
			await fills(page, bar);
			if (wide) await expectOnScreen(page, page.locator('[data-eval]'));
		});

		test('/play: the clocks and whose move it is in view with the board', async ({ page }) => {
			await open(page, '/play');
			await page.locator('[data-play-level="1"]').check();
			await page.locator('[data-play-color="white"]').check();
			await page.locator('[data-play-time="3+2"]').check();
			await page.locator('[data-play-start]').click();
			const turn = page.locator('[data-playout-state]');
			await expect(turn).toHaveAttribute('data-playout-state', 'your-move');
			await page.evaluate(() => scrollTo(0, 0));
			await expectOnScreen(page, page.locator('[data-board]'), page.locator('[data-clock="white"]'), turn);
			await fills(page, turn);
		});

		test('/review: a tapped move’s class and proof, the graph and the steps in view with the board', async ({ page }) => {
			test.setTimeout(300_000);
			await open(page, REVIEW_ADDRESS);
			await expect(page.locator('[data-review]')).toHaveAttribute('data-review-state', 'done', { timeout: 240_000 });
			await page.locator('[data-review-move][data-ply="2"]').click();
			const current = page.locator('[data-review-current]');
			await expect(current).toHaveAttribute('data-review-current', '2');
			await expectOnScreen(page, page.locator('[data-board]'), current, page.locator('[data-eval-graph]'), page.locator('[data-review-step="forward"]'));
			await page.evaluate(() => scrollTo(0, 0));
			await fills(page, current);
		});
	});
}
