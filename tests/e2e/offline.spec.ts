/**
 * The app works offline, and updates only when the user asks.
 *
 * These tests do not use the shared server on 4173: each starts its own
 * `node scripts/serve.js` on a spare port and stops it (kills the process)
 * once the service worker controls the page, so "offline" means both that
 * the browser is cut off and that there is no server at all.
 */
import { expect, test, type Browser, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_SHELL, buildDir, builtBank, builtData, builtPages, repo } from './built';

/** The pages of the UI contract (docs/ui-contract.md). */
const CONTRACT_PAGES = ['/', '/analysis', '/puzzles', '/studies', '/twelve', '/progress', '/streak', '/storm', '/learn', '/learn/practice'];
const FEN = 'W:Wc3:Bb4';

async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			const port = typeof address === 'object' && address ? address.port : 0;
			server.close(() => resolve(port));
		});
	});
}

/** Serves `root`/build with `root`/scripts/serve.js, the way `npm start` does. */
async function startServer(root: string, env: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess; stop: () => Promise<void> }> {
	const port = await freePort();
	const child = spawn(process.execPath, [join(root, 'scripts', 'serve.js')], {
		env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...env },
		stdio: ['ignore', 'pipe', 'pipe']
	});
	const url = `http://127.0.0.1:${port}`;
	await new Promise<void>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error('serve.js did not start')), 15_000);
		child.stdout?.on('data', (chunk: Buffer) => {
			if (chunk.toString().includes('Serving')) {
				clearTimeout(timer);
				resolve();
			}
		});
		child.once('exit', (code) => reject(new Error(`serve.js exited with ${code}`)));
	});
	const stop = async () => {
		if (child.exitCode !== null || child.signalCode !== null) return;
		const exited = new Promise((r) => child.once('exit', r));
		child.kill('SIGKILL');
		await exited;
	};
	return { url, process: child, stop };
}

/** Context options of the running project (desktop or Pixel 7). */
function projectContext(testInfo: TestInfo) {
	const use = testInfo.project.use;
	return {
		viewport: use.viewport,
		deviceScaleFactor: use.deviceScaleFactor,
		isMobile: use.isMobile,
		hasTouch: use.hasTouch,
		userAgent: use.userAgent,
		locale: 'en-US'
	};
}

async function waitForControl(page: Page) {
	await page.locator('body[data-hydrated]').waitFor();
	await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

async function expectRendered(page: Page) {
	await expect(page.locator('body[data-hydrated]')).toHaveCount(1);
	await expect(page.getByRole('heading').first()).toBeVisible();
}

test.describe('offline', () => {
	test.describe.configure({ mode: 'serial' });

	let server: Awaited<ReturnType<typeof startServer>>;
	let context: BrowserContext;
	let page: Page;
	// Read when the tests run, after the web server's build.
	let pages: string[] = [];
	let data: string[] = [];
	let projectViewport = { width: 412, height: 839 };

	test.beforeAll(async ({ browser }: { browser: Browser }, testInfo) => {
		pages = builtPages();
		data = builtData();
		server = await startServer(repo);
		context = await browser.newContext({ ...projectContext(testInfo), baseURL: server.url });
		page = await context.newPage();
		projectViewport = page.viewportSize() ?? projectViewport;
		await page.goto('/');
		// The first visit is controlled without a reload (clients.claim), and a
		// worker only activates once its precache is complete.
		await waitForControl(page);
		await server.stop();
		await context.setOffline(true);
	});

	test.afterAll(async () => {
		await context?.close();
		await server?.stop();
	});

	test('the server is really gone', async () => {
		const reached = await page.evaluate(async () => {
			try {
				// Not a precached path, so the worker goes to the network, which fails.
				await fetch('/no-such-file-' + Math.random(), { cache: 'no-store' });
				return true;
			} catch {
				return false;
			}
		});
		expect(reached).toBe(false);
	});

	test('reload works offline', async () => {
		await page.reload();
		await expectRendered(page);
		await expect(page.locator('html')).toHaveAttribute('lang', 'en');
	});

	for (const path of CONTRACT_PAGES) {
		test(`${path} opens offline`, async () => {
			expect(pages, `${path} is prerendered`).toContain(path);
			await page.goto(path);
			await expectRendered(page);
		});
	}

	test('/analysis?fen=... opens the position, and the solver runs offline', async () => {
		expect(pages).toContain('/analysis');
		await page.goto(`/analysis?fen=${encodeURIComponent(FEN)}`);
		await expectRendered(page);
		await expect(page.locator('[data-board]')).toHaveAttribute('data-fen', FEN);
		await page.getByRole('button', { name: 'Solve', exact: true }).click();
		const output = page.locator('[data-solver-state]');
		await expect(output).toHaveAttribute('data-solver-state', 'done');
		await expect(output).toHaveAttribute('data-verdict', 'loss in 1');
	});

	test('/review?fen=... reviews a game offline, in its worker', async () => {
		expect(pages).toContain('/review');
		await page.goto(`/review?fen=${encodeURIComponent('W:Wa1,f2,g3:Be7,h4')}&moves=f2-e3,h4:f2:d4&side=white&from=playout`);
		await expectRendered(page);
		await expect(page.locator('[data-review]')).toHaveAttribute('data-review-state', 'done', { timeout: 60_000 });
		await expect(page.locator('[data-review-move][data-ply="1"]')).toHaveAttribute('data-proof', /^win in 3 -> /);
	});

	test('a /studies/<id> deep link opens offline', async () => {
		const deep = pages.filter((p) => p.startsWith('/studies/'));
		expect(deep.length, '/studies/<id> pages are prerendered').toBeGreaterThan(0);
		for (const path of new Set([deep[0], deep[Math.floor(deep.length / 2)], deep[deep.length - 1]])) {
			await page.goto(path);
			await expectRendered(page);
		}
	});

	test('any /puzzles/<id> link opens offline, rendered on the device from the bank data', async () => {
		const bank = builtBank();
		expect(bank.ids.length).toBeGreaterThanOrEqual(400);
		// The first, the last and a few at random: every one comes from the same shell and shards.
		const picked = new Set([bank.ids[0], bank.ids[bank.ids.length - 1]]);
		while (picked.size < 7) picked.add(bank.ids[Math.floor(Math.random() * bank.ids.length)]);
		test.info().annotations.push({ type: 'puzzles', description: [...picked].join(' ') });
		for (const id of picked) {
			const response = await page.goto(`/puzzles/${id}`);
			expect(response?.status(), id).toBe(200);
			await expectRendered(page);
			await expect(page.locator('[data-puzzle-state]'), id).toHaveAttribute('data-puzzle-id', id);
			await expect(page.locator('[data-board]'), id).toHaveAttribute('data-fen', bank.puzzle(id).fen);
		}
	});

	test('an unknown puzzle id offline says there is no such puzzle, inside the app', async () => {
		await page.goto('/puzzles/no-such-puzzle-42');
		await expect(page.locator('[data-error-page="puzzle"]')).toBeVisible();
		await expect(page.getByRole('heading', { name: 'No such puzzle' })).toBeVisible();
		await page.getByRole('link', { name: 'Browse the puzzles' }).click();
		await expect(page.locator('[data-puzzle-list] a').first()).toBeVisible();
	});

	test('/analysis shows the tablebase verdict of a 3- and a 4-piece position and of every move, offline', async () => {
		await page.goto(`/analysis?fen=${encodeURIComponent('W:Wa3,f2:Bh8')}`);
		await expectRendered(page);
		const tablebase = page.locator('[data-tablebase]');
		await expect(tablebase).toHaveAttribute('data-tablebase', 'done');
		await expect(tablebase).toHaveAttribute('data-verdict', 'win in 11');
		const moves = tablebase.locator('[data-tablebase-move]');
		await expect(moves).toHaveCount(3);
		await expect(moves.first()).toHaveAttribute('data-move-verdict', 'win in 11');
		const first = Number(await tablebase.getAttribute('data-tablebase-ms'));
		// A move on the board: the answer follows the position (tables already loaded).
		const move = (await moves.first().getAttribute('data-move'))!;
		const [from, to] = move.split('-');
		await page.locator(`[data-square="${from}"]`).click();
		await page.locator(`[data-square="${to}"]`).click();
		await expect(tablebase).toHaveAttribute('data-verdict', 'loss in 11');
		const loaded = Number(await tablebase.getAttribute('data-tablebase-ms'));
		await page.goto(`/analysis?fen=${encodeURIComponent('W:Wc7,h2:Ba3,b8')}`);
		await expect(tablebase).toHaveAttribute('data-verdict', 'win in 21');
		await expect(tablebase.locator('[data-tablebase-move][data-move-verdict="win in 21"]')).not.toHaveCount(0);
		const again = Number(await tablebase.getAttribute('data-tablebase-ms'));
		console.log(`tablebase look-up in the browser: ${first} ms with loading the tables, ${loaded} ms with the tables loaded, ${again} ms in a new page`);
	});

	test('a lesson judged by the solver and an endgame drill judged by the tables work offline, in Russian on a 360x740 phone', async () => {
		await page.setViewportSize({ width: 360, height: 740 });
		await page.evaluate(() => localStorage.setItem('poddavki.lang', 'ru'));
		try {
			await page.goto('/learn');
			await expectRendered(page);
			await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
			await page.locator('[data-learn-ready]').waitFor();
			// Lesson 4 (a skip opens it): its first exercise, a win in one, is proved in the solver's worker.
			await page.locator('[data-lesson="aim"] [data-lesson-skip]').tap();
			await page.locator('[data-lesson="aim"] [data-lesson-open]').tap();
			await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise', 'aim/last-man');
			await page.locator('[data-board] [data-square="g3"]').tap();
			await page.locator('[data-board] [data-square="h4"]').tap();
			await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise-state', 'failed');
			await expect(page.locator('[data-verdict]')).toContainText('После этого чёрные выигрывают за 2 хода');
			await expect(page.locator('[data-refutation] [data-line-step]')).toHaveCount(5);
			await page.locator('[data-retry]').tap();
			await page.locator('[data-board] [data-square="g3"]').tap();
			await page.locator('[data-board] [data-square="f4"]').tap();
			await expect(page.locator('[data-exercise]')).toHaveAttribute('data-exercise-state', 'solved');
			// A drill against the shipped tables: a losing move, refuted, with the best line.
			await page.goto('/learn/practice?drill=k-two-men');
			await expect(page.locator('[data-drill-view]')).toHaveAttribute('data-drill-state', 'playing');
			await page.locator('[data-board] [data-square="f6"]').tap();
			await page.locator('[data-board] [data-square="g5"]').tap();
			await expect(page.locator('[data-drill-view]')).toHaveAttribute('data-drill-state', 'failed');
			await expect(page.locator('[data-best-line] [data-line-step]')).not.toHaveCount(0);
		} finally {
			await page.evaluate(() => localStorage.setItem('poddavki.lang', 'en'));
			await page.setViewportSize(projectViewport);
		}
	});

	test('every prerendered page and data file is in the cache', async () => {
		const cached = await page.evaluate(async () => {
			const paths: string[] = [];
			for (const name of await caches.keys()) {
				const cache = await caches.open(name);
				for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
			}
			return paths;
		});
		expect(pages.length).toBeGreaterThan(0);
		const missing = [...pages, ...data, APP_SHELL].filter((p) => !cached.includes(p));
		expect(missing).toEqual([]);
	});

	test('the offline install stays small, whatever the size of the bank', async () => {
		const cached = await page.evaluate(async () => {
			const paths: string[] = [];
			for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
			return paths;
		});
		// The budgets of the bank-as-data issue: 1.5 MB gzipped, and at most 120 files, tightened to
		// 105 once the shared chunks were merged (scripts/chunk-groups.js: 94 files then), 115 with
		// the review page, its worker and the puzzles from your games (108 files).
		expect(cached.length).toBeLessThanOrEqual(115);
		const file = (p: string) => join(buildDir, p === '/' ? 'index.html' : pages.includes(p) ? `${p.slice(1)}.html` : p.slice(1));
		const gzipped = cached.reduce((sum, p) => sum + gzipSync(readFileSync(file(p)), { level: 9 }).length, 0);
		expect(gzipped).toBeLessThanOrEqual(1.5 * 1024 * 1024);
	});

	test('the puzzle list data is there offline', async () => {
		expect(data).toContain('/bank/index.json');
		const index = await page.evaluate(async () => {
			const response = await fetch('/bank/index.json');
			return (await response.json()) as { puzzles: unknown[] };
		});
		expect(index.puzzles.length).toBeGreaterThanOrEqual(400);
	});

	test('links work offline (client-side navigation)', async () => {
		await page.goto('/');
		await expectRendered(page);
		const link = page.locator('main a[href]:not([href^="http"])').first();
		await expect(link).toBeVisible();
		await link.click();
		await expect(page).not.toHaveURL(/\/$/);
		await expectRendered(page);
	});

	test('a puzzle solved offline is saved, and still counted after an offline reload', async () => {
		await page.goto('/progress');
		await page.locator('[data-progress-ready]').waitFor();
		const before = Number(await page.locator('[data-stat="solved"]').innerText());
		await page.goto('/puzzles/first-steps-1');
		await expectRendered(page);
		// c3-d4 gives the last man away: solved at once.
		await page.locator('[data-board] [data-square="c3"]').click();
		await page.locator('[data-board] [data-square="d4"]').click();
		await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-state', 'solved');
		await page.locator('nav[data-app-nav] a[href="/progress"]').click();
		await page.locator('[data-progress-ready]').waitFor();
		await expect(page.locator('[data-stat="solved"]')).toHaveText(String(before + 1));
		await page.reload();
		await page.locator('[data-progress-ready]').waitFor();
		await expect(page.locator('[data-stat="solved"]')).toHaveText(String(before + 1));
	});

	test("an unknown page offline gets the app's own not-found page, not a browser error", async () => {
		const response = await page.goto('/no-such-page');
		expect(response?.status()).toBe(200);
		await expect(page.locator('[data-error-page="page"]')).toBeVisible();
		await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
		await page.getByRole('link', { name: 'Go to the start page' }).click();
		await expectRendered(page);
		await expect(page).toHaveURL(/\/$/);
	});

	test("an address with a malformed escape offline gets the app's error page with the navigation", async () => {
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		await page.goto('/puzzles/%E0%A4%A');
		await expect(page.locator('[data-error-page="puzzle"]')).toBeVisible();
		await expect(page.locator('main')).toContainText('The puzzle bank has no puzzle "%E0%A4%A"');
		await page.locator('nav[data-app-nav] a[data-nav="studies"]').click();
		await expect(page).toHaveURL(/\/studies$/);
		expect(errors).toEqual([]);
	});

	test('/x/ goes to /x offline, as the server would send it', async () => {
		expect(pages).toContain('/analysis');
		await page.goto('/analysis/');
		await expect(page).toHaveURL(/\/analysis$/);
		await expectRendered(page);
	});
});

test.describe('updates', () => {
	let root: string;
	let server: Awaited<ReturnType<typeof startServer>> | undefined;

	test.beforeEach(() => {
		// A copy, so the test can publish a "new version" without touching build/.
		root = mkdtempSync(join(tmpdir(), 'poddavki-update-'));
		cpSync(buildDir, join(root, 'build'), { recursive: true });
		mkdirSync(join(root, 'scripts'));
		cpSync(join(repo, 'scripts', 'serve.js'), join(root, 'scripts', 'serve.js'));
	});

	test.afterEach(async () => {
		await server?.stop();
		rmSync(root, { recursive: true, force: true });
	});

	test('a new version waits for the user, keeps the data, and reloads once', async ({ browser }, testInfo) => {
		server = await startServer(root);
		const context = await browser.newContext({ ...projectContext(testInfo), baseURL: server.url });
		const page = await context.newPage();
		await page.goto('/');
		await waitForControl(page);

		// Data saved on the device before the update.
		await page.evaluate(async () => {
			localStorage.setItem('pwa-test', 'kept');
			await new Promise<void>((resolve, reject) => {
				const open = indexedDB.open('pwa-test', 1);
				open.onupgradeneeded = () => open.result.createObjectStore('notes');
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const tx = open.result.transaction('notes', 'readwrite');
					tx.objectStore('notes').put('a note', 'first');
					tx.oncomplete = () => {
						open.result.close();
						resolve();
					};
					tx.onerror = () => reject(tx.error);
				};
			});
		});

		// A second tab, in the middle of something: it must never reload by itself.
		const other = await context.newPage();
		await other.goto('/analysis');
		await waitForControl(other);

		const marker = (p: Page) => p.evaluate(() => (window as unknown as { marker?: string }).marker ?? null);
		for (const p of [page, other]) await p.evaluate(() => ((window as unknown as { marker?: string }).marker = 'old page'));

		// Publish a new version: the same files, a new version string in the worker.
		const { version } = JSON.parse(readFileSync(join(root, 'build', '_app', 'version.json'), 'utf8')) as { version: string };
		const swFile = join(root, 'build', 'service-worker.js');
		const sw = readFileSync(swFile, 'utf8');
		expect(sw).toContain(version);
		writeFileSync(swFile, sw.split(version).join(`${version}-next`) + '\n// next version\n');

		let loads = 0;
		page.on('load', () => loads++);
		await page.evaluate(async () => {
			const registration = await navigator.serviceWorker.getRegistration();
			await registration?.update();
		});

		// Both tabs offer the update; neither reloads.
		for (const p of [page, other]) {
			await expect(p.locator('[data-update-banner="waiting"]')).toBeVisible({ timeout: 30_000 });
			await expect(p.locator('[data-update-banner]')).toContainText('A new version is ready.');
		}
		await page.waitForTimeout(500);
		expect(await marker(page)).toBe('old page');
		expect(loads).toBe(0);

		await page.getByRole('button', { name: 'Reload', exact: true }).click();
		await expect.poll(() => loads, { timeout: 15_000 }).toBe(1);
		await page.locator('body[data-hydrated]').waitFor();
		expect(await marker(page)).toBeNull();
		await expect(page.locator('[data-update-banner]')).toHaveCount(0);

		const after = await page.evaluate(async () => {
			const note = await new Promise<unknown>((resolve, reject) => {
				const open = indexedDB.open('pwa-test', 1);
				open.onerror = () => reject(open.error);
				open.onsuccess = () => {
					const get = open.result.transaction('notes').objectStore('notes').get('first');
					get.onsuccess = () => {
						open.result.close();
						resolve(get.result);
					};
					get.onerror = () => reject(get.error);
				};
			});
			return { stored: localStorage.getItem('pwa-test'), note, caches: await caches.keys() };
		});
		expect(after).toEqual({ stored: 'kept', note: 'a note', caches: [`poddavki-${version}-next`] });

		// The other tab kept its state and now says the new version is active.
		await expect(other.locator('[data-update-banner="activated"]')).toBeVisible();
		expect(await marker(other)).toBe('old page');

		// Exactly one reload.
		await page.waitForTimeout(500);
		expect(loads).toBe(1);
		await context.close();
	});
});

/** A copy of build/ with its own serve.js, so a test can change files as a deployment would. */
function copyOfBuild(): string {
	const root = mkdtempSync(join(tmpdir(), 'poddavki-deploy-'));
	cpSync(buildDir, join(root, 'build'), { recursive: true });
	mkdirSync(join(root, 'scripts'));
	cpSync(join(repo, 'scripts', 'serve.js'), join(root, 'scripts', 'serve.js'));
	return root;
}

/** The last shard of the build and a puzzle in it. */
function lastShard(root: string): { path: string; file: string; id: string } {
	const index = JSON.parse(readFileSync(join(root, 'build', 'bank', 'index.json'), 'utf8')) as {
		shards: string[];
		puzzles: [string, number, number, number, number][];
	};
	const n = index.shards.length - 1;
	const name = index.shards[n];
	return { path: `/bank/shards/${name}.json`, file: join(root, 'build', 'bank', 'shards', `${name}.json`), id: index.puzzles.find((r) => r[4] === n)![0] };
}

/** What the worker's caches hold under `path`: its content type and whether it reads as a shard. */
function cachedShard(page: Page, path: string, cacheName?: string) {
	return page.evaluate(
		async ([path, cacheName]) => {
			const r = cacheName ? await (await caches.open(cacheName)).match(path) : await caches.match(path);
			if (!r) return null;
			const text = await r.text();
			let puzzles = -1;
			try {
				puzzles = (JSON.parse(text) as { puzzles: unknown[] }).puzzles.length;
			} catch {
				// not JSON
			}
			return { type: (r.headers.get('content-type') ?? '').split(';')[0], puzzles };
		},
		[path, cacheName] as const
	);
}

test.describe('a deployment still uploading', () => {
	let root: string;
	let server: Awaited<ReturnType<typeof startServer>> | undefined;

	test.beforeEach(() => {
		root = copyOfBuild();
	});

	test.afterEach(async () => {
		await server?.stop();
		rmSync(root, { recursive: true, force: true });
	});

	test('a shard the host answers with its fallback page is never stored: the page says the data is damaged, and once the upload is complete the puzzle works online and offline', async ({
		browser
	}, testInfo) => {
		const shard = lastShard(root);
		// Not uploaded yet: the host answers its address with the app shell, status 200.
		for (const ext of ['', '.br', '.gz']) renameSync(shard.file + ext, join(root, `aside${ext}`));
		server = await startServer(root, { FALLBACK: 'all' });
		const context = await browser.newContext({ ...projectContext(testInfo), baseURL: server.url });
		const page = await context.newPage();
		await page.goto('/');
		await page.locator('body[data-hydrated]').waitFor();
		// The worker's install refuses the page as a shard (and so does not finish); nothing stores it.
		await page.waitForTimeout(5000);
		expect(await cachedShard(page, shard.path)).toBeNull();

		await page.goto(`/puzzles/${shard.id}`);
		await expect(page.locator('[data-error-page="bank"]')).toBeVisible();
		await expect(page.locator('[data-error-page="bank"]')).toHaveAttribute('data-bank-error', 'damaged');
		await expect(page.locator('main')).toContainText('incomplete or damaged');
		await expect(page.locator('main')).not.toContainText('network');
		expect(await cachedShard(page, shard.path)).toBeNull();

		// The upload completes; the next visit installs the worker with the real shard.
		for (const ext of ['', '.br', '.gz']) renameSync(join(root, `aside${ext}`), shard.file + ext);
		await page.goto('/');
		await waitForControl(page);
		await page.goto(`/puzzles/${shard.id}`);
		await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-id', shard.id);
		expect(await cachedShard(page, shard.path)).toMatchObject({ type: 'application/json', puzzles: expect.any(Number) });

		await server.stop();
		await context.setOffline(true);
		await page.reload();
		await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-id', shard.id);
		await context.close();
	});

	test('a bad shard in the cache is never carried into the next version, and is healed from the network', async ({ browser }, testInfo) => {
		const shard = lastShard(root);
		server = await startServer(root);
		const context = await browser.newContext({ ...projectContext(testInfo), baseURL: server.url });
		const page = await context.newPage();
		await page.goto('/');
		await waitForControl(page);
		const { version } = JSON.parse(readFileSync(join(root, 'build', '_app', 'version.json'), 'utf8')) as { version: string };
		const current = `poddavki-${version}`;
		expect(await cachedShard(page, shard.path, current)).toMatchObject({ type: 'application/json' });

		// What an older worker stored during a half-uploaded deployment: the host's page as the shard.
		await page.evaluate(
			async ([cacheName, path]) => {
				const shell = await (await caches.open(cacheName)).match('/200.html');
				await (await caches.open(cacheName)).put(path, new Response(await shell!.text(), { headers: { 'content-type': 'text/html; charset=utf-8' } }));
			},
			[current, shard.path] as const
		);
		expect(await cachedShard(page, shard.path, current)).toEqual({ type: 'text/html', puzzles: -1 });

		// A new version (the same files, a new version string): its cache gets the real shard, not the bad copy.
		const swFile = join(root, 'build', 'service-worker.js');
		writeFileSync(swFile, readFileSync(swFile, 'utf8').split(version).join(`${version}-next`) + '\n// next version\n');
		await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
		await expect(page.locator('[data-update-banner="waiting"]')).toBeVisible({ timeout: 30_000 });
		const next = await cachedShard(page, shard.path, `poddavki-${version}-next`);
		expect(next?.type).toBe('application/json');
		expect(next?.puzzles).toBeGreaterThan(0);

		// The running version heals its own bad entry from the network when the shard is asked for.
		await page.goto(`/puzzles/${shard.id}`);
		await expect(page.locator('[data-puzzle-state]')).toHaveAttribute('data-puzzle-id', shard.id);
		expect((await cachedShard(page, shard.path, current))?.type).toBe('application/json');
		await context.close();
	});
});
