/**
 * Fitting an evaluation to the labelled dataset (./dataset-file.ts):
 * logistic regression of the side to move's result on a model's inputs
 * (../lib/engine-player/model.ts), minimising the mean cross-entropy plus
 * a ridge penalty per part of the model, by Adam over mini-batches in a
 * seeded order (plain sums in a fixed order: the same weights every run).
 *
 * The target of a position is its exact result where the tables, the
 * solver, a search's forced end or the bank's proof settle it; otherwise
 * a blend of the game's result and the stored search score,
 * lambda * result + (1 - lambda) * sigmoid(score / 100). Whole games are
 * held out (game index mod 20 below 3: 15%), and every 20th-in-3 table
 * and bank position; the figures are measured on them against what
 * happened: the exact result where known, else the game's result.
 */
import { reverseBits } from '../lib/tablebase/symmetry';
import { popcount } from '../lib/engine';
import { rng, shuffle } from '../lib/random';
import { layoutOffsets, modelRow, newRow, type ModelLayout } from '../lib/engine-player/model';
import { FEATURE_COUNT } from '../lib/engine-player/features';
import { EVAL_LIMIT } from '../lib/engine-player/eval';
import { gamePositions, NO_SCORE, type Dataset, type Exact } from './dataset-file';

// The phases are the app's (its words about trust are per phase).
export { PHASES, phaseOf, type Phase } from '../lib/engine-player/trust';

export const SOURCES = ['self-play', 'tablebase', 'bank'] as const;
export type Source = (typeof SOURCES)[number];

/** The dataset's positions, side to move moving up, with their labels. */
export interface FitData {
	n: number;
	mover: Int32Array;
	other: Int32Array;
	kings: Int32Array;
	pieces: Uint8Array;
	/** 1 when White is to move. */
	wtm: Uint8Array;
	/** The game's result for the side to move (NaN: no game). */
	result: Float64Array;
	/** The exact result (NaN: unknown). */
	exact: Float64Array;
	/** The stored search score (NO_SCORE: none). */
	score: Int16Array;
	/** Game index, -1 for a standalone position. */
	game: Int32Array;
	source: Uint8Array;
	held: Uint8Array;
}

const EXACT_VALUE: Record<string, number> = { win: 1, loss: 0, draw: 0.5 };
const exactValue = (e: Exact) => (e === null ? NaN : EXACT_VALUE[e]);

/** Whether game (or standalone position) number i is held out. */
export function heldOut(i: number): boolean {
	return i % 20 < 3;
}

export function fitData(d: Dataset): FitData {
	const rows: { w: number; b: number; k: number; wtm: boolean; result: number; exact: number; score: number; game: number; source: number; held: boolean }[] =
		[];
	d.games.forEach((g, gi) => {
		for (const p of gamePositions(g)) {
			const wtm = p.position.whiteToMove;
			const result = g.result === 'draw' ? 0.5 : (g.result === 'white') === wtm ? 1 : 0;
			rows.push({
				w: p.position.white,
				b: p.position.black,
				k: p.position.kings,
				wtm,
				result,
				exact: exactValue(p.label.exact),
				score: p.label.score,
				game: gi,
				source: 0,
				held: heldOut(gi)
			});
		}
	});
	d.positions.forEach((p, i) =>
		rows.push({
			w: p.white,
			b: p.black,
			k: p.kings,
			wtm: p.whiteToMove,
			result: NaN,
			exact: exactValue(p.exact),
			score: NO_SCORE,
			game: -1,
			source: p.source === 'bank' ? 2 : 1,
			held: heldOut(i)
		})
	);
	const n = rows.length;
	const out: FitData = {
		n,
		mover: new Int32Array(n),
		other: new Int32Array(n),
		kings: new Int32Array(n),
		pieces: new Uint8Array(n),
		wtm: new Uint8Array(n),
		result: new Float64Array(n),
		exact: new Float64Array(n),
		score: new Int16Array(n),
		game: new Int32Array(n),
		source: new Uint8Array(n),
		held: new Uint8Array(n)
	};
	rows.forEach((r, i) => {
		out.mover[i] = r.wtm ? r.w : reverseBits(r.b);
		out.other[i] = r.wtm ? r.b : reverseBits(r.w);
		out.kings[i] = r.wtm ? r.k : reverseBits(r.k);
		out.pieces[i] = popcount(r.w | r.b);
		out.wtm[i] = r.wtm ? 1 : 0;
		out.result[i] = r.result;
		out.exact[i] = r.exact;
		out.score[i] = r.score;
		out.game[i] = r.game;
		out.source[i] = r.source;
		out.held[i] = r.held ? 1 : 0;
	});
	return out;
}

export function sigmoid(z: number): number {
	return 1 / (1 + Math.exp(-z));
}

/** What happened: the exact result where known, else the game's. */
export function actual(d: FitData, i: number): number {
	return Number.isNaN(d.exact[i]) ? d.result[i] : d.exact[i];
}

/** Whether the stored score is a proved result (a forced end), not an estimate. */
function proved(score: number): boolean {
	return score !== NO_SCORE && Math.abs(score) > EVAL_LIMIT;
}

/** The fit's target for position i. */
export function target(d: FitData, i: number, lambda: number): number {
	if (!Number.isNaN(d.exact[i])) return d.exact[i];
	const s = d.score[i];
	if (s === NO_SCORE) return d.result[i];
	if (proved(s)) return s > 0 ? 1 : 0;
	return lambda * d.result[i] + (1 - lambda) * sigmoid(s / 100);
}

/** What a position is worth to its side to move as far as the labels know: exact, a search's forced end, else its search score. */
function valueOf(d: FitData, i: number): number {
	if (!Number.isNaN(d.exact[i])) return d.exact[i];
	const s = d.score[i];
	if (s === NO_SCORE) return d.result[i];
	if (proved(s)) return s > 0 ? 1 : 0;
	return sigmoid(s / 100);
}

/**
 * Targets by temporal differences (the lambda-return of TD learning): a
 * game position's target is (1 - gamma) times the value of the next
 * labelled position plus gamma times that position's target, the last
 * one's the game's result; an exact result stays exact. gamma 1 is the
 * result alone; gamma 0 the next position's search score.
 */
export function tdTargets(d: FitData, gamma: number): Float64Array {
	const t = new Float64Array(d.n);
	for (let i = d.n - 1; i >= 0;) {
		if (d.game[i] < 0) {
			t[i] = d.exact[i];
			i--;
			continue;
		}
		const g = d.game[i];
		// White's view along the game, from its end back.
		let ret = d.wtm[i] ? d.result[i] : 1 - d.result[i];
		let k = i;
		for (; k >= 0 && d.game[k] === g; k--) {
			t[k] = Number.isNaN(d.exact[k]) ? (d.wtm[k] ? ret : 1 - ret) : d.exact[k];
			const v = valueOf(d, k);
			ret = (1 - gamma) * (d.wtm[k] ? v : 1 - v) + gamma * ret;
		}
		i = k;
	}
	return t;
}

/** The model's inputs for a set of positions, row by row (compressed rows). */
export interface Rows {
	n: number;
	start: Int32Array;
	index: Int32Array;
	value: Float64Array;
	y: Float64Array;
}

export function buildRows(d: FitData, layout: ModelLayout, pick: (i: number) => boolean, targets: (i: number) => number): Rows {
	const chosen: number[] = [];
	for (let i = 0; i < d.n; i++) if (pick(i)) chosen.push(i);
	const row = newRow();
	let index = new Int32Array(chosen.length * 40);
	let value = new Float64Array(chosen.length * 40);
	const start = new Int32Array(chosen.length + 1);
	const y = new Float64Array(chosen.length);
	let at = 0;
	chosen.forEach((i, r) => {
		modelRow(layout, d.mover[i], d.other[i], d.kings[i], row);
		if (at + row.length > index.length) {
			const grow = Math.max(index.length * 2, at + row.length);
			const ni = new Int32Array(grow);
			ni.set(index);
			index = ni;
			const nv = new Float64Array(grow);
			nv.set(value);
			value = nv;
		}
		index.set(row.index.subarray(0, row.length), at);
		value.set(row.value.subarray(0, row.length), at);
		at += row.length;
		start[r + 1] = at;
		y[r] = targets(i);
	});
	return { n: chosen.length, start, index: index.subarray(0, at), value: value.subarray(0, at), y };
}

/** Ridge per part of the model: the linear weights, the piece-square tables, the patterns. */
export interface Ridge {
	linear: number;
	pst: number;
	patterns: number;
}

function ridgeVector(layout: ModelLayout, ridge: Ridge): Float64Array {
	const off = layoutOffsets(layout);
	const r = new Float64Array(off.size);
	for (let i = 0; i < off.size; i++) r[i] = i < FEATURE_COUNT ? ridge.linear : i < off.patterns ? ridge.pst : ridge.patterns;
	return r;
}

export interface AdamOptions {
	ridge: Ridge;
	epochs: number;
	/** Rows a step. */
	batch: number;
	/** Step size at the start; it falls linearly to a tenth of it by the last epoch. */
	rate: number;
	/** Seed of the rows' order in each epoch. */
	seed: number;
	onEpoch?: (epoch: number, loss: number) => void;
}

/**
 * The parameters by Adam over mini-batches (the rows in a seeded order each
 * epoch): a few passes over the data (a whole-batch method needs hundreds). The
 * ridge is added to each step's gradient.
 */
export function fitAdam(rows: Rows, layout: ModelLayout, o: AdamOptions): Float64Array {
	const size = layoutOffsets(layout).size;
	const ridge = ridgeVector(layout, o.ridge);
	const w = new Float64Array(size);
	const g = new Float64Array(size);
	const m1 = new Float64Array(size);
	const m2 = new Float64Array(size);
	const touched = new Uint8Array(size);
	const list = new Int32Array(size);
	const order = new Int32Array(rows.n);
	for (let i = 0; i < rows.n; i++) order[i] = i;
	const random = rng(o.seed);
	const b1 = 0.9;
	const b2 = 0.999;
	let t = 0;
	const { start, index, value, y } = rows;
	const steps = o.epochs * Math.ceil(rows.n / o.batch);
	for (let epoch = 0; epoch < o.epochs; epoch++) {
		shuffle(order, random);
		let loss = 0;
		for (let from = 0; from < rows.n; from += o.batch) {
			const to = Math.min(rows.n, from + o.batch);
			let nTouched = 0;
			for (let q = from; q < to; q++) {
				const r = order[q];
				const a = start[r];
				const b = start[r + 1];
				let z = 0;
				for (let j = a; j < b; j++) z += w[index[j]] * value[j];
				const target = y[r];
				loss += (z > 0 ? z + Math.log1p(Math.exp(-z)) : Math.log1p(Math.exp(z))) - target * z;
				const e = sigmoid(z) - target;
				for (let j = a; j < b; j++) {
					const k = index[j];
					if (!touched[k]) {
						touched[k] = 1;
						list[nTouched++] = k;
					}
					g[k] += e * value[j];
				}
			}
			t++;
			const rate = o.rate * (1 - (0.9 * (t - 1)) / Math.max(1, steps - 1));
			const c1 = 1 / (1 - b1 ** t);
			const c2 = 1 / (1 - b2 ** t);
			const inv = 1 / (to - from);
			// Only the parameters this batch touched move (their ridge too): the rest keep their moments.
			for (let u = 0; u < nTouched; u++) {
				const k = list[u];
				const gk = g[k] * inv + ridge[k] * w[k];
				m1[k] = b1 * m1[k] + (1 - b1) * gk;
				m2[k] = b2 * m2[k] + (1 - b2) * gk * gk;
				w[k] -= (rate * m1[k] * c1) / (Math.sqrt(m2[k] * c2) + 1e-8);
				g[k] = 0;
				touched[k] = 0;
			}
		}
		o.onEpoch?.(epoch + 1, loss / rows.n);
	}
	return w;
}

/** Mean log-loss of predictions p against outcomes y (natural log; a coin scores ln 2 = 0.6931). */
export function meanLogLoss(p: ArrayLike<number>, y: ArrayLike<number>): number {
	let s = 0;
	for (let i = 0; i < p.length; i++) {
		const q = Math.min(1 - 1e-12, Math.max(1e-12, p[i]));
		s -= y[i] * Math.log(q) + (1 - y[i]) * Math.log(1 - q);
	}
	return p.length ? s / p.length : NaN;
}

/** Reliability buckets of predicted percent: [0, 10), [10, 20), ... [90, 100]. */
export const BUCKET_EDGES: readonly number[] = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

export interface Bucket {
	from: number;
	to: number;
	count: number;
	/** Mean predicted percent. */
	predicted: number;
	/** Mean result in percent. */
	observed: number;
}

export function reliability(p: ArrayLike<number>, y: ArrayLike<number>): Bucket[] {
	const k = BUCKET_EDGES.length - 1;
	const count = new Array(k).fill(0);
	const sp = new Array(k).fill(0);
	const sy = new Array(k).fill(0);
	for (let i = 0; i < p.length; i++) {
		const b = Math.min(k - 1, Math.floor(p[i] * 10));
		count[b]++;
		sp[b] += p[i];
		sy[b] += y[i];
	}
	return count.map((c, b) => ({
		from: BUCKET_EDGES[b],
		to: BUCKET_EDGES[b + 1],
		count: c,
		predicted: c ? Math.round((1000 * sp[b]) / c) / 10 : 0,
		observed: c ? Math.round((1000 * sy[b]) / c) / 10 : 0
	}));
}

/**
 * How far the estimate's percent is off what happened, in percentage
 * points: the count-weighted root mean square of (observed - predicted)
 * over the buckets, each bucket's observed rate less its sampling error
 * (a bucket of n positions at rate q is off by sqrt(q (1 - q) / n) by
 * chance alone). Two estimates whose difference is under twice this are
 * not told apart by the calibration.
 */
export function calibrationError(buckets: readonly Bucket[]): number {
	let total = 0;
	let sum = 0;
	for (const b of buckets) {
		if (b.count === 0) continue;
		const q = b.observed / 100;
		const noise = 100 * Math.sqrt((q * (1 - q)) / b.count);
		const gap = Math.max(0, Math.abs(b.observed - b.predicted) - noise);
		sum += b.count * gap * gap;
		total += b.count;
	}
	return total ? Math.sqrt(sum / total) : NaN;
}
