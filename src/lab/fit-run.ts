/**
 * One fit from the dataset to a weights file (`engine fit --data`): the
 * recipe of a model family (its layout, ridge, target and optimiser
 * settings), the fit, the weights rounded as the file stores them, and
 * the figures measured with the search's own evaluation of that file on
 * the held-out positions: log-loss per phase and per source against a
 * coin, and the reliability table per phase (./fit.ts). The same data
 * and recipe give the same bytes.
 */
import { evaluatorOf, TABLE_SCALE, type Evaluator, type ModelFile, type WeightsFile } from '../lib/engine-player/eval';
import { buildNetRows, fitNet, netFile, netSize } from './net';
import { FEATURE_COUNT, FEATURE_NAMES } from '../lib/engine-player/features';
import { layoutOffsets, type ModelLayout } from '../lib/engine-player/model';
import { PHASE_PIECES } from '../lib/engine-player/trust';
import type { Dataset } from './dataset-file';
import {
	actual,
	buildRows,
	calibrationError,
	fitAdam,
	fitData,
	meanLogLoss,
	phaseOf,
	PHASES,
	reliability,
	sigmoid,
	SOURCES,
	target,
	tdTargets,
	type Bucket,
	type FitData,
	type Phase,
	type Ridge
} from './fit';

export interface Recipe {
	/** The board model with this layout, or a net of this many hidden units (./net.ts), with a piece-square table beside it when layout.pst. */
	layout: ModelLayout;
	hidden?: number;
	ridge: Ridge;
	/** Weight of the game's result against the stored search score in an unproved position's target. */
	lambda: number;
	/** When given, targets by temporal differences with this gamma instead (fit.ts tdTargets). */
	gamma?: number;
	/**
	 * The training positions: `all`, or `estimates`: the self-play positions
	 * no proof settles (where the engine shows an estimate) and the tables'.
	 */
	train: 'all' | 'estimates';
	epochs: number;
	batch: number;
	rate: number;
	seed: number;
}

const BASE = { lambda: 0.5, train: 'all' as const, epochs: 12, batch: 256, rate: 0.01, seed: 1 };

/** The model families tried (docs/engine.md, "The evaluation, learned"). */
export const RECIPES: Record<string, Recipe> = {
	linear: { ...BASE, layout: { pst: false, patterns: false }, ridge: { linear: 1e-5, pst: 0, patterns: 0 } },
	pst: { ...BASE, layout: { pst: true, patterns: false }, ridge: { linear: 1e-5, pst: 1e-5, patterns: 0 } },
	patterns: { ...BASE, layout: { pst: true, patterns: true }, ridge: { linear: 1e-5, pst: 1e-5, patterns: 1e-5 } },
	net: { ...BASE, rate: 0.003, hidden: 16, layout: { pst: false, patterns: false }, ridge: { linear: 1e-6, pst: 0, patterns: 0 } },
	'net-pst': { ...BASE, rate: 0.003, hidden: 16, layout: { pst: true, patterns: false }, ridge: { linear: 1e-6, pst: 0, patterns: 0 } }
};

export const DEFAULT_RECIPE = 'pst';

/** Per phase: what the app may import to say how far an estimate is trusted (src/lib/engine-player/calibration.json). */
export interface PhaseCalibration {
	phase: Phase;
	/** Pieces on the board, fewest and most. */
	pieces: [number, number];
	/** Held-out unproved self-play positions measured. */
	positions: number;
	logLoss: number;
	/** A coin's log-loss on the same positions. */
	coin: number;
	/** How much lower the log-loss is than the coin's, and the half-width of its 95% interval (a game's positions one sample). */
	gain: number;
	gainHalfWidth: number;
	/** Reliability: bucket edges in predicted percent, then per bucket the mean predicted and observed percent and the count. */
	edges: number[];
	predicted: number[];
	observed: number[];
	counts: number[];
	/** How far predicted percents are off what happened (points, beyond sampling noise: fit.ts calibrationError). */
	error: number;
	/** A drop in expected result smaller than this (points, twice the error, at least 1) is not told apart by the calibration. */
	tellApart: number;
}

export interface CalibrationFile {
	about: string;
	/** The fit command the figures belong to. */
	command: string;
	phases: PhaseCalibration[];
}

export interface FitReport {
	file: WeightsFile;
	evaluator: Evaluator;
	figures: string[];
	calibration: CalibrationFile;
}

/** The weights as the file stores them: linear ones to a millionth, tables in whole thousandths of a logit. */
export function modelFile(layout: ModelLayout, params: Float64Array, fit: unknown): ModelFile {
	const off = layoutOffsets(layout);
	const table = (from: number, to: number) => Array.from(params.subarray(from, to), (v) => Math.round(v * TABLE_SCALE) || 0);
	return {
		model: 'board',
		layout,
		features: [...FEATURE_NAMES],
		params: {
			linear: Array.from(params.subarray(0, FEATURE_COUNT), (v) => Math.round(v * 1e6) / 1e6 || 0),
			...(layout.pst ? { pst: table(off.pst, off.patterns) } : {}),
			...(layout.patterns ? { patterns: table(off.patterns, off.size) } : {})
		},
		fit
	};
}

function bucketText(b: Bucket): string {
	return `${String(b.from).padStart(3)}-${String(b.to).padEnd(3)}%: ${String(b.count).padStart(6)} positions, predicted ${b.predicted.toFixed(1).padStart(5)}%, observed ${b.observed.toFixed(1).padStart(5)}%`;
}

/**
 * How much lower the log-loss is than a coin's, with the half-width of its
 * 95% interval; positions of one game count as one sample (they are not
 * independent), a standalone position as its own.
 */
export function coinGain(ps: readonly number[], ys: readonly number[], groups: readonly number[]): { mean: number; half: number } {
	const coin = Math.log(2);
	const sum = new Map<number, number>();
	let total = 0;
	for (let i = 0; i < ps.length; i++) {
		const q = Math.min(1 - 1e-12, Math.max(1e-12, ps[i]));
		const gain = coin + ys[i] * Math.log(q) + (1 - ys[i]) * Math.log(1 - q);
		sum.set(groups[i], (sum.get(groups[i]) ?? 0) + gain);
		total += gain;
	}
	const n = ps.length;
	const mean = total / n;
	// The variance of a ratio of sums over clusters (each cluster's sum less its size times the mean).
	const size = new Map<number, number>();
	for (const g of groups) size.set(g, (size.get(g) ?? 0) + 1);
	let v = 0;
	for (const [g, t] of sum) v += (t - size.get(g)! * mean) ** 2;
	const k = sum.size;
	const se = k > 1 ? Math.sqrt((v * k) / (k - 1)) / n : 0;
	return { mean, half: 1.96 * se };
}

/** The figures of an evaluator on the held-out positions, and its calibration. */
export function heldOutFigures(d: FitData, evaluator: Evaluator, command: string): { figures: string[]; calibration: CalibrationFile } {
	const p = new Float64Array(d.n);
	for (let i = 0; i < d.n; i++) if (d.held[i]) p[i] = sigmoid(evaluator.evaluate(d.mover[i], d.other[i], d.kings[i], true) / 100);
	const pick = (f: (i: number) => boolean) => {
		const ps: number[] = [];
		const ys: number[] = [];
		const groups: number[] = [];
		for (let i = 0; i < d.n; i++)
			if (d.held[i] && f(i)) {
				ps.push(p[i]);
				ys.push(actual(d, i));
				groups.push(d.game[i] >= 0 ? d.game[i] : -1 - i);
			}
		return { ps, ys, groups };
	};
	const line = (name: string, s: { ps: number[]; ys: number[]; groups: number[] }) => {
		if (!s.ps.length) return `held out, ${name}: no positions`;
		const gain = coinGain(s.ps, s.ys, s.groups);
		return `held out, ${name}: ${s.ps.length} positions, log-loss ${meanLogLoss(s.ps, s.ys).toFixed(4)} (a coin: ${meanLogLoss(
			s.ps.map(() => 0.5),
			s.ys
		).toFixed(4)}; better by ${gain.mean.toFixed(4)} ± ${gain.half.toFixed(4)})`;
	};
	const figures: string[] = [];
	figures.push(
		line(
			'all',
			pick(() => true)
		)
	);
	for (const ph of PHASES)
		figures.push(
			line(
				`self-play, ${ph}`,
				pick((i) => d.source[i] === 0 && phaseOf(d.pieces[i]) === ph)
			)
		);
	for (const ph of PHASES)
		figures.push(
			line(
				`self-play unproved, ${ph}`,
				pick((i) => d.source[i] === 0 && Number.isNaN(d.exact[i]) && phaseOf(d.pieces[i]) === ph)
			)
		);
	SOURCES.forEach((name, k) =>
		figures.push(
			line(
				`source ${name}`,
				pick((i) => d.source[i] === k)
			)
		)
	);
	const phases: PhaseCalibration[] = [];
	for (const ph of PHASES) {
		const s = pick((i) => d.source[i] === 0 && Number.isNaN(d.exact[i]) && phaseOf(d.pieces[i]) === ph);
		const buckets = reliability(s.ps, s.ys);
		const gain = coinGain(s.ps, s.ys, s.groups);
		const error = Math.round(10 * calibrationError(buckets)) / 10;
		phases.push({
			phase: ph,
			pieces: [...PHASE_PIECES[ph]],
			positions: s.ps.length,
			logLoss: Math.round(1e4 * meanLogLoss(s.ps, s.ys)) / 1e4,
			coin:
				Math.round(
					1e4 *
						meanLogLoss(
							s.ps.map(() => 0.5),
							s.ys
						)
				) / 1e4,
			gain: Math.round(1e4 * gain.mean) / 1e4,
			gainHalfWidth: Math.round(1e4 * gain.half) / 1e4,
			edges: [buckets[0].from, ...buckets.map((b) => b.to)],
			predicted: buckets.map((b) => b.predicted),
			observed: buckets.map((b) => b.observed),
			counts: buckets.map((b) => b.count),
			error,
			tellApart: Math.max(1, Math.ceil(2 * error))
		});
		figures.push(`reliability, ${ph} (held-out self-play positions no proof settles, against the games' results):`);
		for (const b of buckets) if (b.count) figures.push(`  ${bucketText(b)}`);
		figures.push(`  off by ${error.toFixed(1)} points beyond sampling noise: a drop under ${phases[phases.length - 1].tellApart} points is not told apart`);
	}
	return {
		figures,
		calibration: {
			about:
				'How far the evaluation is trusted, per phase: on held-out self-play positions that no proof settles, its predicted percent (the side to move expected result) in buckets against the games results. engine fit --data writes it.',
			command,
			phases
		}
	};
}

/** The held-out figures and calibration of an evaluation fitted elsewhere (engine fit --measure): the same held-out games as a fit's. */
export function measureEvaluator(dataset: Dataset, evaluator: Evaluator, command: string): { figures: string[]; calibration: CalibrationFile } {
	return heldOutFigures(fitData(dataset), evaluator, command);
}

/** Fit a recipe to the dataset; `command` and `data` (the file's SHA-256) are recorded in the weights file. */
export function runFit(dataset: Dataset, recipe: Recipe, command: string, data: string, log: (text: string) => void = () => {}): FitReport {
	const d = fitData(dataset);
	const trains = (i: number) => !d.held[i] && (recipe.train === 'all' || d.source[i] === 1 || (d.source[i] === 0 && Number.isNaN(d.exact[i])));
	let train = 0;
	let held = 0;
	for (let i = 0; i < d.n; i++) {
		if (trains(i)) train++;
		if (d.held[i]) held++;
	}
	log(`${d.n} positions (${dataset.games.length} games, ${dataset.positions.length} table and bank positions), ${held} held out`);
	const td = recipe.gamma === undefined ? null : tdTargets(d, recipe.gamma);
	const targets = (i: number) => (td ? td[i] : target(d, i, recipe.lambda));
	const onEpoch = (e: number, loss: number) => log(`epoch ${e} of ${recipe.epochs}: training loss ${loss.toFixed(4)}`);
	let make: (fit: unknown) => WeightsFile;
	let size: number;
	if (recipe.hidden) {
		const hidden = recipe.hidden;
		const pst = recipe.layout.pst;
		const rows = buildNetRows(d, trains, targets);
		const params = fitNet(rows, {
			hidden,
			pst,
			epochs: recipe.epochs,
			batch: recipe.batch,
			rate: recipe.rate,
			ridge: recipe.ridge.linear,
			seed: recipe.seed,
			onEpoch
		});
		size = netSize(hidden, pst);
		make = (fit) => netFile(hidden, pst, params, fit);
	} else {
		const rows = buildRows(d, recipe.layout, trains, targets);
		const params = fitAdam(rows, recipe.layout, {
			ridge: recipe.ridge,
			epochs: recipe.epochs,
			batch: recipe.batch,
			rate: recipe.rate,
			seed: recipe.seed,
			onEpoch
		});
		size = layoutOffsets(recipe.layout).size;
		make = (fit) => modelFile(recipe.layout, params, fit);
	}
	const shape = recipe.hidden ? `a net of ${recipe.hidden} hidden units${recipe.layout.pst ? ' and a piece-square table' : ''}` : JSON.stringify(recipe.layout);
	const head = `fitted ${size} parameters (${shape}) on ${train} positions (${recipe.train === 'all' ? 'all' : "those an estimate is shown for, and the tables'"}), ${held} held out`;
	// The figures are those of the file's rounded weights, through the search's own evaluation.
	const evaluator = evaluatorOf(make(null));
	const measured = heldOutFigures(d, evaluator, command);
	const figures = [head, ...measured.figures];
	return { file: make({ command, data, figures }), evaluator, figures, calibration: measured.calibration };
}

/** The bytes of a weights or calibration file: JSON with each array on one line. */
export function jsonText(value: unknown): string {
	return (
		JSON.stringify(value, (_, v: unknown) => v, '\t').replace(/\[\s+([^[\]{}]*?)\s+\]/g, (_, inner: string) => `[${inner.replace(/\s*\n\s*/g, ' ')}]`) + '\n'
	);
}
