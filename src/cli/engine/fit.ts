/**
 * `engine fit --data FILE [--model NAME] [--out FILE] [--calibration FILE]`:
 * fits the evaluation to the labelled dataset FILE (made by `engine
 * dataset`, src/lab/dataset-file.ts) with the recipe of a model family
 * (src/lab/fit-run.ts), prints the figures measured on the held-out
 * positions (log-loss per phase and source, the reliability table per
 * phase), and writes the weights file and the calibration file. The same
 * data and options give the same bytes. `--measure WEIGHTS` fits nothing:
 * it prints the same held-out figures for a weights file made elsewhere
 * (the app's, an older fit), so families compare on the same games.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { DatasetError, readDataset } from '../../lab/dataset-file';
import { DEFAULT_RECIPE, jsonText, measureEvaluator, RECIPES, runFit } from '../../lab/fit-run';
import { evaluatorOf, type WeightsFile } from '../../lib/engine-player/eval';
import { clip } from '../../lib/i18n/errors';
import { parseArgs } from '../args';
import { CliError, EXIT_OK, type Io } from '../io';

const USAGE = `usage: engine fit --data FILE [--model ${Object.keys(RECIPES).join('|')}] [--out FILE] [--calibration FILE] | engine fit --data FILE --measure WEIGHTS [--calibration FILE]`;

export async function fitCommand(argv: string[], io: Io): Promise<number> {
	const parsed = parseArgs(argv, { data: true, model: true, out: true, calibration: true, measure: true });
	const data = parsed.options.get('data');
	if (parsed.positional.length || !data) throw new CliError(USAGE);
	const model = parsed.options.get('model') ?? DEFAULT_RECIPE;
	if (!Object.hasOwn(RECIPES, model)) throw new CliError(`--model must be one of ${Object.keys(RECIPES).join(', ')}, got "${clip(model)}"`);
	const recipe = RECIPES[model];
	let bytes: Uint8Array;
	try {
		bytes = new Uint8Array(readFileSync(data));
	} catch (e) {
		throw new CliError(`cannot read ${data}: ${e instanceof Error ? e.message : String(e)}`);
	}
	const t0 = performance.now();
	const log = (text: string) => io.err(`${((performance.now() - t0) / 1000).toFixed(1)} s: ${text}`);
	let dataset;
	try {
		dataset = readDataset(bytes);
	} catch (e) {
		if (e instanceof DatasetError) throw new CliError(`${data}: ${e.message}`);
		throw e;
	}
	const sha = createHash('sha256').update(bytes).digest('hex');
	const measure = parsed.options.get('measure');
	if (measure !== undefined) {
		if (parsed.options.has('model') || parsed.options.has('out')) throw new CliError(USAGE);
		let evaluator;
		try {
			evaluator = evaluatorOf(JSON.parse(readFileSync(measure, 'utf8')) as WeightsFile);
		} catch (e) {
			throw new CliError(`--measure ${clip(measure)}: ${e instanceof Error ? e.message : String(e)}`);
		}
		const measured = measureEvaluator(dataset, evaluator, `engine fit --data ${data} --measure ${measure}`);
		io.out(measured.figures.join('\n'));
		const calibrationOut = parsed.options.get('calibration');
		if (calibrationOut) writeFileSync(calibrationOut, jsonText(measured.calibration));
		return EXIT_OK;
	}
	const command = `engine fit --data ${data} --model ${model}`;
	const report = runFit(dataset, recipe, command, sha, log);
	io.out(report.figures.join('\n'));
	const out = parsed.options.get('out');
	if (out) {
		writeFileSync(out, jsonText(report.file));
		log(`wrote ${out}`);
	}
	const calibration = parsed.options.get('calibration');
	if (calibration) {
		writeFileSync(calibration, jsonText(report.calibration));
		log(`wrote ${calibration}`);
	}
	return EXIT_OK;
}
