// Which folder may import which (the picture is docs/architecture.md):
// routes -> features -> app -> shared ui -> i18n -> domain -> engine, and one feature
// imports another only along FEATURE_EDGES; the engine's lab (src/lab) is the CLI's
// and the tests', never the app's. Checked on resolved paths
// (import-x/no-restricted-paths), so `$lib/...` and relative imports count alike,
// and local/no-cycle (eslint.cycles.js) refuses any cycle, type-only imports
// included. tests/unit/boundaries.test.ts shows that a wrong-way import and a cycle
// fail the lint.
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import ts from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { cyclesPlugin } from './eslint.cycles.js';

const lib = (dir) => `./src/lib/${dir}`;
/** Modules that know the game, the bank and the device store, and nothing of pages. */
const DOMAIN = [
	'engine',
	'solver',
	'engine-player',
	'tablebase',
	'bank',
	'progress',
	'puzzle',
	'study',
	'opponent',
	'training',
	'review',
	'generator',
	'learn',
	'worker',
	'random.ts',
	// The one counting convention of every statement about a decided position.
	'count.ts'
];
/** What a domain module must never import. */
const ABOVE_DOMAIN = ['./src/lib/ui', './src/lib/app', './src/lib/features', './src/lib/pwa', './src/lib/styles', './src/routes'];
/**
 * The features (src/lib/features/*) and which other features each may import: nothing else, and
 * no loops. docs/architecture.md draws this; a new feature or edge is added here and there.
 */
export const FEATURE_EDGES = {
	analysis: ['game-vs-app', 'eval'],
	eval: [],
	'game-vs-app': [],
	learn: [],
	play: ['game-vs-app'],
	progress: [],
	puzzle: [],
	review: [],
	settings: [],
	shell: [],
	study: ['eval', 'review'],
	tablebase: [],
	today: ['puzzle', 'training'],
	training: ['puzzle', 'progress'],
	twelve: []
};
/** Everything of ours outside the engine (the engine's own files may import each other). */
const OUTSIDE_ENGINE = [
	...readdirSync('./src/lib', { withFileTypes: true })
		.filter((e) => e.name !== 'engine')
		.map((e) => lib(e.name)),
	'./src/routes',
	'./src/cli',
	'./src/lab',
	'./src/service-worker.ts',
	'./tests'
];

const zones = [
	// The engine imports nothing of ours.
	{ target: lib('engine'), from: './src', except: ['./lib/engine'], message: 'The engine imports nothing of ours.' },
	// The solver sees only the engine and the endgame tables (its tests also use the seeded random helper), and its client the worker channel.
	{
		target: lib('solver'),
		from: './src',
		except: ['./lib/engine', './lib/solver', './lib/tablebase', './lib/random.ts', './lib/worker'],
		message: 'The solver imports only the engine and the tablebase.'
	},
	// The worker channel (src/lib/worker) imports nothing of ours: every worker client builds on it.
	{ target: lib('worker'), from: './src', except: ['./lib/worker'], message: 'The worker channel imports nothing of ours.' },
	// Domain modules never reach up to interface, features or pages.
	...DOMAIN.filter((d) => d !== 'engine' && d !== 'solver').map((d) => ({
		target: lib(d),
		from: ABOVE_DOMAIN,
		message: 'Domain modules (the engine-player, bank, progress, puzzle, review, generator, ...) never import interface, features or routes.'
	})),
	// Of the interface texts, domain code may word an error code in English for the CLI and verify-bank
	// (i18n/errors.ts, i18n/plural.ts: pure functions); the language state and the tables are the pages'.
	...DOMAIN.filter((d) => d !== 'engine' && d !== 'solver').map((d) => ({
		target: lib(d),
		from: './src/lib/i18n',
		except: ['./errors.ts', './plural.ts'],
		message: "Domain modules may word errors with i18n/errors.ts only; the interface texts are the pages'."
	})),
	// Interface texts know the game's types, not pages or features.
	{ target: lib('i18n'), from: ['./src/lib/ui', './src/lib/features', './src/routes'], message: 'i18n imports only domain types.' },
	// The shared board and controls serve features; they do not know them.
	{ target: lib('ui'), from: ['./src/lib/features', './src/routes'], message: 'Shared ui (board, controls) never imports a feature or a route.' },
	// App-wide services (the progress port, the clock, worker handles) serve the features and know none of them.
	{ target: lib('app'), from: ['./src/lib/features', './src/routes'], message: 'src/lib/app serves the features; it never imports a feature or a route.' },
	// The shared ui sits below the app services.
	{ target: lib('ui'), from: lib('app'), message: 'Shared ui never imports src/lib/app.' },
	// A feature imports another feature only along a declared edge.
	...Object.entries(FEATURE_EDGES).map(([feature, may]) => ({
		target: lib(`features/${feature}`),
		from: './src/lib/features',
		except: [`./${feature}`, ...may.map((m) => `./${m}`)],
		message: `Feature '${feature}' may import only the features ${may.length ? may.join(', ') : '(none)'} (FEATURE_EDGES in eslint.boundaries.js).`
	})),
	// Outside the engine, only its surface (index.ts) and its bit-level interface (internal.ts).
	{
		target: OUTSIDE_ENGINE,
		from: lib('engine'),
		except: ['./index.ts', './internal.ts'],
		message: 'Outside the engine, import only $lib/engine or $lib/engine/internal.'
	},
	// Pages read and write progress through the port (src/lib/app/progress-link.ts), never the store itself.
	{
		target: ['./src/lib/features', './src/routes'],
		from: [lib('progress/store.ts'), lib('progress/db.ts')],
		message: 'Features and routes reach the progress store only through src/lib/app (the progress port).'
	},
	// The engine's lab (fitting, datasets, matches, the baseline, deep wins) is for the CLI and tests: the app never imports it.
	{
		target: ['./src/lib', './src/routes', './src/service-worker.ts'],
		from: './src/lab',
		message: 'The engine lab (src/lab) is for the CLI and tests; the app never imports it.'
	},
	{ target: './src/lab', from: ABOVE_DOMAIN, message: 'The engine lab builds on domain modules only, never on interface, features or routes.' },
	// Nothing imports a route.
	{ target: ['./src/lib', './src/cli', './src/lab', './src/service-worker.ts', './tests'], from: './src/routes', message: 'Nothing imports from routes.' }
];

/**
 * At run time, features and routes load the progress module ($lib/progress: the store, Dexie)
 * only through src/lib/app (app/progress-device.ts, the progress link); its types are free.
 * import-x cannot let type imports through, so static imports are checked by
 * @typescript-eslint/no-restricted-imports and `import()` by no-restricted-syntax.
 */
const PROGRESS_MODULE = String.raw`^(\$lib/|(\.\./)+(lib/)?)progress(/index(\.ts)?)?$`;
export const PROGRESS_RUNTIME_MESSAGE =
	'Features and routes load $lib/progress at run time only through src/lib/app (app/progress-device.ts or the progress link); type imports are free.';

/**
 * Views never make a worker client themselves: each kind has its handle in
 * src/lib/app (solver-handle.ts, solver-worker.ts, engine-handle.ts,
 * tablebase-handle.ts, review-handle.ts). The clients' types and errors are free.
 */
const WORKER_CLIENT = String.raw`^(\$lib/|(\.\./)+(lib/)?)(solver|engine-player|tablebase|review)/client(\.ts)?$`;
export const WORKER_CLIENT_MESSAGE = 'Views get a worker client from its handle in src/lib/app (one per kind), never make one themselves.';

export default [
	{
		files: ['src/lib/features/**/*.ts', 'src/lib/features/**/*.svelte', 'src/routes/**/*.ts', 'src/routes/**/*.svelte'],
		plugins: { '@typescript-eslint': ts.plugin },
		rules: {
			'@typescript-eslint/no-restricted-imports': [
				'error',
				{
					patterns: [
						{ regex: PROGRESS_MODULE, allowTypeImports: true, message: PROGRESS_RUNTIME_MESSAGE },
						{
							regex: WORKER_CLIENT,
							importNames: ['createSolverClient', 'createEngineClient', 'createTablebaseClient', 'createReviewClient', 'createReproveClient'],
							message: WORKER_CLIENT_MESSAGE
						}
					]
				}
			],
			'no-restricted-syntax': [
				'error',
				{ selector: `ImportExpression[source.value=/${PROGRESS_MODULE.replaceAll('/', '\\/')}/]`, message: PROGRESS_RUNTIME_MESSAGE }
			]
		}
	},
	{
		files: ['src/**/*.ts', 'src/**/*.js', 'src/**/*.svelte', 'tests/**/*.ts'],
		plugins: { 'import-x': importX, local: cyclesPlugin },
		// import-x parses the files an import leads to with these options: Svelte files' scripts are TypeScript.
		languageOptions: { parserOptions: { parser: ts.parser, extraFileExtensions: ['.svelte'] } },
		settings: {
			'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json', extensions: ['.ts', '.js', '.svelte', '.json'] })],
			'import-x/extensions': ['.ts', '.js', '.svelte'],
			'import-x/parsers': { 'svelte-eslint-parser': ['.svelte'], '@typescript-eslint/parser': ['.ts', '.js'] }
		},
		rules: {
			'import-x/no-restricted-paths': ['error', { zones }],
			'local/no-cycle': 'error'
		}
	}
];
