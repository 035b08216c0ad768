/**
 * The bank reaches the browser as data (an index and a few shards), not as a
 * page per puzzle: puzzle links are rendered on the device, unknown ones get
 * the app's own page, the host sends compressed files, and progress stored
 * by id before this change still works.
 */
import { expect, test, type Page } from '@playwright/test';
import { builtBank } from './built';

test.use({ locale: 'en-US' });

async function open(page: Page, path: string) {
	const response = await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
	return response;
}

test('a puzzle link is rendered on the device from its shard', async ({ page }) => {
	const bank = builtBank();
	const id = bank.ids[bank.ids.length - 1];
	const response = await open(page, `/puzzles/${id}`);
	expect(response?.status()).toBe(200);
	await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-id', id);
	await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', bank.puzzle(id).fen);
});

test('an unknown puzzle id gets "no such puzzle" inside the app', async ({ page }) => {
	const response = await open(page, '/puzzles/gen-99999');
	expect(response?.status()).toBe(200);
	await expect(page.locator('[data-error-page="puzzle"]')).toBeVisible();
	await expect(page.locator('main')).toContainText('The puzzle bank has no puzzle "gen-99999"');
	await expect(page.locator('main a[href="/puzzles"]')).toBeVisible();
});

test("an unknown address gets the app's not-found page with status 404", async ({ page }) => {
	const response = await open(page, '/no/such/page');
	expect(response?.status()).toBe(404);
	await expect(page.locator('[data-error-page="page"]')).toBeVisible();
	await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
	await page.getByRole('link', { name: 'Go to the start page' }).click();
	await expect(page.locator('[data-today]')).toBeVisible();
});

test("an address with a malformed escape gets the app's error page with the navigation, not a blank page", async ({ page }) => {
	const errors: string[] = [];
	page.on('pageerror', (e) => errors.push(e.message));
	for (const [path, kind, text] of [
		['/puzzles/%E0%A4%A', 'puzzle', 'The puzzle bank has no puzzle "%E0%A4%A"'],
		['/puzzles/%ZZ', 'puzzle', 'The puzzle bank has no puzzle "%ZZ"'],
		['/analysis%E0', 'page', 'There is no page at this address.']
	] as const) {
		await open(page, path);
		await expect(page.locator(`[data-error-page="${kind}"]`), path).toBeVisible();
		await expect(page.locator('main'), path).toContainText(text);
		await expect(page.locator('nav[data-app-nav] a[data-nav="today"]'), path).toBeVisible();
	}
	// The navigation works from there.
	await page.locator('nav[data-app-nav] a[data-nav="puzzles"]').click();
	await expect(page).toHaveURL(/\/puzzles$/);
	expect(errors).toEqual([]);
});

test('the server sends the precompressed files a browser accepts', async ({ request }) => {
	for (const [accept, encoding] of [
		['br, gzip', 'br'],
		['gzip', 'gzip'],
		['identity', undefined]
	] as const) {
		const response = await request.get('/bank/index.json', { headers: { 'Accept-Encoding': accept } });
		expect(response.ok()).toBe(true);
		expect(response.headers()['content-encoding'], accept).toBe(encoding);
		expect(response.headers()['vary']).toContain('Accept-Encoding');
		// Whatever the encoding, the same data arrives.
		expect(((await response.json()) as { puzzles: unknown[] }).puzzles.length).toBe(builtBank().ids.length);
	}
});

test('progress stored by puzzle id before the bank became data still counts', async ({ page }) => {
	const bank = builtBank();
	const generated = bank.ids.find((id) => id.startsWith('gen-'))!;
	// Open once so the app creates its database, then write rows the way the
	// released version 1 schema stores them (src/lib/progress/schema.ts).
	await open(page, '/progress');
	await page.locator('[data-progress-ready]').waitFor();
	await page.evaluate(
		async ({ solvedId }) => {
			const db = await new Promise<IDBDatabase>((resolve, reject) => {
				const request = indexedDB.open('poddavki-progress');
				request.onsuccess = () => resolve(request.result);
				request.onerror = () => reject(request.error);
			});
			const tx = db.transaction('attempts', 'readwrite');
			const attempts = tx.objectStore('attempts');
			const at = Date.parse('2026-11-20T10:00:00Z');
			attempts.add({ puzzleId: solvedId, date: '2026-11-20', at, result: 'solved', timeMs: 30_000, moves: [], hintUsed: false, daily: false });
			attempts.add({
				puzzleId: 'first-steps-2',
				date: '2026-11-20',
				at: at + 1000,
				result: 'failed',
				timeMs: 20_000,
				moves: ['f4-e5'],
				hintUsed: false,
				daily: false
			});
			await new Promise<void>((resolve, reject) => {
				tx.oncomplete = () => resolve();
				tx.onerror = () => reject(tx.error);
			});
			db.close();
		},
		{ solvedId: generated }
	);
	await open(page, '/progress');
	await page.locator('[data-progress-ready]').waitFor();
	await expect(page.locator('[data-stat="solved"]')).toHaveText('1');
	await expect(page.locator('[data-stat="failed"]')).toHaveText('1');
	// Themes come from the bank's index: the generated puzzle's first theme has a row.
	await expect(page.locator('[data-chart-table="themes"] tr[data-row]').first()).toBeAttached();
	await open(page, '/puzzles?status=failed');
	await expect(page.locator('[data-puzzle-link]')).toHaveCount(1);
	await expect(page.locator('[data-puzzle-link="first-steps-2"]')).toBeVisible();
	await page.locator('[data-filter-status]').selectOption('solved');
	await expect(page.locator(`[data-puzzle-link="${generated}"]`)).toBeVisible();
});
