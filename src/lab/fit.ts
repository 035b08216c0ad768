/**
 * Fitting the evaluation (Texel style): logistic regression of the result
 * for the side to move (1 win, 0.5 draw, 0 loss) on the features, by
 * Newton's method with a small ridge penalty. Deterministic: plain sums in
 * a fixed order, no random restarts.
 */
import { FEATURE_COUNT } from '../lib/engine-player/features';

export interface Sample {
	/** The features (FEATURE_COUNT values). */
	x: Float64Array;
	/** The side to move's result, 0-1. */
	y: number;
	/** Pieces on the board (for the per-phase figures). */
	pieces: number;
	/** Where the label comes from. */
	source: 'tablebase' | 'solver' | 'bank' | 'self-play';
}

function dot(w: ArrayLike<number>, x: Float64Array): number {
	let s = 0;
	for (let i = 0; i < x.length; i++) s += w[i] * x[i];
	return s;
}

function sigmoid(z: number): number {
	return 1 / (1 + Math.exp(-z));
}

/** Mean log-loss of the weights on the samples (natural log; 0.693 is a coin). */
export function logLoss(weights: ArrayLike<number>, samples: readonly Sample[]): number {
	if (samples.length === 0) return NaN;
	let sum = 0;
	for (const s of samples) {
		const p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(dot(weights, s.x))));
		sum -= s.y * Math.log(p) + (1 - s.y) * Math.log(1 - p);
	}
	return sum / samples.length;
}

/** Solve a x = b for a symmetric positive definite a (n x n, row-major), by Cholesky. */
function solveSpd(a: Float64Array, b: Float64Array, n: number): Float64Array {
	const l = new Float64Array(n * n);
	for (let i = 0; i < n; i++) {
		for (let j = 0; j <= i; j++) {
			let s = a[i * n + j];
			for (let k = 0; k < j; k++) s -= l[i * n + k] * l[j * n + k];
			if (i === j) l[i * n + i] = Math.sqrt(Math.max(s, 1e-12));
			else l[i * n + j] = s / l[j * n + j];
		}
	}
	const y = new Float64Array(n);
	for (let i = 0; i < n; i++) {
		let s = b[i];
		for (let k = 0; k < i; k++) s -= l[i * n + k] * y[k];
		y[i] = s / l[i * n + i];
	}
	const x = new Float64Array(n);
	for (let i = n - 1; i >= 0; i--) {
		let s = y[i];
		for (let k = i + 1; k < n; k++) s -= l[k * n + i] * x[k];
		x[i] = s / l[i * n + i];
	}
	return x;
}

/**
 * Weights minimising the mean log-loss plus ridge / 2 * |w|^2, from zero,
 * by Newton steps (halved while a step makes the loss worse).
 */
export function fitLogistic(samples: readonly Sample[], options: { ridge?: number; iterations?: number } = {}): number[] {
	const n = FEATURE_COUNT;
	const ridge = options.ridge ?? 1e-4;
	const m = samples.length;
	let w = new Float64Array(n);
	const objective = (v: Float64Array) => logLoss(v, samples) + (ridge / 2) * dot(v, v);
	let current = objective(w);
	for (let iter = 0; iter < (options.iterations ?? 30); iter++) {
		const g = new Float64Array(n);
		const h = new Float64Array(n * n);
		for (const s of samples) {
			const p = sigmoid(dot(w, s.x));
			const r = p - s.y;
			const c = p * (1 - p);
			for (let i = 0; i < n; i++) {
				const xi = s.x[i];
				if (xi === 0) continue;
				g[i] += r * xi;
				for (let j = 0; j <= i; j++) h[i * n + j] += c * xi * s.x[j];
			}
		}
		for (let i = 0; i < n; i++) {
			g[i] = g[i] / m + ridge * w[i];
			for (let j = 0; j <= i; j++) {
				h[i * n + j] /= m;
				h[j * n + i] = h[i * n + j];
			}
			h[i * n + i] += ridge;
		}
		const step = solveSpd(h, g, n);
		let t = 1;
		let next = w;
		let value = current;
		for (let halving = 0; halving < 20; halving++, t /= 2) {
			const trial = new Float64Array(n);
			for (let i = 0; i < n; i++) trial[i] = w[i] - t * step[i];
			const v = objective(trial);
			if (v <= current) {
				next = trial;
				value = v;
				break;
			}
		}
		const gain = current - value;
		w = next;
		current = value;
		if (gain < 1e-10) break;
	}
	return Array.from(w);
}

export type Phase = 'opening' | 'middle' | 'end';

/** The game's phase by pieces on the board: 17-24 opening, 9-16 middle, 2-8 end. */
export function phaseOf(pieces: number): Phase {
	return pieces >= 17 ? 'opening' : pieces >= 9 ? 'middle' : 'end';
}
