import { sveltekit } from '@sveltejs/kit/vite';
import { defineConfig } from 'vitest/config';
import { chunkGroup, hasSideEffects } from './scripts/chunk-groups.js';

export default defineConfig({
	plugins: [sveltekit()],
	build: {
		// Fewer, larger shared chunks: fewer files for the service worker to precache (scripts/chunk-groups.js).
		rolldownOptions: {
			output: { codeSplitting: { groups: [{ name: chunkGroup }] } },
			// The app's own modules do nothing when imported but declare (styles aside): one whose
			// exports a page does not use stays out of that page's files, even when a barrel
			// (`$lib/engine`, `$lib/ui/board`) or a shared module reaches it. This keeps the
			// first screen of `/` small (tests/e2e/first-screen.spec.ts).
			treeshake: { moduleSideEffects: hasSideEffects }
		}
	},
	test: {
		include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
		environment: 'node',
		// Every text, as on any page but `/` (src/lib/i18n/more.ts).
		setupFiles: ['src/lib/i18n/more.ts'],
		testTimeout: 60_000,
		// The console report for people, a JSON one for .ci/run's summary line.
		reporters: ['default', 'json'],
		outputFile: { json: 'test-results/vitest.json' }
	}
});
