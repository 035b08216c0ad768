/**
 * A small network, the third model family tried: the linear features
 * (../lib/engine-player/features.ts) plus one hidden layer of H rectified
 * units over the 128 piece-square inputs (own man, own king, the
 * opponent's man, the opponent's king on each of the 32 squares, side to
 * move moving up) and the phase:
 *
 *     z = linear . features + sum_h v[h] * max(0, b[h] + phase * p[h] + sum_active W[input][h])
 *         (+ sum_active phase * pst[input].open + (1 - phase) * pst[input].end, when it has a table)
 *
 * Fitted by Adam like the board model (a fixed seed for the first layer's
 * starting values, the rows in a seeded order). The search's evaluation of
 * the file is ../lib/engine-player/net.ts.
 */
import { popcount } from '../lib/engine';
import { rng, shuffle } from '../lib/random';
import { FEATURE_COUNT, FEATURE_NAMES, featuresUp } from '../lib/engine-player/features';
import { NET_INPUTS, type NetFile } from '../lib/engine-player/net';
import { sigmoid, type FitData, type Rows } from './fit';

/** The parameter vector's layout: linear, then W (input-major), b, p, v, then the piece-square table when there is one. */
export function netSize(hidden: number, pst: boolean): number {
	return FEATURE_COUNT + NET_INPUTS * hidden + 3 * hidden + (pst ? 2 * NET_INPUTS : 0);
}

/** Rows for the net: the non-zero linear features, then each piece's input index (FEATURE_COUNT + input, value 1), the phase last (index -1). */
export function netRow(mover: number, other: number, kings: number, index: number[], value: number[]): void {
	const f = new Float64Array(FEATURE_COUNT);
	featuresUp(mover, other, kings, f);
	for (let i = 0; i < FEATURE_COUNT; i++)
		if (f[i] !== 0) {
			index.push(i);
			value.push(f[i]);
		}
	const boards = [mover & ~kings, mover & kings, other & ~kings, other & kings];
	for (let kind = 0; kind < 4; kind++)
		for (let b = boards[kind]; b !== 0; b &= b - 1) {
			index.push(FEATURE_COUNT + kind * 32 + (31 - Math.clz32(b & -b)));
			value.push(1);
		}
	index.push(-1);
	value.push(popcount(mover | other) / 24);
}

/** The rows of the positions `pick` chooses, for fitNet. */
export function buildNetRows(d: FitData, pick: (i: number) => boolean, targets: (i: number) => number): Rows {
	const index: number[] = [];
	const value: number[] = [];
	const start: number[] = [0];
	const y: number[] = [];
	for (let i = 0; i < d.n; i++) {
		if (!pick(i)) continue;
		netRow(d.mover[i], d.other[i], d.kings[i], index, value);
		start.push(index.length);
		y.push(targets(i));
	}
	return { n: y.length, start: Int32Array.from(start), index: Int32Array.from(index), value: Float64Array.from(value), y: Float64Array.from(y) };
}

export interface NetOptions {
	hidden: number;
	pst: boolean;
	epochs: number;
	batch: number;
	rate: number;
	ridge: number;
	seed: number;
	onEpoch?: (epoch: number, loss: number) => void;
}

/** Fit the net to rows made by netRow. */
export function fitNet(rows: Rows, o: NetOptions): Float64Array {
	const H = o.hidden;
	const size = netSize(H, o.pst);
	const offW = FEATURE_COUNT;
	const offB = offW + NET_INPUTS * H;
	const offP = offB + H;
	const offV = offP + H;
	const offQ = offV + H;
	const w = new Float64Array(size);
	const init = rng(o.seed);
	for (let i = offW; i < offB; i++) w[i] = (init() - 0.5) * 0.2;
	for (let h = 0; h < H; h++) {
		w[offB + h] = 0.1;
		w[offV + h] = (init() - 0.5) * 0.2;
	}
	const g = new Float64Array(size);
	const m1 = new Float64Array(size);
	const m2 = new Float64Array(size);
	const acc = new Float64Array(H);
	const order = new Int32Array(rows.n);
	for (let i = 0; i < rows.n; i++) order[i] = i;
	const random = rng(o.seed + 1);
	const steps = o.epochs * Math.ceil(rows.n / o.batch);
	let t = 0;
	const { start, index, value, y } = rows;
	for (let epoch = 0; epoch < o.epochs; epoch++) {
		shuffle(order, random);
		let loss = 0;
		for (let from = 0; from < rows.n; from += o.batch) {
			const to = Math.min(rows.n, from + o.batch);
			for (let q = from; q < to; q++) {
				const r = order[q];
				const a = start[r];
				const b = start[r + 1];
				const phase = value[b - 1];
				const rest = 1 - phase;
				let z = 0;
				for (let h = 0; h < H; h++) acc[h] = w[offB + h] + phase * w[offP + h];
				for (let j = a; j < b - 1; j++) {
					const k = index[j];
					if (k < FEATURE_COUNT) z += w[k] * value[j];
					else {
						const base = offW + (k - FEATURE_COUNT) * H;
						for (let h = 0; h < H; h++) acc[h] += w[base + h];
						if (o.pst) {
							const q = offQ + 2 * (k - FEATURE_COUNT);
							z += phase * w[q] + rest * w[q + 1];
						}
					}
				}
				for (let h = 0; h < H; h++) if (acc[h] > 0) z += w[offV + h] * acc[h];
				const target = y[r];
				loss += (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z))) - target * z;
				const e = sigmoid(z) - target;
				for (let j = a; j < b - 1; j++) {
					const k = index[j];
					if (k < FEATURE_COUNT) g[k] += e * value[j];
					else {
						const base = offW + (k - FEATURE_COUNT) * H;
						for (let h = 0; h < H; h++) if (acc[h] > 0) g[base + h] += e * w[offV + h];
						if (o.pst) {
							const q = offQ + 2 * (k - FEATURE_COUNT);
							g[q] += e * phase;
							g[q + 1] += e * rest;
						}
					}
				}
				for (let h = 0; h < H; h++)
					if (acc[h] > 0) {
						g[offV + h] += e * acc[h];
						g[offB + h] += e * w[offV + h];
						g[offP + h] += e * w[offV + h] * phase;
					}
			}
			t++;
			const rate = o.rate * (1 - (0.9 * (t - 1)) / Math.max(1, steps - 1));
			const c1 = 1 / (1 - 0.9 ** t);
			const c2 = 1 / (1 - 0.999 ** t);
			const inv = 1 / (to - from);
			for (let k = 0; k < size; k++) {
				const gk = g[k] * inv + o.ridge * w[k];
				if (gk === 0 && m1[k] === 0) continue;
				m1[k] = 0.9 * m1[k] + 0.1 * gk;
				m2[k] = 0.999 * m2[k] + 0.001 * gk * gk;
				w[k] -= (rate * m1[k] * c1) / (Math.sqrt(m2[k] * c2) + 1e-8);
				g[k] = 0;
			}
		}
		o.onEpoch?.(epoch + 1, loss / rows.n);
	}
	return w;
}

export function netFile(hidden: number, pst: boolean, params: Float64Array, fit: unknown): NetFile {
	const offW = FEATURE_COUNT;
	const offB = offW + NET_INPUTS * hidden;
	const offQ = offB + 3 * hidden;
	const r = (v: number) => Math.round(v * 1e5) / 1e5 || 0;
	return {
		model: 'net',
		hidden,
		features: [...FEATURE_NAMES],
		params: {
			linear: Array.from(params.subarray(0, offW), r),
			w: Array.from(params.subarray(offW, offB), r),
			b: Array.from(params.subarray(offB, offB + hidden), r),
			p: Array.from(params.subarray(offB + hidden, offB + 2 * hidden), r),
			v: Array.from(params.subarray(offB + 2 * hidden, offB + 3 * hidden), r),
			...(pst ? { pst: Array.from(params.subarray(offQ, offQ + 2 * NET_INPUTS), r) } : {})
		},
		fit
	};
}
