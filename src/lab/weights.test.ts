/**
 * The committed fits are the fits of the committed dataset: the file's
 * SHA-256 is the one each fitted weights file and docs/engine.md name, and
 * the fit `engine fit --data` runs (its command read from the file) gives
 * the weights file and its calibration file again, byte for byte: the
 * weights themselves, every one of them, not a note about them.
 *
 * The fitted files are the lab's candidates (src/lab/data/fit-MODEL.json
 * and fit-MODEL.calibration.json) and, once one of them wins at equal
 * nodes, the app's weights.json with calibration.json. Until then the
 * app's weights.json is the first learned evaluation, kept byte for byte
 * as src/lab/data/weights-linear-26.json (docs/engine.md says why), and
 * calibration.json (the app's words on how far an estimate is trusted,
 * engine-player/trust.ts) is that file measured on the committed dataset
 * by `engine fit --measure`, byte for byte.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATASET_PATH } from './dataset';
import { readDataset } from './dataset-file';
import { jsonText, measureEvaluator, RECIPES, runFit } from './fit-run';
import { evaluatorOf, type WeightsFile } from '../lib/engine-player/eval';

const APP_WEIGHTS = 'src/lib/engine-player/weights.json';
const APP_CALIBRATION = 'src/lib/engine-player/calibration.json';
const FIRST_LEARNED = 'src/lab/data/weights-linear-26.json';
const LAB = 'src/lab/data';

interface Fitted {
	fit?: { command?: string; data?: string };
}

const read = (path: string) => readFileSync(path, 'utf8');
const fitted = (path: string) => /^engine fit --data /.test((JSON.parse(read(path)) as Fitted).fit?.command ?? '');

/** Each fitted weights file with its calibration file. */
function fits(): { weights: string; calibration: string }[] {
	const out = readdirSync(LAB)
		.filter((f) => /^fit-[\w-]+\.json$/.test(f) && !f.endsWith('.calibration.json'))
		.map((f) => ({ weights: `${LAB}/${f}`, calibration: `${LAB}/${f.replace(/\.json$/, '.calibration.json')}` }));
	if (fitted(APP_WEIGHTS)) out.push({ weights: APP_WEIGHTS, calibration: APP_CALIBRATION });
	return out;
}

describe('the committed evaluation', () => {
	it('is a fit of the committed dataset, or else the first learned evaluation, unchanged', () => {
		if (!fitted(APP_WEIGHTS)) expect(read(APP_WEIGHTS)).toBe(read(FIRST_LEARNED));
		expect(fits().length).toBeGreaterThan(0);
	});

	it('each fitted file is the fit of the committed dataset, byte for byte, with its calibration', () => {
		const bytes = new Uint8Array(readFileSync(DATASET_PATH));
		const sha = createHash('sha256').update(bytes).digest('hex');
		expect(read('docs/engine.md')).toContain(sha);
		const dataset = readDataset(bytes);
		for (const { weights, calibration } of fits()) {
			const file = JSON.parse(read(weights)) as Required<Fitted>;
			expect(file.fit.data, weights).toBe(sha);
			const m = /^engine fit --data (\S+) --model (\S+)$/.exec(file.fit.command ?? '');
			expect(m, file.fit.command).not.toBeNull();
			expect(m![1]).toBe(DATASET_PATH);
			const report = runFit(dataset, RECIPES[m![2]], file.fit.command!, sha);
			expect(jsonText(report.file), weights).toBe(read(weights));
			expect(jsonText(report.calibration), calibration).toBe(read(calibration));
		}
	}, 900_000);

	it("the app's calibration is its weights measured on the committed dataset's held-out games, byte for byte", () => {
		if (fitted(APP_WEIGHTS)) return; // the fit's own calibration, checked above
		const dataset = readDataset(new Uint8Array(readFileSync(DATASET_PATH)));
		const command = `engine fit --data ${DATASET_PATH} --measure ${APP_WEIGHTS}`;
		const measured = measureEvaluator(dataset, evaluatorOf(JSON.parse(read(APP_WEIGHTS)) as WeightsFile), command);
		expect(jsonText(measured.calibration)).toBe(read(APP_CALIBRATION));
	}, 120_000);
});
