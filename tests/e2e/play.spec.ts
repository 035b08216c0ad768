/** /play: a game against the app's engine, on the phone. */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { board, open } from './play';

const state = (page: Page) => page.locator('[data-playout-state]');

/** Plays the first legal move each turn until the game ends; returns the moves made. */
async function playToTheEnd(page: Page, limit = 200): Promise<number> {
	for (let i = 0; i < limit; i++) {
		await expect(state(page)).not.toHaveAttribute('data-playout-state', 'thinking', { timeout: 30_000 });
		if ((await state(page).getAttribute('data-playout-state')) === 'over') return i;
		await board(page).locator('[data-movable]').first().click();
		await board(page).locator('[data-target]').first().click();
	}
	throw new Error('the game did not end');
}

test('a game against level 1 from the start, played to its end, with the outcome said and the game saved', async ({ page }) => {
	test.setTimeout(600_000);
	await open(page, '/play');
	await expect(page.locator('[data-play-setup]')).toHaveAttribute('data-ready', 'yes');
	await page.locator('[data-play-level="1"]').check();
	await page.locator('[data-play-color="white"]').check();
	await page.locator('[data-play-start]').click();
	await expect(page.locator('[data-playout]')).toHaveAttribute('data-play-level-used', '1');
	await expect(board(page)).toHaveAttribute('data-fen', /^W:/);
	await playToTheEnd(page);
	const outcome = page.locator('[data-outcome]');
	await expect(outcome).toBeVisible();
	await expect(outcome).toContainText(/You win!|The app wins\.|Draw\./);
	expect(await outcome.getAttribute('data-outcome-reason')).toMatch(/^(no-pieces|blocked|threefold-repetition|kings-only|three-kings)$/);
	await expect(page.locator('[data-play-saved]')).toBeVisible();
	await expect(page.locator('[data-pdn-output]')).toHaveValue(/\[Event /);
	// The finished game is listed on /progress, with its PDN, and can be deleted.
	const result = (await outcome.textContent())!.includes('You win!') ? 'won' : (await outcome.textContent())!.includes('Draw.') ? 'drawn' : 'lost';
	await page.locator('[data-nav="progress"]').click();
	const games = page.locator('[data-games]');
	await expect(games).toHaveAttribute('data-games-count', '1');
	await expect(games.locator('[data-game]')).toHaveAttribute('data-game-result', result);
	await expect(games.locator('[data-game]')).toContainText('level 1');
	const download = page.waitForEvent('download');
	await games.locator('[data-game-export]').click();
	expect((await download).suggestedFilename()).toMatch(/\.pdn$/);
	await games.locator('[data-game-delete]').click();
	await expect(games).toHaveAttribute('data-games-count', '0');
});

test('a game in progress survives a reload and Back; a bad FEN is said and the setup stays usable; resigning ends it', async ({ page }) => {
	test.setTimeout(120_000);
	await open(page, '/play?fen=not-a-fen');
	await expect(page.locator('[data-play-fen-error]')).toBeVisible();
	await page.locator('[data-play-level="2"]').check();
	await page.locator('[data-play-start]').click();
	await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move');
	await board(page).locator('[data-movable]').first().click();
	await board(page).locator('[data-target]').first().click();
	await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move', { timeout: 30_000 });
	const moves = await page.locator('[data-playout-moves]').getAttribute('data-playout-moves');
	expect(moves?.split(' ')).toHaveLength(2);
	await page.reload();
	await page.locator('body[data-hydrated]').waitFor();
	await expect(page.locator('[data-play-resumed]')).toBeVisible();
	await expect(page.locator('[data-playout-moves]')).toHaveAttribute('data-playout-moves', moves!);
	await expect(page.locator('[data-playout]')).toHaveAttribute('data-play-level-used', '2');
	await page.locator('[data-nav="progress"]').click();
	await page.waitForURL(/\/progress/);
	await page.goBack();
	await expect(page.locator('[data-playout-moves]')).toHaveAttribute('data-playout-moves', moves!);
	// Resigning asks first: a cancel plays on, a confirmation ends the game.
	await page.locator('[data-play-resign]').click();
	await expect(page.locator('[data-play-resign-confirm]')).toBeFocused();
	await expect(page.locator('[data-outcome]')).toHaveCount(0);
	await page.locator('[data-play-resign-cancel]').click();
	await expect(page.locator('[data-play-resign-confirm]')).toHaveCount(0);
	await expect(page.locator('[data-play-resign]')).toBeFocused();
	await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move');
	await page.locator('[data-play-resign]').click();
	await page.locator('[data-play-resign-confirm]').click();
	await expect(page.locator('[data-outcome]')).toHaveAttribute('data-outcome-reason', 'resigned');
	await expect(page.locator('[data-outcome]')).toContainText('You resigned.');
	// The note that the game was resumed is not left above the finished game.
	await expect(page.locator('[data-play-resumed]')).toHaveCount(0);
	// The games list says who resigned, how many moves, and the day in words.
	await page.locator('[data-nav="progress"]').click();
	const row = page.locator('[data-games] [data-game]');
	await expect(row).toHaveAttribute('data-game-moves', '1');
	await expect(row).toContainText('1 move: you resigned');
	await expect(row).not.toContainText(/\d{4}-\d{2}-\d{2}/);
});

// The phone profiles (issue 34's done-when): the Pixel 7 (390x844) in English, a 360x740 phone in Russian.
const PLAY_ROUNDS = [
	{
		name: 'in English on a 390x844 phone',
		locale: 'en-US',
		viewport: { width: 390, height: 844 },
		appWins: 'The app wins.',
		whiteOutOfTime: 'White ran out of time.',
		lostOnTime: 'lost on time',
		event: 'Game against the app',
		termination: 'time forfeit',
		resignAsk: 'Resign this game?'
	},
	{
		name: 'in Russian on a 360x740 phone',
		locale: 'ru-RU',
		viewport: { width: 360, height: 740 },
		appWins: 'Выиграло приложение.',
		whiteOutOfTime: 'У белых кончилось время.',
		lostOnTime: 'поражение по времени',
		event: 'Партия с приложением',
		termination: 'просрочка времени',
		resignAsk: 'Сдать партию?'
	}
];

for (const round of PLAY_ROUNDS) {
	test.describe(round.name, () => {
		test.use({ locale: round.locale, viewport: round.viewport });

		test(`a timed game: the clocks run for the side to move, go on after a reload, and the game ends on time with the outcome said`, async ({ page }) => {
			test.setTimeout(120_000);
			await page.clock.install({ time: new Date('2026-12-03T12:00:00Z') });
			await open(page, '/play');
			// Time stands still but for the test's steps.
			await page.clock.pauseAt(new Date('2026-12-03T12:00:10Z'));
			await page.locator('[data-play-level="1"]').check();
			await page.locator('[data-play-color="white"]').check();
			await page.locator('[data-play-time="3+2"]').check();
			await page.locator('[data-play-start]').click();
			const white = page.locator('[data-clock="white"]');
			const black = page.locator('[data-clock="black"]');
			await expect(white).toHaveAttribute('data-ms', '180000');
			await expect(white).toHaveAttribute('data-running', 'yes');
			await page.clock.fastForward(20_000);
			await expect(white).toHaveAttribute('data-ms', '160000');
			await expect(black).toHaveAttribute('data-ms', '180000');
			// A move: White gets 2 s back, the app answers (its clock runs meanwhile) and it is White's turn again.
			await board(page).locator('[data-movable]').first().click();
			await board(page).locator('[data-target]').first().click();
			await expect(white).toHaveAttribute('data-ms', '162000');
			await expect(black).toHaveAttribute('data-running', 'yes');
			// The app's reply: the pause and its thinking run on the fake clock.
			for (let i = 0; i < 40 && (await state(page).getAttribute('data-playout-state')) !== 'your-move'; i++) await page.clock.runFor(250);
			await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move', { timeout: 30_000 });
			await expect(white).toHaveAttribute('data-running', 'yes');
			const blackLeft = Number(await black.getAttribute('data-ms'));
			expect(blackLeft).toBeGreaterThan(170_000);
			expect(blackLeft).toBeLessThanOrEqual(182_000);
			// Reloaded: the times are kept, and White's runs on.
			await page.reload();
			await page.locator('body[data-hydrated]').waitFor();
			await expect(black).toHaveAttribute('data-ms', String(blackLeft));
			const whiteLeft = Number(await white.getAttribute('data-ms'));
			expect(whiteLeft).toBeLessThanOrEqual(162_000);
			expect(whiteLeft).toBeGreaterThan(150_000);
			// White lets the time run out: the app wins on time, and says so.
			await page.clock.fastForward(whiteLeft + 1_000);
			const outcome = page.locator('[data-outcome]');
			await expect(outcome).toHaveAttribute('data-outcome-reason', 'time');
			await expect(outcome).toHaveAttribute('data-outcome', 'black');
			await expect(outcome).toContainText(round.appWins);
			await expect(outcome).toContainText(round.whiteOutOfTime);
			await expect(white).toHaveAttribute('data-ms', '0');
			await expect(page.locator('[data-play-saved]')).toBeVisible();
			await expect(page.locator('[data-pdn-output]')).toHaveValue(new RegExp(`\\[Termination "${round.termination}"\\]`));
			await page.clock.resume();
			await page.locator('[data-nav="progress"]').click();
			await expect(page.locator('[data-games] [data-game]')).toContainText(round.lostOnTime);
		});

		test(`a resign asks first; a rematch starts with the colours reversed; take-backs can be switched off; the moves step back and forth`, async ({ page }) => {
			test.setTimeout(120_000);
			await open(page, '/play');
			await page.locator('[data-play-level="1"]').check();
			await page.locator('[data-play-color="white"]').check();
			await page.locator('[data-play-takebacks]').uncheck();
			await page.locator('[data-play-start]').click();
			await expect(board(page)).toHaveAttribute('data-orientation', 'white');
			await board(page).locator('[data-movable]').first().click();
			await board(page).locator('[data-target]').first().click();
			await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move', { timeout: 30_000 });
			await expect(page.locator('[data-action="take-back"]')).toBeDisabled();
			await expect(page.locator('[data-play-takebacks-off]')).toBeVisible();
			const start = await page.locator('[data-pdn-output]').inputValue();
			// Step back to the start and forward again; the board takes no move meanwhile.
			const live = await board(page).getAttribute('data-fen');
			await page.locator('[data-play-step="start"]').click();
			await expect(page.locator('[data-play-viewing]')).toHaveAttribute('data-play-viewing', '0');
			await expect(board(page)).toHaveAttribute('data-fen', /^W:/);
			await expect(board(page).locator('[data-movable]')).toHaveCount(0);
			expect(start).toContain(`[Event "${round.event}"]`);
			await page.locator('[data-play-move][data-ply="1"]').click();
			await expect(page.locator('[data-play-move][data-ply="1"]')).toHaveAttribute('aria-current', 'step');
			await expect(board(page)).toHaveAttribute('data-fen', /^B:/);
			await page.keyboard.press('ArrowRight');
			await expect(board(page)).toHaveAttribute('data-fen', live!);
			await expect(page.locator('[data-play-viewing]')).toHaveCount(0);
			// Resign, then a rematch: the app now has White and moves first.
			// Resigning asks first: "no" goes on with the game, "yes" ends it.
			await page.locator('[data-play-resign]').click();
			await expect(page.locator('[data-play-resign-asked]')).toContainText(round.resignAsk);
			await expect(page.locator('[data-outcome]')).toHaveCount(0);
			await page.locator('[data-play-resign-cancel]').click();
			await expect(page.locator('[data-play-resign-asked]')).toHaveCount(0);
			await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move');
			await page.locator('[data-play-resign]').click();
			await page.locator('[data-play-resign-confirm]').click();
			await expect(page.locator('[data-outcome]')).toHaveAttribute('data-outcome-reason', 'resigned');
			await page.locator('[data-play-rematch]').click();
			await expect(board(page)).toHaveAttribute('data-orientation', 'black');
			await expect(page.locator('[data-playout]')).toHaveAttribute('data-play-level-used', '1');
			await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move', { timeout: 30_000 });
			await expect(board(page)).toHaveAttribute('data-fen', /^B:/);
			expect((await page.locator('[data-playout-moves]').getAttribute('data-playout-moves'))?.split(' ')).toHaveLength(1);
			await expect(page.locator('[data-action="take-back"]')).toBeDisabled();
		});
	});
}

test('the engine’s worker runs the WebAssembly evaluation: the page’s policy lets it compile the module, which evaluates the start', async ({ page }) => {
	test.setTimeout(90_000);
	await open(page, '/play');
	await page.locator('[data-play-level="1"]').check();
	await page.locator('[data-play-color="black"]').check();
	const started = page.waitForEvent('worker');
	await page.locator('[data-play-start]').click();
	const worker = await started;
	await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move', { timeout: 30_000 });
	const base64 = /NET_WASM_BASE64 =\s*'([^']+)'/.exec(readFileSync('src/lib/engine-player/net-wasm-bytes.ts', 'utf8'))![1];
	const answer = await worker.evaluate((text) => {
		try {
			const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
			const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), {});
			// Empty tables (zero weights): the start evaluates to 0, for either side.
			const evaluate = instance.exports.evaluate as (w: number, b: number, k: number, wtm: number, limit: number) => number;
			return `evaluates ${evaluate(0xfff00000 | 0, 0xfff, 0, 1, 20000)}`;
		} catch (e) {
			return `refused: ${String(e)}`;
		}
	}, base64);
	expect(answer).toBe('evaluates 0');
});

test('"Play from here": the set position is on the board before the game, said so, with the side to move as the colour', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 740 });
	const fen = 'B:Wa1,d2,e1,f2,g1,g3:Bb6,h4';
	await open(page, `/play?fen=${encodeURIComponent(fen)}`);
	await expect(page.locator('[data-play-from-position]')).toBeVisible();
	await expect(board(page)).toHaveAttribute('data-fen', fen);
	await expect(board(page).locator('[data-movable]')).toHaveCount(0);
	await expect(page.locator('[data-play-color="black"]')).toBeChecked();
	await page.locator('[data-play-time="5+3"]').check();
	await page.locator('[data-play-start]').click();
	await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move');
	await expect(board(page)).toHaveAttribute('data-orientation', 'black');
	// The clocks and the resign button fit the phone, with no sideways scroll.
	await expect(page.locator('[data-clock="black"]')).toBeInViewport();
	expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a tap while the engine thinks answers within a frame', { tag: '@timing' }, async ({ page }) => {
	await open(page, '/play');
	await page.locator('[data-play-level="8"]').check();
	await page.locator('[data-play-color="black"]').check();
	await page.locator('[data-play-start]').click();
	await expect(state(page)).toHaveAttribute('data-playout-state', 'thinking');
	for (let i = 0; i < 5; i++) {
		const ms = await page.evaluate(() => {
			const t0 = performance.now();
			return new Promise<number>((r) => requestAnimationFrame(() => r(performance.now() - t0)));
		});
		expect(ms).toBeLessThan(200);
	}
	// The tap itself: its handler and the next frame, timed in the page (a click's
	// own timeout would also count Playwright's waits on a loaded machine).
	const tapMs = await page.evaluate(() => {
		const square = document.querySelector<HTMLElement>('[data-board] [data-square="c7"]')!;
		const t0 = performance.now();
		square.click();
		return new Promise<number>((r) => requestAnimationFrame(() => r(performance.now() - t0)));
	});
	expect(tapMs).toBeLessThan(200);
	await expect(state(page)).toHaveAttribute('data-playout-state', 'your-move', { timeout: 30_000 });
});

test('the analysis board plays out at the level chosen', async ({ page }) => {
	await open(page, '/analysis');
	await page.locator('[data-play-level="3"]').check();
	await page.locator('[data-action="play-start"]').click();
	await expect(page.locator('[data-playout]')).toHaveAttribute('data-play-level-used', '3');
	await expect(page.locator('[data-playout]')).toContainText('level 3');
	await page.locator('[data-action="stop-play"]').click();
	// Play from here: the position on the board goes to /play.
	await page.locator('[data-play-from-here]').click();
	await page.waitForURL(/\/play\?fen=/);
	await expect(page.locator('[data-play-setup]')).toBeVisible();
	await expect(page.locator('[data-play-fen-error]')).toHaveCount(0);
});

test('the navigation has the Play section and fits a 360 px phone', async ({ page }) => {
	await page.setViewportSize({ width: 360, height: 740 });
	await open(page, '/play');
	const nav = page.locator('nav[data-app-nav]');
	await expect(nav.locator('[data-nav="play"]')).toHaveAttribute('aria-current', 'page');
	const links = nav.locator('a');
	const n = await links.count();
	// Today, puzzles, train, play, studies, 12 against 1, learn, progress.
	expect(n).toBe(8);
	await expect(nav.locator('[data-nav="learn"]')).toHaveCount(1);
	for (let i = 0; i < n; i++) {
		const box = (await links.nth(i).boundingBox())!;
		expect(box.x).toBeGreaterThanOrEqual(0);
		expect(box.x + box.width).toBeLessThanOrEqual(360.5);
		expect(box.height).toBeGreaterThanOrEqual(44);
		const fits = await links.nth(i).evaluate((a) => [...a.querySelectorAll('span')].every((s) => s.scrollWidth <= s.clientWidth + 1));
		expect(fits).toBe(true);
	}
});
