import { describe, expect, it } from 'vitest';
import { rng } from '../lib/random';
import { FEATURE_COUNT } from '../lib/engine-player/features';
import { fitLogistic, logLoss, phaseOf, type Sample } from './fit';
import weightsFile from '../lib/engine-player/weights.json';
import { FEATURE_NAMES } from '../lib/engine-player/features';

/** Labels drawn from a known logistic model. */
function synthetic(truth: number[], n: number, seed: number): Sample[] {
	const random = rng(seed);
	const out: Sample[] = [];
	for (let i = 0; i < n; i++) {
		const x = new Float64Array(FEATURE_COUNT);
		for (let j = 0; j < FEATURE_COUNT; j++) x[j] = random() * 2 - 1;
		const z = truth.reduce((s, w, j) => s + w * x[j], 0);
		out.push({ x, y: random() < 1 / (1 + Math.exp(-z)) ? 1 : 0, pieces: 10, source: 'self-play' });
	}
	return out;
}

describe('the fit', () => {
	it('recovers the weights of a known logistic model, and the same weights every time', () => {
		const truth = Array.from({ length: FEATURE_COUNT }, (_, j) => ((j % 5) - 2) * 0.6);
		const samples = synthetic(truth, 20_000, 3);
		const w = fitLogistic(samples, { ridge: 0 });
		for (let j = 0; j < FEATURE_COUNT; j++) expect(Math.abs(w[j] - truth[j])).toBeLessThan(0.12);
		expect(fitLogistic(samples, { ridge: 0 })).toEqual(w);
		// Better than a coin and than the truth itself on its own sample is not possible: within noise of it.
		expect(logLoss(w, samples)).toBeLessThan(logLoss(new Array(FEATURE_COUNT).fill(0), samples));
		expect(logLoss(w, samples)).toBeLessThanOrEqual(logLoss(truth, samples) + 1e-9);
	});

	it('phases by pieces on the board', () => {
		expect([24, 17, 16, 9, 8, 2].map(phaseOf)).toEqual(['opening', 'opening', 'middle', 'middle', 'end', 'end']);
	});

	it('the committed weights are fitted ones, for these features', () => {
		expect(weightsFile.features).toEqual(FEATURE_NAMES);
		expect(JSON.stringify(weightsFile.fit)).toMatch(/engine fit --seed/);
	});
});
