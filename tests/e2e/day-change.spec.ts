/**
 * The home page on a phone left open: past midnight, or shown again on a
 * later day, it moves to the new day's puzzle without a reload.
 */
import { expect, test } from '@playwright/test';

test.use({ locale: 'en-US' });

test("the home page moves to the new day's puzzle at midnight and when shown again on a later day", async ({ page }) => {
	await page.clock.install({ time: new Date(2026, 11, 1, 23, 58, 0) });
	await page.goto('/');
	await page.locator('body[data-hydrated]').waitFor();
	const date = page.locator('[data-today-date]');
	await expect(date).toHaveAttribute('data-today-date', '2026-12-01');
	const first = await page.locator('[data-board]').getAttribute('data-fen');

	await page.clock.fastForward('03:00');
	await expect(date).toHaveAttribute('data-today-date', '2026-12-02');
	await expect(page.locator('[data-board]')).not.toHaveAttribute('data-fen', first ?? '');

	// Two days later, the page's timers asleep (a phone in a pocket): it moves when shown.
	await page.clock.setSystemTime(new Date(2026, 11, 4, 9, 0, 0));
	await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
	await expect(date).toHaveAttribute('data-today-date', '2026-12-04');
});

test('?today= with a day that does not exist is refused: the device day is shown', async ({ page }) => {
	await page.clock.install({ time: new Date(2026, 11, 1, 12, 0, 0) });
	for (const bad of ['2026-13-45', '0001-01-01']) {
		await page.goto(`/?today=${bad}`);
		await page.locator('body[data-hydrated]').waitFor();
		await expect(page.locator('[data-today-date]'), bad).toHaveAttribute('data-today-date', '2026-12-01');
	}
});
