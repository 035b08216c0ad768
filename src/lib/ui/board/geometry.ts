/**
 * Where squares are on screen. Display cells count from the top-left corner
 * (col 0-7 left to right, row 0-7 top to bottom); with Black at the bottom
 * the board is turned half a circle, so h8 is the bottom-left square.
 */
import { squareAt, squareFile, squareRank, FILES, type Square } from '$lib/engine';

export type Orientation = 'white' | 'black';

export interface Cell {
	col: number;
	row: number;
}

/** Side of one square in the drawing's units (the board is 8 of them). */
export const UNIT = 100;
export const BOARD_UNITS = 8 * UNIT;

export function cellOf(sq: Square, orientation: Orientation): Cell {
	const file = squareFile(sq);
	const rank = squareRank(sq);
	return orientation === 'white' ? { col: file, row: 7 - rank } : { col: 7 - file, row: rank };
}

/** The dark square shown in a cell, or -1 for a light cell or one off the board. */
export function squareOfCell(col: number, row: number, orientation: Orientation): Square {
	if (col < 0 || col > 7 || row < 0 || row > 7) return -1;
	return orientation === 'white' ? squareAt(col, 7 - row) : squareAt(7 - col, row);
}

/** The 32 dark squares in reading order (top row first, left to right). */
export function squaresInReadingOrder(orientation: Orientation): Square[] {
	const out: Square[] = [];
	for (let row = 0; row < 8; row++)
		for (let col = 0; col < 8; col++) {
			const sq = squareOfCell(col, row, orientation);
			if (sq >= 0) out.push(sq);
		}
	return out;
}

/** Whether the cell shows a dark square (the same in both orientations). */
export function isDarkCell(col: number, row: number): boolean {
	return (col + row) % 2 === 1;
}

/**
 * The square under a point (x, y) of a board drawn `size` wide from its
 * top-left corner, or -1 for a light square or a point off the board.
 */
export function squareFromPoint(x: number, y: number, size: number, orientation: Orientation): Square {
	if (!(size > 0) || x < 0 || y < 0 || x >= size || y >= size) return -1;
	return squareOfCell(Math.floor((x / size) * 8), Math.floor((y / size) * 8), orientation);
}

/** The centre of a square in drawing units. */
export function squareCenter(sq: Square, orientation: Orientation): { x: number; y: number } {
	const { col, row } = cellOf(sq, orientation);
	return { x: col * UNIT + UNIT / 2, y: row * UNIT + UNIT / 2 };
}

/** Coordinate letters along the bottom edge and digits along the left edge, as shown. */
export function edgeLabels(orientation: Orientation): { files: string[]; ranks: string[] } {
	const files = FILES.split('');
	const ranks = ['8', '7', '6', '5', '4', '3', '2', '1'];
	return orientation === 'white' ? { files, ranks } : { files: files.reverse(), ranks: ranks.reverse() };
}
