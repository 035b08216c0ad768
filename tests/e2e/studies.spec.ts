import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parseGameText, START } from '../../src/lib/engine';
import { board, move, open } from './play';

/** The corrected Petrov game's final position, replayed by the engine from the fixture. */
function petrovFinalFen(): string {
	const r = parseGameText(START, readFileSync(new URL('../fixtures/petrov-1827.txt', import.meta.url), 'utf8'));
	if (!r.ok) throw new Error(JSON.stringify(r.error));
	return r.value.mainline[r.value.mainline.length - 1].fenAfter;
}

const study = (page: Page) => page.locator('[data-ply]');

test('the list shows every study with its aim and length', async ({ page }) => {
	await open(page, '/studies');
	const petrov = page.locator('[data-study-link="petrov-game-1827"]');
	await expect(petrov).toContainText("Petrov's game (1827)");
	await expect(petrov).toContainText('Ordinary Russian checkers · 35 moves');
	await expect(petrov.locator('[data-study-progress]')).toContainText('not opened yet');
	await expect(page.locator('[data-study-link="constriction-example"]')).toContainText('Giveaway');
	await petrov.click();
	await expect(page).toHaveURL(/\/studies\/petrov-game-1827$/);
	await expect(page.locator('h1')).toHaveText("Petrov's game (1827)");
});

test("Petrov's game: keys and buttons step through to the engine's final position", async ({ page }) => {
	const finalFen = petrovFinalFen();
	expect(finalFen).toBe('B:WKa1:BKb8,g5,h4'); // as pinned in tests/unit/petrov.test.ts
	await open(page, '/studies/petrov-game-1827');
	await expect(study(page)).toHaveAttribute('data-ply', '0');
	await expect(page.locator('[data-intro]')).toContainText('ordinary checkers');
	await expect(page.locator('[data-source]')).toContainText('Petrov');

	await page.keyboard.press('ArrowRight');
	await expect(study(page)).toHaveAttribute('data-ply', '1');
	await expect(page.locator('[data-note]')).toContainText('1. g3-h4');
	await expect(page.locator('[data-note]')).toContainText('h5 is a light square');
	await page.keyboard.press('ArrowRight');
	await expect(study(page)).toHaveAttribute('data-ply', '2');
	await page.keyboard.press('ArrowLeft');
	await expect(study(page)).toHaveAttribute('data-ply', '1');

	await page.keyboard.press('End');
	await expect(study(page)).toHaveAttribute('data-ply', '69');
	await expect(board(page)).toHaveAttribute('data-fen', finalFen);
	await page.keyboard.press('Home');
	await expect(study(page)).toHaveAttribute('data-ply', '0');
	// A click on the board leaves the arrow keys to the moves.
	await page.locator('[data-board] [data-square="c3"]').click();
	await page.keyboard.press('ArrowRight');
	await expect(study(page)).toHaveAttribute('data-ply', '1');
	await page.locator('[data-step="end"]').click();
	await expect(study(page)).toHaveAttribute('data-ply', '69');
	await expect(board(page)).toHaveAttribute('data-fen', finalFen);

	// Any move of the list can be clicked.
	await page.locator('[data-move-list] [data-node]').nth(4).click();
	await expect(study(page)).toHaveAttribute('data-ply', '5');
	await expect(page.locator('[data-move-list] [aria-current="step"]')).toHaveText('e3-f4');
});

test('giveaway quiz: another winning move "also wins", a losing one is refuted', async ({ page }) => {
	test.setTimeout(60_000);
	await open(page, '/studies/constriction-example');
	// To move 3 of the main line, where 3.d2-c3 wins as well as the book's 3.e1-f2.
	for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
	await expect(study(page)).toHaveAttribute('data-ply', '4');
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wd2,e1,e3:Bd6,f6,g7');

	await page.locator('[data-quiz-toggle="start"]').click();
	await expect(study(page)).toHaveAttribute('data-quiz-state', 'ask');
	// The answer is hidden: the list shows only the moves played so far.
	await expect(page.locator('[data-move-list] [data-node]')).toHaveCount(4);

	await move(page, 'd2', 'c3');
	const feedback = page.locator('[data-quiz-feedback]');
	await expect(feedback).toHaveAttribute('data-quiz-feedback', 'also-wins', { timeout: 30_000 });
	await expect(feedback).toContainText('d2-c3 also wins');
	await expect(feedback).toContainText('e1-f2');
	// The study goes on with the book move, and the other side's reply comes by itself.
	await expect(study(page)).toHaveAttribute('data-ply', '6');
	await expect(study(page)).toHaveAttribute('data-quiz-state', 'ask');
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wd2,e3,f2:Bd6,f6,h6');

	await move(page, 'e3', 'f4');
	await expect(feedback).toHaveAttribute('data-quiz-feedback', 'loses', { timeout: 30_000 });
	await expect(feedback).toContainText('e3-f4 loses: Black now wins in 3');
	const refutation = page.locator('[data-refutation]');
	await expect(refutation).toContainText('Refutation: 4…');
	expect((await refutation.getAttribute('data-refutation'))?.split(' ').length).toBeGreaterThanOrEqual(3);
	await expect(board(page)).toHaveAttribute('data-fen', 'B:Wd2,f2,f4:Bd6,f6,h6');

	await page.locator('[data-quiz-retry]').click();
	await expect(study(page)).toHaveAttribute('data-quiz-state', 'ask');
	await move(page, 'f2', 'g3');
	await expect(feedback).toHaveAttribute('data-quiz-feedback', 'book');
	await expect(page.locator('[data-quiz-score]')).toHaveAttribute('data-quiz-score', '1/2');

	// The answers are kept on the device and shown in the list.
	await expect(async () => {
		await open(page, '/studies');
		await expect(page.locator('[data-study-link="constriction-example"] [data-study-progress]')).toContainText('1 right, 1 wrong', { timeout: 1000 });
	}).toPass({ timeout: 15_000 });
});

test('ordinary checkers quiz: says what was played instead', async ({ page }) => {
	await open(page, '/studies/petrov-game-1827');
	await page.locator('[data-quiz-toggle="start"]').click();
	await move(page, 'c3', 'd4');
	const feedback = page.locator('[data-quiz-feedback]');
	await expect(feedback).toHaveAttribute('data-quiz-feedback', 'not-played');
	await expect(feedback).toContainText('in the game, g3-h4 was played');
	await page.locator('[data-quiz-reveal]').click();
	await expect(study(page)).toHaveAttribute('data-ply', '2');
	await expect(study(page)).toHaveAttribute('data-quiz-state', 'ask');
	await page.locator('[data-quiz-toggle="stop"]').click();
	await expect(study(page)).toHaveAttribute('data-quiz-state', 'off');
});

test('who wins here: the solver on demand in a giveaway study', async ({ page }) => {
	test.setTimeout(60_000);
	await open(page, '/studies/constriction-example');
	await page.locator('[data-who-wins]').click();
	const out = page.locator('[data-solver-state]');
	await expect(out).toHaveAttribute('data-solver-state', 'done', { timeout: 45_000 });
	await expect(out).toHaveAttribute('data-verdict', 'win in 6');
	await expect(out).toContainText('White wins in 6');
	await expect(out.locator('[data-line]')).toContainText('1. f2-e3');
	// Another position: the answer about the old one is gone.
	await page.keyboard.press('ArrowRight');
	await expect(out).toHaveAttribute('data-solver-state', 'idle');
});

test('marks are explained, variations are listed, the last ply is kept', async ({ page }) => {
	await open(page, '/studies/threat-example');
	const marked = page.locator('[data-move-list] [data-marks*="+"]').first();
	await expect(marked).toHaveAttribute('title', /threat/);
	await marked.click();
	await expect(page.locator('[data-mark-notes]')).toContainText('threat');
	await expect(page.locator('[data-move-list] [role="group"]').first()).toBeVisible();
	const ply = (await study(page).getAttribute('data-ply')) ?? '';
	await expect(study(page)).toHaveAttribute('data-saved-ply', ply);
	await open(page, '/studies/threat-example');
	await expect(study(page)).toHaveAttribute('data-ply', ply);
	await expect(page.locator('[data-from-start]')).toBeVisible();
	await page.locator('[data-from-start]').click();
	await expect(study(page)).toHaveAttribute('data-ply', '0');
});

test('a horizontal swipe across the board steps through the moves', async ({ page }) => {
	await open(page, '/studies/petrov-game-1827');
	const box = await board(page).boundingBox();
	if (!box) throw new Error('no board');
	const y = box.y + box.height / 2;
	// Both events in one step, as a finger's swipe: two separate Playwright actions (each traced) could be more than the swipe's 800 ms apart.
	const swipe = async (x0: number, x1: number) => {
		await page.locator('[data-board] [data-square="d4"]').evaluate(
			(el, [from, to, at]) => {
				const init = { pointerId: 7, isPrimary: true, pointerType: 'touch', bubbles: true, composed: true, cancelable: true };
				el.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: from, clientY: at }));
				el.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: to, clientY: at + 5 }));
			},
			[x0, x1, y]
		);
	};
	await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
	await expect(study(page)).toHaveAttribute('data-ply', '1');
	await swipe(box.x + box.width * 0.8, box.x + box.width * 0.2);
	await expect(study(page)).toHaveAttribute('data-ply', '2');
	await swipe(box.x + box.width * 0.2, box.x + box.width * 0.8);
	await expect(study(page)).toHaveAttribute('data-ply', '1');
});

test.describe('on a 360 px phone', () => {
	test.use({ viewport: { width: 360, height: 740 } });

	for (const path of ['/studies', '/studies/petrov-game-1827', '/studies/threat-example']) {
		test(`no horizontal scroll on ${path}`, async ({ page }) => {
			await open(page, path);
			if (path !== '/studies') await page.keyboard.press('End');
			const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
			expect(scrollWidth).toBeLessThanOrEqual(360);
		});
	}
});
