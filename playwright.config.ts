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
			grepInvert: TIMING,
			use: desktop
		},
		{
			name: 'pixel-7',
			grepInvert: TIMING,
			use: phone
		},
		{
			name: 'desktop-chromium-timing',
			grep: TIMING,
			dependencies: ['desktop-chromium', 'pixel-7'],
			use: desktop
		},
		{
			name: 'pixel-7-timing',
			grep: TIMING,
			dependencies: ['desktop-chromium-timing'],
			use: phone
		}
	],
	webServer: {
		command: 'npm run build && node scripts/serve.js',
		env: { PORT: port },
		url: baseURL,
		reuseExistingServer: !process.env.CI,
		timeout: 120_000
	}
});
