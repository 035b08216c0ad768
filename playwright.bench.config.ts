// Benchmarks in Chromium that print figures (never assertions of speed):
// `E2E_PORT=4302 npx playwright test -c playwright.bench.config.ts` (see the README).
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
	...base,
	testDir: 'tests/bench',
	testMatch: '*.bench.ts',
	reporter: [['list']],
	use: { ...base.use, trace: 'off' },
	timeout: 3_600_000,
	projects: base.projects?.filter((p) => p.name === 'pixel-7')
});
