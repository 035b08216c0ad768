/**
 * Accessibility audit: axe-core over every route, in both languages and in
 * both projects (desktop and phone), failing on any serious or critical
 * finding. Each page is visited once per project and language. A new page is
 * one line in ROUTES: its address and what shows that it has rendered (so
 * axe sees the page as the user does, not a half-drawn one).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

interface Route {
	path: string;
	/** Present once the page's content has rendered (after hydration). */
	ready: string;
}

export const ROUTES: readonly Route[] = [
	{ path: '/', ready: '[data-today] [data-board]' },
	{ path: '/puzzles', ready: 'main a[href^="/puzzles/"]' },
	{ path: '/puzzles/first-steps-1', ready: '[data-puzzle-state] [data-board]' },
	{ path: '/studies', ready: '[data-study-link]' },
	{ path: '/studies/petrov-game-1827', ready: '[data-board]' },
	{ path: '/twelve', ready: '[data-twelve-square]' },
	{ path: '/analysis', ready: '[data-board]' },
	{ path: '/progress', ready: '[data-progress-ready]' },
	{ path: '/no/such/page', ready: '[data-error-page="page"]' }
];

const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical findings, one line each with the elements they are about. */
async function audit(page: Page): Promise<string[]> {
	const results = await new AxeBuilder({ page }).analyze();
	return results.violations
		.filter((v) => v.impact && BLOCKING.has(v.impact))
		.map((v) => `${v.impact} ${v.id}: ${v.help} - ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const [lang, locale] of [
	['en', 'en-US'],
	['ru', 'ru-RU']
] as const) {
	test.describe(`in ${lang}`, () => {
		test.use({ locale });

		for (const route of ROUTES) {
			test(`${route.path} has no serious or critical accessibility finding`, async ({ page }) => {
				await page.goto(route.path);
				await page.locator('body[data-hydrated]').waitFor();
				await page.locator(route.ready).first().waitFor();
				await expect(page.locator('html')).toHaveAttribute('lang', lang);
				expect(await audit(page)).toEqual([]);
			});
		}
	});
}
