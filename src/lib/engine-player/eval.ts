/**
 * The evaluation: a linear model over the features (./features.ts) whose
 * weights are fitted by logistic regression to results our own tools
 * proved or played (`engine fit`, ./fit.ts). Its value is the logit of the
 * side to move's expected score, kept as an integer in hundredths
 * (EVAL_UNIT = one logit unit), so the score a user sees is
 * sigmoid(eval / EVAL_UNIT).
 */
import { popcount, squareAt } from '../engine';
import { FEATURE_COUNT, FEATURE_NAMES, features, weightedSum } from './features';
import fitted from './weights.json';

/** Search units per logit unit. */
export const EVAL_UNIT = 100;
/** No evaluation reaches this: proved results lie beyond it. */
export const EVAL_LIMIT = 20_000;

export interface WeightsFile {
	features: string[];
	weights: number[];
	/** How the weights were made (the fit's command and figures). */
	fit?: unknown;
}

export class Evaluator {
	private readonly w = new Float64Array(FEATURE_COUNT);
	private readonly f = new Float64Array(FEATURE_COUNT);

	constructor(weights: readonly number[]) {
		if (weights.length !== FEATURE_COUNT) throw new Error(`expected ${FEATURE_COUNT} weights, got ${weights.length}`);
		for (let i = 0; i < FEATURE_COUNT; i++) this.w[i] = weights[i];
	}

	/** The side to move's evaluation in search units. */
	evaluate(white: number, black: number, kings: number, whiteToMove: boolean): number {
		const s = weightedSum(white, black, kings, whiteToMove, this.w);
		const v = Math.round(s * EVAL_UNIT);
		return v > EVAL_LIMIT ? EVAL_LIMIT : v < -EVAL_LIMIT ? -EVAL_LIMIT : v;
	}

	/** The same evaluation through the features vector (the fit's view; tests check both agree). */
	evaluateByFeatures(white: number, black: number, kings: number, whiteToMove: boolean): number {
		const f = this.f;
		features(white, black, kings, whiteToMove, f);
		let s = 0;
		for (let i = 0; i < FEATURE_COUNT; i++) s += this.w[i] * f[i];
		const v = Math.round(s * EVAL_UNIT);
		return v > EVAL_LIMIT ? EVAL_LIMIT : v < -EVAL_LIMIT ? -EVAL_LIMIT : v;
	}
}

/** The weights a file holds, in feature order; an error if its features are not ours. */
export function weightsOf(file: WeightsFile): number[] {
	if (file.features.length !== FEATURE_NAMES.length || file.features.some((n, i) => n !== FEATURE_NAMES[i]))
		throw new Error('the weights file is for other features: run engine fit');
	return file.weights;
}

/**
 * Hand-set weights the fit's first round of self-play starts from (fewer
 * own pieces, more safe moves, no locked men), so that `engine fit` gives
 * the same weights whatever weights file is committed.
 */
const SIDE_START = [-0.3, -0.6, 0.02, 0.15, 0.05, 0.05, -0.1, 0, -0.1, -0.3, 0, 0.5];
export const STARTING_WEIGHTS: readonly number[] = [...SIDE_START, ...SIDE_START, 0, 0];

/** The committed, fitted weights. */
export const FITTED_WEIGHTS: readonly number[] = weightsOf(fitted as WeightsFile);

export function defaultEvaluator(): Evaluator {
	return new Evaluator(FITTED_WEIGHTS);
}

/**
 * Ordinary checkers (aim russian: the side left without a move loses), for
 * reviewing the classic games such as Petrov's 1827: hand-set weights over
 * the same features, not fitted (our self-play and tables are giveaway's).
 * Material first (a king is worth about two and a half men), then men that
 * will crown, the back rank kept in the opening, free kings and free men;
 * a man shut in on the far edge is a loss, as Petrov shows. A man up in the
 * middlegame reads as about three to one (eval.test.ts).
 */
const RUSSIAN_OPEN = [1.0, 2.5, 0.01, 0.03, -0.05, 0.05, -0.05, 0.1, -0.1, -0.3, 0.6, -0.5];
const RUSSIAN_END = [1.2, 2.5, 0.05, 0.05, -0.05, 0.05, 0, 0, -0.2, -0.3, 0.8, -1.0];
export const RUSSIAN_WEIGHTS: readonly number[] = [...RUSSIAN_OPEN, ...RUSSIAN_END, 0, 0];

/** The main road, a1-h8. */
const MAIN_ROAD = [0, 1, 2, 3, 4, 5, 6, 7].reduce((m, i) => m | (1 << squareAt(i, i)), 0);

/** A lone king that two pieces, or three against it on the main road, cannot catch. */
function loneKingHolds(lone: number, other: number, kings: number): boolean {
	if (popcount(lone) !== 1 || (lone & kings) === 0) return false;
	const n = popcount(other);
	return n <= 2 || (n === 3 && (lone & MAIN_ROAD) !== 0);
}

/**
 * Ordinary checkers' endgame theory the weights cannot see: a lone king is
 * not caught by two pieces, nor by three while it holds the main road (the
 * ordinary game's rules call it a draw after 5 moves), so such a
 * position is even, however the material reads; the search still finds a
 * shot that catches the king. Petrov's game ends so.
 */
class RussianEvaluator extends Evaluator {
	override evaluate(white: number, black: number, kings: number, whiteToMove: boolean): number {
		if (loneKingHolds(white, black, kings) || loneKingHolds(black, white, kings)) return 0;
		return super.evaluate(white, black, kings, whiteToMove);
	}
}

export function russianEvaluator(): Evaluator {
	return new RussianEvaluator(RUSSIAN_WEIGHTS);
}

/** Expected score of the side to move, 0-1, for an evaluation. */
export function expectedScore(evaluation: number): number {
	return 1 / (1 + Math.exp(-evaluation / EVAL_UNIT));
}
