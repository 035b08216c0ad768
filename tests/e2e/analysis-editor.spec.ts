import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

const START_FEN = 'W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8';

async function open(page: Page, query = '') {
	await page.goto(`/analysis${query}`);
	await page.locator('body[data-hydrated]').waitFor();
}

const board = (page: Page) => page.locator('[data-board]');
const square = (page: Page, name: string) => board(page).locator(`[data-square="${name}"]`);
const output = (page: Page) => page.locator('[data-solver-state]');

async function startEditing(page: Page) {
	await page.getByRole('button', { name: 'Edit position' }).click();
	await expect(page.locator('[data-editor]')).toBeVisible();
}

// The analysis board's engine panel sits beside the board on a wide screen and redraws as it thinks: with Playwright's
// trace recording a flow here takes two to three times as long on a loaded machine as without (board.spec.ts too).
test.describe.configure({ timeout: 70_000 });

test('set up three pieces in the editor and get a proved verdict, with the line on the board', async ({ page }) => {
	await open(page);
	await startEditing(page);
	await page.getByRole('button', { name: 'Clear board' }).click();
	await expect(board(page)).toHaveAttribute('data-fen', 'W:W:B');

	await page.getByRole('radio', { name: 'White man' }).check();
	await square(page, 'c3').click();
	await page.getByRole('radio', { name: 'Black man' }).check();
	await square(page, 'b4').click();
	// With the keyboard: arrows to h8 from b4, then Enter.
	await square(page, 'b4').focus();
	for (const key of ['PageUp', 'PageUp', 'PageUp', 'PageUp', 'ArrowRight']) await page.keyboard.press(key);
	await expect(square(page, 'h8')).toBeFocused();
	await page.keyboard.press('Enter');
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wc3:Bb4,h8');
	await expect(square(page, 'h8')).toHaveAttribute('aria-label', 'h8, black man');
	await expect(page.getByLabel('Position (FEN)')).toHaveValue('W:Wc3:Bb4,h8');

	// Tapping the same piece again takes it off; the side to move can be changed.
	await square(page, 'h8').click();
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wc3:Bb4');
	await square(page, 'h8').click();
	await page.locator('[data-side-to-move="black"]').check();
	await expect(board(page)).toHaveAttribute('data-fen', 'B:Wc3:Bb4,h8');
	await page.locator('[data-side-to-move="white"]').check();
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wc3:Bb4,h8');

	await page.getByRole('button', { name: 'Solve', exact: true }).click();
	await expect(output(page)).toHaveAttribute('data-solver-state', 'done', { timeout: 30_000 });
	await expect(output(page)).toHaveAttribute('data-verdict', 'win in 8');
	await expect(output(page)).toContainText('White wins in 8');
	await expect(output(page).locator('[data-line]')).toContainText('1. c3:a5 h8-g7');

	// The line on the board: from its start, step by step with Forward, or jump to a move.
	await page.getByRole('button', { name: 'Done', exact: true }).click();
	await page.getByRole('button', { name: 'Show on the board' }).click();
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wc3:Bb4,h8');
	await expect(output(page).locator('[data-line-at]')).toHaveAttribute('data-line-at', '0');
	await page.getByRole('button', { name: 'Forward', exact: true }).click();
	await expect(board(page)).toHaveAttribute('data-fen', 'B:Wa5:Bh8');
	await expect(square(page, 'a5')).toHaveAttribute('data-last-move', '');
	await expect(output(page).locator('[data-line-step="1"]')).toHaveAttribute('aria-current', 'step');
	await expect(page.locator('[data-announce]')).toContainText('White: c3:a5');
	await output(page).locator('[data-line-step="3"]').click();
	await expect(board(page)).toHaveAttribute('data-fen', 'B:Wb6:Bg7');
	await expect(output(page).locator('[data-line-at]')).toHaveAttribute('data-line-at', '3');
});

test('the editor refuses a man on its king row and a thirteenth piece, saying why', async ({ page }) => {
	await open(page, '?fen=W:Wc3:Bb4');
	await startEditing(page);
	await page.getByRole('radio', { name: 'White man' }).check();
	await square(page, 'd8').click();
	const error = page.locator('[data-editor-error]');
	await expect(error).toContainText('a white man cannot stand on d8');
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wc3:Bb4');
	await page.getByRole('radio', { name: 'Black man' }).check();
	await square(page, 'e1').click();
	await expect(error).toContainText('a black man cannot stand on e1');

	await page.getByRole('button', { name: 'Start position' }).click();
	await expect(board(page)).toHaveAttribute('data-fen', START_FEN);
	await expect(error).toHaveCount(0);
	await square(page, 'e5').click();
	await expect(error).toContainText('Black already has 12 pieces');
	await expect(board(page)).toHaveAttribute('data-fen', START_FEN);

	// Mirror: colours swapped and the board turned, the other side to move.
	await page.getByRole('button', { name: 'Clear board' }).click();
	await page.getByRole('radio', { name: 'White king' }).check();
	await square(page, 'c3').click();
	await page.getByRole('button', { name: 'Mirror (swap colours)' }).click();
	await expect(board(page)).toHaveAttribute('data-fen', 'B:W:BKf6');
});

test('FEN out and in: copy, a bad paste is reported, ?aim= is read', async ({ page, context, browserName }) => {
	test.skip(browserName !== 'chromium', 'clipboard permissions are granted only in Chromium');
	await context.grantPermissions(['clipboard-read', 'clipboard-write']);
	await open(page, '?fen=W%3AWc3%3ABb4&aim=russian');
	await expect(page.getByLabel('Aim')).toHaveValue('russian');
	await page.getByRole('button', { name: 'Copy FEN' }).click();
	await expect(page.locator('[data-fen-status]')).toHaveText('Copied to the clipboard.');
	expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('W:Wc3:Bb4');

	await page.evaluate(() => navigator.clipboard.writeText('W:Wc3,Kd4:Bb4,x9'));
	await page.getByRole('button', { name: 'Paste', exact: true }).click();
	await expect(page.locator('[data-fen-error]')).toContainText('"x9" is not a dark square');
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wc3:Bb4');

	await page.evaluate(() => navigator.clipboard.writeText('B:Wc3:Bb4,h8'));
	await page.getByRole('button', { name: 'Paste', exact: true }).click();
	await expect(board(page)).toHaveAttribute('data-fen', 'B:Wc3:Bb4,h8');
	await expect(page.locator('[data-fen-error]')).toHaveCount(0);
	await expect(page).toHaveURL(/\?fen=B%3AWc3%3ABb4%2Ch8&aim=russian$/);
});

test('PDN paste: a game is replayed; an illegal move names the ply and changes nothing', async ({ page }) => {
	await open(page, '?fen=W%3AWc3%3ABb4');
	await page.locator('summary', { hasText: 'Game or position (PDN)' }).click();
	const field = page.locator('[data-pdn-input]');

	await field.fill('[Event "?"]\n[FEN "W:Wc3:Bb6,h8"]\n\n1. c3-d4 b6-c5 2. d4-e5 c5-d4 3. e5-f6 *');
	await page.getByRole('button', { name: 'Load PDN' }).click();
	const error = page.locator('[data-pdn-error]');
	await expect(error).toContainText('Ply 3 (2.)');
	await expect(error).toContainText('"d4-e5"');
	await expect(error).toContainText('can only play d4:b6');
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wc3:Bb4');
	await expect(page.getByLabel('Position (FEN)')).toHaveValue('W:Wc3:Bb4');

	await field.fill('[FEN "W:Wc3:Bb6,h8"]\n[Aim "giveaway"]\n1. c3-d4 b6-c5 2. d4:b6 h8-g7 *');
	await page.getByRole('button', { name: 'Load PDN' }).click();
	await expect(error).toHaveCount(0);
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wb6:Bg7');
	await page.getByRole('button', { name: 'Back', exact: true }).click();
	await expect(board(page)).toHaveAttribute('data-fen', 'B:Wb6:Bh8');
	// Start goes to the game's first position and keeps the game; Clear drops it, undoably.
	await page.getByRole('button', { name: 'Start', exact: true }).click();
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wc3:Bb6,h8');
	await page.getByRole('button', { name: 'Forward', exact: true }).click();
	await page.getByRole('button', { name: 'Forward', exact: true }).click();
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wd4:Bc5,h8');
	await page.locator('[data-action="clear-moves"]').click();
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wc3:Bb6,h8');
	await expect(page.getByRole('button', { name: 'Forward', exact: true })).toBeDisabled();
	await page.locator('[data-action="undo-clear"]').click();
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wd4:Bc5,h8');
	await page.getByRole('button', { name: 'Forward', exact: true }).click();
	await page.getByRole('button', { name: 'Forward', exact: true }).click();
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wb6:Bg7');
});

test('PDN paste: hostile texts give an error in the page, never a page error, and a big collection loads its first game', async ({ page }) => {
	// Long texts typed into a field: give the browser time on a loaded machine.
	test.setTimeout(120_000);
	const pageErrors: string[] = [];
	page.on('pageerror', (e) => pageErrors.push(e.message));
	await open(page, '?fen=W%3AWc3%3ABb4');
	await page.locator('summary', { hasText: 'Game or position (PDN)' }).click();
	const field = page.locator('[data-pdn-input]');
	const load = page.getByRole('button', { name: 'Load PDN' });
	const error = page.locator('[data-pdn-error]');
	const status = page.locator('[data-pdn-status]');

	await field.fill('[FEN "W:Wc3:Bb6,h8"]\n1. c3-d4 *');
	await load.click();
	await expect(status).toContainText('Loaded 1 move');

	// 4,000 nested variations: before, a stack overflow left "Loaded 1 move" standing.
	await field.fill('1.c3-d4 ' + '(1.c3-b4 '.repeat(4000) + ')'.repeat(4000));
	await load.click();
	await expect(error).toContainText('nested more than 100 deep');
	await expect(status).toHaveCount(0);
	await expect(board(page)).toHaveAttribute('data-fen', 'B:Wd4:Bb6,h8');

	// '1.' 6,832 times is a text without moves: the start position.
	await field.fill('1.'.repeat(6832));
	await load.click();
	await expect(status).toContainText('Position loaded');
	await expect(board(page)).toHaveAttribute('data-fen', START_FEN);

	const games = Array.from({ length: 2000 }, (_, k) => `[Event "g${k}"]\n1.c3-d4 f6-g5 2.g3-f4 *\n`).join('\n');
	// As a paste puts it there: fill() would type the 6,000 line breaks one by one.
	await field.evaluate((el: HTMLTextAreaElement, text) => {
		el.value = text;
		el.dispatchEvent(new Event('input', { bubbles: true }));
	}, games);
	await load.click();
	await expect(status).toContainText('The text holds 2000 games: this is the first.');
	await expect(board(page)).toHaveAttribute('data-fen', /^B:/);
	expect(pageErrors).toEqual([]);
});

/** Play the user's moves (any legal one) until the game ends. */
async function playToTheEnd(page: Page) {
	for (let i = 0; i < 60; i++) {
		const state = page.locator('[data-playout-state]');
		await expect(state).not.toHaveAttribute('data-playout-state', 'thinking', { timeout: 20_000 });
		if ((await state.getAttribute('data-playout-state')) === 'over') return;
		await board(page).locator('[data-movable]').first().click();
		await board(page).locator('[data-target]').first().click();
	}
	throw new Error('the game did not end');
}

test('play a position out against the app to the end, then export the PDN', async ({ page, context, browserName }) => {
	await open(page, '?fen=W%3AWc3%3ABb6%2Ch8');
	await expect(page.locator('[data-play-side="white"]')).toBeChecked();
	await page.locator('[data-play-level="8"]').check();
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(page).toHaveURL(/play=1/);
	const state = page.locator('[data-playout-state]');
	await expect(state).toHaveAttribute('data-playout-state', 'your-move');

	// One move, the app's answer (announced), then take both back.
	await square(page, 'c3').click();
	await square(page, 'd4').click();
	await expect(page.locator('[data-announce]')).toContainText('The app (Black):', { timeout: 20_000 });
	await expect(page.locator('[data-playout-moves]')).toHaveAttribute('data-playout-moves', /^c3-d4 \S+$/);
	await page.getByRole('button', { name: 'Take back' }).click();
	await expect(board(page)).toHaveAttribute('data-fen', 'W:Wc3:Bb6,h8');
	await expect(page.locator('[data-playout-moves]')).toHaveAttribute('data-playout-moves', '');

	await playToTheEnd(page);
	const outcome = page.locator('[data-outcome]');
	await expect(outcome).toBeVisible();
	await expect(outcome).toHaveAttribute('data-outcome', /^(white|black|draw)$/);
	await expect(outcome).toContainText(/win|Draw/);
	await expect(outcome).toContainText(/no pieces left|no legal move|three times|15 moves/);
	const moves = (await page.locator('[data-playout-moves]').getAttribute('data-playout-moves')) ?? '';
	expect(moves.split(' ').length).toBeGreaterThan(1);

	const pdn = page.locator('[data-pdn-output]');
	await expect(pdn).toHaveValue(/\[Aim "giveaway"\]/);
	await expect(pdn).toHaveValue(/\[FEN "W:Wc3:Bb6,h8"\]/);
	await expect(pdn).toHaveValue(/\[Result "(2-0|0-2|1-1)"\]/);
	const text = await pdn.inputValue();
	expect(text).toContain(`1.${moves.split(' ')[0]}`);
	for (const m of moves.split(' ')) expect(text).toContain(m);

	const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDN' }).click()]);
	expect(download.suggestedFilename()).toMatch(/\.pdn$/);
	const file = await readFile((await download.path())!, 'utf8');
	expect(file).toBe(text);

	if (browserName === 'chromium') {
		await context.grantPermissions(['clipboard-read', 'clipboard-write']);
		await page.getByRole('button', { name: 'Copy PDN' }).click();
		await expect(page.locator('[data-copy-status]')).toHaveText('Copied to the clipboard.');
		expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
	}

	// Back to analysis with the game on the board.
	await page.getByRole('button', { name: 'Stop and analyse' }).click();
	await expect(page.locator('[data-playout]')).toHaveCount(0);
	await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeEnabled();
});

test('?play=1 starts the play-out at once; the app moves first when you take the other side', async ({ page }) => {
	await open(page, '?fen=W%3AWc3%3ABb6%2Ch8&play=1');
	await expect(page.locator('[data-playout]')).toBeVisible();
	await expect(page.locator('[data-playout-state]')).toHaveAttribute('data-playout-state', 'your-move');
	await expect(page.locator('[data-playout]')).toContainText('You play White');
	await page.getByRole('button', { name: 'Stop and analyse' }).click();
	await expect(page).not.toHaveURL(/play=1/);

	await page.locator('[data-play-side="black"]').check();
	await page.locator('[data-play-level="1"]').check();
	await page.getByRole('button', { name: 'Start the game' }).click();
	await expect(board(page)).toHaveAttribute('data-orientation', 'black');
	await expect(page.locator('[data-announce]')).toContainText('The app (White):', { timeout: 20_000 });
	await expect(page.locator('[data-playout-state]')).toHaveAttribute('data-playout-state', /your-move|over/);
	await playToTheEnd(page);
	await expect(page.locator('[data-outcome]')).toBeVisible();
});

test.describe('the editor on a 360x740 phone', () => {
	test.use({ viewport: { width: 360, height: 740 } });

	/** The part of the window the page shows in: above the bottom navigation bar. */
	const visibleBottom = (page: Page) =>
		page.evaluate(() => {
			const nav = document.querySelector('nav[data-app-nav]')?.getBoundingClientRect();
			return nav && nav.bottom >= innerHeight - 1 && nav.top > innerHeight / 2 ? nav.top : innerHeight;
		});

	async function expectInView(page: Page, names: string[]) {
		const bottom = await visibleBottom(page);
		for (const name of names) {
			const box = await page.locator(name).boundingBox();
			expect(box, name).not.toBeNull();
			expect(box!.y, name).toBeGreaterThanOrEqual(-1);
			expect(box!.y + box!.height, name).toBeLessThanOrEqual(bottom + 1);
		}
	}

	test('the palette and the whole board are in view together, and a refused placement is said over the board, away from the square tapped', async ({
		page
	}) => {
		await open(page, '?fen=W:Wc3:Bb4');
		await startEditing(page);
		expect(await page.evaluate(() => scrollY)).toBe(0);
		await expectInView(page, ['[data-board]', '[data-editor] fieldset.palette', '[data-tool="white man"]']);

		// Pick a tool and place it by tap, without scrolling in between.
		const tool = page.locator('[data-editor] label', { has: page.locator('[data-tool="white man"]') });
		await tool.click();
		await expect(page.locator('[data-tool="white man"]')).toBeChecked();
		await square(page, 'd8').click();
		const error = page.locator('[data-editor-error]');
		await expect(error).toContainText('a white man cannot stand on d8');
		expect(await page.evaluate(() => scrollY)).toBe(0);
		await expectInView(page, ['[data-board]', '[data-editor-error]', '[data-editor] fieldset.palette']);
		// Over the board, on the half away from d8 (which stays in sight); the squares under it still take taps.
		const boardBox = (await board(page).boundingBox())!;
		const errorBox = (await error.boundingBox())!;
		const d8 = (await square(page, 'd8').boundingBox())!;
		expect(errorBox.y).toBeGreaterThan(boardBox.y + boardBox.height / 2);
		expect(errorBox.y + errorBox.height).toBeLessThanOrEqual(boardBox.y + boardBox.height + 1);
		expect(errorBox.y).toBeGreaterThan(d8.y + d8.height);
		await page.getByRole('radio', { name: 'Black man' }).check();
		await square(page, 'e1').click();
		await expect(error).toContainText('a black man cannot stand on e1');
		const e1 = (await square(page, 'e1').boundingBox())!;
		const atTop = (await error.boundingBox())!;
		expect(atTop.y).toBeGreaterThanOrEqual(boardBox.y - 1);
		expect(atTop.y + atTop.height).toBeLessThan(e1.y);

		await square(page, 'e5').click();
		await expect(board(page)).toHaveAttribute('data-fen', 'W:Wc3:Bb4,e5');
		await expect(error).toHaveCount(0);
	});
});
