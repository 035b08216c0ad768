/**
 * The evaluation: a linear model over the features (./features.ts) whose
 * weights are fitted by logistic regression to results our own tools
 * proved or played (`engine fit`, ./fit.ts). Its value is the logit of the
 * side to move's expected score, kept as an integer in hundredths
 * (EVAL_UNIT = one logit unit), so the score a user sees is
 * sigmoid(eval / EVAL_UNIT).
 */
import { popcount, squareAt } from '../engine';
import { FEATURE_NAMES } from './features';
import { BoardModel, layoutOffsets, PATTERN_SIZE, PST_SIZE, type ModelLayout } from './model';
import { NetEvaluator, type NetFile } from './net';
import { netWasmEvaluator } from './net-wasm';
import fitted from './weights.json';

/** Search units per logit unit. */
export const EVAL_UNIT = 100;
/** No evaluation reaches this: proved results lie beyond it. */
export const EVAL_LIMIT = 20_000;

/** What the search asks of an evaluation: the side to move's value in search units, allocation-free. */
export interface Evaluator {
	evaluate(white: number, black: number, kings: number, whiteToMove: boolean): number;
}

/**
 * A model file (weights.json): the layout of the board model, its linear
 * weights in feature order, and its tables in thousandths of a logit
 * (whole numbers: a short file), with how it was fitted. The first
 * learned evaluation's file, 26 linear weights (`weights`), reads too.
 */
export interface ModelFile {
	model?: 'board';
	layout?: ModelLayout;
	features: string[];
	/** The linear weights (the first evaluation's file). */
	weights?: number[];
	params?: { linear: number[]; pst?: number[]; patterns?: number[] };
	/** How the weights were made (the fit's command and figures). */
	fit?: unknown;
}

/** A weights file of either kind: the board model's, or a small net's (./net.ts). */
export type WeightsFile = ModelFile | NetFile;

/** Tables are stored in thousandths of a logit. */
export const TABLE_SCALE = 1000;

/** The layout and parameter vector a file holds; an error if its features are not ours or a table is missing. */
function checkFeatures(file: { features?: unknown }): void {
	if (typeof file !== 'object' || file === null || !Array.isArray(file.features)) throw new Error('not a weights file');
	if (file.features.length !== FEATURE_NAMES.length || file.features.some((n, i) => n !== FEATURE_NAMES[i]))
		throw new Error('the weights file is for other features: run engine fit');
}

export function modelOf(file: ModelFile): { layout: ModelLayout; params: Float64Array } {
	checkFeatures(file);
	const layout: ModelLayout = file.layout ?? { pst: false, patterns: false };
	const linear = file.params?.linear ?? file.weights;
	if (!linear) throw new Error('the weights file has no weights');
	const off = layoutOffsets(layout);
	const params = new Float64Array(off.size);
	params.set(linear);
	const table = (values: number[] | undefined, at: number, size: number, name: string) => {
		if (!values || values.length !== size) throw new Error(`the weights file's ${name} table is missing or short`);
		for (let i = 0; i < size; i++) params[at + i] = values[i] / TABLE_SCALE;
	};
	if (layout.pst) table(file.params?.pst, off.pst, PST_SIZE, 'pst');
	if (layout.patterns) table(file.params?.patterns, off.patterns, PATTERN_SIZE, 'patterns');
	return { layout, params };
}

/**
 * Positions (white, black, kings) whose evaluation, either side to move,
 * runs every path of an evaluation: men and kings of both colours, a lone
 * piece, square 31 (the sign bit).
 */
const PRIMERS = [0x00000fff, 0xfff00000 | 0, (1 << 11) | (1 << 20), 1 << 31, 1, (1 << 31) | 1, 1 << 5, (1 << 30) | (1 << 31), 0];

/**
 * Evaluate the PRIMERS once: V8 compiles a function for the paths it has
 * seen run, so the search's first compiled evaluation covers them all,
 * instead of being thrown away and compiled again when the first king or
 * the first leaf with Black to move comes (a few times in a search's first
 * second). No effect on any value.
 */
function primed(e: Evaluator): Evaluator {
	for (let i = 0; i < PRIMERS.length; i += 3) {
		e.evaluate(PRIMERS[i], PRIMERS[i + 1], PRIMERS[i + 2], true);
		e.evaluate(PRIMERS[i], PRIMERS[i + 1], PRIMERS[i + 2], false);
	}
	return e;
}

/**
 * The evaluation of a weights file of either kind; an error if it is not one
 * (or not for our features). A net runs in WebAssembly where it can (the
 * same values, faster: ./net-wasm.ts), in JavaScript elsewhere.
 */
export function evaluatorOf(file: WeightsFile): Evaluator {
	checkFeatures(file);
	if (file.model === 'net') {
		const js = new NetEvaluator(file, EVAL_LIMIT);
		return primed(netWasmEvaluator(js.tables, EVAL_LIMIT) ?? js);
	}
	const m = modelOf(file);
	return primed(new BoardModel(m.layout, m.params, EVAL_LIMIT));
}

/** The committed, fitted evaluation. */
export function defaultEvaluator(): Evaluator {
	return evaluatorOf(fitted as WeightsFile);
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
const LINEAR_ONLY: ModelLayout = { pst: false, patterns: false };

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
class RussianEvaluator extends BoardModel {
	override evaluate(white: number, black: number, kings: number, whiteToMove: boolean): number {
		if (loneKingHolds(white, black, kings) || loneKingHolds(black, white, kings)) return 0;
		return super.evaluate(white, black, kings, whiteToMove);
	}
}

export function russianEvaluator(): Evaluator {
	return new RussianEvaluator(LINEAR_ONLY, RUSSIAN_WEIGHTS, EVAL_LIMIT);
}

/** Expected score of the side to move, 0-1, for an evaluation. */
export function expectedScore(evaluation: number): number {
	return 1 / (1 + Math.exp(-evaluation / EVAL_UNIT));
}
