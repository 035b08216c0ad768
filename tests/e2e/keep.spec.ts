/**
 * Keeping the progress: the app asks the browser to keep its storage after
 * the first save (never before), /progress says what the browser answered
 * and what eviction means, in both languages, and makes a backup file in
 * one tap (shared where the browser shares files, else downloaded).
 * navigator.storage's persist()/persisted() are stubbed to count the asks
 * and to answer as a browser that grants or refuses.
 */
import { expect, test, type Page } from '@playwright/test';
import { open, openProgress, puzzleData, solve } from './play';

/** A browser whose storage starts best effort; persist() counts the asks (across pages) and grants when `grant`. */
async function stubStorage(page: Page, grant: boolean, share = false): Promise<void> {
	await page.addInitScript(
		([grant, share]) => {
			const storage = navigator.storage;
			Object.defineProperty(storage, 'persisted', { value: async () => localStorage.getItem('e2e.kept') === 'yes', configurable: true });
			Object.defineProperty(storage, 'persist', {
				value: async () => {
					localStorage.setItem('e2e.asks', String(Number(localStorage.getItem('e2e.asks') ?? 0) + 1));
					if (grant) localStorage.setItem('e2e.kept', 'yes');
					return grant;
				},
				configurable: true
			});
			if (share) {
				Object.defineProperty(navigator, 'canShare', { value: (d: ShareData) => !!d.files?.length, configurable: true });
				Object.defineProperty(navigator, 'share', {
					value: async (d: ShareData) => {
						const f = d.files![0];
						localStorage.setItem('e2e.shared', JSON.stringify({ name: f.name, type: f.type, text: await f.text() }));
					},
					configurable: true
				});
			} else {
				Object.defineProperty(navigator, 'canShare', { value: undefined, configurable: true });
				Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
			}
		},
		[grant, share] as const
	);
}

const asks = (page: Page) => page.evaluate(() => Number(localStorage.getItem('e2e.asks') ?? 0));

test.describe('in English', () => {
	test.use({ locale: 'en-US' });

	test('the first save asks the browser to keep the progress, once; /progress then says it is kept', async ({ page }) => {
		await stubStorage(page, true);
		await open(page, '/puzzles/first-steps-1');
		await page.waitForTimeout(500);
		expect(await asks(page)).toBe(0);
		await solve(page, puzzleData('first-steps-1'));
		await expect.poll(() => asks(page)).toBe(1);
		await open(page, '/puzzles/first-steps-2');
		await solve(page, puzzleData('first-steps-2'));
		await openProgress(page);
		const panel = page.locator('[data-storage-kept]');
		await expect(panel).toHaveAttribute('data-storage-kept', 'persisted');
		await expect(panel).toContainText('This browser keeps your progress');
		// Once granted, it is not asked again.
		expect(await asks(page)).toBe(1);
	});

	test('a browser that refuses: /progress says the progress may be deleted, explains eviction, and can ask again', async ({ page }) => {
		await stubStorage(page, false);
		await openProgress(page);
		const panel = page.locator('[data-storage-kept]');
		await expect(panel).toHaveAttribute('data-storage-kept', 'best-effort');
		await expect(panel).toContainText('may delete it');
		await expect(panel).toContainText('Safari');
		await expect(panel).toContainText('after 7 days without a visit, unless the app was added to the Home Screen');
		const before = await asks(page);
		await panel.locator('[data-action="persist"]').click();
		await expect.poll(() => asks(page)).toBe(before + 1);
		await expect(panel).toHaveAttribute('data-storage-kept', 'best-effort');
	});

	test('the backup is downloaded where files cannot be shared: the export of the progress', async ({ page }) => {
		await stubStorage(page, false);
		await open(page, '/puzzles/first-steps-1');
		await solve(page, puzzleData('first-steps-1'));
		await openProgress(page);
		const panel = page.locator('[data-storage-kept]');
		const [download] = await Promise.all([page.waitForEvent('download'), panel.locator('[data-action="backup"]').click()]);
		expect(download.suggestedFilename()).toMatch(/^poddavki-progress-.*\.json$/);
		const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
		const file = JSON.parse(text) as { format: string; data: { attempts: { puzzleId: string }[] } };
		expect(file.format).toBe('poddavki-progress');
		expect(file.data.attempts.map((a) => a.puzzleId)).toEqual(['first-steps-1']);
		await expect(panel.locator('[data-backup-done]')).toHaveAttribute('data-backup-done', 'downloaded');
	});

	test('the backup is shared as a file where the browser can share files', async ({ page }) => {
		await stubStorage(page, false, true);
		await openProgress(page);
		const panel = page.locator('[data-storage-kept]');
		await panel.locator('[data-action="backup"]').click();
		await expect(panel.locator('[data-backup-done]')).toHaveAttribute('data-backup-done', 'shared');
		const shared = await page.evaluate(() => JSON.parse(localStorage.getItem('e2e.shared') ?? 'null') as { name: string; type: string; text: string } | null);
		expect(shared?.name).toMatch(/^poddavki-progress-.*\.json$/);
		expect(shared?.type).toBe('application/json');
		expect(JSON.parse(shared!.text).format).toBe('poddavki-progress');
	});
});

test.describe('in Russian', () => {
	test.use({ locale: 'ru-RU' });

	test('eviction is explained in Russian', async ({ page }) => {
		await stubStorage(page, false);
		await openProgress(page);
		const panel = page.locator('[data-storage-kept]');
		await expect(panel).toHaveAttribute('data-storage-kept', 'best-effort');
		await expect(panel).toContainText('Сохранность прогресса');
		await expect(panel).toContainText('после 7 дней без посещения');
		await expect(panel.locator('[data-action="backup"]')).toHaveText('Сохранить резервную копию');
	});
});
