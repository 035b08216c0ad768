import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
	plugins: [sveltekit()],
	test: {
		include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
		environment: 'node',
		testTimeout: 60_000,
		// The console report for people, a JSON one for .ci/run's summary line.
		reporters: ['default', 'json'],
		outputFile: { json: 'test-results/vitest.json' }
	}
});
