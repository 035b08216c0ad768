/**
 * Move classes and accuracy from the drop in the mover's expected result.
 *
 * The expected result is the engine's score in percent (the side to move's
 * expected result, 100 a win, 0 a loss), taken from the mover's view before
 * and after the move; the drop is before minus after, never below 0. The
 * idea is lichess's (classes by the drop in winning chances; accuracy a
 * falling exponential of that drop); the numbers are ours.
 */

/**
 * `unclear`: by the estimate alone a mistake or a blunder, but the drop is
 * smaller than what the measured calibration tells apart in that phase of
 * the game (classOfEstimateDrop): neither a mistake nor a blunder is said.
 */
export type MoveClass = 'best' | 'good' | 'inaccuracy' | 'unclear' | 'mistake' | 'blunder';

export const MOVE_CLASSES: readonly MoveClass[] = ['best', 'good', 'inaccuracy', 'unclear', 'mistake', 'blunder'];

/**
 * A drop below this is still "best": the score is shown in whole percents,
 * so a move whose score stays the same percent lost nothing the user can see.
 */
export const BEST_MAX_DROP = 1;
/**
 * 5 points: about what a move of the strongest level at the review's budget
 * loses against a search with 10 times the nodes, 1 time in 10 to 1 in 20
 * (measured: the 90th percentile 3-4 points in openings and middlegames, 0
 * in endings; engine-player/noise.json, `engine noise`), so anything below
 * is "good". A mistake or a blunder by estimate needs more: a drop above
 * the noise of the review's own drops (classOfEstimateDrop).
 */
export const INACCURACY_DROP = 5;
/** 10 points: a clear step down, twice that. */
export const MISTAKE_DROP = 10;
/**
 * 20 points: giveaway games turn on single moves (a forced chain of
 * captures), so a blunder is a swing of a fifth of the result, wider than
 * lichess's 15 on the same scale because our estimates of openings are
 * coarse and jump more from one position to the next.
 */
export const BLUNDER_DROP = 20;

/** The class of a drop in expected result (percentage points), whatever the trust in it (never `unclear`). */
export function classOfDrop(drop: number): MoveClass {
	if (drop < BEST_MAX_DROP) return 'best';
	if (drop < INACCURACY_DROP) return 'good';
	if (drop < MISTAKE_DROP) return 'inaccuracy';
	if (drop < BLUNDER_DROP) return 'mistake';
	return 'blunder';
}

/**
 * The class of a drop taken from the engine's estimate (not proved):
 * classOfDrop's, except that a mistake or a blunder needs a drop of at
 * least `tellApart` points, the smallest drop told apart in the
 * position's phase: the larger of the measured calibration's and the
 * search's own measured noise (engine-player/trust.ts; null: the estimate
 * reads no better than a coin there, so no drop is told apart).
 * Below it the move is `unclear`.
 */
export function classOfEstimateDrop(drop: number, tellApart: number | null): MoveClass {
	const cls = classOfDrop(drop);
	if ((cls === 'mistake' || cls === 'blunder') && (tellApart === null || drop < tellApart)) return 'unclear';
	return cls;
}

/**
 * Accuracy of one move: 100 x e^(-drop / ACCURACY_SCALE). A drop of 5
 * gives 80%, 10 gives 64%, 20 gives 41%, a whole win thrown away (100) 1%.
 */
export const ACCURACY_SCALE = 22.4;

export function moveAccuracy(drop: number): number {
	return 100 * Math.exp(-Math.max(0, drop) / ACCURACY_SCALE);
}

/**
 * A side's accuracy: the mean of the accuracies of the moves that count
 * (the review passes those with a choice whose drop is proved or read in
 * a phase where the estimate beats a coin: review.ts `counts`); null when
 * none counts.
 */
export function sideAccuracy(drops: readonly number[]): number | null {
	if (drops.length === 0) return null;
	return drops.reduce((sum, d) => sum + moveAccuracy(d), 0) / drops.length;
}
