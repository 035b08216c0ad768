import { describe, expect, it } from 'vitest';
import { rng } from '../lib/random';
import { FEATURE_COUNT } from '../lib/engine-player/features';
import { calibrationError, fitAdam, meanLogLoss, phaseOf, reliability, sigmoid, type Rows } from './fit';

/** Rows of the linear layout whose labels are drawn from a known logistic model. */
function synthetic(truth: number[], n: number, seed: number): Rows {
	const random = rng(seed);
	const start = new Int32Array(n + 1);
	const index = new Int32Array(n * FEATURE_COUNT);
	const value = new Float64Array(n * FEATURE_COUNT);
	const y = new Float64Array(n);
	for (let r = 0; r < n; r++) {
		let z = 0;
		for (let j = 0; j < FEATURE_COUNT; j++) {
			const x = random() * 2 - 1;
			index[r * FEATURE_COUNT + j] = j;
			value[r * FEATURE_COUNT + j] = x;
			z += truth[j] * x;
		}
		start[r + 1] = (r + 1) * FEATURE_COUNT;
		y[r] = random() < sigmoid(z) ? 1 : 0;
	}
	return { n, start, index, value, y };
}

const LINEAR = { pst: false, patterns: false };

describe('the fit', () => {
	it('recovers the weights of a known logistic model, and the same weights every time', () => {
		const truth = Array.from({ length: FEATURE_COUNT }, (_, j) => ((j % 5) - 2) * 0.6);
		const rows = synthetic(truth, 20_000, 3);
		const options = { ridge: { linear: 0, pst: 0, patterns: 0 }, epochs: 12, batch: 64, rate: 0.02, seed: 1 };
		const w = fitAdam(rows, LINEAR, options);
		for (let j = 0; j < FEATURE_COUNT; j++) expect(Math.abs(w[j] - truth[j])).toBeLessThan(0.15);
		expect(fitAdam(rows, LINEAR, options)).toEqual(w);
		const predict = (v: ArrayLike<number>) =>
			Array.from({ length: rows.n }, (_, r) => {
				let z = 0;
				for (let j = rows.start[r]; j < rows.start[r + 1]; j++) z += v[rows.index[j]] * rows.value[j];
				return sigmoid(z);
			});
		// Better than a coin, and within noise of the truth itself on its own sample.
		expect(meanLogLoss(predict(w), rows.y)).toBeLessThan(meanLogLoss(predict(new Array(FEATURE_COUNT).fill(0)), rows.y) - 0.2);
		expect(meanLogLoss(predict(w), rows.y)).toBeLessThan(meanLogLoss(predict(truth), rows.y) + 0.002);
	});

	it('phases by pieces on the board', () => {
		expect([24, 17, 16, 9, 8, 2].map(phaseOf)).toEqual(['opening', 'opening', 'middle', 'middle', 'end', 'end']);
	});

	it('buckets predictions by tenths, and finds no calibration error in a calibrated sample', () => {
		const random = rng(4);
		const p: number[] = [];
		const y: number[] = [];
		for (let i = 0; i < 50_000; i++) {
			const q = random();
			p.push(q);
			y.push(random() < q ? 1 : 0);
		}
		const buckets = reliability(p, y);
		expect(buckets.map((b) => b.from)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90]);
		for (const b of buckets) expect(Math.abs(b.observed - b.predicted)).toBeLessThan(2.5);
		expect(calibrationError(buckets)).toBeLessThan(1);
		// Predictions 15 points too sure of a win are caught.
		const off = reliability(
			p.map((q) => Math.min(1, q + 0.15)),
			y
		);
		expect(calibrationError(off)).toBeGreaterThan(10);
	});
});
