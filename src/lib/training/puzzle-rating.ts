/**
 * A puzzle's rating, fixed on the device and derived from what the bank
 * proves about it: its difficulty level (ranked by the generator from the
 * length of the win, how many first moves tempt without winning, and the
 * size of the proof) and the length of the win itself.
 *
 *   rating = 900 + 250 * (difficulty - 1) + 20 * min(n - 1, 10)
 *
 * Levels are 250 apart and the length adds at most 200, so every puzzle of
 * a harder level is rated above every puzzle of an easier one (tested on
 * the whole bank), and within a level a longer win is rated higher.
 */
export interface RatedPuzzle {
	difficulty: number;
	/** N of `win in N`. */
	n: number;
}

export const LEVEL_BASE = 900;
export const LEVEL_STEP = 250;
export const LENGTH_STEP = 20;
export const LENGTH_CAP = 10;

export function puzzleRating(p: RatedPuzzle): number {
	return LEVEL_BASE + LEVEL_STEP * (p.difficulty - 1) + LENGTH_STEP * Math.min(Math.max(p.n - 1, 0), LENGTH_CAP);
}
