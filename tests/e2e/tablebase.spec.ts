/**
 * The endgame tables in the app: the optional 5-piece pack installs from
 * /progress (here a two-table fixture pack, tests/fixtures/tablebase-pack,
 * served in place of the real one, which is built, not committed), the
 * analysis board then answers a 5-piece position it covers, and removal
 * takes it away again. Without a pack on the server, /progress says so.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { entryBytes, parseContainer } from '../../src/lib/tablebase/container';
import { materialFileName } from '../../src/lib/tablebase/material';
import { allDrawsSameSize } from '../../src/lib/tablebase/testing';

test.use({ locale: 'en-US' });

const FIXTURE = join('tests', 'fixtures', 'tablebase-pack');
/** 1K v 4K: the longest win of its table (README facts). Its captures lead to the shipped 1K v 3K. */
const FIVE = 'W:WKc1:BKa3,Kg1,Kg5,Kh4';

/** `altered`: files served changed in place (allDrawsSameSize: same size, valid gzip, every value a draw). */
async function servePack(page: Page, available = true, altered: string[] = []): Promise<string[]> {
	const fetched: string[] = [];
	await page.route('**/tablebase-pack/*', async (route) => {
		const name = new URL(route.request().url()).pathname.split('/').pop()!;
		fetched.push(name);
		if (!available) return route.fulfill({ status: 404, body: 'not here' });
		let body: Buffer;
		try {
			body = readFileSync(join(FIXTURE, name));
			if (altered.includes(name)) body = Buffer.from(allDrawsSameSize(body));
		} catch {
			return route.fulfill({ status: 404, body: 'not here' });
		}
		return route.fulfill({ status: 200, body, contentType: name.endsWith('.json') ? 'application/json' : 'application/octet-stream' });
	});
	return fetched;
}

async function open(page: Page, path: string): Promise<void> {
	await page.goto(path);
	await page.locator('body[data-hydrated]').waitFor();
}

test('the 5-piece pack installs with a progress bar, answers 5-piece positions, and is removed again', async ({ page }) => {
	const fetched = await servePack(page);
	await open(page, `/analysis?fen=${encodeURIComponent(FIVE)}`);
	const tablebase = page.locator('[data-tablebase]');
	await expect(tablebase).toHaveAttribute('data-tablebase', 'none');

	await open(page, '/progress');
	const pack = page.locator('[data-tablebase-pack]');
	await expect(pack).toHaveAttribute('data-tablebase-pack', 'absent');
	await expect(pack.locator('[data-pack-bytes]')).toHaveAttribute('data-pack-bytes', String(7517 + 10221));
	await pack.locator('[data-action="install-pack"]').click();
	await expect(pack).toHaveAttribute('data-tablebase-pack', 'installed');
	expect(fetched.filter((f) => f.endsWith('.tb')).sort()).toEqual(['k1m0-k4m0.tb', 'k4m0-k1m0.tb']);
	// Stored on the device, in its own cache, and counted in the site's storage.
	const stored = await page.evaluate(async () => {
		const cache = await caches.open('poddavki-tablebase-pack-1');
		return { files: (await cache.keys()).length, usage: (await navigator.storage.estimate()).usage ?? 0 };
	});
	expect(stored.files).toBe(3);
	expect(stored.usage).toBeGreaterThan(7517 + 10221);

	// Still there after a reload.
	await open(page, '/progress');
	await expect(pack).toHaveAttribute('data-tablebase-pack', 'installed');

	await open(page, `/analysis?fen=${encodeURIComponent(FIVE)}`);
	await expect(tablebase).toHaveAttribute('data-tablebase', 'done');
	await expect(tablebase).toHaveAttribute('data-verdict', 'win in 4');
	await expect(tablebase.locator('[data-tablebase-move][data-move-verdict="win in 4"]')).not.toHaveCount(0);
	console.log(`5-piece look-up in the browser: ${await tablebase.getAttribute('data-tablebase-ms')} ms with loading its tables`);

	await open(page, '/progress');
	await pack.locator('[data-action="remove-pack"]').click();
	await expect(pack).toHaveAttribute('data-tablebase-pack', 'absent');
	expect(await page.evaluate(() => caches.has('poddavki-tablebase-pack-1'))).toBe(false);
});

test('without a pack on the server, /progress says there is none to download', async ({ page }) => {
	await servePack(page, false);
	await open(page, '/progress');
	await expect(page.locator('[data-tablebase-pack]')).toHaveAttribute('data-tablebase-pack', 'unavailable');
	await expect(page.locator('[data-action="install-pack"]')).toHaveCount(0);
});

test('a pack file altered in place after the install is never used: /progress says the pack is damaged and offers it again', async ({ page }) => {
	await servePack(page);
	await open(page, '/progress');
	const pack = page.locator('[data-tablebase-pack]');
	await pack.locator('[data-action="install-pack"]').click();
	await expect(pack).toHaveAttribute('data-tablebase-pack', 'installed');

	// The same size, valid gzip, the same header: every position of 1K v 4K now says draw.
	const altered = [...allDrawsSameSize(readFileSync(join(FIXTURE, 'k1m0-k4m0.tb')))];
	await page.evaluate(async (bytes) => {
		const cache = await caches.open('poddavki-tablebase-pack-1');
		const body = new Uint8Array(bytes);
		await cache.put('/tablebase-pack/k1m0-k4m0.tb', new Response(body, { headers: { 'content-length': String(body.length) } }));
	}, altered);

	await open(page, '/progress');
	await expect(pack).toHaveAttribute('data-tablebase-pack', 'damaged');
	await expect(pack.locator('[data-pack-damaged]')).toHaveAttribute('data-pack-damaged', 'k1m0-k4m0.tb');
	await expect(pack).toContainText('damaged');

	// The analysis board gives no verdict from it (the wrong one would be "draw").
	await open(page, `/analysis?fen=${encodeURIComponent(FIVE)}`);
	const tablebase = page.locator('[data-tablebase]');
	await expect(tablebase).toHaveAttribute('data-tablebase', 'none');
	await expect(tablebase.locator('[data-tablebase-reason]')).toHaveAttribute('data-tablebase-reason', 'damaged');
	await expect(tablebase).toHaveAttribute('data-verdict', '');

	await open(page, '/progress');
	await pack.locator('[data-action="install-pack"]').click();
	await expect(pack).toHaveAttribute('data-tablebase-pack', 'installed');
	await open(page, `/analysis?fen=${encodeURIComponent(FIVE)}`);
	await expect(tablebase).toHaveAttribute('data-verdict', 'win in 4');
});

test('the download refuses a pack file that is not the one its index names', async ({ page }) => {
	await servePack(page, true, ['k4m0-k1m0.tb']);
	await open(page, '/progress');
	const pack = page.locator('[data-tablebase-pack]');
	await pack.locator('[data-action="install-pack"]').click();
	await expect(pack).toHaveAttribute('data-tablebase-pack', 'error');
	await expect(pack).toContainText('k4m0-k1m0.tb');
});

test('a shipped table altered in place is never used: no verdict rather than a wrong one', async ({ page, context }) => {
	const container = new Uint8Array(readFileSync(join('static', 'tablebase', 'tables.pdtc')));
	const dir = parseContainer(container);
	if (!dir.ok) throw new Error(dir.error.message);
	const entry = dir.value.find((e) => materialFileName(e.material) === 'k1m1-k1m1.tb')!;
	const altered = container.slice();
	altered.set(allDrawsSameSize(entryBytes(container, entry)), entry.offset);
	await context.route('**/tablebase/tables.pdtc', (route) =>
		route.fulfill({ status: 200, body: Buffer.from(altered), contentType: 'application/octet-stream' })
	);
	// 1K+1 v 1K+1: a win in 20 for White; the altered table would say draw.
	await open(page, `/analysis?fen=${encodeURIComponent('W:Wh2,Kh4:Bb8,Kg7')}`);
	const tablebase = page.locator('[data-tablebase]');
	await expect(tablebase).toHaveAttribute('data-tablebase', 'none');
	await expect(tablebase.locator('[data-tablebase-reason]')).toHaveAttribute('data-tablebase-reason', 'damaged');
	await expect(tablebase).toHaveAttribute('data-verdict', '');
});
