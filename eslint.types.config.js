// Type-aware lint: only the rules that need the type checker (no-floating-promises,
// switch-exhaustiveness-check), kept out of eslint.config.js so `npm run lint` stays fast.
// `npm run lint:types` runs it; `npm test` runs it beside `npm run check` (scripts/parallel.js).
// TypeScript files only (the controllers, .svelte.ts, included): typed linting of .svelte
// components goes through svelte2tsx per file and costs minutes; their scripts hand work to
// controllers, and svelte-check types them.
import ts from 'typescript-eslint';

export default [
	{ ignores: ['build/', '.svelte-kit/', 'node_modules/', 'test-results/', 'playwright-report/', 'static/', 'tests/fixtures/'] },
	// Only these rules run here: disable directives for the others are eslint.config.js's business.
	{ linterOptions: { reportUnusedDisableDirectives: 'off' } },
	{
		files: ['src/**/*.ts', 'tests/**/*.ts'],
		languageOptions: {
			parser: ts.parser,
			parserOptions: {
				// The service worker is typed on its own (the webworker lib), outside tsconfig.json.
				projectService: { allowDefaultProject: ['src/service-worker.ts'] },
				tsconfigRootDir: import.meta.dirname
			}
		},
		plugins: { '@typescript-eslint': ts.plugin },
		rules: {
			'@typescript-eslint/no-floating-promises': 'error',
			'@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }]
		}
	}
];
