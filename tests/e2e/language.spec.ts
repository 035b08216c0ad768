import { expect, test } from '@playwright/test';

test.describe('Russian browser', () => {
	test.use({ locale: 'ru-RU' });

	test('the interface speaks Russian, and the choice is remembered', async ({ page }) => {
		await page.goto('/analysis');
		await page.waitForSelector('body[data-hydrated]');
		await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
		await expect(page.locator('[data-square="c3"]')).toHaveAccessibleName('c3, белая простая');
		await page.locator('[data-language]').selectOption('en');
		await expect(page.locator('[data-square="c3"]')).toHaveAccessibleName('c3, white man');
		await page.reload();
		await page.waitForSelector('body[data-hydrated]');
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	});
});
