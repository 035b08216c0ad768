import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { builtBank } from './built';
import { losingMove } from './solver-cli';

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
	['/studies/petrov-1827', '/studies'],
	['/analysis', '/analysis'],
	['/progress', '/progress'],
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

test.describe('on a 390x844 phone', () => {
	test.use({ viewport: { width: 390, height: 844 } });

	test("today's puzzle: board and verdict of a wrong move are on screen together, the refutation too", async ({ page }) => {
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
