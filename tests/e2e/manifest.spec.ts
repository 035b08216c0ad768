/**
 * The web app manifest, its icons and screenshots, and Chromium's verdict
 * that the app can be installed.
 */
import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtPages } from './built';

interface ImageResource {
	src: string;
	sizes: string;
	type: string;
	purpose?: string;
	form_factor?: string;
	label?: string;
}

interface Manifest {
	id: string;
	lang: string;
	name: string;
	short_name: string;
	description: string;
	name_localized?: Record<string, string>;
	short_name_localized?: Record<string, string>;
	start_url: string;
	scope: string;
	display: string;
	theme_color: string;
	background_color: string;
	icons: ImageResource[];
	screenshots: ImageResource[];
}

function pngSize(png: Buffer): string {
	expect(png.readUInt32BE(0)).toBe(0x89504e47);
	expect(png.toString('ascii', 12, 16)).toBe('IHDR');
	return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

test('the manifest is served as a manifest and describes the app', async ({ request }) => {
	const response = await request.get('/manifest.webmanifest');
	expect(response.status()).toBe(200);
	expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
	const manifest = (await response.json()) as Manifest;
	expect(manifest).toMatchObject({ id: '/', lang: 'ru', start_url: '/', scope: '/', display: 'standalone' });
	expect(manifest.name).toMatch(/Поддавки/);
	expect(manifest.short_name.length).toBeLessThanOrEqual(12);
	expect(manifest.description).toMatch(/[а-яё]/i);
	expect(manifest.name_localized?.en).toMatch(/Poddavki/);
	expect(manifest.short_name_localized?.en).toBe('Poddavki');
	expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
	expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
});

test('icons and screenshots are PNGs of the sizes the manifest says', async ({ request }) => {
	const manifest = (await (await request.get('/manifest.webmanifest')).json()) as Manifest;
	for (const image of [...manifest.icons, ...manifest.screenshots]) {
		const response = await request.get(image.src);
		expect(response.status(), image.src).toBe(200);
		expect(response.headers()['content-type'], image.src).toBe('image/png');
		expect(image.type).toBe('image/png');
		expect(pngSize(await response.body()), image.src).toBe(image.sizes);
	}
	const icon = (sizes: string, purpose: string) => manifest.icons.some((i) => i.sizes === sizes && (i.purpose ?? 'any').split(' ').includes(purpose));
	expect(icon('192x192', 'any')).toBe(true);
	expect(icon('512x512', 'any')).toBe(true);
	expect(icon('512x512', 'maskable')).toBe(true);
	expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
	for (const shot of manifest.screenshots) {
		const [w, h] = shot.sizes.split('x').map(Number);
		expect(shot.form_factor === 'narrow' ? h > w : w > h, shot.src).toBe(true);
		expect(Math.max(w, h) / Math.min(w, h), shot.src).toBeLessThanOrEqual(2.3);
		expect(shot.label, shot.src).toBeTruthy();
	}
});

test('every page links the manifest and sets a theme colour', async ({ request }) => {
	const pages = builtPages();
	expect(pages).toContain('/');
	for (const path of pages) {
		const html = await (await request.get(path)).text();
		expect(html, path).toMatch(/<link rel="manifest" href="(\.\.?\/)+manifest\.webmanifest"/);
		expect(html, path).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}"/i);
	}
});

test('Chromium reports the app installable', async ({ playwright, baseURL }, testInfo) => {
	// Installability is not reported in incognito-like contexts: use a real profile.
	const profile = mkdtempSync(join(tmpdir(), 'poddavki-profile-'));
	const { launchOptions } = testInfo.project.use;
	const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale: 'en-US' });
	try {
		const page = context.pages()[0] ?? (await context.newPage());
		await page.goto('/');
		await page.locator('body[data-hydrated]').waitFor();
		await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
		const cdp = await context.newCDPSession(page);
		const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
		expect(installabilityErrors).toEqual([]);
		const { errors, url } = await cdp.send('Page.getAppManifest');
		expect(url).toBe(new URL('/manifest.webmanifest', baseURL).href);
		// Chromium's manifest parser finds no malformed member.
		expect(errors).toEqual([]);
	} finally {
		await context.close();
		rmSync(profile, { recursive: true, force: true });
	}
});
