/**
 * The review page's PDN box at scale, in Chromium, figures printed (not
 * asserted; issue 31, item 10): a file of 60,000 games (about 15 MB, made
 * here from the review benchmark's game cut at every length) opened, and
 * 10,000 short games pasted. Timed in the page, from the file's `change`
 * event (or the "Read" tap) to the list on screen; the longest main-thread
 * stall is the longest long task (PerformanceObserver `longtask`) and the
 * longest gap between animation frames while it reads.
 *
 *   E2E_PORT=4311 CI=true npx playwright test -c playwright.bench.config.ts tests/bench/pdn.bench.ts
 */
import { test, type Page } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';

const GAME = readFileSync('tests/fixtures/review-game.pdn', 'utf8');
const MOVES = GAME.split('\n\n')[1].trim().split(/\s+/).slice(0, -1);

/** `n` games, the i-th the benchmark game's first 1 + (37 i mod 52) plies, with Cyrillic names. */
function collection(n: number, plies = (i: number) => 1 + ((i * 37) % 52)): string {
	const out: string[] = [];
	for (let i = 0; i < n; i++) {
		const line: string[] = [];
		for (let k = 0; k < plies(i); k++) line.push((k % 2 === 0 ? `${k / 2 + 1}. ` : '') + MOVES[k]);
		out.push(`[White "Игрок ${i}"]\n[Black "B${i % 1000}"]\n\n${line.join(' ')} *\n`);
	}
	return out.join('\n');
}

/** Starts watching the main thread: long tasks and gaps between frames, from now. */
async function watch(page: Page): Promise<void> {
	await page.evaluate(() => {
		const w = window as unknown as { __stall: { long: number; gap: number; start: number; end: number | null } };
		w.__stall = { long: 0, gap: 0, start: performance.now(), end: null };
		// Only what comes after the start (a file's `change` event): the test's own setting of the file is not the app's.
		new PerformanceObserver((list) => {
			for (const e of list.getEntries()) if (e.startTime >= w.__stall.start) w.__stall.long = Math.max(w.__stall.long, e.duration);
		}).observe({ type: 'longtask' });
		let last = performance.now();
		const frame = (t: number) => {
			if (last >= w.__stall.start) w.__stall.gap = Math.max(w.__stall.gap, t - last);
			last = t;
			if (w.__stall.end === null) requestAnimationFrame(frame);
		};
		requestAnimationFrame(frame);
		const seen = new MutationObserver(() => {
			if (document.querySelector('[data-review-pdn-count]') && w.__stall.end === null) w.__stall.end = performance.now();
		});
		seen.observe(document.body, { subtree: true, childList: true, attributes: true });
	});
}

async function figures(page: Page, what: string): Promise<void> {
	await page.locator('[data-review-pdn-count]').waitFor({ timeout: 600_000 });
	const s = await page.evaluate(() => (window as unknown as { __stall: { long: number; gap: number; start: number; end: number } }).__stall);
	const count = await page.locator('[data-review-pdn-count]').getAttribute('data-review-pdn-count');
	console.log(
		`${what}: ${count} games listed in ${Math.round(s.end - s.start)} ms; longest long task ${Math.round(s.long)} ms, longest gap between frames ${Math.round(s.gap)} ms`
	);
}

test('a 60,000-game PDN file opened in the PDN box', async ({ page }) => {
	const text = collection(60_000);
	const bytes = Buffer.from(text, 'utf8');
	console.log(`file: ${bytes.length} bytes, 60000 games`);
	await page.goto('/review');
	await page.locator('body[data-hydrated]').waitFor();
	const input = page.locator('[data-review-pdn-file]');
	// The file reaches the page first (a test's transfer, not the app's time); the clock starts at its `change` event.
	await page.evaluate(() => {
		document.querySelector('[data-review-pdn-file]')?.addEventListener(
			'change',
			() => {
				const w = window as unknown as { __stall: { start: number } };
				w.__stall.start = performance.now();
			},
			{ capture: true }
		);
	});
	await watch(page);
	// From a file on disk, as a user picks one (a buffer would be copied through the page first).
	const path = test.info().outputPath('games.pdn');
	writeFileSync(path, bytes);
	await input.setInputFiles(path);
	await figures(page, '60,000 games (file)');
});

test('10,000 short games pasted in the PDN box', async ({ page }) => {
	const text = collection(10_000, (i) => 2 + (i % 6));
	await page.goto('/review');
	await page.locator('body[data-hydrated]').waitFor();
	// As a paste puts it there (one input event), not typed.
	await page.locator('[data-review-pdn-input]').evaluate((el, value) => {
		(el as HTMLTextAreaElement).value = value;
		el.dispatchEvent(new Event('input', { bubbles: true }));
	}, text);
	await watch(page);
	await page.locator('[data-review-pdn-read]').click();
	await figures(page, '10,000 short games (pasted)');
});
