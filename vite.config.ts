import { sveltekit } from '@sveltejs/kit/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { loadBank } from './src/lib/bank/load-node';
import { formatBankError } from './src/lib/bank/validate';

/** Refuse to build with a broken puzzle bank (the schema check; verify-bank proves the claims). */
function bankCheck(): Plugin {
	return {
		name: 'bank-check',
		apply: 'build',
		buildStart() {
			const { errors } = loadBank('puzzles');
			if (errors.length) this.error(`The puzzle bank has ${errors.length} error(s):\n${errors.map(formatBankError).join('\n')}`);
		}
	};
}

export default defineConfig({
	plugins: [bankCheck(), sveltekit()],
	test: {
		include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
		environment: 'node',
		testTimeout: 60_000,
		// The console report for people, a JSON one for .ci/run's summary line.
		reporters: ['default', 'json'],
		outputFile: { json: 'test-results/vitest.json' }
	}
});
