/**
 * The search's evaluation (weighted sums without a features vector) is the
 * fitted model to the last bit: the same value as the features vector
 * (the fit's view) times the weights, on positions from the start and on
 * random ones, either side to move.
 */
import { describe, expect, it } from 'vitest';
import { applyMove, legalMoves, parseFen, squareRank, START, type Position } from '../engine';
import { rng } from '../random';
import { defaultEvaluator, expectedScore, russianEvaluator, STARTING_WEIGHTS, Evaluator } from './eval';
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

describe('the ordinary-checkers evaluation', () => {
	const ev = russianEvaluator();
	const at = (fen: string) => {
		const r = parseFen(fen);
		if (!r.ok) throw new Error(fen);
		return ev.evaluate(r.value.white, r.value.black, r.value.kings, r.value.whiteToMove);
	};

	it('values material: a man up in the middlegame reads as about three to one', () => {
		const p = expectedScore(at('W:Wa1,a3,b2,c1,c3,d2,e1,e3,f2,g1,g3:Ba7,b6,b8,c7,d6,d8,e7,f6,f8,g7'));
		expect(p).toBeGreaterThan(0.7);
		expect(p).toBeLessThan(0.8);
		// Three men against two: the side with more is better.
		expect(at('W:Wa1,c1,e1:Ba7,c7')).toBeGreaterThan(0);
	});

	it('reads a lone king against two pieces, or three while it holds the main road, as even', () => {
		expect(at('B:WKa1:BKb8,g5,h4')).toBe(0); // Petrov's game's end
		expect(at('W:WKe5:BKa7,g5')).toBe(0);
		expect(at('W:WKb8:BKa7,g5,h4')).toBeLessThan(-100); // off the road against three: the stronger side's chances stand
		expect(at('W:WKa1:BKb8,Kc7,g5,h4')).toBeLessThan(-100); // four pieces catch it
	});
});
