// ESLint flat config: TypeScript and Svelte rules for the whole tree.
import js from '@eslint/js';
import ts from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import svelteConfig from './svelte.config.js';
import boundaries from './eslint.boundaries.js';

export default ts.config(
	// tests/fixtures/boundaries holds a deliberate import cycle (tests/unit/boundaries.test.ts lints it).
	{ ignores: ['build/', '.svelte-kit/', 'node_modules/', 'test-results/', 'playwright-report/', 'static/', 'tests/fixtures/boundaries/'] },
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } }
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: { extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig }
		}
	},
	{
		rules: {
			// The app is served from the origin's root (no kit.paths.base), so resolve() would add nothing to a link.
			'svelte/no-navigation-without-resolve': 'off',
			// It flags every Map, Date or URLSearchParams in a component or runes file, also the private,
			// non-reactive ones; reactive state here is $state.raw, replaced whole.
			'svelte/prefer-svelte-reactivity': 'off',
			// `{' '}` keeps a space between inline elements that a line break in the markup would drop.
			'svelte/no-useless-mustaches': 'off',
			'@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true }],
			// `_name` marks a value left unused on purpose (destructuring it away, a required parameter).
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }]
		}
	},
	...boundaries,
	{
		// Validators refuse control characters on purpose.
		files: ['src/lib/progress/validate.ts'],
		rules: { 'no-control-regex': 'off' }
	}
);
