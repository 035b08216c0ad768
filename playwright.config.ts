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

export default defineConfig({
	testDir: 'tests/e2e',
	// Not the default test-results/: Playwright empties its outputDir at start,
	// which would delete Vitest's report written there just before.
	outputDir: 'test-results/playwright-artifacts',
	forbidOnly: !!process.env.CI,
	retries: 0,
	workers: 1,
	reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
	use: {
		baseURL,
		launchOptions,
		trace: 'retain-on-failure'
	},
	projects: [
		{
			name: 'desktop-chromium',
			use: { ...devices['Desktop Chrome'], baseURL, launchOptions }
		},
		{
			name: 'pixel-7',
			use: { ...devices['Pixel 7'], baseURL, launchOptions }
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
