/**
 * The import boundaries are a lint rule (eslint.boundaries.js, the cycle
 * rule in eslint.cycles.js): these cases show that a wrong-way import, an
 * app import of the engine lab and a cycle (type-only imports too) make
 * `npm run lint` fail, and that the right-way import passes.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

async function problems(code: string, filePath: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath });
	return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', { timeout: 180_000 }, () => {
	it('the engine may not import the interface', async () => {
		const found = await problems("import { Board } from '$lib/ui/board';\nexport const x = Board;\n", 'src/lib/engine/probe.ts');
		expect(found.some((p) => p.startsWith('import-x/no-restricted-paths') && p.includes('The engine imports nothing of ours'))).toBe(true);
	});

	it('the solver may import only the engine', async () => {
		const found = await problems("import { progress } from '$lib/progress';\nexport const x = progress;\n", 'src/lib/solver/probe.ts');
		expect(found.some((p) => p.includes('The solver imports only the engine'))).toBe(true);
	});

	it('a domain module may not import a feature, with a relative path too', async () => {
		const found = await problems(
			"import { PuzzleController } from '../features/puzzle/controller.svelte';\nexport const x = PuzzleController;\n",
			'src/lib/progress/probe.ts'
		);
		expect(found.some((p) => p.startsWith('import-x/no-restricted-paths'))).toBe(true);
	});

	it('nothing imports a route', async () => {
		const found = await problems("import Page from '../../../routes/+page.svelte';\nexport const x = Page;\n", 'src/lib/features/shell/probe.ts');
		expect(found.some((p) => p.includes('Nothing imports from routes'))).toBe(true);
	});

	it('the right way passes: a feature imports the engine and the shared board', async () => {
		const found = await problems(
			"import { START } from '$lib/engine';\nimport { Board } from '$lib/ui/board';\nexport const x = [START, Board];\n",
			'src/lib/features/puzzle/probe.ts'
		);
		expect(found.filter((p) => p.startsWith('import-x/'))).toEqual([]);
	});

	it('a feature may not import a feature it has no declared edge to', async () => {
		const found = await problems(
			"import { TrainingAttempt } from '$lib/features/training/attempt.svelte';\nexport const x = TrainingAttempt;\n",
			'src/lib/features/puzzle/probe.ts'
		);
		expect(found.some((p) => p.includes("Feature 'puzzle' may import only the features (none)"))).toBe(true);
	});

	it('a declared feature edge passes (training -> puzzle)', async () => {
		const found = await problems(
			"import type { PuzzleFinish } from '$lib/features/puzzle/controller.svelte';\nexport type X = PuzzleFinish;\n",
			'src/lib/features/training/probe.ts'
		);
		expect(found.filter((p) => p.startsWith('import-x/'))).toEqual([]);
	});

	it('outside the engine, an engine file other than index and internal fails, with a relative path too', async () => {
		const viaLib = await problems("import { parseFen } from '$lib/engine/fen';\nexport const x = parseFen;\n", 'src/lib/features/analysis/probe.ts');
		const relative = await problems("import { parseFen } from '../../lib/engine/fen';\nexport const x = parseFen;\n", 'src/cli/commands/probe.ts');
		const internal = await problems("import { NEXT } from '$lib/engine/internal';\nexport const x = NEXT;\n", 'src/lib/solver/probe.ts');
		for (const found of [viaLib, relative])
			expect(found.some((p) => p.includes('Outside the engine, import only $lib/engine or $lib/engine/internal'))).toBe(true);
		expect(internal.filter((p) => p.startsWith('import-x/'))).toEqual([]);
	});

	it('features and routes reach the progress store only through src/lib/app', async () => {
		const code = "import { ProgressStore } from '$lib/progress/store';\nexport const x = ProgressStore;\n";
		for (const file of ['src/lib/features/progress/probe.ts', 'src/routes/progress/probe.ts'])
			expect((await problems(code, file)).some((p) => p.includes('only through src/lib/app'))).toBe(true);
		expect((await problems(code, 'src/lib/app/probe.ts')).filter((p) => p.startsWith('import-x/'))).toEqual([]);
	});

	it('views get worker clients from their handles in src/lib/app, never make one; the clients’ errors and types are free', async () => {
		const said = (found: string[]) => found.some((p) => p.includes('from its handle in src/lib/app'));
		const make = "import { createSolverClient } from '$lib/solver/client';\nexport const x = createSolverClient;\n";
		const relative = "import { createReproveClient } from '../../review/client';\nexport const x = createReproveClient;\n";
		const free =
			"import { SolverCancelled, type SolverClient } from '$lib/solver/client';\nexport const x: SolverClient | null = null;\nexport const y = SolverCancelled;\n";
		expect(said(await problems(make, 'src/lib/features/analysis/probe.ts'))).toBe(true);
		expect(said(await problems(make, 'src/routes/analysis/probe.ts'))).toBe(true);
		expect(said(await problems(relative, 'src/lib/features/review/probe.ts'))).toBe(true);
		expect(said(await problems(free, 'src/lib/features/analysis/probe.ts'))).toBe(false);
		expect(said(await problems(make, 'src/lib/app/probe.ts'))).toBe(false);
	});

	it('the app services sit between the domain and the features', async () => {
		const domainToApp = await problems("import { progress } from '$lib/app/progress-link';\nexport const x = progress;\n", 'src/lib/bank/probe.ts');
		const appToFeature = await problems(
			"import { PuzzleController } from '$lib/features/puzzle/controller.svelte';\nexport const x = PuzzleController;\n",
			'src/lib/app/probe.ts'
		);
		expect(domainToApp.some((p) => p.includes('Domain modules'))).toBe(true);
		expect(appToFeature.some((p) => p.includes('src/lib/app serves the features'))).toBe(true);
	});

	it('features and routes load $lib/progress at run time only through src/lib/app; its types are free', async () => {
		const said = (found: string[]) => found.some((p) => p.includes('load $lib/progress at run time only through src/lib/app'));
		const value = "import { progress } from '$lib/progress';\nexport const x = progress;\n";
		const relative = "import { progress } from '../../progress';\nexport const x = progress;\n";
		const dynamic = "export const x = () => import('$lib/progress');\n";
		for (const [code, file] of [
			[value, 'src/lib/features/training/probe.ts'],
			[relative, 'src/lib/features/training/probe.ts'],
			[dynamic, 'src/lib/features/progress/probe.ts'],
			[dynamic, 'src/routes/probe.ts']
		])
			expect(said(await problems(code, file))).toBe(true);
		const typeOnly = await problems(
			"import type { ProgressStore } from '$lib/progress';\nexport type X = ProgressStore;\n",
			'src/lib/features/training/probe.ts'
		);
		const fromApp = await problems(dynamic, 'src/lib/app/probe.ts');
		expect(said(typeOnly) || said(fromApp)).toBe(false);
	});

	it('a cycle fails', async () => {
		const unignored = new ESLint({ cwd: process.cwd(), ignore: false });
		const [result] = await unignored.lintFiles(['tests/fixtures/boundaries/cycle-a.ts']);
		expect(result.messages.map((m) => m.ruleId)).toContain('local/no-cycle');
	});

	it('a cycle of type-only imports fails too (import-x/no-cycle let it pass)', async () => {
		const unignored = new ESLint({ cwd: process.cwd(), ignore: false });
		const [result] = await unignored.lintFiles(['tests/fixtures/boundaries/type-cycle-a.ts']);
		expect(result.messages.map((m) => `${m.ruleId}: ${m.message}`)).toContain(
			'local/no-cycle: Import cycle (type imports count): tests/fixtures/boundaries/type-cycle-a.ts -> tests/fixtures/boundaries/type-cycle-b.ts -> tests/fixtures/boundaries/type-cycle-a.ts'
		);
		// The two cycles the tree had before issue 32, planted again from a probe: each is refused.
		const feedback = await problems("import type { KeptTry } from './resume';\nexport type X = KeptTry;\n", 'src/lib/features/puzzle/feedback.ts');
		const types = await problems("import type { TableAnswer } from './tables';\nexport type X = TableAnswer;\n", 'src/lib/engine-player/types.ts');
		for (const found of [feedback, types]) expect(found.some((p) => p.startsWith('local/no-cycle'))).toBe(true);
	});

	it('review and generator are domain modules: an upward import fails', async () => {
		const review = await problems("import { Board } from '$lib/ui/board';\nexport const x = Board;\n", 'src/lib/review/probe.ts');
		const generator = await problems("import { progress } from '$lib/app/progress-link';\nexport const x = progress;\n", 'src/lib/generator/probe.ts');
		const feature = await problems(
			"import { ReviewController } from '../features/review/controller.svelte';\nexport const x = ReviewController;\n",
			'src/lib/review/probe.ts'
		);
		for (const found of [review, generator, feature]) expect(found.some((p) => p.includes('Domain modules'))).toBe(true);
	});

	it('the app never imports the engine lab (src/lab); the CLI may', async () => {
		const said = (found: string[]) => found.some((p) => p.includes('The engine lab (src/lab) is for the CLI and tests'));
		const fromLib = await problems("import { fitLogistic } from '../../lab/fit';\nexport const x = fitLogistic;\n", 'src/lib/engine-player/probe.ts');
		const fromFeature = await problems("import { Baseline } from '../../../lab/baseline';\nexport const x = Baseline;\n", 'src/lib/features/play/probe.ts');
		const fromRoute = await problems("import { matchFigures } from '../../lab/match';\nexport const x = matchFigures;\n", 'src/routes/play/probe.ts');
		for (const found of [fromLib, fromFeature, fromRoute]) expect(said(found)).toBe(true);
		const fromCli = await problems("import { matchFigures } from '../../lab/match';\nexport const x = matchFigures;\n", 'src/cli/engine/probe.ts');
		expect(fromCli.filter((p) => p.startsWith('import-x/') || p.startsWith('local/'))).toEqual([]);
	});
});
