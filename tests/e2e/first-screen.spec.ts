/**
 * The first screen of `/`: the scripts and style sheets its HTML names (module
 * preloads, style sheets, the start-up imports), which the browser downloads
 * before today's puzzle can be shown and played, at most 80 KB gzipped (gzip
 * -9 of each file as built; scripts/serve.js sends these precompressed). The
 * same figure as scripts/measure-ui.js's "first screen of /": it was 79.5 KB,
 * grew to 100 KB, and is held here. What the page fetches afterwards (the
 * progress store, the bank's index) is listed apart. The figure is printed.
 */
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildDir } from './built';

const BUDGET = 80 * 1024;
const gz = (path: string) => gzipSync(readFileSync(join(buildDir, path)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

test.use({ serviceWorkers: 'block' });

test('the first screen of / downloads at most 80 KB of JS and CSS, gzipped', async ({ page }, testInfo) => {
	const requested = new Set<string>();
	page.on('request', (request) => {
		const path = new URL(request.url()).pathname;
		if (/\.(js|css)$/.test(path)) requested.add(path);
	});
	const response = await page.goto('/');
	const html = (await response!.text()) ?? '';
	const named = new Set([...html.matchAll(/(?:href|import\()\s*=?\s*"\.?(\/_app\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]));
	await page.locator('body[data-hydrated]').waitFor();
	await expect(page.locator('[data-today] [data-puzzle-state="playing"]')).toBeVisible();
	expect(named.size).toBeGreaterThan(3);
	// The browser really downloads every one of them.
	for (const path of named) expect([...requested], path).toContain(path);
	const total = [...named].reduce((sum, path) => sum + gz(path), 0);
	const later = [...requested].filter((p) => !named.has(p));
	const figure = `first screen of /: ${kb(total)} of JS and CSS gzipped in ${named.size} files; fetched after it: ${kb(later.reduce((sum, p) => sum + gz(p), 0))} in ${later.length} files`;
	console.log(figure);
	testInfo.annotations.push({ type: 'first-screen', description: figure });
	expect(total, `${figure}:\n${[...named].map((p) => `${kb(gz(p))} ${p}`).join('\n')}`).toBeLessThanOrEqual(BUDGET);
});

test('the other pages still have all their texts, after / and on their own', async ({ page }) => {
	const missing: string[] = [];
	page.on('console', (m) => m.type() === 'error' && m.text().startsWith('missing text') && missing.push(m.text()));
	await page.goto('/');
	await page.locator('body[data-hydrated]').waitFor();
	// From / to the progress page and the analysis board inside the app, then one opened directly.
	await page.locator('nav[data-app-nav] a[href="/progress"]').click();
	await expect(page.locator('h1')).toHaveText('Progress');
	await page.locator('nav[data-app-nav] a[href="/analysis"]').click();
	await expect(page.getByRole('button', { name: 'Move verdicts', exact: true })).toBeVisible();
	await page.goto('/studies');
	await page.locator('body[data-hydrated]').waitFor();
	await expect(page.locator('h1')).not.toBeEmpty();
	expect(missing).toEqual([]);
});

test('/ has every text it shows without the others: a typed move refused, earlier days, both languages', async ({ page }) => {
	const missing: string[] = [];
	page.on('console', (m) => m.type() === 'error' && m.text().startsWith('missing text') && missing.push(m.text()));
	await page.goto('/');
	await page.locator('body[data-hydrated]').waitFor();
	const field = page.locator('[data-today]').getByRole('textbox').first();
	await field.fill('zz');
	await field.press('Enter');
	await expect(page.locator('[data-today]')).toContainText('Cannot read "zz"');
	await page.locator('[data-today] details.archive summary').click();
	await page.locator('[data-language]').selectOption('ru');
	await expect(page.locator('[data-today] h1')).toContainText('Задача дня');
	expect(missing).toEqual([]);
});
