/**
 * The keyboard cursor over the 32 dark squares, moved in screen directions
 * (so the keys feel the same whichever way the board is turned).
 *
 * Left/Right step two columns along the row (the next dark square). Up/Down
 * step one row, to whichever diagonal neighbour stays nearest the column the
 * cursor set out from, so holding Up zig-zags up a file pair instead of
 * drifting off to an edge; with Shift they take the other diagonal (from c3,
 * Up goes to d4 and Shift+Up to b4). Home, PageUp, End and PageDown (7, 9,
 * 1, 3 on a numeric keypad), and on any keyboard Q, E, Z, C (the corners
 * around S), step diagonally up-left, up-right, down-left, down-right.
 */
import type { Square } from '$lib/engine';
import { cellOf, squareOfCell, type Orientation } from './geometry';

export interface Cursor {
	square: Square;
	/** The display column vertical steps stay near. */
	column: number;
}

export function cursorAt(square: Square, orientation: Orientation): Cursor {
	return { square, column: cellOf(square, orientation).col };
}

const DIAGONAL: Record<string, [number, number]> = {
	Home: [-1, -1],
	PageUp: [1, -1],
	End: [-1, 1],
	PageDown: [1, 1],
	q: [-1, -1],
	e: [1, -1],
	z: [-1, 1],
	c: [1, 1]
};

const diagonalKey = (key: string) => (key.length === 1 ? key.toLowerCase() : key);

/** Whether a key moves the cursor (the board then keeps it from scrolling the page). */
export function isCursorKey(key: string): boolean {
	return key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight' || Object.hasOwn(DIAGONAL, diagonalKey(key));
}

/**
 * The cursor after a key (`other`: Shift held, Up and Down take the other
 * diagonal): the same cursor at an edge, null for a key that does not move it.
 */
export function moveCursor(cursor: Cursor, key: string, orientation: Orientation, other = false): Cursor | null {
	if (!isCursorKey(key)) return null;
	const { col, row } = cellOf(cursor.square, orientation);
	const to = (c: number, r: number, column: number): Cursor => {
		const sq = squareOfCell(c, r, orientation);
		return sq < 0 ? cursor : { square: sq, column };
	};
	if (key === 'ArrowLeft') return to(col - 2, row, col - 2);
	if (key === 'ArrowRight') return to(col + 2, row, col + 2);
	if (key === 'ArrowUp' || key === 'ArrowDown') {
		const r = key === 'ArrowUp' ? row - 1 : row + 1;
		const options = [col + 1, col - 1].filter((c) => c >= 0 && c <= 7);
		// Nearest the starting column; on a tie (standing on it) the right-hand one.
		options.sort((a, b) => Math.abs(a - cursor.column) - Math.abs(b - cursor.column));
		if (!other) return to(options[0], r, cursor.column);
		// The other diagonal: the zig-zag then follows the column it leads to.
		const c = options[options.length - 1];
		return to(c, r, c);
	}
	const [dc, dr] = DIAGONAL[diagonalKey(key)];
	return to(col + dc, row + dr, col + dc);
}

/**
 * Where the cursor starts before the user has put it anywhere: on the
 * playable piece nearest the bottom-left corner, else on that corner.
 */
export function firstCursorSquare(movers: Iterable<Square>, orientation: Orientation): Square {
	let best: Square = squareOfCell(0, 7, orientation);
	let bestKey = -Infinity;
	for (const sq of movers) {
		const { col, row } = cellOf(sq, orientation);
		const key = row * 8 - col;
		if (key > bestKey) {
			bestKey = key;
			best = sq;
		}
	}
	return best;
}
