import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { repo } from './built';
import { trustFromFile } from './trust-file';

// The engine's judgement panel (features/eval) on the analysis board and a study page.
// A bank puzzle of 12 pieces (puzzles/generated/difficulty-3.json): beyond the tables, proved by the solver.
const PUZZLE = 'W:Wd2,g1:BKa1,Ka3,b8,c7,d6,f8,g7,h6,h8';

const cli = (...args: string[]) => execFileSync('node', ['scripts/cli.js', ...args], { cwd: repo, encoding: 'utf8' });

async function open(page: Page, path: string) {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

const evalOf = (page: Page) => page.locator('[data-eval]');

async function depthAtLeast(page: Page, depth: number) {
	await expect.poll(async () => Number(await evalOf(page).getAttribute('data-depth')), { timeout: 30_000 }).toBeGreaterThanOrEqual(depth);
}

test('the start position gets a percent and a depth, and a move changes the judgement', async ({ page }) => {
	await open(page, '/analysis');
	const ev = evalOf(page);
	await expect(ev).toHaveAttribute('data-score', /^\d{1,3}%$/, { timeout: 30_000 });
	await depthAtLeast(page, 4);
	await expect(ev.locator('[data-line-step]').first()).toBeVisible();
	await expect(ev.locator('[data-eval-move]')).toHaveCount(3, { timeout: 30_000 });
	const before = { score: await ev.getAttribute('data-score'), line: await ev.locator('[data-line-step]').allTextContents() };

	const board = page.locator('[data-board]');
	await board.locator('[data-square="c3"]').click();
	await board.locator('[data-square="d4"]').click();
	const after = 'B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8';
	await expect(board).toHaveAttribute('data-fen', after);
	await expect(ev).toHaveAttribute('data-score', /^\d{1,3}%$/, { timeout: 30_000 });
	await depthAtLeast(page, 4);
	await expect(ev.locator('[data-eval-move]')).toHaveCount(3, { timeout: 30_000 });
	const line = await ev.locator('[data-line-step]').allTextContents();
	expect(line).not.toEqual(before.line);
	// Loosely as the CLI sees it (the depth differs): some of the top three moves agree.
	const cliMoves = cli('engine', 'analyse', after, '--multipv', '3', '--movetime', '500')
		.trim()
		.split('\n')
		.map((l) => l.split(' ')[0]);
	const shown = await ev.locator('[data-eval-move]').evaluateAll((els) => els.map((e) => e.getAttribute('data-eval-move')));
	expect(shown.some((m) => cliMoves.includes(m!))).toBe(true);
	// Black's moves: a tap on the best line's first step puts it on the board.
	await ev.locator('[data-line-step="1"]').click();
	await expect(board).not.toHaveAttribute('data-fen', after);
	expect(before.score).toMatch(/%$/);
});

test("a proved position shows the solver's win in N, proved", async ({ page }) => {
	const n = /^win in (\d+)/.exec(cli('solve', PUZZLE))![1];
	await open(page, `/analysis?fen=${encodeURIComponent(PUZZLE)}`);
	const ev = evalOf(page);
	await expect(ev).toHaveAttribute('data-score', `win in ${n}`, { timeout: 30_000 });
	await expect(ev).toHaveAttribute('data-proved', /solver|search/);
	await expect(ev).toContainText(`White wins in ${n}`);
});

test('a study page shows the panel', async ({ page }) => {
	await open(page, '/studies/constriction-example');
	const ev = evalOf(page);
	await expect(ev).toHaveAttribute('data-score', /^(\d{1,3}%|(win|loss) in (<=)?\d+)$/, { timeout: 30_000 });
	await expect(page.getByRole('region', { name: 'Engine', exact: true })).toBeVisible();
	// A step shows its position here; the study's board stays where it is.
	const fen = await page.locator('[data-board]').getAttribute('data-fen');
	await ev.locator('[data-line-step="1"]').click();
	await expect(ev.locator('[data-eval-preview]')).toBeVisible();
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', fen!);
});

async function setVisibility(page: Page, state: 'hidden' | 'visible') {
	await page.evaluate((s) => {
		Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => s });
		document.dispatchEvent(new Event('visibilitychange'));
	}, state);
}

test('it stops while the page is hidden and goes on when shown; the toggle turns it off', async ({ page }) => {
	await open(page, '/analysis');
	const ev = evalOf(page);
	await expect(ev).toHaveAttribute('data-eval-state', 'thinking', { timeout: 30_000 });
	await setVisibility(page, 'hidden');
	await expect(ev).toHaveAttribute('data-eval-state', 'paused');
	const depth = await ev.getAttribute('data-depth');
	await page.waitForTimeout(1500);
	await expect(ev).toHaveAttribute('data-depth', depth!);
	await setVisibility(page, 'visible');
	await expect(ev).toHaveAttribute('data-eval-state', /thinking|done/);

	await page.locator('[data-eval-toggle]').uncheck();
	await expect(ev).toHaveAttribute('data-eval-state', 'off');
	await expect(ev).toHaveAttribute('data-score', '');
});

test('a tap on the board while the engine thinks answers within a frame', { tag: '@timing' }, async ({ page }) => {
	await open(page, '/analysis');
	const ev = evalOf(page);
	await expect(ev).toHaveAttribute('data-eval-state', 'thinking', { timeout: 30_000 });
	for (let i = 0; i < 5; i++) {
		const ms = await page.evaluate(() => {
			const t0 = performance.now();
			return new Promise<number>((r) => requestAnimationFrame(() => r(performance.now() - t0)));
		});
		expect(ms).toBeLessThan(200);
	}
	const board = page.locator('[data-board]');
	await board.locator('[data-square="c3"]').click();
	await expect(board.locator('[data-target]')).toHaveCount(2, { timeout: 1000 });
	await board.locator('[data-square="d4"]').click();
	await expect(board).toHaveAttribute('data-fen', 'B:Wa1,a3,b2,c1,d2,d4,e1,e3,f2,g1,g3,h2:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7,h6,h8', { timeout: 1000 });
});

test('the Engine toggle is kept: off, reload, still off on a study page too; Settings shows it and turns it on again', async ({ page }) => {
	await open(page, '/analysis');
	const ev = evalOf(page);
	await expect(ev).toHaveAttribute('data-eval-state', /thinking|done/, { timeout: 30_000 });
	await page.locator('[data-eval-toggle]').uncheck();
	await expect(ev).toHaveAttribute('data-eval-state', 'off');

	await page.reload();
	await page.locator('body[data-hydrated]').waitFor();
	await expect(page.locator('[data-eval-toggle]')).not.toBeChecked();
	await expect(ev).toHaveAttribute('data-eval-state', 'off');
	// It never searched: no depth, no score.
	await page.waitForTimeout(1000);
	await expect(ev).toHaveAttribute('data-eval-state', 'off');
	await expect(ev).toHaveAttribute('data-score', '');

	await open(page, '/studies/constriction-example');
	await expect(page.locator('[data-eval-toggle]')).not.toBeChecked();
	await expect(ev).toHaveAttribute('data-eval-state', 'off');

	await open(page, '/progress#settings');
	const setting = page.locator('[data-settings] [data-setting="evaluation"]');
	await expect(setting).not.toBeChecked();
	await setting.check();
	await open(page, '/analysis');
	await expect(page.locator('[data-eval-toggle]')).toBeChecked();
	await expect(ev).toHaveAttribute('data-eval-state', /thinking|done/, { timeout: 30_000 });
});

for (const round of [
	{ lang: 'en', locale: 'en-US' },
	{ lang: 'ru', locale: 'ru-RU' }
] as const) {
	test.describe(`in ${round.lang}`, () => {
		test.use({ locale: round.locale });

		test('beside an estimate the panel says how far it is trusted in the phase on the board, as measured; never beside a proof', async ({ page }) => {
			test.setTimeout(120_000);
			// The start (24 pieces: the opening) and a middlegame of 16 pieces from a committed game (tests/fixtures/review-balanced.pdn, ply 20).
			for (const [fen, phase] of [
				[null, 'opening'],
				['W:Wb2,b4,c1,c3,e1,f2,g1,h2,h4:Bb6,b8,d6,e5,f8,g7,h8', 'middle']
			] as const) {
				await open(page, fen ? `/analysis?fen=${encodeURIComponent(fen)}` : '/analysis');
				const ev = evalOf(page);
				await expect(ev).toHaveAttribute('data-score', /^\d{1,3}%$/, { timeout: 30_000 });
				const expected = trustFromFile(phase);
				const line = ev.locator('[data-eval-trust]');
				await expect(line).toHaveAttribute('data-eval-trust', phase);
				await expect(line).toHaveAttribute('data-tell-apart', expected.tellApart);
				await expect(line).toContainText(expected.words[round.lang]);
			}
			// A proved position: no such line.
			await open(page, `/analysis?fen=${encodeURIComponent(PUZZLE)}`);
			await expect(evalOf(page)).toHaveAttribute('data-score', /^(win|loss) in/, { timeout: 30_000 });
			await expect(evalOf(page).locator('[data-eval-trust]')).toHaveCount(0);
		});
	});
}
