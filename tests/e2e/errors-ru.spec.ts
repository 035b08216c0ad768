/**
 * A Russian user sees no English error anywhere: over each error path (a
 * bad FEN and a bad PDN on /analysis, a foreign, a broken and an unreadable
 * progress file, a save the device refuses, a pack install that fails, a
 * solver that crashes) the message is shown, is Russian (Cyrillic, and no
 * run of three English words: a technical text from the browser may only
 * sit folded in a <details> labelled in Russian), and nothing is lost (the
 * typed text stays in its field, the progress stays).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { open, openProgress, progressFile, puzzleData, solve } from './play';

test.use({ locale: 'ru-RU' });

/** The visible text of an element, without the folded technical details. */
async function shownText(el: Locator): Promise<string> {
	return el.evaluate((node) => {
		const copy = node.cloneNode(true) as HTMLElement;
		for (const d of copy.querySelectorAll('details')) d.querySelector('summary')?.nextElementSibling?.remove();
		for (const d of copy.querySelectorAll('details > :not(summary)')) d.remove();
		return copy.textContent ?? '';
	});
}

/** Three or more Latin words in a row (a FEN, a move or a tag quoted in the message are short single tokens). */
const ENGLISH_RUN = /\b[A-Za-z]{2,}[,.:;]?\s+[A-Za-z]{2,}[,.:;]?\s+[A-Za-z]{2,}\b/;

async function expectRussian(el: Locator): Promise<string> {
	await expect(el).toBeVisible();
	const text = await shownText(el);
	expect(text, 'a message in Cyrillic').toMatch(/[а-яё]{3,}/i);
	expect(text.match(ENGLISH_RUN)?.[0] ?? null, `no English in: ${text}`).toBeNull();
	return text;
}

test('the helper itself: English is caught, Russian with a quoted FEN passes', () => {
	expect('Ошибка решателя: the solver crashed twice').toMatch(ENGLISH_RUN);
	expect('«W:Wz9» — не чёрное поле (a1..h8 или 1..32)').not.toMatch(ENGLISH_RUN);
});

test('a bad FEN and a bad PDN on /analysis are said in Russian, and the typed text stays', async ({ page }) => {
	await open(page, '/analysis');
	const fen = page.locator('[data-fen-input]');
	const before = await page.locator('[data-board]').getAttribute('data-fen');
	await fen.fill('W:Wz9:B1');
	await fen.press('Enter');
	await expectRussian(page.locator('[data-fen-error]'));
	await expect(fen).toHaveValue('W:Wz9:B1');
	if (before !== null) await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', before);

	await page.locator('details.pdn summary').click();
	const pdn = page.locator('[data-pdn-input]');
	const text = '[GameType "20"]\n1. c3-d4 f6-g5 *';
	await pdn.fill(text);
	await page.locator('[data-action="load-pdn"]').click();
	await expectRussian(page.locator('[data-pdn-error]'));
	await expect(pdn).toHaveValue(text);

	await pdn.fill('1. c3-d4 x9-y8 *');
	await page.locator('[data-action="load-pdn"]').click();
	await expectRussian(page.locator('[data-pdn-error]'));
	await expect(pdn).toHaveValue('1. c3-d4 x9-y8 *');
});

test.describe('a crashing worker', () => {
	// The service worker would serve the worker scripts from its cache, past the route.
	test.use({ serviceWorkers: 'block' });

	test('a solver that crashes twice is said in Russian, the technical text folded under a Russian label', async ({ page }) => {
		// Every worker script fails as it starts, as a broken download or an out-of-memory would make it.
		await page.route('**/_app/immutable/workers/*.js', (route) =>
			route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("worker boom");' })
		);
		await open(page, '/analysis');
		await page.locator('[data-action="solve"]').click();
		const status = page.locator('[data-solver-state]');
		await expect(status).toHaveAttribute('data-solver-state', 'error');
		const alert = status.getByRole('alert');
		await expectRussian(alert);
		const details = alert.locator('details[data-failure-detail]');
		await expect(details.locator('summary')).toHaveText('Технические подробности');
		await expect(details).toHaveAttribute('data-failure-kind', 'solver-crashed');
	});
});

async function importFile(page: Page, name: string, buffer: Buffer): Promise<Locator> {
	await page.locator('[data-import-file]').setInputFiles({ name, mimeType: 'application/json', buffer });
	await page.locator('[data-import]').click();
	return page.locator('[data-import-error]');
}

test('a foreign, a broken and an unreadable progress file are refused in Russian, and the progress stays', async ({ page }) => {
	// A file that cannot be read once picked (moved or deleted meanwhile): its text() rejects as browsers do.
	await page.addInitScript(() => {
		const real = Blob.prototype.text;
		Blob.prototype.text = function (this: Blob) {
			if (this instanceof File && this.name === 'gone.json')
				return Promise.reject(new DOMException('The requested file could not be read.', 'NotReadableError'));
			return real.call(this);
		};
	});
	await open(page, '/puzzles/first-steps-1');
	await solve(page, puzzleData('first-steps-1'));
	await openProgress(page);
	const solved = page.locator('[data-stat="solved"]');
	await expect(solved).toHaveText('1');

	await expectRussian(await importFile(page, 'foreign.json', Buffer.from('{"name": "some other app", "items": [1, 2, 3]}')));
	await expect(solved).toHaveText('1');
	await expectRussian(await importFile(page, 'broken.json', Buffer.from('{"format": "poddavki-progress", "version": 1, "data": {"attempts": [')));
	await expect(solved).toHaveText('1');
	await expectRussian(await importFile(page, 'bytes.json', Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xff, 0xfe, 0x00, 0x01])));
	await expect(solved).toHaveText('1');

	const gone = await importFile(page, 'gone.json', progressFile([]));
	await expectRussian(gone);
	await expect(gone.locator('details[data-failure-detail] summary')).toHaveText('Технические подробности');
	await expect(solved).toHaveText('1');
});

test('a save the device refuses is said in Russian and kept for "Try again"', async ({ page }) => {
	await page.addInitScript(() => {
		for (const method of ['add', 'put'] as const) {
			const real = IDBObjectStore.prototype[method];
			IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['put']>) {
				if (sessionStorage.getItem('e2e.storage') !== 'works') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
				return real.apply(this, args);
			};
		}
	});
	await open(page, '/puzzles/first-steps-1');
	await solve(page, puzzleData('first-steps-1'));
	const alert = page.locator('[data-save-alert]');
	await expect(alert).toHaveAttribute('data-save-reason', 'quota');
	await expectRussian(alert);

	// Nothing lost: once there is room, "Try again" saves the try, and /progress counts it.
	await page.evaluate(() => sessionStorage.setItem('e2e.storage', 'works'));
	await alert.locator('[data-save-retry]').click();
	await expect(alert).toHaveCount(0);
	await openProgress(page);
	await expect(page.locator('[data-stat="solved"]')).toHaveText('1');
});

for (const [how, serve] of [
	['a missing table file', () => ({ status: 404, body: 'not here' })],
	['a table file of corrupt bytes', () => ({ status: 200, body: Buffer.from('not a table at all'), contentType: 'application/octet-stream' })]
] as const) {
	test(`a pack install that fails on ${how} is said in Russian, and the pack can be tried again`, async ({ page }) => {
		const { readFileSync } = await import('node:fs');
		await page.route('**/tablebase-pack/*', (route) => {
			const name = new URL(route.request().url()).pathname.split('/').pop()!;
			if (name.endsWith('.json'))
				return route.fulfill({ status: 200, contentType: 'application/json', body: readFileSync(`tests/fixtures/tablebase-pack/${name}`) });
			return route.fulfill(serve());
		});
		await openProgress(page);
		const pack = page.locator('[data-tablebase-pack]');
		await expect(pack).toHaveAttribute('data-tablebase-pack', 'absent');
		await pack.locator('[data-action="install-pack"]').click();
		await expect(pack).toHaveAttribute('data-tablebase-pack', 'error');
		await expectRussian(pack.getByRole('alert'));
		await expect(pack.locator('[data-action="install-pack"]')).toBeEnabled();
	});
}
