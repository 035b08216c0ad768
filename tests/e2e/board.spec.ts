import { expect, test, type Locator, type Page } from '@playwright/test';

const START_FEN = 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8';
const AFTER_C3_D4 = 'B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8';
// A white king on h4 has two captures ending on e1: h4:f6:c3:e1 (takes g5, d4, d2)
// and h4:d8:a5:e1 (takes g5, b6, d2).
const FORK = 'W:WKh4:Bb6,d2,d4,g5';
const AFTER_VIA_F6 = 'B:WKe1:Bb6';
const AFTER_VIA_D8 = 'B:WKe1:Bd4';

// Most of these run on the analysis board, whose engine panel sits beside the board on a wide screen and redraws as it
// thinks: with Playwright's trace recording (its screencast) a test there takes 25-35 s on a loaded machine (10 s without).
test.describe.configure({ timeout: 70_000 });

async function open(page: Page, path = '/analysis') {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

const analysis = (fen: string) => `/analysis?fen=${encodeURIComponent(fen)}`;
const square = (page: Page, name: string) => page.locator(`[data-board] [data-square="${name}"]`);

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
	const box = await locator.boundingBox();
	if (box === null) throw new Error('not on screen');
	return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Record whether the board ever carries data-animating from now on. */
async function watchAnimation(page: Page) {
	await page.evaluate(() => {
		const board = document.querySelector('[data-board]') as HTMLElement;
		const w = window as unknown as { animated: boolean };
		w.animated = board.hasAttribute('data-animating');
		new MutationObserver(() => {
			if (board.hasAttribute('data-animating')) w.animated = true;
		}).observe(board, { attributes: true, attributeFilter: ['data-animating'] });
	});
	return () => page.evaluate(() => (window as unknown as { animated: boolean }).animated);
}

test('tap-tap: select, see the destinations, move; the last move stays marked', async ({ page }) => {
	await open(page);
	const board = page.locator('[data-board]');
	await square(page, 'c3').click();
	await expect(square(page, 'c3')).toHaveAttribute('aria-pressed', 'true');
	await expect(board.locator('[data-target]')).toHaveCount(2);
	await square(page, 'd4').click();
	await expect(board).toHaveAttribute('data-fen', AFTER_C3_D4);
	await expect(square(page, 'c3')).toHaveAttribute('data-last-move', '');
	await expect(square(page, 'd4')).toHaveAttribute('data-last-move', '');
	await expect(page.locator('[data-announce]')).toHaveText('White: c3-d4.');
});

test('a tap that makes a move shows it within one frame, without animation', async ({ page }) => {
	await open(page);
	const animated = await watchAnimation(page);
	const seen = await page.evaluate(async () => {
		const q = (s: string) => document.querySelector(`[data-board] [data-square="${s}"]`) as HTMLButtonElement;
		q('c3').click();
		q('d4').click();
		await new Promise((r) => requestAnimationFrame(r));
		const board = document.querySelector('[data-board]') as HTMLElement;
		// d4's centre in board units (a square is 100): column 3, row 4.
		const pieceOnD4 = [...board.querySelectorAll('g[data-piece]')].some((g) => g.getAttribute('transform') === 'translate(350 450)');
		return { fen: board.dataset.fen, pieceOnD4 };
	});
	expect(seen).toEqual({ fen: AFTER_C3_D4, pieceOnD4: true });
	expect(await animated()).toBe(false);
});

test('tapping elsewhere or Escape cancels a selection', async ({ page }) => {
	await open(page);
	const board = page.locator('[data-board]');
	await square(page, 'c3').click();
	await expect(board.locator('[data-target]')).toHaveCount(2);
	await page.getByRole('heading', { level: 1 }).click();
	await expect(board.locator('[data-target]')).toHaveCount(0);
	await square(page, 'e3').click();
	await expect(board.locator('[data-target]')).toHaveCount(2);
	await page.keyboard.press('Escape');
	await expect(board.locator('[data-target]')).toHaveCount(0);
	await expect(board).toHaveAttribute('data-fen', START_FEN);
});

test('a tap on a piece held back by a compulsory capture says so in words, and which pieces must capture', async ({ page }) => {
	await open(page, analysis('W:Wc3,e3,g1:Bd4'));
	await expect(page.locator('[data-board]')).toHaveAttribute('data-must-capture', '');
	await square(page, 'g1').click();
	const caption = page.locator('[data-announce]');
	await expect(caption).toHaveText('A capture is compulsory: capture with a piece on c3 or e3.');
	await expect(caption).toHaveAttribute('aria-live', 'polite');
	// The capture itself: the caption no longer says it.
	await square(page, 'c3').click();
	await square(page, 'e5').click();
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', 'B:We3,e5,g1:B');
	await expect(caption).not.toContainText('compulsory');
});

test('drag a piece with the mouse', async ({ page }) => {
	await open(page);
	const board = page.locator('[data-board]');
	const from = await centre(square(page, 'c3'));
	const to = await centre(square(page, 'd4'));
	await page.mouse.move(from.x, from.y);
	await page.mouse.down();
	await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
	// While dragging, the destinations are marked.
	await expect(board.locator('[data-target]')).toHaveCount(2);
	await page.mouse.move(to.x, to.y, { steps: 5 });
	await page.mouse.up();
	await expect(board).toHaveAttribute('data-fen', AFTER_C3_D4);
	await expect(board.locator('[data-target]')).toHaveCount(0);
});

test('a drag dropped off the board or back home moves nothing', async ({ page }) => {
	await open(page);
	const board = page.locator('[data-board]');
	const from = await centre(square(page, 'c3'));
	await page.mouse.move(from.x, from.y);
	await page.mouse.down();
	await page.mouse.move(from.x + 40, from.y + 10, { steps: 4 });
	await page.mouse.move(from.x, from.y, { steps: 4 });
	await page.mouse.up();
	await expect(board).toHaveAttribute('data-fen', START_FEN);
	// Put back, the piece stays picked up: a tap on a destination plays it.
	await square(page, 'b4').click();
	await expect(board).toHaveAttribute('data-fen', 'B:Wa1,a3,b2,b4,c1,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8');
});

test('drag a piece with a finger', async ({ page, hasTouch }) => {
	test.skip(!hasTouch, 'touch input on the phone project');
	await open(page);
	const board = page.locator('[data-board]');
	const from = await centre(square(page, 'c3'));
	const to = await centre(square(page, 'd4'));
	const cdp = await page.context().newCDPSession(page);
	const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
		cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }] });
	await touch('touchStart', from.x, from.y);
	for (let i = 1; i <= 8; i++) await touch('touchMove', from.x + ((to.x - from.x) * i) / 8, from.y + ((to.y - from.y) * i) / 8);
	await touch('touchEnd', to.x, to.y);
	await expect(board).toHaveAttribute('data-fen', AFTER_C3_D4);
	// The page did not scroll under the finger.
	expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('two captures ending on the same square', () => {
	test('the board asks which, naming the full paths; the capturing piece is marked', async ({ page }) => {
		await open(page, analysis(FORK));
		const board = page.locator('[data-board]');
		await expect(board).toHaveAttribute('data-fen', FORK);
		await expect(board).toHaveAttribute('data-must-capture', '');
		await expect(board.locator('[data-can-capture]')).toHaveCount(1);
		await expect(square(page, 'h4')).toHaveAttribute('data-can-capture', '');
		await expect(square(page, 'h4')).toHaveAccessibleName('h4, white king');

		await square(page, 'h4').click();
		await expect(board.locator('[data-target]')).toHaveCount(1);
		await square(page, 'e1').click();
		const choices = page.locator('[data-capture]');
		await expect(choices).toHaveCount(2);
		await expect(page.locator('[data-capture="h4:f6:c3:e1"]')).toContainText('takes d2, d4, g5');
		await expect(page.locator('[data-capture="h4:d8:a5:e1"]')).toContainText('takes d2, g5, b6');
		await expect(page.locator('[data-announce]')).toContainText('2 captures end on e1');
		// Nothing is played until the user chooses.
		await expect(board).toHaveAttribute('data-fen', FORK);
		await page.locator('[data-capture="h4:d8:a5:e1"]').click();
		await expect(board).toHaveAttribute('data-fen', AFTER_VIA_D8);
		await expect(choices).toHaveCount(0);
	});

	test('the choice works from the keyboard, and Escape cancels it', async ({ page }) => {
		await open(page, analysis(FORK));
		const board = page.locator('[data-board]');
		await square(page, 'h4').click();
		await square(page, 'e1').click();
		// Focus goes to the first choice.
		const first = page.locator('[data-capture]').first();
		await expect(first).toBeFocused();
		await page.keyboard.press('Escape');
		await expect(page.locator('[data-capture]')).toHaveCount(0);
		await expect(board).toHaveAttribute('data-fen', FORK);

		await square(page, 'h4').click();
		await square(page, 'e1').click();
		await expect(first).toBeFocused();
		const firstName = await first.getAttribute('data-capture');
		await page.keyboard.press('Tab');
		await page.keyboard.press('Enter');
		await expect(board).toHaveAttribute('data-fen', firstName === 'h4:f6:c3:e1' ? AFTER_VIA_D8 : AFTER_VIA_F6);
	});

	test('or the turning squares are tapped in order', async ({ page }) => {
		await open(page, analysis(FORK));
		const board = page.locator('[data-board]');
		await square(page, 'h4').click();
		await square(page, 'f6').click();
		await square(page, 'e1').click();
		await expect(page.locator('[data-capture]')).toHaveCount(0);
		await expect(board).toHaveAttribute('data-fen', AFTER_VIA_F6);
	});

	test('dragging to the shared end square asks too', async ({ page }) => {
		await open(page, analysis(FORK));
		const from = await centre(square(page, 'h4'));
		const to = await centre(square(page, 'e1'));
		await page.mouse.move(from.x, from.y);
		await page.mouse.down();
		await page.mouse.move(to.x, to.y, { steps: 8 });
		await page.mouse.up();
		await expect(page.locator('[data-capture]')).toHaveCount(2);
		await page.locator('[data-capture="h4:f6:c3:e1"]').click();
		await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', AFTER_VIA_F6);
	});
});

test('keyboard only: Tab to the board, arrows, Enter', async ({ page }) => {
	await open(page);
	const board = page.locator('[data-board]');
	// One tab stop for the whole board.
	await expect(board.locator('button[data-square][tabindex="0"]')).toHaveCount(1);
	// The navigation (seven sections), the skip link and the language switch come first.
	for (let i = 0; i < 20; i++) {
		await page.keyboard.press('Tab');
		if (await page.evaluate(() => document.activeElement?.hasAttribute('data-square'))) break;
	}
	// The cursor starts on the playable piece nearest the bottom-left corner.
	await expect(square(page, 'a3')).toBeFocused();
	await page.keyboard.press('ArrowRight');
	await expect(square(page, 'c3')).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(square(page, 'c3')).toHaveAttribute('aria-pressed', 'true');
	await expect(board.locator('[data-target]')).toHaveCount(2);
	await page.keyboard.press('ArrowUp');
	await expect(square(page, 'd4')).toBeFocused();
	await expect(square(page, 'd4')).toHaveAttribute('tabindex', '0');
	await page.keyboard.press('Enter');
	await expect(board).toHaveAttribute('data-fen', AFTER_C3_D4);
	// Tab leaves the board in one step.
	await page.keyboard.press('Tab');
	expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-square'))).toBe(false);
});

test("the first Tab stop skips to the board; Shift with Up takes the other diagonal, as the board's help says", async ({ page }) => {
	await open(page);
	await page.keyboard.press('Tab');
	const skip = page.locator('[data-skip-link]');
	await expect(skip).toBeFocused();
	await expect(skip).toHaveText('Skip to the board');
	await expect(skip).toBeInViewport();
	await page.keyboard.press('Enter');
	await expect(square(page, 'a3')).toBeFocused();
	await page.keyboard.press('ArrowRight');
	await expect(square(page, 'c3')).toBeFocused();
	await page.keyboard.press('Enter');
	await page.keyboard.press('Shift+ArrowUp');
	await expect(square(page, 'b4')).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', /^B:Wa1,a3,b2,b4,c1,d2,/);
	await page.keyboard.press('e');
	await expect(square(page, 'c5')).toBeFocused();
	await page.keyboard.press('z');
	await expect(square(page, 'b4')).toBeFocused();
	const help = await page.locator('[data-board]').getAttribute('aria-describedby');
	await expect(page.locator(`[id="${help}"]`)).toContainText('with Shift along the other diagonal');
});

test('type a move; a wrong one is explained beside the field', async ({ page }) => {
	await open(page);
	const board = page.locator('[data-board]');
	const field = page.getByLabel('Type a move');
	await field.fill('c3-e5');
	await field.press('Enter');
	const error = page.locator('[data-typed-move-error]');
	await expect(error).toContainText('c3-e5');
	await expect(error).toContainText('c3-b4 or c3-d4');
	await expect(field).toHaveAttribute('aria-invalid', 'true');
	await expect(field).toHaveAccessibleDescription(/cannot be played/);
	await expect(board).toHaveAttribute('data-fen', START_FEN);

	await field.fill('cd4');
	await field.press('Enter');
	await expect(board).toHaveAttribute('data-fen', AFTER_C3_D4);
	await expect(error).toHaveCount(0);
	await expect(field).toHaveValue('');

	await field.fill('fg5');
	await page.getByRole('button', { name: 'Play', exact: true }).click();
	await expect(board).toHaveAttribute('data-fen', 'W:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f8,g5,g7,h6,h8');
});

test('a typed capture in colon notation', async ({ page }) => {
	await open(page, analysis('W:Wc3:Bd4,f6'));
	await page.getByLabel('Type a move').fill('c3:e5:g7');
	await page.getByLabel('Type a move').press('Enter');
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', 'B:Wg7:B');
});

test('flip: Black at the bottom, h8 bottom-left; moves still work', async ({ page }) => {
	await open(page);
	const board = page.locator('[data-board]');
	await page.getByRole('button', { name: 'Flip board' }).click();
	await expect(board).toHaveAttribute('data-orientation', 'black');
	const h8 = await square(page, 'h8').boundingBox();
	const a1 = await square(page, 'a1').boundingBox();
	const boardBox = await board.boundingBox();
	if (!h8 || !a1 || !boardBox) throw new Error('not on screen');
	expect(h8.x).toBeLessThan(boardBox.x + 2);
	expect(h8.y + h8.height).toBeGreaterThan(boardBox.y + boardBox.height - 2);
	expect(a1.x + a1.width).toBeGreaterThan(boardBox.x + boardBox.width - 2);
	expect(a1.y).toBeLessThan(boardBox.y + 2);
	// Reading order follows what is on screen.
	await expect(board.locator('button[data-square]').first()).toHaveAttribute('data-square', 'g1');
	await square(page, 'c3').click();
	await square(page, 'd4').click();
	await expect(board).toHaveAttribute('data-fen', AFTER_C3_D4);
	await page.getByRole('button', { name: 'Flip board' }).click();
	await expect(board).toHaveAttribute('data-orientation', 'white');
});

test.describe('moves arriving from outside', () => {
	test('glide to their square (stepping forward through the moves played)', async ({ page }) => {
		await open(page, analysis('W:Wc3:Bd4,f6,h6'));
		const board = page.locator('[data-board]');
		await square(page, 'c3').click();
		await square(page, 'g7').click();
		await expect(board).toHaveAttribute('data-fen', 'B:Wg7:Bh6');
		await page.getByRole('button', { name: 'Back', exact: true }).click();
		await expect(board).toHaveAttribute('data-fen', 'W:Wc3:Bd4,f6,h6');
		const animated = await watchAnimation(page);
		await page.getByRole('button', { name: 'Forward', exact: true }).click();
		// The position is on the board at once; only the picture catches up.
		await expect(board).toHaveAttribute('data-fen', 'B:Wg7:Bh6');
		expect(await animated()).toBe(true);
		await expect(board).not.toHaveAttribute('data-animating');
		await expect(page.locator('[data-announce]')).toHaveText('White: c3:e5:g7.');
	});

	test('not when the system asks for reduced motion', async ({ page }) => {
		await page.emulateMedia({ reducedMotion: 'reduce' });
		await open(page, analysis('W:Wc3:Bd4,f6,h6'));
		const board = page.locator('[data-board]');
		await square(page, 'c3').click();
		await square(page, 'g7').click();
		await page.getByRole('button', { name: 'Back', exact: true }).click();
		const animated = await watchAnimation(page);
		await page.getByRole('button', { name: 'Forward', exact: true }).click();
		await expect(board).toHaveAttribute('data-fen', 'B:Wg7:Bh6');
		await page.waitForTimeout(100);
		expect(await animated()).toBe(false);
	});
});

test.describe('accessible names', () => {
	test('each dark square says what stands on it', async ({ page }) => {
		await open(page, analysis('W:Wc3,Ke1:Bd6,Kh8'));
		await expect(page.locator('[data-board] button[data-square]')).toHaveCount(32);
		await expect(square(page, 'c3')).toHaveAccessibleName('c3, white man');
		await expect(square(page, 'e1')).toHaveAccessibleName('e1, white king');
		await expect(square(page, 'd6')).toHaveAccessibleName('d6, black man');
		await expect(square(page, 'h8')).toHaveAccessibleName('h8, black king');
		await expect(square(page, 'f4')).toHaveAccessibleName('f4, empty');
		await expect(page.getByRole('group', { name: 'Board, White to move' })).toHaveAttribute('data-board', '');
		// The state of a square is its description, not its name.
		await square(page, 'c3').click();
		await expect(square(page, 'c3')).toHaveAccessibleName('c3, white man');
		await expect(square(page, 'c3')).toHaveAccessibleDescription('selected');
		await expect(square(page, 'd4')).toHaveAccessibleDescription('legal destination');
	});

	test.describe('in Russian', () => {
		test.use({ locale: 'ru-RU' });

		test('names, board and field speak Russian; data-square stays', async ({ page }) => {
			await open(page, analysis('W:Wc3,Ke1:Bd6,Kh8'));
			await expect(square(page, 'c3')).toHaveAccessibleName('c3, белая простая');
			await expect(square(page, 'e1')).toHaveAccessibleName('e1, белая дамка');
			await expect(square(page, 'd6')).toHaveAccessibleName('d6, чёрная простая');
			await expect(square(page, 'h8')).toHaveAccessibleName('h8, чёрная дамка');
			await expect(square(page, 'f4')).toHaveAccessibleName('f4, пусто');
			const field = page.getByLabel('Ввести ход');
			await field.fill('c3-e5');
			await field.press('Enter');
			await expect(page.locator('[data-typed-move-error]')).toContainText('невозможен');
		});
	});
});

test.describe('on a 360 px phone', () => {
	test.use({ viewport: { width: 360, height: 740 } });

	test('the board fills the width with no horizontal scroll, even with a choice open', async ({ page }) => {
		await open(page, analysis(FORK));
		const box = await page.locator('[data-board]').boundingBox();
		expect(box?.width).toBeGreaterThanOrEqual(320);
		expect(box?.width).toBeLessThanOrEqual(360);
		expect(box?.height).toBeCloseTo(box?.width ?? 0, 0);
		await square(page, 'h4').click();
		await square(page, 'e1').click();
		await expect(page.locator('[data-capture]')).toHaveCount(2);
		const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
		expect(scrollWidth).toBeLessThanOrEqual(360);
	});
});

test('on a wide screen the board grows: up to 640 px above its page, to the window’s height with the panels beside it', async ({ page, isMobile }) => {
	test.skip(isMobile, 'desktop only');
	await page.setViewportSize({ width: 1400, height: 1000 });
	await open(page, '/puzzles/first-steps-1');
	const box = await page.locator('[data-board]').boundingBox();
	expect(box?.width).toBeGreaterThan(560);
	expect(box?.width).toBeLessThanOrEqual(640);
	// The analysis board, its panels beside it (issue 34): as tall as the window below its top allows.
	await open(page);
	const beside = (await page.locator('[data-board]').boundingBox())!;
	expect(beside.width).toBeGreaterThan(640);
	expect(beside.y + beside.height).toBeLessThanOrEqual(1000);
	expect(beside.y + beside.height).toBeGreaterThan(1000 - 16);
	expect((await page.locator('[data-eval-bar]').boundingBox())!.x).toBeGreaterThan(beside.x + beside.width);
});
