/**
 * "12 against one": White's twelve men on their start squares, one Black
 * man on a square of ranks 4-8, White to move, giveaway aim.
 */
import { makePosition, SQUARE_NAMES, parseSquare, type Position } from '../engine';

/** The 20 squares of ranks 4-8, rank by rank, file by file. */
export const TWELVE_SQUARES: readonly string[] = SQUARE_NAMES.filter((n) => Number(n[1]) >= 4).sort(
	(a, b) => Number(a[1]) - Number(b[1]) || a.localeCompare(b)
);

export function twelvePosition(square: string): Position {
	const sq = parseSquare(square);
	if (sq < 0 || !TWELVE_SQUARES.includes(square)) throw new Error(`not a square of ranks 4-8: ${square}`);
	return makePosition(0x00000fff, 1 << sq, 0, true);
}
