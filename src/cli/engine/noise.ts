/**
 * `engine noise --data FILE [--count N] [--seed S] [--movetime MS] [--factor K] [--eval FILE] [--jobs J] [--out FILE]`:
 * the search's own noise per phase (src/lab/noise.ts): N positions of each
 * phase from the dataset's games that no proof settles; in each, the move
 * of the strongest level at the review's budget (MS x 1000 nodes, default
 * the review's) and what it loses against a search with K times the nodes
 * (default 10). One line per position in order, then one summary line per
 * phase and one for all. Progress on stderr. The same options give the same
 * lines on any machine and with any number of threads. --out FILE also
 * writes the per-phase summary as JSON (src/lab/noise.ts NoiseFile; the
 * app's src/lib/engine-player/noise.json), with the SHA-256 of the weights
 * file searched with.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { DatasetError, readDataset } from '../../lab/dataset-file';
import { noiseFile, NoiseMeter, noiseLine, noiseSample, summarise, summaryLine, type NoiseOptions, type NoiseResult, type NoiseTask } from '../../lab/noise';
import { evaluatorOf, type WeightsFile } from '../../lib/engine-player/eval';
import { PHASES } from '../../lib/engine-player/trust';
import { DEFAULT_REVIEW_MOVETIME_MS } from '../../lib/review/review';
import { clip } from '../../lib/i18n/errors';
import { diskLoader } from '../../lib/tablebase/files-node';
import { TableSet } from '../../lib/tablebase/table';
import { intOption, parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';
import { canUseWorkers, WorkerPool } from '../pool';

const USAGE = 'usage: engine noise --data FILE [--count N] [--seed S] [--movetime MS] [--factor K] [--eval FILE] [--jobs J] [--out FILE]';

/** The app's weights file, searched with when no --eval is given. */
export const APP_WEIGHTS = 'src/lib/engine-player/weights.json';

export interface NoiseSetup {
	movetimeMs: number;
	factor: number;
	/** The evaluation to search with, when not the app's (a weights file's contents). */
	weights?: WeightsFile;
}

/** Measures one position (on whichever thread). */
export function noiseRunner(setup: NoiseSetup): (task: NoiseTask) => NoiseResult {
	const options: NoiseOptions = {
		movetimeMs: setup.movetimeMs,
		factor: setup.factor,
		tablebase: new TableSet(diskLoader('.')),
		evaluator: setup.weights ? evaluatorOf(setup.weights) : undefined
	};
	const meter = new NoiseMeter(options);
	return (task) => meter.measure(task);
}

export async function noiseCommand(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { data: true, count: true, seed: true, movetime: true, factor: true, eval: true, jobs: true, out: true });
	const data = parsed.options.get('data');
	if (parsed.positional.length || !data) throw new CliError(USAGE);
	const count = intOption(parsed, 'count', 100, 1, 100_000);
	const seed = intOption(parsed, 'seed', 1, 0, 2 ** 32 - 1);
	const movetimeMs = intOption(parsed, 'movetime', DEFAULT_REVIEW_MOVETIME_MS, 1, 3_600_000);
	const factor = intOption(parsed, 'factor', 10, 2, 1000);
	const jobs = canUseWorkers() ? intOption(parsed, 'jobs', Math.min(2, availableParallelism()), 1, 64) : 1;
	let weights: WeightsFile | undefined;
	const evalPath = parsed.options.get('eval');
	let weightsBytes: Buffer | undefined;
	if (evalPath !== undefined) {
		try {
			weightsBytes = readFileSync(evalPath);
			weights = JSON.parse(weightsBytes.toString('utf8')) as WeightsFile;
			evaluatorOf(weights);
		} catch (e) {
			throw new CliError(`--eval ${clip(evalPath)}: ${e instanceof Error ? e.message : String(e)}`);
		}
	}
	const out = parsed.options.get('out');
	if (out !== undefined && weightsBytes === undefined) {
		try {
			weightsBytes = readFileSync(APP_WEIGHTS);
		} catch {
			throw new CliError(`--out: cannot read ${APP_WEIGHTS} to name the weights searched with (run from the repository, or give --eval)`);
		}
	}
	let tasks: NoiseTask[];
	try {
		tasks = noiseSample(readDataset(new Uint8Array(readFileSync(data))), count, seed);
	} catch (e) {
		if (e instanceof DatasetError) throw new CliError(`${data}: ${e.message}`);
		if (e instanceof Error && 'code' in e) throw new CliError(`cannot read ${data}: ${e.message}`);
		throw e;
	}
	const setup: NoiseSetup = { movetimeMs, factor, weights };
	const results: (NoiseResult | undefined)[] = new Array(tasks.length);
	const t0 = performance.now();
	let printed = 0;
	let finished = 0;
	const take = (r: NoiseResult) => {
		results[r.index] = r;
		finished++;
		// In order, as soon as the positions before are measured.
		while (printed < tasks.length && results[printed]) io.out(noiseLine(results[printed++]!));
		io.err(`${((performance.now() - t0) / 1000).toFixed(0)} s: ${finished} of ${tasks.length} positions`);
	};
	if (jobs > 1 && tasks.length > 1) {
		const pool = new WorkerPool<NoiseTask, NoiseResult>({ role: 'noise-position', init: setup }, Math.min(jobs, tasks.length));
		try {
			await Promise.all(tasks.map((t) => pool.run(t).then(take)));
		} finally {
			await pool.close();
		}
	} else {
		const run = noiseRunner(setup);
		for (const t of tasks) take(run(t));
	}
	const all = results as NoiseResult[];
	for (const phase of PHASES) io.out(summaryLine(summarise(all, phase)));
	io.out(summaryLine(summarise(all, 'all')));
	if (out !== undefined && weightsBytes !== undefined) {
		const sha = createHash('sha256').update(weightsBytes).digest('hex');
		const command = [
			'engine',
			'noise',
			...argv.filter((_, i) => argv[i] !== '--jobs' && argv[i - 1] !== '--jobs' && argv[i] !== '--out' && argv[i - 1] !== '--out')
		].join(' ');
		try {
			writeFileSync(out, JSON.stringify(noiseFile(all, command, sha, setup), null, '\t') + '\n');
		} catch (e) {
			throw new CliError(`cannot write ${clip(out)}: ${e instanceof Error ? e.message : String(e)}`);
		}
		io.err(`wrote ${out}`);
	}
	return EXIT_OK;
}
