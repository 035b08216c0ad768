/**
 * Privacy and security: the app asks nothing of any other origin (pages,
 * scripts, the solver's worker and the service worker alike), every page
 * carries the Content-Security-Policy, and nothing in the tour violates it.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_SHELL, builtBank, builtPages, repo } from './built';

/** A few of each family of deep links (/puzzles/<id>, ...), all the other pages. */
function tourPages(): string[] {
	const byFamily = new Map<string, string[]>();
	for (const path of builtPages()) {
		const family = path.split('/').length > 2 ? path.split('/').slice(0, -1).join('/') : path;
		byFamily.set(family, [...(byFamily.get(family) ?? []), path]);
	}
	const puzzles = builtBank().ids;
	return [...[...byFamily.values()].flatMap((paths) => paths.slice(0, 3)), ...[puzzles[0], puzzles[puzzles.length - 1]].map((id) => `/puzzles/${id}`)];
}

function sourceFiles(dir: string): string[] {
	return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
		const full = join(dir, entry.name);
		if (entry.isDirectory()) return sourceFiles(full);
		return /\.(svelte|ts|js|html)$/.test(entry.name) ? [full] : [];
	});
}

async function hydrated(page: Page) {
	await page.locator('body[data-hydrated]').waitFor();
}

test('a tour of the app requests nothing from another origin, and breaks no CSP rule', async ({ page, context, baseURL }) => {
	test.setTimeout(120_000);
	const origin = new URL(baseURL ?? 'http://localhost:4173').origin;
	const requests: { url: string; from: string }[] = [];
	// The context sees the pages', their workers' and the service worker's requests.
	context.on('request', (request: Request) => requests.push({ url: request.url(), from: request.serviceWorker() ? 'service worker' : 'page' }));

	const violations: string[] = [];
	page.on('console', (message) => {
		if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
	});
	await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
	await page.addInitScript(() => {
		document.addEventListener('securitypolicyviolation', (event) => {
			const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
			report(`${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
		});
	});

	await page.goto('/');
	await hydrated(page);
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });

	for (const path of tourPages()) {
		await page.goto(path);
		await hydrated(page);
		await expect(page.getByRole('heading').first()).toBeVisible();
	}

	// The solver's module worker, under the page's CSP.
	await page.goto('/analysis?fen=' + encodeURIComponent('W:Wc3:Bb4'));
	await hydrated(page);
	await page.getByRole('button', { name: 'Solve', exact: true }).click();
	await expect(page.locator('[data-solver-state]')).toHaveAttribute('data-verdict', 'loss in 1');

	// The other language, and back.
	await page.locator('[data-language]').selectOption('ru');
	await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
	await page.locator('[data-language]').selectOption('en');

	// The service worker's precache was seen, so its requests were recorded too.
	expect(requests.some((r) => r.from === 'service worker' && r.url.endsWith(APP_SHELL))).toBe(true);
	expect(requests.some((r) => r.url.includes('/_app/immutable/workers/'))).toBe(true);

	const foreign = requests.filter((r) => new URL(r.url).origin !== origin);
	expect(foreign).toEqual([]);
	expect(violations).toEqual([]);
});

test('every page carries the Content-Security-Policy', async ({ request }) => {
	for (const path of [...builtPages(), APP_SHELL]) {
		const html = await (await request.get(path)).text();
		const meta = /<meta http-equiv="content-security-policy" content="([^"]+)">/.exec(html);
		expect(meta, `${path} has no CSP meta tag`).not.toBeNull();
		const directives = new Map(
			meta![1].split(';').map((d) => {
				const [name, ...values] = d.trim().split(/\s+/);
				return [name, values] as const;
			})
		);
		expect(directives.get('default-src'), path).toEqual(["'self'"]);
		for (const name of ['connect-src', 'worker-src', 'img-src', 'font-src', 'manifest-src', 'style-src']) {
			expect(directives.get(name), `${path} ${name}`).toEqual(["'self'"]);
		}
		// 'self' and the hashes of Kit's own inline scripts: nothing else.
		const scripts = directives.get('script-src') ?? [];
		expect(scripts[0], path).toBe("'self'");
		for (const source of scripts.slice(1)) expect(source, path).toMatch(/^'sha256-[A-Za-z0-9+/=]+'$/);
		expect(directives.get('object-src'), path).toEqual(["'none'"]);
		expect(directives.get('base-uri'), path).toEqual(["'self'"]);
		// The policy comes before anything it governs.
		expect(html.indexOf('content-security-policy'), path).toBeLessThan(html.indexOf('<script'));
		expect(html.indexOf('content-security-policy'), path).toBeLessThan(html.indexOf('rel="manifest"'));
	}
});

test('no {@html} in the source', () => {
	const offenders = sourceFiles(join(repo, 'src')).filter((file) => readFileSync(file, 'utf8').includes('{@html'));
	expect(offenders).toEqual([]);
});
