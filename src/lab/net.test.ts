/**
 * The net's evaluation (first-layer sums looked up a rank at a time) is the
 * net the fit trains (a column per piece, netRow's inputs), with and
 * without its piece-square table, either side to move; and the fit learns.
 */
import { describe, expect, it } from 'vitest';
import { rng } from '../lib/random';
import { reverseBits } from '../lib/tablebase/symmetry';
import { EVAL_LIMIT } from '../lib/engine-player/eval';
import { FEATURE_COUNT } from '../lib/engine-player/features';
import { sigmoid } from './fit';
import { NET_INPUTS, NetEvaluator } from '../lib/engine-player/net';
import { fitNet, netFile, netRow, netSize } from './net';
import { gamePositions } from '../lib/engine-player/testing';

/** The net's value as the fit computes it, from netRow's inputs. */
function reference(params: Float64Array, H: number, pst: boolean, index: number[], value: number[]): number {
	const offB = FEATURE_COUNT + NET_INPUTS * H;
	const phase = value[value.length - 1];
	const acc = Array.from({ length: H }, (_, h) => params[offB + h] + phase * params[offB + H + h]);
	let z = 0;
	for (let j = 0; j < index.length - 1; j++) {
		const k = index[j];
		if (k < FEATURE_COUNT) z += params[k] * value[j];
		else {
			for (let h = 0; h < H; h++) acc[h] += params[FEATURE_COUNT + (k - FEATURE_COUNT) * H + h];
			if (pst) z += phase * params[offB + 3 * H + 2 * (k - FEATURE_COUNT)] + (1 - phase) * params[offB + 3 * H + 2 * (k - FEATURE_COUNT) + 1];
		}
	}
	for (let h = 0; h < H; h++) if (acc[h] > 0) z += params[offB + 2 * H + h] * acc[h];
	return Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, Math.round(100 * z)));
}

describe('the net', () => {
	it('evaluates as the fit computes it, with and without a piece-square table', () => {
		const random = rng(8);
		for (const pst of [false, true]) {
			const H = 16;
			// Parameters as the file stores them (rounded), so both sides read the same numbers.
			const raw = Float64Array.from({ length: netSize(H, pst) }, () => (random() - 0.5) * 0.4);
			const file = netFile(H, pst, raw, null);
			const params = Float64Array.from([
				...file.params.linear,
				...file.params.w,
				...file.params.b,
				...file.params.p,
				...file.params.v,
				...(file.params.pst ?? [])
			]);
			const ev = new NetEvaluator(file, EVAL_LIMIT);
			let exact = 0;
			const all = gamePositions(3000, rng(9), 90);
			for (const p of all) {
				const up = p.whiteToMove ? [p.white, p.black, p.kings] : [reverseBits(p.black), reverseBits(p.white), reverseBits(p.kings)];
				const index: number[] = [];
				const value: number[] = [];
				netRow(up[0], up[1], up[2], index, value);
				const want = reference(params, H, pst, index, value);
				const got = ev.evaluate(p.white, p.black, p.kings, p.whiteToMove);
				expect(Math.abs(got - want)).toBeLessThanOrEqual(1);
				if (got === want) exact++;
			}
			expect(exact).toBeGreaterThan(0.98 * all.length);
		}
	});

	it('learns a rule a linear model cannot: a man on d4 counts only with one on e5', () => {
		const random = rng(12);
		const index: number[] = [];
		const value: number[] = [];
		const start = [0];
		const y: number[] = [];
		// Inputs: own men on d4 (13) and e5 (18): the side wins only with both.
		for (let r = 0; r < 6000; r++) {
			const a = random() < 0.5;
			const b = random() < 0.5;
			if (a) index.push(FEATURE_COUNT + 13);
			if (b) index.push(FEATURE_COUNT + 18);
			if (a) value.push(1);
			if (b) value.push(1);
			index.push(-1);
			value.push(0.5);
			start.push(index.length);
			y.push(a && b ? 0.9 : 0.1);
		}
		const rows = { n: y.length, start: Int32Array.from(start), index: Int32Array.from(index), value: Float64Array.from(value), y: Float64Array.from(y) };
		const w = fitNet(rows, { hidden: 4, pst: false, epochs: 20, batch: 32, rate: 0.02, ridge: 0, seed: 1 });
		const ev = new NetEvaluator(netFile(4, false, w, null), EVAL_LIMIT);
		const at = (men: number) => sigmoid(ev.evaluate(men, 1 << 31, 0, true) / 100);
		// The opponent's man on h8 adds the same linear terms to every case, so compare the four.
		const both = at((1 << 13) | (1 << 18));
		expect(both - at(1 << 13)).toBeGreaterThan(0.3);
		expect(both - at(1 << 18)).toBeGreaterThan(0.3);
	});
});
