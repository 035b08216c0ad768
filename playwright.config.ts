import { defineConfig, devices } from '@playwright/test';

// Debian's chromium (apt-get install -y chromium); Playwright's own browser
// download does not work on these machines (see shared/docs/stack.md).
const launchOptions = {
	executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-dev-shm-usage',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync'
	]
};

// E2E_PORT lets several checkouts run their suites side by side.
const port = process.env.E2E_PORT || '4173';
const baseURL = `http://localhost:${port}`;

const desktop = { ...devices['Desktop Chrome'], baseURL, launchOptions };
const phone = { ...devices['Pixel 7'], baseURL, launchOptions };
const TIMING = /@timing/;
// The phone is the app's first screen: every spec runs on it. The desktop runs what a
// wide screen, a mouse and a keyboard change (layout, navigation, board input, the
// editor, installability), not again the logic the phone runs (saves, offline,
// training...): that doubled CI's time for nothing. The accessibility audit runs in
// English with the light palette on the desktop and in Russian with the dark one
// on the phone: both languages, both palettes, both layouts, once each.
const DESKTOP_SPECS = ['a11y', 'analysis-editor', 'board', 'home', 'language', 'manifest', 'phone'].map((s) => `${s}.spec.ts`);
const RU_DARK = /in ru, dark scheme/;
const EN_LIGHT = /in en, light scheme/;

export default defineConfig({
	testDir: 'tests/e2e',
	// Not the default test-results/: Playwright empties its outputDir at start,
	// which would delete Vitest's report written there just before.
	outputDir: 'test-results/playwright-artifacts',
	forbidOnly: !!process.env.CI,
	retries: 0,
	// Both cores: the suite is long. Tests tagged @timing measure frame times, so they
	// run after the rest, one at a time (the timing projects below).
	workers: 2,
	reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
	use: {
		baseURL,
		launchOptions,
		trace: 'retain-on-failure'
	},
	projects: [
		{
			name: 'desktop-chromium',
			testMatch: DESKTOP_SPECS,
			grepInvert: [TIMING, RU_DARK],
			use: desktop
		},
		{
			name: 'pixel-7',
			grepInvert: [TIMING, EN_LIGHT],
			use: phone
		},
		{
			name: 'desktop-chromium-timing',
			grep: TIMING,
			dependencies: ['desktop-chromium', 'pixel-7'],
			// One at a time: two frame-time tests side by side on two cores measure each other.
			workers: 1,
			use: desktop
		},
		{
			name: 'pixel-7-timing',
			grep: TIMING,
			dependencies: ['desktop-chromium-timing'],
			workers: 1,
			use: phone
		}
	],
	webServer: {
		command: 'npm run build && node scripts/serve.js',
		env: { PORT: port },
		url: baseURL,
		reuseExistingServer: !process.env.CI,
		// The build alone takes over two minutes when the machine is busy.
		timeout: 300_000
	}
});
