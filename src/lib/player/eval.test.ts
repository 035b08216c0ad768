/**
 * The search's evaluation (weighted sums without a features vector) is the
 * fitted model to the last bit: the same value as the features vector
 * (the fit's view) times the weights, on positions from the start and on
 * random ones, either side to move.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, squareRank, START, type Position } from '../engine';
import { rng } from '../random';
import { defaultEvaluator, STARTING_WEIGHTS, Evaluator } from './eval';
import { FEATURE_COUNT, features, SIDE_FEATURES } from './features';

function positions(count: number, seed: number): Position[] {
	const random = rng(seed);
	const out: Position[] = [];
	while (out.length < count) {
		let p = START;
		const plies = Math.floor(random() * 60);
		for (let i = 0; i < plies; i++) {
			const moves = legalMoves(p);
			if (moves.length === 0) break;
			p = applyMove(p, moves[Math.floor(random() * moves.length)]);
			out.push(p);
		}
	}
	return out.slice(0, count);
}

describe('the evaluation', () => {
	it('gives exactly the features-times-weights value, fitted and starting weights', () => {
		for (const evaluator of [defaultEvaluator(), new Evaluator(STARTING_WEIGHTS)]) {
			for (const p of positions(3000, 7)) {
				expect(evaluator.evaluate(p.white, p.black, p.kings, p.whiteToMove)).toBe(evaluator.evaluateByFeatures(p.white, p.black, p.kings, p.whiteToMove));
			}
		}
	});

	it('counts tempo as the sum of the men’s ranks, each side from its own back rank', () => {
		const f = new Float64Array(FEATURE_COUNT);
		const tempo = SIDE_FEATURES.indexOf('tempo');
		for (const p of positions(500, 9)) {
			let own = 0;
			let other = 0;
			for (let s = 0; s < 32; s++) {
				const bit = 1 << s;
				if (p.kings & bit) continue;
				const rank = squareRank(s);
				const white = rank;
				const black = 7 - rank;
				if (p.white & bit) {
					if (p.whiteToMove) own += white;
					else other += white;
				}
				if (p.black & bit) {
					if (p.whiteToMove) other += black;
					else own += black;
				}
			}
			features(p.white, p.black, p.kings, p.whiteToMove, f);
			const phase = f[FEATURE_COUNT - 2];
			expect(f[tempo]).toBeCloseTo((own - other) * phase, 9);
		}
	});
});
