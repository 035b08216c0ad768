import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';
import { chunkGroup } from './scripts/chunk-groups.js';

export default defineConfig({
	plugins: [sveltekit()],
	build: {
		// Fewer, larger shared chunks: fewer files for the service worker to precache (scripts/chunk-groups.js).
		rolldownOptions: { output: { codeSplitting: { groups: [{ name: chunkGroup }] } } }
	},
	test: {
		include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
		environment: 'node',
		testTimeout: 60_000,
		// The console report for people, a JSON one for .ci/run's summary line.
		reporters: ['default', 'json'],
		outputFile: { json: 'test-results/vitest.json' }
	}
});
