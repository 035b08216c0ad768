/**
 * How hard a generated puzzle is: longer wins, more tempting alternatives,
 * a bigger proof and a quiet key move (no sacrifice) all make it harder.
 * The raw score is turned into a level 1-5 by fixed bounds, so a puzzle's
 * level does not depend on which other puzzles a run happened to find, and
 * puzzles added later are ranked on the same scale as the first ones.
 */
import { applyMove, legalMoves, type Move, type Position, moveToString } from '../engine';
import { replies } from './themes';

/**
 * How good a move looks by mobility, the way heuristicMove weighs it: our
 * fewest moves after any reply, less twice the opponent's replies; a move
 * that leaves the opponent without a move (it wins) scores very low.
 */
export function mobilityScore(pos: Position, move: Move): number {
	const after = applyMove(pos, move);
	const answers = legalMoves(after);
	if (answers.length === 0) return -1e6;
	let worst = Infinity;
	for (const a of answers) {
		const next = applyMove(after, a);
		const ours = replies(next);
		worst = Math.min(worst, ours === 0 ? 1e5 : ours);
	}
	return worst - 2 * answers.length;
}

/** Other first moves that look at least about as good as the key move by mobility. */
export function plausibleAlternatives(pos: Position, key: Move): number {
	const keyScore = mobilityScore(pos, key);
	let n = 0;
	for (const m of legalMoves(pos)) {
		if (moveToString(m) === moveToString(key)) continue;
		if (mobilityScore(pos, m) >= keyScore - 2) n++;
	}
	return n;
}

/** Raw difficulty (higher is harder). */
export function rawDifficulty(n: number, plausible: number, proofNodes: number, sacrifice: boolean): number {
	return 1.2 * n + 1.0 * Math.min(plausible, 6) + 0.8 * Math.log10(Math.max(10, proofNodes)) + (sacrifice ? 0 : 1);
}

export type Level = 1 | 2 | 3 | 4 | 5;

/**
 * Upper bounds of levels 1-4 on the raw score: the boundaries of the first
 * 450 generated puzzles, which were ranked into five equal shares (see
 * puzzles/README.md). A score above the last bound is level 5.
 */
export const LEVEL_BOUNDS: readonly number[] = [5.8, 8.637, 10.88, 13.36];

export function levelOf(score: number): Level {
	const i = LEVEL_BOUNDS.findIndex((bound) => score <= bound);
	return (i < 0 ? 5 : i + 1) as Level;
}
