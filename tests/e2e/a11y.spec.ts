/**
 * Accessibility audit: axe-core over every route, failing on any serious or
 * critical finding. English is audited in the light colour scheme and Russian
 * in the dark one, so both palettes' contrast is checked without a second
 * round; playwright.config.ts runs the English round on the desktop and the
 * Russian one on the phone, so each layout is audited too. A new page is one
 * line in ROUTES: its address and what shows that it has rendered (so axe
 * sees the page as the user does, not a half-drawn one).
 */
import { expect, test } from '@playwright/test';
import { accessibilityFindings } from './axe';

interface Route {
	path: string;
	/** Present once the page's content has rendered (after hydration). */
	ready: string;
}

const ROUTES: readonly Route[] = [
	{ path: '/', ready: '[data-today] [data-board]' },
	{ path: '/puzzles', ready: 'main a[href^="/puzzles/"]' },
	{ path: '/puzzles/first-steps-1', ready: '[data-puzzle-state] [data-board]' },
	{ path: '/studies', ready: '[data-study-link]' },
	{ path: '/studies/petrov-game-1827', ready: '[data-board]' },
	{ path: '/twelve', ready: '[data-twelve-square]' },
	{ path: '/analysis', ready: '[data-board]' },
	{ path: '/progress', ready: '[data-progress-ready]' },
	{ path: '/review', ready: '[data-review-pdn-input]' },
	{ path: '/learn', ready: '[data-learn-ready]' },
	{ path: '/learn/practice', ready: '[data-practice-ready]' },
	{ path: '/streak', ready: '[data-run-state="ready"]' },
	{ path: '/storm', ready: '[data-run-state="ready"]' },
	{ path: '/no/such/page', ready: '[data-error-page="page"]' }
];

const ROUNDS = [
	{ lang: 'en', locale: 'en-US', colorScheme: 'light' },
	{ lang: 'ru', locale: 'ru-RU', colorScheme: 'dark' }
] as const;

for (const { lang, locale, colorScheme } of ROUNDS) {
	test.describe(`in ${lang}, ${colorScheme} scheme`, () => {
		test.use({ locale, colorScheme });

		// One page visits every route (a fresh browser context per route costs more than
		// the audit); each route's findings are reported under its own step and path.
		test('every route has no serious or critical accessibility finding', async ({ page }) => {
			test.setTimeout(30_000 + 15_000 * ROUTES.length);
			for (const route of ROUTES) {
				await test.step(route.path, async () => {
					await page.goto(route.path);
					await page.locator('body[data-hydrated]').waitFor();
					await page.locator(route.ready).first().waitFor();
					await expect(page.locator('html')).toHaveAttribute('lang', lang);
					expect.soft(await accessibilityFindings(page), route.path).toEqual([]);
				});
			}
		});
	});
}

test('the audit does report a serious finding', async ({ page }) => {
	await page.goto('/no/such/page');
	await page.locator('body[data-hydrated]').waitFor();
	// A button with no name: what a screen reader cannot announce.
	await page.locator('main').evaluate((main) => main.append(document.createElement('button')));
	expect((await accessibilityFindings(page)).join('\n')).toContain('critical button-name');
});
