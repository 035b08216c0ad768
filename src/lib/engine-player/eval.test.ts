/**
 * The search's evaluation (sums without a features vector) is the fitted
 * model: the same value as the fit's view of a position (its inputs) times
 * the parameters, on positions from the start and random ones, either side
 * to move, for every layout; the weights file is read or refused; the
 * ordinary-checkers evaluation keeps its rules.
 */
import { describe, expect, it } from 'vitest';
import { parseFen, SQUARE_NAMES, squareRank, START, type Position } from '../engine';
import { rng } from '../random';
import { reverseBits } from '../tablebase/symmetry';
import { defaultEvaluator, EVAL_LIMIT, evaluatorOf, expectedScore, russianEvaluator, type ModelFile } from './eval';
import { CONE, FEATURE_COUNT, features, SIDE_FEATURES } from './features';
import { BoardModel, layoutOffsets, modelRow, newRow, REGIONS, regionIndex, regionSquares } from './model';
import { gamePositions } from './testing';
import fitted from './weights.json';

/** Positions of random games of 0-59 plies. */
function positions(count: number, seed: number): Position[] {
	const random = rng(seed);
	return gamePositions(count, random, () => Math.floor(random() * 60));
}

describe('the evaluation', () => {
	it('is the fit’s view of the model (its inputs times the parameters) for every layout, either side to move', () => {
		const random = rng(5);
		for (const layout of [
			{ pst: false, patterns: false },
			{ pst: true, patterns: false },
			{ pst: true, patterns: true }
		]) {
			const size = layoutOffsets(layout).size;
			const params = Float64Array.from({ length: size }, () => random() - 0.5);
			const model = new BoardModel(layout, params, EVAL_LIMIT);
			const row = newRow();
			let exact = 0;
			const all = positions(3000, 7);
			for (const p of all) {
				const up = p.whiteToMove ? [p.white, p.black, p.kings] : [reverseBits(p.black), reverseBits(p.white), reverseBits(p.kings)];
				modelRow(layout, up[0], up[1], up[2], row);
				let s = 0;
				for (let j = 0; j < row.length; j++) s += params[row.index[j]] * row.value[j];
				const byRow = Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, Math.round(100 * s)));
				const v = model.evaluate(p.white, p.black, p.kings, p.whiteToMove);
				// The same sum added in another order: the last bit may differ, so a rounding by one unit.
				expect(Math.abs(v - byRow)).toBeLessThanOrEqual(1);
				if (v === byRow) exact++;
			}
			expect(exact).toBeGreaterThan(0.99 * all.length);
		}
	});

	it('reads the committed weights file, and refuses one for other features or with a table missing', () => {
		const ev = defaultEvaluator();
		expect(ev.evaluate(START.white, START.black, START.kings, true)).not.toBeNaN();
		const file = fitted as ModelFile;
		expect(() => evaluatorOf({ ...file, features: ['men:open'] })).toThrow(/other features/);
		expect(() =>
			evaluatorOf({ features: file.features, layout: { pst: true, patterns: false }, params: { linear: file.params?.linear ?? file.weights ?? [] } })
		).toThrow(/pst table/);
		expect(() => new BoardModel({ pst: false, patterns: false }, [1, 2, 3], EVAL_LIMIT)).toThrow();
	});

	it('reads a region’s men as a base-3 number, square by square', () => {
		for (let r = 0; r < REGIONS; r++) {
			const squares = regionSquares(r);
			expect(squares).toHaveLength(8);
			let own = 0;
			let opp = 0;
			let expected = 0;
			squares.forEach((sq, j) => {
				const digit = (r + j) % 3;
				if (digit === 1) own |= 1 << sq;
				if (digit === 2) opp |= 1 << sq;
				expected += digit * 3 ** j;
			});
			expect(regionIndex(r, own, opp)).toBe(expected);
		}
		// Files a-d by ranks 1-4: a1, c1, b2, d2, a3, c3, b4, d4.
		expect(regionSquares(0).map((s) => SQUARE_NAMES[s])).toEqual(['a1', 'c1', 'b2', 'd2', 'a3', 'c3', 'b4', 'd4']);
		expect(regionSquares(8).map((s) => SQUARE_NAMES[s])).toEqual(['e5', 'g5', 'f6', 'h6', 'e7', 'g7', 'f8', 'h8']);
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

describe('runaway men', () => {
	it('are the men whose forward cone is empty, each side from its own view (the bit-parallel count against the cone itself)', () => {
		const f = new Float64Array(FEATURE_COUNT);
		const runaway = SIDE_FEATURES.indexOf('runaway-men');
		const count = (own: number, occ: number, kings: number) => {
			let n = 0;
			for (let m = own & ~kings & 0x0fffffff; m !== 0; m &= m - 1) if ((CONE[31 - Math.clz32(m & -m)] & occ) === 0) n++;
			return n;
		};
		let seen = 0;
		for (const p of positions(3000, 13)) {
			const [mover, other, kings] = p.whiteToMove ? [p.white, p.black, p.kings] : [reverseBits(p.black), reverseBits(p.white), reverseBits(p.kings)];
			const occ = mover | other;
			const expected = count(mover, occ, kings) - count(reverseBits(other), reverseBits(occ), reverseBits(kings));
			features(p.white, p.black, p.kings, p.whiteToMove, f);
			const phase = f[FEATURE_COUNT - 2];
			expect(f[runaway]).toBeCloseTo(expected * phase, 9);
			if (expected !== 0) seen++;
		}
		expect(seen).toBeGreaterThan(200);
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
