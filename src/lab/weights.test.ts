/**
 * The committed fits are the fits of the committed dataset: the file's
 * SHA-256 is the one each fitted weights file and docs/engine.md name.
 *
 * One fit is run in full, `engine fit --data` with the command read from
 * its file, and must give that weights file and its calibration file
 * again, byte for byte: the weights themselves, every one of them, not a
 * note about them. That is the app's weights.json with calibration.json
 * once a fitted family is the app's; while the app keeps the first
 * learned evaluation (src/lab/data/weights-linear-26.json, byte for byte;
 * docs/engine.md says why), it is the family that played the app's
 * weights at equal nodes (CANDIDATE).
 *
 * A full fit of the dataset takes tens of seconds a family, so the other
 * lab fits (src/lab/data/fit-MODEL.json) are checked the cheaper way: the
 * figures recorded in the file and its calibration file are what its own
 * weights give on the committed dataset's held-out games, byte for byte
 * (the search's evaluation of the file, the same measure the fit ends
 * with), and its command names the committed file and a family.
 *
 * calibration.json (the app's words on how far an estimate is trusted,
 * engine-player/trust.ts) is, while the app keeps the first learned
 * evaluation, that file measured on the committed dataset by `engine fit
 * --measure`, byte for byte.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATASET_PATH } from './dataset';
import { readDataset, type Dataset } from './dataset-file';
import { parseDeepWinLine } from './deep-wins';
import { applyMove, parseFen, START, type Position } from '../lib/engine';
import { jsonText, measureEvaluator, RECIPES, runFit } from './fit-run';
import { evaluatorOf, type WeightsFile } from '../lib/engine-player/eval';

const APP_WEIGHTS = 'src/lib/engine-player/weights.json';
const APP_CALIBRATION = 'src/lib/engine-player/calibration.json';
const FIRST_LEARNED = 'src/lab/data/weights-linear-26.json';
const LAB = 'src/lab/data';
const DEEP_WINS_FROM_LEVELS = 'tests/fixtures/engine-deep-wins-levels.txt';
/** The family refitted in full while the app keeps the first learned evaluation: the one that played it at equal nodes (docs/engine.md). */
const CANDIDATE = `${LAB}/fit-net-pst.json`;

interface Fitted {
	fit?: { command?: string; data?: string; figures?: string[] };
}

const read = (path: string) => readFileSync(path, 'utf8');
const fitted = (path: string) => /^engine fit --data /.test((JSON.parse(read(path)) as Fitted).fit?.command ?? '');

interface Fit {
	weights: string;
	calibration: string;
}

/** Each fitted weights file with its calibration file, the one refitted in full first. */
function fits(): Fit[] {
	const lab = readdirSync(LAB)
		.filter((f) => /^fit-[\w-]+\.json$/.test(f) && !f.endsWith('.calibration.json'))
		.map((f) => ({ weights: `${LAB}/${f}`, calibration: `${LAB}/${f.replace(/\.json$/, '.calibration.json')}` }));
	const full = fitted(APP_WEIGHTS) ? { weights: APP_WEIGHTS, calibration: APP_CALIBRATION } : lab.find((f) => f.weights === CANDIDATE)!;
	return [full, ...lab.filter((f) => f.weights !== full.weights)];
}

let cached: { sha: string; dataset: Dataset } | undefined;
function committed(): { sha: string; dataset: Dataset } {
	if (!cached) {
		const bytes = new Uint8Array(readFileSync(DATASET_PATH));
		cached = { sha: createHash('sha256').update(bytes).digest('hex'), dataset: readDataset(bytes) };
	}
	return cached;
}

/** The file's fit: its command (the committed data, a family) and the data's SHA-256. */
function fitOf(weights: string): { file: WeightsFile & Required<Fitted>; command: string; model: string } {
	const file = JSON.parse(read(weights)) as WeightsFile & Required<Fitted>;
	expect(file.fit.data, weights).toBe(committed().sha);
	const m = /^engine fit --data (\S+) --model (\S+)$/.exec(file.fit.command ?? '');
	expect(m, file.fit.command).not.toBeNull();
	expect(m![1]).toBe(DATASET_PATH);
	expect(Object.keys(RECIPES)).toContain(m![2]);
	return { file, command: file.fit.command!, model: m![2] };
}

describe('the committed evaluation', () => {
	it('is a fit of the committed dataset, or else the first learned evaluation, unchanged; the docs name the data', () => {
		if (!fitted(APP_WEIGHTS)) expect(read(APP_WEIGHTS)).toBe(read(FIRST_LEARNED));
		expect(fits()[0]).toBeDefined();
		expect(read('docs/engine.md')).toContain(committed().sha);
	}, 120_000);

	it("the app's fit (or the candidate's) is the committed dataset's, refitted byte for byte, with its calibration", () => {
		const { weights, calibration } = fits()[0];
		const { command, model } = fitOf(weights);
		const report = runFit(committed().dataset, RECIPES[model], command, committed().sha);
		expect(jsonText(report.file), weights).toBe(read(weights));
		expect(jsonText(report.calibration), calibration).toBe(read(calibration));
	}, 300_000);

	it("every other fit: its recorded figures and calibration are its own weights' on the committed dataset's held-out games", () => {
		const others = fits().slice(1);
		expect(others.length).toBeGreaterThan(0);
		for (const { weights, calibration } of others) {
			const { file, command } = fitOf(weights);
			const measured = measureEvaluator(committed().dataset, evaluatorOf(file), command);
			// The fit's first line says what was fitted; the rest are the held-out figures.
			expect(file.fit.figures?.slice(1), weights).toEqual(measured.figures);
			expect(jsonText(measured.calibration), calibration).toBe(read(calibration));
		}
	}, 300_000);

	it("holds no position of the deep-win set from the lower levels' games (a test set, kept out of the training data)", () => {
		const key = (p: Position) => `${p.white},${p.black},${p.kings},${p.whiteToMove}`;
		const wins = new Set<string>();
		for (const line of read(DEEP_WINS_FROM_LEVELS).split('\n')) {
			const d = line.startsWith('#') ? null : parseDeepWinLine(line);
			const r = d && parseFen(d.fen);
			if (r && r.ok) wins.add(key(r.value));
		}
		expect(wins.size).toBeGreaterThanOrEqual(150);
		const met: string[] = [];
		for (const g of committed().dataset.games) {
			let pos = START;
			for (const m of g.moves) {
				pos = applyMove(pos, m);
				if (wins.has(key(pos))) met.push(key(pos));
			}
		}
		for (const p of committed().dataset.positions) if (wins.has(key(p))) met.push(key(p));
		expect(met).toEqual([]);
	}, 120_000);

	it("the app's calibration is its weights measured on the committed dataset's held-out games, byte for byte", () => {
		if (fitted(APP_WEIGHTS)) return; // the fit's own calibration, checked above
		const command = `engine fit --data ${DATASET_PATH} --measure ${APP_WEIGHTS}`;
		const measured = measureEvaluator(committed().dataset, evaluatorOf(JSON.parse(read(APP_WEIGHTS)) as WeightsFile), command);
		expect(jsonText(measured.calibration)).toBe(read(APP_CALIBRATION));
	}, 120_000);
});
